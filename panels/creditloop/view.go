package creditloop

import (
	"fmt"
	"strings"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// wideMin is the narrowest panel that gets the two-column layout; below it
// the parameter list shrinks to one line above the page.
const wideMin = 76

// refresh rebuilds the cached rendering. It runs in Update, never in View.
func (p *Panel) refresh() {
	if p.width <= 0 || p.height <= 0 {
		p.view = ""
		return
	}
	if p.width >= wideMin {
		p.view = p.layoutWide()
	} else {
		p.view = p.layoutNarrow()
	}
}

// layoutWide puts the parameters and headline results on the left and
// the current page on the right.
func (p *Panel) layoutWide() string {
	lw := min(max(p.width*34/100, 30), 46)
	rw := p.width - lw - 3
	sep := " " + p.styles.Rule.Render(p.styles.Glyphs.VRule) + " "
	return kit.JoinColumns(sep, p.height,
		[]string{strings.Join(p.leftColumn(lw), "\n"), p.rightArea(rw, p.height)},
		[]int{lw, rw})
}

// layoutNarrow shows the selected parameter and the two throughputs on
// one line each, then the page over the full width.
func (p *Panel) layoutNarrow() string {
	top := []string{p.selectedLine(p.width), p.resultLine()}
	body := p.rightArea(p.width, p.height-len(top))
	return kit.FitLines(strings.Join(top, "\n")+"\n"+body, p.width, p.height, p.styles.Glyphs.Ellipsis)
}

// leftColumn lists every parameter, a slider for the selected one, and the
// headline results.
func (p *Panel) leftColumn(w int) []string {
	s, g, c := p.styles, p.styles.Glyphs, p.text.Credit
	lines := []string{s.Heading.Render(c.ParamsHeading)}
	rows := make([][]string, 0, paramCount)
	for id := paramID(0); id < paramCount; id++ {
		rows = append(rows, []string{id.label(p.text), id.value(p.params, p.text)})
	}
	for i, row := range kit.Table(rows, 2) {
		id := paramID(i)
		if id == p.sel {
			lines = append(lines, s.Selected.Render(kit.PadRight(g.Cursor+" "+row, w)))
		} else {
			lines = append(lines, s.Text.Render("  "+row))
		}
	}
	lines = append(lines, p.sliderLine(w), "")
	lines = append(lines, s.Heading.Render(c.ResultsHeading))
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

// sliderLine shows where the selected parameter sits in its range.
func (p *Panel) sliderLine(w int) string {
	lo, hi := p.sel.rangeText(p.text)
	bar := w - kit.Width(lo) - kit.Width(hi) - 2
	if bar < 4 {
		return ""
	}
	return p.styles.Muted.Render(lo+" ") + p.styles.Accent.Render(kit.Slider(p.styles.Glyphs, p.sel.fraction(p.params), bar)) + p.styles.Muted.Render(" "+hi)
}

// selectedLine is the narrow layout's one-line parameter control.
func (p *Panel) selectedLine(w int) string {
	s, g := p.styles, p.styles.Glyphs
	head := fmt.Sprintf("%s %s %s", g.Cursor, p.sel.label(p.text), p.sel.value(p.params, p.text))
	pos := fmt.Sprintf(" %d/%d", int(p.sel)+1, paramCount)
	bar := w - kit.Width(head) - kit.Width(pos) - 2
	line := s.Selected.Render(head)
	if bar >= 4 {
		line += " " + s.Accent.Render(kit.Slider(g, p.sel.fraction(p.params), bar))
	}
	return line + s.Muted.Render(pos)
}

// resultLine is the narrow layout's headline results.
func (p *Panel) resultLine() string {
	s, c := p.styles, p.text.Credit
	return s.Eq1.Render(c.Eq1Short) + " " + s.Value.Render(i18n.Number(p.point.Eq1Gbps, 1)) + "  " +
		s.Eq2.Render(c.Eq2Short) + " " + s.Value.Render(i18n.Number(p.point.Eq2Gbps, 1)) + " Gb/s"
}

// rightArea is the page bar and the current page, scrolled.
func (p *Panel) rightArea(w, h int) string {
	if h < 2 {
		return p.pageBar(w)
	}
	body := p.pageBody(w, h-1)
	g := p.styles.Glyphs
	if len(body) > h-1 {
		visible := h - 2
		p.scroll = min(p.scroll, len(body)-visible)
		more := p.styles.Muted.Render(fmt.Sprintf(p.text.Credit.MoreFmt, p.scroll+visible, len(body)))
		body = append(body[p.scroll:p.scroll+visible], more)
	} else {
		p.scroll = 0
	}
	return p.pageBar(w) + "\n" + kit.FitLines(strings.Join(body, "\n"), w, h-1, g.Ellipsis)
}

// pageBar names every page with the current one marked, or, when they do
// not fit, the current one with its position.
func (p *Panel) pageBar(w int) string {
	s, g := p.styles, p.styles.Glyphs
	var items []string
	for pg := page(0); pg < pageCount; pg++ {
		if pg == p.page {
			items = append(items, s.TabActive.Render(g.Cursor+pg.title(p.text)))
		} else {
			items = append(items, s.TabInactive.Render(" "+pg.title(p.text)))
		}
	}
	if full := strings.Join(items, ""); kit.Width(full) <= w {
		return full
	}
	compact := fmt.Sprintf("%s %d/%d %s %s", g.PageLeft, int(p.page)+1, pageCount, p.page.title(p.text), g.PageRight)
	return kit.Truncate(s.TabActive.Render(compact)+s.Muted.Render("  "+p.text.Credit.PageHint), w, g.Ellipsis)
}

// pageBody renders the current page as lines (it may be longer than h;
// rightArea scrolls it).
func (p *Panel) pageBody(w, h int) []string {
	switch p.page {
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
		q, _ := p.page.question()
		return p.questionPage(q, w)
	}
}
