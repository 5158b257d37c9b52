package kittest

import (
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// Clock is the clock of tests (a kit.Clock): it reads a fixed time that
// moves only when the test moves it (Advance) or when a timer fires. A
// timer's command returns at once, having moved the clock to the timer's
// deadline (as testing/synctest does), so a settle timer, an animation's
// frame or a status line's expiry costs no real time, and what the
// panel computes from the time it waited is what the program computes.
// It is safe for the goroutines a teatest program runs commands in.
type Clock struct {
	mu sync.Mutex
	at time.Time
}

// NewClock is a clock at a fixed start.
func NewClock() *Clock { return &Clock{at: time.Date(2026, 2, 1, 9, 0, 0, 0, time.UTC)} }

// Now implements kit.Clock.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.at
}

// Advance moves the clock on by d.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.at = c.at.Add(d)
}

// Tick implements kit.Clock: the command fires at once, the clock moved
// to the deadline (now, when the test moved it past).
func (c *Clock) Tick(d time.Duration, fn func(time.Time) tea.Msg) tea.Cmd {
	due := c.Now().Add(d)
	return func() tea.Msg {
		c.mu.Lock()
		if c.at.Before(due) {
			c.at = due
		}
		now := c.at
		c.mu.Unlock()
		return fn(now)
	}
}
