//go:build unix

package settings

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"pegasus/ui/safe/safetest"
)

// What a fuzzed settings file is: the fuzz targets take these besides its
// bytes.
const (
	kindRegular   = iota // a regular file holding the bytes
	kindFIFO             // a FIFO with no writer
	kindZeroLink         // a link to /dev/zero
	kindDirectory        // a directory
	kindSparse           // a 400 MB sparse file starting with the bytes
	kindDotfiles         // a link (a dotfiles folder) to a file holding the bytes
	kindNullLink         // a link to /dev/null
	fileKinds
)

// placeKind makes path the kind of file kind says, holding data where it
// holds any; it returns the file a link leads to ("" for none).
func placeKind(t *testing.T, path string, kind uint8, data []byte) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	must := func(err error) {
		if err != nil {
			t.Fatal(err)
		}
	}
	switch kind % fileKinds {
	case kindRegular:
		must(os.WriteFile(path, data, 0o644))
	case kindFIFO:
		must(syscall.Mkfifo(path, 0o600))
	case kindZeroLink:
		must(os.Symlink(safetest.Zero(t), path))
	case kindDirectory:
		must(os.Mkdir(path, 0o700))
	case kindSparse:
		must(os.WriteFile(path, data, 0o644))
		must(os.Truncate(path, 400<<20))
	case kindDotfiles:
		dots := filepath.Join(filepath.Dir(path), "dotfiles")
		must(os.MkdirAll(dots, 0o755))
		target := filepath.Join(dots, filepath.Base(path))
		must(os.WriteFile(target, data, 0o644))
		must(os.Symlink(target, path))
		return target
	case kindNullLink:
		must(os.Symlink(safetest.Null(t), path))
	}
	return ""
}

// within fails when fn does not return within a few seconds: no file may
// make the start wait.
func within(t *testing.T, what string, fn func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { fn(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatalf("%s blocked", what)
	}
}
