package deck

import (
	"math"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"pegasus/i18n"
	"pegasus/model/knob"
)

// MaxPlan is the longest planned time a deck or a step may give.
const MaxPlan = 24 * time.Hour

// maxMinutes is MaxPlan in minutes.
const maxMinutes = float64(MaxPlan / time.Minute)

// duration reads a planned time written with a unit ("45m", "90s",
// "1h30m"): whole seconds from 1 s to MaxPlan. A bare number is refused:
// minutes or seconds, it would be a guess.
func (l *loader) duration(n *yaml.Node) time.Duration {
	d, err := time.ParseDuration(n.Value)
	if n.Kind != yaml.ScalarNode || err != nil || strings.TrimSpace(n.Value) != n.Value ||
		d < time.Second || d > MaxPlan || d%time.Second != 0 {
		l.fail(n, l.lt.DeckDurationFmt, n.Value)
		return 0
	}
	return d
}

// minutes reads a planned time in minutes ("2", "1.5"), as a person types
// a number (knob.ParseNumber): above 0, at most MaxPlan, whole seconds.
func (l *loader) minutes(n *yaml.Node) time.Duration {
	v, ok := knob.ParseNumber(n.Value)
	sec := v * 60
	if n.Kind != yaml.ScalarNode || !ok || v <= 0 || v > maxMinutes || math.Abs(sec-math.Round(sec)) > 1e-9 {
		l.fail(n, l.lt.DeckMinutesFmt, n.Value, i18n.Number(maxMinutes, 0))
		return 0
	}
	return time.Duration(math.Round(sec)) * time.Second
}

// stepPlan reads a step's planned time from its minutes or its duration;
// giving both is a mistake.
func (l *loader) stepPlan(f map[string]*yaml.Node) time.Duration {
	m, d := f["minutes"], f["duration"]
	switch {
	case m != nil && d != nil:
		l.fail(d, l.lt.DeckPlanBothFmt)
		return 0
	case m != nil:
		return l.minutes(m)
	case d != nil:
		return l.duration(d)
	}
	return 0
}

// planFits checks that the steps' planned times fit in the deck's
// duration (given at node at, nil when the deck gives none).
func (l *loader) planFits(d Deck, at *yaml.Node) {
	if at == nil || d.Planned <= 0 {
		return
	}
	var sum time.Duration
	for _, s := range d.Steps {
		sum += s.Planned
	}
	if sum > d.Planned {
		l.fail(at, l.lt.DeckPlanOverFmt, i18n.Clock(sum), i18n.Clock(d.Planned))
	}
}
