//go:build unix

package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"pegasus/ui/notes"
	"pegasus/ui/safe"
	"pegasus/ui/safe/safetest"
	"pegasus/ui/settings"
)

// runTTY runs a command as from a terminal (it must fail before a
// program would take the terminal).
func runTTY(t *testing.T, e settings.Env, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = Run(args, IO{Stdout: &out, Stderr: &errb, IsTerminal: true, Figures: figures, Compute: testEngines.Session(2), Content: sharedContent}, e)
	return code, out.String(), errb.String()
}

// within fails when fn does not return within a few seconds.
func within(t *testing.T, what string, fn func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { fn(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatalf("%s blocked", what)
	}
}

// hasEscape reports an escape, bell or other control character but a
// line break.
func hasEscape(s string) bool {
	for _, r := range s {
		if (r < 0x20 && r != '\n') || (r >= 0x7f && r < 0xa0) {
			return true
		}
	}
	return false
}

// TestExportTargets is item 2: a directory is refused as one (exit 2,
// with or without --force); /dev/null is written through and stays a
// device; /dev/full reports its write error (exit 3) instead of "exists".
func TestExportTargets(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	args := func(out string, more ...string) []string {
		return append([]string{"export", "--panel", "power", "--format", "csv", "--out", out}, more...)
	}
	null, full := safetest.Null(t), safetest.Full(t)
	for _, force := range [][]string{nil, {"--force"}} {
		code, _, errOut := runCmd(t, cleanEnv(t), args(dir, force...)...)
		if code != ExitBadInput || !strings.Contains(errOut, "is a directory") || strings.Contains(errOut, "exists") {
			t.Errorf("a directory %v: %d %q", force, code, errOut)
		}
		code, stdout, errOut := runCmd(t, cleanEnv(t), args(null, force...)...)
		if code != ExitOK || stdout != "" || !strings.Contains(errOut, "Wrote "+null) {
			t.Errorf("a null device %v: %d %q", force, code, errOut)
		}
		if info, err := os.Stat(null); err != nil || info.Mode()&os.ModeCharDevice == 0 {
			t.Fatal("the null device is no longer a device")
		}
		code, _, errOut = runCmd(t, cleanEnv(t), args(full, force...)...)
		if code != ExitIO || !strings.Contains(errOut, "no space left on device") || strings.Count(errOut, full) != 1 {
			t.Errorf("a full device %v: %d %q", force, code, errOut)
		}
	}
	zh := cleanEnv(t, "LANG=zh_TW.UTF-8")
	if code, _, errOut := runCmd(t, zh, args(dir)...); code != ExitBadInput || !strings.Contains(errOut, "是目錄") {
		t.Errorf("a directory in Chinese: %d %q", code, errOut)
	}
	dev := filepath.Join(dir, "null")
	if err := syscall.Mknod(dev, syscall.S_IFCHR|0o666, 1<<8|3); err == nil {
		code, _, errOut := runCmd(t, cleanEnv(t), args(dev, "--force")...)
		info, _ := os.Lstat(dev)
		if code != ExitOK || info.Mode()&os.ModeCharDevice == 0 {
			t.Errorf("export --force onto a null device made with mknod: %d %q, now %v", code, errOut, info.Mode())
		}
	}
}

// TestBadPreferencesOfAnyKindDoNotStopTheStart is item 3 through the
// command: a FIFO as prefs.yaml hung the start; now the explorer gets to
// its terminal check at once, and the FIFO is moved aside by rename.
func TestBadPreferencesOfAnyKindDoNotStopTheStart(t *testing.T) {
	t.Parallel()
	e := cleanEnv(t)
	prefs := filepath.Join(e["XDG_STATE_HOME"], "pegasus", "prefs.yaml")
	os.MkdirAll(filepath.Dir(prefs), 0o755)
	if err := syscall.Mkfifo(prefs, 0o600); err != nil {
		t.Skip(err)
	}
	var code int
	var errOut string
	within(t, "the start with a FIFO as prefs", func() { code, _, errOut = runCmd(t, e) })
	if code != ExitBadInput || !strings.Contains(errOut, "interactive terminal") {
		t.Errorf("exit %d: %q", code, errOut)
	}
	matches, _ := filepath.Glob(prefs + ".corrupt-*")
	if len(matches) != 1 {
		t.Fatalf("the FIFO was not moved aside: %v", matches)
	}
	if info, _ := os.Lstat(matches[0]); info.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the backup is not the FIFO: %v", info.Mode())
	}
}

// presentState writes a state file as a presenter would (without holding
// the lock: a presenter that is gone) and returns the runtime directory.
func presentState(t *testing.T, edit func(*notes.State)) string {
	t.Helper()
	base := t.TempDir()
	dir, err := safe.PrivateDir(base, notes.DirName())
	if err != nil {
		t.Fatal(err)
	}
	started := time.Now().Add(-time.Minute)
	st := notes.State{Version: notes.Version, PID: 4242, Seq: 1, Deck: map[string]string{"en": "Deck"}, Step: 1, Steps: 1,
		Current: map[string]notes.StepText{"en": {Title: "Only", Caption: "The caption"}}, Started: started, StepEntered: started, Ended: true}
	edit(&st)
	raw, _ := json.Marshal(st)
	if err := os.WriteFile(notes.Path(dir), raw, 0o600); err != nil {
		t.Fatal(err)
	}
	return base
}

// TestNotesOnceRefusesACorruptState is item 4: a corrupt state was shown
// as valid ("Step 99 of 3") with exit 0; a FIFO hung it. Now both exit 2
// with the reason.
func TestNotesOnceRefusesACorruptState(t *testing.T) {
	t.Parallel()
	base := presentState(t, func(s *notes.State) { s.Step, s.Steps = 99, 3; s.Ended = false })
	code, out, errOut := runCmd(t, cleanEnv(t, "PEGASUS_RUNTIME_DIR="+base), "notes", "--once")
	if code != ExitBadInput || strings.Contains(out, "Step 99") || !strings.Contains(errOut, "step 99 of 3") {
		t.Errorf("step 99 of 3: %d %q %q", code, out, errOut)
	}
	fifoBase := t.TempDir()
	dir, _ := safe.PrivateDir(fifoBase, notes.DirName())
	syscall.Mkfifo(notes.Path(dir), 0o600)
	within(t, "notes --once on a FIFO", func() {
		code, _, errOut = runCmd(t, cleanEnv(t, "PEGASUS_RUNTIME_DIR="+fifoBase), "notes", "--once")
	})
	if code != ExitBadInput || !strings.Contains(errOut, "FIFO") {
		t.Errorf("a FIFO: %d %q", code, errOut)
	}
	ok := presentState(t, func(*notes.State) {})
	if code, out, errOut := runCmd(t, cleanEnv(t, "PEGASUS_RUNTIME_DIR="+ok), "notes", "--once"); code != ExitOK || !strings.Contains(out, "The presentation has ended") {
		t.Errorf("a valid state: %d %q %q", code, out, errOut)
	}
}

// TestNotesShowsAPresenterThatIsGone is item 6: a state that says the
// talk goes on, with no presenter holding the lock, says the presenter
// is gone instead of running the timer.
func TestNotesShowsAPresenterThatIsGone(t *testing.T) {
	t.Parallel()
	base := presentState(t, func(s *notes.State) { s.Ended = false })
	code, out, _ := runCmd(t, cleanEnv(t, "PEGASUS_RUNTIME_DIR="+base), "notes", "--once")
	if code != ExitOK || !strings.Contains(out, "The presenter (PID 4242) is gone") || strings.Contains(out, "1:00") {
		t.Errorf("%d\n%s", code, out)
	}
	code, out, _ = runCmd(t, cleanEnv(t, "PEGASUS_RUNTIME_DIR="+base), "notes")
	if code != ExitOK || !strings.Contains(out, "is gone") {
		t.Errorf("follow mode: %d\n%s", code, out)
	}
}

// TestTextFromFilesReachesNoTerminalRaw is item 5: a title holding
// ESC ] 2 ; ... BEL retitled the terminal through present --dump, notes
// and notes --once; clear-screen and OSC 52 passed too.
func TestTextFromFilesReachesNoTerminalRaw(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "deck.yaml")
	deckText := "title: {en: \"Deck\\e]2;owned\\a\", zh-TW: \"簡報\\e[2J\"}\nsteps:\n" +
		"  - title: {en: \"Step\\e[2J\\e[H one\", zh-TW: 第一步}\n    caption: {en: \"cap\\e]52;c;aGVsbG8=\\ation\", zh-TW: 說明}\n" +
		"    notes: {en: \"\\e]2;notes\\a notes\"}\n    panel: credit\n"
	os.WriteFile(path, []byte(deckText), 0o600)
	for _, args := range [][]string{{"present", "--dump", path}, {"present", "--check", path}, {"present", "--dump", path, "--lang", "zh-TW"}} {
		code, out, errOut := runCmd(t, cleanEnv(t), args...)
		if code != ExitOK || hasEscape(out+errOut) || !strings.Contains(out, "Step one") && !strings.Contains(out, "1 steps") && !strings.Contains(out, "第一步") {
			t.Errorf("%v: %d %q %q", args, code, out, errOut)
		}
	}
	evil := filepath.Join(dir, "evil\x1b]2;x\x07.yaml")
	os.WriteFile(evil, []byte(strings.Replace(deckText, "panel: credit", "panel: \"no\\e]52;c;eA==\\ape\"", 1)), 0o600)
	code, _, errOut := runCmd(t, cleanEnv(t), "present", "--check", evil)
	if code != ExitBadInput || hasEscape(errOut) || !strings.Contains(errOut, "unknown panel") {
		t.Errorf("a bad deck's problem: %d %q", code, errOut)
	}
	base := presentState(t, func(s *notes.State) {
		s.Deck["en"] = "Deck\x1b]2;owned\x07"
		s.Current["en"] = notes.StepText{Title: "T\x1b[2J", Caption: "c\x1b]52;c;aGVsbG8=\x07", Notes: "n\x07"}
	})
	for _, args := range [][]string{{"notes", "--once"}, {"notes"}} {
		code, out, errOut := runCmd(t, cleanEnv(t, "PEGASUS_RUNTIME_DIR="+base), args...)
		if code != ExitOK || hasEscape(out+errOut) || !strings.Contains(out, "Deck") {
			t.Errorf("%v: %d %q %q", args, code, out, errOut)
		}
	}
	code, _, errOut = runCmd(t, cleanEnv(t), "--config", filepath.Join(dir, "no\x1b]2;x\x07.yaml"))
	if code != ExitBadInput || hasEscape(errOut) {
		t.Errorf("a config file name with escapes: %d %q", code, errOut)
	}
}

// TestASecondPresenterIsRefused is item 6 through the command: exit 2,
// naming the presenter that holds the runtime directory.
func TestASecondPresenterIsRefused(t *testing.T) {
	t.Parallel()
	base := t.TempDir()
	pub, err := notes.NewPublisher(base)
	if err != nil {
		t.Fatal(err)
	}
	defer pub.Close()
	code, _, errOut := runTTY(t, cleanEnv(t, "PEGASUS_RUNTIME_DIR="+base), "present")
	want := "another presenter (PID " + strconv.Itoa(os.Getpid()) + ")"
	if code != ExitBadInput || !strings.Contains(errOut, want) {
		t.Errorf("a second presenter: %d %q", code, errOut)
	}
}

// TestAnUnsafeRuntimeDirectoryIsRefusedAndLeftAsItIs is item 1 through
// the commands: a private directory that others may enter is refused by
// present and notes (exit 2), and keeps its mode.
func TestAnUnsafeRuntimeDirectoryIsRefusedAndLeftAsItIs(t *testing.T) {
	t.Parallel()
	base := t.TempDir()
	private := notes.DirIn(base)
	os.Mkdir(private, 0o700)
	os.Chmod(private, 0o755)
	e := cleanEnv(t, "PEGASUS_RUNTIME_DIR="+base)
	for _, run := range []func() (int, string, string){
		func() (int, string, string) { return runTTY(t, e, "present") },
		func() (int, string, string) { return runCmd(t, e, "notes", "--once") },
		func() (int, string, string) { return runCmd(t, e, "notes") },
	} {
		code, _, errOut := run()
		if code != ExitBadInput || !strings.Contains(errOut, "lets other users in (mode 0755)") || !strings.Contains(errOut, "PEGASUS_RUNTIME_DIR") {
			t.Errorf("%d %q", code, errOut)
		}
	}
	if info, _ := os.Stat(private); info.Mode().Perm() != 0o755 {
		t.Errorf("the directory was changed to %v", info.Mode().Perm())
	}
}
