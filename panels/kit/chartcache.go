package kit

// ChartCache keeps the last rendering of a chart and what it was drawn
// from, so a key press that does not change the chart does not redraw it.
type ChartCache struct {
	key string
	out RenderedChart
}

// Get returns the cached chart for key, or draws and stores a new one.
func (c *ChartCache) Get(key string, draw func() RenderedChart) RenderedChart {
	if c.key != key || c.key == "" {
		c.key, c.out = key, draw()
	}
	return c.out
}
