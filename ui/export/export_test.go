package export

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"image/png"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"

	"pegasus/i18n"
	"pegasus/panels/creditloop"
	"pegasus/panels/evidence"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
	"pegasus/panels/power"
	"pegasus/panels/spraying"
)

// creditDataset is the credit loop's throughput page at the defaults
// (seed 1) in a language.
func creditDataset(t testing.TB, lang i18n.Lang) kit.Dataset {
	t.Helper()
	p := creditloop.New(kittest.Env(t, lang, false, nil))
	ds, ok := p.(kit.Exporter).Dataset()
	if !ok {
		t.Fatal("the throughput page exports nothing")
	}
	return ds
}

func render(t *testing.T, f Format, ds kit.Dataset, english func() (kit.Dataset, bool)) Result {
	t.Helper()
	r, err := Render(Request{Format: f, Data: ds, Meta: Meta{Panel: "credit", Page: "throughput", Lang: "en"}, English: english})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestSVGMatchesGolden: the throughput chart for seed 1 is the same file
// every time, in both languages (Chinese labels from the embedded font).
func TestSVGMatchesGolden(t *testing.T) {
	for _, lang := range i18n.Langs {
		t.Run(string(lang), func(t *testing.T) {
			r := render(t, SVG, creditDataset(t, lang), nil)
			if r.EnglishLabels {
				t.Error("the font should cover the labels")
			}
			golden.RequireEqual(t, r.Bytes)
			again := render(t, SVG, creditDataset(t, lang), nil)
			if !bytes.Equal(r.Bytes, again.Bytes) {
				t.Error("two renderings differ")
			}
		})
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

// TestCSVColumns: a table page writes its columns; a curve page writes
// series, x and y, one row per point.
func TestCSVColumns(t *testing.T) {
	ds := creditDataset(t, i18n.English)
	rows := readCSV(t, render(t, CSV, ds, nil).Bytes)
	if got := strings.Join(rows[0], "|"); got != "series|Jitter J (ns)|Throughput (Gb/s)" {
		t.Errorf("header %q", got)
	}
	if want := 1 + len(ds.Series[0].X) + len(ds.Series[1].X); len(rows) != want {
		t.Errorf("%d rows, want %d", len(rows), want)
	}
	p := power.New(kittest.Env(t, i18n.TraditionalChinese, false, nil))
	pds, _ := p.(kit.Exporter).Dataset()
	rows = readCSV(t, render(t, CSV, pds, nil).Bytes)
	if strings.Join(rows[0], "|") != strings.Join(pds.Table.Columns, "|") || len(rows) != 1+len(pds.Table.Rows) {
		t.Errorf("power table CSV: %q", rows)
	}
	if rows[1][1] != "840" {
		t.Errorf("extra power %q, want 840", rows[1][1])
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
// every page the four panels export, in both languages.
func TestEveryPanelsLabelsAreCovered(t *testing.T) {
	for _, lang := range i18n.Langs {
		env := kittest.Env(t, lang, false, map[string]map[string]float64{"spray": {"trials": 10}, "retx": {"packets": 20_000}})
		for _, newPanel := range []func(kit.Env) kit.Panel{creditloop.New, spraying.New, power.New, evidence.New} {
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
	p := power.New(kittest.Env(t, i18n.English, false, nil))
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
	for in, want := range map[string]Format{"svg": SVG, ".PNG": PNG, " csv ": CSV, "Json": JSON} {
		if f, err := ParseFormat(in); err != nil || f != want {
			t.Errorf("ParseFormat(%q) = %v, %v", in, f, err)
		}
	}
	if _, err := ParseFormat("pdf"); err == nil {
		t.Error("pdf accepted")
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
