// Package spraying is the spraying panel: per-packet spraying over plain
// ECMP against four other ways of spreading load, the receiver's PSN and
// isCQE bitmaps step by step, ring AllReduce with and without the
// commodity NIC's extra round trip, and the retransmission triggers.
package spraying

import (
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/content"
	"pegasus/i18n"
	"pegasus/panels/kit"
)

// ID is the panel's identifier.
const ID kit.PanelID = "spraying"

// Options are what the panel starts from.
type Options struct {
	Text     *i18n.Text
	Styles   kit.Styles
	Content  content.Library
	Settings Settings
}

// Panel is the spraying panel. Engines run off the event loop; View
// returns the rendering cached by Update.
type Panel struct {
	text     *i18n.Text
	styles   kit.Styles
	lib      content.Library
	doc      content.Doc
	keys     keyMap
	ctl      kit.Controls[Settings]
	settings Settings
	gen      [engineCount]int  // newest request per engine
	busy     [engineCount]bool // a request is in flight
	dirty    [engineCount]bool // inputs changed; a request waits for the knobs to settle
	settle   int               // identifies the newest settle timer
	balance  balanceOutcome
	curve    *allReduceOutcome
	retx     *retxOutcome
	step     int // packets delivered in the receiver's step-through
	reveal   [questionCount]bool
	chart    chartCache
	width    int
	height   int
	view     string
}

// New builds the panel; its first results come from the commands Init
// returns.
func New(o Options) *Panel {
	p := &Panel{text: o.Text, styles: o.Styles, lib: o.Content, settings: o.Settings}
	p.ctl = kit.Controls[Settings]{Params: newParams(groupBalance, o.Styles.Glyphs.Micro), Pager: kit.Pager{Pages: int(pageCount)}}
	p.keys = newKeyMap(p.text)
	p.doc = p.lib.Doc(p.text.Lang, content.SprayDoc)
	return p
}

// ID implements kit.Panel.
func (p *Panel) ID() kit.PanelID { return ID }

// Title implements kit.Panel.
func (p *Panel) Title() string { return p.text.Spray.Title }

// Settings returns the knobs' current values.
func (p *Panel) Settings() Settings { return p.settings }

// Busy implements kit.Panel.
func (p *Panel) Busy() bool {
	for e := engine(0); e < engineCount; e++ {
		if p.busy[e] || p.dirty[e] {
			return true
		}
	}
	return false
}

// stale reports whether an engine's result on screen is not for the
// current knobs.
func (p *Panel) stale(e engine) bool { return p.busy[e] || p.dirty[e] }

// Init implements kit.Panel: it starts every engine.
func (p *Panel) Init() tea.Cmd {
	return tea.Batch(p.request(engBalance), p.request(engAllReduce), p.request(engRetx))
}

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
func (p *Panel) page() page { return page(p.ctl.Page) }

// request starts an engine for the current settings.
func (p *Panel) request(e engine) tea.Cmd {
	p.gen[e]++
	p.busy[e] = true
	return job(e, p.gen[e], p.settings)
}

// Update implements kit.Panel.
func (p *Panel) Update(msg tea.Msg) (kit.Panel, tea.Cmd) {
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case tea.KeyMsg:
		cmd = p.handleKey(msg)
	case resultMsg:
		if msg.gen != p.gen[msg.engine] {
			return p, nil // superseded
		}
		p.busy[msg.engine] = false
		switch v := msg.value.(type) {
		case balanceOutcome:
			p.balance = v
		case allReduceOutcome:
			p.curve = &v
		case retxOutcome:
			p.retx = &v
		}
	case settledMsg:
		if msg.id != p.settle {
			return p, nil // the knobs moved again since
		}
		cmd = p.startDirty()
	case kit.ShowPageMsg:
		p.ctl.ShowPage(pageKeys[:], msg.Page)
		p.syncParams()
	case kit.LanguageChangedMsg:
		p.text = msg.Text
		p.keys = newKeyMap(p.text)
		p.doc = p.lib.Doc(p.text.Lang, content.SprayDoc)
	case kit.StylesChangedMsg:
		p.styles = msg.Styles
		p.syncParams()
	default:
		return p, nil
	}
	p.refresh()
	return p, cmd
}

// handleKey applies one key press and returns the engines to rerun.
func (p *Panel) handleKey(msg tea.KeyMsg) tea.Cmd {
	before := p.ctl.Page
	if s, ok := p.ctl.HandleKey(msg, p.keys.ControlKeys, p.settings, DefaultSettings()); ok {
		if p.ctl.Page != before {
			p.syncParams()
		}
		return p.setSettings(s)
	}
	q, onQuestion := p.page().question()
	switch {
	case onQuestion && key.Matches(msg, p.keys.Reveal):
		p.reveal[q] = !p.reveal[q]
	case onQuestion && msg.Type == tea.KeyEsc:
		p.reveal[q] = false
	case p.page() == pageReceiver && key.Matches(msg, p.keys.StepNext):
		p.step = min(p.step+1, 2*p.settings.DemoChunk)
	case p.page() == pageReceiver && key.Matches(msg, p.keys.StepBack):
		p.step = max(p.step-1, 0)
	}
	return nil
}

// syncParams shows the knobs of the page on screen.
func (p *Panel) syncParams() {
	p.ctl.Params = newParams(p.page().group(), p.styles.Glyphs.Micro)
	p.ctl.Sel = min(p.ctl.Sel, len(p.ctl.Params)-1)
}

// settleDelay is how long the knobs must rest before the engines rerun: a
// held key does not start a computation per step.
const settleDelay = 120 * time.Millisecond

// settledMsg says the knobs have not moved for settleDelay.
type settledMsg struct{ id int }

// setSettings installs new knob values, marks the engines whose inputs
// changed, and starts the settle timer.
func (p *Panel) setSettings(s Settings) tea.Cmd {
	old := p.settings
	p.settings = s
	if s.DemoChunk != old.DemoChunk {
		p.step = min(p.step, 2*s.DemoChunk)
	}
	// Every scheme is computed at once, so choosing another needs no rerun.
	a, b := s.Balance, old.Balance
	a.Scheme, b.Scheme = "", ""
	p.dirty[engBalance] = p.dirty[engBalance] || a != b
	p.dirty[engAllReduce] = p.dirty[engAllReduce] || s.AllReduce != old.AllReduce
	p.dirty[engRetx] = p.dirty[engRetx] || s.Retx != old.Retx
	if !p.dirty[engBalance] && !p.dirty[engAllReduce] && !p.dirty[engRetx] {
		return nil
	}
	p.settle++
	id := p.settle
	return tea.Tick(settleDelay, func(time.Time) tea.Msg { return kit.Routed{To: ID, Msg: settledMsg{id}} })
}

// startDirty runs every engine whose inputs changed.
func (p *Panel) startDirty() tea.Cmd {
	var cmds []tea.Cmd
	for e := engine(0); e < engineCount; e++ {
		if p.dirty[e] {
			p.dirty[e] = false
			cmds = append(cmds, p.request(e))
		}
	}
	return tea.Batch(cmds...)
}
