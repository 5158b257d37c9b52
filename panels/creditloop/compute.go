package creditloop

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	loop "pegasus/model/credit"
	"pegasus/panels/kit"
)

// curveMsg carries a finished (or cancelled) curve back to the panel; gen
// identifies the run.
type curveMsg struct {
	gen    int
	curve  loop.Curve
	failed bool
}

// settleDelay is how long the knobs must rest before new curves are
// computed: a held key (the seed, say) does not start a run per step.
const settleDelay = 80 * time.Millisecond

// settledMsg says the knobs have not moved for settleDelay.
type settledMsg struct{ id int }

// requestCurve marks the curves stale and starts the settle timer; the
// newest one to fire asks for them.
func (p *Panel) requestCurve() tea.Cmd {
	p.stale = true
	p.settle++
	id := p.settle
	return tea.Tick(settleDelay, func(time.Time) tea.Msg { return kit.Routed{To: ID, Msg: settledMsg{id}} })
}

// settled asks for the curves once the knobs have rested: at once if no
// run is in flight, else when the cancelled run in flight ends.
func (p *Panel) settled(msg settledMsg) tea.Cmd {
	if msg.id != p.settle || !p.stale {
		return nil
	}
	p.stale = false
	if !p.job.Request() {
		return nil
	}
	return p.startCurve()
}

// startCurve evaluates the curves off the event loop and routes the
// result back to this panel.
func (p *Panel) startCurve() tea.Cmd {
	ctx, gen := p.job.Start()
	params, draws := p.params, p.draws
	return func() tea.Msg {
		c, err := loop.ComputeCurveCtx(ctx, params, draws)
		return kit.Routed{To: ID, Msg: curveMsg{gen: gen, curve: c, failed: err != nil}}
	}
}

// curveDone installs a finished curve if it is the newest, and starts the
// run a newer request waits for.
func (p *Panel) curveDone(msg curveMsg) tea.Cmd {
	show, again := p.job.Finish(msg.gen, msg.failed)
	if show {
		p.curve = msg.curve
	}
	if again {
		return p.startCurve()
	}
	return nil
}
