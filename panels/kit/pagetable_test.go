package kit_test

import (
	"fmt"
	"strings"
	"testing"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

// titled is a page title that is the same in every language.
func titled(s string) func(*i18n.Text) string { return func(*i18n.Text) string { return s } }

// TestPageWaitsForItsEngine: until its engine is Ready, a page shows its
// Waiting heading (or only the computing line) and exports nothing; once
// ready, its body and its Data.
func TestPageWaitsForItsEngine(t *testing.T) {
	ready := false
	data := kit.Dataset{Title: "numbers", Table: &kit.DataTable{Columns: []string{"a"}}}
	b := kit.NewBase(kit.Registration{ID: "demo"}, kittest.Env(t, i18n.English, false, nil), "glossary", []kit.Page{
		{Key: "chart", Title: titled("Chart"), Body: func(w, h int) []string { return []string{"the chart"} },
			Ready: func() bool { return ready }, Waiting: titled("Chart of the run"), Data: kit.Exports(func() kit.Dataset { return data })},
		{Key: "bars", Title: titled("Bars"), Body: func(w, h int) []string { return []string{"the bars"} },
			Ready: func() bool { return ready }},
		{Key: "prose", Title: titled("Prose"), Body: func(w, h int) []string { return []string{"words"} }},
	})
	b.Resize(60, 10)
	computing := b.Text.Shell.Computing
	area := b.PageArea(0, 0, 60, 10)
	if !strings.Contains(area, "Chart of the run") || !strings.Contains(area, computing) || strings.Contains(area, "the chart") {
		t.Fatalf("waiting page:\n%s", area)
	}
	if _, ok := b.Dataset(); ok {
		t.Error("a page that waits for its engine exports a dataset")
	}
	b.Pager.ShowPage(b.PageKeys(), "bars")
	if area := b.PageArea(0, 0, 60, 10); !strings.Contains(area, computing) || strings.Contains(area, "the bars") {
		t.Fatalf("waiting page without a heading:\n%s", area)
	}
	ready = true
	b.Pager.ShowPage(b.PageKeys(), "chart")
	if area := b.PageArea(0, 0, 60, 10); !strings.Contains(area, "the chart") || strings.Contains(area, computing) {
		t.Fatalf("ready page:\n%s", area)
	}
	if ds, ok := b.Dataset(); !ok || ds.Title != "numbers" {
		t.Errorf("ready page's dataset %+v, %v", ds, ok)
	}
	b.Pager.ShowPage(b.PageKeys(), "prose")
	if _, ok := b.Dataset(); ok {
		t.Error("a page without Data exports a dataset")
	}
}

// TestHeadingMarksAPendingResult: a heading gets the computing line only
// while its result is pending.
func TestHeadingMarksAPendingResult(t *testing.T) {
	b := kit.NewBase(kit.Registration{ID: "demo"}, kittest.Env(t, i18n.TraditionalChinese, false, nil), "glossary",
		[]kit.Page{{Key: "one", Title: titled("One"), Body: func(int, int) []string { return nil }}})
	if got := strings.Join(b.Heading("標題", 40, false), "\n"); strings.Contains(got, b.Text.Shell.Computing) {
		t.Errorf("settled heading %q says it computes", got)
	}
	if got := strings.Join(b.Heading("標題", 40, true), "\n"); !strings.Contains(got, "標題") || !strings.Contains(got, b.Text.Shell.Computing) {
		t.Errorf("pending heading %q", got)
	}
	if got, want := b.Axis("負載", "%"), fmt.Sprintf(b.Text.Lecture.Data.AxisFmt, "負載", "%"); got != want {
		t.Errorf("axis %q, want %q", got, want)
	}
}

// TestGroupControlsFollowThePage: the knobs on screen are those of the
// group the page on screen names, questions included.
func TestGroupControlsFollowThePage(t *testing.T) {
	body := func(int, int) []string { return nil }
	pages := []kit.Page{{Key: "a", Title: titled("A"), Body: body}, {Key: "b", Title: titled("B"), Body: body, Group: 1}}
	pages = append(pages, kit.QuestionPages(2, titled("Q%d"), 1)...)
	b := kit.NewBase(kit.Registration{ID: "demo"}, kittest.Env(t, i18n.English, false, nil), "glossary", pages)
	ctl := kit.NewGroupControls(2, func(g int) []kit.Knob[int] { return make([]kit.Knob[int], g+1) })
	for page, want := range map[string]int{"a": 1, "b": 2, "q1": 2, "q2": 1} {
		b.Pager.ShowPage(b.PageKeys(), page)
		if got := len(ctl.Of(&b).Knobs); got != want {
			t.Errorf("page %s shows %d knobs, want group %d's %d", page, got, want-1, want)
		}
	}
}

// TestChartPageGivesTheChartTheRoomLeft: the chart takes the rows the
// heading, legend, fitted blocks and spare rows leave, within its
// bounds, and every block follows a blank line.
func TestChartPageGivesTheChartTheRoomLeft(t *testing.T) {
	b := kit.NewBase(kit.Registration{ID: "demo"}, kittest.Env(t, i18n.English, false, nil), "glossary",
		[]kit.Page{{Key: "one", Title: titled("One"), Body: func(int, int) []string { return nil }}})
	var rows int
	layout := kit.ChartLayout{
		Heading: []string{"heading"},
		Chart: func(r int) []string {
			rows = r
			return []string{"chart"}
		},
		Legend: []string{"legend 1", "legend 2"},
		Marks:  []string{"marks"},
		Blocks: [][]string{{"t1", "t2", "t3"}, {"note"}},
		Fit:    1, Spare: 2, Min: 4, Max: 10,
	}
	for _, c := range []struct{ h, want int }{{30, 10}, {16, 8}, {8, 4}} {
		got := b.ChartPage(40, c.h, layout)
		if rows != c.want {
			t.Errorf("height %d: chart of %d rows, want %d", c.h, rows, c.want)
		}
		want := "heading|chart|legend 1|legend 2|marks||t1|t2|t3||note"
		if strings.Join(got, "|") != want {
			t.Errorf("height %d: layout %q, want %q", c.h, strings.Join(got, "|"), want)
		}
	}
	layout.Caption = "queue (KiB) against time"
	if got := b.ChartPage(40, 30, layout); got[1] != b.Styles.Muted.Render("queue (KiB) against time") {
		t.Errorf("caption line %q", got[1])
	}
}

// TestShowPagesFillsTheArea: a panel that is only its pages draws the
// page bar and the page in its whole area, and nothing without one.
func TestShowPagesFillsTheArea(t *testing.T) {
	b := kit.NewBase(kit.Registration{ID: "demo"}, kittest.Env(t, i18n.English, false, nil), "glossary",
		[]kit.Page{{Key: "one", Title: titled("First page"), Body: func(int, int) []string { return []string{"body"} }}})
	b.ShowPages()
	if b.View() != "" {
		t.Errorf("no area, view %q", b.View())
	}
	b.Resize(40, 6)
	b.ShowPages()
	kittest.AssertFits(t, b.View(), 40, 6)
	if !strings.Contains(b.View(), "First page") || !strings.Contains(b.View(), "body") {
		t.Errorf("view:\n%s", b.View())
	}
}
