package ui

import (
	"slices"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"pegasus/i18n"
	"pegasus/panels/incast"
	"pegasus/panels/kit"
)

// TestFlowIncastPanel drives the program through the incast panel: open it
// with its number key, add a sender and see the incast run come back for
// five senders, turn back past the first page to the DCQCN page and pick
// the paper's set, then quit; the panel and the saved session keep both.
// Each wait is for text that only appears once the keys were handled and
// the engines' results for them came back. The flow never shows the sweep
// page, so no sweep runs for its knobs: a long engine's result reaching
// the screen through the program is TestFlowFlowTableFillFaultAgreement's
// check, and the incast sweep's through the shell TestEveryBigNumberSettles'
// (the deck's sweep step) and TestStatusBarKeepsQuitOnEveryPage's.
func TestFlowIncastPanel(t *testing.T) {
	t.Parallel()
	m := New(testConfig(t, i18n.English))
	i, _ := m.panelIndex(incast.ID)
	pages := m.panels[i].(kit.PageTable).PageKeys()
	back := len(pages) - slices.Index(pages, "dcqcn") // PgUp presses from the first page, round the end
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(140, 40))
	waitFor(t, tm, "Credit loop")
	tm.Send(press("3"))
	waitFor(t, tm, "Queue at the receiver's port: 4 senders")
	tm.Send(press("right"))
	waitFor(t, tm, "Queue at the receiver's port: 5 senders")
	for range back {
		tm.Send(tea.KeyMsg{Type: tea.KeyPgUp})
	}
	waitFor(t, tm, "DCQCN's parameters (now: 400G scaled)")
	tm.Send(press("right"))
	waitFor(t, tm, "DCQCN's parameters (now: DCQCN paper 40G)")
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
