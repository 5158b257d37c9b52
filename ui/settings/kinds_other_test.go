//go:build !unix

package settings

import (
	"os"
	"path/filepath"
	"testing"
)

// Without FIFOs and Unix links, every fuzzed kind is a regular file.
const (
	kindRegular = iota
	kindFIFO
	kindZeroLink
	kindDirectory
	kindSparse
	kindDotfiles
	kindNullLink
	fileKinds
)

// placeKind writes data to path: the special kinds need Unix.
func placeKind(t *testing.T, path string, _ uint8, data []byte) string {
	t.Helper()
	os.MkdirAll(filepath.Dir(path), 0o755)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return ""
}

// within runs fn.
func within(t *testing.T, _ string, fn func()) { fn() }
