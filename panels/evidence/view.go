package evidence

import (
	"fmt"

	"pegasus/i18n"
	"pegasus/model/gain"
	"pegasus/panels/kit"
)

// pages is the panel's page table, in order.
func (p *Panel) pages() []kit.Page {
	return []kit.Page{
		{Key: "results", Title: func(t *i18n.Text) string { return t.Evidence.PageResults }, Body: p.resultsBody, Data: kit.Exports(p.resultsDataset)},
		{Key: "converter", Title: func(t *i18n.Text) string { return t.Evidence.PageConverter }, Body: p.converterPage, Data: kit.Exports(p.converterDataset), Series: []kit.PageSeries{
			{Key: "usual", Label: func(t *i18n.Text) string { return t.Evidence.LegendUsual }},
			{Key: "equal", Label: func(t *i18n.Text) string { return t.Evidence.LegendPrinted }},
		}},
		{Key: "attribution", Title: func(t *i18n.Text) string { return t.Evidence.PageAttribution }, Body: kit.TextBody(p.attributionPage)},
		{Key: "keynumbers", Title: func(t *i18n.Text) string { return t.Evidence.PageKeyNumbers }, Body: p.keyNumbersPage},
		{Key: "source", Title: func(t *i18n.Text) string { return t.Evidence.PageSource }, Body: kit.TextBody(p.sourcePage)},
	}
}

// resultsBody is the results page, scrolled to the result a key number
// asked for.
func (p *Panel) resultsBody(w, _ int) []string {
	lines, at := p.resultsPage(w)
	if p.focus != "" && p.Page().Key == "results" {
		if i, ok := at[p.focus]; ok {
			p.Pager.Scroll = i
		}
		p.focus = ""
	}
	return lines
}

// sourcePage names the paper, the digest the figures were taken from, and
// how to read what the explorer shows.
func (p *Panel) sourcePage(w int) []string {
	s, e := p.Styles, p.Text.Evidence
	out := kit.Prose(e.SourceHeading, w, s.Heading.Render)
	out = append(out, "")
	out = append(out, kit.Prose(p.Doc.Section("source.paper"), w, s.Value.Render)...)
	out = append(out, "")
	return append(out, kit.Prose(p.Doc.Section("source.digest"), w, s.Text.Render)...)
}

// resultsPage lists every result with its kind, setup and outcome.
func (p *Panel) resultsPage(w int) ([]string, map[string]int) {
	s, e := p.Styles, p.Text.Evidence
	out := []string{s.Heading.Render(e.ResultsHeading)}
	out = append(out, kit.Prose(p.Doc.Section("results.intro"), w, s.Muted.Render)...)
	at := map[string]int{}
	for _, r := range results() {
		out = append(out, "")
		at[r.id] = len(out)
		head := s.Accent.Render(p.Doc.Section(r.id+".title")) + "  " + s.Muted.Render("["+r.kind.label(p.Text)+"]")
		out = append(out, kit.Truncate(head, w, s.Glyphs.Ellipsis))
		out = append(out, kit.Lines(fmt.Sprintf(p.Text.Shell.NamedFmt, e.SetupLabel, p.Doc.Section(r.id+".setup")), w, s.Text.Render)...)
		out = append(out, kit.Lines(fmt.Sprintf(p.Text.Shell.NamedFmt, e.ResultLabel, p.Doc.Section(r.id+".result")), w, s.Value.Render)...)
	}
	return out, at
}

// attributionPage shows which mechanism changed in each comparison and
// what each one can isolate.
func (p *Panel) attributionPage(w int) []string {
	s, g, e := p.Styles, p.Styles.Glyphs, p.Text.Evidence
	out := []string{s.Heading.Render(e.AttributionHeading)}
	out = append(out, kit.Lines(p.Doc.Section("attribution.intro"), w, s.Muted.Render)...)
	out = append(out, "")
	cell := func(c change) string {
		if c == changed {
			return s.Accent.Render(c.label(p.Text))
		}
		return s.Muted.Render(c.label(p.Text))
	}
	rows := [][]string{{e.ColComparison, e.ColNIC, e.ColLB, e.ColCC}}
	for _, c := range comparisons() {
		rows = append(rows, []string{p.Doc.Section("attr." + c.id), cell(c.nic), cell(c.lb), cell(c.cc)})
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
		text := fmt.Sprintf(p.Text.Shell.NamedFmt, p.Doc.Section("attr."+c.id), p.Doc.Section("attr."+c.id+".isolates"))
		out = append(out, kit.Lines("- "+text, w, s.Text.Render)...)
	}
	return out
}

// keyNumbersPage lists the digest's key numbers; the selected row is
// marked, and Enter opens the panel it names.
func (p *Panel) keyNumbersPage(w, h int) []string {
	s, g, e := p.Styles, p.Styles.Glyphs, p.Text.Evidence
	out := []string{s.Heading.Render(e.KeyNumbersHeading)}
	out = append(out, kit.Lines(e.KeyNumbersHint, w, s.Muted.Render)...)
	selTop, selBottom := 0, 0
	for i, kn := range keyNumbers() {
		where := ""
		if kn.panel != "" {
			where = "[" + p.PanelTitle(kn.panel) + "]"
		}
		mark, style := "  ", s.Text.Render
		if i == p.row {
			mark, style = g.Cursor+" ", s.Selected.Render
			selTop = len(out)
			if kn.panel != "" {
				where += " " + fmt.Sprintf(e.OpensFmt, p.PanelTitle(kn.panel))
			}
		}
		out = append(out, kit.Truncate(style(mark+kn.number(g, p.Text))+"  "+s.Muted.Render(where), w, g.Ellipsis))
		for _, l := range kit.Wrap(p.Doc.Section("kn."+kn.id), max(1, w-4)) {
			out = append(out, "    "+s.Text.Render(l))
		}
		if i == p.row {
			selBottom = len(out)
		}
	}
	// Keep the selected row in view: the area shows h-2 lines of the body.
	visible := max(1, h-2)
	if selTop < p.Pager.Scroll {
		p.Pager.Scroll = selTop
	} else if selBottom > p.Pager.Scroll+visible {
		p.Pager.Scroll = selBottom - visible
	}
	return out
}

// converterPage is the gain converter: the printed gain typed or nudged,
// each step of the conversion with its numbers, the case study's three
// gains, and a chart of both conventions.
func (p *Panel) converterPage(w, h int) []string {
	s, g, e := p.Styles, p.Styles.Glyphs, p.Text.Evidence
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
		// The speed-up is shown to the precision of the percentage it gives.
		{e.UsualLabel, fmt.Sprintf("%s - 1 = %s %%", num(c.Speedup, 3), i18n.Signed(c.UsualPct, 1))},
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
		equal, usual := p.gainSeries(nil, nil)
		out = append(out, p.Legend(w, 3, p.SeriesEntry(usual, e.LegendUsual), p.SeriesEntry(equal, e.LegendPrinted),
			kit.MarkEntry(s.Marker.Render(string(g.MarkCurrent)+" "+fmt.Sprintf("%s %%", num(c.PrintedPct, 1)))))...)
	}
	out = append(out, "", s.Heading.Render(e.CaseStudyHeading))
	rows := [][]string{}
	for _, cs := range p.caseStudies() {
		cv, _ := gain.FromPrinted(cs.printed)
		rows = append(rows, []string{cs.name, num(cs.printed, 1) + " %", num(cv.OldOverNew, 3), num(cv.Speedup, 2) + "x", i18n.Signed(cv.UsualPct, 1) + " %"})
	}
	out = append(out, kit.Table(rows, 2, 1, 2, 3, 4)...)
	out = append(out, "")
	return append(out, kit.Lines(p.Doc.Section("converter.note"), w, s.Muted.Render)...)
}
