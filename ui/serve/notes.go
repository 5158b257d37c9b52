package serve

import (
	"context"
	"reflect"
	"time"

	"pegasus/model/engines"
	"pegasus/model/knob"
	"pegasus/panels/kit"
	"pegasus/ui"
	"pegasus/ui/deck"
	"pegasus/ui/notes"
)

// PollInterval is how often a server following a lecture reads the
// presenter's state file.
const PollInterval = 100 * time.Millisecond

// Presenter is the lecture a server follows: where the presenter
// publishes its state, the deck the server holds, and how to read that
// deck again when the presenter's changed.
type Presenter struct {
	// Base is the runtime directory the presenter's state file is in
	// (the one pegasus present writes for pegasus notes).
	Base string
	// Deck is the deck the server holds.
	Deck deck.Deck
	// Reload reads the deck file again (nil for the built-in deck): when
	// the presenter runs a deck other than the server's (its deck file
	// was edited and read again during the talk), the server reads its
	// own copy once and follows the new deck when the two agree.
	Reload func() (deck.Deck, error)
	// Interval is how often the state is read (0: PollInterval).
	Interval time.Duration
	// Clock tells the time the state is read at (nil: the system clock).
	Clock kit.Clock
	// Problem, when set, is told each new reason the state or the deck
	// file cannot be read.
	Problem func(error)
}

// FollowPresenter publishes, on l, the lecture the presenter p describes
// shows, read every p.Interval until ctx ends. A presenter running a deck
// the server does not hold (after Reload) is reported as such.
func FollowPresenter(ctx context.Context, p Presenter, l *Lecture) {
	clock, problem := kit.ClockOr(p.Clock), p.Problem
	if problem == nil {
		problem = func(error) {}
	}
	interval := p.Interval
	if interval <= 0 {
		interval = PollInterval
	}
	d := &p.Deck
	digest := d.Digest()
	groups := engines.Groups() // the knobs a state's values may set
	var last ui.LectureMsg
	have, lastErr, reloadedFor := false, "", ""
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		snap := notes.Look(p.Base, clock.Now())
		if snap.Err != nil && !notes.Missing(snap.Err) && snap.Err.Error() != lastErr {
			problem(snap.Err)
		}
		if snap.Err != nil {
			lastErr = snap.Err.Error()
		} else {
			lastErr = ""
		}
		if theirs := presentersDigest(snap); p.Reload != nil && theirs != "" && theirs != digest && theirs != reloadedFor {
			// Read once for each deck the presenter moves to.
			reloadedFor = theirs
			if nd, err := p.Reload(); err != nil {
				problem(err)
			} else if nd.Digest() == theirs {
				d, digest = &nd, theirs
			}
		}
		msg := lectureOf(snap, digest, len(d.Steps), groups)
		msg.Deck = d
		if !have || !reflect.DeepEqual(msg, last) {
			l.Publish(msg)
			last, have = msg, true
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// presentersDigest is the digest of the deck a running presenter shows
// ("" when none runs or its state does not say).
func presentersDigest(snap notes.Snapshot) string {
	st := snap.State
	if st == nil || st.Ended || snap.Gone || st.Live == nil {
		return ""
	}
	return st.Live.Deck
}

// lectureOf is where the lecture is, from the presenter's state: waiting
// while there is none (or it cannot be read), ended once the presenter
// ended or is gone, another deck when its digest is not the server's; its
// knob values are those groups know.
func lectureOf(snap notes.Snapshot, digest string, steps int, groups []knob.Group) ui.LectureMsg {
	st := snap.State
	switch {
	case st == nil:
		return ui.LectureMsg{Status: ui.LectureWaiting}
	case st.Ended || snap.Gone:
		return ui.LectureMsg{Status: ui.LectureEnded}
	case st.Live == nil && st.Steps != steps, st.Live != nil && st.Live.Deck != digest:
		return ui.LectureMsg{Status: ui.LectureOtherDeck}
	}
	msg := ui.LectureMsg{Status: ui.LectureRunning, Step: st.Step - 1, Blank: st.Blank, Reveal: st.Reveal,
		Started: st.Started, StepEntered: st.StepEntered, StepSpent: st.StepSpent}
	if lv := st.Live; lv != nil {
		msg.Panel, msg.Page, msg.Answer = kit.PanelID(lv.Panel), lv.Page, lv.Answer
		msg.Values = knownValues(lv.Values, groups)
	}
	return msg
}

// knownValues keeps the knob values that name a group of groups and one
// of its knobs, and that the knob allows (the state file is the
// presenter's, but a file all the same); nil when none is left.
func knownValues(in map[string]map[string]float64, groups []knob.Group) map[string]map[string]float64 {
	var out map[string]map[string]float64
	for name, vals := range in {
		g, ok := knob.GroupOf(groups, name)
		if !ok {
			continue
		}
		for k, v := range vals {
			if s, ok := knob.SpecOf(g, k); ok && s.Allows(v) {
				if out == nil {
					out = map[string]map[string]float64{}
				}
				if out[name] == nil {
					out[name] = map[string]float64{}
				}
				out[name][k] = v
			}
		}
	}
	return out
}
