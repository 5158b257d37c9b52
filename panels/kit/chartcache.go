package kit

import (
	"fmt"

	"pegasus/i18n"
)

// chartCacheSize is how many renderings a ChartCache keeps: enough for a
// presenter stepping back and forth between layouts of different sizes,
// or a knob moved one step and back, to find its chart already drawn.
const chartCacheSize = 4

// ChartCache keeps the last few renderings of a chart and what each was
// drawn from, so a key press that does not change the chart, or returns
// it to a recent state, does not redraw it.
type ChartCache struct {
	entries []chartEntry // most recently used first
}

type chartEntry struct {
	key string
	out RenderedChart
}

// Get returns the cached chart for key drawn with styles s in language
// lang, or draws and stores a new one: the theme, the glyph set and the
// language are part of every key, so a chart's colours, drawing and axis
// words always follow the screen's. An empty key is never cached.
func (c *ChartCache) Get(s Styles, lang i18n.Lang, key string, draw func() RenderedChart) RenderedChart {
	if key == "" {
		return draw()
	}
	key = fmt.Sprint(s.Theme, s.Glyphs.Braille, s.Glyphs.AxisV, lang, key)
	for i, e := range c.entries {
		if e.key == key {
			copy(c.entries[1:i+1], c.entries[:i])
			c.entries[0] = e
			return e.out
		}
	}
	e := chartEntry{key: key, out: draw()}
	if len(c.entries) < chartCacheSize {
		c.entries = append(c.entries, chartEntry{})
	}
	copy(c.entries[1:], c.entries[:len(c.entries)-1])
	c.entries[0] = e
	return e.out
}
