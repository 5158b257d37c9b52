package twolevel

import (
	"context"
	"fmt"
	"maps"

	"pegasus/model/flowtable"
)

// Agreement compares the DPU, the RNICs and the log.
type Agreement struct {
	Settled bool // the run is Done
	Version int  // the DPU's last committed version
	// RNICMatches[i]: RNIC i holds, cell for cell, the layout of the last
	// version and its version register says so.
	RNICMatches []bool
	// LogReplays: replaying the log onto an empty table gives the DPU's
	// layout, and its committed updates give the DPU's software table.
	LogReplays bool
	// SoftwareMatchesHardware: the DPU's software table holds exactly the
	// entries of the layout (when no version is in flight).
	SoftwareMatchesHardware bool
	// ControllerMatches: the DPU's software table is what the controller
	// intends after every update it has had acknowledged.
	ControllerMatches bool
}

// Agree reports whether everything agrees.
func (a Agreement) Agree() bool {
	ok := a.Settled && a.LogReplays && a.SoftwareMatchesHardware && a.ControllerMatches
	for _, m := range a.RNICMatches {
		ok = ok && m
	}
	return ok
}

// Agreement compares the DPU, every RNIC and the log now.
func (s *Sim) Agreement() (Agreement, error) {
	a := Agreement{Settled: s.Done(), Version: s.committed}
	for _, r := range s.rnics {
		a.RNICMatches = append(a.RNICMatches, r.alive && r.version == s.committed && r.table.SameCells(s.mirror))
	}
	replayed, auth, _, err := Replay(s.p.Table, s.tableSeed, s.log)
	if err != nil {
		return a, fmt.Errorf("twolevel: agreement: %w", err)
	}
	a.LogReplays = replayed.SameCells(s.mirror) && maps.Equal(auth, s.auth)
	if s.committed == s.target() {
		a.SoftwareMatchesHardware = maps.Equal(entries(s.mirror), s.auth)
	}
	a.ControllerMatches = maps.Equal(s.auth, s.ctl.intended)
	return a, nil
}

// entries is a table's contents as a software table.
func entries(t *flowtable.Table) map[uint64]uint64 {
	out := map[uint64]uint64{}
	for _, e := range t.Entries() {
		out[e.Key] = e.Value
	}
	return out
}

// ScheduledFault is a fault injected just before event AtEvent.
type ScheduledFault struct {
	AtEvent int
	Fault   Fault
}

// Trace is a whole run.
type Trace struct {
	Events    []Event
	Log       []Record
	Agreement Agreement
}

// MaxEvents bounds a run; a run that has not settled by then is an error
// (none is known to).
const MaxEvents = 2_000_000

// cancelEvery is how many events run between checks for cancellation.
const cancelEvery = 4096

// RunCtx runs p to the end, injecting faults before the events they name
// (faults after the run settles are injected then, and the run resumes).
func RunCtx(ctx context.Context, p Params, faults []ScheduledFault) (Trace, error) {
	s, err := New(p)
	if err != nil {
		return Trace{}, err
	}
	var tr Trace
	pending := append([]ScheduledFault(nil), faults...)
	for n := 0; ; n++ {
		if n%cancelEvery == 0 {
			if err := ctx.Err(); err != nil {
				return Trace{}, fmt.Errorf("twolevel: run: %w", err)
			}
		}
		if n > MaxEvents {
			return Trace{}, fmt.Errorf("twolevel: run: no settled state after %d events", MaxEvents)
		}
		kept := pending[:0]
		for _, f := range pending {
			if f.AtEvent <= len(tr.Events) || s.Done() {
				e, err := s.Inject(f.Fault)
				if err != nil {
					continue // e.g. a second crash while the server reboots: nothing happens
				}
				tr.Events = append(tr.Events, e)
				continue
			}
			kept = append(kept, f)
		}
		pending = kept
		e, ok := s.Step()
		if !ok && len(pending) == 0 {
			break
		}
		if ok {
			tr.Events = append(tr.Events, e)
		}
	}
	tr.Log = s.Log()
	tr.Agreement, err = s.Agreement()
	return tr, err
}

// Run is RunCtx without cancellation.
func Run(p Params, faults []ScheduledFault) (Trace, error) {
	return RunCtx(context.Background(), p, faults)
}
