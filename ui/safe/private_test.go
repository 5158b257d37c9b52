package safe

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestReadPrivateFile reads a secret only when no one else may read it,
// and changes nothing it refuses.
func TestReadPrivateFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "key")
	if err := os.WriteFile(path, []byte("secret"), 0o600); err != nil {
		t.Fatal(err)
	}
	if got, err := ReadPrivateFile(path, 64); err != nil || string(got) != "secret" {
		t.Fatalf("a private file: %q, %v", got, err)
	}
	if _, err := ReadPrivateFile(path, 3); !errors.As(err, new(*TooBigError)) {
		t.Fatalf("past the limit: %v", err)
	}
	for _, mode := range []os.FileMode{0o640, 0o604, 0o620} {
		if err := os.Chmod(path, mode); err != nil {
			t.Fatal(err)
		}
		var pf *PrivateFileError
		if _, err := ReadPrivateFile(path, 64); !errors.As(err, &pf) || pf.OtherOwner || !pf.Mode.IsRegular() {
			t.Fatalf("mode %o: %v", mode, err)
		}
		if info, _ := os.Stat(path); info.Mode().Perm() != mode {
			t.Fatalf("the refused file's mode changed from %o to %o", mode, info.Mode().Perm())
		}
	}
	if _, err := ReadPrivateFile(dir, 64); !errors.As(err, new(*NotRegularError)) {
		t.Fatalf("a directory: %v", err)
	}
}
