package safe

import (
	"errors"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
)

// ErrExists is returned (wrapped with the path) when a file to write
// exists and may not be replaced, or when a backup name is taken.
var ErrExists = errors.New("the file exists")

// maxLinks is how many symbolic links resolveLinks follows (Linux's own
// limit).
const maxLinks = 40

// Replace writes data to path atomically: to a temporary file created
// beside it with mode perm (the umask applies, as to any new file; the
// mode is never changed afterwards), synced, then renamed over it, so a
// reader sees the old file or the new one, never half of one. When path
// is a symbolic link (a dotfiles folder), the file it leads to is
// replaced and the link stays. A directory, device, FIFO or socket is
// never replaced: *NotRegularError. A missing file is created.
func Replace(path string, data []byte, perm fs.FileMode) error {
	final, err := resolveLinks(path)
	if err != nil {
		return err
	}
	if info, err := os.Lstat(final); err == nil && !info.Mode().IsRegular() {
		return &NotRegularError{Path: final, Kind: KindOf(info.Mode())}
	} else if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	tmp, err := writeTemp(final, data, perm)
	if err != nil {
		return err
	}
	if err := os.Rename(tmp, final); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

// Create writes data to a new file at path, atomically (a temporary file,
// synced, then put in place), with mode perm under the umask. It never
// replaces anything: when path exists, or appears while the data is
// written, it returns an error wrapping ErrExists and leaves path alone.
func Create(path string, data []byte, perm fs.FileMode) error {
	tmp, err := writeTemp(path, data, perm)
	if err != nil {
		return err
	}
	defer os.Remove(tmp) // a no-op once renamed; the leftover of a link
	return placeNew(tmp, path)
}

// MoveAside renames path to path+suffix, or, when that name is taken, to
// path+suffix-2, -3, ... (up to -1000), never over an existing file, and
// returns the new name. A rename moves the directory entry only: a FIFO
// is not opened, a huge file is not copied, and a symbolic link is moved,
// not the file it leads to.
func MoveAside(path, suffix string) (string, error) {
	base := path + suffix
	for n := 1; n <= 1000; n++ {
		name := base
		if n > 1 {
			name = base + "-" + strconv.Itoa(n)
		}
		err := placeNew(path, name)
		if errors.Is(err, ErrExists) {
			continue
		}
		if err != nil {
			return "", err
		}
		return name, nil
	}
	return "", existsAt(base + "-1000")
}

// CheckTarget says whether WriteTarget would write to path, without
// writing: nil, an error wrapping ErrExists (a regular file, replace not
// given), or *NotRegularError (a directory, a block device).
func CheckTarget(path string, replace bool) error {
	_, err := targetOf(path, replace)
	return err
}

// WritesThrough reports whether WriteTarget writes into path as it is: a
// character device, FIFO or socket (/dev/stdout in a pipe, /dev/null).
func WritesThrough(path string) bool {
	act, err := targetOf(path, true)
	return err == nil && act == targetThrough
}

// WriteTarget writes data to an output path the user named:
//
//   - a missing path (or a link to one) is created as Create does, never
//     replacing a file that appears meanwhile;
//   - a regular file is replaced as Replace does, only when replace is
//     set (else an error wrapping ErrExists);
//   - a character device, FIFO or socket (/dev/stdout, /dev/null,
//     /dev/full, a pipe) is written through: opened for writing, never
//     created, truncated or renamed over, so a device is never turned into
//     a file; its write error (a full disk, a pipe with no reader) is
//     returned;
//   - a directory or a block device is refused with *NotRegularError.
func WriteTarget(path string, data []byte, perm fs.FileMode, replace bool) error {
	act, err := targetOf(path, replace)
	if err != nil {
		return err
	}
	switch act {
	case targetThrough:
		return writeThrough(path, data)
	case targetReplace:
		return Replace(path, data, perm)
	}
	final, err := resolveLinks(path)
	if err != nil {
		return err
	}
	return Create(final, data, perm)
}

// targetAction is what WriteTarget does with a path.
type targetAction int

const (
	targetCreate targetAction = iota
	targetReplace
	targetThrough
)

// targetOf decides what WriteTarget does with path. The kernel follows
// every link (/dev/stdout is a link to a link to a pipe or a terminal).
func targetOf(path string, replace bool) (targetAction, error) {
	info, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return targetCreate, nil
	}
	if err != nil {
		return 0, err
	}
	switch k := KindOf(info.Mode()); k {
	case KindRegular:
		if !replace {
			return 0, existsAt(path)
		}
		return targetReplace, nil
	case KindCharDevice, KindFIFO, KindSocket:
		return targetThrough, nil
	default:
		return 0, &NotRegularError{Path: path, Kind: k}
	}
}

// writeThrough writes data into an existing device, FIFO or socket. The
// open neither creates nor truncates; the opened descriptor is checked
// again, so a regular file swapped in meanwhile is not written into.
func writeThrough(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|syscall.O_NOCTTY, 0)
	if err != nil {
		return err
	}
	info, err := f.Stat()
	if err == nil && info.Mode().IsRegular() {
		f.Close()
		return existsAt(path)
	}
	if err == nil {
		_, err = f.Write(data)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// writeTemp writes data to a new temporary file beside path, created
// exclusively with mode perm (under the umask) and synced; it returns its
// name. The name starts with a dot and ends in .tmp-<random>.
func writeTemp(path string, data []byte, perm fs.FileMode) (string, error) {
	dir, base := filepath.Split(path)
	var f *os.File
	var err error
	for range 100 {
		name := filepath.Join(dir, "."+base+".tmp-"+strconv.FormatUint(rand.Uint64(), 36))
		f, err = os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
		if !errors.Is(err, fs.ErrExist) {
			break
		}
	}
	if err != nil {
		return "", err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(f.Name())
		return "", err
	}
	return f.Name(), nil
}

// placeNew renames from to to unless to exists (an error wrapping
// ErrExists). Where the system can do it in one step it does
// (renameNoReplace); else a hard link then the removal of from (the
// link fails when to exists); where neither works (a directory, a file
// system without hard links) a check then a rename, which a file created
// between the two would lose to.
func placeNew(from, to string) error { return placeNewWith(renameNoReplace, from, to) }

// placeNewWith is placeNew with the one-step rename given.
func placeNewWith(renameNoReplace func(from, to string) error, from, to string) error {
	err := renameNoReplace(from, to)
	if err == nil || errors.Is(err, ErrExists) || !errors.Is(err, errUnsupported) {
		return err
	}
	switch err := os.Link(from, to); {
	case err == nil:
		return os.Remove(from)
	case errors.Is(err, fs.ErrExist):
		return existsAt(to)
	}
	if _, err := os.Lstat(to); err == nil {
		return existsAt(to)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return os.Rename(from, to)
}

// errUnsupported is what renameNoReplace returns where the system or the
// file system cannot rename without replacing.
var errUnsupported = errors.New("rename without replacing is not supported here")

// resolveLinks follows path's last element while it is a symbolic link
// and returns where it leads: the file to replace, or the name a missing
// one would have. Directories on the way are left to the kernel.
func resolveLinks(path string) (string, error) {
	for range maxLinks {
		info, err := os.Lstat(path)
		if errors.Is(err, fs.ErrNotExist) {
			return path, nil
		}
		if err != nil {
			return "", err
		}
		if info.Mode()&fs.ModeSymlink == 0 {
			return path, nil
		}
		target, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(target) {
			// Not filepath.Join: cleaning "dir/../x" by hand could lead
			// elsewhere than the kernel would when dir is a link.
			target = filepath.Dir(path) + string(filepath.Separator) + target
		}
		path = target
	}
	return "", &fs.PathError{Op: "follow", Path: path, Err: syscall.ELOOP}
}

// existsAt is ErrExists for path.
func existsAt(path string) error { return &fs.PathError{Op: "create", Path: path, Err: ErrExists} }
