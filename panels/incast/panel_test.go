package incast

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unicode"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"

	"pegasus/i18n"
	"pegasus/model/incast"
	"pegasus/model/pcie"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

func TestMain(m *testing.M) {
	kittest.Pin()
	os.Exit(m.Run())
}

// pageCount is the number of pages.
const pageCount = 15

var (
	right    = tea.KeyMsg{Type: tea.KeyRight}
	left     = tea.KeyMsg{Type: tea.KeyLeft}
	down     = tea.KeyMsg{Type: tea.KeyDown}
	bigRight = tea.KeyMsg{Type: tea.KeyShiftRight}
	bigLeft  = tea.KeyMsg{Type: tea.KeyShiftLeft}
	enter    = tea.KeyMsg{Type: tea.KeyEnter}
)

func newPanel(t testing.TB, lang i18n.Lang, ascii bool) *Panel {
	t.Helper()
	return New(kittest.Env(t, lang, ascii, nil)).(*Panel)
}

// first is a panel whose engines ran once through Init, shared by the
// tests: the sweep alone takes most of a second.
var first struct {
	once sync.Once
	p    *Panel
}

// initialised returns the shared panel, running every engine the first
// time it is asked for: Init runs the first page's, and each page runs
// its own when it is first shown.
func initialised(t testing.TB) *Panel {
	first.once.Do(func() {
		p := newPanel(t, i18n.English, false)
		kittest.Settle(p, p.Init())
		for _, page := range []string{"sweep", "bdp", "controller", "pcie", "queue"} {
			_, cmd := p.Update(kit.ShowPageMsg{Page: page})
			kittest.Settle(p, cmd)
		}
		first.p = p
	})
	return first.p
}

// settled is a fresh panel holding the default results, as if its engines
// had run (the results are immutable, so panels can share them).
func settled(t testing.TB, lang i18n.Lang) kit.Panel { return settledWith(t, lang, false) }

func settledWith(t testing.TB, lang i18n.Lang, ascii bool) *Panel {
	src := initialised(t)
	p := newPanel(t, lang, ascii)
	p.run, p.sweep, p.cut, p.buffer, p.te, p.pcie = src.run, src.sweep, src.cut, src.buffer, src.te, src.pcie
	p.wanted = src.wanted
	return p
}

func press(p kit.Panel, keys ...tea.KeyMsg) tea.Cmd { return kittest.Press(p, keys...) }

// show turns to the page with key and renders at w x h.
func show(p *Panel, page string, w, h int) {
	p.Update(kit.ShowPageMsg{Page: page})
	p.SetSize(w, h)
	p.Update(kit.RefreshMsg{})
}

// TestEnginesRunWhenTheirPageIsShown: Init runs the queue's incast only;
// the sweep starts when a page that needs it is first shown.
func TestEnginesRunWhenTheirPageIsShown(t *testing.T) {
	fresh := newPanel(t, i18n.English, false)
	kittest.Settle(fresh, fresh.Init())
	if fresh.run == nil || fresh.sweep != nil || fresh.te != nil || fresh.Busy() {
		t.Fatalf("after Init: run %v, sweep %v, te %v, busy %v", fresh.run != nil, fresh.sweep != nil, fresh.te != nil, fresh.Busy())
	}
	if _, cmd := fresh.Update(kit.ShowPageMsg{Page: "traffic"}); cmd != nil {
		t.Error("the traffic page started an engine")
	}
	if cmd := press(fresh, kittest.PageDown); cmd != nil { // the matrix page: no engine either
		t.Error("the matrix page started an engine")
	}
	_, cmd := fresh.Update(kit.ShowPageMsg{Page: "q3"})
	if cmd == nil || !fresh.Busy() {
		t.Fatal("the controller's question did not start the controller")
	}
	kittest.Settle(fresh, cmd)
	if fresh.te == nil || fresh.Busy() {
		t.Error("the controller's result did not come back")
	}
	p := initialised(t)
	if p.run == nil || p.sweep == nil || p.buffer == nil || p.te == nil || p.pcie == nil || p.Busy() {
		t.Fatalf("after Init: run %v sweep %v buffer %v te %v pcie %v busy %v", p.run != nil, p.sweep != nil, p.buffer != nil,
			p.te != nil, p.pcie != nil, p.Busy())
	}
	if len(p.sweep.result.Points) != len(incast.SweepQPs) || len(p.buffer.rows) != len(incast.LineRates) {
		t.Errorf("sweep %d points, buffer %d rows", len(p.sweep.result.Points), len(p.buffer.rows))
	}
}

// TestGoldenPages pins every page in both languages at the panel areas of
// an 80x24 and a 120x40 terminal, answers shown; then the narrow layout and
// ASCII mode.
func TestGoldenPages(t *testing.T) {
	kittest.GoldenEveryPage(t, settled, pageCount, func(p kit.Panel, _ int) {
		if p.(*Panel).OnQuestion() {
			press(p, enter)
		}
	})
	for _, lang := range i18n.Langs {
		t.Run(fmt.Sprintf("%s/narrow60x16", lang), func(t *testing.T) {
			p := settled(t, lang)
			p.SetSize(60, 16)
			golden.RequireEqual(t, p.View())
		})
	}
	for _, page := range []string{"queue", "sweep", "matrix", "controller", "pcie"} {
		t.Run("ascii/"+page, func(t *testing.T) {
			p := settledWith(t, i18n.English, true)
			show(p, page, 100, 40)
			golden.RequireEqual(t, p.View())
			if strings.ContainsAny(p.View(), "│─━●▸┊█▁░▒▓×≤÷†≈→µ") || strings.ContainsFunc(p.View(), isBraille) {
				t.Error("ASCII mode draws braille or a Unicode box or symbol glyph")
			}
		})
	}
}

func isBraille(r rune) bool { return r >= 0x2800 && r <= 0x28FF }

func TestEveryPageFitsAnySize(t *testing.T) {
	kittest.FitsAnySize(t, settled, pageCount)
}

func TestBeforeResultsEveryPageFits(t *testing.T) {
	kittest.FitsAnySize(t, func(t testing.TB, l i18n.Lang) kit.Panel { return newPanel(t, l, false) }, pageCount)
}

func TestPagesShowTheirOwnKnobs(t *testing.T) {
	p := newPanel(t, i18n.TraditionalChinese, false)
	want := map[string]string{"queue": "incast.senders", "sweep": "incast.senders", "dcqcn": "incast.dcqcn_preset",
		"traffic": "traffic.seed", "matrix": "traffic.seed", "controller": "te.interval_s", "pcie": "pcie.line_gbps",
		"q2": "incast.senders", "q3": "te.interval_s", "q4": "pcie.line_gbps", "legacy": "incast.senders"}
	for pg, key := range want {
		p.Update(kit.ShowPageMsg{Page: pg})
		if got := p.controls().Knobs[0].Key(); got != key {
			t.Errorf("page %s: first knob %q, want %q", pg, got, key)
		}
	}
	// Every knob of every group is on some page.
	seen := map[string]bool{}
	for g := group(0); g < groupCount; g++ {
		for _, k := range knobsOf(g) {
			seen[k.Key()] = true
		}
	}
	for key := range DefaultSettings().values() {
		for k := range DefaultSettings().values()[key] {
			if !seen[key+"."+k] && key+"."+k != "incast.cc" {
				t.Errorf("no page moves %s.%s", key, k)
			}
		}
	}
}

// TestQueuePageShowsBothControls: the chart's legend, both columns and
// the summaries the issue asks for.
func TestQueuePageShowsBothControls(t *testing.T) {
	p := settledWith(t, i18n.English, false)
	show(p, "queue", 120, 100)
	v := p.View()
	for _, want := range []string{"credits (Pegasus)", "DCQCN", "Peak queue", "Mean queue", "Queueing delay", "Goodput",
		"Last finish", "Over ideal", "PFC pauses", "ideal finish with headers, 171.1", "Ideal finish, payload only",
		"Headers and framing a packet", "82 B† (1.96 %)", "Goodput below the line"} {
		if !strings.Contains(v, want) {
			t.Errorf("queue page lacks %q:\n%s", want, v)
		}
	}
}

// TestSweepSaysWhereTheModelDiffers: the verdicts, the credits' loss with
// the headers' share, DCQCN's loss under every mechanism with the one
// closest to the digest's, the statement that the paper gives no cause,
// and what moves the delay cut.
func TestSweepSaysWhereTheModelDiffers(t *testing.T) {
	p := settledWith(t, i18n.English, false)
	show(p, "sweep", 120, 300)
	v := strings.Join(strings.Fields(p.View()), " ")
	for _, want := range []string{"Up to 64 QPs, credits cut queueing delay by 43.6-93.9 %", "the direction holds, not the range",
		"the model does not reproduce this loss", "digest: 44.6-82.7 %", "1.96 % of it to", "headers and framing (digest: within 3 %)",
		"The paper gives no cause for DCQCN's loss", "none is a calibration", "None lands in the digest's 20.2-32.5 %. Closest: \"DCQCN paper\"",
		"CNPs per port", "rate monitor", "ConnectX defaults", "min_time_between_cnps", "rate_reduce_monitor_period", "rpg_time_reset",
		"What moves the credits' cut of queueing delay up to 64 QPs", "Overdraft", "Kmax", "the model loses from"} {
		if want == "the model loses from" {
			if strings.Contains(v, want) {
				t.Error("the page still quotes numbers of the 40 Gb/s set it does not compute")
			}
			continue
		}
		if !strings.Contains(v, want) {
			t.Errorf("sweep page lacks %q:\n%s", want, p.View())
		}
	}
}

// TestMechanismKnobNeedsNoNewSweep: every mechanism ran in the sweep, so
// moving the mechanism knob shows another mechanism's points at once,
// without a run.
func TestMechanismKnobNeedsNoNewSweep(t *testing.T) {
	p := settledWith(t, i18n.English, false)
	show(p, "sweep", 120, 300)
	press(p, down) // the mechanism
	if got := p.controls().Selected().Key(); got != "incast.dcqcn_mechanism" {
		t.Fatalf("second knob %s", got)
	}
	press(p, right)
	if p.settings.Incast.Mechanism != incast.MechCNPPerPort || p.stale(engSweep) {
		t.Fatalf("mechanism %v, sweep stale %v", p.settings.Incast.Mechanism, p.stale(engSweep))
	}
	v := strings.Join(strings.Fields(p.View()), " ")
	if !strings.Contains(v, "mechanism: CNPs per port") || p.shown().Points[5].DCQCN != p.sweep.result.Mechanisms[incast.MechCNPPerPort].Points[5] {
		t.Errorf("the page does not show cnp_per_port:\n%s", p.View())
	}
}

// TestKnobRefusesBadValues: Kmin above Kmax and a buffer below the PFC
// headroom are refused with a clear message; the knob does not move and
// nothing runs.
func TestKnobRefusesBadValues(t *testing.T) {
	p := newPanel(t, i18n.English, false)
	show(p, "dcqcn", 120, 40)
	press(p, down) // Kmin
	before := p.settings
	var cmd tea.Cmd
	for range 200 {
		cmd = press(p, bigRight)
	}
	if p.settings.Incast.DCQCN.KminKiB > p.settings.Incast.DCQCN.KmaxKiB || p.refusal == nil {
		t.Fatalf("Kmin %v above Kmax %v, refusal %v", p.settings.Incast.DCQCN.KminKiB, p.settings.Incast.DCQCN.KmaxKiB, p.refusal)
	}
	if !strings.Contains(p.View(), "Kmin cannot be") || !strings.Contains(p.View(), "The knob stays") {
		t.Errorf("no refusal on screen:\n%s", p.View())
	}
	if cmd != nil && p.settings == before {
		t.Error("a refused move started a run")
	}
	press(p, left) // a valid move clears the refusal
	if p.refusal != nil {
		t.Error("the refusal outlived a valid move")
	}
	show(p, "queue", 120, 40)
	for range 5 {
		press(p, bigRight) // 5 x 8 more senders: 44
	}
	for range 5 {
		press(p, down) // the buffer
	}
	for range 100 {
		press(p, bigLeft)
	}
	q := p.settings.Incast
	if q.BufferKiB < q.MinBufferKiB() || p.refusal == nil || !strings.Contains(p.View(), "Port buffer cannot be") {
		t.Errorf("buffer %d KiB with %d senders (minimum %d), refusal %v", q.BufferKiB, q.Senders, q.MinBufferKiB(), p.refusal)
	}
}

// TestKnobMoveSettlesThenRuns: a move marks the engines busy and starts
// the settle timer; when it fires, only the engines whose inputs changed
// run, and their results are for the new knobs.
func TestKnobMoveSettlesThenRuns(t *testing.T) {
	p := settledWith(t, i18n.English, false)
	show(p, "queue", 120, 40)
	press(p, down, down) // message size: the sweep ignores it
	cmd := press(p, right)
	if cmd == nil || !p.Busy() || !p.stale(engRun) || p.stale(engSweep) || p.stale(engTE) {
		t.Fatalf("after a size step: cmd %v, busy %v", cmd != nil, p.Busy())
	}
	kittest.Settle(p, cmd)
	if p.Busy() || p.run.params.SizeKiB != 2052 {
		t.Fatalf("busy %v, run for %d KiB", p.Busy(), p.run.params.SizeKiB)
	}
	if !strings.Contains(p.View(), "2 MiB") {
		t.Errorf("view:\n%s", p.View())
	}
}

// TestRunsCoalesce: a request while a run is in flight cancels it; when
// it ends, one run starts for the newest settings.
func TestRunsCoalesce(t *testing.T) {
	p := newPanel(t, i18n.English, false)
	kittest.Settle(p, p.Init()) // the queue's own engine, out of the way
	first := p.request(engTE)
	if second := p.request(engTE); second != nil {
		t.Fatal("a second run started beside the first")
	}
	_, again := p.Update(first().(kit.Routed).Msg)
	if p.te != nil || again == nil {
		t.Fatal("the cancelled run's result was installed, or no newer run started")
	}
	p.Update(again().(kit.Routed).Msg)
	if p.te == nil || p.stale(engTE) {
		t.Fatal("the newest result was not installed")
	}
}

// TestTrafficIsImmediate: the generators run in the key's Update; no job.
func TestTrafficIsImmediate(t *testing.T) {
	p := newPanel(t, i18n.English, false)
	show(p, "traffic", 120, 40)
	before := p.series.Series[0].Gbps[0]
	if cmd := press(p, right); cmd != nil || p.Busy() {
		t.Fatal("a traffic knob started a run")
	}
	if p.settings.Traffic.Seed != 2 || p.series.Series[0].Gbps[0] == before {
		t.Error("the series were not regenerated for the new seed")
	}
}

// TestPresetKnobMovesTheTwelve: the preset sets every DCQCN knob; editing
// one makes the set custom.
func TestPresetKnobMovesTheTwelve(t *testing.T) {
	p := newPanel(t, i18n.English, false)
	show(p, "dcqcn", 120, 40)
	press(p, right)
	if p.settings.Incast.DCQCN != incast.DCQCNPaper40() || !strings.Contains(p.View(), "now: DCQCN paper 40G") {
		t.Fatalf("after the preset: %+v\n%s", p.settings.Incast.DCQCN, p.View())
	}
	press(p, down, down, left) // Kmax down
	if incast.PresetOf(p.settings.Incast.DCQCN) != incast.Custom || !strings.Contains(p.View(), "now: custom") {
		t.Errorf("an edited set should read as custom:\n%s", p.View())
	}
	p.Update(kit.SetValuesMsg{Values: map[string]map[string]float64{"incast": {"dcqcn_preset": float64(incast.Scaled400), "kmin_kib": 60}}})
	want := incast.DCQCNScaled400()
	want.KminKiB = 60
	if p.settings.Incast.DCQCN != want {
		t.Errorf("SetValues: %+v", p.settings.Incast.DCQCN)
	}
}

// TestConfiguredValuesApplyThePresetFirst: configured values with a named
// preset build that preset.
func TestConfiguredValuesApplyThePresetFirst(t *testing.T) {
	values := map[string]map[string]float64{
		"incast": {"dcqcn_preset": float64(incast.Paper40)},
		"pcie":   {"tx_pfc": float64(pcie.Off)},
	}
	p := New(kittest.Env(t, i18n.English, false, values)).(*Panel)
	if p.settings.Incast.DCQCN != incast.DCQCNPaper40() || p.settings.PCIe.Mode != pcie.Off {
		t.Errorf("settings from values: %+v %v", p.settings.Incast.DCQCN, p.settings.PCIe.Mode)
	}
	if got := p.Values()["incast"]["dcqcn_preset"]; got != float64(incast.Paper40) {
		t.Errorf("Values reads the preset as %v", got)
	}
}

// TestDatasetOfEveryDataPage: every page with a chart or a table exports
// it; prose pages export nothing.
func TestDatasetOfEveryDataPage(t *testing.T) {
	p := settledWith(t, i18n.English, false)
	p.SetSize(120, 40)
	for _, pg := range p.PageKeys() {
		p.Update(kit.ShowPageMsg{Page: pg})
		d, ok := p.Dataset()
		prose := pg == "about" || pg == "assumptions" || p.OnQuestion()
		if ok == prose {
			t.Errorf("page %s: dataset %v", pg, ok)
			continue
		}
		if ok && (d.Title == "" || (len(d.Series) == 0 && (d.Table == nil || len(d.Table.Rows) == 0))) {
			t.Errorf("page %s: empty dataset %+v", pg, d)
		}
	}
}

// TestAnswersReveal: a question page hides its answer until Enter.
func TestAnswersReveal(t *testing.T) {
	p := newPanel(t, i18n.English, false)
	show(p, "q2", 100, 40)
	if strings.Contains(p.View(), "Figure 14 compares bandwidth") {
		t.Fatal("the answer shows before Enter")
	}
	press(p, enter)
	if !strings.Contains(strings.Join(strings.Fields(p.View()), " "), "Figure 14 compares bandwidth") {
		t.Errorf("the answer does not show after Enter:\n%s", p.View())
	}
}

// TestStringsHaveNoControlRunes guards the catalog: nothing on screen is
// a control character other than the styles' escapes.
func TestStringsHaveNoControlRunes(t *testing.T) {
	p := settledWith(t, i18n.TraditionalChinese, false)
	p.SetSize(120, 40)
	for range pageCount {
		for _, r := range p.View() {
			if unicode.IsControl(r) && r != '\n' && r != 0x1b {
				t.Fatalf("control rune %U on page %s", r, p.Page().Key)
			}
		}
		press(p, kittest.PageDown)
	}
}

// TestSweepExportCarriesTheDigest: the exported Figure 14 draws the
// bandwidth lost with the digest's ranges as bands and the 64-QP split
// as a labelled line, labels every QP count the sweep ran, carries the
// page's three verdicts with the screen's ✓ or ✗, and the caveat on delay
// above 64 QPs as a note.
func TestSweepExportCarriesTheDigest(t *testing.T) {
	for _, lang := range i18n.Langs {
		p := settledWith(t, lang, false)
		show(p, "sweep", 120, 40)
		d, ok := p.Dataset()
		c := p.Text.Incast
		if !ok || d.YLabel != c.ExportLossPct || len(d.Bands) != 2 || len(d.Verdicts) != 3 || len(d.Notes) != 1 {
			t.Fatalf("%s: %v %+v", lang, ok, d)
		}
		if d.Bands[0].YMin != incast.SeedDCQCNLossMinPct || d.Bands[0].YMax != incast.SeedDCQCNLossMaxPct || d.Bands[1].YMax != incast.SeedCreditLossMaxPct {
			t.Errorf("%s: bands %+v", lang, d.Bands)
		}
		sh := p.shown().Shape
		for k, holds := range []bool{sh.DelayCutPositive, sh.CreditWithinSeed, sh.DCQCNLossInSeedRange} {
			if d.Verdicts[k].Holds != holds || d.Verdicts[k].Text != p.verdictTexts()[k] {
				t.Errorf("%s: verdict %d %+v", lang, k, d.Verdicts[k])
			}
		}
		if len(d.Lines) != 1 || d.Lines[0].At != incast.Fig14SplitQPs || d.Lines[0].Horizontal || !strings.Contains(d.Lines[0].Name, "64") {
			t.Errorf("%s: lines %+v", lang, d.Lines)
		}
		if pts := p.shown().Points; len(d.XTicks) != 2+len(pts) || d.XTicks[1] != float64(pts[len(pts)-1].QPs) {
			t.Errorf("%s: x ticks %v", lang, d.XTicks)
		}
		if d.Notes[0] != c.ExportDelayCaveat || len(d.Table.Columns) != 6+len(incast.Mechanisms()) {
			t.Errorf("%s: notes %q, columns %v", lang, d.Notes, d.Table.Columns)
		}
	}
}

// TestQueueExportCarriesTheSeriesAndNumbers: the queue page exports every
// sample of both queues, the ideal finish as a line, and a table of plain
// numbers with the units in a column of their own.
func TestQueueExportCarriesTheSeriesAndNumbers(t *testing.T) {
	for _, lang := range i18n.Langs {
		p := settledWith(t, lang, false)
		show(p, "queue", 120, 40)
		d, ok := p.Dataset()
		if !ok || len(d.Series) != 2 || len(d.Series[0].X) != len(p.run.credit.Samples)+1 || len(d.Lines) != 1 ||
			d.Lines[0].At != p.run.credit.IdealFCTUs || !strings.Contains(d.XLabel, "µs") || !strings.Contains(d.YLabel, "KiB") {
			t.Fatalf("%s: %v %+v", lang, ok, d)
		}
		if len(d.Table.Columns) != 4 {
			t.Fatalf("%s: columns %v", lang, d.Table.Columns)
		}
		found := false
		for _, row := range d.Table.Rows {
			if row[0] == p.Text.Report.Labels["incast.max_queue_kib"] {
				found = true
				if row[1] != kit.Exact(p.run.credit.MaxQueueKiB) || row[2] != kit.Exact(p.run.dcqcn.MaxQueueKiB) || row[3] != "KiB" {
					t.Errorf("%s: peak row %q", lang, row)
				}
			}
		}
		if !found {
			t.Errorf("%s: no peak queue row in %v", lang, d.Table.Rows)
		}
	}
}

// TestControllerExportDrawsTheHistogram: the controller page exports its
// histogram as the screen draws it, with the digest's 95 s and the
// model's mean as labelled lines, and the bins as the table.
func TestControllerExportDrawsTheHistogram(t *testing.T) {
	for _, lang := range i18n.Langs {
		p := settledWith(t, lang, false)
		show(p, "controller", 120, 40)
		d, ok := p.Dataset()
		if !ok || len(d.Series) != 1 || len(d.Lines) != 2 || d.Lines[0].At != 95 || d.Lines[1].At != p.te.result.MeanS {
			t.Fatalf("%s: %v %+v", lang, ok, d)
		}
		n := 0
		for _, row := range d.Table.Rows {
			k, err := strconv.Atoi(row[2])
			if err != nil {
				t.Fatalf("%s: row %q", lang, row)
			}
			n += k
		}
		if n != len(p.te.result.ReliefS) {
			t.Errorf("%s: the bins hold %d episodes of %d", lang, n, len(p.te.result.ReliefS))
		}
	}
}

// TestExportsSayMicroInASCII: with --ascii the screen writes "us", but an
// export's notes, lines and titles write µs.
func TestExportsSayMicroInASCII(t *testing.T) {
	us := regexp.MustCompile(`[0-9] us\b`)
	for _, lang := range i18n.Langs {
		p := settledWith(t, lang, true)
		for _, page := range []string{"queue", "pcie", "sweep", "controller"} {
			show(p, page, 120, 40)
			d, ok := p.Dataset()
			if !ok {
				t.Fatalf("%s: %s exports nothing", lang, page)
			}
			texts := append([]string{d.Title, d.XLabel, d.YLabel}, d.Notes...)
			for _, l := range d.Lines {
				texts = append(texts, l.Name)
			}
			for _, s := range texts {
				if us.MatchString(s) {
					t.Errorf("%s: %s: %q writes µs as us", lang, page, s)
				}
			}
		}
	}
}
