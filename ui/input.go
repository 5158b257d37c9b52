package ui

import (
	"slices"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/panels/kit"
)

// handleKey runs the shell's own keys, an open overlay's or the search
// prompt's, and forwards the rest to the active panel.
func (m *Model) handleKey(msg tea.KeyMsg) tea.Cmd {
	k := m.keys
	switch {
	case msg.Type == tea.KeyCtrlC:
		return tea.Quit
	case m.following():
		return m.followKey(msg)
	case m.present != nil:
		return m.presentKey(msg)
	case m.exporting != nil:
		return m.exportKey(msg)
	case m.search.Focused():
		return m.searchKey(msg)
	case msg.Type == tea.KeyRunes && len(msg.Runes) > 1 && !msg.Paste:
		return m.eachRune(msg)
	case m.overlay == resultsOverlay:
		return m.resultsKey(msg)
	case m.overlay == startOverlay:
		return m.startKey(msg)
	case m.overlay != noOverlay:
		return m.overlayKey(msg)
	case m.panels[m.active].Capturing():
		return m.updatePanel(m.active, msg)
	}
	if cmd, ok := m.globalKey(msg); ok {
		return cmd
	}
	switch {
	case matches(msg, k.Mouse):
		return m.toggleMouse()
	case matches(msg, k.NextPanel):
		return m.switchTo((m.active + 1) % len(m.panels))
	case matches(msg, k.PrevPanel):
		return m.switchTo((m.active + len(m.panels) - 1) % len(m.panels))
	case matches(msg, k.Jump):
		return m.switchTo(int(msg.Runes[0] - '1'))
	case matches(msg, k.Search):
		return m.openSearch()
	case matches(msg, k.FindNext) && !m.find.query.Empty():
		return m.findStep(1)
	case matches(msg, k.FindPrev) && !m.find.query.Empty():
		return m.findStep(-1)
	case matches(msg, k.Return):
		return m.goBack()
	}
	return m.updatePanel(m.active, msg)
}

// globalKey runs the keys the explorer and lecture mode share: quit,
// help, language, theme, export, and Esc clearing the status line. It
// reports whether msg was one of them.
func (m *Model) globalKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	k := m.keys
	switch {
	case m.follow != nil && matches(msg, m.followToggle()):
		return m.toggleFollow(), true
	case matches(msg, k.Quit):
		return tea.Quit, true
	case matches(msg, k.Help):
		m.overlay, m.scroll = helpOverlay, 0
		return nil, true
	case m.cfg.LanguageLock != "" && slices.Contains(k.Language.Keys(), msg.String()):
		return m.setStatus(kit.StatusMsg{Text: m.cfg.LanguageLock}), true
	case matches(msg, k.Language):
		return m.setLanguage(m.text.Lang.Next()), true
	case matches(msg, k.Theme):
		return m.setTheme(m.styles.Theme.Next()), true
	case matches(msg, k.Export):
		return m.startExport(), true
	case matches(msg, k.Back) && (m.status.Text != "" || m.searchMarked()):
		m.status = kit.StatusMsg{}
		m.clearSearch()
		return nil, true
	}
	return nil, false
}

// scrollOverlay scrolls an overlay by a line (up, down) or by page lines
// (PgUp, PgDn); it reports whether msg was one of those keys.
func (m *Model) scrollOverlay(msg tea.KeyMsg, page int) bool {
	switch msg.Type {
	case tea.KeyUp:
		m.scroll = max(0, m.scroll-1)
	case tea.KeyDown:
		m.scroll++
	case tea.KeyPgUp:
		m.scroll = max(0, m.scroll-page)
	case tea.KeyPgDown:
		m.scroll += page
	default:
		return false
	}
	return true
}

// overlayKey handles a key while the help or a notice covers the panel:
// the help scrolls and closes on ? or Esc; the notices close on any key
// that is not a scroll key (the start page and the list of matches have
// their own: startKey, resultsKey).
func (m *Model) overlayKey(msg tea.KeyMsg) tea.Cmd {
	if m.scrollOverlay(msg, m.height/2) {
		return nil
	}
	if m.overlay == helpOverlay && !matches(msg, m.keys.Help, m.keys.Back, m.keys.Quit) {
		if msg.String() == "k" {
			m.scroll = max(0, m.scroll-1)
		} else if msg.String() == "j" {
			m.scroll++
		}
		return nil
	}
	if m.overlay == helpOverlay && matches(msg, m.keys.Quit) {
		return tea.Quit
	}
	next := noOverlay
	if m.overlay == noticeOverlay && m.cfg.ShowStartPage && !m.startSeen {
		next = startOverlay
	}
	m.overlay, m.scroll = next, 0
	return nil
}

// handleMouse sends clicks on the tab bar to the shell and the rest, in
// the panel's own coordinates, to the active panel.
func (m *Model) handleMouse(msg tea.MouseMsg) tea.Cmd {
	if !m.mouse || m.tooSmall() {
		return nil
	}
	m.panels[m.active].Flush() // its mouse zones are where the screen shows them
	if m.overlay == resultsOverlay {
		m.resultsWheel(msg)
		return nil
	}
	if m.overlay != noOverlay {
		switch msg.Button {
		case tea.MouseButtonWheelUp:
			m.scroll = max(0, m.scroll-1)
		case tea.MouseButtonWheelDown:
			m.scroll++
		}
		return nil
	}
	if m.following() {
		return nil // the presenter moves the knobs
	}
	if msg.Y == 0 && m.present == nil {
		if msg.Button == tea.MouseButtonLeft && msg.Action == tea.MouseActionPress {
			for _, s := range m.tabSpans() {
				if msg.X >= s.X0 && msg.X < s.X1 {
					return m.switchTo(s.Item)
				}
			}
		}
		return nil
	}
	if m.present != nil {
		if m.present.current().Agenda {
			return nil // no panel on screen
		}
		msg.Y -= m.presentTopRows()
	} else {
		msg.Y-- // the tab bar
	}
	return m.updatePanel(m.active, msg)
}

// eachRune handles letters typed faster than the terminal is read, which
// Bubble Tea delivers as one message ("nn"), one at a time: two quick n
// presses move two matches on, and "/queue" typed at once opens the
// prompt and fills it.
func (m *Model) eachRune(msg tea.KeyMsg) tea.Cmd {
	cmds := make([]tea.Cmd, 0, len(msg.Runes))
	for _, r := range msg.Runes {
		cmds = append(cmds, m.handleKey(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}, Alt: msg.Alt}))
	}
	return tea.Batch(cmds...)
}
