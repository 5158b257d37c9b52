package ui

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"pegasus/i18n"
	"pegasus/panels/creditloop"
	"pegasus/panels/kit"
)

func click(x, y int) tea.MouseMsg {
	return tea.MouseMsg{X: x, Y: y, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress}
}

// TestFlowMouseClicksTabPageAndKnob drives the program with the mouse: a
// click on a tab, on the page bar's next arrow, on a knob, and the wheel.
func TestFlowMouseClicksTabPageAndKnob(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t, i18n.English)
	cfg.Mouse = true
	// A twin of the program's model, to find where things are drawn.
	twin := New(cfg)
	twin.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	power := twin.tabSpans()[3]
	twin.Update(click(power.X0+1, 0))
	site := twin.panels[3].(interface{ PageTabsForTest() []kit.Span })

	tm := teatest.NewTestModel(t, New(cfg), teatest.WithInitialTermSize(100, 30))
	waitFor(t, tm, "Credit loop")
	tm.Send(click(power.X0+1, 0))
	waitFor(t, tm, "The digest's power arithmetic")
	next := site.PageTabsForTest()[1] // the page bar's next arrow
	tm.Send(click(next.X0+1, 1))
	tm.Send(click(next.X0+1, 1)) // the third page: the site view
	waitFor(t, tm, "MW site of")
	tm.Send(click(twin.tabSpans()[0].X0+1, 0)) // back to the credit loop
	waitFor(t, tm, "Parameters")
	tm.Send(click(3, 1+1+1)) // the second knob row: the batch
	tm.Send(tea.MouseMsg{X: 3, Y: 3, Button: tea.MouseButtonWheelUp, Action: tea.MouseActionPress})
	waitFor(t, tm, "32 KiB")
	tm.Send(press("q"))
	tm.WaitFinished(t, teatest.WithFinalTimeout(5*time.Second))
	final := tm.FinalModel(t).(*Model)
	if got := final.panels[0].(*creditloop.Panel).Params().BatchKiB; got != 32 {
		t.Errorf("batch after a click on its row and a wheel step up = %d KiB", got)
	}
}

func TestMouseOffLeavesClicksToTheTerminal(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t, i18n.English)
	cfg.Mouse = true
	m := New(cfg)
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	_, cmd := m.Update(press("m"))
	if m.mouse || cmd == nil || !strings.Contains(m.View(), "Mouse off") {
		t.Fatal("m did not turn the mouse off")
	}
	m.Update(click(m.tabSpans()[2].X0+1, 0))
	if m.active != 0 {
		t.Error("a click switched panels with the mouse off")
	}
}

func TestDigitsJumpToPanels(t *testing.T) {
	t.Parallel()
	m := sized(t, i18n.English, 100, 30)
	m.Update(press("4"))
	if m.panels[m.active].ID() != "power" {
		t.Fatalf("4 opens %s", m.panels[m.active].ID())
	}
	m.Update(press("9"))
	if m.panels[m.active].ID() != "advisor" {
		t.Errorf("9 opens %s, not the ninth panel (advisor)", m.panels[m.active].ID())
	}
	m.Update(press("0")) // no panel zero: nothing happens
	if m.panels[m.active].ID() != "advisor" {
		t.Error("0 moved away from the advisor panel")
	}
}

func TestSearchFindsTextAndNextMatch(t *testing.T) {
	t.Parallel()
	m := sized(t, i18n.English, 100, 30)
	m.Update(press("6")) // evidence
	m.Update(press("/"))
	for _, r := range "DCQCN" {
		m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
	m.Update(tea.KeyMsg{Type: tea.KeyEnter})
	if !strings.Contains(m.View(), "\"DCQCN\": 1 of ") {
		t.Fatalf("search:\n%s", m.View())
	}
	first := m.panels[m.active].PageStatus()
	m.Update(press("n"))
	if m.panels[m.active].PageStatus() == "" || !strings.Contains(m.View(), "DCQCN") {
		t.Errorf("next match from %s:\n%s", first, m.View())
	}
	m.Update(press("/"))
	for _, r := range "no such words" {
		m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
	m.Update(tea.KeyMsg{Type: tea.KeyEnter})
	if !strings.Contains(m.View(), "is not in this panel") {
		t.Error("a missing text is not reported")
	}
}

func TestStatusBarAlwaysShowsLanguageThemeAndPage(t *testing.T) {
	t.Parallel()
	m := sized(t, i18n.English, 120, 30)
	m.Update(tea.KeyMsg{Type: tea.KeyPgDown})
	bar := lastLine(m.View())
	for _, want := range []string{"EN", "dark", "Credit trace 2/10"} {
		if !strings.Contains(bar, want) {
			t.Errorf("status bar %q lacks %q", bar, want)
		}
	}
	m.Update(press("L"))
	if bar := lastLine(m.View()); !strings.Contains(bar, "ZH-TW") {
		t.Errorf("status bar after L: %q", bar)
	}
}

// TestActiveTabStaysVisible: at the smallest size every panel's tab can be
// the active one and still be on screen, whole.
func TestActiveTabStaysVisible(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Langs {
		m := sized(t, lang, MinWidth, MinHeight)
		for i := range m.panels {
			m.Update(press(string(rune('1' + i))))
			tabs := strings.SplitN(m.View(), "\n", 2)[0]
			if !strings.Contains(tabs, m.panels[i].Title()) {
				t.Errorf("%s: the active tab %q is not on the tab bar %q", lang, m.panels[i].Title(), tabs)
			}
		}
	}
}

func lastLine(s string) string {
	lines := strings.Split(s, "\n")
	return lines[len(lines)-1]
}

// TestHiddenPanelsTakeTheNewSizeWhenShown: a resize lays out only the
// panel on screen; each other panel takes the new size as it is shown,
// by number key, Tab or a link, and fills the wider screen.
func TestHiddenPanelsTakeTheNewSizeWhenShown(t *testing.T) {
	t.Parallel()
	m := sized(t, i18n.English, 100, 30)
	m.Update(tea.WindowSizeMsg{Width: 150, Height: 44})
	show := []func(){
		func() { m.Update(press("4")) },
		func() { m.Update(tea.KeyMsg{Type: tea.KeyTab}) },
		func() { m.Update(kit.OpenPanelMsg{To: "evidence", Page: "results"}) },
	}
	for i, f := range show {
		f()
		view := m.View()
		lines := strings.Split(view, "\n")
		if len(lines) != 44 {
			t.Fatalf("way %d, panel %s: %d lines, want 44", i, m.panels[m.active].ID(), len(lines))
		}
		body := strings.Split(m.panels[m.active].View(), "\n")
		widest := 0
		for _, l := range body {
			widest = max(widest, kit.Width(l))
		}
		if widest != 150 || len(body) != m.panelSize.h {
			t.Errorf("way %d, panel %s: %d lines, widest %d, want %d lines of 150", i, m.panels[m.active].ID(), len(body), widest, m.panelSize.h)
		}
	}
}

// TestLanguageSwitchRenamesEveryPanelsKeys: after L, every panel's key
// help (its own keys included) reads as in a program started in Chinese.
func TestLanguageSwitchRenamesEveryPanelsKeys(t *testing.T) {
	t.Parallel()
	switched := sized(t, i18n.English, 120, 40)
	switched.Update(press("L"))
	native := sized(t, i18n.TraditionalChinese, 120, 40)
	help := func(p kit.Panel) []string {
		var out []string
		for _, g := range p.FullHelp() {
			for _, b := range g {
				out = append(out, b.Help().Key+" "+b.Help().Desc)
			}
		}
		return out
	}
	for i := range switched.panels {
		got, want := help(switched.panels[i]), help(native.panels[i])
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("panel %s after L:\n%v\nstarted in Chinese:\n%v", switched.panels[i].ID(), got, want)
		}
	}
}
