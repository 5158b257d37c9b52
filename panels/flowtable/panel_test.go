package flowtable

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	ft "pegasus/model/flowtable"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

func TestMain(m *testing.M) {
	kittest.Pin()
	os.Exit(m.Run())
}

// lighter keeps the tests quick: a smaller table and fewer fills than the
// defaults, the same engines.
func lighter() map[string]map[string]float64 {
	return map[string]map[string]float64{"cuckoo": {"slots": 8400, "trials": 6}}
}

func newPanel(t testing.TB, lang i18n.Lang) *Panel {
	t.Helper()
	return New(kittest.Env(t, lang, false, lighter())).(*Panel)
}

// pageCount is the number of pages.
const pageCount = 11

// settled is a panel with its first sweep in.
func settled(t testing.TB, lang i18n.Lang) kit.Panel {
	p := newPanel(t, lang)
	kittest.Settle(p, p.Init())
	return p
}

var (
	enter     = tea.KeyMsg{Type: tea.KeyEnter}
	space     = tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}}
	backspace = tea.KeyMsg{Type: tea.KeyBackspace}
	left      = tea.KeyMsg{Type: tea.KeyLeft}
	right     = tea.KeyMsg{Type: tea.KeyRight}
	down      = tea.KeyMsg{Type: tea.KeyDown}
	f9        = tea.KeyMsg{Type: tea.KeyF9}
	f7        = tea.KeyMsg{Type: tea.KeyF7}
	f8        = tea.KeyMsg{Type: tea.KeyF8}
)

func runes(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }

// before prepares each golden page: answers shown, packets and events
// stepped so that the pages show something under way.
func before(p kit.Panel, _ int) {
	fp := p.(*Panel)
	switch {
	case fp.OnQuestion():
		kittest.Press(p, enter)
	case fp.Page().Key == "twolevel":
		for range 60 {
			kittest.Press(p, enter)
		}
	}
}

func TestGoldenPages(t *testing.T) {
	kittest.GoldenEveryPage(t, settled, pageCount, before)
}

func TestEveryPageFitsAnySize(t *testing.T) {
	kittest.FitsAnySize(t, settled, pageCount)
}

func TestBeforeResultsEveryPageFits(t *testing.T) {
	kittest.FitsAnySize(t, func(t testing.TB, l i18n.Lang) kit.Panel { return newPanel(t, l) }, pageCount)
}

// frames plays an animation to its end by delivering its frames, as the
// timer would, and returns how many it took.
func frames(p *Panel, a animation) int {
	n := 0
	for {
		gen := p.fill.gen
		if a == animRun {
			gen = p.run.gen
		}
		_, cmd := p.Update(frameMsg{anim: a, gen: gen})
		n++
		if cmd == nil || n > 10_000 {
			return n
		}
	}
}

// TestFillPlaysToTheSweepsFirstFill: played frame by frame, the fill ends
// where the sweep's first trial ended, and no timer runs once it is over.
func TestFillPlaysToTheSweepsFirstFill(t *testing.T) {
	p := settled(t, i18n.English).(*Panel)
	p.SetSize(100, 30)
	if cmd := kittest.Press(p, space); cmd == nil || !p.fill.playing {
		t.Fatal("Space did not start the fill")
	}
	if n := frames(p, animFill); n < 10 || n > 3*fillFrames {
		t.Errorf("the fill took %d frames", n)
	}
	got, want := p.fill.f.Result(), p.sweep.sweep.Trials[0]
	if got.OverflowLoad != want.OverflowLoad || got.FirstStashLoad != want.FirstStashLoad || got.Stored != want.Stored {
		t.Errorf("played fill %+v, sweep's first %+v", got.OverflowLoad, want.OverflowLoad)
	}
	if p.fill.playing || !strings.Contains(p.View(), "Fill over") {
		t.Errorf("the fill does not say it is over:\n%s", p.View())
	}
}

// TestPausedFillDropsItsFrames: a frame of a paused fill changes nothing
// and asks for no other.
func TestPausedFillDropsItsFrames(t *testing.T) {
	p := settled(t, i18n.English).(*Panel)
	p.SetSize(100, 30)
	kittest.Press(p, space)
	old := p.fill.gen
	p.Update(frameMsg{anim: animFill, gen: old})
	kittest.Press(p, space) // pause
	before := p.fill.f.Result().Inserted
	if _, cmd := p.Update(frameMsg{anim: animFill, gen: old}); cmd != nil || p.fill.f.Result().Inserted != before {
		t.Error("a stale frame advanced the paused fill")
	}
	kittest.Press(p, backspace) // start again, playing
	if !p.fill.playing || p.fill.f.Result().Inserted != 0 {
		t.Error("Backspace did not start the fill again")
	}
}

// TestFaultsReplayToAgreement injects each fault, and all three, at
// several points of the run; every run settles with the DPU, the RNICs
// and the log in agreement. The panel renders when the shell asks, as in
// the explorer (Env.Deferred), not after each of its hundreds of steps.
func TestFaultsReplayToAgreement(t *testing.T) {
	faults := map[string][]tea.KeyMsg{
		"restart": {f7}, "drop": {f8}, "crash": {f9}, "letters": {runes("x"), runes("c"), runes("d")},
		"all": {runes("."), f7, runes("."), f8, f9},
	}
	for name, keys := range faults {
		for _, at := range []int{0, 1, 37, 400} {
			env := kittest.Env(t, i18n.English, false, lighter())
			env.Deferred = true
			p := New(env).(*Panel)
			kittest.Settle(p, p.Init())
			p.SetSize(70, 40) // one column: the page's lines alone
			p.Update(kit.ShowPageMsg{Page: "twolevel"})
			for range at {
				kittest.Press(p, enter)
			}
			kittest.Press(p, keys...)
			kittest.Press(p, space)
			frames(p, animRun)
			p.Flush()
			if p.run.agree == nil || !p.run.agree.Agree() || p.run.faults == 0 {
				t.Errorf("%s at event %d: agreement %+v after %d faults", name, at, p.run.agree, p.run.faults)
			}
			if !strings.Contains(strings.Join(strings.Fields(p.View()), " "), "no table is left half-updated") {
				t.Errorf("%s at event %d: the page does not say so:\n%s", name, at, p.View())
			}
		}
	}
}

// TestBadKnobsAreExplained: a push larger than the table breaks the CSR
// group's rule across knobs; the page names the knob and the rule, keeps
// the last valid values (those are what would be saved), and a table size
// any number of ways can take is never refused.
func TestBadKnobsAreExplained(t *testing.T) {
	for _, lang := range i18n.Langs {
		p := New(kittest.Env(t, lang, false, map[string]map[string]float64{"cuckoo": {"slots": 32768, "trials": 2}})).(*Panel)
		kittest.Settle(p, p.Init())
		p.SetSize(120, 40)
		// 3 ways do not divide 32,768 slots: the slots move to 32,766 and
		// the status line says so.
		cmd := kittest.Press(p, left)
		if p.invalid[groupCuckoo] != nil || p.valid.Cuckoo.Ways != 3 || p.valid.Cuckoo.Slots != 32766 {
			t.Errorf("%s: 3 ways: %d slots, %v", lang, p.valid.Cuckoo.Slots, p.invalid[groupCuckoo])
		}
		if status := statusOf(cmd); !strings.Contains(status, "32,766") {
			t.Errorf("%s: no status for the slots moved: %q", lang, status)
		}
		if cmd := kittest.Press(p, tea.KeyMsg{Type: tea.KeyLeft}); statusOf(cmd) != "" || p.valid.Cuckoo.Slots != 32766 {
			t.Errorf("%s: 2 ways divide 32,766 slots, yet the slots moved to %d", lang, p.valid.Cuckoo.Slots)
		}
		p.Update(kit.ShowPageMsg{Page: "csr"})
		for range 4 {
			kittest.Press(p, tea.KeyMsg{Type: tea.KeyShiftRight}) // entries beyond the table
		}
		valid := p.valid.CSR
		if p.invalid[groupCSR] == nil || valid.Entries > valid.TableEntries || valid == p.settings.CSR {
			t.Fatalf("%s: %d entries in a %d-entry table accepted", lang, p.settings.CSR.Entries, p.settings.CSR.TableEntries)
		}
		tx := i18n.For(lang)
		if v := strings.ReplaceAll(p.View(), "\n", " "); !strings.Contains(v, tx.Knob.Label("csr.entries")) {
			t.Errorf("%s: the refusal does not name the knob:\n%s", lang, p.View())
		}
		if v := p.Values()["csr"]; v["entries"] != float64(valid.Entries) {
			t.Errorf("%s: the values to save are not the last valid ones: %v", lang, v)
		}
	}
}

// TestLookupCyclesHitStashMiss sends the three packets.
func TestLookupCyclesHitStashMiss(t *testing.T) {
	p := settled(t, i18n.English).(*Panel)
	p.SetSize(140, 80)
	p.Update(kit.ShowPageMsg{Page: "lookup"})
	for _, want := range []string{"Hit in bank", "Hit in the stash", "Miss: no bank"} {
		if !strings.Contains(p.View(), want) {
			t.Errorf("packet %d: no %q:\n%s", p.packet, want, p.View())
		}
		kittest.Press(p, enter)
	}
	if !strings.Contains(p.View(), "Hit in bank") {
		t.Error("the packets do not cycle")
	}
	for _, want := range []string{"The 50 bytes the tenant never sees", "0x0800", "4789", "VNI (the VPC)", "5001"} {
		if !strings.Contains(p.View(), want) {
			t.Errorf("the header lacks %q", want)
		}
	}
}

func TestPagesShowTheirOwnKnobs(t *testing.T) {
	p := newPanel(t, i18n.TraditionalChinese)
	want := map[string]string{"fill": "cuckoo.ways", "lookup": "cuckoo.ways", "twolevel": "twolevel.rnics",
		"csr": "csr.entries", "scale": "scale.deployed_gpus", "q3": "cuckoo.ways"}
	for pg, key := range want {
		p.Update(kit.ShowPageMsg{Page: pg})
		if got := p.controls().Knobs[0].Key(); got != key {
			t.Errorf("page %s: first knob %q, want %q", pg, got, key)
		}
	}
}

func TestCSRAndScaleShowTheDigestsFigures(t *testing.T) {
	p := settled(t, i18n.English).(*Panel)
	p.SetSize(160, 90)
	p.Update(kit.ShowPageMsg{Page: "csr"})
	flat := strings.Join(strings.Fields(p.View()), " ")
	for _, want := range []string{"3.540 s, 750,016 address checks (production: 3.54 s)", "1.500 s, 0 address checks (production: 1.5 s)",
		"2.36x", "A calibration, not a prediction", "23,438 entries"} {
		if !strings.Contains(flat, want) {
			t.Errorf("CSR page lacks %q", want)
		}
	}
	p.Update(kit.ShowPageMsg{Page: "scale"})
	flat = strings.Join(strings.Fields(p.View()), " ")
	for _, want := range []string{"The largest VPC outgrows one RNIC table from 10,679 GPUs", "already at the 8,000 GPUs deployed",
		"with the state machine from 18,439 GPUs"} {
		if !strings.Contains(flat, want) {
			t.Errorf("scale page lacks %q:\n%s", want, flat)
		}
	}
}

// TestSweepsCoalesce: a request while a sweep is in flight cancels it;
// when it ends, one sweep starts for the newest knobs.
func TestSweepsCoalesce(t *testing.T) {
	p := newPanel(t, i18n.English)
	first := p.engines.Request(sweepEngine)
	if second := p.engines.Request(sweepEngine); second != nil {
		t.Fatal("a second sweep started beside the first")
	}
	_, again := p.Update(first().(kit.Routed).Msg)
	if p.sweep != nil || again == nil {
		t.Fatal("the cancelled sweep was installed, or no newer one started")
	}
	p.Update(again().(kit.Routed).Msg)
	if p.sweep == nil || p.stale() {
		t.Fatal("the newest sweep was not installed")
	}
}

// TestKnobChangeResetsAndSettles: moving a cuckoo knob drops the played
// fill, marks the sweep stale, and reruns it once the knobs rest.
func TestKnobChangeResetsAndSettles(t *testing.T) {
	p := settled(t, i18n.English).(*Panel)
	p.SetSize(100, 30)
	kittest.Press(p, space)
	cmd := kittest.Press(p, down, right) // slots + 840
	if p.fill.f != nil || !p.Busy() || cmd == nil {
		t.Fatal("a new table size kept the old fill or started no settle timer")
	}
	kittest.Settle(p, cmd)
	if p.Busy() || p.sweep.params.Slots != 8400+ft.SlotsStep {
		t.Errorf("after settling: busy %v, sweep for %d slots", p.Busy(), p.sweep.params.Slots)
	}
}

// TestEveryDataPageExports: pages with numbers export them.
func TestEveryDataPageExports(t *testing.T) {
	p := settled(t, i18n.English).(*Panel)
	p.SetSize(100, 30)
	for _, pg := range []string{"fill", "lookup", "sizing", "twolevel", "csr", "scale"} {
		p.Update(kit.ShowPageMsg{Page: pg})
		d, ok := p.Dataset()
		if !ok || d.Title == "" || (len(d.Series) == 0 && (d.Table == nil || len(d.Table.Rows) == 0)) {
			t.Errorf("page %s exports %+v, %v", pg, d, ok)
		}
		for _, row := range tableRows(d) {
			for _, cell := range row {
				if grouped.MatchString(cell) {
					t.Errorf("page %s exports %q with a thousands separator", pg, cell)
				}
			}
		}
	}
	p.Update(kit.ShowPageMsg{Page: "about"})
	if _, ok := p.Dataset(); ok {
		t.Error("the about page exports data")
	}
}

// TestASCIIDrawsNoUnicodeGlyphs: with --ascii, no page draws braille, box
// lines, arrows or other ambiguous glyphs.
func TestASCIIDrawsNoUnicodeGlyphs(t *testing.T) {
	for _, lang := range i18n.Langs {
		env := kittest.Env(t, lang, true, lighter())
		env.Deferred = true // a page renders once, when it is looked at
		p := New(env).(*Panel)
		kittest.Settle(p, p.Init())
		p.SetSize(120, 200)
		for pg := range pageCount {
			before(p, pg)
			p.Flush()
			v := p.View()
			for _, r := range v {
				if (r >= 0x2800 && r <= 0x28ff) || (r >= 0x2500 && r <= 0x259f) || (r >= 0x2190 && r <= 0x21ff) || strings.ContainsRune("×÷≤≥±µ•·…▸●◂", r) {
					t.Errorf("%s page %d draws %q in ASCII mode", lang, pg+1, r)
					break
				}
			}
			kittest.Press(p, kittest.PageDown)
		}
	}
}

// BenchmarkFillFrame is one frame of the played fill at 160x48: the keys
// it inserts and the page redrawn.
func BenchmarkFillFrame(b *testing.B) {
	p := New(kittest.Env(b, i18n.English, false, nil)).(*Panel)
	kittest.Settle(p, p.Init())
	p.SetSize(160, 48)
	for b.Loop() {
		if p.fill.f == nil || p.fill.f.Done() {
			b.StopTimer()
			kittest.Press(p, backspace)
			b.StartTimer()
		}
		p.Update(frameMsg{anim: animFill, gen: p.fill.gen})
	}
}

// BenchmarkRunFrame is one frame of the played two-level run at 160x48.
func BenchmarkRunFrame(b *testing.B) {
	p := New(kittest.Env(b, i18n.English, false, nil)).(*Panel)
	p.SetSize(160, 48)
	p.Update(kit.ShowPageMsg{Page: "twolevel"})
	for b.Loop() {
		if p.run.sim.Done() {
			b.StopTimer()
			kittest.Press(p, backspace)
			b.StartTimer()
		}
		p.run.playing = true
		p.Update(frameMsg{anim: animRun, gen: p.run.gen})
	}
}

// statusOf is the status line a command asks for, if any (in a batch).
func statusOf(cmd tea.Cmd) string {
	if cmd == nil {
		return ""
	}
	switch msg := cmd().(type) {
	case kit.StatusMsg:
		return msg.Text
	case tea.BatchMsg:
		for _, c := range msg {
			if s := statusOf(c); s != "" {
				return s
			}
		}
	}
	return ""
}

// grouped matches a number written with thousands separators, which a
// spreadsheet reads as text.
var grouped = regexp.MustCompile(`^-?\d{1,3}(,\d{3})+(\.\d+)?$`)

// tableRows are the rows of d's table, if it has one.
func tableRows(d kit.Dataset) [][]string {
	if d.Table == nil {
		return nil
	}
	return d.Table.Rows
}

// TestFillExportUsesThePagesRange: the fill chart exports the load in
// percent over the page's own few points around c*_k (not 0 to 1), with
// c*_k as a labelled line and every curve point inside the range; the
// sizing page's load is in percent too.
func TestFillExportUsesThePagesRange(t *testing.T) {
	for _, lang := range i18n.Langs {
		p := settled(t, lang).(*Panel)
		p.SetSize(100, 30)
		p.Update(kit.ShowPageMsg{Page: "fill"})
		d, ok := p.Dataset()
		if !ok || !d.XRange.Set() || d.XRange.Min < 80 || d.XRange.Max > 100 || d.XRange.Max-d.XRange.Min > 10 {
			t.Fatalf("%s: fill range %+v (%v)", lang, d.XRange, ok)
		}
		thr := 100 * ft.Threshold(p.valid.Cuckoo.Ways)
		if len(d.Lines) == 0 || d.Lines[0].At != thr || !strings.Contains(d.Lines[0].Name, "c*_4") || !strings.Contains(d.XLabel, "%") {
			t.Errorf("%s: lines %+v, x label %q", lang, d.Lines, d.XLabel)
		}
		for _, s := range d.Series {
			for _, x := range s.X {
				if x < d.XRange.Min || x > d.XRange.Max {
					t.Errorf("%s: %s has a point at %v, outside %+v", lang, s.Name, x, d.XRange)
				}
			}
		}
		p.Update(kit.ShowPageMsg{Page: "sizing"})
		d, _ = p.Dataset()
		for _, row := range d.Table.Rows {
			if v, err := strconv.ParseFloat(row[2], 64); err != nil || v <= 1 {
				t.Errorf("%s: sizing load %q is not a percentage", lang, row[2])
			}
		}
	}
}
