package ui

import (
	"fmt"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/panels/kit"
)

// finder is the shell's search: the last query, where it looked (this
// panel or every panel), the matches it found in order, which one is on
// screen, and the search that runs, if any.
type finder struct {
	query kit.Query
	all   bool
	hits  []found
	cur   int // index in hits of the match on screen, -1 for none
	// versions are the text versions of the panels the hits were read at
	// (see kit.Searchable.TextVersion); a panel whose text changed since
	// is searched again before n or N moves.
	versions map[int]int
	// promptAll is the scope the open prompt searches (Tab switches it).
	promptAll bool
	// sweep is the search that runs; gen numbers searches, so the steps
	// of one that was superseded are dropped.
	sweep *sweep
	gen   int
	// sel and top are the chosen row of the list of matches and its first
	// row on screen.
	sel, top int
}

// found is a match in panel panel (an index in the shell's panels).
type found struct {
	panel int
	kit.Match
}

// before reports whether h comes before o in the panels' order.
func (h found) before(o found) bool {
	if h.panel != o.panel {
		return h.panel < o.panel
	}
	return h.Before(o.Match)
}

// openSearch opens the search prompt, searching this panel.
func (m *Model) openSearch() tea.Cmd {
	m.search.SetValue("")
	m.search.Placeholder = m.text.Search.Placeholder
	m.find.promptAll = false
	return m.search.Focus()
}

// searchKey edits the search prompt: Enter searches, Tab switches between
// this panel and every panel, Up brings back the last query, Esc closes
// the prompt.
func (m *Model) searchKey(msg tea.KeyMsg) tea.Cmd {
	switch msg.Type {
	case tea.KeyEsc:
		m.search.Blur()
		return nil
	case tea.KeyTab, tea.KeyShiftTab:
		m.find.promptAll = !m.find.promptAll
		return nil
	case tea.KeyUp:
		m.search.SetValue(m.find.query.Text())
		m.search.CursorEnd()
		return nil
	case tea.KeyEnter:
		m.search.Blur()
		return m.startSearch(kit.NewQuery(m.search.Value()), m.find.promptAll)
	}
	var cmd tea.Cmd
	m.search, cmd = m.search.Update(msg)
	return cmd
}

// searchPrompt is the status bar's prompt: where it searches, what is
// typed, and the key that searches the other way.
func (m *Model) searchPrompt() string {
	s, st := m.styles, m.text.Search
	scope, other := st.ScopePanel, st.ScopeAll
	if m.find.promptAll {
		scope, other = other, scope
	}
	return s.Accent.Render("/") + s.Muted.Render("["+scope+"] ") + m.search.View() +
		s.Muted.Render("  "+fmt.Sprintf(st.ScopeHintFmt, other))
}

// startSearch looks for q in the active panel or, with all, in every
// panel. A query found in this panel turns to its first match at or after
// the place on screen; one found anywhere opens the list of matches. An
// empty query does nothing; a query found nowhere leaves the screen as it
// was and says so.
func (m *Model) startSearch(q kit.Query, all bool) tea.Cmd {
	if q.Empty() {
		return nil
	}
	f := &m.find
	if !f.query.Empty() {
		for _, p := range m.panels {
			p.MarkSearch(kit.Query{}) // the last query's marks
		}
	}
	f.query, f.all, f.hits, f.cur, f.versions = q, all, nil, -1, nil
	then := sweepFirst
	if all {
		then = sweepList
	}
	return m.runSweep(then, m.here())
}

// findStep moves to the next match (dir 1) or the previous one (dir -1)
// of the last search, from the match on screen or, when the screen has
// moved away from it, from the place on screen. When the text of a
// searched panel changed since (a knob moved, a result came), the search
// runs again first.
func (m *Model) findStep(dir int) tea.Cmd {
	f := &m.find
	if f.sweep != nil {
		return nil // the search still runs; it shows its match when done
	}
	from := m.here()
	if m.changedSince() {
		then := sweepNext
		if dir < 0 {
			then = sweepPrev
		}
		return m.runSweep(then, from)
	}
	if len(f.hits) == 0 {
		return m.notFound()
	}
	return m.show(m.stepFrom(from, dir))
}

// place is where a step starts from: a match, or the top of the page on
// screen (line Line, before any match on it).
type place struct {
	at    found
	onHit bool
}

// here is the match on screen, if the screen still shows it, else the
// top line of the page on screen.
func (m *Model) here() place {
	f := &m.find
	page, scroll := m.panels[m.active].Position()
	if f.cur >= 0 && f.cur < len(f.hits) {
		h := f.hits[f.cur]
		if h.panel == m.active && h.Page == page {
			return place{at: h, onHit: true}
		}
	}
	return place{at: found{panel: m.active, Match: kit.Match{Page: page, Line: scroll, Rune: -1}}}
}

// stepFrom is the index of the match after (dir 1) or before (dir -1)
// from, wrapping round; in one panel's search, the other panels' places
// do not count.
func (m *Model) stepFrom(from place, dir int) int {
	hits := m.find.hits
	if dir > 0 {
		for i, h := range hits {
			if from.at.before(h) && !(from.onHit && h.Same(from.at.Match) && h.panel == from.at.panel) {
				return i
			}
		}
		return 0
	}
	for i := len(hits) - 1; i >= 0; i-- {
		if hits[i].before(from.at) {
			return i
		}
	}
	return len(hits) - 1
}

// changedSince reports whether a searched panel's text changed since its
// matches were read, or, for a search of one panel, whether another panel
// is on screen now (n and N then search that one).
func (m *Model) changedSince() bool {
	if _, ok := m.find.versions[m.active]; !ok && !m.find.all {
		return true
	}
	for i, v := range m.find.versions {
		if v < 0 || m.panels[i].TextVersion() != v {
			return true
		}
	}
	return false
}

// show makes match i current: its panel comes on screen (for a search of
// every panel), turned to its page and scrolled to it, and the status
// line says which match of how many it is.
func (m *Model) show(i int) tea.Cmd {
	f := &m.find
	if i < 0 || i >= len(f.hits) {
		return nil
	}
	f.cur = i
	h := f.hits[i]
	m.active = h.panel
	p := m.panels[h.panel]
	p.ShowMatch(f.query, h.Match)
	// Through Update, so the panel also starts what its new page needs.
	cmd := m.updatePanel(h.panel, kit.RefreshMsg{})
	f.versions[h.panel] = p.TextVersion()
	var text string
	if f.all {
		text = fmt.Sprintf(m.text.Search.FoundAllFmt, f.query.Text(), i+1, len(f.hits), p.Title(), p.PageStatus())
	} else {
		text = fmt.Sprintf(m.text.Search.FoundFmt, f.query.Text(), i+1, len(f.hits), p.PageStatus())
	}
	return tea.Batch(cmd, m.setStatus(kit.StatusMsg{Text: text}))
}

// notFound says the last query is in no page searched; nothing moves.
func (m *Model) notFound() tea.Cmd {
	format := m.text.Search.NotFoundFmt
	if m.find.all {
		format = m.text.Search.NotFoundAllFmt
	}
	return m.setStatus(kit.StatusMsg{Text: fmt.Sprintf(format, m.find.query.Text()), Error: true})
}

// searchMarked reports whether a search's matches are marked on screen.
func (m *Model) searchMarked() bool { return !m.find.query.Empty() || m.find.sweep != nil }

// clearSearch stops a running search and clears the marks of the last
// one; n and N then do nothing until the next search.
func (m *Model) clearSearch() {
	m.find.sweep = nil
	if !m.find.query.Empty() {
		for _, p := range m.panels {
			p.MarkSearch(kit.Query{})
		}
	}
	m.find = finder{gen: m.find.gen, cur: -1}
}
