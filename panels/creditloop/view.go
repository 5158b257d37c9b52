package creditloop

import (
	"fmt"
	"strings"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// refresh rebuilds the cached rendering. It runs in Update, never in View.
func (p *Panel) refresh() {
	if p.width <= 0 || p.height <= 0 {
		p.view = ""
		return
	}
	if p.width >= kit.WideMin {
		p.view = p.layoutWide()
	} else {
		p.view = p.layoutNarrow()
	}
}

// layoutWide puts the parameters and headline results on the left and
// the current page on the right.
func (p *Panel) layoutWide() string {
	lw := kit.LeftWidth(p.width)
	return kit.TwoColumns(p.styles, p.leftColumn(lw), p.rightArea(p.width-lw-3, p.height), p.width, p.height)
}

// layoutNarrow shows the selected parameter and the two throughputs on
// one line each, then the page over the full width.
func (p *Panel) layoutNarrow() string {
	top := []string{kit.ParamLine(p.styles, p.text, &p.ctl, p.params, p.width), p.resultLine()}
	body := p.rightArea(p.width, p.height-len(top))
	return kit.FitLines(strings.Join(top, "\n")+"\n"+body, p.width, p.height, p.styles.Glyphs.Ellipsis)
}

// leftColumn lists every parameter, a slider for the selected one, and the
// headline results.
func (p *Panel) leftColumn(w int) []string {
	s, g, c := p.styles, p.styles.Glyphs, p.text.Credit
	lines := []string{s.Heading.Render(c.ParamsHeading)}
	lines = append(lines, kit.ParamList(s, p.text, &p.ctl, p.params, w)...)
	lines = append(lines, "", s.Heading.Render(c.ResultsHeading))
	pt := p.point
	lines = append(lines, kit.Table([][]string{
		{c.BatchTime, i18n.Number(p.params.BatchTimeNs(), 2) + " ns"},
		{c.Window, fmt.Sprintf("%d + %d = %s", p.params.FreeWindow(), p.params.Overdraft, c.Batches(p.params.WindowBatches()))},
	}, 2)...)
	line := float64(p.params.LineGbps)
	lines = append(lines, kit.Table([][]string{
		{s.Eq1.Render(c.Eq1Short), s.Value.Render(i18n.Number(pt.Eq1Gbps, 1)) + " Gb/s", i18n.Number(100*pt.Eq1Gbps/line, 1) + "%"},
		{s.Eq2.Render(c.Eq2Short), s.Value.Render(i18n.Number(pt.Eq2Gbps, 1)) + " Gb/s", i18n.Number(100*pt.Eq2Gbps/line, 1) + "%"},
	}, 2, 1, 2)...)
	lines = append(lines, s.Muted.Render(fmt.Sprintf(c.SeedInfoFmt, i18n.Int(int(p.params.Seed)), i18n.Int(p.params.Batches))))
	for i, l := range lines {
		lines[i] = kit.Truncate(l, w, g.Ellipsis)
	}
	return lines
}

// resultLine is the narrow layout's headline results.
func (p *Panel) resultLine() string {
	s, c := p.styles, p.text.Credit
	return s.Eq1.Render(c.Eq1Short) + " " + s.Value.Render(i18n.Number(p.point.Eq1Gbps, 1)) + "  " +
		s.Eq2.Render(c.Eq2Short) + " " + s.Value.Render(i18n.Number(p.point.Eq2Gbps, 1)) + " Gb/s"
}

// rightArea is the page bar and the current page, scrolled.
func (p *Panel) rightArea(w, h int) string {
	titles := make([]string, pageCount)
	for pg := page(0); pg < pageCount; pg++ {
		titles[pg] = pg.title(p.text)
	}
	return kit.PageArea(p.styles, p.text, &p.ctl.Pager, titles, p.pageBody(w, h-1), w, h)
}

// pageBody renders the current page as lines (it may be longer than h;
// rightArea scrolls it).
func (p *Panel) pageBody(w, h int) []string {
	switch p.page() {
	case pageThroughput:
		return p.throughputPage(w, h)
	case pageTrace:
		return p.tracePage(w, h)
	case pageReadouts:
		return p.readoutsPage(w)
	case pageReference:
		return p.referencePage(w)
	case pageFormulas:
		return p.formulasPage(w)
	case pageModel:
		return p.modelPage(w)
	case pageCost:
		return p.costPage(w)
	default:
		q, _ := p.page().question()
		return kit.QuestionLines(p.styles, p.text, q, questionCount, p.doc.Section(fmt.Sprintf("q%d", q+1)),
			p.doc.Section(fmt.Sprintf("a%d", q+1)), p.reveal[q], w)
	}
}
