package evidence

import (
	"fmt"

	"pegasus/i18n"
	"pegasus/model/gain"
	"pegasus/model/reference"
	"pegasus/panels/kit"
)

// page is one view of the panel.
type page int

// The pages, in order.
const (
	pageResults page = iota
	pageConverter
	pageAttribution
	pageKeyNumbers
	pageCount
)

// pageKeys are the pages' stable names, for links.
var pageKeys = [pageCount]string{"results", "converter", "attribution", "keynumbers"}

// title is the page's name in the current language.
func (pg page) title(t *i18n.Text) string {
	e := t.Evidence
	return [...]string{e.PageResults, e.PageConverter, e.PageAttribution, e.PageKeyNumbers}[pg]
}

// refresh rebuilds the cached rendering. It runs in Update, never in View.
func (p *Panel) refresh() {
	if p.width <= 0 || p.height <= 0 {
		p.view = ""
		return
	}
	titles := make([]string, pageCount)
	for pg := page(0); pg < pageCount; pg++ {
		titles[pg] = pg.title(p.text)
	}
	w, h := p.width, p.height
	var body []string
	switch p.page() {
	case pageResults:
		body = p.resultsPage(w)
	case pageConverter:
		body = p.converterPage(w, h-1)
	case pageAttribution:
		body = p.attributionPage(w)
	default:
		body = p.keyNumbersPage(w, h-1)
	}
	p.view = kit.FitLines(kit.PageArea(p.styles, p.text, &p.pager, titles, body, w, h), w, h, p.styles.Glyphs.Ellipsis)
}

// resultsPage lists every result with its kind, setup and outcome.
func (p *Panel) resultsPage(w int) []string {
	s, e := p.styles, p.text.Evidence
	out := []string{s.Heading.Render(e.ResultsHeading)}
	out = append(out, kit.Lines(p.doc.Section("results.intro"), w, s.Muted.Render)...)
	for _, r := range results() {
		out = append(out, "")
		head := s.Accent.Render(p.doc.Section(r.id+".title")) + "  " + s.Muted.Render("["+r.kind.label(p.text)+"]")
		out = append(out, kit.Truncate(head, w, s.Glyphs.Ellipsis))
		out = append(out, kit.Lines(fmt.Sprintf(p.text.Shell.NamedFmt, e.SetupLabel, p.doc.Section(r.id+".setup")), w, s.Text.Render)...)
		out = append(out, kit.Lines(fmt.Sprintf(p.text.Shell.NamedFmt, e.ResultLabel, p.doc.Section(r.id+".result")), w, s.Value.Render)...)
	}
	return out
}

// attributionPage shows which mechanism changed in each comparison and
// what each one can isolate.
func (p *Panel) attributionPage(w int) []string {
	s, g, e := p.styles, p.styles.Glyphs, p.text.Evidence
	out := []string{s.Heading.Render(e.AttributionHeading)}
	out = append(out, kit.Lines(p.doc.Section("attribution.intro"), w, s.Muted.Render)...)
	out = append(out, "")
	cell := func(c change) string {
		if c == changed {
			return s.Accent.Render(c.label(p.text))
		}
		return s.Muted.Render(c.label(p.text))
	}
	rows := [][]string{{e.ColComparison, e.ColNIC, e.ColLB, e.ColCC}}
	for _, c := range comparisons() {
		rows = append(rows, []string{p.doc.Section("attr." + c.id), cell(c.nic), cell(c.lb), cell(c.cc)})
	}
	if table := kit.Table(rows, 2); kit.Widest(table) <= w {
		out = append(out, table...)
	} else {
		for _, r := range rows[1:] {
			out = append(out, kit.Lines(r[0], w, s.Text.Render)...)
			out = append(out, kit.Truncate(fmt.Sprintf("  %s %s  %s %s  %s %s", e.ColNIC, r[1], e.ColLB, r[2], e.ColCC, r[3]), w, g.Ellipsis))
		}
	}
	out = append(out, "", s.Heading.Render(e.ColIsolates))
	for _, c := range comparisons() {
		text := fmt.Sprintf(p.text.Shell.NamedFmt, p.doc.Section("attr."+c.id), p.doc.Section("attr."+c.id+".isolates"))
		out = append(out, kit.Lines("- "+text, w, s.Text.Render)...)
	}
	return out
}

// keyNumbersPage lists the digest's key numbers; the selected row is
// marked, and Enter opens the panel it names.
func (p *Panel) keyNumbersPage(w, h int) []string {
	s, g, e := p.styles, p.styles.Glyphs, p.text.Evidence
	out := []string{s.Heading.Render(e.KeyNumbersHeading)}
	out = append(out, kit.Lines(e.KeyNumbersHint, w, s.Muted.Render)...)
	selTop, selBottom := 0, 0
	for i, kn := range keyNumbers() {
		where := ""
		if kn.panel != "" {
			where = "[" + kit.PanelTitle(p.text, string(kn.panel)) + "]"
		}
		mark, style := "  ", s.Text.Render
		if i == p.row {
			mark, style = g.Cursor+" ", s.Selected.Render
			selTop = len(out)
			if kn.panel != "" {
				where += " " + fmt.Sprintf(e.OpensFmt, kit.PanelTitle(p.text, string(kn.panel)))
			}
		}
		out = append(out, kit.Truncate(style(mark+kn.number(g, p.text))+"  "+s.Muted.Render(where), w, g.Ellipsis))
		for _, l := range kit.Wrap(p.doc.Section("kn."+kn.id), max(1, w-4)) {
			out = append(out, "    "+s.Text.Render(l))
		}
		if i == p.row {
			selBottom = len(out)
		}
	}
	// Keep the selected row in view: the area shows h-2 lines of the body.
	visible := max(1, h-2)
	if selTop < p.pager.Scroll {
		p.pager.Scroll = selTop
	} else if selBottom > p.pager.Scroll+visible {
		p.pager.Scroll = selBottom - visible
	}
	return out
}

// converterPage is the gain converter: the printed gain typed or nudged,
// each step of the conversion with its numbers, the case study's three
// gains, and a chart of both conventions.
func (p *Panel) converterPage(w, h int) []string {
	s, g, e := p.styles, p.styles.Glyphs, p.text.Evidence
	c := p.conv
	num := i18n.Number
	field := num(c.PrintedPct, 1)
	if p.input != "" {
		field = p.input + "_"
	}
	out := []string{s.Heading.Render(e.ConverterHeading)}
	out = append(out, kit.DefList([][2]string{
		{e.PrintedLabel, s.Selected.Render("[ "+field+" ]") + " %"},
		{e.OldOverNewLabel, fmt.Sprintf("1 - %s = %s", num(c.PrintedPct/100, 3), num(c.OldOverNew, 3))},
		{e.SpeedupLabel, fmt.Sprintf("1 %s %s = %sx", g.Div, num(c.OldOverNew, 3), num(c.Speedup, 2))},
		{e.UsualLabel, fmt.Sprintf("%s - 1 = %s %%", num(c.Speedup, 2), i18n.Signed(c.UsualPct, 1))},
	}, w)...)
	if p.bad != "" {
		out = append(out, kit.Lines(fmt.Sprintf(e.InputErrorFmt, p.bad), w, s.Error.Render)...)
	} else {
		out = append(out, kit.Lines(e.InputHint, w, s.Muted.Render)...)
	}
	// The chart: beside nothing, sized to leave the numbers above in view.
	if ch := min(12, h-len(out)-3); ch >= 7 {
		out = append(out, "", s.Heading.Render(e.ChartTitle))
		out = append(out, p.gainChart(w, ch)...)
		out = append(out, kit.Flow([]string{
			s.Eq2.Render(g.SliderFill + " " + e.LegendUsual),
			s.Muted.Render(g.SliderFill + " " + e.LegendPrinted),
		}, w, 3, g.Ellipsis)...)
	}
	out = append(out, "", s.Heading.Render(e.CaseStudyHeading))
	rows := [][]string{}
	for _, cs := range []struct {
		name    string
		printed float64
	}{{e.CaseLlama, reference.PrintedLlama7B}, {e.CaseDense, reference.PrintedDense70B}, {e.CaseMoE, reference.PrintedMoE7B}} {
		cv, _ := gain.FromPrinted(cs.printed)
		rows = append(rows, []string{cs.name, num(cs.printed, 1) + " %", num(cv.OldOverNew, 3), num(cv.Speedup, 2) + "x", i18n.Signed(cv.UsualPct, 1) + " %"})
	}
	out = append(out, kit.Table(rows, 2, 1, 2, 3, 4)...)
	out = append(out, "")
	return append(out, kit.Lines(p.doc.Section("converter.note"), w, s.Muted.Render)...)
}
