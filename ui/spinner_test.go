package ui

import (
	"testing"
	"time"

	"github.com/charmbracelet/bubbles/spinner"
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
	"pegasus/panels/spraying"
)

// nextSpinnerTick runs cmd and the commands it leads to, in order, and
// returns the first spinner frame among their messages (nil if none).
func nextSpinnerTick(cmd tea.Cmd) tea.Msg {
	queue := []tea.Cmd{cmd}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		switch msg := c().(type) {
		case tea.BatchMsg:
			queue = append(queue, msg...)
		case spinner.TickMsg:
			return msg
		}
	}
	return nil
}

// TestSpinnerTurnsAtItsPace: while a panel computes, the status bar's
// spinner asks for its next frame at the spinner's pace, not at once (a
// loop of immediate frames kept the event loop and a core busy for as
// long as any engine ran), and it stops when no panel is busy.
func TestSpinnerTurnsAtItsPace(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t, i18n.English)
	clock := cfg.Clock.(*kittest.Clock)
	m := New(cfg)
	m.Init()
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	// The spraying panel comes on screen and starts: its engines' first runs
	// are asked for, not run, so it stays busy.
	m.Update(kit.OpenPanelMsg{To: spraying.ID})
	if !m.busy() {
		t.Fatal("no panel is busy before its engines ran")
	}
	m.spin = false // start the spinner here, to follow its frames
	msg := nextSpinnerTick(m.spinWhileBusy())
	start, frames := clock.Now(), 0
	for ; msg != nil && clock.Now().Sub(start) < time.Second && frames < 1000; frames++ {
		_, cmd := m.Update(msg)
		msg = nextSpinnerTick(cmd)
	}
	if want := int(time.Second / m.spinner.Spinner.FPS); frames > want+1 || frames < want-1 {
		t.Fatalf("the spinner turned %d times in a second, want %d", frames, want)
	}
	m = New(testConfig(t, i18n.English)) // no engine asked for: nothing is busy
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	if _, cmd := m.Update(spinner.TickMsg{}); nextSpinnerTick(cmd) != nil {
		t.Error("the spinner turns with no panel busy")
	}
}
