package advisor

import (
	"os"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"

	"pegasus/i18n"
	model "pegasus/model/advisor"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

func TestMain(m *testing.M) {
	kittest.Pin()
	os.Exit(m.Run())
}

func newPanel(t testing.TB, lang i18n.Lang, ascii bool, values map[string]map[string]float64) *Panel {
	t.Helper()
	return New(testEnv(t, lang, ascii, values)).(*Panel)
}

func asPanel(t testing.TB, l i18n.Lang) kit.Panel { return newPanel(t, l, false, nil) }

var (
	down   = tea.KeyMsg{Type: tea.KeyDown}
	left   = tea.KeyMsg{Type: tea.KeyLeft}
	right  = tea.KeyMsg{Type: tea.KeyRight}
	enter  = tea.KeyMsg{Type: tea.KeyEnter}
	next   = tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(".")}
	prev   = tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(",")}
	resetA = tea.KeyMsg{Type: tea.KeyCtrlR}
)

const pages = 4

func TestGoldenPages(t *testing.T) { kittest.GoldenEveryPage(t, asPanel, pages, nil) }

func TestEveryPageFitsAnySize(t *testing.T) { kittest.FitsAnySize(t, asPanel, pages) }

// singleOwner is the reading panel's link: one owner, a provider-run
// library, traffic that changes hourly.
var singleOwner = map[string]map[string]float64{"advisor": {"multi_tenant": 0, "library_owner": 0, "traffic_change_s": 3600}}

// TestGoldenSingleOwnerNarrowASCII pins the verdicts of a single-owner
// cluster at 60 columns in ASCII, with a reason selected further down.
func TestGoldenSingleOwnerNarrowASCII(t *testing.T) {
	for _, lang := range i18n.Langs {
		t.Run(string(lang), func(t *testing.T) {
			p := newPanel(t, lang, true, singleOwner)
			p.SetSize(60, 20)
			first := p.View()
			kittest.Press(p, next, next, next)
			for _, v := range []string{first, p.View()} {
				kittest.AssertFits(t, v, 60, 20)
			}
			golden.RequireEqual(t, first+"\n"+strings.Repeat("=", 60)+"\n"+p.View())
		})
	}
}

// verdict reads the verdict of one design off the panel.
func verdict(p *Panel, d model.DesignID) model.Fit {
	for _, r := range p.recs {
		if r.Design == d {
			return r.Fit
		}
	}
	return ""
}

// TestKnobsMoveTheVerdicts sets single-owner inputs with the keys and
// sees co-design fit, with its glyph and word on screen.
func TestKnobsMoveTheVerdicts(t *testing.T) {
	p := newPanel(t, i18n.English, false, nil)
	p.SetSize(120, 38)
	if verdict(p, model.CoDesign) != model.DoesNotFit || verdict(p, model.NICSpraying) != model.Fits {
		t.Fatalf("Pegasus's own setting: co-design %s, spraying %s", verdict(p, model.CoDesign), verdict(p, model.NICSpraying))
	}
	kittest.Press(p, left)       // multi-tenant: yes -> no
	kittest.Press(p, down, left) // library owner: tenant -> provider
	if verdict(p, model.CoDesign) != model.Fits {
		t.Errorf("single owner: co-design = %s", verdict(p, model.CoDesign))
	}
	if !strings.Contains(p.View(), "✓ Fits          Co-design by one owner") {
		t.Errorf("the summary does not show co-design fit:\n%s", p.View())
	}
	kittest.Press(p, resetA)
	if p.Inputs() != model.DefaultInputs() || verdict(p, model.CoDesign) != model.DoesNotFit {
		t.Error("reset all did not restore Pegasus's setting")
	}
}

// TestSetValuesFromALink applies the reading panel's link values, and
// ignores values the advisor's rules refuse.
func TestSetValuesFromALink(t *testing.T) {
	p := newPanel(t, i18n.English, false, nil)
	p.SetSize(120, 38)
	p.Update(kit.SetValuesMsg{Values: singleOwner})
	if in := p.Inputs(); in.MultiTenant || in.LibraryOwner != model.Provider || in.TrafficChangeS != 3600 {
		t.Fatalf("inputs after the link = %+v", in)
	}
	if verdict(p, model.ControllerTE) != model.Fits || verdict(p, model.CoDesign) != model.Fits {
		t.Errorf("single owner, hourly traffic: TE %s, co-design %s", verdict(p, model.ControllerTE), verdict(p, model.CoDesign))
	}
	before := p.Inputs()
	p.Update(kit.SetValuesMsg{Values: map[string]map[string]float64{"advisor": {"power_budget_kw": 1, "cx7_w": 500}}})
	if p.Inputs() != before {
		t.Error("values that break the rule across knobs were applied")
	}
}

// TestInvalidInputsKeepTheLastVerdicts pushes the plain RNIC's power past
// the server's: the panel names the knob and keeps the last verdicts.
func TestInvalidInputsKeepTheLastVerdicts(t *testing.T) {
	for _, lang := range i18n.Langs {
		p := newPanel(t, lang, false, map[string]map[string]float64{"advisor": {"power_budget_kw": 1}})
		p.SetSize(120, 38)
		for range 14 {
			kittest.Press(p, down) // plain RNIC power
		}
		var before model.Inputs
		for range 10 { // 45 W up in 10 W steps: 8 x 125 W is no longer below 1 kW
			before = p.good
			if kittest.Press(p, tea.KeyMsg{Type: tea.KeyShiftRight}); p.invalid != nil {
				break
			}
		}
		if p.invalid == nil {
			t.Fatalf("%s: inputs %+v accepted", lang, p.in)
		}
		if p.good != before || p.in.CX7W != 125 {
			t.Errorf("%s: judged %+v with the knobs at %+v", lang, p.good, p.in)
		}
		// At the shell's 80x24 the whole message shows, above the page.
		p.SetSize(80, 22)
		var right strings.Builder
		for _, l := range strings.Split(p.View(), "\n") {
			_, r, _ := strings.Cut(l, "│")
			right.WriteString(r)
		}
		flat := strings.Join(strings.Fields(right.String()), "")
		label := i18n.For(lang).Knob.Label("advisor.power_budget_kw")
		last := map[i18n.Lang]string{i18n.English: "thelastinputsthatwere.", i18n.TraditionalChinese: "沿用上一組可用的輸入。"}[lang]
		if !strings.Contains(flat, strings.Join(strings.Fields(label), "")) || !strings.Contains(flat, last) {
			t.Errorf("%s: the message does not name the knob, or is cut:\n%s", lang, p.View())
		}
	}
}

// TestEnterOpensTheSelectedReason follows reasons: a panel page at the
// values the target carries, and a reading section.
func TestEnterOpensTheSelectedReason(t *testing.T) {
	p := newPanel(t, i18n.English, false, singleOwner)
	p.SetSize(120, 38)
	want := -1
	for i, pk := range p.picks {
		if p.recs[pk.rec].Reasons[pk.reason].ID == model.ControllerKeepsUp {
			want = i
		}
	}
	if want < 0 {
		t.Fatal("no controller-keeps-up reason for a single owner with hourly traffic")
	}
	for range want {
		kittest.Press(p, next)
	}
	if !strings.Contains(p.View(), "Enter opens Spraying: Scheme controller TE") {
		t.Errorf("the selected reason does not say where Enter goes:\n%s", p.View())
	}
	kittest.Press(p, enter)
	msg, ok := p.TakeOpen()
	if !ok || msg.To != "spraying" || msg.Page != "balance" || msg.Values["spray"]["scheme"] != 2 {
		t.Errorf("open request = %+v, %v; want spraying/balance with scheme te (2)", msg, ok)
	}
	kittest.Press(p, prev)
	for p.sel != 0 {
		kittest.Press(p, prev)
	}
	kittest.Press(p, enter) // co-design: you own the library, reading 7.1
	if msg, ok := p.TakeOpen(); !ok || msg.To != "reading" || msg.Page != "s7-1" || msg.Values != nil {
		t.Errorf("open request = %+v, %v; want reading s7-1", msg, ok)
	}
}

// TestSelectionFollowsAndStaysOnItsReason: the selected reason scrolls
// into view, and stays the same reason when a knob changes the list.
func TestSelectionFollowsAndStaysOnItsReason(t *testing.T) {
	p := newPanel(t, i18n.English, false, nil)
	p.SetSize(80, 22)
	for range len(p.picks) - 1 {
		kittest.Press(p, next)
	}
	if p.Pager.Scroll == 0 || !strings.Contains(p.View(), "Enter opens") {
		t.Errorf("the last reason is not in view (scroll %d):\n%s", p.Pager.Scroll, p.View())
	}
	kittest.Press(p, next) // wraps to the first
	if p.sel != 0 || !strings.Contains(p.View(), "Enter opens") {
		t.Errorf("wrapping to the first reason: sel %d\n%s", p.sel, p.View())
	}
	kittest.Press(p, next, next)
	was := p.selected().ID
	kittest.Press(p, down, down, down, down, down, down, down, down, right) // incast senders 4 -> 5
	if p.selected().ID != was {
		t.Errorf("the selection moved from %s to %s when a knob changed", was, p.selected().ID)
	}
}

func TestWhyPageShowsTheChecks(t *testing.T) {
	p := newPanel(t, i18n.English, false, nil)
	body := strings.Join(p.whyPage(100), "\n")
	for _, want := range []string{"Bandwidth-delay product", "250,000 B", "840 W", "8.40 %", "1.33×",
		"Traffic lasts at least ten controller periods†", "0.10× ≥ 10×", "2,000 ≤ 2,000", "390 W < 840 W"} {
		if !strings.Contains(body, want) {
			t.Errorf("why page lacks %q:\n%s", want, body)
		}
	}
}

func TestAssumptionsListTheKnobsByOrigin(t *testing.T) {
	p := newPanel(t, i18n.English, false, nil)
	body := strings.Join(p.assumptionsPage(200), "\n")
	paper, model := strings.Index(body, "Inputs that start at the paper's figures"), strings.Index(body, "Inputs that start at the model's choices")
	for _, c := range []struct {
		item    string
		inPaper bool
	}{{"Controller reaction time: 10 s", true}, {"Multi-tenant hosts: yes", true}, {"DPU power: 150 W", true},
		{"How long a traffic pattern lasts: 1 s", false}, {"Switch buffer: 64 MB", false}, {"Fabric round-trip time: 5.0 µs", false}} {
		at := strings.Index(body, c.item)
		if at < 0 || (at > paper && at < model) != c.inPaper {
			t.Errorf("%q missing or in the wrong list (at %d; paper %d, model %d)", c.item, at, paper, model)
		}
	}
}

func TestDatasetOfVerdictsAndWhy(t *testing.T) {
	p := newPanel(t, i18n.English, false, nil)
	p.SetSize(120, 38)
	d, ok := p.Dataset()
	if !ok || len(d.Table.Rows) != len(p.picks) || d.Table.Rows[0][5] != "reading/s1" {
		t.Fatalf("verdicts dataset = %+v, %v", d, ok)
	}
	kittest.Press(p, kittest.PageDown)
	if d, ok := p.Dataset(); !ok || len(d.Table.Rows) != len(model.Derive(p.good).Rows()) {
		t.Errorf("why dataset = %+v, %v", d, ok)
	}
}

// BenchmarkKeyPress measures one knob step at 160x48 on the verdicts
// page: the rules judged again and the page redrawn.
func BenchmarkKeyPress(b *testing.B) {
	p := newPanel(b, i18n.English, false, nil)
	p.SetSize(160, 48)
	kittest.Press(p, down, down, down, down, down, down, down, down) // incast senders
	steps := [2]tea.KeyMsg{right, left}
	i := 0
	for b.Loop() {
		kittest.Press(p, steps[i%2])
		i++
	}
}
