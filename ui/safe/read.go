package safe

import (
	"fmt"
	"io"
	"io/fs"
	"os"
)

// Kind is what a path holds, so that a refusal can say what it found.
type Kind int

// The kinds of file a path can hold.
const (
	KindRegular Kind = iota
	KindDirectory
	KindSymlink
	KindFIFO
	KindCharDevice
	KindBlockDevice
	KindSocket
	KindOther
)

// KindOf is the kind of file a mode describes.
func KindOf(m fs.FileMode) Kind {
	switch {
	case m.IsRegular():
		return KindRegular
	case m.IsDir():
		return KindDirectory
	case m&fs.ModeSymlink != 0:
		return KindSymlink
	case m&fs.ModeNamedPipe != 0:
		return KindFIFO
	case m&fs.ModeCharDevice != 0:
		return KindCharDevice
	case m&fs.ModeDevice != 0:
		return KindBlockDevice
	case m&fs.ModeSocket != 0:
		return KindSocket
	}
	return KindOther
}

// String names the kind in English, for logs and Error strings; messages
// to the user word it in their language (Explain).
func (k Kind) String() string {
	switch k {
	case KindRegular:
		return "a regular file"
	case KindDirectory:
		return "a directory"
	case KindSymlink:
		return "a symbolic link"
	case KindFIFO:
		return "a FIFO (named pipe)"
	case KindCharDevice:
		return "a character device"
	case KindBlockDevice:
		return "a block device"
	case KindSocket:
		return "a socket"
	}
	return "a special file"
}

// NotRegularError is a path that had to be a regular file and is not.
type NotRegularError struct {
	Path string
	Kind Kind
}

// Error implements error.
func (e *NotRegularError) Error() string {
	return fmt.Sprintf("%s is %s, not a regular file", Line(e.Path), e.Kind)
}

// TooBigError is a file larger than what its reader takes.
type TooBigError struct {
	Path        string
	Size, Limit int64
}

// Error implements error.
func (e *TooBigError) Error() string {
	return fmt.Sprintf("%s holds %d bytes; at most %d are read", Line(e.Path), e.Size, e.Limit)
}

// ReadFile reads the regular file at path, of at most limit bytes. It
// never blocks on, nor reads from, anything but a regular file: the path
// is opened without waiting (O_NONBLOCK, so a FIFO without a writer or a
// serial line opens at once; O_NOCTTY, so a terminal never becomes the
// process's), the opened descriptor itself is checked (no race between a
// check and the open), and the read stops one byte past limit (a file
// that grows meanwhile is refused, not read whole). A symbolic link is
// followed: what counts is the file it leads to.
//
// It returns *NotRegularError for a directory, FIFO, device or socket,
// *TooBigError past limit, and the open error otherwise (errors.Is(err,
// fs.ErrNotExist) for a missing file).
func ReadFile(path string, limit int64) ([]byte, error) {
	return readChecked(path, limit, nil)
}

// readChecked is ReadFile with one more check, made on the regular file
// as opened before anything is read (nil: none).
func readChecked(path string, limit int64, check func(fs.FileInfo) error) ([]byte, error) {
	f, err := os.OpenFile(path, readFlags, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, &NotRegularError{Path: path, Kind: KindOf(info.Mode())}
	}
	if check != nil {
		if err := check(info); err != nil {
			return nil, err
		}
	}
	if info.Size() > limit {
		return nil, &TooBigError{Path: path, Size: info.Size(), Limit: limit}
	}
	raw, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(raw)) > limit {
		size := int64(len(raw))
		if now, err := f.Stat(); err == nil && now.Size() > size {
			size = now.Size()
		}
		return nil, &TooBigError{Path: path, Size: size, Limit: limit}
	}
	return raw, nil
}
