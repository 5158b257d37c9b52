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

// FollowPresenter publishes, on l, the lecture the presenter in runtime
// directory base shows (the state file pegasus present writes for pegasus
// notes), read every interval until ctx ends. d is the deck the server
// holds: a presenter running another one is reported as such. problem,
// when set, is told each new reason the state cannot be read.
func FollowPresenter(ctx context.Context, base string, d deck.Deck, l *Lecture, interval time.Duration, now func() time.Time, problem func(error)) {
	digest := d.Digest()
	var last ui.LectureMsg
	have, lastErr := false, ""
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		snap := notes.Look(base, now())
		if snap.Err != nil && !notes.Missing(snap.Err) && snap.Err.Error() != lastErr && problem != nil {
			problem(snap.Err)
		}
		if snap.Err != nil {
			lastErr = snap.Err.Error()
		} else {
			lastErr = ""
		}
		msg := lectureOf(snap, digest, len(d.Steps))
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

// lectureOf is where the lecture is, from the presenter's state: waiting
// while there is none (or it cannot be read), ended once the presenter
// ended or is gone, another deck when its digest is not the server's.
func lectureOf(snap notes.Snapshot, digest string, steps int) ui.LectureMsg {
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
		msg.Values = knownValues(lv.Values)
	}
	return msg
}

// knownValues keeps the knob values that name a known group and knob and
// that the knob allows (the state file is the presenter's, but a file all
// the same); nil when none is left.
func knownValues(in map[string]map[string]float64) map[string]map[string]float64 {
	var out map[string]map[string]float64
	groups := engines.Groups()
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
