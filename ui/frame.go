package ui

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// frameInterval is the shortest time between two renderings of the
// screen: the renderer draws at most FPS frames a second, so rendering
// more often than that would only cost time.
const frameInterval = time.Second / FPS

// frameMsg draws the frame that messages within one frame interval of
// the last left waiting.
type frameMsg struct{}

// frame renders the screen after an Update: at once when the last frame
// is a frame interval old, so that a single key shows without delay;
// otherwise when the interval has passed, once for every message in
// between, so that a burst of keys costs one rendering a frame rather than
// one a key (drawn forces it, for a frameMsg).
func (m *Model) frame(force bool) tea.Cmd {
	now := m.cfg.now()
	next := m.drawnAt.Add(frameInterval)
	if force || m.cfg.DrawEveryMessage || !now.Before(next) {
		m.draw(now)
		return nil
	}
	if m.frameDue {
		return nil
	}
	m.frameDue = true
	return m.cfg.clock().Tick(next.Sub(now), func(time.Time) tea.Msg { return frameMsg{} })
}

// draw renders the screen View returns: the panel on screen first, if
// an Update left it stale, then the shell around it. A panel an overlay
// covers is not rendered (a resize behind the start page costs no
// charts): it is when the overlay closes.
func (m *Model) draw(now time.Time) {
	m.drawnAt = now
	if !m.tooSmall() && m.panelShown() {
		m.panels[m.active].Flush()
	}
	m.refreshPresent()
	m.view = m.compose()
}

// panelShown reports whether the screen shows the active panel: not
// while the help, the start page, the search results or a notice covers
// it (a lecture and a presentation have views of their own, which may).
func (m *Model) panelShown() bool {
	return m.overlay == noOverlay || m.following() || m.present != nil
}
