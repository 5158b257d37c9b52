package serve

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	incastp "pegasus/panels/incast"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
	"pegasus/ui"
	"pegasus/ui/deck"
	"pegasus/ui/notes"
)

// builtinDeck reads the built-in deck.
func builtinDeck(t testing.TB) deck.Deck {
	t.Helper()
	d, err := loadBuiltinDeck()
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// loadBuiltinDeck is the built-in deck, read once for the test binary
// from the texts kittest parsed once (a deck is only read, as the
// sessions of a server share one).
var loadBuiltinDeck = sync.OnceValues(func() (deck.Deck, error) {
	lib, err := kittest.SharedContent()
	if err != nil {
		return deck.Deck{}, err
	}
	en := i18n.For(i18n.English)
	return ui.ReadDeck(en, "", ui.DeckCatalog(kit.Env{Text: en, Styles: kit.NewStyles(kit.ThemeDark, false), Content: lib}))
})

// presenter is a real `pegasus present` in the test: the shell in lecture
// mode, run by Bubble Tea without a screen, publishing its state where
// the server looks for it.
type presenter struct {
	p     *tea.Program
	m     *ui.Model
	pub   *notes.Publisher
	ended chan struct{}
}

// startPresenter presents d, publishing in runtime directory base.
func startPresenter(t testing.TB, base string, d deck.Deck) *presenter {
	t.Helper()
	return startPresenterFile(t, base, d, "")
}

// startPresenterFile presents d, read from file path ("" for the built-in
// deck), which it reads again when it changes.
func startPresenterFile(t testing.TB, base string, d deck.Deck, path string) *presenter {
	t.Helper()
	lib := kittest.Content(t)
	pub, err := notes.NewPublisher(base)
	if err != nil {
		t.Fatal(err)
	}
	m := ui.New(ui.Config{Lang: i18n.English, Theme: kit.ThemeHighContrast, DarkBackground: true, Content: lib, Deck: &d, Notes: pub, DeckFile: path, Values: lightWork(),
		Compute: shared.Session(2)})
	pr := &presenter{m: m, pub: pub, ended: make(chan struct{})}
	pr.p = tea.NewProgram(m, tea.WithInput(nil), tea.WithoutRenderer(), tea.WithoutSignalHandler())
	go func() { _, _ = pr.p.Run(); close(pr.ended) }()
	pr.p.Send(tea.WindowSizeMsg{Width: 120, Height: 40})
	t.Cleanup(pr.stop)
	return pr
}

// key presses a key on the presenter's keyboard.
func (pr *presenter) key(k tea.KeyMsg) { pr.p.Send(k) }

// stop ends the presentation, as quitting pegasus present does.
func (pr *presenter) stop() {
	select {
	case <-pr.ended:
		return
	default:
	}
	pr.p.Quit()
	<-pr.ended
	_ = pr.m.EndPresentation()
	_ = pr.pub.Close()
}

// followServer runs a server following the presenter in base.
func followServer(t testing.TB, base string, d deck.Deck, change func(*Config)) *testServer {
	t.Helper()
	return followServerOf(t, Presenter{Base: base, Deck: d, Interval: 10 * time.Millisecond}, change)
}

// followServerOf runs a server following presenter pr, its sessions on a
// clock the test can skip ahead (ts.clock; the presenter keeps the real
// time, which its state file must carry).
func followServerOf(t testing.TB, pr Presenter, change func(*Config)) *testServer {
	t.Helper()
	d := pr.Deck
	lecture := NewLecture()
	ts := startServer(t, func(c *Config) {
		c.Follow, c.Lecture, c.Clock = &ui.Follow{Deck: d}, lecture, newSkipClock()
		if change != nil {
			change(c)
		}
	})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		FollowPresenter(ctx, pr, lecture)
		close(done)
	}()
	t.Cleanup(func() { cancel(); <-done })
	return ts
}

// statusLife is longer than a status line stays on a session's screen
// (ui's statusTimeout, 4 s), hiding the footer's step counter and pips: a
// test skips it on the sessions' clock instead of waiting it out.
const statusLife = 5 * time.Second

// stepShown is the start of step n's caption in lang (the footer's
// counter hides behind a status line for its first seconds).
func stepShown(d deck.Deck, n int, lang i18n.Lang) string {
	caption := d.Steps[n-1].Caption.In(lang)
	if lang == i18n.TraditionalChinese {
		return string([]rune(caption)[:6])
	}
	return strings.Join(strings.Fields(caption)[:5], " ")
}

var space = tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}}

// goToStep has the presenter type step i's number (0-based) and Enter.
func (pr *presenter) goToStep(i int) {
	pr.p.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(strconv.Itoa(i + 1))})
	pr.key(tea.KeyMsg{Type: tea.KeyEnter})
}

// stepOf is the index of the built-in deck's step with identifier id.
func stepOf(t testing.TB, d deck.Deck, id string) int {
	t.Helper()
	i, ok := d.Find(id)
	if !ok {
		t.Fatalf("the built-in deck has no step %q", id)
	}
	return i
}

// TestFollowTheLecture: sessions wait for the presenter, then show its
// title slide, step, page, knobs and pauses as they move; a student
// leaves to explore (the status bar says where the lecture is) and comes
// back to where it is now; a late joiner lands on the current step; the
// end of the presentation frees everyone.
func TestFollowTheLecture(t *testing.T) {
	t.Parallel()
	base := t.TempDir()
	d := builtinDeck(t)
	ts := followServer(t, base, d, nil)
	a := ts.open(t, termOptions{answer: true})
	a.waitText(wait, "waiting for the lecture")

	pr := startPresenter(t, base, d)
	b := ts.open(t, termOptions{answer: true})
	c := ts.open(t, termOptions{answer: true, env: map[string]string{"LANG": "zh_TW.UTF-8"}})
	// The title slide: the talk's subtitle and its agenda.
	for _, s := range []*client{a, b} {
		s.waitText(wait, stepShown(d, 1, i18n.English), d.Steps[1].Part.In(i18n.English))
	}
	c.waitText(wait, stepShown(d, 1, i18n.TraditionalChinese), d.Steps[1].Part.In(i18n.TraditionalChinese))

	pr.key(space)
	for _, s := range []*client{a, b} {
		s.waitText(wait, stepShown(d, 2, i18n.English))
	}
	c.waitText(wait, stepShown(d, 2, i18n.TraditionalChinese))

	b.send("f")
	b.waitText(wait, fmt.Sprintf("off the lecture (now 2/%d, f rejoins)", len(d.Steps)), "6 Evidence │")
	power := stepOf(t, d, "dpu-power")
	pr.goToStep(power)
	a.waitText(wait, stepShown(d, power+1, i18n.English), "840 W")
	b.waitText(wait, fmt.Sprintf("off the lecture (now %d/%d, f rejoins)", power+1, len(d.Steps)))

	late := ts.open(t, termOptions{answer: true})
	late.waitText(wait, stepShown(d, power+1, i18n.English))

	pr.key(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'l'}}) // the presenter moves a knob
	for _, s := range []*client{a, late} {
		s.waitText(wait, "DPU               151 W", "Extra, DPU per NIC  848 W")
	}
	b.send("f") // back to the lecture, where it is now: the moved knob too
	b.waitText(wait, stepShown(d, power+1, i18n.English), "DPU               151 W")
	if s := b.screen.Text(); strings.Contains(s, "off the lecture") {
		t.Fatalf("the student came back, but the badge stayed:\n%s", s)
	}

	// A step's pauses, revealed one press at a time: its big numbers'
	// labels, then its last caption line.
	credit := stepOf(t, d, "credit-600ns")
	pr.goToStep(credit)
	line := d.Steps[credit].Pauses[2].Line.In(i18n.English)
	line = strings.Join(strings.Fields(line)[:4], " ")
	for _, s := range []*client{a, b, late} {
		s.waitText(wait, stepShown(d, credit+1, i18n.English))
	}
	ts.clock.Skip(statusLife) // the status lines of joining and rejoining go: the footer shows
	for _, s := range []*client{a, b, late} {
		s.waitText(wait, stepShown(d, credit+1, i18n.English), "○○○")
	}
	pr.key(space)
	for _, s := range []*client{a, b, late} {
		s.waitText(wait, "Eq. 1, no overdraft", "●○○")
	}
	pr.key(space)
	pr.key(space)
	for _, s := range []*client{a, b, late} {
		s.waitText(wait, "Eq. 2, with overdraft", line, "●●●")
	}

	pr.stop()
	a.waitText(wait, "the lecture ended")
}

// TestOneSweepForTheClass: twenty students on the lecture's Figure 14
// step cost one sweep: the shared engines run it once, and every session
// shows its result.
func TestOneSweepForTheClass(t *testing.T) {
	t.Parallel()
	d := builtinDeck(t)
	step := -1
	for i, s := range d.Steps {
		if s.Panel == incastp.ID && s.Page == "sweep" {
			step = i
		}
	}
	if step < 0 {
		t.Fatal("the built-in deck has no step on the incast sweep")
	}
	lecture := NewLecture()
	lecture.Publish(ui.LectureMsg{Status: ui.LectureRunning, Step: step, Started: time.Now()})
	// A pool of its own, to count its runs. (The sweep at 100 Gb/s,
	// lightWork's, is the same one computation in less time: the step
	// sets no knob.)
	ts := startServer(t, func(c *Config) { c.Follow, c.Lecture, c.MaxSessions, c.Compute = &ui.Follow{Deck: d}, lecture, 30, nil })
	// The students connect at once, as a class does.
	clients := make([]*client, 20)
	errs := make([]error, len(clients))
	var joined sync.WaitGroup
	for i := range clients {
		joined.Add(1)
		go func() {
			defer joined.Done()
			clients[i], errs[i] = ts.openErr(t, termOptions{answer: true})
		}()
	}
	joined.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	for _, c := range clients {
		c.waitText(wait, stepShown(d, step+1, i18n.English))
	}
	for _, c := range clients {
		c.waitFor("the sweep's result", time.Minute, func(s string) bool {
			return strings.Contains(s, "Figure 14") && !strings.Contains(s, "computing")
		})
	}
	// Engine 1 of the incast panel is Figure 14's sweep (its engSweep).
	if n := ts.Compute().RunsOf(incastp.ID, 1); n != 1 {
		t.Errorf("the Figure 14 sweep ran %d times for 20 sessions, want once", n)
	}
	st := ts.Compute().Stats()
	t.Logf("shared engines: %d computations, %d answers from the cache, %d requests joined one in flight", st.Runs, st.Hits, st.Joins)
}

// fileDeck is a deck file of three steps; caption is the second's.
func fileDeck(caption string) string {
	return "title: {en: A class, zh-TW: 一堂課}\nsteps:\n" +
		"  - {id: credit, title: {en: Credit, zh-TW: C}, caption: {en: Credits first, zh-TW: C}, panel: credit, page: throughput}\n" +
		"  - {id: power, title: {en: Power, zh-TW: P}, caption: {en: \"" + caption + "\", zh-TW: P}, panel: power}\n" +
		"  - {id: evidence, title: {en: Evidence, zh-TW: E}, caption: {en: Evidence last, zh-TW: E}, panel: evidence}\n"
}

// TestFollowADeckEditedDuringTheTalk: the instructor edits the deck file
// the presenter and the server both run while the talk goes on; the
// presenter reads it again (live reload), the server reads its copy, and
// every student sees the new text at the same step, still following.
func TestFollowADeckEditedDuringTheTalk(t *testing.T) {
	t.Parallel()
	base, path := t.TempDir(), filepath.Join(t.TempDir(), "class.yaml")
	write := func(text string) {
		t.Helper()
		if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	write(fileDeck("Eight DPUs cost power"))
	lib := kittest.Content(t)
	en := i18n.For(i18n.English)
	read := func() (deck.Deck, error) {
		return ui.ReadDeck(en, path, ui.DeckCatalog(kit.Env{Text: en, Styles: kit.NewStyles(kit.ThemeDark, false), Content: lib}))
	}
	d, err := read()
	if err != nil {
		t.Fatal(err)
	}
	ts := followServerOf(t, Presenter{Base: base, Deck: d, Reload: read, Interval: 10 * time.Millisecond}, nil)
	pr := startPresenterFile(t, base, d, path)
	a := ts.open(t, termOptions{answer: true})
	a.waitText(wait, "Credits first")
	ts.clock.Skip(statusLife) // the lecture's first status line goes: the footer's step counter shows
	pr.key(space)
	a.waitText(wait, "Eight DPUs cost power", "2/3")

	// The edit: a step before this one and a new caption for it (a new
	// modification time, as an editor's save gives).
	later := time.Now().Add(time.Minute)
	write(strings.Replace(fileDeck("Eight DPUs add 840 W"), "  - {id: power",
		"  - {id: extra, title: {en: Extra, zh-TW: X}, caption: {en: An extra step, zh-TW: X}, panel: evidence}\n  - {id: power", 1))
	if err := os.Chtimes(path, later, later); err != nil {
		t.Fatal(err)
	}
	a.waitText(wait, "Eight DPUs add 840 W", "3/4")
	if s := a.screen.Text(); strings.Contains(s, "another deck") || strings.Contains(s, "off the lecture") {
		t.Fatalf("the student lost the lecture after the edit:\n%s", s)
	}
	pr.key(space)
	a.waitText(wait, "Evidence last", "4/4")
}
