package kit_test

import (
	"strings"
	"testing"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

// TestNarrowLayoutPutsThePageBarOnItsOwnLine: below WideMin the top
// lines come first, then the page bar on a line of its own, on the row
// the mouse zones record.
func TestNarrowLayoutPutsThePageBarOnItsOwnLine(t *testing.T) {
	page := func(w, h int) []string { return []string{"body line"} }
	b := kit.NewBase(kit.Registration{ID: "demo"}, kittest.Env(t, i18n.English, false, nil), "glossary",
		[]kit.Page{{Key: "one", Title: func(*i18n.Text) string { return "First" }, Body: page},
			{Key: "two", Title: func(*i18n.Text) string { return "Second" }, Body: page}})
	b.Resize(60, 12)
	lines := strings.Split(b.Layout(nil, func(int) []string { return []string{"top one", "top two"} }), "\n")
	if len(lines) < 4 || strings.TrimSpace(lines[1]) != "top two" || !strings.Contains(lines[2], "First") {
		t.Fatalf("narrow layout:\n%s", strings.Join(lines, "\n"))
	}
	if b.Zones.PageBarY != 2 {
		t.Errorf("page bar zone on row %d, drawn on row 2", b.Zones.PageBarY)
	}
}
