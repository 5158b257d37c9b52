package ui

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
)

// following builds a student's shell following the built-in deck, sized,
// with nothing received yet.
func following(t *testing.T, lang i18n.Lang) *Model {
	t.Helper()
	d := builtinDeck(t, lang)
	cfg := testConfig(t, lang)
	cfg.Follow, cfg.NoExport, cfg.KeepStatus, cfg.Values = &Follow{Deck: d}, true, true, lightValues()
	m := New(cfg)
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	return m
}

// typed is a key as the terminal sends it.
func typed(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }

// TestFollowerTakesTheLecture: a student waits for the lecture, follows
// it step by step, cannot move the presenter's knobs, leaves to explore
// (the status bar says where the lecture is), comes back to where it is,
// and explores freely once it ended; exports are off over SSH.
func TestFollowerTakesTheLecture(t *testing.T) {
	for _, lang := range i18n.Langs {
		t.Run(string(lang), func(t *testing.T) {
			m := following(t, lang)
			st, d := m.text.Serve, m.follow.lecture.deck
			if !strings.Contains(m.View(), st.BadgeWaiting) {
				t.Fatalf("no waiting badge before the lecture:\n%s", m.View())
			}
			started := time.Now()
			m.Update(LectureMsg{Status: LectureRunning, Step: 0, Started: started})
			if !m.following() || !strings.Contains(m.View(), firstWords(d.Steps[0].Caption.In(lang))) {
				t.Fatalf("the lecture's first step is not on screen:\n%s", m.View())
			}
			m.Update(LectureMsg{Status: LectureRunning, Step: 1, Started: started})
			if m.present.step != 1 || !strings.Contains(m.View(), firstWords(d.Steps[1].Caption.In(lang))) {
				t.Fatalf("the second step is not on screen:\n%s", m.View())
			}
			before := m.panels[m.active].View()
			m.Update(typed("l"))
			if m.panels[m.active].View() != before || !strings.Contains(m.status.Text, strings.Split(st.FollowHintFmt, "%s")[0]) {
				t.Fatalf("a knob key moved the presenter's panel, or no hint: %q", m.status.Text)
			}
			m.Update(typed("f"))
			if m.following() || !strings.Contains(m.View(), "2/27") || !strings.Contains(m.View(), m.tabBar()) {
				t.Fatalf("leaving the lecture did not open the explorer with the step in the status bar:\n%s", m.View())
			}
			m.Update(LectureMsg{Status: LectureRunning, Step: 4, Started: started})
			if m.following() || !strings.Contains(m.View(), "5/27") {
				t.Fatalf("a student off the lecture was pulled back, or lost its step:\n%s", m.View())
			}
			m.Update(typed("e"))
			if m.status.Text != st.ExportOff || m.exporting != nil {
				t.Fatalf("the export key over SSH: status %q", m.status.Text)
			}
			m.Update(typed("f"))
			if !m.following() || m.present.step != 4 {
				t.Fatalf("coming back did not land on the lecture's step 5")
			}
			m.Update(LectureMsg{Status: LectureEnded})
			if m.following() || !strings.Contains(m.View(), st.BadgeEnded) {
				t.Fatalf("the end of the lecture did not free the student:\n%s", m.View())
			}
		})
	}
}

// TestFollowerShowsThePresentersScreen: the presenter's panel, page,
// knob values and revealed answer reach the student's panel.
func TestFollowerShowsThePresentersScreen(t *testing.T) {
	m := following(t, i18n.English)
	m.Update(LectureMsg{Status: LectureRunning, Step: 2, Started: time.Now(),
		Panel: "power", Page: "bars", Values: map[string]map[string]float64{"power": {"dpu_w": 151}}})
	if got := m.panels[m.active].ID(); got != "power" {
		t.Fatalf("the student is on %s, want power", got)
	}
	if v := m.Session().Values["power"]["dpu_w"]; v != 151 {
		t.Fatalf("the DPU knob is %v, want the presenter's 151", v)
	}
	if !strings.Contains(m.View(), "2/5") {
		t.Fatalf("not on the presenter's page (bars, 2/5):\n%s", m.View())
	}
}

// firstWords is the start of a caption, as a wrapped screen keeps it whole.
func firstWords(s string) string {
	if r := []rune(s); len(r) > 12 {
		return string(r[:12])
	}
	return s
}
