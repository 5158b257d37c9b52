package kit

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// Clock tells the time and runs the timers of the shell and the panels:
// the settle timer, animation frames, the status line's expiry, the
// presenter's timer. The explorer runs on SystemClock; a test passes a
// clock it controls (kittest.Clock), so that no test waits on real time.
// It is passed down (Env.Clock), never kept in a global.
type Clock interface {
	// Now is the current time.
	Now() time.Time
	// Tick is a command that waits d, then delivers fn's message (the
	// time it fired at), as tea.Tick does.
	Tick(d time.Duration, fn func(time.Time) tea.Msg) tea.Cmd
}

// SystemClock is the real time: time.Now and tea.Tick.
type SystemClock struct{}

// Now implements Clock.
func (SystemClock) Now() time.Time { return time.Now() }

// Tick implements Clock.
func (SystemClock) Tick(d time.Duration, fn func(time.Time) tea.Msg) tea.Cmd { return tea.Tick(d, fn) }

// ClockOr is c, or the system clock when c is nil (an Env or Config that
// names none).
func ClockOr(c Clock) Clock {
	if c == nil {
		return SystemClock{}
	}
	return c
}
