package ui

import (
	"fmt"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/panels/kit"
)

// sweepThen is what a search does once it has read every page it looks
// in.
type sweepThen int

const (
	// sweepFirst shows the first match at or after the place on screen.
	sweepFirst sweepThen = iota
	// sweepList opens the list of matches (a search of every panel).
	sweepList
	// sweepNext and sweepPrev show the match after or before the place
	// the step started from (n or N, after a panel's text changed).
	sweepNext
	sweepPrev
)

// sweep is a search that runs: the panels it reads, page by page, a
// slice of them per message, so that no frame waits for all of them.
type sweep struct {
	gen  int
	then sweepThen
	from place
	// panels are the panels to read, in order; next is the index in
	// panels and page the page to read next.
	panels     []int
	next, page int
	// started is the text version of the panel being read when its first
	// page was.
	started  int
	hits     []found
	versions map[int]int
}

// sweepStepMsg reads the next slice of search gen's pages.
type sweepStepMsg struct{ gen int }

// sweepBudget is the time a slice of a search may take, half of a 60 Hz
// frame; a slice reads at least one page. A page's text is cached until
// the panel's text changes, so a search over pages read before costs
// little more than comparing text.
const sweepBudget = 8 * time.Millisecond

// runSweep starts a search of the last query (see finder) and reads its
// first slice at once: a search within the budget ends in this Update.
func (m *Model) runSweep(then sweepThen, from place) tea.Cmd {
	f := &m.find
	f.gen++
	s := &sweep{gen: f.gen, then: then, from: from, versions: map[int]int{}}
	if f.all {
		for i := range m.panels {
			s.panels = append(s.panels, i)
		}
	} else {
		s.panels = []int{m.active}
	}
	f.sweep = s
	cmd := m.sweepStep(sweepStepMsg{gen: s.gen})
	if f.sweep == s {
		return tea.Batch(cmd, m.setStatus(kit.StatusMsg{Text: fmt.Sprintf(m.text.Search.SearchingFmt, f.query.Text())}))
	}
	return cmd
}

// sweepStep reads pages of the running search until the budget is spent,
// then asks for the next slice, or finishes. A step of a search that was
// superseded or cleared is dropped.
func (m *Model) sweepStep(msg sweepStepMsg) tea.Cmd {
	f := &m.find
	s := f.sweep
	if s == nil || s.gen != msg.gen {
		return nil
	}
	clock := m.cfg.clock()
	began := clock.Now()
	for s.next < len(s.panels) {
		i := s.panels[s.next]
		p := m.panels[i]
		if s.page == 0 {
			m.layOut(i)
			s.started = p.TextVersion()
		}
		for _, match := range p.SearchPage(f.query, s.page) {
			s.hits = append(s.hits, found{panel: i, Match: match})
		}
		s.page++
		if s.page >= len(p.PageTitles()) {
			v := p.TextVersion()
			if v != s.started {
				v = -1 // changed while it was read: read again before n moves
			}
			s.versions[i] = v
			s.next, s.page = s.next+1, 0
		}
		if clock.Now().Sub(began) >= sweepBudget {
			break
		}
	}
	if s.next < len(s.panels) {
		return func() tea.Msg { return sweepStepMsg{gen: s.gen} }
	}
	f.sweep = nil
	return m.sweepDone(s)
}

// layOut gives panel i the panel area, so that a panel never shown yet
// has pages to search, laid out as they would be shown.
func (m *Model) layOut(i int) {
	if m.tooSmall() || m.panelSize.w <= 0 || m.panelSize.h <= 0 {
		return
	}
	m.panels[i].SetSize(m.panelSize.w, m.panelSize.h)
	m.panels[i].Flush()
}

// sweepDone keeps what a search found, marks it in the panels, and shows
// the match or the list it was started for. A search of one panel that is
// no longer on screen shows nothing.
func (m *Model) sweepDone(s *sweep) tea.Cmd {
	f := &m.find
	f.hits, f.versions, f.cur = s.hits, s.versions, -1
	if searching := fmt.Sprintf(m.text.Search.SearchingFmt, f.query.Text()); m.status.Text == searching {
		m.status = kit.StatusMsg{}
	}
	marked := map[int]bool{}
	for _, h := range s.hits {
		if !marked[h.panel] {
			marked[h.panel] = true
			m.panels[h.panel].MarkSearch(f.query)
		}
	}
	if !f.all && s.panels[0] != m.active {
		return nil
	}
	if len(f.hits) == 0 {
		return m.notFound()
	}
	switch s.then {
	case sweepList:
		m.openResults(m.stepFrom(s.from, 1))
		return nil
	case sweepPrev:
		return m.show(m.stepFrom(s.from, -1))
	}
	return m.show(m.stepFrom(s.from, 1))
}
