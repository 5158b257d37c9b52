package reading

import (
	"strings"

	"pegasus/i18n"
	"pegasus/model/advisor"
	"pegasus/panels/kit"
)

// action is what Enter does on a selectable item.
type action struct {
	link     *advisor.Link // follow this link
	question string        // show or hide this question's answer
	page     string        // turn to this page (a section, from the contents)
}

// row is one unit of a page (a heading, a paragraph, a link, a question,
// a line of the contents), drawn in the reading language or, side by
// side, in both languages with the two versions aligned.
type row struct {
	// key names a selectable item ("link:3", "q:s3-3-q1"); "" otherwise.
	key string
	act action
	// full rows span the page in the reading language even side by side
	// (the glossary's search line).
	full bool
	// indent is blank cells before the text (answers sit under their
	// question).
	indent int
	// gap puts a blank line after the row.
	gap bool
	// draw renders the row in a language for a column w cells wide;
	// selected is set when the row is the selected item.
	draw func(lang i18n.Lang, w int, selected bool) []string
}

// item is where a selectable row landed on the page: lines [top, bottom).
type item struct {
	key         string
	act         action
	top, bottom int
}

// layout is a page laid out at one width: its lines and its items.
type layout struct {
	lines []string
	items []item
}

// find returns the index of the item with this key, or -1.
func (l layout) find(key string) int {
	for i, it := range l.items {
		if it.key == key && key != "" {
			return i
		}
	}
	return -1
}

// sideMin is the narrowest column of the side-by-side mode; below it each
// English paragraph is followed by its Chinese one.
const sideMin = 28

// columnGap is the separator between the two columns, in cells.
const columnGap = 3

// columns is the side-by-side column width for a page w cells wide, and
// whether two columns fit.
func columns(w int) (int, bool) {
	col := min((w-columnGap)/2, kit.MaxMeasure)
	return col, col >= sideMin
}

// assemble lays rows out at width w: in the reading language lang, or side
// by side (English left, Chinese right) when side is set. sel is the key
// of the selected item.
func assemble(s kit.Styles, rows []row, lang i18n.Lang, side bool, sel string, w int) layout {
	var out layout
	measure := min(w, kit.MaxMeasure)
	col, two := columns(w)
	sep := " " + s.Rule.Render(s.Glyphs.VRule) + " "
	blank := ""
	if side && two {
		blank = strings.Repeat(" ", col) + sep
	}
	for _, r := range rows {
		selected := r.key != "" && r.key == sel
		top := len(out.lines)
		pad := strings.Repeat(" ", r.indent)
		draw := func(l i18n.Lang, width int) []string {
			lines := r.draw(l, max(1, width-r.indent), selected)
			for i := range lines {
				lines[i] = pad + lines[i]
			}
			return lines
		}
		switch {
		case r.full && side && two:
			out.lines = append(out.lines, draw(lang, 2*col+columnGap)...)
		case r.full || !side:
			out.lines = append(out.lines, draw(lang, measure)...)
		case two:
			left, right := draw(i18n.English, col), draw(i18n.TraditionalChinese, col)
			for i := range max(len(left), len(right)) {
				l, rt := "", ""
				if i < len(left) {
					l = left[i]
				}
				if i < len(right) {
					rt = right[i]
				}
				out.lines = append(out.lines, strings.TrimRight(kit.PadRight(l, col)+sep+rt, " "))
			}
		default: // too narrow for two columns: English, then Chinese
			out.lines = append(out.lines, draw(i18n.English, measure)...)
			out.lines = append(out.lines, draw(i18n.TraditionalChinese, measure)...)
		}
		if r.key != "" {
			out.items = append(out.items, item{key: r.key, act: r.act, top: top, bottom: len(out.lines)})
		}
		if r.gap {
			out.lines = append(out.lines, strings.TrimRight(blank, " "))
		}
	}
	return out
}

// wrapped wraps text to w cells and styles each line.
func wrapped(text string, w int, style func(...string) string) []string {
	lines := kit.Wrap(text, max(1, w))
	for i, l := range lines {
		lines[i] = style(l)
	}
	return lines
}

// gutter puts a selectable item's lines after a two-cell gutter that
// holds the cursor on the first line of the selected item.
func gutter(s kit.Styles, lines []string, selected bool) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		lead := "  "
		if selected && i == 0 {
			lead = s.Selected.Render(s.Glyphs.Cursor) + " "
		}
		out[i] = lead + l
	}
	return out
}
