package safe

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestErrorSaysEachPathOnce: the wrappers the program writes name the
// path, so the standard library's own naming of it is dropped; a path the
// wrapper does not name is kept.
func TestErrorSaysEachPathOnce(t *testing.T) {
	full := &fs.PathError{Op: "write", Path: "/a/f", Err: syscall.ENOSPC}
	link := &os.LinkError{Op: "rename", Old: "/a/.tmp1", New: "/a/f", Err: syscall.EACCES}
	cases := []struct {
		err  error
		want string
	}{
		{fmt.Errorf("write /a/f: %w", full), "write /a/f: no space left on device"},
		{fmt.Errorf("save preferences: %w", fmt.Errorf("write /a/f: %w", full)), "save preferences: write /a/f: no space left on device"},
		{fmt.Errorf("replace /a/f: %w", link), "replace /a/f: permission denied"},
		{fmt.Errorf("save: %w", full), "save: write /a/f: no space left on device"},
		{full, "write /a/f: no space left on device"},
		{fmt.Errorf("create a file in /a/b: %w", &fs.PathError{Op: "open", Path: "/a/b/.x", Err: syscall.ENOENT}), "create a file in /a/b: no such file or directory"},
		{fmt.Errorf("create a file in /c: %w", &fs.PathError{Op: "open", Path: "/a/b/.x", Err: syscall.ENOENT}), "create a file in /c: open /a/b/.x: no such file or directory"},
		{fmt.Errorf("check /: %w", &fs.PathError{Op: "open", Path: "/x", Err: syscall.ENOENT}), "check /: open /x: no such file or directory"},
		{fmt.Errorf("open /a/\x1b]2;t\x07f: %w", &fs.PathError{Op: "open", Path: "/a/\x1b]2;t\x07f", Err: syscall.ENOENT}), "open /a/f: no such file or directory"},
		{errors.New("plain"), "plain"},
		{nil, ""},
	}
	for _, c := range cases {
		if got := Error(c.err); got != c.want {
			t.Errorf("Error(%q) = %q, want %q", c.err, got, c.want)
		}
	}
}

// TestErrorOfARealFailedWrite: a write into a directory that does not
// exist, wrapped as the program wraps it, names the path once.
func TestErrorOfARealFailedWrite(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "missing")
	path := filepath.Join(dir, "f.csv")
	_, err := os.Create(path)
	msg := Error(fmt.Errorf("write %s: %w", path, err))
	if strings.Count(msg, path) != 1 {
		t.Errorf("the path is said %d times: %q", strings.Count(msg, path), msg)
	}
	_, err = os.CreateTemp(dir, ".tmp-*")
	msg = Error(fmt.Errorf("create a temporary file in %s: %w", dir, err))
	if strings.Count(msg, dir) != 1 {
		t.Errorf("the directory is said %d times: %q", strings.Count(msg, dir), msg)
	}
}
