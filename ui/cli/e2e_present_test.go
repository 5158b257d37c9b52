package cli

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"pegasus/ui/notes"
)

// TestPresentInTmux runs the built-in deck in a terminal: it opens on
// the title slide with the speaker notes' hint, which Esc dismisses,
// steps forward and back (Space, PgDn, Left), blanks the screen and
// brings it back, follows along with `pegasus notes --once`, and quits
// with exit code 0, marking the presentation ended for the notes.
func TestPresentInTmux(t *testing.T) {
	buildEarly()
	t.Parallel()
	tmuxPath := needTmux(t)
	n := builtinSteps(t)
	of := func(step int) string { return fmt.Sprintf("%d/%d", step, n) }
	s, bin, home := startInTmuxWith(t, tmuxPath, "present")
	s.waitFor("the title slide and the notes' hint", func(p string) bool {
		return strings.Contains(p, "Agenda") && strings.Contains(p, "The credit loop") && strings.Contains(p, "Speaker notes: run pegasus notes")
	})
	s.run("send-keys", "Escape") // the hint goes (rather than in 4 s): the footer shows
	s.waitFor("the title slide's footer", func(p string) bool {
		return strings.Contains(p, of(1)) && strings.Contains(p, "Agenda") && !strings.Contains(p, "Speaker notes: run pegasus notes")
	})
	s.run("send-keys", "Space")
	s.waitFor("step 2", func(p string) bool {
		return strings.Contains(p, of(2)) && strings.Contains(p, "Tenants rent whole GPU servers")
	})
	s.run("send-keys", "PgDn")
	s.waitFor("step 3", contains(of(3)))
	s.run("send-keys", "PgDn")
	s.waitFor("step 4 with its big numbers", func(p string) bool {
		return strings.Contains(p, of(4)) && strings.Contains(p, "█") && strings.Contains(p, "840")
	})
	s.run("send-keys", "Left")
	s.waitFor("step 3 again", contains(of(3)))
	notesOut := func() string { return notesOnce(t, bin, home) }
	if out := notesOut(); !strings.Contains(out, fmt.Sprintf("Step 3 of %d", n)) || !strings.Contains(out, "Next: A DPU per NIC costs power") ||
		!strings.Contains(out, "On screen: Power, page Arithmetic") {
		t.Errorf("the notes do not follow the presenter:\n%s", out)
	}
	s.run("send-keys", "b")
	s.waitFor("the blank screen", func(p string) bool { return strings.TrimSpace(p) == "" })
	s.run("send-keys", "Space")
	s.waitFor("the screen back on step 3", contains(of(3)))
	s.run("send-keys", "q")
	pane := s.waitFor("the program to exit", contains("PEGASUS_EXIT=0"))
	if strings.Contains(pane, of(3)) {
		t.Errorf("the presenter's screen is still shown after exit:\n%s", pane)
	}
	snap := notes.Look(filepath.Join(home, "run"), time.Now())
	if snap.Err != nil || !snap.State.Ended || snap.State.Step != 3 || snap.Gone {
		t.Errorf("the state after exit: %+v", snap)
	}
	if out := notesOut(); !strings.Contains(out, "The presentation has ended") {
		t.Errorf("notes after exit:\n%s", out)
	}
}

// notesOnce runs `pegasus notes --once` beside a presenter in a tmux
// session whose home is home.
func notesOnce(t *testing.T, bin, home string) string {
	t.Helper()
	cmd := exec.Command(bin, "notes", "--once")
	cmd.Env = []string{"PATH=/usr/bin:/bin", "LANG=C.UTF-8", "HOME=" + home, "XDG_RUNTIME_DIR=" + filepath.Join(home, "run")}
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("notes --once: %v\n%s", err, out)
	}
	return string(out)
}
