package ui

import (
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/ui/notes"
)

// TestPausesRevealOnePressAtATime: the credit loop at 600 ns holds back
// its two big numbers and a caption line. Space reveals them one press
// at a time, then moves on; PgUp opens the step again as it was left,
// takes them back one at a time, then goes to the step before. The
// count is in the presenter's state and in the notes' state file, with
// what the next press reveals.
func TestPausesRevealOnePressAtATime(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "run")
	pub, err := notes.NewPublisher(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer pub.Close()
	m, clock := presenting(t, i18n.English, 120, 40, pub)
	i := stepWithID(t, m, "credit-600ns")
	open(m, m.goTo(i))
	const eq1, eq2, line = "Eq. 1, no overdraft", "Eq. 2, with overdraft", "One batch of overdraft absorbs jitter"
	check := func(n int, wantEq1, wantEq2, wantLine bool) {
		t.Helper()
		lines := strings.Split(m.View(), "\n")
		band, digits := lines[1], strings.Join(lines[2:7], "\n")
		if strings.Contains(band, eq1) != wantEq1 || strings.Contains(band, eq2) != wantEq2 ||
			strings.Contains(digits, "█") != wantEq1 || strings.Contains(m.View(), line) != wantLine {
			t.Errorf("%d revealed: want Eq. 1 %v, Eq. 2 %v, the line %v; the screen:\n%s", n, wantEq1, wantEq2, wantLine, m.View())
		}
		if got, of := m.Reveal(); got != n || of != 3 {
			t.Errorf("the presenter says %d of %d revealed, want %d of 3", got, of, n)
		}
		snap := notes.Look(dir, clock.Now())
		if snap.Err != nil || snap.State.Reveal != n || snap.State.Pauses != 3 || snap.State.Step != i+1 {
			t.Errorf("the state file: %+v", snap)
		}
	}
	check(0, false, false, false)
	hit(m, space)
	check(1, true, false, false)
	hit(m, tea.KeyMsg{Type: tea.KeyPgDown}) // a clicker's key
	check(2, true, true, false)
	notesScreen := strings.Join(notes.Lines(i18n.For(i18n.English), m.styles, notes.Look(dir, clock.Now()), clock.Now(), 100), "\n")
	if !strings.Contains(notesScreen, "pause 2 of 3") || !strings.Contains(notesScreen, "Next press: "+line) {
		t.Errorf("the notes do not say what the next press reveals:\n%s", notesScreen)
	}
	hit(m, space)
	check(3, true, true, true)
	hit(m, space)
	if step, _ := m.Step(); step != i+1 {
		t.Fatalf("after the last pause, Space went to step %d, want %d", step+1, i+2)
	}
	hit(m, pgUp)
	if step, _ := m.Step(); step != i {
		t.Fatalf("PgUp went to step %d, want %d", step+1, i+1)
	}
	check(3, true, true, true) // as it was left
	hit(m, pgUp)
	check(2, true, true, false)
	hit(m, pgUp)
	hit(m, pgUp)
	check(0, false, false, false)
	hit(m, pgUp)
	if step, _ := m.Step(); step != i-1 {
		t.Errorf("with no pause left, PgUp went to step %d, want %d", step+1, i)
	}
	hit(m, space)
	check(0, false, false, false) // a step opened forward starts with its pauses held back
}

// TestRevealFitsAndKeepsThePanelStill: revealing a pause never moves the
// panel: its size is the same with every pause held back and revealed.
func TestRevealFitsAndKeepsThePanelStill(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Langs {
		for _, sz := range [][2]int{{MinWidth, MinHeight}, {80, 24}, {160, 48}} {
			m, _ := presenting(t, lang, sz[0], sz[1], nil)
			open(m, m.goTo(stepWithID(t, m, "credit-600ns")))
			h := m.presentPanelHeight()
			for n := range 4 {
				if got := m.presentPanelHeight(); got != h {
					t.Errorf("%s %dx%d: the panel is %d rows with %d revealed, %d with none", lang, sz[0], sz[1], got, n, h)
				}
				assertFits(t, m.View(), sz[0], sz[1])
				hit(m, space)
			}
		}
	}
}

// BenchmarkPresenterReveal measures a pause revealed and taken back at
// 160x48 on the credit loop at 600 ns (the band, the caption rows and
// the notes' state).
func BenchmarkPresenterReveal(b *testing.B) {
	m, _ := presenting(b, i18n.English, 160, 48, nil)
	open(m, m.goTo(stepWithID(b, m, "credit-600ns")))
	m.Update(space)
	keys := [2]tea.KeyMsg{space, pgUp}
	i := 0
	for b.Loop() {
		m.Update(keys[i%2])
		_ = m.View()
		i++
	}
}

// TestSeriesPausesRevealCurvesOnePressAtATime: the shipped deck's
// "Credits against DCQCN" step holds back both curves of the queue chart
// with their legend entries; Space reveals DCQCN's curve, its peak, then
// the credits' curve, one press at a time, and PgUp takes them back.
func TestSeriesPausesRevealCurvesOnePressAtATime(t *testing.T) {
	t.Parallel()
	m, _ := presenting(t, i18n.English, 120, 40, nil)
	open(m, m.goTo(stepWithID(t, m, "credit-vs-dcqcn")))
	g := m.styles.Glyphs
	dcqcn := kit.SeriesKey(g, kit.Series{Stroke: kit.Dashed}) + " DCQCN"
	credit := kit.SeriesKey(g, kit.Series{}) + " credits (Pegasus)"
	dots := func() int {
		n := 0
		for _, r := range ansi.Strip(m.View()) {
			if r > 0x2800 && r <= 0x28ff { // a braille cell with a dot
				n++
			}
		}
		return n
	}
	check := func(n int, wantDCQCN, wantCredit bool) int {
		t.Helper()
		view := ansi.Strip(m.View())
		if strings.Contains(view, dcqcn) != wantDCQCN || strings.Contains(view, credit) != wantCredit {
			t.Errorf("%d revealed: want DCQCN %v, credits %v in the legend; the screen:\n%s", n, wantDCQCN, wantCredit, view)
		}
		return dots()
	}
	none := check(0, false, false)
	hit(m, space)
	one := check(1, true, false)
	hit(m, space)
	hit(m, space)
	both := check(3, true, true)
	if !(none < one && one < both) {
		t.Errorf("the chart's dots do not grow as the curves are revealed: %d, %d, %d", none, one, both)
	}
	hit(m, pgUp)
	if back := check(2, true, false); back != one {
		t.Errorf("PgUp did not take the credits' curve back: %d dots, %d with DCQCN's alone", back, one)
	}
}
