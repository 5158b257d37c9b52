package creditloop

import (
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

// requestCurve asks for the curves of the current parameters: at once if
// no run is in flight, else when the cancelled run in flight ends.
func (p *Panel) requestCurve() tea.Cmd {
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
