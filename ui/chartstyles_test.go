package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"pegasus/i18n"
	"pegasus/panels/creditloop"
	"pegasus/panels/evidence"
	"pegasus/panels/flowtable"
	"pegasus/panels/incast"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
	"pegasus/panels/spraying"
)

// chartPages is the registry of every page that draws a chart, by panel.
// TestEveryChartsSeriesDifferWithoutColour fails when a page draws a
// chart this list does not name, or names a page that draws none, so a
// new chart cannot escape the check.
var chartPages = map[kit.PanelID][]string{
	creditloop.ID: {"throughput", "trace"},
	spraying.ID:   {"allreduce"},
	incast.ID:     {"queue", "sweep", "traffic", "controller", "pcie"},
	flowtable.ID:  {"fill", "csr"},
	evidence.ID:   {"converter"},
}

// TestEveryChartsSeriesDifferWithoutColour renders every page of every
// registered panel with colour off (the Ascii profile, as NO_COLOR gives)
// in both glyph sets and both languages, and records each chart drawn.
// Each glyph set is drawn in one language: the styles a chart gives its
// series come from the glyph set alone, and a legend's layout from the
// language alone (every mark is one cell in both sets), so braille in
// English and ASCII in Chinese (a CJK terminal that draws box lines two
// cells wide) meet every style and every language's text.
// Within one chart no two series may share a style (stroke and marks in
// braille, the mark in ASCII), no two reference bands a rune, and no
// series' mark may be a band's or a vertical mark's rune; the legend
// under a chart of several series shows each one's key; every series has
// a key the page declares (for a lecture's `series:` pause), and every
// declared key is drawn.
func TestEveryChartsSeriesDifferWithoutColour(t *testing.T) {
	t.Parallel()
	kittest.Pin()
	for _, c := range []struct {
		lang  i18n.Lang
		ascii bool
	}{{i18n.English, false}, {i18n.TraditionalChinese, true}} {
		lang, ascii := c.lang, c.ascii
		t.Run(fmt.Sprintf("%s/ascii=%v", lang, ascii), func(t *testing.T) {
			log := &kit.ChartLog{}
			env := testEnv(t, lang, ascii, lightValues())
			env.Charts = log
			for _, p := range Panels().Build(env) {
				kit.Settle(p, p.Init())
				p.SetSize(120, 120) // tall: no page scrolls, every legend on screen (80 rows are enough today)
				for _, page := range p.(kit.PageTable).PageKeys() {
					_, cmd := p.Update(kit.ShowPageMsg{Page: page})
					kit.Settle(p, cmd)
					p.Flush()
					view := ansi.Strip(p.View())
					checkPageCharts(t, p, page, log, view)
					checkFormatsFilled(t, p, page, view)
				}
			}
		})
	}
}

// checkPageCharts checks the charts panel p drew on page (see
// TestEveryChartsSeriesDifferWithoutColour); view is the page as shown.
func checkPageCharts(t *testing.T, p kit.Panel, page string, log *kit.ChartLog, view string) {
	t.Helper()
	id := p.ID()
	var drawn []string
	charts := 0
	for place, rec := range log.Charts() {
		if place.Panel != id || place.Page != page {
			continue
		}
		charts++
		where := fmt.Sprintf("%s/%s", id, page)
		styles := map[string]string{}
		for _, s := range rec.Series {
			if other, ok := styles[s.Style]; ok {
				t.Errorf("%s: series %q and %q are both drawn %s", where, other, s.Key, s.Style)
			}
			styles[s.Style] = s.Key
			drawn = append(drawn, s.Key)
		}
		runes := map[string]string{}
		for _, b := range rec.Bands {
			if other, ok := runes[b.Style]; ok {
				t.Errorf("%s: bands %q and %q are both drawn as %s", where, other, b.Key, b.Style)
			}
			runes[b.Style] = b.Key
			drawn = append(drawn, b.Key)
		}
		for _, s := range rec.Series {
			for _, b := range rec.Bands {
				if strings.ContainsAny(s.Legend, b.Legend) {
					t.Errorf("%s: series %q is marked with band %q's rune %s", where, s.Key, b.Key, b.Style)
				}
			}
			for _, m := range rec.Marks {
				if strings.ContainsRune(s.Legend, m) {
					t.Errorf("%s: series %q is marked with a vertical mark's rune %q", where, s.Key, m)
				}
			}
		}
		if len(rec.Series)+len(rec.Bands) > 1 {
			for _, s := range append(slices.Clone(rec.Series), rec.Bands...) {
				if !strings.Contains(view, s.Legend+" ") {
					t.Errorf("%s: the legend does not show %q's key %q:\n%s", where, s.Key, s.Legend, view)
				}
			}
		}
	}
	if want := slices.Contains(chartPages[id], page); want != (charts > 0) {
		t.Errorf("%s/%s: %d charts drawn; the registry of chart pages lists it: %v", id, page, charts, want)
	}
	var declared []string
	for _, s := range p.(kit.SeriesTable).PageSeries(page) {
		declared = append(declared, s.Key)
	}
	slices.Sort(declared)
	slices.Sort(drawn)
	if drawn = slices.Compact(drawn); !slices.Equal(drawn, declared) {
		t.Errorf("%s/%s: the charts draw series %q, the page declares %q", id, page, drawn, declared)
	}
}

// checkFormatsFilled fails when a page's view or export shows fmt's mark
// of a format whose verbs and arguments differ ("%!(EXTRA", "%!s(MISSING)"):
// the catalog's formats are not constants, so vet cannot see it.
func checkFormatsFilled(t *testing.T, p kit.Panel, page, view string) {
	t.Helper()
	texts := map[string]string{"view": view}
	if ds, ok := kit.DatasetOf(p); ok {
		texts["export"] = fmt.Sprintf("%+v", ds)
	}
	for what, text := range texts {
		if i := strings.Index(text, "%!"); i >= 0 {
			t.Errorf("%s/%s %s: a format's verbs and arguments differ: %q", p.ID(), page, what, text[max(0, i-80):min(len(text), i+40)])
		}
	}
}
