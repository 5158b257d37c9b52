// Package incast is the incast panel: N senders into one receiver under
// receiver credits and under DCQCN on one chart, Figure 14's sweep over QP
// counts against the digest's ranges, the bandwidth-delay product against
// the switch buffer from 100 to 800 Gb/s, DCQCN's parameters and fixed
// point, the cloud's measured traffic and traffic matrices, the old
// controller's relief times, PCIe incast inside the server with TX PFC on,
// off or automatic, and how older NICs share the fabric.
package incast

import (
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/content"
	"pegasus/i18n"
	"pegasus/model/reference"
	"pegasus/model/traffic"
	"pegasus/panels/kit"
)

// ID is the panel's identifier.
const ID kit.PanelID = reference.PanelIncast

// Panel is the incast panel. Slow engines run off the event loop, one run
// per engine at a time, once the knobs rest; View returns the rendering
// cached by Update.
type Panel struct {
	kit.Base
	ctl      kit.GroupControls[Settings] // each page group's knobs, with its own selection
	settings Settings
	refusal  error // why the last knob move was refused, until the next move

	engines kit.Engines       // the slow engines' runs, off the event loop
	wanted  [engineCount]bool // engines a page shown so far needs: only these run

	run    *runOutcome
	sweep  *sweepOutcome
	cut    *cutOutcome
	buffer *bufferOutcome
	te     *teOutcome
	pcie   *pcieOutcome
	series traffic.TimeSeries // the generators are instant: always for the knobs
	matrix traffic.Matrices

	charts map[string]*kit.ChartCache
}

// New builds the panel from the configured knob values; the slow engines'
// first results come from the commands Init returns.
func New(env kit.Env) kit.Panel {
	p := &Panel{settings: parts().Configured(env.Values), charts: map[string]*kit.ChartCache{}}
	p.Base = kit.NewBase(Registration(), env, content.IncastDoc, p.pages())
	p.SetRender(p.refresh)
	p.engines = p.NewEngines(int(engineCount), p.runFor)
	p.ctl = kit.NewGroupControls(groupCount, knobsOf)
	p.SetHandlers(kit.Handlers{
		Knobs:   kit.KnobInput[Settings]{Base: &p.Base, Controls: p.controls, Get: p.Settings, Defaults: DefaultSettings, Move: p.move},
		Values:  func(v map[string]map[string]float64) tea.Cmd { return p.setSettings(parts().Apply(p.settings, v)) },
		Engines: &p.engines, Install: p.install,
		After: p.need, // a page shown for the first time starts its engines
	})
	p.generateTraffic()
	return p
}

// Registration is the panel's entry in the registry.
func Registration() kit.Registration {
	return kit.Registration{ID: ID, Title: func(t *i18n.Text) string { return t.Incast.Title }, New: New}
}

// Settings returns the knobs' current values.
func (p *Panel) Settings() Settings { return p.settings }

// Values implements kit.Persistent.
func (p *Panel) Values() map[string]map[string]float64 { return p.settings.values() }

// Busy implements kit.Panel: an engine's result is not for the knobs.
func (p *Panel) Busy() bool { return p.engines.Busy() }

// stale reports whether engine e's result on screen is not for the
// current knobs.
func (p *Panel) stale(e engine) bool { return p.engines.Stale(int(e)) }

// Init implements kit.Panel: it starts the engines of the first page; the
// others start when a page that needs them is first shown, so a user who
// never opens this panel does not pay a second of computing for it.
func (p *Panel) Init() tea.Cmd { return p.need() }

// need requests the engines the page on screen needs and no page shown
// before did.
func (p *Panel) need() tea.Cmd {
	var cmds []tea.Cmd
	for _, e := range pageEngines(p.Page().Key) {
		if !p.wanted[e] {
			p.wanted[e] = true
			cmds = append(cmds, p.request(e))
		}
	}
	return tea.Batch(cmds...)
}

// ShortHelp implements help.KeyMap: the page's own keys first.
func (p *Panel) ShortHelp() []key.Binding { return append(p.PageHelp(), p.Keys.KnobShort()...) }

// FullHelp implements help.KeyMap.
func (p *Panel) FullHelp() [][]key.Binding {
	return [][]key.Binding{p.Keys.KnobFull(), append(p.Keys.PageFull(), p.Keys.Reveal)}
}

// controls are the knobs of the page on screen.
func (p *Panel) controls() *kit.Controls[Settings] { return p.ctl.Of(&p.Base) }

// Update implements kit.Panel.
func (p *Panel) Update(msg tea.Msg) (kit.Panel, tea.Cmd) { return p, p.Handle(msg) }

// move installs knob values the user moved to, or refuses them, keeping
// the knobs where they were, when they break a rule (Kmin above Kmax, a
// buffer smaller than the PFC headroom, too many QPs for the run's size).
func (p *Panel) move(s Settings) tea.Cmd {
	if err := s.validate(); err != nil {
		p.refusal = err
		return nil
	}
	p.refusal = nil
	return p.setSettings(s)
}

// setSettings installs new knob values, regenerates the traffic at once,
// marks the slow engines whose inputs changed and starts the settle timer.
func (p *Panel) setSettings(s Settings) tea.Cmd {
	old := p.settings
	p.settings = s
	if s.Traffic != old.Traffic {
		p.generateTraffic()
	}
	changed := make([]bool, engineCount)
	for e := engine(0); e < engineCount; e++ {
		changed[e] = p.wanted[e] && inputs(e, s) != inputs(e, old)
	}
	return p.engines.Changed(changed...)
}

// generateTraffic rebuilds the measured traffic and the matrices from the
// traffic knobs (they always check: the knobs refuse values that do not).
func (p *Panel) generateTraffic() {
	if ts, err := traffic.Generate(p.settings.Traffic); err == nil {
		p.series = ts
	}
	if m, err := traffic.BuildMatrices(p.settings.Traffic); err == nil {
		p.matrix = m
	}
}

// drawn is chart name's lines at w x h for the given inputs: drawn by
// draw, or taken from its cache when nothing it depends on changed.
func (p *Panel) drawn(name string, w, h int, inputs any, draw func() kit.LineChart) []string {
	return p.Chart(p.chart(name), fmt.Sprint(name, w, h, inputs), draw).Lines()
}

// chart is the cache of the chart named name.
func (p *Panel) chart(name string) *kit.ChartCache {
	c, ok := p.charts[name]
	if !ok {
		c = &kit.ChartCache{}
		p.charts[name] = c
	}
	return c
}
