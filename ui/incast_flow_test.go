package ui

import (
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"pegasus/i18n"
	"pegasus/panels/incast"
	"pegasus/panels/kit"
)

// TestFlowIncastPanel drives the program through the incast panel: open it
// with its number key, turn to the DCQCN page and pick the paper's set,
// turn back, add a sender and see both runs and the sweep come back for
// five senders (the sweep runs DCQCN under every mechanism), then quit.
// Each wait is for text that only appears once the keys were handled and
// the engines' results for them came back. The set is picked before the
// sender is added so that the program quits with no engine left running:
// the runs for four senders are cancelled by the request for five, which
// the test waits for.
func TestFlowIncastPanel(t *testing.T) {
	t.Parallel()
	tm := teatest.NewTestModel(t, New(testConfig(t, i18n.English)), teatest.WithInitialTermSize(140, 40))
	waitFor(t, tm, "Credit loop")
	tm.Send(press("3"))
	waitFor(t, tm, "Queue at the receiver's port: 4 senders")
	for range 3 {
		tm.Send(tea.KeyMsg{Type: tea.KeyPgDown})
	}
	waitFor(t, tm, "DCQCN's parameters (now: 400G scaled)")
	tm.Send(press("right"))
	waitFor(t, tm, "DCQCN's parameters (now: DCQCN paper 40G)")
	for range 3 {
		tm.Send(tea.KeyMsg{Type: tea.KeyPgUp})
	}
	tm.Send(press("right"))
	waitFor(t, tm, "Queue at the receiver's port: 5 senders")
	tm.Send(tea.KeyMsg{Type: tea.KeyPgDown})
	waitLong(t, tm, "QPs over 5 senders") // the sweep: two controls at twelve QP counts
	tm.Send(press("q"))
	tm.WaitFinished(t, teatest.WithFinalTimeout(10*time.Second))
	final := tm.FinalModel(t).(*Model)
	p, ok := final.panels[final.active].(*incast.Panel)
	if !ok {
		t.Fatalf("the active panel is %s", final.panels[final.active].ID())
	}
	s := p.Settings()
	if s.Incast.Senders != 5 || s.Incast.DCQCN.KminKiB != 5 {
		t.Errorf("settings after the flow: %d senders, Kmin %v KiB", s.Incast.Senders, s.Incast.DCQCN.KminKiB)
	}
	if got := final.Session().Values["incast"]["dcqcn_preset"]; got != 1 {
		t.Errorf("the session saves the preset as %v", got)
	}
}

// BenchmarkIncastKeyPress measures one knob step on the incast panel's
// queue page at 160x48 through the shell: the redraw and the settle
// timer, not the engines, which run off the event loop once the knobs
// rest.
func BenchmarkIncastKeyPress(b *testing.B) {
	m := sized(b, i18n.English, 160, 48)
	m.Update(kit.OpenPanelMsg{To: incast.ID, Page: "queue"})
	swingKnob(b, m)
}
