package notes

import "pegasus/ui/safe"

// Live is what the presenter's screen shows beyond its step and its
// pauses (State.Reveal), for the sessions that follow the lecture over
// SSH (pegasus serve --follow): the panel and page on screen, the knob
// values the presenter moved them to, whether a question's answer is
// shown, and the deck it presents (its digest, deck.Deck.Digest), so that
// a server holding another deck can tell.
type Live struct {
	Deck   string                        `json:"deck"`
	Panel  string                        `json:"panel"`
	Page   string                        `json:"page,omitempty"`
	Values map[string]map[string]float64 `json:"values,omitempty"`
	// Answer says a question page's answer is shown.
	Answer bool `json:"answer,omitempty"`
}

// cleanLive makes a live section's names safe to print; its values are
// checked against the knob tables by whoever applies them.
func cleanLive(l *Live) *Live {
	if l == nil {
		return nil
	}
	out := *l
	out.Deck, out.Panel, out.Page = safe.Line(l.Deck), safe.Line(l.Panel), safe.Line(l.Page)
	return &out
}
