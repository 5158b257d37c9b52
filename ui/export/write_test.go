//go:build unix

package export

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestWriteNewSkipsWhatIsThere: a name taken by a file, a link or a FIFO
// is skipped, never written into or replaced, and no temporary file is
// left.
func TestWriteNewSkipsWhatIsThere(t *testing.T) {
	dir := t.TempDir()
	base := FileName("credit", "throughput")
	os.WriteFile(filepath.Join(dir, base+".csv"), []byte("mine"), 0o600)
	os.Symlink("/dev/null", filepath.Join(dir, base+"-2.csv"))
	if err := syscall.Mkfifo(filepath.Join(dir, base+"-3.csv"), 0o600); err != nil {
		t.Skip(err)
	}
	path, err := WriteNew(dir, base, CSV, []byte("a,b\n"))
	if err != nil || filepath.Base(path) != base+"-4.csv" {
		t.Fatalf("wrote %s: %v", path, err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, base+".csv")); string(b) != "mine" {
		t.Errorf("the first file was changed: %q", b)
	}
	if info, _ := os.Lstat(filepath.Join(dir, base+"-2.csv")); info.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced")
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("a temporary file is left: %s", e.Name())
		}
	}
}

// TestWriteNewUsesTheUmask is item 8 for the export key: under umask 077
// an export is 0600, under 027 0640 (it was 0644 whatever the umask).
func TestWriteNewUsesTheUmask(t *testing.T) {
	for umask, want := range map[int]os.FileMode{0o077: 0o600, 0o027: 0o640} {
		dir := t.TempDir()
		old := syscall.Umask(umask)
		path, err := WriteNew(dir, "x", JSON, []byte("{}"))
		syscall.Umask(old)
		if err != nil {
			t.Fatal(err)
		}
		if info, _ := os.Stat(path); info.Mode().Perm() != want {
			t.Errorf("umask %03o: %v, want %v", umask, info.Mode().Perm(), want)
		}
	}
}
