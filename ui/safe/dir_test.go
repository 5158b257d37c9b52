//go:build unix

package safe

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// modeOf is a directory's mode bits, sticky bit included.
func modeOf(t *testing.T, path string) string {
	t.Helper()
	info, err := os.Lstat(path)
	if err != nil {
		t.Fatal(err)
	}
	return Mode(info.Mode())
}

// dirWithMode makes a directory and sets its mode (the test made it).
func dirWithMode(t *testing.T, path string, mode fs.FileMode) {
	t.Helper()
	if err := os.MkdirAll(path, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, mode); err != nil {
		t.Fatal(err)
	}
}

// TestPrivateDirKeepsTheBaseAsItIs is item 1: a 1777 directory (like
// /tmp) and a 0755 home given as the runtime directory keep their modes;
// the program makes its own private directory inside, mode 0700.
func TestPrivateDirKeepsTheBaseAsItIs(t *testing.T) {
	for _, mode := range []fs.FileMode{0o777 | fs.ModeSticky, 0o755, 0o700, 0o1733&0o777 | fs.ModeSticky} {
		base := filepath.Join(t.TempDir(), "base")
		dirWithMode(t, base, mode)
		want := modeOf(t, base)
		dir, err := PrivateDir(base, "pegasus-test")
		if err != nil {
			t.Fatalf("base %s: %v", want, err)
		}
		if got := modeOf(t, base); got != want {
			t.Errorf("the base went from %s to %s", want, got)
		}
		if dir != filepath.Join(base, "pegasus-test") || modeOf(t, dir) != "0700" {
			t.Errorf("private directory %s is %s", dir, modeOf(t, dir))
		}
		again, err := PrivateDir(base, "pegasus-test")
		if err != nil || again != dir {
			t.Errorf("a second call: %s, %v", again, err)
		}
		if found, err := FindPrivateDir(base, "pegasus-test"); err != nil || found != dir {
			t.Errorf("FindPrivateDir: %s, %v", found, err)
		}
	}
}

// TestPrivateDirRefusesAndChangesNothing: an existing private directory
// open to others, a link in its place, a file in its place, and a base
// others may write in without the sticky bit are refused, each left as it
// was.
func TestPrivateDirRefusesAndChangesNothing(t *testing.T) {
	root := t.TempDir()
	open := filepath.Join(root, "open")
	dirWithMode(t, filepath.Join(open, "p"), 0o755)
	linked := filepath.Join(root, "linked")
	dirWithMode(t, linked, 0o700)
	elsewhere := filepath.Join(root, "elsewhere")
	dirWithMode(t, elsewhere, 0o700)
	symlink(t, elsewhere, filepath.Join(linked, "p"))
	file := filepath.Join(root, "file")
	dirWithMode(t, file, 0o700)
	writeFile(t, filepath.Join(file, "p"), "x")
	writable := filepath.Join(root, "writable")
	dirWithMode(t, writable, 0o777)
	group := filepath.Join(root, "group")
	dirWithMode(t, group, 0o770)
	cases := []struct {
		base    string
		problem DirProblem
	}{
		{open, DirOpenToOthers},
		{linked, DirSymlink},
		{file, DirNotDirectory},
		{writable, DirWritableByOthers},
		{group, DirWritableByOthers},
	}
	for _, c := range cases {
		before := map[string]string{c.base: modeOf(t, c.base)}
		p := filepath.Join(c.base, "p")
		if _, err := os.Lstat(p); err == nil {
			before[p] = modeOf(t, p)
		}
		_, err := PrivateDir(c.base, "p")
		var ud *UnsafeDirError
		if !errors.As(err, &ud) || ud.Problem != c.problem {
			t.Errorf("%s: %v, want problem %d", c.base, err, c.problem)
		}
		for path, mode := range before {
			if got := modeOf(t, path); got != mode {
				t.Errorf("%s went from %s to %s", path, mode, got)
			}
		}
		if _, err := os.Lstat(filepath.Join(c.base, "p")); c.problem == DirWritableByOthers && err == nil {
			t.Errorf("%s: a private directory was made in a base that was refused", c.base)
		}
	}
	if modeOf(t, elsewhere) != "0700" {
		t.Error("the directory a link led to was changed")
	}
}

// TestPrivateDirRefusesAnotherUsersDirectory: a base or a private
// directory that belongs to someone else. As root the test gives them to
// another user; otherwise it asks as another user would.
func TestPrivateDirRefusesAnotherUsersDirectory(t *testing.T) {
	const other = 4242
	uid := other + 1
	base := filepath.Join(t.TempDir(), "base")
	dirWithMode(t, base, 0o755)
	if os.Getuid() == 0 {
		if err := os.Chown(base, other, other); err != nil {
			t.Skip(err)
		}
		uid = 0
		defer os.Chown(base, 0, 0)
	}
	_, err := privateDir(base, "p", uid, true)
	var ud *UnsafeDirError
	if !errors.As(err, &ud) || ud.Problem != DirOtherOwner {
		t.Fatalf("another user's base: %v", err)
	}
	if os.Getuid() != 0 {
		return
	}
	os.Chown(base, 0, 0)
	private := filepath.Join(base, "p")
	dirWithMode(t, private, 0o700)
	os.Chown(private, other, other)
	if _, err := PrivateDir(base, "p"); !errors.As(err, &ud) || ud.Problem != DirOtherOwner || ud.Owner != other {
		t.Errorf("another user's private directory: %v", err)
	}
}

func TestFindPrivateDirMakesNothing(t *testing.T) {
	base := filepath.Join(t.TempDir(), "base")
	if _, err := FindPrivateDir(base, "p"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing base: %v", err)
	}
	dirWithMode(t, base, 0o700)
	if _, err := FindPrivateDir(base, "p"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing private directory: %v", err)
	}
	if _, err := os.Lstat(filepath.Join(base, "p")); err == nil {
		t.Error("FindPrivateDir made the directory")
	}
}

// TestDirForMakesParentsAndLeavesWhatExists: the directories a file goes
// in are made; an existing one keeps its mode.
func TestDirForMakesParentsAndLeavesWhatExists(t *testing.T) {
	base := t.TempDir()
	file := filepath.Join(base, "state", "pegasus", "prefs.yaml")
	if err := DirFor(file); err != nil {
		t.Fatal(err)
	}
	if info, err := os.Stat(filepath.Dir(file)); err != nil || !info.IsDir() {
		t.Fatalf("the directory was not made: %v", err)
	}
	if err := os.Chmod(filepath.Dir(file), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := DirFor(file); err != nil {
		t.Fatal(err)
	}
	if info, _ := os.Stat(filepath.Dir(file)); info.Mode().Perm() != 0o700 {
		t.Errorf("an existing directory's mode changed to %v", info.Mode().Perm())
	}
	if _, err := os.Stat(file); err == nil {
		t.Error("DirFor made the file itself")
	}
}
