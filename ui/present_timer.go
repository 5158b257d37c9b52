package ui

import (
	"fmt"
	"strings"

	"pegasus/i18n"
	"pegasus/ui/notes"
)

// presentTimers are the footer's clocks: the step's countdown when the
// step has a planned time, then the talk's countdown when the deck (or
// its steps) plan one, else the time since the start. A countdown warns
// in its last stretch and past its end, with a glyph and a colour.
func (m *Model) presentTimers() string {
	p, s, lt := m.present, m.styles, m.text.Lecture
	now := m.cfg.now()
	var parts []string
	if plan := p.current().Planned; plan > 0 {
		parts = append(parts, fmt.Sprintf(lt.TimerStepFmt, notes.CountDown(p.stepSpent(now), plan).Render(s)))
	}
	if plan := p.deck.Plan(); plan > 0 {
		parts = append(parts, fmt.Sprintf(lt.TimerTalkFmt, notes.CountDown(now.Sub(p.started), plan).Render(s)))
	} else {
		parts = append(parts, s.Value.Render(i18n.Clock(now.Sub(p.started))))
	}
	return strings.Join(parts, "  ")
}
