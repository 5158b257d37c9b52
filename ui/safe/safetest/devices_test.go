package safetest

import (
	"errors"
	"os"
	"syscall"
	"testing"
)

func TestDevicesBehaveAsTheirNamesSay(t *testing.T) {
	null, full, zero := Null(t), Full(t), Zero(t)
	for _, p := range []string{null, full, zero} {
		if info, err := os.Stat(p); err != nil || info.Mode()&os.ModeCharDevice == 0 {
			t.Fatalf("%s is not a character device: %v", p, err)
		}
	}
	if os.Geteuid() == 0 && (null == "/dev/null" || full == "/dev/full" || zero == "/dev/zero") {
		t.Fatal("a test run as root was given the machine's own device")
	}
	if err := os.WriteFile(null, []byte("x"), 0); err != nil {
		t.Errorf("null: %v", err)
	}
	if err := os.WriteFile(full, []byte("x"), 0); !errors.Is(err, syscall.ENOSPC) {
		t.Errorf("full: %v, want no space left", err)
	}
	f, err := os.Open(zero)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	b := []byte{1, 1}
	if n, err := f.Read(b); err != nil || n != 2 || b[0] != 0 {
		t.Errorf("zero read %d %v %v", n, b, err)
	}
}
