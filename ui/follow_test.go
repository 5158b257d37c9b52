package ui

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/ui/notes"
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
	t.Parallel()
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
			if m.following() || !strings.Contains(m.View(), fmt.Sprintf("2/%d", len(d.Steps))) || !strings.Contains(m.View(), m.tabBar()) {
				t.Fatalf("leaving the lecture did not open the explorer with the step in the status bar:\n%s", m.View())
			}
			m.Update(LectureMsg{Status: LectureRunning, Step: 4, Started: started})
			if m.following() || !strings.Contains(m.View(), fmt.Sprintf("5/%d", len(d.Steps))) {
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
	t.Parallel()
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

// TestFollowerSeesTheAnswerRevealed: the presenter's answer shown opens
// and closes the answer on the student's question page.
func TestFollowerSeesTheAnswerRevealed(t *testing.T) {
	t.Parallel()
	m := following(t, i18n.English)
	d := m.follow.lecture.deck
	step := -1
	for i, s := range d.Steps {
		if s.Page == "q1" {
			step = i
		}
	}
	if step < 0 {
		t.Fatal("the built-in deck has no question step")
	}
	answer := m.text.Shell.AnswerHeading
	m.Update(LectureMsg{Status: LectureRunning, Step: step, Started: time.Now()})
	if strings.Contains(m.View(), answer) {
		t.Fatalf("the answer shows before the presenter reveals it:\n%s", m.View())
	}
	m.Update(LectureMsg{Status: LectureRunning, Step: step, Started: time.Now(), Answer: true})
	if !strings.Contains(m.View(), answer) {
		t.Fatalf("the revealed answer does not show:\n%s", m.View())
	}
	m.Update(LectureMsg{Status: LectureRunning, Step: step, Started: time.Now()})
	if strings.Contains(m.View(), answer) {
		t.Fatalf("the answer stays after the presenter hid it:\n%s", m.View())
	}
}

// TestPresenterPublishesItsScreen: the presenter's state carries its
// panel, page, knob values and revealed answers, and is published again
// when a knob or the answer moves within a step.
func TestPresenterPublishesItsScreen(t *testing.T) {
	t.Parallel()
	base := t.TempDir()
	pub, err := notes.NewPublisher(base)
	if err != nil {
		t.Fatal(err)
	}
	defer pub.Close()
	m, _ := presenting(t, i18n.English, 120, 40, pub)
	live := func() *notes.Live {
		t.Helper()
		st, err := notes.Read(pub.Path(), time.Now())
		if err != nil || st.Live == nil {
			t.Fatalf("the state: %v (live %v)", err, st.Live)
		}
		return st.Live
	}
	d := m.present.deck
	if l := live(); l.Deck != d.Digest() {
		t.Fatalf("the title step's state names another deck: %+v", l)
	}
	goToStep := func(i int) {
		t.Helper()
		for _, digit := range strconv.Itoa(i + 1) {
			hit(m, typed(string(digit)))
		}
		hit(m, enter)
	}
	second := d.Steps[1]
	goToStep(1)
	if l := live(); l.Panel != string(second.Panel) || l.Page != second.Page {
		t.Fatalf("the second step's screen: %+v", l)
	}
	power, ok := d.Find("dpu-power")
	if !ok {
		t.Fatal("the built-in deck has no dpu-power step")
	}
	goToStep(power) // the power arithmetic
	before := live().Values["power"]["dpu_w"]
	hit(m, typed("l"))
	if after := live().Values["power"]["dpu_w"]; after <= before {
		t.Fatalf("the DPU knob moved from %v, the state says %v", before, after)
	}
	for i, s := range d.Steps {
		if s.Page == "q1" {
			goToStep(i)
		}
	}
	hit(m, typed("a"))
	if l := live(); l.Page != "q1" || !l.Answer {
		t.Fatalf("the revealed answer: %+v", l)
	}
}
