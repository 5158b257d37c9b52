package creditloop

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"

	"pegasus/i18n"
	loop "pegasus/model/credit"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

func TestMain(m *testing.M) {
	kittest.Pin()
	os.Exit(m.Run())
}

func newPanel(t testing.TB, lang i18n.Lang, ascii bool) *Panel {
	t.Helper()
	return New(kittest.Env(t, lang, ascii, nil)).(*Panel)
}

// onQuestion turns to question page n.
func onQuestion(p *Panel, n int) {
	for p.Page().Question != n {
		press(p, keyPgDn)
	}
}

func press(p *Panel, keys ...tea.KeyMsg) tea.Cmd {
	var cmd tea.Cmd
	for _, k := range keys {
		_, cmd = p.Update(k)
	}
	return cmd
}

var (
	keyRight = tea.KeyMsg{Type: tea.KeyRight}
	keyLeft  = tea.KeyMsg{Type: tea.KeyLeft}
	keyDown  = tea.KeyMsg{Type: tea.KeyDown}
	keyPgDn  = tea.KeyMsg{Type: tea.KeyPgDown}
	keyEnter = tea.KeyMsg{Type: tea.KeyEnter}
	keyEsc   = tea.KeyMsg{Type: tea.KeyEsc}
)

// TestGoldenPages pins every page in both languages at the panel areas of
// an 80x24 and a 120x40 terminal, answers shown; then the narrow layout and
// ASCII mode.
func TestGoldenPages(t *testing.T) {
	kittest.GoldenEveryPage(t, func(t testing.TB, l i18n.Lang) kit.Panel { return newPanel(t, l, false) }, 10,
		func(p kit.Panel, _ int) {
			if p.(*Panel).OnQuestion() {
				press(p.(*Panel), keyEnter)
			}
		})
	for _, lang := range i18n.Langs {
		t.Run(fmt.Sprintf("%s/narrow60x16", lang), func(t *testing.T) {
			p := newPanel(t, lang, false)
			p.SetSize(60, 16)
			golden.RequireEqual(t, p.View())
		})
	}
	t.Run("ascii", func(t *testing.T) {
		p := newPanel(t, i18n.English, true)
		p.SetSize(80, 22)
		press(p, keyPgDn)
		golden.RequireEqual(t, p.View())
		if strings.ContainsAny(p.View(), "│─━●▸┊█▁×≤÷†") || strings.ContainsFunc(p.View(), isBraille) {
			t.Error("ASCII mode draws braille or a Unicode box or symbol glyph")
		}
	})
}

// TestEveryPageFitsAnySize renders every page in both languages at random
// sizes, answers shown, and checks the view is exactly the area given.
func TestEveryPageFitsAnySize(t *testing.T) {
	kittest.FitsAnySize(t, func(t testing.TB, l i18n.Lang) kit.Panel {
		p := newPanel(t, l, false)
		for q := 1; q <= 3; q++ {
			onQuestion(p, q)
			press(p, keyEnter)
		}
		return p
	}, 10)
}

func TestJitterMovesWithoutRecomputingCurves(t *testing.T) {
	p := newPanel(t, i18n.English, false)
	p.SetSize(80, 22)
	before := p.point.Eq1Gbps
	if cmd := press(p, keyRight); cmd != nil {
		t.Error("a jitter change asked for new curves; they do not depend on the jitter")
	}
	if p.params.JitterNs != 610 {
		t.Fatalf("jitter = %v after one step, want 610", p.params.JitterNs)
	}
	if p.point.Eq1Gbps >= before {
		t.Errorf("Eq. 1 did not fall when the jitter rose: %v -> %v", before, p.point.Eq1Gbps)
	}
	if !strings.Contains(p.View(), "610 ns") {
		t.Error("the view does not show the new jitter")
	}
}

// TestBatchChangesCoalesce: changes while the knobs move wait for them to
// settle (a held key starts no run per step); a change while a run is in
// flight cancels it, and when it ends one run starts for the newest values.
func TestBatchChangesCoalesce(t *testing.T) {
	p := newPanel(t, i18n.English, false)
	p.SetSize(80, 22)
	press(p, keyDown) // select the batch
	timer := press(p, keyRight)
	if press(p, keyRight) != nil || timer == nil || !p.Busy() { // 32 then 64 KiB
		t.Fatal("the first change must start the settle timer, the next only wait for it, and the panel be busy")
	}
	_, run := p.Update(timer().(kit.Routed).Msg)
	if run == nil {
		t.Fatal("the settle timer did not start a run once the knobs rested")
	}
	timer = press(p, keyLeft) // 32 KiB while the 64 KiB run is in flight
	press(p, keyRight)        // and back to 64
	if _, again := p.Update(timer().(kit.Routed).Msg); again != nil {
		t.Fatal("a second run started beside the one in flight")
	}
	_, again := p.Update(run().(kit.Routed).Msg)
	if again == nil || !p.Busy() {
		t.Fatal("the cancelled run's end must start the newest one")
	}
	p.Update(again().(kit.Routed).Msg)
	if p.Busy() {
		t.Fatal("the newest result was not accepted")
	}
	want := loop.ComputeCurve(p.params, p.draws)
	if p.params.BatchKiB != 64 || len(p.curve.Eq2Gbps) != len(want.Eq2Gbps) || p.curve.Eq2Gbps[24] != want.Eq2Gbps[24] {
		t.Errorf("curve = %v, want %v for 64 KiB", p.curve.Eq2Gbps[24], want.Eq2Gbps[24])
	}
	if math.Abs(p.point.Eq2Gbps-400) > 1e-9 {
		t.Errorf("Eq. 2 at 64 KiB and 600 ns = %v, want line rate", p.point.Eq2Gbps)
	}
}

// TestLoopRoundingIsExplainedOnPageOne: 2,631.44 ns no longer holds a whole
// number of batches; page 1 must say so at once.
func TestLoopRoundingIsExplainedOnPageOne(t *testing.T) {
	p := newPanel(t, i18n.English, false)
	p.SetSize(120, 38)
	flat := func() string { return strings.Join(strings.Fields(p.View()), " ") }
	if strings.Contains(flat(), "rounds up") {
		t.Fatal("at 2,621.44 ns the window is whole: nothing to explain")
	}
	press(p, keyDown, keyDown, keyDown, keyDown, keyRight) // loop time + 10 ns
	if p.params.LoopNs != 2631.44 || p.params.FreeWindow() != 9 {
		t.Fatalf("loop %v, F %d", p.params.LoopNs, p.params.FreeWindow())
	}
	if !strings.Contains(flat(), "rounds up") || !strings.Contains(flat(), "8.03") {
		t.Errorf("page 1 does not explain the rounding:\n%s", p.View())
	}
}

func isBraille(r rune) bool { return r >= 0x2800 && r <= 0x28FF }

func TestParametersClampAndReset(t *testing.T) {
	p := newPanel(t, i18n.English, false)
	for i := 0; i < 700; i++ {
		press(p, tea.KeyMsg{Type: tea.KeyShiftRight})
	}
	if p.params.JitterNs != loop.MaxJitterNs {
		t.Errorf("jitter = %v after many big steps, want the maximum", p.params.JitterNs)
	}
	press(p, tea.KeyMsg{Type: tea.KeyDelete})
	if p.params.JitterNs != 600 {
		t.Errorf("reset jitter = %v, want 600", p.params.JitterNs)
	}
	press(p, keyDown, keyDown, keyDown, keyLeft, keyLeft) // overdraft 1 -> 0, stays 0
	if p.params.Overdraft != 0 {
		t.Errorf("overdraft = %d, want 0", p.params.Overdraft)
	}
	press(p, tea.KeyMsg{Type: tea.KeyCtrlR})
	if p.params != loop.DefaultParams() {
		t.Errorf("reset all = %+v", p.params)
	}
}

func TestAnswersRevealAndHide(t *testing.T) {
	p := newPanel(t, i18n.TraditionalChinese, false)
	p.SetSize(100, 30)
	onQuestion(p, 2)
	answer := p.Doc.Section("a2")[:30]
	if strings.Contains(p.View(), answer) {
		t.Fatal("the answer shows before it is asked for")
	}
	press(p, keyEnter)
	if !strings.Contains(strings.ReplaceAll(p.View(), "\n", ""), answer[:12]) {
		t.Fatal("Enter did not reveal the answer")
	}
	press(p, keyEsc)
	if p.Revealed(2) {
		t.Fatal("Esc did not hide the answer")
	}
}

func TestLanguageSwitchRebuildsKeyHelp(t *testing.T) {
	p := newPanel(t, i18n.English, false)
	p.Update(kit.LanguageChangedMsg{Text: i18n.For(i18n.TraditionalChinese)})
	if got := p.ShortHelp()[1].Help().Desc; got != "調整" {
		t.Errorf("help after the switch = %q, want Chinese", got)
	}
	if p.Title() != "信用額度迴路" {
		t.Errorf("title = %q", p.Title())
	}
}

// TestSmallestScreenShowsTheChart: at 48x12 (a 48x10 panel), page 1 draws
// its chart, with a one-line legend, not a legend alone.
func TestSmallestScreenShowsTheChart(t *testing.T) {
	for _, lang := range i18n.Langs {
		p := newPanel(t, lang, false)
		p.SetSize(48, 10)
		if !strings.ContainsFunc(p.View(), isBraille) {
			t.Errorf("%s: no chart at 48x10:\n%s", lang, p.View())
		}
	}
}
