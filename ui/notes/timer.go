package notes

import (
	"fmt"
	"time"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// Level is how a countdown stands against its plan.
type Level int

// The levels of a countdown.
const (
	OnTime   Level = iota
	Warning        // in the plan's last stretch (see warnBefore)
	Overtime       // past the plan
)

// Countdown is the time left of a plan, negative past it, and how it
// stands.
type Countdown struct {
	Left  time.Duration
	Level Level
}

// CountDown measures time spent against a plan above 0.
func CountDown(spent, plan time.Duration) Countdown {
	left := plan - spent
	switch {
	case left < 0:
		return Countdown{Left: left, Level: Overtime}
	case left <= warnBefore(plan):
		return Countdown{Left: left, Level: Warning}
	}
	return Countdown{Left: left, Level: OnTime}
}

// warnBefore is how long before its end a plan warns: its last fifth,
// at least 15 s and at most 5 min (and never more than the plan).
func warnBefore(plan time.Duration) time.Duration {
	return min(plan, 5*time.Minute, max(15*time.Second, plan/5))
}

// Text is the countdown as a clock: the time left, rounded up to the
// second as countdowns are read ("1:15"), or the time past the plan after
// a plus ("+0:12").
func (c Countdown) Text() string {
	if c.Level == Overtime {
		return "+" + i18n.Clock(-c.Left)
	}
	return i18n.Clock((c.Left + time.Second - 1).Truncate(time.Second))
}

// Render draws the countdown in styles s: a warning and an overtime are
// marked with a glyph as well as a colour, so that they read without
// colour (NO_COLOR, a monochrome projector).
func (c Countdown) Render(s kit.Styles) string { return c.paint(s, c.Text()) }

// Words is the countdown in words in language t ("1:15 left", "0:12
// over"), drawn as Render draws it.
func (c Countdown) Words(t *i18n.Text, s kit.Styles) string {
	if c.Level == Overtime {
		return c.paint(s, fmt.Sprintf(t.Lecture.TimerOverFmt, i18n.Clock(-c.Left)))
	}
	return c.paint(s, fmt.Sprintf(t.Lecture.TimerLeftFmt, c.Text()))
}

// paint draws text in the style of the countdown's level, after the
// warning glyph when it warns.
func (c Countdown) paint(s kit.Styles, text string) string {
	switch c.Level {
	case Warning:
		return s.Marker.Render(WarnGlyph(s.Glyphs) + text)
	case Overtime:
		return s.Error.Render(WarnGlyph(s.Glyphs) + text)
	}
	return s.Value.Render(text)
}

// WarnGlyph marks a countdown near or past its end: a triangle, or "!"
// in the ASCII set.
func WarnGlyph(g kit.Glyphs) string {
	if g.Blocks {
		return "▲"
	}
	return "!"
}

// Clock writes a duration as m:ss, or h:mm:ss from an hour on (see
// i18n.Clock).
func Clock(d time.Duration) string { return i18n.Clock(d) }
