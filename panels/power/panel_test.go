package power

import (
	"os"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

func TestMain(m *testing.M) {
	kittest.Pin()
	os.Exit(m.Run())
}

func newPanel(t testing.TB, lang i18n.Lang) *Panel {
	t.Helper()
	return New(kittest.Env(t, lang, false, nil)).(*Panel)
}

func asPanel(t testing.TB, l i18n.Lang) kit.Panel { return newPanel(t, l) }

var (
	down  = tea.KeyMsg{Type: tea.KeyDown}
	right = tea.KeyMsg{Type: tea.KeyRight}
	big   = tea.KeyMsg{Type: tea.KeyShiftRight}
)

func TestGoldenPages(t *testing.T) { kittest.GoldenEveryPage(t, asPanel, 5, nil) }

func TestEveryPageFitsAnySize(t *testing.T) { kittest.FitsAnySize(t, asPanel, 5) }

// TestArithmeticShowsTheDigestsRows checks the seed's figures are on the
// arithmetic page with their formulas, and which convention they follow.
func TestArithmeticShowsTheDigestsRows(t *testing.T) {
	p := newPanel(t, i18n.English)
	p.SetSize(160, 60)
	v := p.View()
	for _, want := range []string{"8 × (150 - 45) W = 840 W", "prints as 6.1-12.9 kW", "= 450 W", "= 810 W",
		"prints as 3.5-7.4 %", "prints as 3.5-7.3 %", "prints as 6.3-13.3 %", "FPGA 3.5-7.4 %: no", "ASIC 6.3-13.3 %: yes",
		"The digest prints 3.5-7.4 and 6.3-13.3 %"} {
		if !strings.Contains(v, want) {
			t.Errorf("arithmetic page lacks %q", want)
		}
	}
}

func TestSavingFollowsTheKnobs(t *testing.T) {
	p := newPanel(t, i18n.English)
	p.SetSize(120, 38)
	kittest.Press(p, right) // DPU 150 -> 151 W: each DPU replaced saves one more watt
	if p.result.FPGA.SavingW != 457 {
		t.Errorf("saving at a 151 W DPU = %v, want 8 x 151 - (151 + 600) = 457", p.result.FPGA.SavingW)
	}
	kittest.Press(p, down, down, right) // FPGA P-RNIC 75 -> 76 W
	if p.result.FPGA.SavingW != 449 {
		t.Errorf("saving with a 76 W FPGA card = %v, want 449", p.result.FPGA.SavingW)
	}
}

// TestInvalidScenarioKeepsTheLastResult pushes the low end of the share
// range above the high end: the panel says which knob and what is allowed,
// and keeps the last valid result.
func TestInvalidScenarioKeepsTheLastResult(t *testing.T) {
	for _, lang := range i18n.Langs {
		p := newPanel(t, lang)
		p.SetSize(120, 38)
		kittest.Press(p, down, down, down, down, down, down) // overhead, low
		for range 7 {
			kittest.Press(p, big) // 6.5 % -> 13.5 %, still valid
		}
		before := p.result
		kittest.Press(p, big) // 14.5 %: above the 13.7 % high end
		if p.invalid == nil {
			t.Fatalf("%s: low share %v above high %v was accepted", lang, p.scenario.ShareLowPct, p.scenario.ShareHighPct)
		}
		if p.result.FPGA != before.FPGA {
			t.Errorf("%s: the result changed although the scenario is invalid", lang)
		}
		if got := p.Values()["power"]["share_low_pct"]; got != 13.5 {
			t.Errorf("%s: the panel would save the refused low share: %v", lang, got)
		}
		label := i18n.For(lang).Knob.Label("power.share_low_pct")
		if v := strings.ReplaceAll(p.View(), "\n", " "); !strings.Contains(v, label) || !strings.Contains(p.View(), "13.7") {
			t.Errorf("%s: the message does not name the knob and its limit:\n%s", lang, p.View())
		}
		kittest.Press(p, tea.KeyMsg{Type: tea.KeyCtrlR})
		if p.invalid != nil {
			t.Errorf("%s: reset all did not clear the error", lang)
		}
	}
}

func TestPRNICSwitchMovesTheHeadline(t *testing.T) {
	p := newPanel(t, i18n.English)
	p.SetSize(120, 38)
	kittest.Press(p, down, down, down, down, right) // P-RNIC used: FPGA -> ASIC
	if !p.scenario.UseASIC {
		t.Fatal("the switch did not select the ASIC")
	}
	kittest.Press(p, kittest.PageDown, kittest.PageDown) // site view
	if !strings.Contains(p.View(), "1 P-DPU + 8 ASIC P-RNICs changes the GPU count by +656") {
		t.Errorf("site headline:\n%s", p.View())
	}
}

func TestBarsAreNeverEmptyOrNegative(t *testing.T) {
	for _, v := range []float64{0.5, 1, 400, 1200} {
		if n := barLen(v, 1200, 40); n < 1 || n > 40 {
			t.Errorf("barLen(%v) = %d", v, n)
		}
	}
	if barLen(-5, 1200, 40) != 0 {
		t.Error("a negative value drew a bar")
	}
}
