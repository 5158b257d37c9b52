package safe

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"pegasus/i18n"
)

// TestExplainNamesThePathOnceInBothLanguages: each refusal says what was
// found, in the user's language, with the path once and no control
// character from it.
func TestExplainNamesThePathOnceInBothLanguages(t *testing.T) {
	path := "/tmp/a\x1b]2;owned\x07b"
	errs := map[string]error{
		"fifo":     &NotRegularError{Path: path, Kind: KindFIFO},
		"dir":      fmt.Errorf("write: %w", &NotRegularError{Path: path, Kind: KindDirectory}),
		"big":      &TooBigError{Path: path, Size: 400 << 20, Limit: 1 << 20},
		"open":     &UnsafeDirError{Path: path, Problem: DirOpenToOthers, Mode: fs.ModeDir | 0o755},
		"writable": &UnsafeDirError{Path: path, Problem: DirWritableByOthers, Mode: fs.ModeDir | 0o777},
		"owner":    &UnsafeDirError{Path: path, Problem: DirOtherOwner, Owner: 4242},
		"link":     &UnsafeDirError{Path: path, Problem: DirSymlink},
		"notdir":   &UnsafeDirError{Path: path, Problem: DirNotDirectory, Kind: KindRegular},
		"locked":   &LockedError{Path: path, PID: 4321},
		"exists":   existsAt(path),
	}
	want := map[i18n.Lang]map[string]string{
		i18n.English: {"fifo": "FIFO", "dir": "is a directory", "big": "419,430,400 bytes", "open": "0755",
			"writable": "sticky", "owner": "4242", "link": "symbolic link", "notdir": "not a directory",
			"locked": "4321", "exists": "exists"},
		i18n.TraditionalChinese: {"fifo": "具名管道", "dir": "是目錄", "big": "419,430,400 位元組", "open": "0755",
			"writable": "黏著位元", "owner": "4242", "link": "符號連結", "notdir": "不是目錄",
			"locked": "4321", "exists": "已存在"},
	}
	for lang, words := range want {
		tx := i18n.For(lang)
		for name, err := range errs {
			msg := Explain(tx, err)
			if !strings.Contains(msg, words[name]) || strings.Count(msg, "/tmp/a") != 1 || strings.ContainsAny(msg, "\x1b\x07") {
				t.Errorf("%s %s: %q", lang, name, msg)
			}
		}
	}
}

func TestModeWritesTheSpecialBits(t *testing.T) {
	for m, want := range map[fs.FileMode]string{fs.ModeDir | fs.ModeSticky | 0o777: "1777", 0o755: "0755", 0o700: "0700"} {
		if got := Mode(m); got != want {
			t.Errorf("Mode(%v) = %s, want %s", m, got, want)
		}
	}
}
