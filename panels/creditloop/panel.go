// Package creditloop is Panel 1: Pegasus's receiver-granted credit loop,
// Equation 1 against Equation 2, with live curves, a credit trace, the
// digest's figures beside the model's, formulas and questions.
package creditloop

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/content"
	"pegasus/i18n"
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
	p.Base = kit.NewBase(Registration(), env, content.CreditDoc, p.pages())
	p.SetRender(p.refresh)
	p.engines = p.NewEngines(1, p.runCurve)
	p.ctl = kit.Controls[loop.Params]{Knobs: kit.KnobsOf(loop.Knobs(), knobKeys...)}
	p.SetHandlers(kit.Handlers{
		Knobs: kit.KnobInput[loop.Params]{Base: &p.Base, Controls: func() *kit.Controls[loop.Params] { return &p.ctl },
			Get: p.Params, Defaults: p.defaults, Move: p.setParams},
		Values: p.setValues, Engines: &p.engines, Install: p.install,
	})
	params, err := loop.Knobs().FromValues(env.Values["credit"])
	if err != nil {
		params = loop.DefaultParams() // the settings layer checked them; this guards tests
	}
	p.params = params
	p.draws = loop.NewDraws(p.params.Seed, p.params.Batches)
	p.point = loop.Evaluate(p.params, p.draws)
	p.curve = p.firstCurve()
	p.ref, p.anchors = p.references()
	return p
}

// Registration is the panel's entry in the registry.
func Registration() kit.Registration {
	return kit.Registration{ID: ID, Title: func(t *i18n.Text) string { return t.Credit.Title }, New: New}
}

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
func (p *Panel) Update(msg tea.Msg) (kit.Panel, tea.Cmd) { return p, p.Handle(msg) }

// defaults are what the reset keys restore: the engine's defaults, with
// the configured batch count (not a panel knob).
func (p *Panel) defaults() loop.Params {
	d := loop.DefaultParams()
	d.Batches = p.params.Batches
	return d
}

// setValues moves the knobs to a lecture step's or a link's values, if
// they check.
func (p *Panel) setValues(values map[string]map[string]float64) tea.Cmd {
	np, err := loop.Knobs().Apply(p.params, values["credit"])
	if err != nil || np.Validate() != nil {
		return nil
	}
	return p.setParams(np)
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
