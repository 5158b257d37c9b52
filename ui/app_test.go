package ui

import (
	"bytes"
	"fmt"
	"os"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest"
	"pgregory.net/rapid"

	"pegasus/i18n"
	"pegasus/panels/creditloop"
	"pegasus/panels/evidence"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

// TestMain pins the rendering, and lets the heap grow to five times what
// is live before the collector runs (GOGC=400, unless GOGC is set): the
// tests draw thousands of screens, each allocating much that is soon
// garbage, on a live heap of some tens of megabytes, and the collector's
// work was a tenth of the binary's CPU time (the binary's resident size
// stays near 140 MB).
func TestMain(m *testing.M) {
	kittest.Pin()
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	os.Exit(m.Run())
}

// testConfig is the shell's configuration in tests: exports go to a
// temporary directory, never the package's own; the engines' work knobs
// are small (lightValues); timers run on a test clock (no test waits on
// real time), on which a status line would expire as soon as its timer
// runs, so status lines stay until Esc (TestStatusExpiresButErrorsStay
// tests their expiry); the texts and the engines' results are shared with
// the other tests' explorers (testLibrary, sharedEngines).
func testConfig(t testing.TB, lang i18n.Lang) Config {
	t.Helper()
	return Config{Lang: lang, Theme: kit.ThemeDark, Content: kittest.Content(t), ExportDir: t.TempDir(), DrawEveryMessage: true,
		Values: lightValues(), Clock: kittest.NewClock(), KeepStatus: true, Compute: sharedEngines()}
}

func sized(t testing.TB, lang i18n.Lang, w, h int) *Model {
	m := New(testConfig(t, lang))
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	return m
}

func press(s string) tea.KeyMsg {
	switch s {
	case "esc":
		return tea.KeyMsg{Type: tea.KeyEsc}
	case "right":
		return tea.KeyMsg{Type: tea.KeyRight}
	case "f2":
		return tea.KeyMsg{Type: tea.KeyF2}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)}
}

// TestGoldenScreens pins the whole screen at 80x24 and 120x40 in both
// languages, the help overlay, and the too-small message.
func TestGoldenScreens(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Langs {
		for _, sz := range [][2]int{{80, 24}, {120, 40}} {
			t.Run(fmt.Sprintf("%s/%dx%d", lang, sz[0], sz[1]), func(t *testing.T) {
				m := sized(t, lang, sz[0], sz[1])
				golden.RequireEqual(t, m.View())
				assertFits(t, m.View(), sz[0], sz[1])
			})
			t.Run(fmt.Sprintf("%s/%dx%d/help", lang, sz[0], sz[1]), func(t *testing.T) {
				m := sized(t, lang, sz[0], sz[1])
				m.Update(press("?"))
				golden.RequireEqual(t, m.View())
				assertFits(t, m.View(), sz[0], sz[1])
			})
		}
		t.Run(fmt.Sprintf("%s/too-small", lang), func(t *testing.T) {
			m := sized(t, lang, 20, 6)
			golden.RequireEqual(t, m.View())
			assertFits(t, m.View(), 20, 6)
		})
	}
}

func assertFits(t *testing.T, view string, w, h int) {
	t.Helper()
	lines := strings.Split(view, "\n")
	if len(lines) != h {
		t.Errorf("%d lines, want %d", len(lines), h)
	}
	for i, l := range lines {
		if kit.Width(l) > w {
			t.Errorf("line %d is %d cells wide (max %d): %q", i, kit.Width(l), w, l)
		}
	}
}

// waitFor polls the program's output for text.
func waitFor(t *testing.T, tm *teatest.TestModel, text string) {
	t.Helper()
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte(text)) },
		teatest.WithDuration(5*time.Second), teatest.WithCheckInterval(10*time.Millisecond))
}

// TestFlowJitterLanguageHelpQuit drives the real program: move the jitter,
// switch language with a non-letter key, open and close help, quit.
func TestFlowJitterLanguageHelpQuit(t *testing.T) {
	t.Parallel()
	tm := teatest.NewTestModel(t, New(testConfig(t, i18n.English)), teatest.WithInitialTermSize(100, 30))
	waitFor(t, tm, "Credit loop")
	tm.Send(press("right"))
	tm.Send(press("right"))
	waitFor(t, tm, "620 ns")
	zh := i18n.For(i18n.TraditionalChinese)
	tm.Send(press("f2"))
	waitFor(t, tm, zh.Credit.ParamsHeading)
	tm.Send(press("?"))
	waitFor(t, tm, zh.Shell.HelpGlobal)
	tm.Send(press("esc"))
	tm.Send(press("q"))
	tm.WaitFinished(t, teatest.WithFinalTimeout(5*time.Second))
	final := tm.FinalModel(t).(*Model)
	if final.overlay != noOverlay {
		t.Error("help still open after Esc")
	}
	s := final.Session()
	if s.Lang != string(i18n.TraditionalChinese) || s.Values["credit"]["jitter_ns"] != 620 {
		t.Errorf("session after the flow = %+v", s)
	}
	// The status bar's spinner turns while the spraying engines run, for as
	// long as the machine takes: it is checked apart from the golden.
	lines := strings.Split(final.View(), "\n")
	if bar := lines[len(lines)-1]; !strings.Contains(bar, "ZH-TW") {
		t.Errorf("status bar: %q", bar)
	}
	golden.RequireEqual(t, strings.Join(lines[:len(lines)-1], "\n"))
}

// observed wraps the shell to signal when a routed result has been
// handled, so a test can wait for the asynchronous curve without racing.
type observed struct {
	*Model
	routed chan struct{}
}

func (o observed) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	_, cmd := o.Model.Update(msg)
	// The settle timer and the curve both come back routed; signal once
	// the credit loop has its new curve.
	if r, ok := msg.(kit.Routed); ok && r.To == creditloop.ID && !o.Model.panels[0].Busy() {
		o.routed <- struct{}{}
	}
	return o, cmd
}

// TestFlowBatchChangeCompletes checks that an asynchronous curve reaches
// the panel through the shell's routing.
func TestFlowBatchChangeCompletes(t *testing.T) {
	t.Parallel()
	o := observed{Model: New(testConfig(t, i18n.English)), routed: make(chan struct{}, 4)}
	tm := teatest.NewTestModel(t, o, teatest.WithInitialTermSize(100, 30))
	waitFor(t, tm, "Credit loop")
	tm.Send(tea.KeyMsg{Type: tea.KeyDown})
	tm.Send(press("right"))
	select {
	case <-o.routed:
	case <-time.After(5 * time.Second):
		t.Fatal("no curve was routed back within 5 s")
	}
	tm.Send(press("q"))
	tm.WaitFinished(t, teatest.WithFinalTimeout(5*time.Second))
	final := tm.FinalModel(t).(observed)
	credit := final.panels[0].(*creditloop.Panel)
	if credit.Busy() || credit.Params().BatchKiB != 32 {
		t.Errorf("busy %v, batch %d KiB: the 32 KiB curve was not installed", credit.Busy(), credit.Params().BatchKiB)
	}
	if !strings.Contains(final.View(), "32 KiB") || strings.Contains(final.View(), "(computing...)") {
		t.Errorf("final view:\n%s", final.View())
	}
}

func TestThemeCyclesAndEscClearsStatus(t *testing.T) {
	t.Parallel()
	m := sized(t, i18n.English, 80, 24)
	m.Update(press("T"))
	if m.styles.Theme != kit.ThemeLight || !strings.Contains(m.View(), "Theme: light") {
		t.Fatalf("theme = %s; footer does not announce it", m.styles.Theme)
	}
	m.Update(press("esc"))
	if strings.Contains(m.View(), "Theme: light") {
		t.Error("Esc did not clear the status line")
	}
}

// TestStatusExpiresButErrorsStay: an informational status line goes once
// it is statusTimeout old, one timer serving a burst of them (a younger
// line that replaced the timer's makes it wait again); an error stays.
func TestStatusExpiresButErrorsStay(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t, i18n.English)
	cfg.KeepStatus = false
	clock := cfg.Clock.(*kittest.Clock)
	m := New(cfg)
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if m.setStatus(kit.StatusMsg{Text: "first"}) == nil {
		t.Fatal("an informational status got no timer")
	}
	clock.Advance(statusTimeout - time.Second)
	for range 100 {
		if m.setStatus(kit.StatusMsg{Text: "second"}) != nil {
			t.Fatal("a status line started a timer beside the one running")
		}
	}
	clock.Advance(time.Second) // the first line's timer fires
	if _, again := m.Update(statusExpiredMsg{}); m.status.Text != "second" || again == nil {
		t.Fatalf("an old timer cleared a newer status (%q), or did not wait again", m.status.Text)
	}
	clock.Advance(statusTimeout - time.Second)
	m.Update(statusExpiredMsg{})
	if m.status.Text != "" {
		t.Errorf("a status line %v old stays: %q", statusTimeout, m.status.Text)
	}
	if m.setStatus(kit.StatusMsg{Text: "broken", Error: true}) != nil {
		t.Error("an error status got a timer")
	}
}

// TestShellFitsAnySize renders the whole screen at random sizes, both
// languages, with and without help.
func TestShellFitsAnySize(t *testing.T) {
	t.Parallel()
	models := map[i18n.Lang]*Model{}
	for _, l := range i18n.Langs {
		models[l] = New(testConfig(t, l))
	}
	rapid.Check(t, func(rt *rapid.T) {
		m := models[rapid.SampledFrom(i18n.Langs).Draw(rt, "lang")]
		w, h := rapid.IntRange(1, 200).Draw(rt, "w"), rapid.IntRange(1, 60).Draw(rt, "h")
		m.overlay = rapid.SampledFrom([]overlay{noOverlay, helpOverlay, startOverlay}).Draw(rt, "overlay")
		m.Update(tea.WindowSizeMsg{Width: w, Height: h})
		lines := strings.Split(m.View(), "\n")
		if len(lines) != h {
			rt.Fatalf("%dx%d: %d lines", w, h, len(lines))
		}
		for i, l := range lines {
			if kit.Width(l) > w {
				rt.Fatalf("%dx%d: line %d is %d cells: %q", w, h, i, kit.Width(l), l)
			}
		}
	})
}

// TestNoticesShowWholeThenTheStartPage: a long notice is shown whole in
// a box (never cut off), a key dismisses it, then the start page of a first
// run shows until a key is pressed.
func TestNoticesShowWholeThenTheStartPage(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t, i18n.English)
	long := "Your saved preferences /home/someone/.local/state/pegasus/prefs.yaml could not be used (power.dpu_w = 10 is not allowed; allowed: more than cx7_w (now 45)). They were moved to /home/someone/.local/state/pegasus/prefs.yaml.corrupt-20261202-150405-2, nothing was lost."
	cfg.Notices, cfg.ShowStartPage, cfg.Status = []string{long}, true, "Saved preferences overridden this run: credit.jitter_ns by flag --jitter-ns."
	m := New(cfg)
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	flat := strings.Join(strings.Fields(m.View()), " ")
	for _, part := range []string{"could not be used", "corrupt-20261202-150405-2,", "nothing was lost."} {
		if !strings.Contains(flat, part) {
			t.Errorf("the notice is cut: %q missing\n%s", part, m.View())
		}
	}
	m.Update(press("x"))
	if m.overlay != startOverlay || !strings.Contains(m.View(), m.text.Shell.StartTitle) {
		t.Fatalf("after the notice, the start page should show:\n%s", m.View())
	}
	m.Update(press("x"))
	if m.overlay != noOverlay || !m.Session().StartPageSeen {
		t.Fatal("a key did not dismiss the start page, or it was not recorded")
	}
	if !strings.Contains(m.View(), "overridden this run") {
		t.Error("the one-time status line is not on screen")
	}
}

// BenchmarkView measures one View of the whole screen at 160x48.
func BenchmarkView(b *testing.B) {
	m := sized(b, i18n.English, 160, 48)
	for b.Loop() {
		_ = m.View()
	}
}

// BenchmarkJitterKeyPress measures the Update work of one jitter step at
// 160x48, which recomputes the point and redraws the throughput chart.
func BenchmarkJitterKeyPress(b *testing.B) {
	m := sized(b, i18n.English, 160, 48)
	swingKnob(b, m)
}

// TestNoKeyIsBoundTwice fails when a panel binds a key the shell already
// takes (the panel would never see it, and its help would lie).
func TestNoKeyIsBoundTwice(t *testing.T) {
	t.Parallel()
	m := sized(t, i18n.English, 80, 24)
	global := map[string]bool{}
	for _, g := range m.keys.full() {
		for _, b := range g {
			for _, k := range b.Keys() {
				global[k] = true
			}
		}
	}
	for _, p := range m.panels {
		for _, g := range p.FullHelp() {
			for _, b := range g {
				for _, k := range b.Keys() {
					if global[k] {
						t.Errorf("panel %s binds %q, which the shell takes", p.ID(), k)
					}
				}
			}
		}
	}
}

func TestTabCyclesPanelsAndOpenPanelJumps(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t, i18n.English)
	cfg.KeepStatus = false // the status line gets its timer (not run here)
	m := New(cfg)
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	var order []kit.PanelID
	for range m.panels {
		m.Update(tea.KeyMsg{Type: tea.KeyTab})
		order = append(order, m.panels[m.active].ID())
	}
	if want := []kit.PanelID{"spraying", "incast", "power", "flowtable", "evidence", "reading", "compare", "advisor", "credit"}; fmt.Sprint(order) != fmt.Sprint(want) {
		t.Fatalf("Tab visits %v, want %v", order, want)
	}
	m.Update(tea.KeyMsg{Type: tea.KeyShiftTab})
	if m.panels[m.active].ID() != "advisor" {
		t.Fatalf("Shift+Tab from the credit loop = %s, want the last panel, advisor", m.panels[m.active].ID())
	}
	_, cmd := m.Update(kit.OpenPanelMsg{To: "credit", Page: "reference"})
	if m.panels[m.active].ID() != "credit" || !strings.Contains(m.View(), "The digest's figures beside the model's") {
		t.Fatalf("OpenPanelMsg did not show the credit panel's reference page:\n%s", m.View())
	}
	if cmd == nil || !strings.Contains(m.View(), "Opened Credit loop") {
		t.Error("the jump is not announced in the status line")
	}
}

// TestFlowKeyNumberLeadsToItsPanel drives the program: open the evidence
// panel, go to the key numbers, pick the overhead row and press Enter,
// then go back with the Return key to the same row.
func TestFlowKeyNumberLeadsToItsPanel(t *testing.T) {
	t.Parallel()
	tm := teatest.NewTestModel(t, New(testConfig(t, i18n.English)), teatest.WithInitialTermSize(100, 30))
	waitFor(t, tm, "Credit loop")
	tm.Send(kit.OpenPanelMsg{To: "evidence"})
	for range 3 {
		tm.Send(tea.KeyMsg{Type: tea.KeyPgDown}) // key numbers
	}
	waitFor(t, tm, "Enter opens")
	tm.Send(tea.KeyMsg{Type: tea.KeyDown}) // 6.5-13.7 %
	tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
	// One wait for both: WaitFor drains what it reads, and both may come
	// in one frame.
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
		return bytes.Contains(b, []byte("The digest's power arithmetic")) && bytes.Contains(b, []byte("goes back to Evidence"))
	}, teatest.WithDuration(5*time.Second), teatest.WithCheckInterval(10*time.Millisecond))
	tm.Send(tea.KeyMsg{Type: tea.KeyLeft, Alt: true})
	waitFor(t, tm, "Back to Evidence")
	tm.Send(press("q"))
	tm.WaitFinished(t, teatest.WithFinalTimeout(5*time.Second))
	final := tm.FinalModel(t).(*Model)
	ev, ok := final.panels[final.active].(*evidence.Panel)
	if !ok || ev.Page().Key != "keynumbers" || !strings.Contains(final.View(), "6.5-13.7") {
		t.Errorf("Return did not come back to the evidence panel's key numbers:\n%s", final.View())
	}
}

// BenchmarkPowerKeyPress measures one DPU-power step on the power panel at
// 160x48: the arithmetic, the site view and the arithmetic page redrawn.
func BenchmarkPowerKeyPress(b *testing.B) {
	m := sized(b, i18n.English, 160, 48)
	m.Update(kit.OpenPanelMsg{To: "power", Page: "arithmetic"})
	swingKnob(b, m)
}

// BenchmarkGainNudge measures one nudge of the printed gain on the
// converter page at 160x48, chart mark included.
func BenchmarkGainNudge(b *testing.B) {
	m := sized(b, i18n.English, 160, 48)
	m.Update(kit.OpenPanelMsg{To: "evidence", Page: "converter"})
	swingKnob(b, m)
}

// BenchmarkSprayKeyPress measures one knob step on the spraying panel at
// 160x48: the redraw and the settle timer, not the engines, which run off
// the event loop once the knobs rest.
func BenchmarkSprayKeyPress(b *testing.B) {
	m := sized(b, i18n.English, 160, 48)
	m.Update(kit.OpenPanelMsg{To: "spraying", Page: "balance"})
	m.Update(tea.KeyMsg{Type: tea.KeyDown}) // the uplinks knob
	swingKnob(b, m)
}

// swingKnob times key presses that step the selected knob right and left
// in turn, so its value stays in range however long the benchmark runs.
func swingKnob(b *testing.B, m *Model) {
	steps := [2]tea.KeyMsg{press("right"), {Type: tea.KeyLeft}}
	i := 0
	for b.Loop() {
		m.Update(steps[i%2])
		i++
	}
}

// BenchmarkLanguageSwitch measures L at 160x48: every panel re-renders in
// the other language, and the screen after it.
func BenchmarkLanguageSwitch(b *testing.B) {
	m := sized(b, i18n.English, 160, 48)
	for b.Loop() {
		m.Update(press("L"))
		_ = m.View()
	}
}

// BenchmarkResize measures a window dragged wider one column at a time
// from 120x40 to 160x48: every size is new, so every panel lays itself
// out and redraws its charts.
func BenchmarkResize(b *testing.B) {
	m := sized(b, i18n.English, 160, 48)
	i := 0
	for b.Loop() {
		m.Update(tea.WindowSizeMsg{Width: 120 + i%41, Height: 40 + i%9})
		_ = m.View()
		i++
	}
}

// TestAutoThemeUnderTmuxSaysItGuessed: where the auto theme could not see
// the terminal's background (tmux), the first frame's status line says,
// in the user's language and within 80 columns, which theme it took and
// the key that changes it; a theme chosen, or one auto could see, says
// nothing; and the line goes like any other (once).
func TestAutoThemeUnderTmuxSaysItGuessed(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Langs {
		tx := i18n.For(lang)
		for _, c := range []struct {
			theme         kit.ThemeName
			guessed, dark bool
			want          string
		}{
			{kit.ThemeAuto, true, false, tx.Shell.ThemeLight},
			{kit.ThemeAuto, true, true, tx.Shell.ThemeDark},
			{kit.ThemeAuto, false, true, ""},
			{kit.ThemeLight, true, true, ""},
		} {
			cfg := testConfig(t, lang)
			cfg.Theme, cfg.ThemeGuessed, cfg.DarkBackground = c.theme, c.guessed, c.dark
			m := New(cfg)
			m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
			lines := strings.Split(ansi.Strip(m.View()), "\n")
			status := lines[len(lines)-1]
			guess := strings.Split(tx.Shell.ThemeGuessedFmt, "%s")[1]
			if got := strings.Contains(status, guess); got != (c.want != "") {
				t.Errorf("%s, %+v: the status line %q says it guessed: %v", lang, c, status, got)
			}
			if c.want != "" && (!strings.Contains(status, c.want) || !strings.Contains(status, "T/F3")) {
				t.Errorf("%s, %+v: the status line %q does not name the theme %q and the key", lang, c, status, c.want)
			}
			m.Update(press("esc"))
			if lines := strings.Split(ansi.Strip(m.View()), "\n"); strings.Contains(lines[len(lines)-1], guess) {
				t.Errorf("%s: the guess stays after Esc", lang)
			}
		}
	}
}

// TestStatusBarKeepsQuitOnEveryPage: at 80 columns, on every page of
// every panel and in both languages, the status bar shows the quit key
// (the panel's own hints give way first).
func TestStatusBarKeepsQuitOnEveryPage(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Langs {
		m := sized(t, lang, 80, 24)
		quit := m.keys.Quit.Help().Key + " " + m.keys.Quit.Help().Desc
		for i := range m.panels {
			m.Update(press(fmt.Sprint(i + 1)))
			pages := m.panels[m.active].(kit.PageTable).PageKeys()
			for _, page := range pages {
				m.updatePanel(m.active, kit.ShowPageMsg{Page: page})
				m.Update(press("esc"))
				lines := strings.Split(ansi.Strip(m.View()), "\n")
				if status := lines[len(lines)-1]; !strings.Contains(status, quit) {
					t.Errorf("%s, %s/%s: the status bar %q lacks %q", lang, m.panels[m.active].ID(), page, status, quit)
				}
			}
		}
	}
}

// TestKnobLabelsWholeAt80Columns: at 80 columns the knob column gives a
// label the room its own value leaves, so labels the issue found cut
// ("Degree thresho…", two "Credit…" rows) read whole.
func TestKnobLabelsWholeAt80Columns(t *testing.T) {
	t.Parallel()
	m := sized(t, i18n.English, 80, 24)
	for _, c := range []struct {
		key, page string
		labels    []string
	}{
		{"2", "retx", []string{"Degree threshold†", "Missing threshold†", "Queue jitter†"}},
		{"3", "queue", []string{"Senders N", "Credit batch†", "Credit jitter†", "Port buffer†", "Wire overhead†"}},
	} {
		m.Update(press(c.key))
		m.updatePanel(m.active, kit.ShowPageMsg{Page: c.page})
		m.Update(press("esc")) // draws the page shown
		view := ansi.Strip(m.View())
		for _, l := range c.labels {
			if !strings.Contains(view, l) {
				t.Errorf("panel %s: the knob label %q is not whole:\n%s", c.key, l, view)
			}
		}
	}
}

// TestHelpKeepsItsWidthAndOneColumn: the help overlay keeps its width as
// it scrolls, and the descriptions of the global and the panel's keys
// start in one column, on every panel, in both languages.
func TestHelpKeepsItsWidthAndOneColumn(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Langs {
		m := sized(t, lang, 80, 24)
		for i := range m.panels {
			m.Update(press(fmt.Sprint(i + 1)))
			m.Update(press("?"))
			top := func() int {
				for _, l := range strings.Split(ansi.Strip(m.View()), "\n") {
					if strings.Contains(l, "╭") {
						return kit.Width(strings.TrimSpace(l))
					}
				}
				t.Fatalf("%s: no help box:\n%s", lang, m.View())
				return 0
			}
			first, view := top(), m.View()
			for range 30 { // to the end of the help, where Down changes nothing
				m.Update(tea.KeyMsg{Type: tea.KeyDown})
				if w := top(); w != first {
					t.Errorf("%s, panel %d: the help box is %d wide scrolled, %d at the top", lang, i+1, w, first)
					break
				}
				if v := m.View(); v != view {
					view = v
				} else {
					break
				}
			}
			lines := m.helpLines()
			cols := map[int]bool{}
			for _, l := range lines {
				plain := ansi.Strip(l)
				if i := strings.Index(plain, "  "); i > 0 && !strings.HasPrefix(plain, " ") {
					j := i + len(plain[i:]) - len(strings.TrimLeft(plain[i:], " "))
					cols[kit.Width(plain[:j])] = true
				}
			}
			if len(cols) != 1 {
				t.Errorf("%s, panel %d: the key descriptions start at columns %v", lang, i+1, cols)
			}
			m.Update(press("esc"))
		}
	}
}

// TestTraceAtMinimumSizeExplainsNoChartItDoesNotDraw: at 48x12 the
// credit trace page has no room for its balance charts; it then neither
// keys their idle strips nor explains how to read them, but says they
// need a taller terminal.
func TestTraceAtMinimumSizeExplainsNoChartItDoesNotDraw(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Langs {
		m := sized(t, lang, 48, 12)
		m.updatePanel(m.active, kit.ShowPageMsg{Page: "trace"})
		m.Update(press("esc"))
		view := strings.Join(strings.Fields(ansi.Strip(m.View())), "")
		c := m.text.Credit
		if strings.ContainsRune(view, m.styles.Glyphs.AxisCorner) {
			t.Fatalf("%s: a chart is drawn at 48x12; this test needs a size without", lang)
		}
		explain := strings.Join(strings.Fields(strings.SplitN(c.TraceExplainFmt, "%", 2)[0]), "")
		idle := ""
		for _, part := range strings.Split(c.IdleKeyFmt, "%s") {
			if part = strings.Join(strings.Fields(part), ""); len(part) > len(idle) {
				idle = part
			}
		}
		noRoom := strings.Join(strings.Fields(c.TraceNoRoom), "")[:12]
		if strings.Contains(view, explain) || strings.Contains(view, idle) || !strings.Contains(view, noRoom) {
			t.Errorf("%s: at 48x12 the trace page explains a chart it does not draw:\n%s", lang, m.View())
		}
	}
}

// TestOnePageIndicatorOnEveryPanel: every panel shows its page the same
// way at every width, "◂ n/m Title ▸", never a strip of tabs.
func TestOnePageIndicatorOnEveryPanel(t *testing.T) {
	t.Parallel()
	for _, sz := range [][2]int{{80, 24}, {160, 48}} {
		m := sized(t, i18n.English, sz[0], sz[1])
		g := m.styles.Glyphs
		for i := range m.panels {
			m.Update(press(fmt.Sprint(i + 1)))
			p := m.panels[m.active].(kit.PageTable)
			want := fmt.Sprintf("%s 1/%d %s %s", g.PageLeft, len(p.PageKeys()), p.PageTitles()[0], g.PageRight)
			if view := ansi.Strip(m.View()); !strings.Contains(view, want) {
				t.Errorf("%dx%d, %s: no %q:\n%s", sz[0], sz[1], m.panels[m.active].ID(), want, view)
			}
		}
	}
}
