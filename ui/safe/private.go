package safe

import (
	"fmt"
	"io/fs"
	"os"
)

// PrivateFileError is a file ReadPrivateFile refuses: another user's, or
// one its group or others may read or write. Nothing was changed: the
// program never changes the mode of a file it did not make.
type PrivateFileError struct {
	Path  string
	Mode  fs.FileMode
	Owner int // the owner's user ID, when OtherOwner
	// OtherOwner: another user owns it; else it is open to others.
	OtherOwner bool
}

// Error implements error.
func (e *PrivateFileError) Error() string {
	if e.OtherOwner {
		return fmt.Sprintf("%s belongs to another user (uid %d)", Line(e.Path), e.Owner)
	}
	return fmt.Sprintf("%s can be read or written by others (mode %s); it must be mode 0600", Line(e.Path), Mode(e.Mode))
}

// ReadPrivateFile reads a secret (a host key): a regular file (a link is
// followed) of at most limit bytes that the calling user owns and no one
// else may read or write. The checks are made on the file as opened, so
// nothing can be swapped in between. Errors: *NotRegularError,
// *TooBigError, *PrivateFileError, else the open's or the read's error
// (errors.Is(err, fs.ErrNotExist) for a missing file).
func ReadPrivateFile(path string, limit int64) ([]byte, error) {
	return readChecked(path, limit, func(info fs.FileInfo) error {
		switch {
		case !ownersKnown:
		case ownerOf(info) != os.Getuid():
			return &PrivateFileError{Path: path, Mode: info.Mode(), Owner: ownerOf(info), OtherOwner: true}
		case info.Mode().Perm()&0o077 != 0:
			return &PrivateFileError{Path: path, Mode: info.Mode()}
		}
		return nil
	})
}
