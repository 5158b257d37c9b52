package ui

import (
	"strings"

	"github.com/charmbracelet/lipgloss"

	"pegasus/panels/kit"
)

// pinned is an overlay box whose head and foot always show while the rows
// between them scroll: the start page's key line and the list of matches'
// keys are never below the fold.
type pinned struct {
	head, foot []string
	// rows is how many rows there are between head and foot; row draws
	// row i.
	rows int
	row  func(i int) string
	// more, when rows do not all fit, is the line under them that says
	// which are shown (first and last shown, 1-based, and how many); with
	// none, the rows take that line too.
	more func(first, last, total int) string
}

// pinnedRoom is how many rows of b fit in a box in a panel area h rows
// tall, and whether some do not (a line then says how far it scrolled).
func (m *Model) pinnedRoom(b pinned, h int) (shown int, scrolls bool) {
	inner := max(1, h-m.styles.Overlay.GetVerticalFrameSize())
	room := max(1, inner-len(b.head)-len(b.foot))
	if b.rows <= room {
		return b.rows, false
	}
	if b.more == nil {
		return room, true // no line says how far it scrolled
	}
	return max(1, room-1), true
}

// pinnedBox draws b in a box w cells wide inside, centred in a panel area
// h rows tall, its rows from *top on (*top is kept within them). The
// width does not change as the rows scroll.
func (m *Model) pinnedBox(b pinned, w, h int, top *int) string {
	s := m.styles
	shown, scrolls := m.pinnedRoom(b, h)
	*top = max(0, min(*top, b.rows-shown))
	lines := append([]string{}, b.head...)
	for i := *top; i < *top+shown; i++ {
		lines = append(lines, b.row(i))
	}
	if scrolls && b.more != nil {
		lines = append(lines, s.Muted.Render(b.more(*top+1, *top+shown, b.rows)))
	}
	lines = append(lines, b.foot...)
	w = max(1, min(w, m.width-s.Overlay.GetHorizontalFrameSize()))
	content := kit.FitLines(strings.Join(lines, "\n"), w, len(lines), s.Glyphs.Ellipsis)
	return s.Renderer().Place(m.width, h, lipgloss.Center, lipgloss.Center, s.Overlay.Render(content))
}

// lines is every line of b, head, rows and foot, for a box that scrolls
// as a whole.
func (b pinned) lines() []string {
	out := append([]string{}, b.head...)
	for i := range b.rows {
		out = append(out, b.row(i))
	}
	return append(out, b.foot...)
}
