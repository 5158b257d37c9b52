package ui

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"
	"pgregory.net/rapid"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
	"pegasus/ui/deck"
	"pegasus/ui/notes"
)

// lightValues keep the spraying, flow-table and incast engines quick in
// tests (what the shell's tests check does not depend on their figures;
// at 100 Gb/s an incast sweep simulates a quarter of the packets).
func lightValues() map[string]map[string]float64 {
	return map[string]map[string]float64{
		"spray": {"trials": 5}, "retx": {"packets": 1_000}, "cuckoo": {"trials": 2}, "incast": {"line_gbps": 100},
	}
}

// builtinDeck is the built-in deck in a language, read and checked once
// for every test (builtinDecks).
func builtinDeck(t testing.TB, lang i18n.Lang) deck.Deck {
	t.Helper()
	d, err := builtinDecks[lang]()
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// presenting builds a presenter over the built-in deck at a size, with a
// fixed clock, its first step's work done.
func presenting(t testing.TB, lang i18n.Lang, w, h int, pub *notes.Publisher) (*Model, *kittest.Clock) {
	t.Helper()
	d := builtinDeck(t, lang)
	cfg := testConfig(t, lang)
	clock := cfg.Clock.(*kittest.Clock)
	cfg.Theme, cfg.Deck, cfg.Notes, cfg.Values, cfg.KeepStatus = kit.ThemeHighContrast, &d, pub, lightValues(), true
	m := New(cfg)
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	run(m, m.goTo(0)) // without the timer's ticks
	return m, clock
}

// run carries out a command and every command it leads to, delivering
// each message to the model, without timers (ticks are dropped, settle
// timers are fired at once, the prompt's cursor blink is not run).
func run(m *Model, cmd tea.Cmd) {
	queue := []tea.Cmd{cmd}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if c == nil || cursorBlink(c) {
			continue
		}
		msg := c()
		switch msg := msg.(type) {
		case tea.BatchMsg:
			queue = append(queue, msg...)
			continue
		case tea.QuitMsg, presentTickMsg, deckPollMsg, nil:
			continue
		}
		if fmt.Sprintf("%T", msg) == "tea.sequenceMsg" {
			continue
		}
		_, next := m.Update(msg)
		queue = append(queue, next)
	}
}

// cursorBlink reports whether c is the blink of a text input's cursor
// (the search prompt's): Bubbles times it on the real clock, half a
// second a key, and it only shows or hides the cursor, so run drops it
// like the other ticks rather than wait for it.
func cursorBlink(c tea.Cmd) bool {
	name := runtime.FuncForPC(reflect.ValueOf(c).Pointer()).Name()
	return strings.HasPrefix(name, "github.com/charmbracelet/bubbles/cursor.(*Model).BlinkCmd.")
}

// open runs the command that opened a step (goTo), then draws the frame.
func open(m *Model, cmd tea.Cmd) {
	run(m, cmd)
	m.Update(frameMsg{})
}

// hit sends one key and runs what it leads to.
func hit(m *Model, k tea.KeyMsg) {
	_, cmd := m.Update(k)
	run(m, cmd)
}

var (
	space = tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}}
	pgUp  = tea.KeyMsg{Type: tea.KeyPgUp}
	enter = tea.KeyMsg{Type: tea.KeyEnter}
)

func TestBuiltinDeckValidates(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Langs {
		d := builtinDeck(t, lang)
		if len(d.Steps) < 15 {
			t.Errorf("%s: the built-in deck has %d steps, want at least 15", lang, len(d.Steps))
		}
		for i, s := range d.Steps {
			for _, l := range i18n.Langs {
				if s.Title[l] == "" || s.Caption[l] == "" || s.Notes[l] == "" {
					t.Errorf("step %d lacks a title, caption or notes in %s", i+1, l)
				}
			}
		}
	}
}

// TestBuiltinDeckVisitsEveryPanel: the built-in lecture opens every
// panel of the explorer at least once, so a new panel needs a step.
func TestBuiltinDeckVisitsEveryPanel(t *testing.T) {
	t.Parallel()
	visited := map[kit.PanelID]bool{}
	for _, s := range builtinDeck(t, i18n.English).Steps {
		visited[s.Panel] = true
	}
	env := testEnv(t, i18n.English, false, nil)
	for _, p := range DeckCatalog(env).Panels {
		if !visited[p.ID] {
			t.Errorf("no step of the built-in deck opens panel %s", p.ID)
		}
	}
}

// TestEveryBigNumberSettles steps through the built-in deck with every
// panel's first work done: once a step's engines have answered, each of
// its big numbers is a number, not the pending "--".
func TestEveryBigNumberSettles(t *testing.T) {
	t.Parallel()
	m, _ := presenting(t, i18n.English, 120, 40, nil)
	for _, p := range m.panels {
		run(m, p.Init())
	}
	for i, s := range m.present.deck.Steps {
		run(m, m.goTo(i))
		r, ok := m.panels[m.active].(kit.Readouter)
		if !ok && len(s.Big) > 0 {
			t.Fatalf("step %d: panel %s has no readouts", i+1, s.Panel)
		}
		for _, k := range s.Big {
			ro, found := kit.FindReadout(r.Readouts(), k)
			if !found || math.IsNaN(ro.Value) || math.IsInf(ro.Value, 0) {
				t.Errorf("step %d (%s): big number %s is %v once settled", i+1, s.Panel, k, ro.Value)
			}
		}
	}
}

// TestEveryStepOpensItsPanelWithItsValues steps through the whole deck
// with the space bar: each step shows its panel, on its page, with the
// values it sets and every other knob of the panel at its default.
func TestEveryStepOpensItsPanelWithItsValues(t *testing.T) {
	t.Parallel()
	m, _ := presenting(t, i18n.English, 120, 40, nil)
	d := m.present.deck
	for i, s := range d.Steps {
		if i > 0 {
			for range len(d.Steps[i-1].Pauses) + 1 { // the pauses first, then the step
				hit(m, space)
			}
		}
		if s.Agenda {
			if step, _ := m.Step(); step != i || !strings.Contains(m.View(), m.text.Lecture.AgendaTitle) {
				t.Fatalf("step %d: on step %d, the agenda not shown:\n%s", i+1, step+1, m.View())
			}
			continue
		}
		p := m.panels[m.active]
		if step, _ := m.Step(); step != i || p.ID() != s.Panel {
			t.Fatalf("step %d: on step %d, panel %s, want %s", i+1, step+1, p.ID(), s.Panel)
		}
		if s.Page != "" && p.(kit.PageTable).CurrentPage() != s.Page {
			t.Errorf("step %d: page %s, want %s", i+1, p.(kit.PageTable).CurrentPage(), s.Page)
		}
		var got map[string]map[string]float64 // a panel without knobs has none
		if pv, ok := p.(kit.Persistent); ok {
			got = pv.Values()
		}
		want := m.present.stepValues(p, s)
		for g := range got {
			if !reflect.DeepEqual(got[g], want[g]) {
				t.Errorf("step %d: %s = %v, want %v", i+1, g, got[g], want[g])
			}
		}
		for g, vals := range s.Values {
			for k, v := range vals {
				if got[g][k] != v {
					t.Errorf("step %d: %s.%s = %v, want %v", i+1, g, k, got[g][k], v)
				}
			}
		}
	}
	for range len(d.Steps[len(d.Steps)-1].Pauses) + 1 { // past the last step: stays, and says so
		hit(m, space)
	}
	if step, _ := m.Step(); step != len(d.Steps)-1 || !strings.Contains(m.View(), "This is the last step.") {
		t.Errorf("past the end: step %d\n%s", step+1, m.View())
	}
}

// TestPresenterKeys: back, jump to a typed step, blank, reveal an answer,
// move a knob and put the step's values back.
func TestPresenterKeys(t *testing.T) {
	t.Parallel()
	m, clock := presenting(t, i18n.English, 100, 30, nil)
	hit(m, space)
	hit(m, pgUp)
	if step, _ := m.Step(); step != 0 {
		t.Fatalf("PgUp after Space: step %d", step+1)
	}
	q1 := -1
	for i, s := range m.present.deck.Steps {
		if s.Page == "q1" {
			q1 = i
		}
	}
	for _, r := range fmt.Sprint(q1 + 1) {
		hit(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
	if !strings.Contains(m.View(), fmt.Sprintf("Go to step %d_", q1+1)) {
		t.Errorf("the typed number is not shown:\n%s", m.View())
	}
	hit(m, enter)
	if step, _ := m.Step(); step != q1 {
		t.Fatalf("typed %d, on step %d", q1+1, step+1)
	}
	if strings.Contains(m.View(), "Answer") {
		t.Error("the answer shows before it is revealed")
	}
	hit(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'a'}})
	if !strings.Contains(m.View(), "Answer") {
		t.Errorf("a did not reveal the answer:\n%s", m.View())
	}
	hit(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'.'}})
	if strings.TrimSpace(m.View()) != "" {
		t.Errorf("the screen is not blank:\n%s", m.View())
	}
	hit(m, space) // any key brings the screen back, and does nothing else
	if step, _ := m.Step(); step != q1 || strings.TrimSpace(m.View()) == "" {
		t.Errorf("after unblanking: step %d", step+1)
	}
	hit(m, tea.KeyMsg{Type: tea.KeyHome})
	hit(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("12")}) // typed quickly: one message
	hit(m, enter)
	if step, _ := m.Step(); step != 11 {
		t.Errorf("12 typed quickly, then Enter: on step %d", step+1)
	}
	hit(m, tea.KeyMsg{Type: tea.KeyHome})
	hit(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'9'}})
	hit(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'9'}})
	hit(m, enter)
	if step, _ := m.Step(); step != 0 || !strings.Contains(m.View(), "There is no step 99") {
		t.Errorf("step 99: on step %d\n%s", step+1, m.View())
	}
	// Step 11 sets the jitter to 600 ns; l moves it, u puts it back.
	for i, s := range m.present.deck.Steps {
		if s.Values["credit"]["jitter_ns"] == 600 {
			hit(m, tea.KeyMsg{Type: tea.KeyHome})
			for range i {
				hit(m, space)
			}
			break
		}
	}
	hit(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'l'}})
	if v := m.panels[m.active].(kit.Persistent).Values()["credit"]["jitter_ns"]; v != 610 {
		t.Fatalf("l moved the jitter to %v, want 610", v)
	}
	hit(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'u'}})
	if v := m.panels[m.active].(kit.Persistent).Values()["credit"]["jitter_ns"]; v != 600 {
		t.Errorf("u put the jitter at %v, want 600", v)
	}
	clock.Advance(83 * time.Second)
	m.Update(presentTickMsg{})                                // the timer's tick, every second
	if !strings.Contains(m.View(), "step 1:37  talk 58:37") { // of a 3-minute step in a 60-minute talk
		t.Errorf("the timers do not count 1:23 down:\n%s", m.View())
	}
}

// TestNotesFollowThePresenter runs both sides: the presenter writes its
// state at each step, the notes viewer reads it and shows the step's
// notes, the next step and the timer, then that the presentation ended.
func TestNotesFollowThePresenter(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "run")
	pub, err := notes.NewPublisher(dir)
	if err != nil {
		t.Fatal(err)
	}
	m, clock := presenting(t, i18n.English, 100, 30, pub)
	v := notes.NewViewer(dir, i18n.For(i18n.English), kit.NewStyles(kit.ThemeDark, false), clock.Now)
	v.Update(tea.WindowSizeMsg{Width: 90, Height: 40})
	v.Refresh()
	d := m.present.deck
	if !strings.Contains(v.View(), "Step 1 of") || !strings.Contains(v.View(), firstLine(d.Steps[0].Notes.In(i18n.English))) ||
		!strings.Contains(v.View(), d.Steps[1].Title.In(i18n.English)) {
		t.Fatalf("the notes do not show step 1:\n%s", v.View())
	}
	hit(m, space)
	clock.Advance(65 * time.Second)
	v.Refresh()
	view := v.View()
	if !strings.Contains(view, "Step 2 of") || !strings.Contains(view, firstLine(d.Steps[1].Notes.In(i18n.English))) ||
		!strings.Contains(view, "1:05") {
		t.Fatalf("the notes do not follow to step 2:\n%s", view)
	}
	if err := m.EndPresentation(); err != nil {
		t.Fatal(err)
	}
	v.Refresh()
	if !strings.Contains(v.View(), "The presentation has ended") {
		t.Errorf("the end is not shown:\n%s", v.View())
	}
	if err := pub.Close(); err != nil {
		t.Fatal(err)
	}
	v.Refresh()
	if snap := v.Snapshot(); snap.Gone || !strings.Contains(v.View(), "The presentation has ended") {
		t.Errorf("an ended presentation is taken for a presenter gone:\n%s", v.View())
	}
	for _, p := range []string{notes.DirIn(dir), pub.Path()} {
		info, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		if info.Mode().Perm()&0o077 != 0 {
			t.Errorf("%s has mode %v: others may read it", p, info.Mode().Perm())
		}
	}
}

// firstLine is the first line of a text, for finding it in a wrapped view.
func firstLine(s string) string {
	words := strings.Fields(s)
	return strings.Join(words[:min(3, len(words))], " ")
}

// stepWithID is the index of the built-in deck's step with id.
func stepWithID(t testing.TB, m *Model, id string) int {
	t.Helper()
	i, ok := m.present.deck.Find(id)
	if !ok {
		t.Fatalf("the built-in deck has no step %q", id)
	}
	return i
}

// TestGoldenPresenter pins the projector layout at 80x24 and 160x48, in
// both languages: the title slide, and the credit loop at 600 ns with its
// three pauses revealed (two big numbers and a caption line), its title
// on top, the progress bar and the timers in the footer.
func TestGoldenPresenter(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Langs {
		for _, sz := range [][2]int{{80, 24}, {160, 48}} {
			t.Run(fmt.Sprintf("%s/%dx%d", lang, sz[0], sz[1]), func(t *testing.T) {
				m, _ := presenting(t, lang, sz[0], sz[1], nil)
				t.Run("title", func(t *testing.T) {
					golden.RequireEqual(t, m.View())
					assertFits(t, m.View(), sz[0], sz[1])
				})
				open(m, m.goTo(stepWithID(t, m, "credit-600ns")))
				for range 3 {
					hit(m, space)
				}
				golden.RequireEqual(t, m.View())
				assertFits(t, m.View(), sz[0], sz[1])
			})
		}
	}
}

// TestPresenterFitsAnySize: every step, with any number of its pauses
// revealed, fills exactly the terminal at any size the shell draws in.
// The step is opened by typing its number (the way a presenter jumps),
// not by pressing Space from the first step each time.
func TestPresenterFitsAnySize(t *testing.T) {
	t.Parallel()
	models := map[i18n.Lang]*Model{}
	for _, l := range i18n.Langs {
		models[l], _ = presenting(t, l, 80, 24, nil)
	}
	rapid.Check(t, func(rt *rapid.T) {
		m := models[rapid.SampledFrom(i18n.Langs).Draw(rt, "lang")]
		steps := m.present.deck.Steps
		step := rapid.IntRange(0, len(steps)-1).Draw(rt, "step")
		hit(m, press(fmt.Sprint(step+1)))
		hit(m, enter)
		for range rapid.IntRange(0, len(steps[step].Pauses)).Draw(rt, "pauses") {
			hit(m, space)
		}
		if at, _ := m.Step(); at != step {
			rt.Fatalf("typed step %d, on step %d", step+1, at+1)
		}
		w, h := rapid.IntRange(MinWidth, 200).Draw(rt, "w"), rapid.IntRange(MinHeight, 60).Draw(rt, "h")
		m.Update(tea.WindowSizeMsg{Width: w, Height: h})
		kittest.AssertFits(rt, m.View(), w, h)
	})
}

// BenchmarkPresenterStep measures one step forward and back at 160x48 on
// the credit loop's steps: panel values, page, layout and notes state.
func BenchmarkPresenterStep(b *testing.B) {
	m, _ := presenting(b, i18n.English, 160, 48, nil)
	run(m, m.goTo(stepWithID(b, m, "credit-600ns")+1))
	steps := [2]tea.KeyMsg{space, pgUp}
	i := 0
	for b.Loop() {
		m.Update(steps[i%2])
		_ = m.View()
		i++
	}
}

// BenchmarkPresenterKnob measures a knob key during a step with big
// numbers at 160x48 (the panel's redraw and the big digits).
func BenchmarkPresenterKnob(b *testing.B) {
	m, _ := presenting(b, i18n.English, 160, 48, nil)
	run(m, m.goTo(stepWithID(b, m, "credit-600ns")))
	for range 3 {
		hit(m, space)
	}
	steps := [2]tea.KeyMsg{{Type: tea.KeyRunes, Runes: []rune{'l'}}, {Type: tea.KeyRunes, Runes: []rune{'h'}}}
	i := 0
	for b.Loop() {
		m.Update(steps[i%2])
		_ = m.View()
		i++
	}
}
