// Package creditloop is Panel 1: Pegasus's receiver-granted credit loop,
// Equation 1 against Equation 2, with live curves, a credit trace, the
// seed's figures beside the model's, formulas and questions.
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
const ID kit.PanelID = "credit"

// Options are what the panel starts from.
type Options struct {
	Text    *i18n.Text
	Styles  kit.Styles
	Content content.Library
	Params  loop.Params // must be valid (loop.Params.Validate)
}

// Panel is the credit-loop panel. Its methods have pointer receivers: the
// shell holds one instance and View returns the rendering cached by Update.
type Panel struct {
	text    *i18n.Text
	styles  kit.Styles
	lib     content.Library
	doc     content.Doc
	keys    keyMap
	params  loop.Params
	draws   loop.Draws
	point   loop.Point
	curve   loop.Curve
	ref     []reference.Row
	gen     int  // generation of the newest curve request
	busy    bool // a curve request is in flight
	ctl     kit.Controls[loop.Params]
	reveal  [questionCount]bool
	width   int
	height  int
	view    string
	chartA  chartCache // throughput against jitter
	chartB1 chartCache // credit balance over time, Eq. 1
	chartB2 chartCache // credit balance over time, Eq. 2
	trace   traceCache // the trace chart B draws
}

// New builds the panel and computes its first curves synchronously, so the
// first frame is complete.
func New(o Options) *Panel {
	p := &Panel{text: o.Text, styles: o.Styles, lib: o.Content, params: o.Params}
	p.ctl = kit.Controls[loop.Params]{Params: newParams(), Pager: kit.Pager{Pages: int(pageCount)}}
	p.doc = p.lib.Doc(p.text.Lang, content.CreditDoc)
	p.keys = newKeyMap(p.text)
	p.draws = loop.NewDraws(p.params.Seed, p.params.Batches)
	p.point = loop.Evaluate(p.params, p.draws)
	p.curve = loop.ComputeCurve(p.params, p.draws)
	p.ref = reference.Credit()
	return p
}

// ID implements kit.Panel.
func (p *Panel) ID() kit.PanelID { return ID }

// Title implements kit.Panel.
func (p *Panel) Title() string { return p.text.Credit.Title }

// Params returns the current parameters (saved as preferences on exit).
func (p *Panel) Params() loop.Params { return p.params }

// Busy implements kit.Panel: true while new curves are being computed.
func (p *Panel) Busy() bool { return p.busy }

// Init implements kit.Panel.
func (p *Panel) Init() tea.Cmd { return nil }

// ShortHelp implements help.KeyMap.
func (p *Panel) ShortHelp() []key.Binding {
	_, onQuestion := p.page().question()
	return p.keys.short(onQuestion)
}

// FullHelp implements help.KeyMap.
func (p *Panel) FullHelp() [][]key.Binding { return p.keys.full() }

// SetSize implements kit.Panel.
func (p *Panel) SetSize(width, height int) {
	if width == p.width && height == p.height {
		return
	}
	p.width, p.height = width, height
	p.refresh()
}

// View implements kit.Panel; it returns the rendering cached by Update.
func (p *Panel) View() string { return p.view }

// Update implements kit.Panel.
func (p *Panel) Update(msg tea.Msg) (kit.Panel, tea.Cmd) {
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case tea.KeyMsg:
		cmd = p.handleKey(msg)
	case curveMsg:
		if msg.gen != p.gen {
			return p, nil // superseded by a newer request
		}
		p.curve, p.busy = msg.curve, false
	case kit.ShowPageMsg:
		p.ctl.ShowPage(pageKeys[:], msg.Page)
	case kit.LanguageChangedMsg:
		p.text = msg.Text
		p.keys = newKeyMap(p.text)
		p.doc = p.lib.Doc(p.text.Lang, content.CreditDoc)
	case kit.StylesChangedMsg:
		p.styles = msg.Styles
	default:
		return p, nil
	}
	p.refresh()
	return p, cmd
}

// handleKey applies one key press; it returns a command when the curves
// must be recomputed.
func (p *Panel) handleKey(msg tea.KeyMsg) tea.Cmd {
	defaults := loop.DefaultParams()
	defaults.Batches = p.params.Batches // not a panel parameter: keep what was configured
	if np, ok := p.ctl.HandleKey(msg, p.keys.ControlKeys, p.params, defaults); ok {
		return p.setParams(np)
	}
	q, onQuestion := p.page().question()
	switch {
	case onQuestion && key.Matches(msg, p.keys.Reveal):
		p.reveal[q] = !p.reveal[q]
	case onQuestion && msg.Type == tea.KeyEsc:
		p.reveal[q] = false
	}
	return nil
}

// page is the page on screen.
func (p *Panel) page() page { return page(p.ctl.Page) }

// setParams installs new parameters. The point at the current jitter and
// the trace are cheap and recomputed at once; the curves, when changed is
// a parameter they depend on, are recomputed off the event loop.
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
		np.LoopNs != old.LoopNs || np.Seed != old.Seed || np.Batches != old.Batches
	if !curveChanged {
		return nil
	}
	p.gen++
	p.busy = true
	return computeCurve(ID, p.gen, np, p.draws)
}
