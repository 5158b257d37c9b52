package notes

import (
	"errors"
	"fmt"
	"time"

	"pegasus/i18n"
	"pegasus/ui/safe"
)

// Problem is what is wrong with a state file.
type Problem int

// The problems Check finds.
const (
	NotJSON      Problem = iota // not JSON of a state (Detail says why)
	BadVersion                  // a format this program does not read
	BadSteps                    // no steps
	BadStep                     // a step outside 1..Steps
	BadSeq                      // a sequence number below 1
	BadPID                      // a process ID below 1
	BadStart                    // no start time, or one in the future
	NoText                      // no text for the current step
	BadNext                     // no next step before the last, or one after it
	BadPlan                     // a planned time below 0 or above MaxPlan
	BadStepClock                // the step's clock: entered before the start or in the future, or more time spent than the talk has had
	BadReveal                   // pauses outside 0..MaxPauses, or more revealed than there are
	BadPreview                  // more big numbers or pauses named than a step may have
)

// earliest is the earliest start time Check takes: before it, the time
// was not set (or set to nonsense).
var earliest = time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)

// clockSkew is how far in the future a start time may be (another
// terminal's clock, a clock set back).
const clockSkew = 24 * time.Hour

// StateError is a state file that cannot be right.
type StateError struct {
	Path    string
	Problem Problem
	Detail  string // the decoder's reason, for NotJSON
	State   State  // as decoded, for the numbers in the message
}

// Error implements error (in English; Explain words it for the user).
func (e *StateError) Error() string { return Explain(i18n.For(i18n.English), e) }

// Check reports whether a decoded state is one a presenter could have
// written at time now (path names it in the error): the format, a step
// within 1..Steps with Steps above 0, a sequence number and a process ID
// above 0, a start time that was set and is not in the future, a text
// for the current step, a next step exactly when there is one, planned
// times within 0..MaxPlan, a step entered between the start and now
// after no more time on it than the talk has had, revealed pauses within
// the step's, and previews no longer than a deck allows.
func Check(path string, s State, now time.Time) error {
	fail := func(p Problem) error { return &StateError{Path: path, Problem: p, State: s} }
	switch {
	case s.Version != Version:
		return fail(BadVersion)
	case s.Steps < 1:
		return fail(BadSteps)
	case s.Step < 1 || s.Step > s.Steps:
		return fail(BadStep)
	case s.Seq < 1:
		return fail(BadSeq)
	case s.PID < 1:
		return fail(BadPID)
	case s.Started.Before(earliest) || s.Started.After(now.Add(clockSkew)):
		return fail(BadStart)
	case len(s.Current) == 0:
		return fail(NoText)
	case (s.Next == nil) != (s.Step == s.Steps):
		return fail(BadNext)
	case badPlan(s.Planned) || badPlan(s.StepPlanned) || badPlan(s.NextPlanned):
		return fail(BadPlan)
	case s.StepEntered.Before(s.Started) || s.StepEntered.After(now.Add(clockSkew)) ||
		s.StepSpent < 0 || s.StepSpent > s.StepEntered.Sub(s.Started):
		return fail(BadStepClock)
	case s.Pauses < 0 || s.Pauses > MaxPauses || s.Reveal < 0 || s.Reveal > s.Pauses:
		return fail(BadReveal)
	case badPreview(s.Current) || badPreview(s.Next):
		return fail(BadPreview)
	}
	return nil
}

// badPlan reports a planned time no deck can give.
func badPlan(d time.Duration) bool { return d < 0 || d > MaxPlan }

// badPreview reports a step with more big numbers or pauses than a deck
// allows.
func badPreview(m map[string]StepText) bool {
	for _, st := range m {
		if len(st.Big) > maxBig || len(st.Pauses) > MaxPauses {
			return true
		}
	}
	return false
}

// maxBig is the most big numbers a step shows (as a deck may give).
const maxBig = 2

// Explain words a problem of the notes in t's language: a state file
// that cannot be right (StateError), a presenter that holds the lock, or
// a refusal of package safe (a state file that is a FIFO or too big, a
// private directory that is not private). The path is named once and
// made safe to print.
func Explain(t *i18n.Text, err error) string {
	ft, lt := t.Files, t.Lecture
	var se *StateError
	var le *safe.LockedError
	switch {
	case errors.As(err, &se):
		s, p := se.State, se.Path
		var msg string
		switch se.Problem {
		case NotJSON:
			msg = fmt.Sprintf(ft.StateNotJSONFmt, p, se.Detail)
		case BadVersion:
			msg = fmt.Sprintf(ft.StateVersionFmt, p, s.Version, Version)
		case BadSteps:
			msg = fmt.Sprintf(ft.StateStepsFmt, p, s.Steps)
		case BadStep:
			msg = fmt.Sprintf(ft.StateStepFmt, p, s.Step, s.Steps)
		case BadSeq:
			msg = fmt.Sprintf(ft.StateSeqFmt, p, s.Seq)
		case BadPID:
			msg = fmt.Sprintf(ft.StatePIDFmt, p, s.PID)
		case BadStart:
			msg = fmt.Sprintf(ft.StateStartFmt, p, s.Started.Format(time.RFC3339))
		case NoText:
			msg = fmt.Sprintf(ft.StateTextFmt, p)
		case BadPlan:
			msg = fmt.Sprintf(lt.StatePlanFmt, p, i18n.Clock(MaxPlan))
		case BadStepClock:
			msg = fmt.Sprintf(lt.StateStepClockFmt, p, s.StepEntered.Format(time.RFC3339), s.StepSpent.Round(time.Second))
		case BadReveal:
			msg = fmt.Sprintf(lt.StateRevealFmt, p, s.Reveal, s.Pauses, MaxPauses)
		case BadPreview:
			msg = fmt.Sprintf(lt.StatePreviewFmt, p, maxBig, MaxPauses)
		default:
			msg = fmt.Sprintf(ft.StateNextFmt, p)
		}
		return safe.Line(msg)
	case errors.As(err, &le):
		return safe.Line(fmt.Sprintf(ft.PresenterBusyFmt, le.PID, le.Path))
	case errors.Is(err, ErrNoBase):
		return t.Lecture.NotesNoDir
	}
	var ud *safe.UnsafeDirError
	if errors.As(err, &ud) {
		return safe.Line(fmt.Sprintf(ft.RuntimeUnsafeFmt, safe.Explain(t, err)))
	}
	return safe.Explain(t, err)
}
