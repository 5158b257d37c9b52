//go:build unix

package safe

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"pegasus/ui/safe/safetest"
)

// mkfifo makes a FIFO at path.
func mkfifo(t testing.TB, path string) {
	t.Helper()
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Skipf("no FIFOs here: %v", err)
	}
}

// symlink makes a symbolic link at path to target.
func symlink(t testing.TB, target, path string) {
	t.Helper()
	if err := os.Symlink(target, path); err != nil {
		t.Fatal(err)
	}
}

// writeFile writes a regular file.
func writeFile(t testing.TB, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
}

// sparse makes a file of size bytes that holds no data (a hole).
func sparse(t testing.TB, path string, size int64) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(size); err != nil {
		t.Fatal(err)
	}
	f.Close()
}

// within fails the test when fn does not return within a few seconds: a
// FIFO must never make a read or a write wait.
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

// kindAt is what Lstat finds at path.
func kindAt(t testing.TB, path string) Kind {
	t.Helper()
	info, err := os.Lstat(path)
	if err != nil {
		t.Fatal(err)
	}
	return KindOf(info.Mode())
}

// noTemporaryFiles fails when a temporary file is left in dir.
func noTemporaryFiles(t testing.TB, dir string) {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("a temporary file is left: %s", e.Name())
		}
	}
}

func TestReadFileReadsARegularFileWithinItsCap(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.yaml")
	writeFile(t, path, "12345")
	if b, err := ReadFile(path, 5); err != nil || string(b) != "12345" {
		t.Errorf("a file of exactly the cap: %q, %v", b, err)
	}
	var big *TooBigError
	if _, err := ReadFile(path, 4); !errors.As(err, &big) || big.Size != 5 || big.Limit != 4 {
		t.Errorf("a file one byte over the cap: %v", err)
	}
	link := filepath.Join(dir, "link.yaml")
	symlink(t, path, link)
	if b, err := ReadFile(link, 100); err != nil || string(b) != "12345" {
		t.Errorf("a link to a regular file is read through: %q, %v", b, err)
	}
	if _, err := ReadFile(filepath.Join(dir, "none"), 100); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file: %v", err)
	}
}

// TestReadFileRefusesWhatIsNotARegularFile is item 3's and item 4's
// cause: a FIFO hung the reader, a link to /dev/zero grew without end, a
// huge sparse file was read whole.
func TestReadFileRefusesWhatIsNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	mkfifo(t, fifo)
	zero := filepath.Join(dir, "zero")
	symlink(t, safetest.Zero(t), zero)
	cases := map[string]Kind{fifo: KindFIFO, zero: KindCharDevice, dir: KindDirectory}
	for path, want := range cases {
		var err error
		within(t, "reading "+path, func() { _, err = ReadFile(path, 1<<20) })
		var nr *NotRegularError
		if !errors.As(err, &nr) || nr.Kind != want {
			t.Errorf("%s: %v, want %s", path, err, want)
		}
	}
	huge := filepath.Join(dir, "huge")
	sparse(t, huge, 400<<20)
	var big *TooBigError
	if _, err := ReadFile(huge, 1<<20); !errors.As(err, &big) || big.Size != 400<<20 {
		t.Errorf("a 400 MB sparse file: %v", err)
	}
}

func TestReplaceWritesAtomicallyWithTheUmask(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "prefs.yaml")
	old := syscall.Umask(0o077)
	defer syscall.Umask(old)
	if err := Replace(path, []byte("one"), 0o666); err != nil {
		t.Fatal(err)
	}
	if info, _ := os.Stat(path); info.Mode().Perm() != 0o600 {
		t.Errorf("under umask 077 the file is %s", Mode(info.Mode()))
	}
	if err := Replace(path, []byte("two"), 0o666); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(path); string(b) != "two" {
		t.Errorf("replaced: %q", b)
	}
	noTemporaryFiles(t, dir)
}

// TestReplaceWritesThroughALink is item 7: a preferences file that is a
// link into a dotfiles folder stays a link, and the file it points to
// gets the new values.
func TestReplaceWritesThroughALink(t *testing.T) {
	dir := t.TempDir()
	dots := filepath.Join(dir, "dotfiles")
	os.Mkdir(dots, 0o700)
	target := filepath.Join(dots, "prefs.yaml")
	writeFile(t, target, "old")
	link := filepath.Join(dir, "prefs.yaml")
	symlink(t, "dotfiles/prefs.yaml", link)
	second := filepath.Join(dir, "second.yaml")
	symlink(t, "prefs.yaml", second) // a link to the link
	if err := Replace(second, []byte("new"), 0o600); err != nil {
		t.Fatal(err)
	}
	if kindAt(t, link) != KindSymlink || kindAt(t, second) != KindSymlink {
		t.Error("a link was replaced by a file")
	}
	if b, _ := os.ReadFile(target); string(b) != "new" {
		t.Errorf("the file the link points to holds %q", b)
	}
	noTemporaryFiles(t, dir)
	noTemporaryFiles(t, dots)

	dangling := filepath.Join(dir, "dangling.yaml")
	symlink(t, "dotfiles/later.yaml", dangling)
	if err := Replace(dangling, []byte("made"), 0o600); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(dots, "later.yaml")); string(b) != "made" || kindAt(t, dangling) != KindSymlink {
		t.Errorf("a dangling link: the file it names holds %q", b)
	}
}

func TestReplaceNeverReplacesASpecialFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	mkfifo(t, fifo)
	device := safetest.Null(t)
	null := filepath.Join(dir, "null")
	symlink(t, device, null)
	sub := filepath.Join(dir, "sub")
	os.Mkdir(sub, 0o700)
	for path, want := range map[string]Kind{fifo: KindFIFO, null: KindSymlink, sub: KindDirectory} {
		var err error
		within(t, "replacing "+path, func() { err = Replace(path, []byte("x"), 0o600) })
		var nr *NotRegularError
		if !errors.As(err, &nr) {
			t.Errorf("%s: %v", path, err)
		}
		if kindAt(t, path) != want {
			t.Errorf("%s is now %s", path, kindAt(t, path))
		}
	}
	if info, _ := os.Stat(device); KindOf(info.Mode()) != KindCharDevice {
		t.Fatal("the null device is no longer a device")
	}
	noTemporaryFiles(t, dir)
}

// TestCreateUsesTheUmask is item 8: a new file gets the mode a new file
// gets under the umask (0640 under 027, 0600 under 077), never 0644.
func TestCreateUsesTheUmask(t *testing.T) {
	for umask, want := range map[int]fs.FileMode{0o027: 0o640, 0o077: 0o600, 0o022: 0o644} {
		dir := t.TempDir()
		old := syscall.Umask(umask)
		err := Create(filepath.Join(dir, "out.csv"), []byte("a,b\n"), 0o666)
		err2 := WriteTarget(filepath.Join(dir, "target.csv"), []byte("a,b\n"), 0o666, false)
		syscall.Umask(old)
		if err != nil || err2 != nil {
			t.Fatal(err, err2)
		}
		for _, name := range []string{"out.csv", "target.csv"} {
			if info, _ := os.Stat(filepath.Join(dir, name)); info.Mode().Perm() != want {
				t.Errorf("umask %03o: %s is %s, want %s", umask, name, Mode(info.Mode()), Mode(want))
			}
		}
	}
}

func TestCreateNeverReplaces(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.csv")
	writeFile(t, path, "mine")
	if err := Create(path, []byte("theirs"), 0o666); !errors.Is(err, ErrExists) {
		t.Errorf("Create over a file: %v", err)
	}
	if b, _ := os.ReadFile(path); string(b) != "mine" {
		t.Errorf("the file was changed: %q", b)
	}
	noTemporaryFiles(t, dir)
}

// TestWriteTargetReplacesOnlyRegularFiles is item 2: a regular file is
// replaced only when asked; a directory is refused as one; a device or a
// FIFO is written through and stays what it is.
func TestWriteTargetReplacesOnlyRegularFiles(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "out.csv")
	writeFile(t, file, "old")
	if err := WriteTarget(file, []byte("new"), 0o666, false); !errors.Is(err, ErrExists) {
		t.Errorf("without replace: %v", err)
	}
	if err := WriteTarget(file, []byte("new"), 0o666, true); err != nil {
		t.Errorf("with replace: %v", err)
	}
	if b, _ := os.ReadFile(file); string(b) != "new" {
		t.Errorf("replaced file holds %q", b)
	}
	var nr *NotRegularError
	for _, replace := range []bool{false, true} {
		if err := WriteTarget(dir, []byte("x"), 0o666, replace); !errors.As(err, &nr) || nr.Kind != KindDirectory {
			t.Errorf("a directory (replace %v): %v", replace, err)
		}
		if err := CheckTarget(dir, replace); !errors.As(err, &nr) || nr.Kind != KindDirectory {
			t.Errorf("CheckTarget of a directory: %v", err)
		}
	}
	device := safetest.Null(t)
	null := filepath.Join(dir, "null")
	symlink(t, device, null)
	for _, path := range []string{device, null} {
		for _, replace := range []bool{false, true} {
			if err := WriteTarget(path, []byte("x"), 0o666, replace); err != nil {
				t.Errorf("%s (replace %v): %v", path, replace, err)
			}
		}
	}
	if kindAt(t, null) != KindSymlink {
		t.Error("the link to /dev/null was replaced")
	}
	if info, _ := os.Stat(device); KindOf(info.Mode()) != KindCharDevice {
		t.Fatal("the null device is no longer a device")
	}
	if err := WriteTarget(safetest.Full(t), []byte("x"), 0o666, false); !errors.Is(err, syscall.ENOSPC) {
		t.Errorf("a full device: %v, want no space left", err)
	}
	noTemporaryFiles(t, dir)
}

// TestWriteTargetWritesIntoAFIFO: a reader on the other end gets the data.
func TestWriteTargetWritesIntoAFIFO(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	mkfifo(t, fifo)
	got := make(chan []byte, 1)
	go func() {
		f, err := os.Open(fifo)
		if err != nil {
			got <- nil
			return
		}
		b, _ := io.ReadAll(f)
		f.Close()
		got <- b
	}()
	var err error
	within(t, "writing into a FIFO with a reader", func() { err = WriteTarget(fifo, []byte("data"), 0o666, true) })
	if err != nil {
		t.Fatal(err)
	}
	if b := <-got; string(b) != "data" || kindAt(t, fifo) != KindFIFO {
		t.Errorf("the reader got %q; the FIFO is now %s", b, kindAt(t, fifo))
	}
}

// TestWriteTargetNeverTurnsADeviceIntoAFile is item 2 as the tester saw
// it: `export --force` onto a null device made with mknod left a
// regular file. Making a device needs root.
func TestWriteTargetNeverTurnsADeviceIntoAFile(t *testing.T) {
	dir := t.TempDir()
	dev := filepath.Join(dir, "null")
	if err := syscall.Mknod(dev, syscall.S_IFCHR|0o666, int(1<<8|3)); err != nil {
		t.Skipf("cannot make a device here: %v", err)
	}
	if err := WriteTarget(dev, []byte("490 bytes of chart"), 0o666, true); err != nil {
		t.Fatal(err)
	}
	if kindAt(t, dev) != KindCharDevice {
		t.Errorf("the device became %s", kindAt(t, dev))
	}
	block := filepath.Join(dir, "block")
	if err := syscall.Mknod(block, syscall.S_IFBLK|0o600, int(7<<8|200)); err == nil {
		var nr *NotRegularError
		if err := WriteTarget(block, []byte("x"), 0o666, true); !errors.As(err, &nr) || nr.Kind != KindBlockDevice {
			t.Errorf("a block device: %v", err)
		}
	}
}

func TestWriteTargetFollowsADanglingLink(t *testing.T) {
	dir := t.TempDir()
	link := filepath.Join(dir, "out.csv")
	symlink(t, "real.csv", link)
	if err := WriteTarget(link, []byte("x"), 0o666, false); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "real.csv")); string(b) != "x" || kindAt(t, link) != KindSymlink {
		t.Errorf("the file the link names holds %q", b)
	}
}

// TestMoveAsideRenames is item 3: a bad file is moved by rename (the same
// file, not a copy; a FIFO or a link moved as it is) and never over an
// earlier backup.
func TestMoveAsideRenames(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "prefs.yaml")
	sparse(t, path, 400<<20)
	before, _ := os.Stat(path)
	first, err := MoveAside(path, ".corrupt-1")
	if err != nil || first != path+".corrupt-1" {
		t.Fatal(first, err)
	}
	after, _ := os.Stat(first)
	if !os.SameFile(before, after) {
		t.Error("the file was copied, not renamed")
	}
	mkfifo(t, path)
	var second string
	within(t, "moving a FIFO aside", func() { second, err = MoveAside(path, ".corrupt-1") })
	if err != nil || second != path+".corrupt-1-2" || kindAt(t, second) != KindFIFO {
		t.Fatalf("a FIFO moved to %s (%v)", second, err)
	}
	if after2, _ := os.Stat(first); !os.SameFile(before, after2) {
		t.Error("the first backup was replaced")
	}
	symlink(t, safetest.Zero(t), path)
	third, err := MoveAside(path, ".corrupt-1")
	if err != nil || third != path+".corrupt-1-3" || kindAt(t, third) != KindSymlink {
		t.Fatalf("a link moved to %s (%v)", third, err)
	}
	if _, err := os.Lstat(path); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the bad file is still there: %v", err)
	}
}

// TestPlaceNewFallsBack checks the fallbacks used where a rename cannot
// refuse to replace (a hard link, or for a directory a check then a
// rename): they never replace either.
func TestPlaceNewFallsBack(t *testing.T) {
	unsupported := func(string, string) error { return errUnsupported }
	dir := t.TempDir()
	from, to := filepath.Join(dir, "from"), filepath.Join(dir, "to")
	writeFile(t, from, "new")
	writeFile(t, to, "old")
	if err := placeNewWith(unsupported, from, to); !errors.Is(err, ErrExists) {
		t.Errorf("placeNew over a file: %v", err)
	}
	if b, _ := os.ReadFile(to); string(b) != "old" {
		t.Errorf("replaced: %q", b)
	}
	free := filepath.Join(dir, "free")
	if err := placeNewWith(unsupported, from, free); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(free); string(b) != "new" {
		t.Errorf("moved by a link: %q", b)
	}
	if _, err := os.Lstat(from); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the original is left: %v", err)
	}
	sub := filepath.Join(dir, "sub")
	os.Mkdir(sub, 0o700)
	if err := placeNewWith(unsupported, sub, to); !errors.Is(err, ErrExists) {
		t.Errorf("a directory over a file: %v", err)
	}
	if err := placeNewWith(unsupported, sub, filepath.Join(dir, "sub2")); err != nil || kindAt(t, filepath.Join(dir, "sub2")) != KindDirectory {
		t.Errorf("a directory moved: %v", err)
	}
}

// TestOpenAppendNeverWaits: a log that is a FIFO with no reader is an
// error at once, not a hang; a regular file is appended to, /dev/null
// written to, a directory refused.
func TestOpenAppendNeverWaits(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	mkfifo(t, fifo)
	var err error
	within(t, "opening a FIFO without a reader", func() {
		var f *os.File
		if f, err = OpenAppend(fifo, 0o600); err == nil {
			f.Close()
		}
	})
	if !errors.Is(err, syscall.ENXIO) {
		t.Errorf("a FIFO without a reader: %v", err)
	}
	log := filepath.Join(dir, "log")
	writeFile(t, log, "one\n")
	f, err := OpenAppend(log, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("two\n")
	f.Close()
	if b, _ := os.ReadFile(log); string(b) != "one\ntwo\n" {
		t.Errorf("the log holds %q", b)
	}
	if f, err := OpenAppend(safetest.Null(t), 0o600); err != nil {
		t.Errorf("a null device: %v", err)
	} else {
		f.Close()
	}
	if _, err := OpenAppend(dir, 0o600); err == nil {
		t.Error("a directory was opened as a log")
	}
}
