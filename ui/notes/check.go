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
	NotJSON    Problem = iota // not JSON of a state (Detail says why)
	BadVersion                // a format this program does not read
	BadSteps                  // no steps
	BadStep                   // a step outside 1..Steps
	BadSeq                    // a sequence number below 1
	BadPID                    // a process ID below 1
	BadStart                  // no start time, or one in the future
	NoText                    // no text for the current step
	BadNext                   // no next step before the last, or one after it
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
// for the current step, and a next step exactly when there is one.
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
	}
	return nil
}

// Explain words a problem of the notes in t's language: a state file
// that cannot be right (StateError), a presenter that holds the lock, or
// a refusal of package safe (a state file that is a FIFO or too big, a
// private directory that is not private). The path is named once and
// made safe to print.
func Explain(t *i18n.Text, err error) string {
	ft := t.Files
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
