// Package creditloop is Panel 1: Pegasus's receiver-granted credit loop,
// Equation 1 against Equation 2, with live curves, a credit trace, the
// digest's figures beside the model's, formulas and questions.
package creditloop

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/content"
	loop "pegasus/model/credit"
	"pegasus/model/reference"
	"pegasus/panels/kit"
)

// ID is the panel's identifier.
const ID kit.PanelID = reference.PanelCredit

// Panel is the credit-loop panel. Its methods have pointer receivers: the
// shell holds one instance and View returns the rendering cached by Update.
type Panel struct {
	kit.Base
	ctl     kit.Controls[loop.Params]
	params  loop.Params
	draws   loop.Draws
	point   loop.Point
	curve   loop.Curve
	ref     []reference.Row
	anchors []reference.AnchorsAtLoop // Panel 1's anchors at several loop times
	engines kit.Engines               // the curves, off the event loop, once the knobs rest
	chartA  kit.ChartCache            // throughput against jitter
	chartB1 kit.ChartCache            // credit balance over time, Eq. 1
	chartB2 kit.ChartCache            // credit balance over time, Eq. 2
	trace   traceCache                // the trace chart B draws
}

// knobKeys are the knobs the panel shows, in order: the jitter first, it
// is what a reader moves most.
var knobKeys = []string{"jitter_ns", "batch_kib", "line_gbps", "overdraft", "loop_ns", "seed", "incast_n"}

// New builds the panel from the configured knob values and computes its
// first curves synchronously, so the first frame is complete.
func New(env kit.Env) kit.Panel {
	p := &Panel{}
	p.Base = kit.NewBase(ID, env, content.CreditDoc, p.pages())
	p.SetRender(p.refresh)
	p.engines = kit.NewEngines(ID, 1, p.runCurve)
	p.ctl = kit.Controls[loop.Params]{Knobs: kit.KnobsOf(loop.Knobs(), knobKeys...)}
	params, err := loop.Knobs().FromValues(env.Values["credit"])
	if err != nil {
		params = loop.DefaultParams() // the settings layer checked them; this guards tests
	}
	p.params = params
	p.draws = loop.NewDraws(p.params.Seed, p.params.Batches)
	p.point = loop.Evaluate(p.params, p.draws)
	p.curve = loop.ComputeCurve(p.params, p.draws)
	p.ref = reference.Credit()
	p.anchors = reference.AnchorsAcrossLoop()
	return p
}

// Title implements kit.Panel.
func (p *Panel) Title() string { return p.Text.Credit.Title }

// Params returns the current parameters.
func (p *Panel) Params() loop.Params { return p.params }

// Values implements kit.Persistent.
func (p *Panel) Values() map[string]map[string]float64 {
	return map[string]map[string]float64{"credit": loop.Knobs().Values(p.params)}
}

// Busy implements kit.Panel: true while new curves are being computed.
func (p *Panel) Busy() bool { return p.engines.Busy() }

// ShortHelp implements help.KeyMap: the page's own keys first.
func (p *Panel) ShortHelp() []key.Binding { return append(p.PageHelp(), p.Keys.KnobShort()...) }

// FullHelp implements help.KeyMap.
func (p *Panel) FullHelp() [][]key.Binding {
	return [][]key.Binding{p.Keys.KnobFull(), append(p.Keys.PageFull(), p.Keys.Reveal)}
}

// Update implements kit.Panel.
func (p *Panel) Update(msg tea.Msg) (kit.Panel, tea.Cmd) {
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case kit.EngineResult, kit.SettledMsg:
		cmd, _ = p.engines.Handle(msg, p.install)
	case kit.SetValuesMsg:
		if np, err := loop.Knobs().Apply(p.params, msg.Values["credit"]); err == nil && np.Validate() == nil {
			cmd = p.setParams(np)
		}
	case tea.KeyMsg:
		var handled bool
		if cmd, handled = p.handleKey(msg); !handled {
			return p, nil
		}
	case tea.MouseMsg:
		var handled bool
		if cmd, handled = p.handleMouse(msg); !handled {
			return p, nil
		}
	default:
		if !p.HandleCommon(msg) {
			return p, nil
		}
	}
	p.Redraw()
	return p, cmd
}

// handleKey applies one key press: a knob key, else a paging or answer
// key; it returns a command when the curves must be recomputed.
func (p *Panel) handleKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	defaults := loop.DefaultParams()
	defaults.Batches = p.params.Batches // not a panel knob: keep what was configured
	if np, ok := p.ctl.HandleKey(msg, p.Keys, p.params, defaults); ok {
		return p.setParams(np), true
	}
	return nil, p.HandleCommon(msg)
}

// handleMouse selects a knob on a click and moves it on the wheel; the
// page bar and body are the base's.
func (p *Panel) handleMouse(msg tea.MouseMsg) (tea.Cmd, bool) {
	np, changed, ok := kit.HandleKnobMouse(&p.Base, &p.ctl, msg, p.params)
	if changed {
		return p.setParams(np), true
	}
	return nil, ok
}

// setParams installs new parameters. The point at the current jitter and
// the trace are cheap and recomputed at once; the curves, when a
// parameter they depend on changed, are recomputed off the event loop, and
// a run they supersede is cancelled.
func (p *Panel) setParams(np loop.Params) tea.Cmd {
	if np == p.params {
		return nil
	}
	old := p.params
	p.params = np
	if np.Seed != old.Seed || np.Batches != old.Batches {
		p.draws = loop.NewDraws(np.Seed, np.Batches)
	}
	p.point = loop.Evaluate(np, p.draws)
	curveChanged := np.BatchKiB != old.BatchKiB || np.LineGbps != old.LineGbps || np.Overdraft != old.Overdraft ||
		np.LoopNs != old.LoopNs || np.Seed != old.Seed || np.Batches != old.Batches ||
		loop.AxisMaxJitterNs(np) != loop.AxisMaxJitterNs(old)
	if !curveChanged {
		return nil
	}
	return p.engines.Changed(true)
}
