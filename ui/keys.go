package ui

import (
	"github.com/charmbracelet/bubbles/key"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// keyMap is the shell's global keys. Letter keys have non-letter twins for
// users whose input method swallows letters.
type keyMap struct {
	Quit, Help, Language, Theme, NextPanel, PrevPanel, Back key.Binding
	Jump, Mouse, Search, FindNext, FindPrev, Export         key.Binding
	// Return goes back to the panel the last link came from.
	Return key.Binding
}

// newKeyMap builds the global keys with help text in the current
// language; with the language locked (a terminal that cannot show the
// other one) the language key is left out of the help.
func newKeyMap(t *i18n.Text, g kit.Glyphs, languageLocked bool) keyMap {
	k := t.Keys
	km := keyMap{
		Quit:      key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", k.Quit)),
		Help:      key.NewBinding(key.WithKeys("?", "f1"), key.WithHelp("?/F1", k.Help)),
		Language:  key.NewBinding(key.WithKeys("L", "f2"), key.WithHelp("L/F2", k.Language)),
		Theme:     key.NewBinding(key.WithKeys("T", "f3"), key.WithHelp("T/F3", k.Theme)),
		Mouse:     key.NewBinding(key.WithKeys("m", "f4"), key.WithHelp("m/F4", k.Mouse)),
		NextPanel: key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", k.NextPanel)),
		PrevPanel: key.NewBinding(key.WithKeys("shift+tab"), key.WithHelp("shift+tab", k.PrevPanel)),
		Jump:      key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9"), key.WithHelp("1-9", k.Jump)),
		Search:    key.NewBinding(key.WithKeys("/", "f5"), key.WithHelp("//F5", k.Search)),
		FindNext:  key.NewBinding(key.WithKeys("n", "f6"), key.WithHelp("n/F6", k.FindNext)),
		// Shift+F6 reaches Bubble Tea v1 as F18 (xterm's ESC [17;2~).
		FindPrev: key.NewBinding(key.WithKeys("N", "f18"), key.WithHelp("N/shift+F6", t.Search.KeyFindPrev)),
		Back:     key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", k.Back)),
		Return:   key.NewBinding(key.WithKeys("alt+left", "b"), key.WithHelp("b/alt+←", k.Return)),
		Export:   key.NewBinding(key.WithKeys("e", "f10"), key.WithHelp("e/F10", t.Lecture.KeyExport)),
	}
	km.Return = kit.ForGlyphs(g, km.Return)
	km.Language.SetEnabled(!languageLocked)
	return km
}

// short lists the global keys shown in the footer.
func (k keyMap) short() []key.Binding {
	return []key.Binding{k.Help, k.Language, k.Quit}
}

// full lists the global keys for the help overlay.
func (k keyMap) full() [][]key.Binding {
	return [][]key.Binding{
		{k.Help, k.Language, k.Theme, k.Mouse, k.Back},
		{k.NextPanel, k.PrevPanel, k.Jump, k.Return, k.Search, k.FindNext, k.FindPrev, k.Export, k.Quit},
	}
}
