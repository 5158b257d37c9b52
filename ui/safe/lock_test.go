//go:build unix && !aix

package safe

import (
	"bufio"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestTryLockRefusesASecondHolder(t *testing.T) {
	path := filepath.Join(t.TempDir(), "present.lock")
	if held, _, err := LockHeld(path); held || err != nil {
		t.Fatalf("a missing lock file is held: %v", err)
	}
	first, err := TryLock(path)
	if err != nil {
		t.Fatal(err)
	}
	if held, pid, err := LockHeld(path); !held || pid != os.Getpid() || err != nil {
		t.Errorf("LockHeld = %v, %d, %v", held, pid, err)
	}
	_, err = TryLock(path)
	var le *LockedError
	if !errors.As(err, &le) || le.PID != os.Getpid() {
		t.Errorf("a second lock: %v", err)
	}
	if err := first.Unlock(); err != nil {
		t.Fatal(err)
	}
	if held, _, _ := LockHeld(path); held {
		t.Error("the lock is held after Unlock")
	}
	again, err := TryLock(path)
	if err != nil {
		t.Fatalf("the lock cannot be taken again: %v", err)
	}
	again.Unlock()
}

func TestTryLockRefusesALink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "elsewhere")
	writeFile(t, target, "")
	link := filepath.Join(dir, "present.lock")
	symlink(t, target, link)
	if l, err := TryLock(link); err == nil {
		l.Unlock()
		t.Error("a lock was taken through a symbolic link")
	}
}

// TestLockIsReleasedWhenItsHolderIsKilled is item 6's cause: after kill -9
// of the presenter nothing told that it was gone. The kernel drops a lock
// with its holder; a process of this test binary holds one here.
func TestLockIsReleasedWhenItsHolderIsKilled(t *testing.T) {
	if path := os.Getenv("PEGASUS_TEST_HOLD_LOCK"); path != "" {
		if _, err := TryLock(path); err != nil {
			os.Exit(3)
		}
		os.Stdout.WriteString("locked\n")
		_, _ = io.Copy(io.Discard, os.Stdin) // until killed, or its test is gone
		os.Exit(0)
	}
	path := filepath.Join(t.TempDir(), "present.lock")
	cmd := exec.Command(os.Args[0], "-test.run=^TestLockIsReleasedWhenItsHolderIsKilled$")
	cmd.Env = append(os.Environ(), "PEGASUS_TEST_HOLD_LOCK="+path)
	hold, err := cmd.StdinPipe() // the holder holds on while this stays open
	if err != nil {
		t.Fatal(err)
	}
	defer hold.Close()
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	line, _ := bufio.NewReader(out).ReadString('\n')
	if strings.TrimSpace(line) != "locked" {
		t.Fatalf("the holder said %q", line)
	}
	if held, pid, _ := LockHeld(path); !held || pid != cmd.Process.Pid {
		t.Fatalf("LockHeld = %v, %d; the holder is %d", held, pid, cmd.Process.Pid)
	}
	var le *LockedError
	if _, err := TryLock(path); !errors.As(err, &le) || le.PID != cmd.Process.Pid {
		t.Errorf("TryLock while held: %v", err)
	}
	cmd.Process.Kill()
	cmd.Wait()
	if held, _, err := LockHeld(path); held || err != nil {
		t.Errorf("the lock outlived its holder: %v", err)
	}
}
