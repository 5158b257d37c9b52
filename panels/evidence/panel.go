// Package evidence is the evidence panel: what the paper measured and in
// what setting, the gain-convention converter, which mechanism each
// comparison can and cannot isolate, and the key numbers, each leading to
// the panel where it lives, and the paper this all comes from.
package evidence

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/content"
	"pegasus/i18n"
	"pegasus/model/gain"
	"pegasus/model/reference"
	"pegasus/panels/kit"
)

// ID is the panel's identifier.
const ID kit.PanelID = reference.PanelEvidence

// Panel is the evidence panel; View returns the rendering cached by Update.
type Panel struct {
	kit.Base
	keys    keyMap
	conv    gain.Conversion // the last valid converted gain
	editing bool            // a gain is being typed
	input   string          // digits typed so far
	bad     string          // the last rejected input, "" when none
	row     int             // selected key number
	chart   kit.ChartCache
	focus   string // a result to scroll to on the results page ("" when none)
}

// maxInput bounds the typed gain's length.
const maxInput = 8

// New builds the panel, showing the configured printed gain (by default
// the case study's largest, LLaMA 7B's 53.2 %).
func New(env kit.Env) kit.Panel {
	p := &Panel{}
	p.Base = kit.NewBase(Registration(), env, content.EvidenceDoc, p.pages())
	p.SetRender(p.ShowPages)
	p.SetHandlers(kit.Handlers{Key: p.handleKey, Values: p.setValues})
	p.SetRetext(func() { p.keys = newKeyMap(p.Text, p.Styles.Glyphs) })
	p.keys = newKeyMap(p.Text, p.Styles.Glyphs)
	in, err := gain.Knobs().FromValues(env.Values["gain"])
	if err != nil {
		in = gain.Knobs().Defaults()
	}
	p.conv, _ = gain.FromPrinted(in.PrintedPct)
	return p
}

// Registration is the panel's entry in the registry.
func Registration() kit.Registration {
	return kit.Registration{ID: ID, Title: func(t *i18n.Text) string { return t.Evidence.Title }, New: New}
}

// Values implements kit.Persistent: the converter's printed gain.
func (p *Panel) Values() map[string]map[string]float64 {
	return map[string]map[string]float64{"gain": {"printed_pct": p.conv.PrintedPct}}
}

// Capturing implements kit.Panel: while a gain is typed, keys are the
// panel's.
func (p *Panel) Capturing() bool { return p.editing }

// ShortHelp implements help.KeyMap.
func (p *Panel) ShortHelp() []key.Binding { return p.keys.short(p.Page().Key, p.editing) }

// FullHelp implements help.KeyMap.
func (p *Panel) FullHelp() [][]key.Binding { return p.keys.full() }

// Update implements kit.Panel.
func (p *Panel) Update(msg tea.Msg) (kit.Panel, tea.Cmd) { return p, p.Handle(msg) }

// setValues shows the printed gain a lecture step or a link gives, if it
// is one.
func (p *Panel) setValues(values map[string]map[string]float64) tea.Cmd {
	if v, ok := values["gain"]["printed_pct"]; ok {
		if c, err := gain.FromPrinted(v); err == nil {
			p.conv = c
		}
	}
	return nil
}

// handleKey applies the panel's own keys: typing a gain, the key numbers'
// and the converter's keys, scrolling; it reports whether the key was one
// of them (a paging key drops the focus on a result).
func (p *Panel) handleKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	k := p.keys
	switch {
	case p.editing:
		p.editKey(msg)
	case p.Page().Key == "keynumbers" && p.keyNumbersKey(msg):
	case p.Page().Key == "converter" && p.converterKey(msg):
	case key.Matches(msg, k.Down):
		p.Pager.ScrollBy(1)
	case key.Matches(msg, k.Up):
		p.Pager.ScrollBy(-1)
	default:
		p.focus = ""
		return nil, false
	}
	return nil, true
}

// keyNumbersKey moves through the key numbers and opens the result a row
// names, in this panel or another; it reports whether the key was one.
func (p *Panel) keyNumbersKey(msg tea.KeyMsg) bool {
	rows := keyNumbers()
	switch {
	case key.Matches(msg, p.keys.Down):
		p.row = (p.row + 1) % len(rows)
	case key.Matches(msg, p.keys.Up):
		p.row = (p.row + len(rows) - 1) % len(rows)
	case key.Matches(msg, p.keys.Enter):
		kn := rows[p.row]
		if kn.panel == ID {
			p.Pager.ShowPage(p.PageKeys(), kn.page)
			p.focus = kn.result
			return true
		}
		p.RequestOpen(kit.OpenPanelMsg{To: kn.panel, Page: kn.page})
	default:
		return false
	}
	return true
}

// converterKey nudges the printed gain, or starts typing one; it reports
// whether the key was one of those.
func (p *Panel) converterKey(msg tea.KeyMsg) bool {
	k := p.keys
	nudge := 0.0
	switch {
	case key.Matches(msg, k.Left):
		nudge = -0.1
	case key.Matches(msg, k.Right):
		nudge = 0.1
	case key.Matches(msg, k.BigLeft):
		nudge = -1
	case key.Matches(msg, k.BigRight):
		nudge = 1
	case key.Matches(msg, k.Enter):
		p.editing, p.input, p.bad = true, "", ""
		return true
	default:
		return false
	}
	spec := gain.Knobs().Fields[0].Spec
	v := max(spec.Min, min(spec.Max, roundTenth(p.conv.PrintedPct+nudge)))
	p.conv, _ = gain.FromPrinted(v)
	p.bad = ""
	return true
}

// editKey takes a key while a gain is typed: digits and a point, Backspace,
// Enter to apply, Esc to give up. A value that is not a gain is reported
// and the last valid conversion stays.
func (p *Panel) editKey(msg tea.KeyMsg) {
	switch {
	case key.Matches(msg, p.keys.Enter):
		p.editing = false
		if p.input == "" {
			return
		}
		v, err := strconv.ParseFloat(strings.TrimSpace(p.input), 64)
		if c, cerr := gain.FromPrinted(v); err == nil && cerr == nil {
			p.conv, p.bad = c, ""
		} else {
			p.bad = p.input
		}
		p.input = ""
	case key.Matches(msg, p.keys.Erase):
		if p.input != "" {
			p.input = p.input[:len(p.input)-1]
		}
	case msg.Type == tea.KeyEsc:
		p.editing, p.input, p.bad = false, "", ""
	case msg.Type == tea.KeyRunes:
		for _, r := range msg.Runes {
			if (r >= '0' && r <= '9' || r == '.') && len(p.input) < maxInput {
				p.input += string(r)
			}
		}
	}
}

// roundTenth rounds to one decimal, so repeated nudges stay on tenths.
func roundTenth(v float64) float64 {
	f, _ := strconv.ParseFloat(strconv.FormatFloat(v, 'f', 1, 64), 64)
	return f
}
