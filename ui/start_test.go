package ui

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"

	"pegasus/i18n"
)

// firstRun is the shell of a first start (the start page shows), sized.
func firstRun(t *testing.T, lang i18n.Lang, w, h int) *Model {
	t.Helper()
	cfg := testConfig(t, lang)
	cfg.ShowStartPage = true
	m := New(cfg)
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	if m.overlay != startOverlay {
		t.Fatal("the start page is not shown")
	}
	return m
}

// flat is the screen's text with its spaces and box sides gone, so that
// text wrapped onto two lines of a box is found whole.
func flat(view string) string {
	var b strings.Builder
	for _, l := range strings.Split(view, "\n") {
		l = strings.Trim(l, " │╭╮╰╯─|+-")
		b.WriteString(strings.Join(strings.Fields(l), ""))
	}
	return b.String()
}

// TestStartPageKeyLineIsOnScreen: at 80x24, the smallest size and larger
// ones, in both languages, the start page's title and its "press any key"
// line are on screen within its size, whatever does not fit of the rest.
func TestStartPageKeyLineIsOnScreen(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Langs {
		for _, sz := range [][2]int{{80, 24}, {MinWidth, MinHeight}, {60, 18}, {100, 30}, {160, 48}} {
			t.Run(fmt.Sprintf("%s/%dx%d", lang, sz[0], sz[1]), func(t *testing.T) {
				m := firstRun(t, lang, sz[0], sz[1])
				view := m.View()
				assertFits(t, view, sz[0], sz[1])
				sh := m.text.Shell
				for _, want := range []string{sh.StartTitle, sh.StartDismiss} {
					if !strings.Contains(flat(view), strings.Join(strings.Fields(want), "")) {
						t.Errorf("%q is not on screen:\n%s", want, view)
					}
				}
			})
		}
	}
}

// TestStartPageGolden pins the start page at 80x24 in both languages:
// every panel on a line of its own, and the key line in the box.
func TestStartPageGolden(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Langs {
		t.Run(string(lang), func(t *testing.T) {
			m := firstRun(t, lang, 80, 24)
			golden.RequireEqual(t, m.View())
			for i, p := range m.panels {
				if !strings.Contains(m.View(), fmt.Sprintf(m.text.Shell.StartPanelFmt, i+1, p.Title())) {
					t.Errorf("panel %d %s is not listed", i+1, p.Title())
				}
			}
		})
	}
}

// TestStartPageScrollsAndKeepsItsKeyLine: where the page does not fit,
// Down scrolls it, the key line stays, and the scroll keys do not close
// it.
func TestStartPageScrollsAndKeepsItsKeyLine(t *testing.T) {
	t.Parallel()
	m := firstRun(t, i18n.English, MinWidth, MinHeight)
	before := m.View()
	m.Update(tea.KeyMsg{Type: tea.KeyDown})
	after := m.View()
	if m.overlay != startOverlay || after == before {
		t.Fatalf("Down did not scroll the start page (overlay %v):\n%s", m.overlay, after)
	}
	if !strings.Contains(flat(after), strings.Join(strings.Fields(m.text.Shell.StartDismiss), "")) {
		t.Errorf("the key line scrolled away:\n%s", after)
	}
}

// TestStartPageKeepsTheKeyThatClosesIt: the key that closes the start
// page also does its work (3 opens the third panel); Enter, Space and Esc
// only close it; the language key switches and keeps it open. Each way,
// the page counts as seen.
func TestStartPageKeepsTheKeyThatClosesIt(t *testing.T) {
	t.Parallel()
	m := firstRun(t, i18n.English, 80, 24)
	m.Update(press("3"))
	if m.overlay != noOverlay || m.active != 2 || !m.Session().StartPageSeen {
		t.Errorf("3 on the start page: overlay %v, panel %d, seen %v", m.overlay, m.active+1, m.Session().StartPageSeen)
	}
	for _, k := range []tea.KeyMsg{{Type: tea.KeyEnter}, {Type: tea.KeySpace}, {Type: tea.KeyRunes, Runes: []rune{' '}}, {Type: tea.KeyEsc}} {
		m := firstRun(t, i18n.English, 80, 24)
		m.Update(k)
		if m.overlay != noOverlay || m.active != 0 || !m.Session().StartPageSeen {
			t.Errorf("%q on the start page: overlay %v, panel %d, seen %v", k.String(), m.overlay, m.active+1, m.Session().StartPageSeen)
		}
	}
	m = firstRun(t, i18n.English, 80, 24)
	m.Update(press("L"))
	zh := i18n.For(i18n.TraditionalChinese).Shell
	if m.overlay != startOverlay || !strings.Contains(m.View(), zh.StartTitle) {
		t.Errorf("L on the start page should switch it to Chinese and keep it:\n%s", m.View())
	}
}
