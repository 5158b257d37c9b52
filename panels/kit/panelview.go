package kit

import (
	"fmt"
	"strings"

	"pegasus/i18n"
)

// WideMin is the narrowest panel that gets two columns; below it the
// parameter list folds into one line above the page.
const WideMin = 76

// LeftWidth is the width of the parameter column of a wide panel.
func LeftWidth(w int) int { return min(max(w*34/100, 30), 46) }

// TwoColumns sets the left lines and the right block side by side, with a
// rule between them, exactly w x h.
func TwoColumns(s Styles, left []string, right string, w, h int) string {
	lw := LeftWidth(w)
	sep := " " + s.Rule.Render(s.Glyphs.VRule) + " "
	return JoinColumns(sep, h, []string{strings.Join(left, "\n"), right}, []int{lw, w - lw - 3})
}

// ParamList renders the parameters, the selected one marked with a glyph
// and a highlight, then a slider for it; w is the column width.
func ParamList[S any](s Styles, t *i18n.Text, c *Controls[S], state S, w int) []string {
	g := s.Glyphs
	rows := make([][]string, len(c.Params))
	for i, p := range c.Params {
		rows[i] = []string{p.Label(t), p.Value(state, t)}
	}
	var lines []string
	for i, row := range Table(rows, 2) {
		if i == c.Sel {
			lines = append(lines, s.Selected.Render(PadRight(Truncate(g.Cursor+" "+row, w, g.Ellipsis), w)))
		} else {
			lines = append(lines, s.Text.Render(Truncate("  "+row, w, g.Ellipsis)))
		}
	}
	p := c.Params[c.Sel]
	lo, hi := p.Range(t)
	if bar := w - Width(lo) - Width(hi) - 2; bar >= 4 {
		lines = append(lines, s.Muted.Render(lo+" ")+s.Accent.Render(Slider(g, p.Fraction(state), bar))+s.Muted.Render(" "+hi))
	} else {
		lines = append(lines, "")
	}
	return lines
}

// ParamLine is the narrow layout's one-line control: the selected parameter,
// its value, a slider and its position in the list.
func ParamLine[S any](s Styles, t *i18n.Text, c *Controls[S], state S, w int) string {
	g := s.Glyphs
	p := c.Params[c.Sel]
	head := fmt.Sprintf("%s %s %s", g.Cursor, p.Label(t), p.Value(state, t))
	pos := fmt.Sprintf(" %d/%d", c.Sel+1, len(c.Params))
	line := s.Selected.Render(head)
	if bar := w - Width(head) - Width(pos) - 2; bar >= 4 {
		line += " " + s.Accent.Render(Slider(g, p.Fraction(state), bar))
	}
	return Truncate(line+s.Muted.Render(pos), w, g.Ellipsis)
}

// PageArea is the page bar and the current page's body, scrolled: a body
// taller than the area shows a line saying how to scroll. It clamps the
// pager's scroll offset to the body it shows.
func PageArea(s Styles, t *i18n.Text, c *Pager, titles []string, body []string, w, h int) string {
	g := s.Glyphs
	bar := PageBar(s, t, titles, c.Page, w)
	if h < 2 {
		return bar
	}
	if len(body) > h-1 {
		visible := max(h-2, 0)
		c.Scroll = max(0, min(c.Scroll, len(body)-visible))
		more := s.Muted.Render(fmt.Sprintf(t.Shell.MoreFmt, c.Scroll+visible, len(body)))
		body = append(body[c.Scroll:c.Scroll+visible:c.Scroll+visible], more)
	} else {
		c.Scroll = 0
	}
	return bar + "\n" + FitLines(strings.Join(body, "\n"), w, h-1, g.Ellipsis)
}

// PageBar names every page with the current one marked, or, when they do
// not fit, the current one with its position and how to move.
func PageBar(s Styles, t *i18n.Text, titles []string, cur, w int) string {
	g := s.Glyphs
	var b strings.Builder
	for i, title := range titles {
		if i == cur {
			b.WriteString(s.TabActive.Render(g.Cursor + title))
		} else {
			b.WriteString(s.TabInactive.Render(" " + title))
		}
	}
	if full := b.String(); Width(full) <= w {
		return full
	}
	compact := fmt.Sprintf("%s %d/%d %s %s", g.PageLeft, cur+1, len(titles), titles[cur], g.PageRight)
	return Truncate(s.TabActive.Render(compact)+s.Muted.Render("  "+t.Shell.PageHint), w, g.Ellipsis)
}

// Lines wraps text to w cells and styles each line; a list item's
// continuation lines are indented under its text.
func Lines(text string, w int, style func(...string) string) []string {
	var out []string
	for _, para := range strings.Split(text, "\n") {
		item, isItem := strings.CutPrefix(para, "- ")
		if !isItem {
			for _, l := range Wrap(para, w) {
				out = append(out, style(l))
			}
			continue
		}
		for i, l := range Wrap(item, max(1, w-2)) {
			lead := "  "
			if i == 0 {
				lead = "- "
			}
			out = append(out, style(lead+l))
		}
	}
	return out
}

// QuestionLines shows question number q (0-based) of count, and its answer
// once revealed, with the hint to reveal or hide it.
func QuestionLines(s Styles, t *i18n.Text, q, count int, question, answer string, revealed bool, w int) []string {
	c := t.Shell
	out := []string{s.Heading.Render(fmt.Sprintf(c.QuestionOfFmt, q+1, count))}
	out = append(out, Lines(question, w, s.Accent.Render)...)
	out = append(out, "")
	if !revealed {
		return append(out, Lines(c.RevealHint, w, s.Muted.Render)...)
	}
	out = append(out, s.Heading.Render(c.AnswerHeading))
	out = append(out, Lines(answer, w, s.Text.Render)...)
	return append(out, "", s.Muted.Render(Truncate(c.HideHint, w, s.Glyphs.Ellipsis)))
}
