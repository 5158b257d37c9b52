package ui

import (
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/panels/kit"
	"pegasus/ui/notes"
)

// liveShare is what the presenter last published of its screen for the
// sessions following the lecture (pegasus serve --follow), and its deck's
// digest, computed once.
type liveShare struct {
	digest string
	sent   *notes.Live
}

// liveNow is the presenter's screen as followers need it: the deck, the
// panel and page on screen, its knob values and whether a question's
// answer is shown (the pauses revealed are the state's own).
func (m *Model) liveNow() *notes.Live {
	if m.live.digest == "" {
		m.live.digest = m.present.deck.Digest()
	}
	p := m.panels[m.active]
	page := ""
	if pt, ok := p.(kit.PageTable); ok {
		page = pt.CurrentPage()
	}
	return &notes.Live{Deck: m.live.digest, Panel: string(p.ID()), Page: page, Values: kit.ValuesOf(p), Answer: m.present.answer}
}

// liveShared is liveNow, remembered as published.
func (m *Model) liveShared() *notes.Live {
	m.live.sent = m.liveNow()
	return m.live.sent
}

// publishMoved publishes the presentation's state when the presenter's
// screen moved without a step (a knob, a page, an answer), so that the
// sessions following the lecture see it move too.
func (m *Model) publishMoved() tea.Cmd {
	if m.present == nil || m.follow != nil || m.present.notes == nil {
		return nil
	}
	if sent, now := m.live.sent, m.liveNow(); sent != nil && sameLive(sent, now) {
		return nil
	}
	return m.publish()
}

// sameLive reports whether two published screens are the same.
func sameLive(a, b *notes.Live) bool {
	return a.Deck == b.Deck && a.Panel == b.Panel && a.Page == b.Page && a.Answer == b.Answer && sameValues(a.Values, b.Values)
}
