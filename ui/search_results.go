package ui

import (
	"fmt"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/panels/kit"
)

// openResults shows the list of matches of a search of every panel, with
// row sel chosen.
func (m *Model) openResults(sel int) {
	m.overlay, m.scroll = resultsOverlay, 0
	m.find.sel, m.find.top = max(0, sel), max(0, sel-2)
}

// resultsKey moves through the list of matches: up/down (k/j), PgUp/PgDn,
// Home/End; Enter opens the chosen match (panel, page and place), Esc
// closes the list, q quits.
func (m *Model) resultsKey(msg tea.KeyMsg) tea.Cmd {
	f := &m.find
	last := len(f.hits) - 1
	page, _ := m.pinnedRoom(m.resultsRows(), m.height-chromeHeight)
	switch msg.String() {
	case "up", "k":
		f.sel--
	case "down", "j":
		f.sel++
	case "pgup":
		f.sel -= page
	case "pgdown":
		f.sel += page
	case "home", "g":
		f.sel = 0
	case "end", "G":
		f.sel = last
	case "enter":
		m.overlay = noOverlay
		from := m.active
		cmd := m.show(f.sel)
		if m.active != from {
			m.trail = append(m.trail, from)
			if len(m.trail) > maxTrail {
				m.trail = m.trail[len(m.trail)-maxTrail:]
			}
		}
		return cmd
	case "esc":
		m.overlay = noOverlay
		return nil
	default:
		if matches(msg, m.keys.Quit) {
			return tea.Quit
		}
		return nil
	}
	f.sel = max(0, min(f.sel, last))
	return nil
}

// resultsWheel moves the chosen row with the mouse wheel.
func (m *Model) resultsWheel(msg tea.MouseMsg) {
	switch msg.Button {
	case tea.MouseButtonWheelUp:
		m.find.sel = max(0, m.find.sel-1)
	case tea.MouseButtonWheelDown:
		m.find.sel = min(len(m.find.hits)-1, m.find.sel+1)
	}
}

// resultsWidth is the width inside the list's box: wider than the help's,
// for the excerpts.
func (m *Model) resultsWidth() int {
	return max(10, min(110, m.width-m.styles.Overlay.GetHorizontalFrameSize()))
}

// resultsRows is the list of matches as a pinned box: a title, a row per
// match (its panel and page, and the line it is on with the match
// marked), and the keys.
func (m *Model) resultsRows() pinned {
	s, st, f := m.styles, m.text.Search, &m.find
	w := m.resultsWidth()
	panels := map[int]bool{}
	for _, h := range f.hits {
		panels[h.panel] = true
	}
	title := fmt.Sprintf(st.ResultsTitleFmt, f.query.Text(), len(f.hits), len(panels))
	switch {
	case len(f.hits) == 1:
		title = fmt.Sprintf(st.ResultsTitleOneFmt, f.query.Text())
	case len(panels) == 1:
		title = fmt.Sprintf(st.ResultsTitleOnePanelFmt, f.query.Text(), len(f.hits))
	}
	where := make([]string, len(f.hits))
	labelW := 0
	for i, h := range f.hits {
		p := m.panels[h.panel]
		pages := p.PageTitles()
		page := ""
		if h.Page < len(pages) {
			page = pages[h.Page]
		}
		where[i] = fmt.Sprintf(st.ResultsWhereFmt, h.panel+1, p.Title(), page)
		labelW = max(labelW, kit.Width(where[i]))
	}
	labelW = min(labelW, w*2/5)
	place := fmt.Sprintf(st.ResultsPlaceFmt, f.sel+1, len(f.hits))
	return pinned{
		head: []string{s.Heading.Render(kit.Truncate(title, w, s.Glyphs.Ellipsis)), ""},
		foot: []string{"", s.Muted.Render(kit.Truncate(st.ResultsHint+"  "+place, w, s.Glyphs.Ellipsis))},
		rows: len(f.hits),
		row: func(i int) string {
			label := kit.PadRight(kit.Truncate(where[i], labelW, s.Glyphs.Ellipsis), labelW)
			lead, style := "  ", s.Text
			if i == f.sel {
				lead, style = s.Glyphs.Cursor+" ", s.Selected
			}
			return style.Render(lead+label) + "  " + m.excerpt(f.hits[i].Match, max(4, w-labelW-4))
		},
	}
}

// resultsBox draws the list of matches in a panel area h rows tall,
// keeping the chosen row in view.
func (m *Model) resultsBox(h int) string {
	b := m.resultsRows()
	f := &m.find
	shown, _ := m.pinnedRoom(b, h)
	if f.sel < f.top {
		f.top = f.sel
	}
	if f.sel >= f.top+shown {
		f.top = f.sel - shown + 1
	}
	return m.pinnedBox(b, m.resultsWidth(), h, &f.top)
}

// excerpt is the line a match is on, w cells at most, cut so that the
// match shows, with the match marked.
func (m *Model) excerpt(h kit.Match, w int) string {
	s, g := m.styles, m.styles.Glyphs
	r, lo, hi := squeeze([]rune(h.Excerpt), h.ExcerptRunes[0], h.ExcerptRunes[1])
	start := 0
	for start < lo && (r[start] == ' ' || r[start] == '\t') {
		start++
	}
	lead := ""
	// Room before the match: a third of the width, once the match and
	// what precedes it are wider than the row.
	if kit.Width(string(r[start:hi])) > w {
		for start < lo && kit.Width(string(r[start:lo])) > w/3 {
			start++
		}
		lead = g.Ellipsis
	}
	text := s.Muted.Render(lead+string(r[start:lo])) + s.Marker.Underline(true).Render(string(r[lo:hi])) + s.Muted.Render(string(r[hi:]))
	return kit.Truncate(text, w, g.Ellipsis)
}

// squeeze shortens each run of spaces outside runes lo to hi of r (a
// table's alignment) to two, so that an excerpt shows a row's values
// beside its label; it returns the runes and where lo and hi are now.
func squeeze(r []rune, lo, hi int) ([]rune, int, int) {
	out := make([]rune, 0, len(r))
	nlo, nhi, run := lo, hi, 0
	for i, c := range r {
		if i == lo {
			nlo = len(out)
		}
		if i == hi {
			nhi = len(out)
		}
		if c == ' ' && (i < lo || i >= hi) {
			run++
			if run > 2 {
				continue
			}
		} else {
			run = 0
		}
		out = append(out, c)
	}
	if hi >= len(r) {
		nhi = len(out)
	}
	return out, nlo, nhi
}
