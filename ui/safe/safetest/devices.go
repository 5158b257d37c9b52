// Package safetest gives tests character devices of their own, so that a
// test of what the program does to a device (write through it, never
// replace it) can never damage the machine's /dev/null or /dev/full when a
// regression meets a test run as root.
package safetest

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// Null is a null device (major 1, minor 3) made in a temporary directory
// of the test's. As root, where a regression could replace /dev/null
// itself, the test is skipped when no device can be made; any other user
// cannot replace /dev/null, so /dev/null itself is used.
func Null(t testing.TB) string { return device(t, "null", 1, 3) }

// Full is a full device (major 1, minor 7), every write failing with "no
// space left on device", made as Null is.
func Full(t testing.TB) string { return device(t, "full", 1, 7) }

// Zero is a zero device (major 1, minor 5), endless zero bytes, made as
// Null is.
func Zero(t testing.TB) string { return device(t, "zero", 1, 5) }

func device(t testing.TB, name string, major, minor uint32) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	dev := int(major<<8 | minor) // Linux's old encoding, exact for small numbers
	if err := syscall.Mknod(path, syscall.S_IFCHR|0o666, dev); err == nil {
		// A device node on a file system mounted nodev cannot be opened.
		if f, err := os.OpenFile(path, os.O_RDWR, 0); err == nil {
			f.Close()
			return path
		}
	}
	if os.Geteuid() == 0 {
		t.Skipf("cannot make a %s device of the test's own; not using /dev/%s as root", name, name)
	}
	if _, err := os.Stat("/dev/" + name); err != nil {
		t.Skipf("no /dev/%s here", name)
	}
	return "/dev/" + name
}
