// Package reading is the Reading panel: the whole paper re-told in
// English and Traditional Chinese, section by section, each section with
// links into the live panels (opened at the settings the text talks
// about) and questions whose answers show on a key; the key numbers; a
// glossary searched as you type in both languages; and a side-by-side
// mode with the two languages aligned paragraph by paragraph.
package reading

import (
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/content"
	"pegasus/i18n"
	"pegasus/model/advisor"
	"pegasus/model/knob"
	"pegasus/panels/kit"
)

// ID is the panel's identifier; links name its pages by section id.
const ID kit.PanelID = advisor.ReadingPanel

// Panel is the reading panel; View returns the rendering cached by Update.
// Its position (page, scroll, selected link) is its own: the shell's Back
// key returns to it as it was.
type Panel struct {
	kit.Base
	keys   keyMap
	en, zh Book
	notes  map[i18n.Lang]Section    // the assumptions page
	texts  map[i18n.Lang]*i18n.Text // both catalogs, for side-by-side lines (built once: i18n.For builds a catalog per call)
	groups []knob.Group             // the knob tables links may set
	side   bool                     // English and Chinese side by side
	// oneLanguage keeps to the reading language (a terminal that cannot
	// show the other): no side-by-side mode, no other-language names.
	oneLanguage bool
	sel         map[string]string // the selected item's key, by page key
	open        map[string]bool   // questions whose answer is shown
	query       string            // the glossary's search
	typing      bool              // the search is being typed
	stamp       uint64            // changes with any state a layout depends on
	cached      cachedLayout
	resized     bool // the next rendering scrolls the selected item into view
}

// cachedLayout is the current page's layout at one width and state.
type cachedLayout struct {
	page, width int
	stamp       uint64
	layout
}

// New builds the panel on its contents page.
func New(env kit.Env) kit.Panel {
	p := &Panel{
		en: NewBook(env.Content, i18n.English), zh: NewBook(env.Content, i18n.TraditionalChinese),
		notes: map[i18n.Lang]Section{}, texts: map[i18n.Lang]*i18n.Text{},
		groups: LinkGroups(), sel: map[string]string{}, open: map[string]bool{}, stamp: 1,
	}
	for _, l := range i18n.Langs {
		p.texts[l] = i18n.For(l)
		title, blocks := titled(env.Content.Doc(l, content.ReadingPanelDoc).Section(assumptionsKey))
		p.notes[l] = Section{ID: assumptionsKey, Title: title, Blocks: blocks}
	}
	p.Base = kit.NewBase(Registration(), env, content.ReadingPanelDoc, p.pages())
	p.SetRender(p.render)
	p.SetHandlers(kit.Handlers{Key: p.handleKey, Mouse: p.handleMouse, Msg: p.handleMsg})
	p.oneLanguage = env.OneLanguage
	p.SetRetext(func() { p.keys = newKeyMap(p.Text, p.oneLanguage); p.changed() })
	p.keys = newKeyMap(p.Text, p.oneLanguage)
	if len(p.en.Sections) > 0 { // Enter on the contents opens the first section
		p.sel[contentsKey] = "sec:" + p.en.Sections[0].ID
	}
	return p
}

// Registration is the panel's entry in the registry.
func Registration() kit.Registration {
	return kit.Registration{ID: ID, Title: func(t *i18n.Text) string { return t.Reading.Title }, New: New}
}

// PageStatus implements kit.Panel: a section's number rather than its
// whole title, which the page bar shows.
func (p *Panel) PageStatus() string {
	name := p.Page().Title(p.Text)
	if p.kindOf(p.Pager.Page) == sectionPage {
		if sec := p.book(p.Text.Lang).Sections[p.Pager.Page-1]; sec.Number != "" {
			name = fmt.Sprintf(p.Text.Reading.SectionFmt, sec.Number)
		}
	}
	return fmt.Sprintf("%s %d/%d", name, p.Pager.Page+1, len(p.Pages))
}

// Capturing implements kit.Panel: while a search is typed, keys are the
// panel's.
func (p *Panel) Capturing() bool { return p.typing }

// ShortHelp implements help.KeyMap.
func (p *Panel) ShortHelp() []key.Binding { return p.keys.short(p.kindOf(p.Pager.Page), p.typing) }

// FullHelp implements help.KeyMap.
func (p *Panel) FullHelp() [][]key.Binding { return p.keys.full() }

// Update implements kit.Panel.
func (p *Panel) Update(msg tea.Msg) (kit.Panel, tea.Cmd) { return p, p.Handle(msg) }

// SetSize implements kit.Panel: after a resize the selected item is
// scrolled back into view.
func (p *Panel) SetSize(width, height int) {
	if p.Resize(width, height) {
		p.resized = true
		p.Redraw()
	}
}

// handleMsg opens a page a link names; a redraw asked for (or an answer
// shown) draws the layout anew.
func (p *Panel) handleMsg(msg tea.Msg) (tea.Cmd, bool) {
	switch msg := msg.(type) {
	case kit.ShowPageMsg:
		p.show(msg.Page)
		p.keepInView()
		return nil, true
	case kit.RefreshMsg, kit.AnswerMsg:
		p.HandleCommon(msg)
		p.changed()
		return nil, true
	}
	return nil, false
}

// changed marks what a layout depends on (selection, answers, mode,
// search, language, styles) as changed, so the next layout is drawn anew;
// turning pages and scrolling need no new layout.
func (p *Panel) changed() { p.stamp++ }

// render is the panel's rendering (Base.Redraw): after a resize, the
// selected item scrolled into view first.
func (p *Panel) render() {
	if p.resized {
		p.resized = false
		p.keepInView()
	}
	p.ShowPages()
}

// show turns to a page by its key: a section id (a question's id turns to
// its section and selects the question), the contents, the glossary or
// the assumptions.
func (p *Panel) show(key string) {
	sec, ok := p.en.Section(key)
	if !ok {
		p.Pager.ShowPage(p.PageKeys(), key)
		return
	}
	p.Pager.ShowPage(p.PageKeys(), sec.ID)
	if qaID.MatchString(key) {
		m := qaID.FindStringSubmatch(key)
		p.sel[sec.ID] = "q:" + m[1] + "-q" + m[3]
		p.changed()
		p.keepInView()
	}
}

// current is the current page's layout at the panel's width.
func (p *Panel) current() layout { return p.layoutOf(p.Pager.Page, p.Width) }

// visible is how many lines of a body of n lines the page area shows: all
// of them when they fit under the page bar, else one less than the area,
// whose last line says how far the page has scrolled.
func (p *Panel) visible(n int) int {
	if n > p.Height-1 {
		return max(1, p.Height-2)
	}
	return n
}

// selected is the index of the current page's selected item in lay, or -1.
func (p *Panel) selected(lay layout) int { return lay.find(p.sel[p.Page().Key]) }

// selectItem selects item i of lay and scrolls it into view.
func (p *Panel) selectItem(lay layout, i int) {
	p.sel[p.Page().Key] = lay.items[i].key
	p.changed()
	p.scrollTo(lay.items[i], len(lay.lines))
}

// scrollTo scrolls the least that shows the item whole (or its top, when
// it is taller than the area).
func (p *Panel) scrollTo(it item, n int) {
	v := p.visible(n)
	switch {
	case it.top < p.Pager.Scroll:
		p.Pager.Scroll = it.top
	case it.bottom > p.Pager.Scroll+v:
		p.Pager.Scroll = min(it.top, it.bottom-v)
	}
}

// keepInView scrolls the selected item into view after the layout changed
// (a new width, language or mode).
func (p *Panel) keepInView() {
	if p.Empty() {
		return
	}
	lay := p.current()
	if i := p.selected(lay); i >= 0 {
		p.scrollTo(lay.items[i], len(lay.lines))
	}
}
