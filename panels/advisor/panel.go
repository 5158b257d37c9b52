// Package advisor is the design advisor panel: the reader describes a
// cluster (who owns the hosts and the collective library, how fast traffic
// changes against the controller, link speed against switch buffer, the
// power a server may spend on NICs) and sees, for each design the digest
// discusses, whether it fits, depends or does not fit, with every reason
// leading to the panel page or reading section that shows it; the numbers
// the rules compare; and the rules' thresholds, which are the model's.
package advisor

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/content"
	"pegasus/i18n"
	model "pegasus/model/advisor"
	"pegasus/model/engines"
	"pegasus/model/knob"
	"pegasus/panels/kit"
)

// ID is the panel's identifier.
const ID kit.PanelID = "advisor"

// Panel is the advisor panel. The rules are a few comparisons, judged
// when the verdicts are next shown or read (once for a burst of keys, not
// once a key); View returns the cached rendering.
type Panel struct {
	kit.Base
	keys    keyMap
	lib     content.Library // for the titles of reading sections
	groups  []knob.Group    // every engine's knobs, to read link values
	ctl     kit.Controls[model.Inputs]
	in      model.Inputs // what the knobs say, valid or not
	good    model.Inputs // the last valid inputs, which the verdicts are for
	invalid error        // why the knobs' inputs are not judged, if not
	judged  bool         // recs and picks are for good (see judge)
	recs    []model.Recommendation
	picks   []pick // every reason, in page order
	sel     int    // the selected reason, an index into picks
	follow  bool   // scroll the selected reason into view at the next render
	wraps   wraps  // text already wrapped, by width
}

// pick is one reason on the verdicts page: verdict rec, reason i.
type pick struct{ rec, reason int }

// New builds the panel from the configured knob values.
func New(env kit.Env) kit.Panel {
	p := &Panel{lib: env.Content, groups: engines.Groups(), wraps: wraps{}, judged: true} // nothing to judge before valid inputs
	p.Base = kit.NewBase(Registration(), env, content.AdvisorDoc, p.pages())
	p.SetRender(p.refresh)
	p.SetRetext(func() { p.keys = newKeyMap(p.Text) })
	p.keys = newKeyMap(p.Text)
	p.ctl = kit.Controls[model.Inputs]{Knobs: kit.KnobsOf(model.Knobs())}
	p.SetHandlers(kit.Handlers{
		Knobs: kit.KnobInput[model.Inputs]{Base: &p.Base, Controls: func() *kit.Controls[model.Inputs] { return &p.ctl },
			Get: p.Inputs, Defaults: model.DefaultInputs, Move: p.setInputs},
		Key:    p.verdictKey,
		Values: p.setValues,
	})
	in, err := model.Knobs().FromValues(env.Values["advisor"])
	if err != nil {
		in = model.DefaultInputs() // the settings layer checked them; this guards tests
	}
	p.setInputs(in)
	return p
}

// Registration is the panel's entry in the registry.
func Registration() kit.Registration {
	return kit.Registration{ID: ID, Title: func(t *i18n.Text) string { return t.Advisor.Title }, New: New}
}

// Inputs returns the knobs' current values.
func (p *Panel) Inputs() model.Inputs { return p.in }

// Values implements kit.Persistent: the last values the panel accepted, so
// a set it refuses is never saved.
func (p *Panel) Values() map[string]map[string]float64 { return kit.TableValues(model.Knobs(), p.good) }

// ShortHelp implements help.KeyMap: on the verdicts page, the reason keys
// first.
func (p *Panel) ShortHelp() []key.Binding {
	if p.Page().Key == "verdicts" {
		return []key.Binding{p.keys.Open, p.keys.reason, p.Keys.Choose, p.Keys.Adjust, p.Keys.Page}
	}
	return p.Keys.KnobShort()
}

// FullHelp implements help.KeyMap.
func (p *Panel) FullHelp() [][]key.Binding {
	return [][]key.Binding{p.Keys.KnobFull(), p.Keys.PageFull(), {p.keys.Next, p.keys.Prev, p.keys.Open}}
}

// Update implements kit.Panel.
func (p *Panel) Update(msg tea.Msg) (kit.Panel, tea.Cmd) { return p, p.Handle(msg) }

// setValues moves the knobs to a lecture step's or a link's values, if
// they check.
func (p *Panel) setValues(values map[string]map[string]float64) tea.Cmd {
	if in, err := model.Knobs().Apply(p.in, values["advisor"]); err == nil && model.Knobs().Validate(in) == nil {
		p.setInputs(in)
	}
	return nil
}

// verdictKey moves through the reasons on the verdicts page and opens
// the one selected.
func (p *Panel) verdictKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	if p.Page().Key != "verdicts" {
		return nil, false
	}
	p.judge()
	switch {
	case key.Matches(msg, p.keys.Next):
		p.selectReason(p.sel + 1)
	case key.Matches(msg, p.keys.Prev):
		p.selectReason(p.sel - 1)
	case key.Matches(msg, p.keys.Open):
		p.openSelected()
	default:
		return nil, false
	}
	return nil, true
}

// setInputs installs the knobs' new values; the verdicts follow when they
// are next read (judge). Inputs that break the rule across knobs are kept
// on the knobs and explained, while the last valid verdicts stay on
// screen.
func (p *Panel) setInputs(in model.Inputs) tea.Cmd {
	p.in = in
	if p.invalid = model.Knobs().Validate(in); p.invalid != nil {
		return nil
	}
	if in != p.good || p.recs == nil {
		p.good, p.judged = in, false
	}
	return nil
}

// judge brings the verdicts up to the last valid inputs, if they moved
// since. The selected reason stays the same one when the new verdicts
// still give it.
func (p *Panel) judge() {
	if p.judged {
		return
	}
	p.judged = true
	var was model.ReasonID
	var wasDesign model.DesignID
	if p.sel < len(p.picks) {
		pk := p.picks[p.sel]
		wasDesign, was = p.recs[pk.rec].Design, p.recs[pk.rec].Reasons[pk.reason].ID
	}
	p.recs, p.picks = model.Advise(p.good), nil
	p.sel = 0
	for i, r := range p.recs {
		for j, rs := range r.Reasons {
			if r.Design == wasDesign && rs.ID == was {
				p.sel = len(p.picks)
			}
			p.picks = append(p.picks, pick{i, j})
		}
	}
}

// selectReason selects reason i, wrapping, and has the page follow it.
func (p *Panel) selectReason(i int) {
	n := len(p.picks)
	p.sel, p.follow = (i%n+n)%n, true
}

// selected is the selected reason.
func (p *Panel) selected() model.Reason {
	pk := p.picks[p.sel]
	return p.recs[pk.rec].Reasons[pk.reason]
}

// openSelected asks the shell to open the selected reason's target: a
// panel page at the values the target carries, or a reading section.
func (p *Panel) openSelected() {
	t := p.selected().Target
	msg := kit.OpenPanelMsg{To: kit.PanelID(t.Panel), Page: t.Page}
	if vals, err := t.Numbers(p.groups...); err == nil && len(vals) > 0 {
		msg.Values = vals
	}
	p.RequestOpen(msg)
}

// keyMap is the panel's own keys beside the shared knob and page keys:
// the next and previous reason, and Enter to open what a reason points to.
type keyMap struct {
	Next, Prev, Open key.Binding
	reason           key.Binding // footer only
}

// newKeyMap builds the keys with help in the current language.
func newKeyMap(t *i18n.Text) keyMap {
	a := t.Advisor
	return keyMap{
		Next:   key.NewBinding(key.WithKeys("."), key.WithHelp(".", a.KeyNextReason)),
		Prev:   key.NewBinding(key.WithKeys(","), key.WithHelp(",", a.KeyPrevReason)),
		Open:   key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", a.KeyOpen)),
		reason: key.NewBinding(key.WithKeys(",", "."), key.WithHelp(", .", a.KeyReason)),
	}
}
