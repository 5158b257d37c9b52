package spraying

import (
	"os"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/model/spray"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

func TestMain(m *testing.M) {
	kittest.Pin()
	os.Exit(m.Run())
}

// lighter keeps the tests quick: fewer trials and packets than the
// defaults, the same engines.
func lighter() map[string]map[string]float64 {
	return map[string]map[string]float64{"spray": {"trials": 20}, "retx": {"packets": 50_000, "loss_rate": 0.001}}
}

func newPanel(t testing.TB, lang i18n.Lang) *Panel {
	t.Helper()
	return New(kittest.Env(t, lang, false, lighter())).(*Panel)
}

// pageCount is the number of pages.
const pageCount = 9

// settled is a panel with every engine's first result in.
func settled(t testing.TB, lang i18n.Lang) kit.Panel {
	p := newPanel(t, lang)
	kittest.Settle(p, p.Init())
	return p
}

var (
	enter     = tea.KeyMsg{Type: tea.KeyEnter}
	backspace = tea.KeyMsg{Type: tea.KeyBackspace}
	right     = tea.KeyMsg{Type: tea.KeyRight}
	left      = tea.KeyMsg{Type: tea.KeyLeft}
)

func TestGoldenPages(t *testing.T) {
	kittest.GoldenEveryPage(t, settled, pageCount, func(p kit.Panel, _ int) {
		sp := p.(*Panel)
		switch {
		case sp.Page().Key == "receiver":
			kittest.Press(p, enter, enter, enter, enter, enter) // five packets in
		case sp.OnQuestion():
			kittest.Press(p, enter)
		}
	})
}

func TestEveryPageFitsAnySize(t *testing.T) {
	kittest.FitsAnySize(t, settled, pageCount)
}

func TestBeforeResultsEveryPageFits(t *testing.T) {
	kittest.FitsAnySize(t, func(t testing.TB, l i18n.Lang) kit.Panel { return newPanel(t, l) }, pageCount)
}

// TestSchemeFlipsWithoutRecomputing: the comparison holds every scheme, so
// choosing another only redraws.
func TestSchemeFlipsWithoutRecomputing(t *testing.T) {
	p := settled(t, i18n.English).(*Panel)
	p.SetSize(100, 40)
	kittest.Press(p, left) // spraying -> CX7 + AR
	if p.settings.Balance.Scheme != spray.AR {
		t.Fatalf("scheme = %s", p.settings.Balance.Scheme)
	}
	if p.stale(engBalance) {
		t.Fatal("the balance engine reran: every scheme is already computed")
	}
	if !strings.Contains(p.View(), "under CX7 + AR") {
		t.Errorf("the bars do not show the new scheme:\n%s", p.View())
	}
}

// TestRunsCoalesce: a request while a run is in flight cancels it; when
// it ends, one run starts for the newest settings.
func TestRunsCoalesce(t *testing.T) {
	p := newPanel(t, i18n.English)
	first := p.request(engAllReduce)
	if second := p.request(engAllReduce); second != nil {
		t.Fatal("a second run started beside the first")
	}
	_, again := p.Update(first().(kit.Routed).Msg)
	if p.curve != nil || again == nil {
		t.Fatal("the cancelled run's result was installed, or no newer run started")
	}
	p.Update(again().(kit.Routed).Msg)
	if p.curve == nil || p.stale(engAllReduce) {
		t.Fatal("the newest result was not installed")
	}
}

// TestReceiverStepsThroughEveryCompletionInOrder delivers every packet of
// the step-through and checks both completions came out, in order.
func TestReceiverStepsThroughEveryCompletionInOrder(t *testing.T) {
	p := settled(t, i18n.English).(*Panel)
	p.SetSize(100, 40)
	p.Update(kit.ShowPageMsg{Page: "receiver"})
	if got := p.controls().Knobs[0].Key(); got != "receiver.state_bytes" {
		t.Fatalf("the receiver page shows the %q knob first", got)
	}
	for range 2 * p.settings.Receiver.DemoChunk {
		kittest.Press(p, enter)
	}
	if !strings.Contains(p.View(), "Completions raised, in order: #5 #11") {
		t.Errorf("after every packet:\n%s", p.View())
	}
	kittest.Press(p, enter) // nothing left to deliver
	if p.step != 2*p.settings.Receiver.DemoChunk {
		t.Errorf("step = %d", p.step)
	}
	for range 2 * p.settings.Receiver.DemoChunk {
		kittest.Press(p, backspace)
	}
	if p.step != 0 || !strings.Contains(p.View(), "none yet") {
		t.Errorf("after stepping back: step %d", p.step)
	}
}

func TestPagesShowTheirOwnKnobs(t *testing.T) {
	p := newPanel(t, i18n.TraditionalChinese)
	want := map[string]string{"balance": "spray.scheme", "allreduce": "allreduce.servers",
		"retx": "retx.paths", "q2": "allreduce.servers", "q3": "retx.paths"}
	for pg, key := range want {
		p.Update(kit.ShowPageMsg{Page: pg})
		if got := p.controls().Knobs[0].Key(); got != key {
			t.Errorf("page %s: first knob %q, want %q", pg, got, key)
		}
	}
}

func TestAllReduceShowsTheDigestsReading(t *testing.T) {
	p := settled(t, i18n.English).(*Panel)
	p.SetSize(120, 60)
	p.Update(kit.ShowPageMsg{Page: "allreduce"})
	v := p.View()
	for _, want := range []string{"8 MiB", "1.95x", "64 MiB", "1.04x", "about 2x at 8-16 MB", "calibration"} {
		if !strings.Contains(v, want) {
			t.Errorf("AllReduce page lacks %q", want)
		}
	}
}

// TestRetxSaysWhenNoLossWasDrawn: a run too short to draw a loss says so
// instead of a detection time of zero; a longer one shows the times.
func TestRetxSaysWhenNoLossWasDrawn(t *testing.T) {
	for _, c := range []struct {
		packets float64
		want    string
	}{{1000, "no loss drawn"}, {50_000, " / "}} {
		values := lighter()
		values["retx"]["packets"] = c.packets
		p := New(kittest.Env(t, i18n.English, false, values)).(*Panel)
		kittest.Settle(p, p.Init())
		p.SetSize(120, 40)
		p.Update(kit.ShowPageMsg{Page: "retx"})
		if v := p.View(); !strings.Contains(v, c.want) {
			t.Errorf("%v packets: the retransmission page lacks %q:\n%s", c.packets, c.want, v)
		}
	}
}
