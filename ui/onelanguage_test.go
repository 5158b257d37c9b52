package ui

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// nonASCII returns the first line of s holding a byte outside ASCII.
func nonASCII(s string) (string, bool) {
	for _, l := range strings.Split(s, "\n") {
		for i := 0; i < len(l); i++ {
			if l[i] >= 0x80 {
				return l, true
			}
		}
	}
	return "", false
}

// TestLockedLanguageScreensAreASCII runs the shell as the explorer does on
// a terminal whose character set is not UTF-8 (English, ASCII glyphs, the
// language locked): every page of every panel, the help and the start
// page, at 80x24 and 120x40, is ASCII only; the language key says why it
// does not switch; the reading panel has no side-by-side mode.
func TestLockedLanguageScreensAreASCII(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t, i18n.English)
	cfg.ASCII, cfg.LanguageLock, cfg.ShowStartPage = true, "Chinese needs a UTF-8 locale", true
	for _, sz := range [][2]int{{80, 24}, {120, 40}} {
		m := New(cfg)
		m.Update(tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
		check := func(where string) {
			t.Helper()
			if l, bad := nonASCII(m.View()); bad {
				t.Errorf("%dx%d %s: a line is not ASCII: %q", sz[0], sz[1], where, l)
			}
		}
		check("start page")
		m.Update(press("esc"))
		m.Update(press("?"))
		check("help")
		if strings.Contains(m.View(), "L/F2") {
			t.Errorf("the help offers the language key:\n%s", m.View())
		}
		m.Update(press("esc"))
		for i, p := range m.panels {
			m.Update(kit.OpenPanelMsg{To: p.ID()})
			for _, page := range m.panels[i].(kit.PageTable).PageKeys() {
				m.Update(kit.OpenPanelMsg{To: p.ID(), Page: page})
				kit.Settle(m.panels[i], m.panels[i].Init())
				m.Update(kit.RefreshMsg{})
				check(fmt.Sprintf("%s/%s", p.ID(), page))
			}
		}
		m.Update(kit.OpenPanelMsg{To: "reading", Page: "contents"})
		m.Update(press("s"))
		check("reading after s")
		m.Update(press("L"))
		if m.text.Lang != i18n.English || !strings.Contains(m.View(), cfg.LanguageLock) {
			t.Errorf("L switched to %s, or did not say why not:\n%s", m.text.Lang, m.View())
		}
		m.Update(tea.KeyMsg{Type: tea.KeyF2})
		if m.text.Lang != i18n.English {
			t.Error("F2 switched the language")
		}
	}
}
