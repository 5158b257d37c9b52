//go:build unix

package cli

import (
	"bufio"
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"pegasus/ui/notes"
	"pegasus/ui/safe"
)

// binaryEnv is a clean environment for the built program.
func binaryEnv(home string, extra ...string) []string {
	return append([]string{"PATH=/usr/bin:/bin", "LANG=C.UTF-8", "HOME=" + home, "XDG_STATE_HOME=" + filepath.Join(home, "state"),
		"XDG_CONFIG_HOME=" + filepath.Join(home, "config")}, extra...)
}

// TestNotesFollowStopsOnSignals is item 4: without a terminal, notes
// ignored SIGTERM and SIGINT for 10 minutes (its read of a FIFO never
// returned). It now stops at once with 128 plus the signal's number.
func TestNotesFollowStopsOnSignals(t *testing.T) {
	buildEarly()
	t.Parallel()
	if testing.Short() {
		t.Skip("runs the built program")
	}
	bin := pegasusBinary(t)
	for sig, want := range map[syscall.Signal]int{syscall.SIGTERM: 143, syscall.SIGINT: 130} {
		base := t.TempDir()
		dir, err := safe.PrivateDir(base, notes.DirName())
		if err != nil {
			t.Fatal(err)
		}
		if err := syscall.Mkfifo(notes.Path(dir), 0o600); err != nil {
			t.Skip(err)
		}
		cmd := exec.Command(bin, "notes")
		cmd.Env = binaryEnv(t.TempDir(), "PEGASUS_RUNTIME_DIR="+base)
		out, _ := cmd.StdoutPipe()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		line, _ := bufio.NewReader(out).ReadString('\n')
		if !strings.Contains(line, "Speaker notes") {
			t.Fatalf("notes printed %q first", line)
		}
		// The first screen is out: the loop runs, reading the FIFO.
		cmd.Process.Signal(sig)
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			cmd.Process.Kill()
			t.Fatalf("notes did not stop on %v", sig)
		}
		if got := cmd.ProcessState.ExitCode(); got != want {
			t.Errorf("%v: exit %d, want %d", sig, got, want)
		}
	}
}

// TestExportToStdoutAndUnderAUmask: /dev/stdout (a pipe here) is written
// through, not refused as "exists" (item 2); under umask 077 the file is
// 0600, not 0644 (item 8).
func TestExportToStdoutAndUnderAUmask(t *testing.T) {
	buildEarly()
	t.Parallel()
	if testing.Short() {
		t.Skip("runs the built program")
	}
	bin := pegasusBinary(t)
	home := t.TempDir()
	cmd := exec.Command(bin, "export", "--panel", "power", "--format", "csv", "--out", "/dev/stdout")
	cmd.Env = binaryEnv(home)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil || !strings.HasPrefix(stdout.String(), "Quantity,") || strings.Contains(stdout.String(), "Wrote") ||
		!strings.Contains(stderr.String(), "Wrote /dev/stdout") {
		t.Errorf("export to /dev/stdout: %v\n%s%s", err, stdout.String(), stderr.String())
	}
	out := filepath.Join(t.TempDir(), "power.csv")
	cmd = exec.Command("sh", "-c", fmt.Sprintf("umask 077; %s export --panel power --format csv --out %s", bin, out))
	cmd.Env = binaryEnv(home)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	if info, err := os.Stat(out); err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("under umask 077 the export is %v (%v)", info.Mode().Perm(), err)
	}
}

// TestPresentersInTmux is items 1 and 6 as a user meets them: a shared
// 1777 directory as PEGASUS_RUNTIME_DIR keeps its mode; a second
// presenter is refused naming the first; after kill -9 of the first,
// notes says it is gone.
func TestPresentersInTmux(t *testing.T) {
	buildEarly()
	t.Parallel()
	tmuxPath := needTmux(t)
	base := filepath.Join(t.TempDir(), "shared")
	os.Mkdir(base, 0o700)
	os.Chmod(base, 0o777|fs.ModeSticky)
	home := filepath.Join(t.TempDir(), "home")
	s := startInTmuxEnv(t, tmuxPath, home, append([]string{"PEGASUS_RUNTIME_DIR=" + base}, lightWork...), "present")
	s.waitFor("the first step", contains("The credit loop"))
	if info, _ := os.Stat(base); safe.Mode(info.Mode()) != "1777" {
		t.Errorf("the shared directory is now %s", safe.Mode(info.Mode()))
	}
	if info, err := os.Lstat(notes.DirIn(base)); err != nil || safe.Mode(info.Mode()) != "0700" {
		t.Errorf("the private directory: %v %v", info, err)
	}
	bin := pegasusBinary(t)
	first := pidOf(t, s, bin)
	second := startInTmuxEnv(t, tmuxPath, home, append([]string{"PEGASUS_RUNTIME_DIR=" + base}, lightWork...), "present")
	second.waitFor("the second presenter's refusal", func(p string) bool {
		return strings.Contains(p, fmt.Sprintf("another presenter (PID %d)", first)) && strings.Contains(p, "PEGASUS_EXIT=2")
	})
	s.waitFor("the first presenter, still on", contains("The credit loop"))
	notesOnce := func() string {
		cmd := exec.Command(bin, "notes", "--once")
		cmd.Env = binaryEnv(home, "PEGASUS_RUNTIME_DIR="+base)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("notes --once: %v\n%s", err, out)
		}
		return string(out)
	}
	if out := notesOnce(); !strings.Contains(out, "Step 1 of") || strings.Contains(out, "is gone") {
		t.Errorf("notes while the first presents:\n%s", out)
	}
	syscall.Kill(first, syscall.SIGKILL)
	s.waitFor("the presenter to die", contains("PEGASUS_EXIT=137"))
	if out := notesOnce(); !strings.Contains(out, fmt.Sprintf("The presenter (PID %d) is gone", first)) {
		t.Errorf("notes after kill -9:\n%s", out)
	}
}
