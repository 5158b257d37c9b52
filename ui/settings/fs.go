package settings

import (
	"io"
	"os"
	"syscall"

	"github.com/spf13/afero"
	"github.com/spf13/afero/mem"

	"pegasus/ui/safe"
)

// safeFS is the file system viper finds and reads settings files through.
// Viper would read any file whole, a FIFO or /dev/zero included; here
// every file is read by safe.ReadFile (a regular file of at most
// MaxFileBytes; anything else refused without being read or waited on)
// and served to viper from memory. The bytes served are kept, so that the
// checks viper does not make (one YAML document, numbers as typed, keys
// with no value) read the very bytes viper decoded. Nothing is written.
type safeFS struct {
	afero.Fs // read-only: Stat, for finding the file
	// read holds the bytes of the last file served (nil before one was).
	read []byte
}

// newSafeFS is a safeFS over the operating system's files.
func newSafeFS() *safeFS { return &safeFS{Fs: afero.NewReadOnlyFs(afero.NewOsFs())} }

// Open reads the file at name through safe.ReadFile and serves its bytes.
func (f *safeFS) Open(name string) (afero.File, error) {
	raw, err := safe.ReadFile(name, MaxFileBytes)
	if err != nil {
		return nil, err
	}
	f.read = raw
	file := mem.NewFileHandle(mem.CreateFile(name))
	if _, err := file.Write(raw); err != nil {
		return nil, err
	}
	if _, err := file.Seek(0, io.SeekStart); err != nil {
		return nil, err
	}
	return file, nil
}

// OpenFile opens name for reading only, as Open does.
func (f *safeFS) OpenFile(name string, flag int, _ os.FileMode) (afero.File, error) {
	if flag != os.O_RDONLY {
		return nil, &os.PathError{Op: "open", Path: name, Err: syscall.EPERM}
	}
	return f.Open(name)
}
