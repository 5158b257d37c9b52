package ui

import (
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"pegasus/i18n"
	"pegasus/model/advisor"
	"pegasus/model/spray"
	"pegasus/panels/kit"
	"pegasus/panels/spraying"
)

// TestFlowAdvisorSingleOwnerFollowsAReason drives the program: open the
// advisor, set a single owner with hourly traffic on the knobs, see
// co-design fit, choose the reason that controller TE keeps up and follow
// it into the spraying panel, opened on controller TE.
func TestFlowAdvisorSingleOwnerFollowsAReason(t *testing.T) {
	t.Parallel()
	in := advisor.DefaultInputs()
	in.MultiTenant, in.LibraryOwner, in.TrafficChangeS = false, advisor.Provider, 3600
	target := -1 // the reason's place in the page's order
	n := 0
	for _, r := range advisor.Advise(in) {
		for _, rs := range r.Reasons {
			if rs.ID == advisor.ControllerKeepsUp {
				target = n
			}
			n++
		}
	}
	if target < 0 {
		t.Fatal("no controller-keeps-up reason for a single owner with hourly traffic")
	}

	tm := teatest.NewTestModel(t, New(testConfig(t, i18n.English)), teatest.WithInitialTermSize(120, 40))
	waitFor(t, tm, "Credit loop")
	tm.Send(tea.KeyMsg{Type: tea.KeyShiftTab}) // the advisor, the last panel
	waitFor(t, tm, "Your cluster")
	tm.Send(tea.KeyMsg{Type: tea.KeyLeft}) // multi-tenant: no
	tm.Send(tea.KeyMsg{Type: tea.KeyDown})
	tm.Send(tea.KeyMsg{Type: tea.KeyLeft}) // library owner: provider
	tm.Send(tea.KeyMsg{Type: tea.KeyDown})
	for range 8 { // traffic lasts 1 s -> 3,600 s
		tm.Send(tea.KeyMsg{Type: tea.KeyRight})
	}
	waitFor(t, tm, "✓ Fits          Co-design by one owner")
	for range target {
		tm.Send(press("."))
	}
	waitFor(t, tm, "Enter opens Spraying: Scheme controller TE")
	tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
	waitFor(t, tm, "Opened Spraying")
	tm.Send(press("q"))
	tm.WaitFinished(t, teatest.WithFinalTimeout(5*time.Second))
	final := tm.FinalModel(t).(*Model)
	sp, ok := final.panels[final.active].(*spraying.Panel)
	if !ok {
		t.Fatalf("active panel after Enter = %s, want spraying", final.panels[final.active].ID())
	}
	if got := sp.Settings().Balance.Scheme; got != spray.TE {
		t.Errorf("the spraying panel opened on scheme %s, want te", got)
	}
	if s := final.Session(); s.Values["advisor"]["traffic_change_s"] != 3600 || s.Values["advisor"]["library_owner"] != 0 {
		t.Errorf("the advisor's knobs are not kept: %v", s.Values["advisor"])
	}
}

// BenchmarkAdvisorKeyPress measures one knob step on the advisor at
// 160x48: the rules judged again and the verdicts redrawn.
func BenchmarkAdvisorKeyPress(b *testing.B) {
	m := sized(b, i18n.English, 160, 48)
	m.Update(kit.OpenPanelMsg{To: "advisor", Page: "verdicts"})
	for range 8 {
		m.Update(tea.KeyMsg{Type: tea.KeyDown}) // incast senders
	}
	swingKnob(b, m)
}

// BenchmarkComparePageTurn measures a page turn on the compare panel at
// 160x48: the whole table or the maps redrawn.
func BenchmarkComparePageTurn(b *testing.B) {
	m := sized(b, i18n.English, 160, 48)
	m.Update(kit.OpenPanelMsg{To: "compare", Page: "table"})
	for b.Loop() {
		m.Update(tea.KeyMsg{Type: tea.KeyPgDown})
	}
}
