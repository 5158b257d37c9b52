package serve

import (
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// skipClock is the real time, which a test can move ahead (Skip): a
// kit.Clock for the lecture tests, whose sessions draw their frames and
// settle their knobs on real time (a frozen test clock would hold every
// frame back), but whose status lines hide the footer for seconds (the
// test skips those seconds instead of waiting them out). A timer fires
// when the clock reaches its deadline, by the time passing or by a skip.
type skipClock struct {
	mu      sync.Mutex
	ahead   time.Duration // the skips so far
	skipped chan struct{} // closed at the next skip
}

// newSkipClock is a clock at the real time.
func newSkipClock() *skipClock { return &skipClock{skipped: make(chan struct{})} }

// Now implements kit.Clock.
func (c *skipClock) Now() time.Time {
	now, _ := c.read()
	return now
}

// read is the time now and a channel closed at the next skip.
func (c *skipClock) read() (time.Time, chan struct{}) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return time.Now().Add(c.ahead), c.skipped
}

// Tick implements kit.Clock: the command returns once the clock reaches
// the deadline.
func (c *skipClock) Tick(d time.Duration, fn func(time.Time) tea.Msg) tea.Cmd {
	due := c.Now().Add(d)
	return func() tea.Msg {
		for {
			now, skipped := c.read()
			if !now.Before(due) {
				return fn(now)
			}
			timer := time.NewTimer(due.Sub(now))
			select {
			case <-timer.C:
			case <-skipped:
				timer.Stop()
			}
		}
	}
}

// Skip moves the clock ahead by d: the timers it passes fire now.
func (c *skipClock) Skip(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.ahead += d
	close(c.skipped)
	c.skipped = make(chan struct{})
}
