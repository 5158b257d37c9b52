package ui

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"pegasus/i18n"
	"pegasus/panels/kit/kittest"
)

// search types a query into the prompt (Tab first to search every
// panel) and runs what Enter leads to.
func search(m *Model, query string, every bool) {
	hit(m, press("/"))
	if every {
		hit(m, tea.KeyMsg{Type: tea.KeyTab})
	}
	for _, r := range query {
		hit(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
	hit(m, enter)
}

// count reads "i of n" (or "第 i 個，共 n 個") from the status bar.
func count(t *testing.T, m *Model) (int, int) {
	t.Helper()
	bar := ansi.Strip(lastLine(m.View()))
	re := regexp.MustCompile(`(\d+) of (\d+)`)
	if m.text.Lang == i18n.TraditionalChinese {
		re = regexp.MustCompile(`第 (\d+) 個，共 (\d+) 個`)
	}
	g := re.FindStringSubmatch(bar)
	if g == nil {
		t.Fatalf("no match count in the status bar %q", bar)
	}
	i, _ := strconv.Atoi(g[1])
	n, _ := strconv.Atoi(g[2])
	return i, n
}

// markedOnScreen reports whether the current match of query is drawn on
// screen between its two glyphs (they mark it without colour).
func markedOnScreen(m *Model, query string) bool {
	g := m.styles.Glyphs
	screen := strings.ToLower(ansi.Strip(m.View()))
	return strings.Contains(screen, g.PageRight+strings.ToLower(query)+g.PageLeft)
}

// screenCount counts query in the panel area of every page of the active
// panel, turned one page at a time on a screen tall enough that no page
// scrolls: what a reader could count by eye.
func screenCount(t *testing.T, m *Model, query string) int {
	t.Helper()
	total := 0
	pages := len(m.panels[m.active].PageTitles())
	for range pages {
		lines := strings.Split(ansi.Strip(m.View()), "\n")
		body := strings.Join(lines[2:len(lines)-1], "\n") // below the tab and page bars, above the status bar
		if strings.Contains(body, "to scroll") {
			t.Fatalf("a page scrolls; the count would miss its end:\n%s", body)
		}
		total += strings.Count(strings.ToLower(body), strings.ToLower(query))
		hit(m, tea.KeyMsg{Type: tea.KeyPgDown})
	}
	hit(m, tea.KeyMsg{Type: tea.KeyHome})
	return total
}

// TestSearchCountsWhatTheScreenShows: "/queue" in the credit loop says
// "1 of n", n being the times "queue" is on its pages.
func TestSearchCountsWhatTheScreenShows(t *testing.T) {
	t.Parallel()
	m := sized(t, i18n.English, 200, 120)
	want := screenCount(t, m, "queue")
	if want < 2 {
		t.Fatalf("the credit loop shows %q %d times; the test needs two or more", "queue", want)
	}
	search(m, "queue", false)
	if i, n := count(t, m); i != 1 || n != want {
		t.Errorf("status %d of %d, the pages show %d", i, n, want)
	}
}

// TestSearchNextPreviousAndCount: at 80x24, "/queue" then n, N and the
// count behave in both directions, wrapping round, the current match
// marked on screen each time; a knob moved in between does not lose the
// place; Esc clears the marks and n does nothing after it.
func TestSearchNextPreviousAndCount(t *testing.T) {
	t.Parallel()
	m := sized(t, i18n.English, 80, 24)
	search(m, "queue", false)
	i, n := count(t, m)
	if i != 1 || n < 2 || !markedOnScreen(m, "queue") {
		t.Fatalf("after /queue: %d of %d, marked %v:\n%s", i, n, markedOnScreen(m, "queue"), m.View())
	}
	if !strings.Contains(lastLine(m.View()), `"queue": 1 of `) {
		t.Errorf("status %q", lastLine(m.View()))
	}
	step := func(key string, want int) {
		t.Helper()
		hit(m, press(key))
		if got, total := count(t, m); got != want || total != n {
			t.Fatalf("%s: %d of %d, want %d of %d", key, got, total, want, n)
		}
		if !markedOnScreen(m, "queue") {
			t.Fatalf("%s: match %d is not marked on screen:\n%s", key, want, m.View())
		}
	}
	step("n", 2)
	step("N", 1)
	step("N", n) // wraps to the last
	step("n", 1) // and back to the first
	step("n", 2)
	hit(m, tea.KeyMsg{Type: tea.KeyRight}) // the jitter moves: the text changes
	step("N", 1)
	hit(m, press("esc"))
	if markedOnScreen(m, "queue") || strings.Contains(lastLine(m.View()), "of ") {
		t.Fatalf("Esc left the marks or the count:\n%s", m.View())
	}
	hit(m, press("n"))
	if strings.Contains(lastLine(m.View()), "of ") {
		t.Errorf("n after Esc searched again: %q", lastLine(m.View()))
	}
}

// TestSearchCountInChinese: the count reads "第 i 個，共 n 個" in zh-TW,
// and N before the first match wraps to the last.
func TestSearchCountInChinese(t *testing.T) {
	t.Parallel()
	m := sized(t, i18n.TraditionalChinese, 80, 24)
	search(m, "credit", false)
	i, n := count(t, m)
	if i != 1 || n < 2 || !markedOnScreen(m, "credit") {
		t.Fatalf("%d of %d:\n%s", i, n, m.View())
	}
	hit(m, press("N"))
	if i, _ := count(t, m); i != n {
		t.Errorf("N from the first: %d, want %d", i, n)
	}
}

// TestSearchNotFoundLeavesTheScreen: a query in no page says so and
// moves nothing.
func TestSearchNotFoundLeavesTheScreen(t *testing.T) {
	t.Parallel()
	m := sized(t, i18n.English, 80, 24)
	hit(m, tea.KeyMsg{Type: tea.KeyPgDown})
	page, line := m.panels[m.active].Position()
	search(m, "zzz no such words", false)
	if p, l := m.panels[m.active].Position(); p != page || l != line || !strings.Contains(m.View(), "is not in this panel") {
		t.Errorf("page %d line %d (was %d %d):\n%s", p, l, page, line, m.View())
	}
}

// TestSearchEveryPanelOpensTheChosenPanelAndPage: "/", Tab, a query and
// Enter list the matches of every panel with their panel and page; Enter
// on a row in another panel opens that panel at that page with the match
// marked on screen, n goes on from there, and b goes back.
func TestSearchEveryPanelOpensTheChosenPanelAndPage(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lang  i18n.Lang
		query string
	}{{i18n.English, "queue"}, {i18n.TraditionalChinese, "DCQCN"}} {
		t.Run(string(c.lang), func(t *testing.T) {
			m := sized(t, c.lang, 80, 24)
			st := m.text.Search
			search(m, c.query, true)
			if m.overlay != resultsOverlay {
				t.Fatalf("no list of matches:\n%s", m.View())
			}
			f := &m.find
			panels := map[int]bool{}
			for _, h := range f.hits {
				panels[h.panel] = true
			}
			title := fmt.Sprintf(st.ResultsTitleFmt, c.query, len(f.hits), len(panels))
			if len(panels) < 2 || !strings.Contains(flat(m.View()), strings.Join(strings.Fields(title), "")) {
				t.Fatalf("want %q, matches in %d panels:\n%s", title, len(panels), m.View())
			}
			// The first match on a later page of a panel other than this one.
			target := -1
			for j, h := range f.hits {
				if h.panel != m.active && h.Page > 0 {
					target = j
					break
				}
			}
			if target < 0 {
				t.Fatal("no match past the first page of another panel")
			}
			h := f.hits[target]
			p := m.panels[h.panel]
			where := fmt.Sprintf(st.ResultsWhereFmt, h.panel+1, p.Title(), p.PageTitles()[h.Page])
			for f.sel < target {
				hit(m, tea.KeyMsg{Type: tea.KeyDown})
			}
			for f.sel > target {
				hit(m, tea.KeyMsg{Type: tea.KeyUp})
			}
			if !strings.Contains(m.View(), m.styles.Glyphs.Cursor+" "+where) {
				t.Fatalf("the chosen row %q is not on screen:\n%s", where, m.View())
			}
			hit(m, enter)
			page, _ := p.Position()
			if m.overlay != noOverlay || m.active != h.panel || page != h.Page {
				t.Fatalf("Enter opened panel %d page %d, want %s:\n%s", m.active+1, page+1, where, m.View())
			}
			if !markedOnScreen(m, c.query) || !strings.Contains(m.View(), p.PageTitles()[h.Page]) {
				t.Fatalf("the match is not marked on the page:\n%s", m.View())
			}
			if i, n := count(t, m); i != target+1 || n != len(f.hits) {
				t.Errorf("status %d of %d, want %d of %d", i, n, target+1, len(f.hits))
			}
			// n shows the match after the one opened. Opening a panel may
			// compute what its pages show, and then the search runs again
			// before n moves, so the numbers may have changed: the match
			// before the new current one is the one opened.
			hit(m, press("n"))
			i, n := count(t, m)
			if cur := f.cur; cur < 1 || i != cur+1 || n != len(f.hits) || f.hits[cur-1].panel != h.panel || !f.hits[cur-1].Same(h.Match) {
				t.Errorf("n after the list: %d of %d (current %d), not the match after %s line %d", i, n, f.cur, where, h.Line)
			}
			if !markedOnScreen(m, c.query) {
				t.Errorf("n: the match is not marked on screen:\n%s", m.View())
			}
			hit(m, press("b"))
			if m.active != 0 {
				t.Errorf("b went to panel %d, want the credit loop", m.active+1)
			}
		})
	}
}

// TestResultsListEscClosesAndKeepsThePanel: Esc closes the list of
// matches where the search began.
func TestResultsListEscClosesAndKeepsThePanel(t *testing.T) {
	t.Parallel()
	m := sized(t, i18n.English, 80, 24)
	search(m, "queue", true)
	hit(m, tea.KeyMsg{Type: tea.KeyEnd})
	hit(m, press("esc"))
	if m.overlay != noOverlay || m.active != 0 {
		t.Errorf("after Esc: overlay %v, panel %d", m.overlay, m.active+1)
	}
}

// stepClock is a clock that moves on 5 ms each time it is read, so that
// a search takes several slices.
type stepClock struct{ *kittest.Clock }

func (c stepClock) Now() time.Time {
	c.Advance(5 * time.Millisecond)
	return c.Clock.Now()
}

// TestSearchInSlicesFindsTheSame: a search of every panel split over
// many messages (no frame waits for all of it) finds what one done at
// once finds, and says it runs meanwhile.
func TestSearchInSlicesFindsTheSame(t *testing.T) {
	t.Parallel()
	whole := sized(t, i18n.English, 80, 24)
	search(whole, "queue", true)

	cfg := testConfig(t, i18n.English)
	cfg.Clock = stepClock{kittest.NewClock()}
	m := New(cfg)
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	hit(m, press("/"))
	hit(m, tea.KeyMsg{Type: tea.KeyTab})
	for _, r := range "queue" {
		hit(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
	_, cmd := m.Update(enter)
	if m.find.sweep == nil || !strings.Contains(m.View(), `Searching for "queue"`) {
		t.Fatalf("the search did not run in slices:\n%s", m.View())
	}
	run(m, cmd)
	if m.find.sweep != nil || m.overlay != resultsOverlay || len(m.find.hits) != len(whole.find.hits) {
		t.Fatalf("in slices: %d matches (list %v), at once %d", len(m.find.hits), m.overlay == resultsOverlay, len(whole.find.hits))
	}
	for i := range m.find.hits {
		if a, b := m.find.hits[i], whole.find.hits[i]; a.panel != b.panel || !a.Same(b.Match) {
			t.Fatalf("match %d: %+v, at once %+v", i, a, b)
		}
	}
}

// TestQuickKeysCountOneByOne: letters read from the terminal at once
// arrive as one message; "/queue" then "nN" then "nn" act as six, two
// and two presses.
func TestQuickKeysCountOneByOne(t *testing.T) {
	t.Parallel()
	m := sized(t, i18n.English, 80, 24)
	hit(m, press("/queue"))
	if m.search.Value() != "queue" {
		t.Fatalf("the prompt holds %q", m.search.Value())
	}
	hit(m, enter)
	_, n := count(t, m)
	hit(m, press("nN"))
	if i, _ := count(t, m); i != 1 {
		t.Errorf("nN: match %d, want 1", i)
	}
	want := 3 // two on from the first
	if n == 2 {
		want = 1 // round the end
	}
	hit(m, press("nn"))
	if i, _ := count(t, m); i != want {
		t.Errorf("nn: match %d of %d, want %d", i, n, want)
	}
}
