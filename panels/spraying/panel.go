// Package spraying is the spraying panel: per-packet spraying over plain
// ECMP against four other ways of spreading load, the receiver's PSN and
// isCQE bitmaps step by step, ring AllReduce with and without the
// commodity NIC's extra round trip, and the retransmission triggers.
package spraying

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/content"
	"pegasus/i18n"
	"pegasus/model/reference"
	"pegasus/panels/kit"
)

// ID is the panel's identifier.
const ID kit.PanelID = reference.PanelSpray

// Panel is the spraying panel. Engines run off the event loop, one run per
// engine at a time; View returns the rendering cached by Update.
type Panel struct {
	kit.Base
	ctl      kit.GroupControls[Settings] // each engine's knobs, with its own selection
	settings Settings
	engines  kit.Engines // the engines' runs, off the event loop
	balance  balanceOutcome
	curve    *allReduceOutcome
	retx     *retxOutcome
	step     int // packets delivered in the receiver's step-through
	chart    kit.ChartCache
	stepKeys stepKeys
}

// stepKeys step the receiver's demonstration.
type stepKeys struct{ Next, Back key.Binding }

// New builds the panel from the configured knob values; its first results
// come from the commands Init returns.
func New(env kit.Env) kit.Panel {
	p := &Panel{settings: parts().Configured(env.Values)}
	p.Base = kit.NewBase(Registration(), env, content.SprayDoc, p.pages())
	p.SetRender(p.refresh)
	p.SetRetext(func() { p.stepKeys = newStepKeys(p.Text.Keys.StepNext, p.Text.Keys.StepBack) })
	p.engines = p.NewEngines(int(engineCount), p.runFor)
	p.ctl = kit.NewGroupControls(groupCount, knobsOf)
	p.SetHandlers(kit.Handlers{
		Knobs:   kit.KnobInput[Settings]{Base: &p.Base, Controls: p.controls, Get: p.Settings, Defaults: DefaultSettings, Move: p.setSettings},
		Key:     p.stepKey,
		Values:  func(v map[string]map[string]float64) tea.Cmd { return p.setSettings(parts().Apply(p.settings, v)) },
		Engines: &p.engines, Install: p.install,
	})
	p.stepKeys = newStepKeys(p.Text.Keys.StepNext, p.Text.Keys.StepBack)
	return p
}

// Registration is the panel's entry in the registry.
func Registration() kit.Registration {
	return kit.Registration{ID: ID, Title: func(t *i18n.Text) string { return t.Spray.Title }, New: New}
}

// newStepKeys builds the step-through keys with help in the language.
func newStepKeys(next, back string) stepKeys {
	return stepKeys{
		Next: key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter/space", next)),
		Back: key.NewBinding(key.WithKeys("backspace"), key.WithHelp("backspace", back)),
	}
}

// Settings returns the knobs' current values.
func (p *Panel) Settings() Settings { return p.settings }

// Values implements kit.Persistent.
func (p *Panel) Values() map[string]map[string]float64 { return parts().Values(p.settings) }

// Busy implements kit.Panel: an engine's result is not for the knobs.
func (p *Panel) Busy() bool { return p.engines.Busy() }

// stale reports whether an engine's result on screen is not for the
// current knobs.
func (p *Panel) stale(e engine) bool { return p.engines.Stale(int(e)) }

// Init implements kit.Panel: it starts every engine.
func (p *Panel) Init() tea.Cmd {
	return p.engines.RequestAll()
}

// ShortHelp implements help.KeyMap: the page's own keys first.
func (p *Panel) ShortHelp() []key.Binding {
	own := p.PageHelp()
	if p.Page().Key == "receiver" {
		own = []key.Binding{p.stepKeys.Next, p.stepKeys.Back}
	}
	return append(own, p.Keys.KnobShort()...)
}

// FullHelp implements help.KeyMap.
func (p *Panel) FullHelp() [][]key.Binding {
	return [][]key.Binding{p.Keys.KnobFull(), append(p.Keys.PageFull(), p.Keys.Reveal, p.stepKeys.Next, p.stepKeys.Back)}
}

// controls are the knobs of the page on screen.
func (p *Panel) controls() *kit.Controls[Settings] { return p.ctl.Of(&p.Base) }

// Update implements kit.Panel.
func (p *Panel) Update(msg tea.Msg) (kit.Panel, tea.Cmd) { return p, p.Handle(msg) }

// stepKey steps the receiver's demonstration on its page.
func (p *Panel) stepKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	if p.Page().Key != "receiver" {
		return nil, false
	}
	switch {
	case key.Matches(msg, p.stepKeys.Next):
		p.step = min(p.step+1, 2*p.settings.Receiver.DemoChunk)
	case key.Matches(msg, p.stepKeys.Back):
		p.step = max(p.step-1, 0)
	default:
		return nil, false
	}
	return nil, true
}

// setSettings installs new knob values, marks the engines whose inputs
// changed, and starts the settle timer.
func (p *Panel) setSettings(s Settings) tea.Cmd {
	old := p.settings
	p.settings = s
	if s.Receiver.DemoChunk != old.Receiver.DemoChunk {
		p.step = min(p.step, 2*s.Receiver.DemoChunk)
	}
	// Every scheme is computed at once, so choosing another needs no rerun.
	a, b := s.Balance, old.Balance
	a.Scheme, b.Scheme = "", ""
	return p.engines.Changed(a != b, s.AllReduce != old.AllReduce, s.Retx != old.Retx)
}
