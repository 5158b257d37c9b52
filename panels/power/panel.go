// Package power is the power panel: one DPU per server managing eight
// RNICs, the digest's power arithmetic recomputed live, the designs' NIC
// power side by side, what each design costs in GPUs at a site, and the
// model's assumptions.
package power

import (
	"math"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/content"
	"pegasus/i18n"
	model "pegasus/model/power"
	"pegasus/model/reference"
	"pegasus/panels/kit"
)

// ID is the panel's identifier.
const ID kit.PanelID = reference.PanelPower

// Panel is the power panel. Every update is cheap arithmetic, done at
// once; View returns the rendering cached by Update.
type Panel struct {
	kit.Base
	ctl      kit.Controls[model.Scenario]
	scenario model.Scenario // what the knobs say, valid or not
	result   model.Result   // the last valid scenario's result
	invalid  error          // why the knobs' scenario is not computed, if it is not
}

// New builds the panel from the configured knob values.
func New(env kit.Env) kit.Panel {
	p := &Panel{}
	p.Base = kit.NewBase(Registration(), env, content.PowerDoc, p.pages())
	p.SetRender(p.refresh)
	p.ctl = kit.Controls[model.Scenario]{Knobs: kit.KnobsOf(model.Knobs())}
	p.SetHandlers(kit.Handlers{
		Knobs: kit.KnobInput[model.Scenario]{Base: &p.Base, Controls: func() *kit.Controls[model.Scenario] { return &p.ctl },
			Get: p.Scenario, Defaults: model.DefaultScenario, Move: p.setScenario},
		Values: p.setValues,
	})
	sc, err := model.Knobs().FromValues(env.Values["power"])
	if err != nil {
		sc = model.DefaultScenario() // the settings layer checked them; this guards tests
	}
	p.scenario = sc
	p.result = model.Evaluate(sc)
	return p
}

// Registration is the panel's entry in the registry.
func Registration() kit.Registration {
	return kit.Registration{ID: ID, Title: func(t *i18n.Text) string { return t.Power.Title }, New: New}
}

// Scenario returns the knobs' current values.
func (p *Panel) Scenario() model.Scenario { return p.scenario }

// Values implements kit.Persistent: the last values the panel accepted, so
// a set it refuses is never saved.
func (p *Panel) Values() map[string]map[string]float64 {
	return kit.TableValues(model.Knobs(), p.result.Scenario)
}

// ShortHelp implements help.KeyMap: the page's own keys first.
func (p *Panel) ShortHelp() []key.Binding { return append(p.PageHelp(), p.Keys.KnobShort()...) }

// FullHelp implements help.KeyMap.
func (p *Panel) FullHelp() [][]key.Binding {
	return [][]key.Binding{p.Keys.KnobFull(), p.Keys.PageFull()}
}

// Update implements kit.Panel.
func (p *Panel) Update(msg tea.Msg) (kit.Panel, tea.Cmd) { return p, p.Handle(msg) }

// setValues moves the knobs to a lecture step's or a link's values, if
// they are the power knobs' values.
func (p *Panel) setValues(values map[string]map[string]float64) tea.Cmd {
	if s, err := model.Knobs().Apply(p.scenario, values["power"]); err == nil {
		p.setScenario(s)
	}
	return nil
}

// setScenario installs the knobs' new values. A scenario that is not valid
// (a share range upside down, a DPU cheaper than a CX7) is kept on the
// knobs and explained, while the last valid result stays on screen.
func (p *Panel) setScenario(s model.Scenario) tea.Cmd {
	p.scenario = s
	if p.invalid = s.Validate(); p.invalid == nil {
		p.result = model.Evaluate(s)
	}
	return nil
}

// roundTenth rounds to one decimal, as the digest prints percentages.
func roundTenth(v float64) float64 { return math.Round(v*10) / 10 }
