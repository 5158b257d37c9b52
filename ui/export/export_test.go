package export

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"image/png"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"

	"pegasus/i18n"
	"pegasus/panels/creditloop"
	"pegasus/panels/evidence"
	"pegasus/panels/flowtable"
	"pegasus/panels/incast"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
	"pegasus/panels/power"
	"pegasus/panels/spraying"
)

// engines is the pool and cache of engine results every panel of these
// tests shares: the engines are pure and seeded, so a page built again
// (in the other language, or by another test) takes the results computed
// for the first instead of running, say, the incast sweep again.
var engines = kit.NewCompute(2, 64)

// env is kittest.Env with the shared engines.
func env(t testing.TB, lang i18n.Lang, values map[string]map[string]float64) kit.Env {
	t.Helper()
	e := kittest.Env(t, lang, false, values)
	e.Compute = engines.Session(2)
	return e
}

// creditDataset is the credit loop's throughput page at the defaults
// (seed 1) in a language.
func creditDataset(t testing.TB, lang i18n.Lang) kit.Dataset {
	t.Helper()
	p := creditloop.New(env(t, lang, nil))
	ds, ok := p.(kit.Exporter).Dataset()
	if !ok {
		t.Fatal("the throughput page exports nothing")
	}
	return ds
}

func render(t *testing.T, f Format, ds kit.Dataset, english func() (kit.Dataset, bool)) Result {
	t.Helper()
	return renderIn(t, f, ds, i18n.English, english)
}

// renderIn renders ds in format f with the words of lang (a CSV's
// section headers).
func renderIn(t *testing.T, f Format, ds kit.Dataset, lang i18n.Lang, english func() (kit.Dataset, bool)) Result {
	t.Helper()
	r, err := Render(Request{Format: f, Data: ds, Meta: Meta{Panel: "credit", Page: "throughput", Lang: string(lang)}, English: english})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// pageDataset is a panel's page (its pending work done) in a language,
// with values on the knobs.
func pageDataset(t testing.TB, newPanel func(kit.Env) kit.Panel, page string, lang i18n.Lang, values map[string]map[string]float64) kit.Dataset {
	t.Helper()
	p := newPanel(env(t, lang, values))
	kittest.Settle(p, p.Init())
	_, cmd := p.Update(kit.ShowPageMsg{Page: page})
	kittest.Settle(p, cmd)
	ds, ok := p.(kit.Exporter).Dataset()
	if !ok {
		t.Fatalf("%s/%s exports nothing", p.ID(), page)
	}
	return ds
}

// goldenCharts are the main exported charts, each with what its SVG must
// say besides the curves: its reference lines' and verdicts' words, its
// caveat, its units.
var goldenCharts = []struct {
	name   string
	panel  func(kit.Env) kit.Panel
	page   string
	values map[string]map[string]float64
	want   func(ds kit.Dataset, t *i18n.Text) []string
}{
	{"credit-throughput", creditloop.New, "throughput", nil, func(ds kit.Dataset, t *i18n.Text) []string {
		return []string{ds.Lines[0].Name, ds.Lines[1].Name, ds.Notes[0], ">400<", ds.XLabel, ds.YLabel}
	}},
	{"incast-sweep", incast.New, "sweep", nil, func(ds kit.Dataset, t *i18n.Text) []string {
		return []string{ds.Lines[0].Name, ds.Bands[0].Name, ds.Bands[1].Name, ds.Verdicts[0].Text, ds.Verdicts[2].Text,
			t.Incast.ExportDelayCaveat, t.Incast.ExportLossPct, ">64<", ">4<", ">4000<"}
	}},
	{"incast-queue", incast.New, "queue", nil, func(ds kit.Dataset, t *i18n.Text) []string {
		return []string{ds.Lines[0].Name, ds.XLabel, ds.YLabel, "µs", "KiB", ds.Notes[0]}
	}},
	{"flowtable-fill", flowtable.New, "fill", map[string]map[string]float64{"cuckoo": {"slots": 8400, "trials": 6}},
		func(ds kit.Dataset, t *i18n.Text) []string {
			return []string{ds.Lines[0].Name, ds.XLabel, ds.Notes[0], ">97.68<"}
		}},
}

// firstRunes is s cut to n runes: a long text wraps on a chart (in the
// legend's narrow column too), and its start is on the first line.
func firstRunes(s string, n int) string {
	r := []rune(s)
	return string(r[:min(n, len(r))])
}

// TestSVGMatchesGolden: the main charts are the same file every time, in
// both languages (Chinese labels from the embedded font), and each draws
// its page's reference lines, verdicts and caveats, labelled, with units
// in its axes' names (µs, not us).
func TestSVGMatchesGolden(t *testing.T) {
	for _, c := range goldenCharts {
		for _, lang := range i18n.Langs {
			t.Run(c.name+"/"+string(lang), func(t *testing.T) {
				ds := pageDataset(t, c.panel, c.page, lang, c.values)
				r := render(t, SVG, ds, nil)
				if r.EnglishLabels {
					t.Error("the font should cover the labels")
				}
				golden.RequireEqual(t, r.Bytes)
				svg := string(r.Bytes)
				for _, want := range c.want(ds, i18n.For(lang)) {
					if want = firstRunes(want, 12); !strings.Contains(svg, want) {
						t.Errorf("the SVG lacks %q", want)
					}
				}
				if strings.Contains(svg, "(us)") || strings.Contains(svg, "（us）") || strings.Contains(svg, " us<") {
					t.Error("the SVG writes µs as us")
				}
				again := render(t, SVG, pageDataset(t, c.panel, c.page, lang, c.values), nil)
				if !bytes.Equal(r.Bytes, again.Bytes) {
					t.Error("two renderings differ")
				}
			})
		}
	}
}

// TestPNGHasTheSizeAndInk: 1,500 x 938 pixels, mostly white, with both
// curves' colours drawn.
func TestPNGHasTheSizeAndInk(t *testing.T) {
	r := render(t, PNG, creditDataset(t, i18n.TraditionalChinese), nil)
	img, err := png.Decode(bytes.NewReader(r.Bytes))
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	if b.Dx() != 1500 || b.Dy() != 938 {
		t.Fatalf("PNG is %dx%d, want 1500x938", b.Dx(), b.Dy())
	}
	white, seen := 0, map[int]int{}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if r>>8 == 0xff && g>>8 == 0xff && bl>>8 == 0xff {
				white++
			}
			for i, c := range seriesColors[:2] {
				if uint8(r>>8) == c.R && uint8(g>>8) == c.G && uint8(bl>>8) == c.B {
					seen[i]++
				}
			}
		}
	}
	total := b.Dx() * b.Dy()
	if white == total || white < total/2 {
		t.Errorf("%d of %d pixels white", white, total)
	}
	if seen[0] < 200 || seen[1] < 200 {
		t.Errorf("curve pixels: %v", seen)
	}
}

// csvSections reads a CSV export into its sections (apart by an empty
// row), checking that every row has as many fields (so that any reader
// takes the file) and dropping the padding.
func csvSections(t *testing.T, b []byte) [][][]string {
	t.Helper()
	var out [][][]string
	for _, block := range strings.Split(strings.TrimSuffix(string(b), "\n"), "\n\n") {
		rows := readCSV(t, []byte(block))
		for i, r := range rows {
			for len(r) > 0 && r[len(r)-1] == "" {
				r = r[:len(r)-1]
			}
			rows[i] = r
		}
		out = append(out, rows)
	}
	return out
}

// numbers checks that the cells of rows in columns cols are plain numbers.
func numbers(t *testing.T, what string, rows [][]string, cols ...int) {
	t.Helper()
	for _, r := range rows {
		for _, c := range cols {
			if c >= len(r) {
				t.Errorf("%s: row %q has no column %d", what, r, c)
				continue
			}
			if _, err := strconv.ParseFloat(r[c], 64); err != nil {
				t.Errorf("%s: %q in column %d is not a plain number", what, r[c], c)
			}
		}
	}
}

// TestCSVSections: a chart's CSV holds the curves one row per point
// (numbers only, the units in the header), then its reference lines with
// where they sit, then its notes; every row has as many fields.
func TestCSVSections(t *testing.T) {
	ds := creditDataset(t, i18n.English)
	secs := csvSections(t, render(t, CSV, ds, nil).Bytes)
	if len(secs) != 3 {
		t.Fatalf("%d sections: %q", len(secs), secs)
	}
	if got := strings.Join(secs[0][0], "|"); got != "Series|Jitter J (ns)|Throughput (Gb/s)" {
		t.Errorf("header %q", got)
	}
	if want := 1 + len(ds.Series[0].X) + len(ds.Series[1].X); len(secs[0]) != want {
		t.Errorf("%d rows, want %d", len(secs[0]), want)
	}
	numbers(t, "curves", secs[0][1:], 1, 2)
	if len(secs[1]) != 1+len(ds.Lines) || secs[1][1][0] != ds.Lines[0].Name || secs[1][2][1] != kit.Exact(ds.Lines[1].At) {
		t.Errorf("reference lines %q", secs[1])
	}
	if secs[2][1][0] != ds.Notes[0] {
		t.Errorf("notes %q", secs[2])
	}
	p := power.New(env(t, i18n.TraditionalChinese, nil))
	pds, _ := p.(kit.Exporter).Dataset()
	rows := csvSections(t, render(t, CSV, pds, nil).Bytes)[0]
	if strings.Join(rows[0], "|") != strings.Join(pds.Table.Columns, "|") || len(rows) != 1+len(pds.Table.Rows) {
		t.Errorf("power table CSV: %q", rows)
	}
	if rows[1][1] != "840" {
		t.Errorf("extra power %q, want 840", rows[1][1])
	}
}

// TestCSVIncastHoldsNumbers: the incast queue's CSV holds both queues'
// time series (µs and KiB in the header) and the runs' numbers apart from
// their units; Figure 14's CSV carries its verdicts (✓ or ✗) and the
// split; the buffer page's sizes are numbers under a unit, not "440 KiB".
func TestCSVIncastHoldsNumbers(t *testing.T) {
	for _, lang := range i18n.Langs {
		tx := i18n.For(lang)
		ds := pageDataset(t, incast.New, "queue", lang, nil)
		secs := csvSections(t, renderIn(t, CSV, ds, lang, nil).Bytes)
		head := strings.Join(secs[0][0], "|")
		if !strings.Contains(head, "µs") || !strings.Contains(head, "KiB") || len(secs[0]) != 1+len(ds.Series[0].X)+len(ds.Series[1].X) {
			t.Errorf("%s: queue series: header %q, %d rows", lang, head, len(secs[0]))
		}
		numbers(t, "queue series", secs[0][1:], 1, 2)
		table := secs[2]
		if strings.Join(table[0], "|") != strings.Join(ds.Table.Columns, "|") {
			t.Errorf("%s: queue table header %q", lang, table[0])
		}
		for _, r := range table[1:] {
			if r[len(r)-1] == "KiB" || r[len(r)-1] == "Gb/s" {
				numbers(t, "queue table", [][]string{r}, 1, 2)
			}
		}

		ds = pageDataset(t, incast.New, "sweep", lang, nil)
		secs = csvSections(t, renderIn(t, CSV, ds, lang, nil).Bytes)
		numbers(t, "sweep table", secs[2][1:], 0, 1, 2, 3, 4, 5)
		verdicts := secs[3]
		if verdicts[0][0] != tx.Export.Verdict || len(verdicts) != 4 || verdicts[3][0] != verdictGlyph(ds.Verdicts[2].Holds) {
			t.Errorf("%s: verdicts %q", lang, verdicts)
		}
		if secs[1][1][1] != "64" {
			t.Errorf("%s: the split %q", lang, secs[1])
		}

		ds = pageDataset(t, incast.New, "bdp", lang, nil)
		rows := csvSections(t, render(t, CSV, ds, nil).Bytes)[0]
		numbers(t, "buffer table", rows[1:], 0, 1, 2, 3, 4, 5, 6, 7, 8)
		if !strings.Contains(rows[0][1], "KiB") {
			t.Errorf("%s: buffer header %q", lang, rows[0])
		}
	}
}

func readCSV(t *testing.T, b []byte) [][]string {
	t.Helper()
	rows, err := csv.NewReader(bytes.NewReader(b)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

func TestJSONCarriesEverything(t *testing.T) {
	ds := creditDataset(t, i18n.English)
	var doc struct {
		Panel  string
		Title  string
		Series []struct {
			Name   string
			Dashed bool
			X, Y   []float64
		}
	}
	if err := json.Unmarshal(render(t, JSON, ds, nil).Bytes, &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Panel != "credit" || doc.Title != ds.Title || len(doc.Series) != 2 || !doc.Series[1].Dashed ||
		doc.Series[0].Y[3] != ds.Series[0].Y[3] {
		t.Errorf("JSON: %+v", doc)
	}
}

// TestEveryPanelsLabelsAreCovered: the embedded font draws every label of
// every page the charting panels export, in both languages.
func TestEveryPanelsLabelsAreCovered(t *testing.T) {
	for _, lang := range i18n.Langs {
		env := env(t, lang, map[string]map[string]float64{"spray": {"trials": 10}, "retx": {"packets": 20_000},
			"cuckoo": {"slots": 8400, "trials": 6}})
		for _, newPanel := range []func(kit.Env) kit.Panel{creditloop.New, spraying.New, power.New, evidence.New, incast.New, flowtable.New} {
			p := newPanel(env)
			kittest.Settle(p, p.Init())
			for range len(p.(kit.PageTable).PageKeys()) {
				if ds, ok := p.(kit.Exporter).Dataset(); ok {
					if ok, err := Covers(ds); err != nil || !ok {
						t.Errorf("%s: %s/%s: the font lacks a character of %q", lang, p.ID(), p.(kit.PageTable).CurrentPage(), ds.Title)
					}
				}
				kittest.Press(p, kittest.PageDown)
			}
		}
	}
}

// TestUncoveredLabelsFallBackToEnglish: a label the font cannot draw
// (Hangul here) makes the chart English, with a note in the file.
func TestUncoveredLabelsFallBackToEnglish(t *testing.T) {
	ds := creditDataset(t, i18n.English)
	odd := ds
	odd.Title = "처리량"
	r := render(t, SVG, odd, func() (kit.Dataset, bool) { return ds, true })
	if !r.EnglishLabels || !bytes.Contains(r.Bytes, []byte("Labels in English")) || bytes.Contains(r.Bytes, []byte("처리량")) {
		t.Errorf("fallback: english=%v", r.EnglishLabels)
	}
}

func TestChartsNeedCurves(t *testing.T) {
	p := power.New(env(t, i18n.English, nil))
	ds, _ := p.(kit.Exporter).Dataset()
	if Allows(ds, SVG) || !Allows(ds, CSV) {
		t.Errorf("a table page allows %v", Available(ds))
	}
	if _, err := Render(Request{Format: PNG, Data: ds}); !errors.Is(err, ErrNoCurves) {
		t.Errorf("PNG of a table: %v", err)
	}
}

func TestWriteNewNumbersTheName(t *testing.T) {
	dir := t.TempDir()
	var got []string
	for range 3 {
		path, err := WriteNew(dir, FileName("credit", "throughput"), SVG, []byte("x"))
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, filepath.Base(path))
	}
	if strings.Join(got, " ") != "pegasus-credit-throughput.svg pegasus-credit-throughput-2.svg pegasus-credit-throughput-3.svg" {
		t.Errorf("names %v", got)
	}
}

func TestParseFormat(t *testing.T) {
	for in, want := range map[string]Format{"svg": SVG, ".PNG": PNG, " csv ": CSV, "Json": JSON, "PDF": PDF} {
		if f, err := ParseFormat(in); err != nil || f != want {
			t.Errorf("ParseFormat(%q) = %v, %v", in, f, err)
		}
	}
	if _, err := ParseFormat("eps"); err == nil {
		t.Error("eps accepted")
	}
}

// BenchmarkRenderPNG measures the slowest export: the throughput chart
// as a 1,500 x 938 PNG with Chinese labels.
func BenchmarkRenderPNG(b *testing.B) {
	ds := creditDataset(b, i18n.TraditionalChinese)
	for b.Loop() {
		if _, err := Render(Request{Format: PNG, Data: ds}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRenderSVG measures the throughput chart as SVG.
func BenchmarkRenderSVG(b *testing.B) {
	ds := creditDataset(b, i18n.TraditionalChinese)
	for b.Loop() {
		if _, err := Render(Request{Format: SVG, Data: ds}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestBandsAndNotesReachTheExports: a page's reference bands and notes
// (the digest's ranges, its verdicts) are drawn on the chart and carried
// by the JSON, so an exported figure never shows curves without them.
func TestBandsAndNotesReachTheExports(t *testing.T) {
	ds := kit.Dataset{
		Title: "Figure 14", XLabel: "QPs", YLabel: "loss (%)", LogX: true,
		Series: []kit.DataSeries{{Name: "credits", X: []float64{128, 4000}, Y: []float64{1.96, 1.96}}},
		Bands:  []kit.DataBand{{Name: "digest: DCQCN 20.2-32.5 %", XMin: 128, XMax: 4000, YMin: 20.2, YMax: 32.5}},
		Notes:  []string{"DCQCN's loss is not reproduced by the model."},
	}
	svg := string(render(t, SVG, ds, nil).Bytes)
	for _, want := range []string{"digest: DCQCN 20.2-32.5 %", "not reproduced by the model"} {
		if !strings.Contains(svg, want) {
			t.Errorf("the SVG lacks %q", want)
		}
	}
	var doc map[string]any
	if err := json.Unmarshal(render(t, JSON, ds, nil).Bytes, &doc); err != nil {
		t.Fatal(err)
	}
	bands, _ := doc["bands"].([]any)
	notes, _ := doc["notes"].([]any)
	if len(bands) != 1 || bands[0].(map[string]any)["y_min"] != 20.2 || len(notes) != 1 {
		t.Errorf("JSON bands %v, notes %v", doc["bands"], doc["notes"])
	}
}

// TestPDFIsAHandout: the PDF export is a PDF of some size in both
// languages, embeds no font (gonum's PDF fonts would write µ as "Âµ" and
// no Chinese at all) and draws its text as outlines: more Chinese words
// make a larger file.
func TestPDFIsAHandout(t *testing.T) {
	for _, lang := range i18n.Langs {
		r := renderIn(t, PDF, creditDataset(t, lang), lang, nil)
		if !bytes.HasPrefix(r.Bytes, []byte("%PDF-")) || !bytes.Contains(r.Bytes[len(r.Bytes)-16:], []byte("%%EOF")) {
			t.Errorf("%s: not a PDF: %q...", lang, r.Bytes[:min(16, len(r.Bytes))])
		}
		if len(r.Bytes) < 20_000 || r.EnglishLabels {
			t.Errorf("%s: %d bytes, English labels %v", lang, len(r.Bytes), r.EnglishLabels)
		}
		if bytes.Contains(r.Bytes, []byte("/FontFile")) {
			t.Errorf("%s: the PDF embeds a font", lang)
		}
	}
	ds := creditDataset(t, i18n.TraditionalChinese)
	plain := renderIn(t, PDF, ds, i18n.TraditionalChinese, nil)
	ds.Title += "：信用額度與排隊延遲"
	longer := renderIn(t, PDF, ds, i18n.TraditionalChinese, nil)
	if len(longer.Bytes) < len(plain.Bytes)+500 {
		t.Errorf("ten more Chinese characters add %d bytes: their glyphs are not drawn", len(longer.Bytes)-len(plain.Bytes))
	}
}

// TestTicksLabelThePagesValues: an axis labels the page's values (the
// line rate, 400 Gb/s) and drops a round label too close to one (390),
// and the credit loop's chart shows 400 on its axis.
func TestTicksLabelThePagesValues(t *testing.T) {
	labels := map[string]bool{}
	for _, tk := range newAxisTicks(false, nil, []float64{400}, 0.045).Ticks(270, 400) {
		if tk.Label != "" {
			labels[tk.Label] = true
		}
	}
	if !labels["400"] || labels["390"] || !labels["300"] {
		t.Errorf("labels %v", labels)
	}
	ds := creditDataset(t, i18n.English)
	if ds.YRange.Max != 400 || len(ds.YTicks) != 1 || ds.YTicks[0] != 400 {
		t.Errorf("the throughput axis: %+v, ticks %v", ds.YRange, ds.YTicks)
	}
	log := map[string]bool{}
	for _, tk := range newAxisTicks(true, []float64{64}, []float64{4, 8, 16, 32, 64, 128, 4000}, 0.055).Ticks(4, 4000) {
		if tk.Label != "" {
			log[tk.Label] = true
		}
	}
	if !log["64"] || !log["4"] || !log["4,000"] && !log["4000"] {
		t.Errorf("log labels %v", log)
	}
}
