//go:build unix

package safe

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"pegasus/ui/safe/safetest"
)

// What a fuzzed path is before the operation.
const (
	fuzzRegular   = iota // a regular file holding the data
	fuzzFIFO             // a FIFO with no writer
	fuzzZeroLink         // a link to /dev/zero
	fuzzDirectory        // a directory
	fuzzSparse           // a 400 MB sparse file starting with the data
	fuzzFileLink         // a link (a dotfiles folder) to a file holding the data
	fuzzNullLink         // a link to /dev/null
	fuzzMissing          // nothing
	fuzzDangling         // a link to nothing
	fuzzKinds
)

// The operations a fuzzed path goes through.
const (
	opRead = iota
	opReplace
	opWriteNew
	opWriteForce
	opMoveAside
	fuzzOps
)

// fuzzCap is the read cap of the fuzzed reads.
const fuzzCap = 4096

// setUpKind makes path the kind of file kind says, holding data where it
// holds any; it returns the file a link leads to ("" for none).
func setUpKind(t *testing.T, dir, path string, kind uint8, data []byte) string {
	t.Helper()
	switch kind % fuzzKinds {
	case fuzzRegular:
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
	case fuzzFIFO:
		mkfifo(t, path)
	case fuzzZeroLink:
		symlink(t, safetest.Zero(t), path)
	case fuzzDirectory:
		if err := os.Mkdir(path, 0o700); err != nil {
			t.Fatal(err)
		}
	case fuzzSparse:
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Truncate(path, 400<<20); err != nil {
			t.Fatal(err)
		}
	case fuzzFileLink:
		target := filepath.Join(dir, "dotfiles-target")
		if err := os.WriteFile(target, data, 0o600); err != nil {
			t.Fatal(err)
		}
		symlink(t, "dotfiles-target", path)
		return target
	case fuzzNullLink:
		symlink(t, safetest.Null(t), path)
	case fuzzDangling:
		symlink(t, "later", path)
		return filepath.Join(dir, "later")
	}
	return ""
}

// FuzzSpecialFiles: whatever a path is (a regular file, a FIFO, a link to
// /dev/zero or /dev/null, a directory, a huge sparse file, a dotfiles
// link, nothing, a dangling link) and whatever it holds, each primitive
// returns without blocking, reads no more than its cap, never turns a
// device, FIFO or directory into a regular file, writes through links,
// leaves no temporary file, and moves a file aside as it is.
func FuzzSpecialFiles(f *testing.F) {
	for kind := range uint8(fuzzKinds) {
		for op := range uint8(fuzzOps) {
			f.Add(kind, op, []byte("credit:\n  jitter_ns: 600\n"))
		}
	}
	f.Add(uint8(fuzzRegular), uint8(opRead), bytes.Repeat([]byte("x"), fuzzCap+1))
	f.Add(uint8(fuzzRegular), uint8(opRead), []byte("\x1b]2;owned\x07"))
	f.Fuzz(func(t *testing.T, kind, op uint8, data []byte) {
		kind, op = kind%fuzzKinds, op%fuzzOps
		dir := fuzzDir(t)
		path := filepath.Join(dir, "target")
		linked := setUpKind(t, dir, path, kind, data)
		before, _ := os.Lstat(path)
		newData := append([]byte("new:"), data...)
		var err error
		switch op {
		case opRead:
			var got []byte
			within(t, "ReadFile", func() { got, err = ReadFile(path, fuzzCap) })
			checkRead(t, kind, data, got, err)
			return
		case opMoveAside:
			var moved string
			within(t, "MoveAside", func() { moved, err = MoveAside(path, ".corrupt") })
			checkMoved(t, kind, before, moved, err)
			return
		case opReplace:
			within(t, "Replace", func() { err = Replace(path, newData, 0o600) })
		case opWriteNew, opWriteForce:
			if kind == fuzzFIFO {
				go drainFIFO(path) // a write through a FIFO waits for its reader
			}
			within(t, "WriteTarget", func() { err = WriteTarget(path, newData, 0o666, op == opWriteForce) })
		}
		checkWritten(t, kind, op, path, linked, before, data, newData, err)
		noTemporaryFiles(t, dir)
	})
}

// checkRead: only a regular file (or a link to one) within the cap is
// read, and read whole; the rest is refused with a typed error.
func checkRead(t *testing.T, kind uint8, data, got []byte, err error) {
	t.Helper()
	var nr *NotRegularError
	var big *TooBigError
	switch {
	case kind == fuzzRegular || kind == fuzzFileLink:
		if len(data) > fuzzCap {
			if !errors.As(err, &big) {
				t.Fatalf("%d bytes over a cap of %d: %v", len(data), fuzzCap, err)
			}
		} else if err != nil || !bytes.Equal(got, data) {
			t.Fatalf("a regular file was not read as it is: %v", err)
		}
	case kind == fuzzSparse:
		if !errors.As(err, &big) {
			t.Fatalf("a huge file: %v", err)
		}
	case kind == fuzzMissing || kind == fuzzDangling:
		if !errors.Is(err, fs.ErrNotExist) {
			t.Fatalf("a missing file: %v", err)
		}
	default:
		if !errors.As(err, &nr) {
			t.Fatalf("kind %d was read: %v", kind, err)
		}
	}
}

// checkMoved: what was there is at the new name, the same file (a
// rename), and nothing is left at the old name.
func checkMoved(t *testing.T, kind uint8, before fs.FileInfo, moved string, err error) {
	t.Helper()
	if kind == fuzzMissing {
		if err == nil {
			t.Fatal("a missing file was moved")
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	after, err := os.Lstat(moved)
	if err != nil || !os.SameFile(before, after) {
		t.Fatalf("%s is not the file that was moved: %v", moved, err)
	}
}

// checkWritten: a write lands where it should and nowhere else.
func checkWritten(t *testing.T, kind, op uint8, path, linked string, before fs.FileInfo, data, newData []byte, err error) {
	t.Helper()
	var nr *NotRegularError
	content := func(p string) []byte { b, _ := os.ReadFile(p); return b }
	switch kind {
	case fuzzRegular, fuzzSparse:
		if op == opWriteNew {
			if !errors.Is(err, ErrExists) {
				t.Fatalf("an existing file without replace: %v", err)
			}
			if kind == fuzzRegular && !bytes.Equal(content(path), data) {
				t.Fatal("an existing file was changed without replace")
			}
			return
		}
		if err != nil || !bytes.Equal(content(path), newData) {
			t.Fatalf("the file was not replaced: %v", err)
		}
	case fuzzFileLink:
		if op == opWriteNew {
			if !errors.Is(err, ErrExists) || !bytes.Equal(content(linked), data) {
				t.Fatalf("a linked file without replace: %v", err)
			}
			return
		}
		if err != nil || !bytes.Equal(content(linked), newData) || kindAt(t, path) != KindSymlink {
			t.Fatalf("not written through the link: %v", err)
		}
	case fuzzMissing:
		if err != nil || !bytes.Equal(content(path), newData) {
			t.Fatalf("a new file: %v", err)
		}
	case fuzzDangling:
		if err != nil || !bytes.Equal(content(linked), newData) || kindAt(t, path) != KindSymlink {
			t.Fatalf("a dangling link: %v", err)
		}
	case fuzzDirectory:
		if !errors.As(err, &nr) || nr.Kind != KindDirectory {
			t.Fatalf("a directory: %v", err)
		}
	case fuzzFIFO:
		if op == opReplace && !errors.As(err, &nr) {
			t.Fatalf("a FIFO was replaced: %v", err)
		}
	case fuzzZeroLink, fuzzNullLink:
		if op == opReplace && !errors.As(err, &nr) {
			t.Fatalf("a device was replaced: %v", err)
		}
		if op != opReplace && err != nil {
			t.Fatalf("a device was not written through: %v", err)
		}
	}
	if kind != fuzzMissing && kind != fuzzDangling {
		after, lerr := os.Lstat(path)
		if lerr != nil || KindOf(after.Mode()) != KindOf(before.Mode()) {
			t.Fatalf("%s went from %s to something else (%v)", path, KindOf(before.Mode()), lerr)
		}
	}
}

// drainFIFO reads a FIFO until its writer closes, so that a write through
// to it can end.
func drainFIFO(path string) {
	f, err := os.Open(path)
	if err != nil {
		return
	}
	io.Copy(io.Discard, f)
	f.Close()
}

// fuzzDir is a directory for one fuzz input, in memory when the system
// has a tmpfs at /dev/shm: the writes sync their files, which on a busy
// disk costs more than the rest of a run.
func fuzzDir(t *testing.T) string {
	dir, err := os.MkdirTemp("/dev/shm", "pegasus-fuzz-")
	if err != nil {
		return t.TempDir()
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}
