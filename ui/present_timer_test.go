package ui

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
	"pegasus/ui/deck"
	"pegasus/ui/notes"
)

// footer is the last row of the screen.
func footer(m *Model) string {
	lines := strings.Split(m.View(), "\n")
	return lines[len(lines)-1]
}

// TestTimersCountDownAndWarn: the footer counts the step's planned 3
// minutes and the talk's 60 down; in a plan's last stretch it warns, and
// past its end it shows the time over, each with a glyph (the tests draw
// without colour, as NO_COLOR does). A step's clock adds up its visits.
// The notes show the same countdowns from the state file.
func TestTimersCountDownAndWarn(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "run")
	pub, err := notes.NewPublisher(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer pub.Close()
	m, clock := presenting(t, i18n.English, 100, 30, pub)
	i := stepWithID(t, m, "credit-600ns")
	open(m, m.goTo(i))
	tick := func(d time.Duration) {
		clock.Advance(d)
		m.Update(presentTickMsg{})
	}
	if got := footer(m); !strings.HasSuffix(got, "step 3:00  talk 1:00:00") {
		t.Errorf("at the start: %q", got)
	}
	tick(2*time.Minute + 40*time.Second)
	if got := footer(m); !strings.HasSuffix(got, "step ▲0:20  talk 57:20") {
		t.Errorf("20 s before the step's end: %q", got)
	}
	tick(32 * time.Second)
	if got := footer(m); !strings.HasSuffix(got, "step ▲+0:12  talk 56:48") {
		t.Errorf("12 s over: %q", got)
	}
	screen := func() string {
		return strings.Join(notes.Lines(i18n.For(i18n.English), m.styles, notes.Look(dir, clock.Now()), clock.Now(), 100), "\n")
	}
	if got := screen(); !strings.Contains(got, "This step: ▲0:12 over (planned 3:00)") || !strings.Contains(got, "The talk: 56:48 left (planned 1:00:00)") {
		t.Errorf("the notes' countdowns:\n%s", got)
	}
	hit(m, tea.KeyMsg{Type: tea.KeyEnd}) // the last step, planned 2 minutes
	if got := footer(m); !strings.HasSuffix(got, "step 2:00  talk 56:48") {
		t.Errorf("on the last step: %q", got)
	}
	tick(time.Minute)
	open(m, m.goTo(i)) // back: the step's clock goes on from its 3:12
	if got := footer(m); !strings.HasSuffix(got, "step ▲+0:12  talk 55:48") {
		t.Errorf("back on the step: %q", got)
	}
	tick(52*time.Minute + 30*time.Second)
	if got := footer(m); !strings.HasSuffix(got, "talk ▲3:18") {
		t.Errorf("near the talk's end: %q", got)
	}
	tick(5 * time.Minute)
	if got := footer(m); !strings.HasSuffix(got, "talk ▲+1:42") {
		t.Errorf("past the talk's end: %q", got)
	}
}

// TestTimersInASCIIAndWithoutAPlan: the ASCII glyph set warns with "!";
// a deck that plans nothing shows the time since the start, as before.
func TestTimersInASCIIAndWithoutAPlan(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t, i18n.English)
	d := builtinDeck(t, i18n.English)
	clock := cfg.Clock.(*kittest.Clock)
	cfg.Deck, cfg.ASCII, cfg.Values, cfg.Theme = &d, true, lightValues(), kit.ThemeHighContrast
	m := New(cfg)
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	open(m, m.goTo(0))
	clock.Advance(50 * time.Second)
	m.Update(presentTickMsg{})
	if got := footer(m); !strings.HasSuffix(got, "step !0:10  talk 59:10") {
		t.Errorf("ASCII: %q", got)
	}
	plain := d
	plain.Planned, plain.Steps = 0, append([]deck.Step(nil), d.Steps...)
	for i := range plain.Steps {
		plain.Steps[i].Planned = 0
	}
	cfg.Deck = &plain
	m = New(cfg)
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	open(m, m.goTo(0))
	clock.Advance(83 * time.Second)
	m.Update(presentTickMsg{})
	if got := footer(m); !strings.HasSuffix(got, " 1:23") || strings.Contains(got, "talk") {
		t.Errorf("without a plan: %q", got)
	}
}
