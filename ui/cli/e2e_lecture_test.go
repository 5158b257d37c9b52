package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// liveDeck is a deck file of three steps with a plan; step 2's caption
// is caption.
func liveDeck(caption string) string {
	return "title: {en: Live, zh-TW: 現場}\nduration: 10m\nsteps:\n" +
		"  - {id: one, title: {en: One, zh-TW: 一}, caption: {en: First, zh-TW: 一}, panel: credit, minutes: 2}\n" +
		"  - {id: two, title: {en: Two, zh-TW: 二}, caption: {en: \"" + caption + "\", zh-TW: 二}, panel: power, minutes: 3}\n" +
		"  - {id: three, title: {en: Three, zh-TW: 三}, caption: {en: Last, zh-TW: 三}, panel: evidence, minutes: 1}\n"
}

// TestPresentReloadsAnEditedDeckInTmux: the deck file edited while it is
// presented shows its new text at the same step, in well under the
// test's deadline (the test logs how long it took; the presenter looks
// at the file four times a second); a deck that no longer checks is said
// on the status line while the talk goes on. The notes show the
// countdowns of the plan.
func TestPresentReloadsAnEditedDeckInTmux(t *testing.T) {
	buildEarly()
	t.Parallel()
	tmuxPath := needTmux(t)
	path := filepath.Join(t.TempDir(), "live.yaml")
	if err := os.WriteFile(path, []byte(liveDeck("Watts")), 0o600); err != nil {
		t.Fatal(err)
	}
	s, bin, home := startInTmuxWith(t, tmuxPath, "present", path)
	s.waitFor("the first step", contains("First"))
	s.run("send-keys", "Escape") // the speaker notes' hint goes (rather than in 4 s): the footer shows
	s.waitFor("the first step's footer", func(p string) bool { return strings.Contains(p, "1/3") && strings.Contains(p, "First") })
	s.run("send-keys", "Space")
	s.waitFor("step 2", func(p string) bool { return strings.Contains(p, "2/3") && strings.Contains(p, "Watts") })
	edited := time.Now()
	if err := os.WriteFile(path, []byte(liveDeck("Kilowatts, edited")), 0o600); err != nil {
		t.Fatal(err)
	}
	s.waitFor("the edited caption at step 2", func(p string) bool {
		return strings.Contains(p, "Kilowatts, edited") && strings.Contains(p, "Two")
	})
	t.Logf("the edit showed %v after the file was written", time.Since(edited).Round(10*time.Millisecond))
	if err := os.WriteFile(path, []byte(strings.Replace(liveDeck("Broken"), "panel: evidence", "panel: nope", 1)), 0o600); err != nil {
		t.Fatal(err)
	}
	pane := s.waitFor("the refusal on the status line", contains("The edited deck is not used"))
	if !strings.Contains(pane, "Kilowatts, edited") || strings.Contains(pane, "Broken") {
		t.Errorf("the talk did not go on with the deck as it was:\n%s", pane)
	}
	out := notesOnce(t, bin, home)
	if !strings.Contains(out, "Step 2 of 3") || !strings.Contains(out, "This step: ") || !strings.Contains(out, "left (planned 3:00)") ||
		!strings.Contains(out, "The talk: ") || !strings.Contains(out, "(planned 10:00)") || !strings.Contains(out, "Next: Three (planned 1:00)") {
		t.Errorf("the notes:\n%s", out)
	}
	s.run("send-keys", "q")
	s.waitFor("the program to exit", contains("PEGASUS_EXIT=0"))
}
