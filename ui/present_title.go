package ui

import (
	"fmt"
	"strings"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// An agenda step is the talk's title slide: the deck's title (large when
// it can be) over a double rule, the step's caption as its subtitle, then
// the agenda (the deck's parts, each with its steps and planned time), as
// one block in the middle of the screen.

// coverMargin is the cells kept clear each side of the title slide.
const coverMargin = 2

// coverLines are an agenda step's screen, h rows, centred. The title is
// drawn large when the font has its characters and it fits above the
// subtitle and the agenda (kit.BigTitle), else as a heading.
func (m *Model) coverLines(h int) []string {
	p, s, lang := m.present, m.styles, m.text.Lang
	w := max(1, m.width-2*coverMargin)
	var subtitle []string
	for _, l := range kit.Wrap(p.current().Caption.In(lang), w) {
		subtitle = append(subtitle, s.Text.Render(l))
	}
	agenda := m.agendaRows(w, h-len(subtitle)-6)
	rest := 1 + len(subtitle) // the rule and the subtitle
	if len(agenda) > 0 {
		rest += 2 + len(agenda) // a blank row, the heading, the parts
	}
	title := p.deck.Title.In(lang)
	block, ok := kit.BigTitle(s.Glyphs, title, w, h-rest-2)
	if ok {
		for i, l := range block {
			block[i] = s.Big.Render(l)
		}
	} else {
		block = nil
		for _, l := range kit.Wrap(title, w) {
			block = append(block, s.Heading.Render(l))
		}
	}
	titleW := 0
	for _, l := range block {
		titleW = max(titleW, kit.Width(l))
	}
	rule := "═"
	if !s.Glyphs.Blocks {
		rule = "="
	}
	block = append(block, s.Accent.Render(strings.Repeat(rule, titleW)))
	block = append(block, subtitle...)
	if len(agenda) > 0 {
		block = append(block, "", m.agendaHeading())
		block = append(block, agenda...)
	}
	blockW := 0
	for _, l := range block {
		blockW = max(blockW, kit.Width(l))
	}
	left := strings.Repeat(" ", max(0, (m.width-blockW)/2))
	out := make([]string, 0, h)
	for range max(0, (h-len(block))/2) {
		out = append(out, "")
	}
	for _, l := range block {
		out = append(out, left+l)
	}
	for len(out) < h {
		out = append(out, "")
	}
	return out
}

// agendaHeading names the agenda, with the number of steps and the
// talk's planned time.
func (m *Model) agendaHeading() string {
	p, s, lt := m.present, m.styles, m.text.Lecture
	n := len(p.deck.Steps)
	about := fmt.Sprintf(lt.AgendaCountFmt, n)
	if plan := p.deck.Plan(); plan > 0 {
		about = fmt.Sprintf(lt.AgendaPlannedFmt, n, i18n.Clock(plan))
	}
	return s.Accent.Render(lt.AgendaTitle) + "  " + s.Muted.Render(about)
}

// agendaRows lays the agenda out as a table, w cells wide and at most
// rows rows: the part's number, its title, its steps and its planned
// time. A long agenda goes into two columns when the width allows, and
// is cut with an ellipsis when even they do not hold it.
func (m *Model) agendaRows(w, rows int) []string {
	p, s, g, lt, lang := m.present, m.styles, m.styles.Glyphs, m.text.Lecture, m.text.Lang
	parts := p.deck.Agenda()
	if len(parts) == 0 || rows < 1 {
		return nil
	}
	cells := make([][4]string, len(parts))
	var widths [4]int
	for i, pt := range parts {
		steps := fmt.Sprintf(lt.AgendaStepFmt, pt.First+1)
		if pt.Last > pt.First {
			steps = fmt.Sprintf(lt.AgendaStepsFmt, pt.First+1, pt.Last+1)
		}
		plan := ""
		if pt.Planned > 0 {
			plan = i18n.Clock(pt.Planned)
		}
		cells[i] = [4]string{fmt.Sprintf("%d", i+1), pt.Title.In(lang), steps, plan}
		for c, v := range cells[i] {
			widths[c] = max(widths[c], kit.Width(v))
		}
	}
	const gap = 3
	fixed := widths[0] + widths[2] + widths[3] + 3*gap
	columns := 1
	if len(parts) > rows && 2*(fixed+min(widths[1], 24))+gap*2 <= w {
		columns = 2
	}
	colW := (w - gap*2*(columns-1)) / columns
	titleW := max(4, min(widths[1], colW-fixed))
	line := func(c [4]string) string {
		return s.Muted.Render(kit.PadLeft(c[0], widths[0])) + strings.Repeat(" ", gap) +
			kit.PadRight(s.Text.Render(kit.Truncate(c[1], titleW, g.Ellipsis)), titleW) + strings.Repeat(" ", gap) +
			kit.PadRight(s.Muted.Render(c[2]), widths[2]) + strings.Repeat(" ", gap) +
			s.Value.Render(kit.PadLeft(c[3], widths[3]))
	}
	perCol := (len(parts) + columns - 1) / columns
	out := make([]string, min(perCol, rows))
	for i, c := range cells {
		r, col := i%perCol, i/perCol
		if r >= len(out) {
			continue
		}
		if col > 0 {
			out[r] = kit.PadRight(out[r], colW) + strings.Repeat(" ", gap*2)
		}
		out[r] += line(c)
	}
	if perCol > rows {
		out[rows-1] = s.Muted.Render(g.Ellipsis)
	}
	return out
}
