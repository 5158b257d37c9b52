package ui

import (
	"fmt"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/panels/kit"
)

// startLayout is how much the start page keeps to fit its box: blurbs
// wrapped or cut to one line each, its headings, its blank lines.
type startLayout struct{ wrap, headings, blanks bool }

// startLayouts are tried in order; the first whose rows fit is used, and
// the last one scrolls when none does.
func startLayouts() []startLayout {
	return []startLayout{{true, true, true}, {false, true, true}, {false, false, true}, {false, false, false}}
}

// startPage is the start page of a first run: what the explorer is, each
// panel in a line, the keys that matter and where to begin, above the
// key line, which is pinned to the bottom of the box so that it always
// shows. The fullest layout that fits the panel area h rows tall is used.
func (m *Model) startPage(h int) pinned {
	var b pinned
	for _, l := range startLayouts() {
		b = m.startRows(l)
		if _, scrolls := m.pinnedRoom(b, h); !scrolls {
			return b
		}
	}
	return b
}

// startRows lays the start page out one way.
func (m *Model) startRows(l startLayout) pinned {
	s, sh := m.styles, m.text.Shell
	w := m.boxWidth()
	var body []string
	gap := func() {
		if l.blanks {
			body = append(body, "")
		}
	}
	body = append(body, kit.Lines(sh.StartIntro, w, s.Text.Render)...)
	gap()
	if l.headings {
		body = append(body, s.Accent.Render(sh.StartPanels))
	}
	body = append(body, m.startPanels(w, l.wrap)...)
	gap()
	if l.headings {
		body = append(body, s.Accent.Render(sh.StartKeys))
	}
	body = append(body, kit.Lines(sh.StartKeyList, w, s.Text.Render)...)
	gap()
	body = append(body, kit.Lines(sh.StartBegin, w, s.Value.Render)...)
	return pinned{
		head: []string{s.Heading.Render(kit.Truncate(sh.StartTitle, w, s.Glyphs.Ellipsis))},
		foot: append([]string{""}, kit.Lines(sh.StartDismiss, w, s.Accent.Render)...),
		rows: len(body),
		row:  func(i int) string { return body[i] },
		more: func(_, last, total int) string { return fmt.Sprintf(sh.MoreKeysFmt, last, total) },
	}
}

// startPanels lists the panels, a number and a title, then a blurb
// wrapped under itself or cut to the line.
func (m *Model) startPanels(w int, wrap bool) []string {
	s, sh, g := m.styles, m.text.Shell, m.styles.Glyphs
	names := make([]string, len(m.panels))
	nameW := 0
	for i, p := range m.panels {
		names[i] = fmt.Sprintf(sh.StartPanelFmt, i+1, p.Title())
		nameW = max(nameW, kit.Width(names[i]))
	}
	blurbW := max(8, w-nameW-2)
	var out []string
	for i, p := range m.panels {
		lead := s.Accent.Render(kit.PadRight(names[i], nameW)) + "  "
		blurb := sh.Blurbs[string(p.ID())]
		if !wrap {
			out = append(out, lead+s.Text.Render(kit.Truncate(blurb, blurbW, g.Ellipsis)))
			continue
		}
		for j, line := range kit.Wrap(blurb, blurbW) {
			if j > 0 {
				lead = kit.PadRight("", nameW+2)
			}
			out = append(out, lead+s.Text.Render(line))
		}
	}
	return out
}

// startKey handles a key on the start page. A scroll key scrolls it when
// it does not fit; the language key switches its language and keeps it
// open. Any other key closes it for good and, unless it is Enter, Space
// or Esc, also does what it does in the explorer (a digit opens that
// panel, / searches, q quits): the key that closes the page is not lost.
func (m *Model) startKey(msg tea.KeyMsg) tea.Cmd {
	h := m.height - chromeHeight
	if _, scrolls := m.pinnedRoom(m.startPage(h), h); scrolls && m.scrollOverlay(msg, h/2) {
		return nil
	}
	if matches(msg, m.keys.Language) && m.cfg.LanguageLock == "" {
		return m.setLanguage(m.text.Lang.Next())
	}
	m.startSeen = true
	m.overlay, m.scroll = noOverlay, 0
	switch msg.Type {
	case tea.KeyEnter, tea.KeySpace, tea.KeyEsc:
		return nil
	}
	if msg.Type == tea.KeyRunes && len(msg.Runes) == 1 && msg.Runes[0] == ' ' {
		return nil
	}
	return m.handleKey(msg)
}

// startBox draws the start page in a panel area h rows tall.
func (m *Model) startBox(h int) string {
	return m.pinnedBox(m.startPage(h), m.boxWidth(), h, &m.scroll)
}
