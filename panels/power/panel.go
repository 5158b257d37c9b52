// Package power is the power panel: one DPU per server managing eight
// RNICs, the digest's power arithmetic recomputed live, the designs' NIC
// power side by side, and what each design costs in GPUs at a site.
package power

import (
	"math"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/content"
	"pegasus/i18n"
	model "pegasus/model/power"
	"pegasus/panels/kit"
)

// ID is the panel's identifier.
const ID kit.PanelID = "power"

// Options are what the panel starts from.
type Options struct {
	Text     *i18n.Text
	Styles   kit.Styles
	Content  content.Library
	Scenario model.Scenario // must be valid (model.Scenario.Validate)
}

// Panel is the power panel. Every update is cheap arithmetic, done at
// once; View returns the rendering cached by Update.
type Panel struct {
	text     *i18n.Text
	styles   kit.Styles
	lib      content.Library
	doc      content.Doc
	keys     kit.ControlKeys
	ctl      kit.Controls[model.Scenario]
	scenario model.Scenario // what the knobs say, valid or not
	result   model.Result   // the last valid scenario's result
	invalid  error          // why the knobs' scenario is not computed, if it is not
	width    int
	height   int
	view     string
}

// New builds the panel.
func New(o Options) *Panel {
	p := &Panel{text: o.Text, styles: o.Styles, lib: o.Content, scenario: o.Scenario}
	p.ctl = kit.Controls[model.Scenario]{Params: newParams(), Pager: kit.Pager{Pages: int(pageCount)}}
	p.keys = kit.NewControlKeys(p.text)
	p.doc = p.lib.Doc(p.text.Lang, content.PowerDoc)
	p.result = model.Evaluate(o.Scenario)
	return p
}

// ID implements kit.Panel.
func (p *Panel) ID() kit.PanelID { return ID }

// Title implements kit.Panel.
func (p *Panel) Title() string { return p.text.Power.Title }

// Scenario returns the knobs' current values (saved as preferences).
func (p *Panel) Scenario() model.Scenario { return p.scenario }

// Busy implements kit.Panel: the arithmetic is never slow.
func (p *Panel) Busy() bool { return false }

// Init implements kit.Panel.
func (p *Panel) Init() tea.Cmd { return nil }

// ShortHelp implements help.KeyMap.
func (p *Panel) ShortHelp() []key.Binding { return p.keys.Short() }

// FullHelp implements help.KeyMap.
func (p *Panel) FullHelp() [][]key.Binding { return p.keys.Full() }

// SetSize implements kit.Panel.
func (p *Panel) SetSize(width, height int) {
	if width == p.width && height == p.height {
		return
	}
	p.width, p.height = width, height
	p.refresh()
}

// View implements kit.Panel.
func (p *Panel) View() string { return p.view }

// Update implements kit.Panel.
func (p *Panel) Update(msg tea.Msg) (kit.Panel, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyMsg:
		if s, ok := p.ctl.HandleKey(msg, p.keys, p.scenario, p.defaults()); ok {
			p.setScenario(s)
		}
	case kit.ShowPageMsg:
		p.ctl.ShowPage(pageKeys[:], msg.Page)
	case kit.LanguageChangedMsg:
		p.text = msg.Text
		p.keys = kit.NewControlKeys(p.text)
		p.doc = p.lib.Doc(p.text.Lang, content.PowerDoc)
	case kit.StylesChangedMsg:
		p.styles = msg.Styles
	default:
		return p, nil
	}
	p.refresh()
	return p, nil
}

// defaults is what the reset keys restore.
func (p *Panel) defaults() model.Scenario { return model.DefaultScenario() }

// setScenario installs the knobs' new values. A scenario that is not valid
// (a share range upside down, a DPU cheaper than a CX7) is kept on the
// knobs and explained, while the last valid result stays on screen.
func (p *Panel) setScenario(s model.Scenario) {
	p.scenario = s
	if p.invalid = s.Validate(); p.invalid == nil {
		p.result = model.Evaluate(s)
	}
}

// roundTenth rounds to one decimal, as the digest prints percentages.
func roundTenth(v float64) float64 { return math.Round(v*10) / 10 }
