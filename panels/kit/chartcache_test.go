package kit

import (
	"fmt"
	"testing"

	"pegasus/i18n"
)

// TestChartCacheKeepsRecentRenderings: a chart drawn for a key is drawn
// once while it stays among the last few keys, and again after it falls
// out; an empty key is never cached.
func TestChartCacheKeepsRecentRenderings(t *testing.T) {
	var c ChartCache
	dark := NewStyles(ThemeDark, false)
	draws := map[string]int{}
	get := func(key string) {
		out := c.Get(dark, i18n.English, key, func() RenderedChart {
			draws[key]++
			return RenderedChart{View: key}
		})
		if key != "" && out.View != key {
			t.Fatalf("Get(%q) returned the chart of %q", key, out.View)
		}
	}
	for range 3 {
		get("a")
		get("b") // back and forth between two layouts
	}
	if draws["a"] != 1 || draws["b"] != 1 {
		t.Errorf("back and forth redrew: %v", draws)
	}
	for i := range chartCacheSize {
		get(fmt.Sprint(i))
	}
	get("a")
	if draws["a"] != 2 {
		t.Errorf("a chart evicted by %d newer ones was not redrawn: %v", chartCacheSize, draws)
	}
	get("")
	get("")
	if draws[""] != 2 {
		t.Errorf("an empty key was cached: %v", draws)
	}
	// The language, the theme and the glyph set are part of the key.
	n := 0
	draw := func() RenderedChart { n++; return RenderedChart{View: "x"} }
	for _, s := range []Styles{dark, NewStyles(ThemeLight, false), NewStyles(ThemeDark, true)} {
		for _, l := range i18n.Langs {
			c.Get(s, l, "same", draw)
		}
	}
	if n != 6 {
		t.Errorf("%d drawings for 3 style sets in 2 languages, want 6", n)
	}
}
