package kit

import (
	"fmt"
	"strings"

	"pegasus/i18n"
	"pegasus/model/knob"
)

// WideMin is the narrowest panel that gets two columns; below it the
// knob list folds into one line above the page.
const WideMin = 76

// LeftWidth is the width of the knob column of a wide panel.
func LeftWidth(w int) int { return min(max(w*34/100, 30), 46) }

// TwoColumns sets the left lines and the right block side by side, with a
// rule between them, exactly w x h.
func TwoColumns(s Styles, left []string, right string, w, h int) string {
	lw := LeftWidth(w)
	sep := " " + s.Rule.Render(s.Glyphs.VRule) + " "
	return JoinColumns(sep, h, []string{strings.Join(left, "\n"), right}, []int{lw, w - lw - 3})
}

// RightX is the first column of the right block of TwoColumns.
func RightX(w int) int { return LeftWidth(w) + 3 }

// KnobList renders the knobs of c, the selected one marked with a glyph
// and a highlight, a model-choice mark after the label of each knob whose
// default the paper does not give, then a slider for the selected knob;
// w is the column width and y the row of the first knob in the panel,
// recorded as the knobs' mouse zone.
func KnobList[P any](b *Base, c *Controls[P], p P, y, w int) []string {
	s, g, t := b.Styles, b.Styles.Glyphs, b.Text
	labels, values := make([]string, len(c.Knobs)), make([]string, len(c.Knobs))
	labelW, valueW := 0, 0
	for i, k := range c.Knobs {
		labels[i], values[i] = k.Label(t), k.Value(p, t, g)
		if k.Origin == knob.Model {
			labels[i] += g.ModelMark
		}
		labelW, valueW = max(labelW, Width(labels[i])), max(valueW, Width(values[i]))
	}
	// Values stay whole. When the labels and the widest value do not fit
	// side by side, each value is set against the column's right edge and
	// its label takes the room that value leaves (a short value leaves a
	// long label whole); a label cut keeps its model-choice mark.
	const lead, gap, shortest = 2, 2, 8
	var rows []string
	if w-lead-gap-valueW < labelW {
		for i, k := range c.Knobs {
			room := max(shortest, w-lead-gap-Width(values[i]))
			if Width(labels[i]) > room {
				mark := ""
				if k.Origin == knob.Model {
					mark = g.ModelMark
				}
				labels[i] = Truncate(k.Label(t), room-Width(mark), g.Ellipsis) + mark
			}
			rows = append(rows, labels[i]+strings.Repeat(" ", max(gap, w-lead-Width(labels[i])-Width(values[i])))+values[i])
		}
	} else {
		table := make([][]string, len(c.Knobs))
		for i := range c.Knobs {
			table[i] = []string{labels[i], values[i]}
		}
		rows = Table(table, gap)
	}
	var lines []string
	for i, row := range rows {
		if i == c.Sel {
			lines = append(lines, s.Selected.Render(PadRight(Truncate(g.Cursor+" "+row, w, g.Ellipsis), w)))
		} else {
			lines = append(lines, s.Text.Render(Truncate("  "+row, w, g.Ellipsis)))
		}
	}
	b.Zones.Knobs = Rect{X: 0, Y: y, W: w, H: len(c.Knobs)}
	return append(lines, sliderLines(b, c.Selected(), p, w)...)
}

// minSliderBar is the shortest slider drawn between its range's ends.
const minSliderBar = 6

// sliderLines draws knob k's slider in w cells, with the two ends of its
// range (and "log" for a logarithmic one): on one line when the slider
// keeps minSliderBar cells between them, else the slider across the whole
// line with the ends on the line below, so that it is never lost.
func sliderLines[P any](b *Base, k Knob[P], p P, w int) []string {
	s, g, t := b.Styles, b.Styles.Glyphs, b.Text
	lo, hi := k.Range(t, g)
	if k.Spec.Log {
		hi = fmt.Sprintf(t.Shell.SliderLogFmt, hi)
	}
	frac := k.Fraction(k.Get(p))
	if bar := w - Width(lo) - Width(hi) - 2; bar >= minSliderBar {
		return []string{s.Muted.Render(lo+" ") + s.Accent.Render(Slider(g, frac, bar)) + s.Muted.Render(" "+hi)}
	}
	ends := ""
	if gap := w - Width(lo) - Width(hi); gap >= 1 {
		ends = s.Muted.Render(lo + strings.Repeat(" ", gap) + hi)
	}
	return []string{s.Accent.Render(Slider(g, frac, w)), ends}
}

// ModelNote is the legend of the model-choice mark, wrapped to w.
func ModelNote(b *Base, w int) []string {
	return Lines(b.Styles.Glyphs.ModelMark+" "+b.Text.Knob.ModelNote, w, b.Styles.Muted.Render)
}

// KnobLine is the narrow layout's one-line control: the selected knob, its
// value, a slider and its position in the list; y is its row in the panel.
func KnobLine[P any](b *Base, c *Controls[P], p P, y, w int) string {
	s, g, t := b.Styles, b.Styles.Glyphs, b.Text
	k := c.Selected()
	label := k.Label(t)
	if k.Origin == knob.Model {
		label += g.ModelMark
	}
	head := fmt.Sprintf("%s %s %s", g.Cursor, label, k.Value(p, t, g))
	pos := fmt.Sprintf(" %d/%d", c.Sel+1, len(c.Knobs))
	line := s.Selected.Render(head)
	if bar := w - Width(head) - Width(pos) - 2; bar >= 4 {
		line += " " + s.Accent.Render(Slider(g, k.Fraction(k.Get(p)), bar))
	}
	b.Zones.Knobs = Rect{X: 0, Y: y, W: w, H: 0} // one line: the wheel moves it, no row to click
	if w > 0 {
		b.Zones.Knobs.H = 1
	}
	return Truncate(line+s.Muted.Render(pos), w, g.Ellipsis)
}

// scrolled fits a page body under the page bar in a w x h area (the bar
// is the first line): a body taller than the area shows a line saying how
// far it has scrolled; the pager's offset is clamped to the body.
func scrolled(s Styles, t *i18n.Text, c *Pager, body []string, w, h int) string {
	if h < 2 {
		return ""
	}
	if len(body) > h-1 {
		visible := max(h-2, 0)
		c.clamp(len(body) - visible)
		more := s.Muted.Render(fmt.Sprintf(t.Shell.MoreFmt, c.Scroll+visible, len(body)))
		body = append(body[c.Scroll:c.Scroll+visible:c.Scroll+visible], more)
	} else {
		c.clamp(0)
	}
	return "\n" + FitLines(strings.Join(body, "\n"), w, h-1, s.Glyphs.Ellipsis)
}

// PageBar shows the current page the one way every panel does: its
// position and title between two arrows ("◂ 2/10 Credit trace ▸"), then
// the paging keys. It returns where the arrows sit on the line, for the
// mouse.
func PageBar(s Styles, t *i18n.Text, titles []string, cur, w int) ([]Span, string) {
	g := s.Glyphs
	left, right := g.PageLeft+" ", " "+g.PageRight
	mid := fmt.Sprintf("%d/%d %s", cur+1, len(titles), titles[cur])
	compact := s.TabActive.Render(left + mid + right)
	lw, cw := Width(left)+1, Width(compact) // TabActive pads one cell each side
	spans := []Span{{X0: 0, X1: lw, Item: PrevTab}, {X0: cw - Width(right) - 1, X1: cw, Item: NextTab}}
	return spans, Truncate(compact+s.Muted.Render("  "+t.Shell.PageHint), w, g.Ellipsis)
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

// MaxMeasure is the widest a paragraph of prose is set: longer lines are
// hard to follow, even on a wide terminal.
const MaxMeasure = 88

// Prose wraps a paragraph to w cells, or to MaxMeasure when w is wider.
func Prose(text string, w int, style func(...string) string) []string {
	return Lines(text, min(w, MaxMeasure), style)
}

// QuestionLines shows question number q (0-based) of count, and its answer
// once revealed, with the hint to reveal or hide it.
func QuestionLines(s Styles, t *i18n.Text, q, count int, question, answer string, revealed bool, w int) []string {
	c := t.Shell
	out := []string{s.Heading.Render(fmt.Sprintf(c.QuestionOfFmt, q+1, count))}
	out = append(out, Prose(question, w, s.Accent.Render)...)
	out = append(out, "")
	if !revealed {
		return append(out, Prose(c.RevealHint, w, s.Muted.Render)...)
	}
	out = append(out, s.Heading.Render(c.AnswerHeading))
	out = append(out, Prose(answer, w, s.Text.Render)...)
	return append(out, "", s.Muted.Render(Truncate(c.HideHint, w, s.Glyphs.Ellipsis)))
}

// KnobsBesidePage lays out a panel whose left column is its knobs: the
// heading, the knob list and the model-choice note beside the page area,
// or, below WideMin, the selected knob on one line above the page (see
// Layout). Panels call it from their refresh (in Update), never from View.
func KnobsBesidePage[P any](b *Base, c *Controls[P], p P, heading string) string {
	return b.Layout(func(w int) []string {
		left := append([]string{b.Styles.Heading.Render(heading)}, KnobList(b, c, p, 1, w)...)
		return append(append(left, ""), ModelNote(b, w)...)
	}, func(w int) []string { return []string{KnobLine(b, c, p, 0, w)} })
}
