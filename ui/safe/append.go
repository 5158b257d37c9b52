package safe

import (
	"io/fs"
	"os"
	"syscall"
)

// OpenAppend opens path to append to, as a log is: a missing file is
// created (mode perm under the umask), a regular file is appended to, and
// a character device, FIFO or socket is written to as it is. The open
// never waits: a FIFO that no one reads is an error (ENXIO), not a hang.
// A directory or a block device is refused (*NotRegularError).
func OpenAppend(path string, perm fs.FileMode) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE|syscall.O_NONBLOCK|syscall.O_NOCTTY, perm)
	if err != nil {
		return nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	switch k := KindOf(info.Mode()); k {
	case KindRegular, KindCharDevice, KindFIFO, KindSocket:
		return f, nil
	default:
		f.Close()
		return nil, &NotRegularError{Path: path, Kind: k}
	}
}
