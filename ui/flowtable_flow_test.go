package ui

import (
	"bytes"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"pegasus/i18n"
	"pegasus/panels/flowtable"
	"pegasus/panels/kit"
)

// waitLong polls the program's output for text, for as long as an
// animation that plays on a timer may take on a busy machine.
func waitLong(t *testing.T, tm *teatest.TestModel, text string) {
	t.Helper()
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte(text)) },
		teatest.WithDuration(60*time.Second), teatest.WithCheckInterval(10*time.Millisecond))
}

// TestFlowFlowTableFillFaultAgreement drives the program: open the flow
// table with its number key, play the fill to overflow, go to the
// two-level tables, crash the DPU, run, and see every table agree.
func TestFlowFlowTableFillFaultAgreement(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t, i18n.English)
	cfg.Values["cuckoo"] = map[string]float64{"slots": 8400, "trials": 4} // the other panels' work stays light
	tm := teatest.NewTestModel(t, New(cfg), teatest.WithInitialTermSize(110, 34))
	waitFor(t, tm, "Credit loop")
	tm.Send(press("5"))
	waitLong(t, tm, "Fill 1 of the sweep") // the sweep is in
	tm.Send(tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}})
	waitLong(t, tm, "Fill over")
	for range 3 {
		tm.Send(tea.KeyMsg{Type: tea.KeyPgDown})
	}
	waitFor(t, tm, "Not started")
	tm.Send(tea.KeyMsg{Type: tea.KeyF9}) // crash the DPU before the first update
	tm.Send(tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}})
	waitLong(t, tm, "faults injected: 1")
	tm.Send(press("q"))
	tm.WaitFinished(t, teatest.WithFinalTimeout(5*time.Second))
	final := tm.FinalModel(t).(*Model)
	p, ok := final.panels[final.active].(*flowtable.Panel)
	if !ok || p.ID() != kit.PanelID("flowtable") {
		t.Fatalf("active panel %s", final.panels[final.active].ID())
	}
	if !p.Agreed() {
		t.Error("the run settled without agreement")
	}
}

// BenchmarkFlowKeyPress measures one knob step on the flow-table panel at
// 160x48: the redraw and the settle timer, not the sweep, which runs off
// the event loop once the knobs rest.
func BenchmarkFlowKeyPress(b *testing.B) {
	m := sized(b, i18n.English, 160, 48)
	m.Update(kit.OpenPanelMsg{To: "flowtable", Page: "fill"})
	m.Update(tea.KeyMsg{Type: tea.KeyDown}) // the slots knob
	swingKnob(b, m)
}
