// Package evidence is the evidence panel: what the paper measured and in
// what setting, the gain-convention converter, which mechanism each
// comparison can and cannot isolate, and the key numbers, each leading to
// the panel where it lives.
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

// Options are what the panel starts from.
type Options struct {
	Text    *i18n.Text
	Styles  kit.Styles
	Content content.Library
}

// Panel is the evidence panel; View returns the rendering cached by Update.
type Panel struct {
	text   *i18n.Text
	styles kit.Styles
	lib    content.Library
	doc    content.Doc
	keys   keyMap
	pager  kit.Pager
	conv   gain.Conversion // the last valid converted gain
	input  string          // digits being typed, "" when none
	bad    string          // the last rejected input, "" when none
	row    int             // selected key number
	chart  chartCache
	width  int
	height int
	view   string
}

// maxInput bounds the typed gain's length.
const maxInput = 8

// New builds the panel, showing the case study's largest printed gain.
func New(o Options) *Panel {
	p := &Panel{text: o.Text, styles: o.Styles, lib: o.Content}
	p.pager = kit.Pager{Pages: int(pageCount)}
	p.keys = newKeyMap(p.text)
	p.doc = p.lib.Doc(p.text.Lang, content.EvidenceDoc)
	p.conv, _ = gain.FromPrinted(reference.PrintedLlama7B)
	return p
}

// ID implements kit.Panel.
func (p *Panel) ID() kit.PanelID { return ID }

// Title implements kit.Panel.
func (p *Panel) Title() string { return p.text.Evidence.Title }

// Busy implements kit.Panel.
func (p *Panel) Busy() bool { return false }

// Init implements kit.Panel.
func (p *Panel) Init() tea.Cmd { return nil }

// ShortHelp implements help.KeyMap.
func (p *Panel) ShortHelp() []key.Binding { return p.keys.short(p.page()) }

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

// View implements kit.Panel.
func (p *Panel) View() string { return p.view }

// page is the page on screen.
func (p *Panel) page() page { return page(p.pager.Page) }

// Update implements kit.Panel.
func (p *Panel) Update(msg tea.Msg) (kit.Panel, tea.Cmd) {
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case tea.KeyMsg:
		cmd = p.handleKey(msg)
	case kit.ShowPageMsg:
		p.pager.ShowPage(pageKeys[:], msg.Page)
	case kit.LanguageChangedMsg:
		p.text = msg.Text
		p.keys = newKeyMap(p.text)
		p.doc = p.lib.Doc(p.text.Lang, content.EvidenceDoc)
	case kit.StylesChangedMsg:
		p.styles = msg.Styles
	default:
		return p, nil
	}
	p.refresh()
	return p, cmd
}

// handleKey applies one key press.
func (p *Panel) handleKey(msg tea.KeyMsg) tea.Cmd {
	k := p.keys
	switch {
	case p.pager.HandleKey(msg, k.ControlKeys):
	case p.page() == pageKeyNumbers:
		return p.keyNumbersKey(msg)
	case p.page() == pageConverter:
		p.converterKey(msg)
	case key.Matches(msg, k.Down):
		p.pager.Scroll++
	case key.Matches(msg, k.Up):
		p.pager.Scroll = max(0, p.pager.Scroll-1)
	}
	return nil
}

// keyNumbersKey moves through the key numbers and opens a row's panel.
func (p *Panel) keyNumbersKey(msg tea.KeyMsg) tea.Cmd {
	rows := keyNumbers()
	switch {
	case key.Matches(msg, p.keys.Down):
		p.row = (p.row + 1) % len(rows)
	case key.Matches(msg, p.keys.Up):
		p.row = (p.row + len(rows) - 1) % len(rows)
	case key.Matches(msg, p.keys.Enter):
		kn := rows[p.row]
		if kn.panel == "" {
			return nil
		}
		return func() tea.Msg { return kit.OpenPanelMsg{To: kn.panel, Page: kn.page} }
	}
	return nil
}

// converterKey edits or nudges the printed gain. A typed value that is not
// a gain is reported and the last valid conversion stays.
func (p *Panel) converterKey(msg tea.KeyMsg) {
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
		return
	case key.Matches(msg, k.Erase):
		if p.input != "" {
			p.input = p.input[:len(p.input)-1]
		}
		return
	case msg.Type == tea.KeyEsc:
		p.input, p.bad = "", ""
		return
	case msg.Type == tea.KeyRunes:
		for _, r := range msg.Runes {
			if (r >= '0' && r <= '9' || r == '.') && len(p.input) < maxInput {
				p.input += string(r)
			}
		}
		return
	default:
		return
	}
	v := max(0, min(gain.MaxPrintedPct-0.1, roundTenth(p.conv.PrintedPct+nudge)))
	p.conv, _ = gain.FromPrinted(v)
	p.input, p.bad = "", ""
}

// roundTenth rounds to one decimal, so repeated nudges stay on tenths.
func roundTenth(v float64) float64 {
	f, _ := strconv.ParseFloat(strconv.FormatFloat(v, 'f', 1, 64), 64)
	return f
}
