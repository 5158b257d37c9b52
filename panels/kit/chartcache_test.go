package kit

import (
	"fmt"
	"testing"
)

// TestChartCacheKeepsRecentRenderings: a chart drawn for a key is drawn
// once while it stays among the last few keys, and again after it falls
// out; an empty key is never cached.
func TestChartCacheKeepsRecentRenderings(t *testing.T) {
	var c ChartCache
	draws := map[string]int{}
	get := func(key string) {
		out := c.Get(key, func() RenderedChart {
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
}
