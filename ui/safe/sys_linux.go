package safe

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// renameNoReplace renames from to to in one step that fails when to
// exists (renameat2 with RENAME_NOREPLACE); errUnsupported where the
// kernel or the file system lacks it.
func renameNoReplace(from, to string) error {
	err := unix.Renameat2(unix.AT_FDCWD, from, unix.AT_FDCWD, to, unix.RENAME_NOREPLACE)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, unix.EEXIST):
		return existsAt(to)
	case errors.Is(err, unix.EINVAL), errors.Is(err, unix.ENOSYS), errors.Is(err, unix.EOPNOTSUPP):
		return errUnsupported
	}
	return &os.LinkError{Op: "rename", Old: from, New: to, Err: err}
}
