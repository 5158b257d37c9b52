package kit

import "sync"

// RenderCount counts the renderings each panel makes. A test passes one
// in Env to bound the work a burst of keys costs; it is safe to read while
// a program runs.
type RenderCount struct {
	mu sync.Mutex
	n  map[PanelID]int
}

// add counts one rendering of panel id (nothing on a nil count).
func (c *RenderCount) add(id PanelID) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.n == nil {
		c.n = map[PanelID]int{}
	}
	c.n[id]++
}

// Of is how many times panel id rendered.
func (c *RenderCount) Of(id PanelID) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.n[id]
}
