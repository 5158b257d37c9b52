//go:build unix

package settings

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"pegasus/i18n"
)

// TestPrefsThatAreNotARegularFileAreMovedAsideByRename is item 3: a FIFO
// hung the start, a link to /dev/zero grew to 2 GB, and a 400 MB sparse
// file was read and copied whole to the backup. Each is now refused
// without being read, and moved aside by a rename: the backup is the same
// file, not a copy.
func TestPrefsThatAreNotARegularFileAreMovedAsideByRename(t *testing.T) {
	for kind, word := range map[uint8]string{kindFIFO: "FIFO", kindZeroLink: "character device",
		kindSparse: "419,430,400 bytes", kindDirectory: "directory", kindNullLink: "character device"} {
		e := home(t)
		path := prefsPath(e)
		placeKind(t, path, kind, []byte("theme: light\n"))
		before, _ := os.Lstat(path)
		var ld Loaded
		var err error
		within(t, "the start", func() { ld, err = load(t, e) })
		if err != nil {
			t.Fatalf("kind %d stopped the start: %v", kind, err)
		}
		aside := path + ".corrupt-20261202-150405"
		after, lerr := os.Lstat(aside)
		if lerr != nil || !os.SameFile(before, after) {
			t.Errorf("kind %d: the backup is not the file that was there: %v", kind, lerr)
		}
		if _, err := os.Lstat(path); err == nil {
			t.Errorf("kind %d is still in place", kind)
		}
		if len(ld.Notices) != 1 || !strings.Contains(ld.Notices[0], word) || !strings.Contains(ld.Notices[0], aside) {
			t.Errorf("kind %d: notices %q", kind, ld.Notices)
		}
		if err := ld.SavePrefs(Session{Theme: "dark"}); err != nil {
			t.Errorf("kind %d: saving afterwards: %v", kind, err)
		}
		if b, _ := os.ReadFile(path); !strings.Contains(string(b), "theme: dark") {
			t.Errorf("kind %d: saved %q", kind, b)
		}
	}
}

// TestPrefsAreSavedThroughALink is item 7: a prefs.yaml that links into a
// dotfiles folder stays a link, and the file it points to gets the values.
func TestPrefsAreSavedThroughALink(t *testing.T) {
	e := home(t)
	path := prefsPath(e)
	target := placeKind(t, path, kindDotfiles, []byte("theme: light\n"))
	ld, err := load(t, e)
	if err != nil || ld.Theme != "light" {
		t.Fatalf("the linked preferences were not read: %v, theme %q", err, ld.Theme)
	}
	if err := ld.SavePrefs(Session{Theme: "dark"}); err != nil {
		t.Fatal(err)
	}
	if info, _ := os.Lstat(path); info.Mode()&fs.ModeSymlink == 0 {
		t.Error("the link was replaced by a file")
	}
	if b, _ := os.ReadFile(target); !strings.Contains(string(b), "theme: dark") {
		t.Errorf("the dotfiles file holds %q", b)
	}
	entries, _ := os.ReadDir(filepath.Dir(target))
	if len(entries) != 1 {
		t.Errorf("the dotfiles folder holds %d entries (a temporary file left?)", len(entries))
	}
}

// TestSavedPrefsAreMadeUnderTheUmask: the file is mode 0600, less when
// the umask takes more, never more.
func TestSavedPrefsAreMadeUnderTheUmask(t *testing.T) {
	e := home(t)
	old := syscall.Umask(0o077)
	defer syscall.Umask(old)
	ld, err := load(t, e)
	if err != nil {
		t.Fatal(err)
	}
	if err := ld.SavePrefs(Session{Theme: "dark"}); err != nil {
		t.Fatal(err)
	}
	if info, err := os.Stat(prefsPath(e)); err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("saved preferences: %v, %v", info.Mode(), err)
	}
}

// TestConfigThatIsASpecialFileIsRefusedSayingWhatItIs: a FIFO as the
// config file is refused at once, in both languages, naming what it is.
func TestConfigThatIsASpecialFileIsRefusedSayingWhatItIs(t *testing.T) {
	e := home(t)
	fifo := filepath.Join(t.TempDir(), "config.yaml")
	placeKind(t, fifo, kindFIFO, nil)
	for lang, word := range map[i18n.Lang]string{i18n.English: "is a FIFO (named pipe), not a regular file", i18n.TraditionalChinese: "是具名管道（FIFO），不是一般檔案"} {
		var err error
		within(t, "reading a FIFO config", func() {
			_, err = Load(Request{Groups: nil, Flags: flags(t, "--config", fifo), Env: e, Text: i18n.For(lang), WithFile: true, Now: now})
		})
		if err == nil || !strings.Contains(err.Error(), word) || !IsInputError(err) {
			t.Errorf("%s: %v", lang, err)
		}
	}
}
