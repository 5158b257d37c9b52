package safe

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// DirProblem is why a directory cannot hold the program's private files.
type DirProblem int

// The problems PrivateDir refuses a directory for.
const (
	// DirNotDirectory: the path is something else (Kind says what).
	DirNotDirectory DirProblem = iota
	// DirSymlink: the private directory is a symbolic link, which could
	// lead anywhere.
	DirSymlink
	// DirOtherOwner: another user owns the directory.
	DirOtherOwner
	// DirOpenToOthers: the private directory lets its group or others in.
	DirOpenToOthers
	// DirWritableByOthers: the base directory lets its group or others
	// write in it and has no sticky bit, so they could rename or replace
	// the private directory.
	DirWritableByOthers
)

// UnsafeDirError is a directory PrivateDir refuses. Nothing was changed.
type UnsafeDirError struct {
	Path    string
	Problem DirProblem
	Kind    Kind        // what the path is, for DirNotDirectory
	Mode    fs.FileMode // the directory's mode
	Owner   int         // the owner's user ID, for DirOtherOwner
}

// Error implements error.
func (e *UnsafeDirError) Error() string {
	p := Line(e.Path)
	switch e.Problem {
	case DirNotDirectory:
		return fmt.Sprintf("%s is %s, not a directory", p, e.Kind)
	case DirSymlink:
		return fmt.Sprintf("%s is a symbolic link, not a directory of its own", p)
	case DirOtherOwner:
		return fmt.Sprintf("%s belongs to another user (uid %d)", p, e.Owner)
	case DirOpenToOthers:
		return fmt.Sprintf("%s lets other users in (mode %s); it must be mode 0700", p, e.Mode.Perm())
	}
	return fmt.Sprintf("%s lets other users write in it (mode %s) and has no sticky bit", p, e.Mode.Perm())
}

// PrivateDir returns base/name, a directory that only the calling user
// may enter, made with mode 0700 when it is missing (base too, when it
// is missing). The mode of a directory that exists is never changed,
// neither base's nor the private one's: a runtime directory named by a
// variable may be /tmp (mode 1777) or the user's home, and making it
// private would take it from everyone else. This is what tmux does for
// its sockets (/tmp/tmux-<uid>).
//
// base must be a directory owned by the user or by root, and unless it
// has the sticky bit (like /tmp, where no one may rename or remove what
// others made) no one else may write in it. base/name must be a real
// directory (not a symbolic link), owned by the user, with no access for
// its group or others. Otherwise it returns *UnsafeDirError and changes
// nothing.
func PrivateDir(base, name string) (string, error) {
	return privateDir(base, name, os.Getuid(), true)
}

// FindPrivateDir is PrivateDir without making anything: an error wrapping
// fs.ErrNotExist when base or base/name is missing.
func FindPrivateDir(base, name string) (string, error) {
	return privateDir(base, name, os.Getuid(), false)
}

// privateDir is PrivateDir for user uid, making what is missing when
// create is set.
func privateDir(base, name string, uid int, create bool) (string, error) {
	if create {
		if err := os.MkdirAll(base, 0o700); err != nil {
			return "", err
		}
	}
	info, err := os.Stat(base) // base may be a link, /tmp is one on some systems
	if err != nil {
		return "", err
	}
	if err := checkBase(base, info, uid); err != nil {
		return "", err
	}
	dir := filepath.Join(base, name)
	if create {
		if err := os.Mkdir(dir, 0o700); err != nil && !errors.Is(err, fs.ErrExist) {
			return "", err
		}
	}
	info, err = os.Lstat(dir)
	if err != nil {
		return "", err
	}
	if err := checkPrivate(dir, info, uid); err != nil {
		return "", err
	}
	return dir, nil
}

// checkBase checks the directory the private one is made in.
func checkBase(path string, info fs.FileInfo, uid int) error {
	e := &UnsafeDirError{Path: path, Mode: info.Mode(), Kind: KindOf(info.Mode())}
	if !info.IsDir() {
		e.Problem = DirNotDirectory
		return e
	}
	if !ownersKnown {
		return nil
	}
	if owner := ownerOf(info); owner != uid && owner != 0 {
		e.Problem, e.Owner = DirOtherOwner, owner
		return e
	}
	if info.Mode().Perm()&0o022 != 0 && info.Mode()&fs.ModeSticky == 0 {
		e.Problem = DirWritableByOthers
		return e
	}
	return nil
}

// checkPrivate checks the private directory itself, as Lstat saw it.
func checkPrivate(path string, info fs.FileInfo, uid int) error {
	e := &UnsafeDirError{Path: path, Mode: info.Mode(), Kind: KindOf(info.Mode())}
	switch {
	case info.Mode()&fs.ModeSymlink != 0:
		e.Problem = DirSymlink
	case !info.IsDir():
		e.Problem = DirNotDirectory
	case !ownersKnown:
		return nil
	case ownerOf(info) != uid:
		e.Problem, e.Owner = DirOtherOwner, ownerOf(info)
	case info.Mode().Perm()&0o077 != 0:
		e.Problem = DirOpenToOthers
	default:
		return nil
	}
	return e
}

// DirFor makes the directory a file at path goes in, with its parents,
// mode 0755 under the umask, as a state or config directory is made
// ($XDG_STATE_HOME/pegasus). A directory that exists is left as it is:
// its mode is never changed.
func DirFor(path string) error {
	return os.MkdirAll(filepath.Dir(path), 0o755)
}
