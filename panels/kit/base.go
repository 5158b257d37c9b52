package kit

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/content"
	"pegasus/i18n"
)

// Env is what every panel is built from: the language, the styles, the
// long-form text, and the knob values the settings layer merged (by group,
// then key). It is passed down, never kept in a global.
type Env struct {
	Text    *i18n.Text
	Styles  Styles
	Content content.Library
	Values  map[string]map[string]float64
	// Deferred leaves rendering to the shell's frames: Redraw only marks
	// the view stale, and the shell calls Flush before it shows the panel,
	// so a burst of keys costs one rendering a frame, not one a key.
	// Without it (tests, a headless export) Redraw renders at once.
	Deferred bool
	// Renders, when set, counts the renderings each panel makes (tests
	// that bound the work a burst of keys costs).
	Renders *RenderCount
	// Charts, when set, records the charts each panel draws (a test that
	// every chart's series differ without colour).
	Charts *ChartLog
	// OneLanguage says the terminal shows the current language only (its
	// character set is not UTF-8): no text in the other language beside
	// it.
	OneLanguage bool
	// Clock runs the panels' timers (nil: the system clock).
	Clock Clock
	// Panels is the registry of every panel, to name the panels links
	// lead to (Registry.Build sets it).
	Panels Registry
	// Compute, when set, runs the slow engines on a pool and cache shared
	// with other explorers (the sessions of `pegasus serve`): see
	// Base.Share.
	Compute *ComputeSession
}

// Page is one entry of a panel's page table.
type Page struct {
	// Key is the page's stable name, for links ("throughput").
	Key string
	// Title is the page's name in a language.
	Title func(t *i18n.Text) string
	// Body renders the page as lines for a w x h area; the base scrolls
	// a body taller than the area. Nil for a question page.
	Body func(w, h int) []string
	// Question, when positive, makes this a question page: its text is
	// section q<Question> of the panel's document, the answer a<Question>,
	// revealed on a key.
	Question int
	// Series are the curves (and reference bands) the page's charts draw,
	// with their stable keys, for a lecture step that reveals them one
	// press at a time; nil for a page without a chart.
	Series []PageSeries
	// Group is which of the panel's knob groups the page shows (see
	// GroupControls); 0 in a panel with one.
	Group int
	// Ready, when set, reports whether the engine the page draws has given
	// its first result. Until it has, the page is Waiting (its heading
	// while it waits; none when nil) over the computing line, and exports
	// nothing.
	Ready   func() bool
	Waiting func(t *i18n.Text) string
	// Data is what the page exports (see Exporter): its dataset, or false
	// when it has none to give; nil for a page of prose.
	Data func() (Dataset, bool)
}

// ready reports whether the page's engine has given its first result.
func (pg Page) ready() bool { return pg.Ready == nil || pg.Ready() }

// Base is what every panel shares: its identity, language, styles, text,
// page table, paging and scrolling, revealed answers, size and cached view.
// A panel embeds it (soft-serve's common.Common is the model) and adds its
// engines and pages.
type Base struct {
	reg     Registration
	docName content.DocName
	lib     content.Library
	panels  Registry
	clock   Clock

	Text   *i18n.Text
	Styles Styles
	Doc    content.Doc
	Keys   ControlKeys
	Pages  []Page
	Pager  Pager
	Width  int
	Height int
	// Zones are where the last rendering put what the mouse can click.
	Zones Zones

	reveal map[int]bool
	view   string
	open   *OpenPanelMsg
	render func()
	// deferred and renders are the Env's; stale says an Update changed
	// what the view shows and Flush has not rendered it yet.
	deferred, stale bool
	renders         *RenderCount
	// charts is the Env's chart log; hidden are the series a lecture step
	// holds back.
	charts *ChartLog
	hidden map[string]bool
	// retext rebuilds what the panel derives from the language or the
	// glyphs (its own key map), after HandleCommon took the change.
	retext func()
	// area is the size the page body was last rendered at, for searches.
	area struct{ w, h int }
	// search is the pages' text for searches and the query marked.
	search searchState
	// handlers are the panel's own parts of Update (see Handle).
	handlers Handlers
	// compute is the Env's shared engines (nil: run them here).
	compute *ComputeSession
}

// NewBase builds the shared part of the panel reg registers.
func NewBase(reg Registration, env Env, doc content.DocName, pages []Page) Base {
	return Base{
		reg: reg, docName: doc, lib: env.Content, panels: env.Panels, clock: ClockOr(env.Clock),
		Text: env.Text, Styles: env.Styles, Doc: glyphDoc(env.Content.Doc(env.Text.Lang, doc), env.Styles.Glyphs), Keys: NewControlKeys(env.Text).For(env.Styles.Glyphs),
		Pages: pages, Pager: Pager{Pages: len(pages)}, reveal: map[int]bool{},
		deferred: env.Deferred, renders: env.Renders, compute: env.Compute, charts: env.Charts,
	}
}

// ID implements Panel.
func (b *Base) ID() PanelID { return b.reg.ID }

// Title implements Panel: the registered title in the current language.
func (b *Base) Title() string { return b.reg.Title(b.Text) }

// PanelTitle names panel id (this one or another a link leads to) in the
// current language.
func (b *Base) PanelTitle(id PanelID) string { return b.Panels().Title(b.Text, id) }

// Panels is the registry of every panel, to name the panels links lead
// to; it always names this one.
func (b *Base) Panels() Registry {
	if _, ok := b.panels.Find(b.reg.ID); ok {
		return b.panels
	}
	return append(Registry{b.reg}, b.panels...)
}

// Clock is the clock the panel's timers run on.
func (b *Base) Clock() Clock { return b.clock }

// NewEngines builds the runner of the panel's n slow engines (see
// NewEngines), routed to the panel, its settle timer on the panel's
// clock.
func (b *Base) NewEngines(n int, run func(engine int) RunFunc) Engines {
	return NewEngines(b.reg.ID, b.clock, n, run)
}

// View implements Panel: the rendering cached by the last Update.
func (b *Base) View() string { return b.view }

// SetView stores a rendering for View to return.
func (b *Base) SetView(v string) { b.view = v }

// Init implements Panel: most panels start with nothing to run.
func (b *Base) Init() tea.Cmd { return nil }

// Busy implements Panel: most panels never wait.
func (b *Base) Busy() bool { return false }

// Capturing implements Panel: most panels never take typed text.
func (b *Base) Capturing() bool { return false }

// Page is the page on screen.
func (b *Base) Page() Page { return b.Pages[b.Pager.Page] }

// CurrentPage is the stable name of the page on screen.
func (b *Base) CurrentPage() string { return b.Page().Key }

// PageKeys lists the pages' stable names in order.
func (b *Base) PageKeys() []string {
	keys := make([]string, len(b.Pages))
	for i, p := range b.Pages {
		keys[i] = p.Key
	}
	return keys
}

// PageTitles names the pages in the current language.
func (b *Base) PageTitles() []string {
	titles := make([]string, len(b.Pages))
	for i, p := range b.Pages {
		titles[i] = p.Title(b.Text)
	}
	return titles
}

// PageStatus is the current page's title and position, for the status bar.
func (b *Base) PageStatus() string {
	return fmt.Sprintf("%s %d/%d", b.Page().Title(b.Text), b.Pager.Page+1, len(b.Pages))
}

// Resize records a new size and reports whether it changed.
func (b *Base) Resize(w, h int) bool {
	if w == b.Width && h == b.Height {
		return false
	}
	b.Width, b.Height = w, h
	return true
}

// Empty reports whether there is no area to draw in (the view is then "").
func (b *Base) Empty() bool { return b.Width <= 0 || b.Height <= 0 }

// OnQuestion reports whether the current page is a question page.
func (b *Base) OnQuestion() bool { return b.Page().Question > 0 }

// HandleCommon applies what every panel handles alike: a new language or
// styles, a page shown by a link, and the paging, scrolling and answer
// keys. It reports whether msg was handled (the panel then re-renders).
func (b *Base) HandleCommon(msg tea.Msg) bool {
	switch msg := msg.(type) {
	case LanguageChangedMsg:
		b.Text = msg.Text
		b.retexted()
		return true
	case StylesChangedMsg:
		b.Styles = msg.Styles
		b.retexted()
		return true
	case ShowPageMsg:
		b.search.navOnly = true
		b.Pager.ShowPage(b.PageKeys(), msg.Page)
		return true
	case RefreshMsg:
		b.search.navOnly = true
		return true
	case HideSeriesMsg:
		b.hide(msg.Keys)
		return true
	case AnswerMsg:
		if q := b.Page().Question; q > 0 {
			b.reveal[q] = msg.Show
		}
		return true
	case tea.KeyMsg:
		return b.handleKey(msg)
	}
	return false
}

// handleKey runs the paging and answer keys.
func (b *Base) handleKey(msg tea.KeyMsg) bool {
	if q := b.Page().Question; q > 0 {
		switch {
		case key.Matches(msg, b.Keys.Reveal):
			b.reveal[q] = !b.reveal[q]
			return true
		case msg.Type == tea.KeyEsc && b.reveal[q]:
			b.reveal[q] = false
			return true
		}
	}
	if b.Pager.HandleKey(msg, b.Keys, b.Height) {
		b.search.navOnly = true
		return true
	}
	return false
}

// Revealed reports whether question q's answer is shown.
func (b *Base) Revealed(q int) bool { return b.reveal[q] }

// PageArea is the page bar and the current page's body, scrolled, for a
// w x h area whose top-left corner is at (x, y) in the panel; it records
// the page bar and body as mouse zones.
func (b *Base) PageArea(x, y, w, h int) string {
	b.area.w, b.area.h = w, h-1
	body := b.marked(b.pageBody(w, h-1))
	tabs, bar := PageBar(b.Styles, b.Text, b.PageTitles(), b.Pager.Page, w)
	b.Zones.PageBarY, b.Zones.PageTabs = y, offsetSpans(tabs, x)
	b.Zones.Body = Rect{X: x, Y: y + 1, W: w, H: h - 1}
	return bar + scrolled(b.Styles, b.Text, &b.Pager, body, w, h)
}

// pageBody renders the current page: its Body, or a question page.
func (b *Base) pageBody(w, h int) []string {
	pg := b.Page()
	if !pg.ready() {
		if pg.Waiting == nil {
			return b.Computing()
		}
		return b.Heading(pg.Waiting(b.Text), w, true)
	}
	if pg.Question > 0 {
		q := pg.Question
		return QuestionLines(b.Styles, b.Text, q-1, b.questionCount(), b.Doc.Section(fmt.Sprintf("q%d", q)),
			b.Doc.Section(fmt.Sprintf("a%d", q)), b.reveal[q], w)
	}
	return pg.Body(w, h)
}

// Heading starts a page: its title, wrapped, then the computing line when
// pending (the result on screen is not yet the knobs').
func (b *Base) Heading(title string, w int, pending bool) []string {
	out := Lines(title, w, b.Styles.Heading.Render)
	if pending {
		out = append(out, b.Computing()...)
	}
	return out
}

// Computing is the line a page shows while an engine computes.
func (b *Base) Computing() []string { return []string{b.Styles.Muted.Render(b.Text.Shell.Computing)} }

// Dataset implements Exporter: the Data of the page on screen, once its
// engine is Ready; none for a page of prose.
func (b *Base) Dataset() (Dataset, bool) {
	pg := b.Page()
	if pg.Data == nil || !pg.ready() {
		return Dataset{}, false
	}
	return pg.Data()
}

// Exports is the Data of a page that always has its dataset once it is
// Ready.
func Exports(build func() Dataset) func() (Dataset, bool) {
	return func() (Dataset, bool) { return build(), true }
}

// questionCount is how many question pages the table holds.
func (b *Base) questionCount() int {
	n := 0
	for _, p := range b.Pages {
		if p.Question > 0 {
			n++
		}
	}
	return n
}

// PageHelp is the keys that belong to the current page, first in the
// footer: the answer key on a question page.
func (b *Base) PageHelp() []key.Binding {
	if b.OnQuestion() {
		return []key.Binding{b.Keys.Reveal}
	}
	return nil
}

// RequestOpen records a request to open another panel; the shell takes it
// right after this Update (see Panel.TakeOpen).
func (b *Base) RequestOpen(msg OpenPanelMsg) { b.open = &msg }

// TakeOpen implements Panel.
func (b *Base) TakeOpen() (OpenPanelMsg, bool) {
	if b.open == nil {
		return OpenPanelMsg{}, false
	}
	msg := *b.open
	b.open = nil
	return msg, true
}

// TextBody adapts a page body that depends only on the width (text that
// scrolls) to the page table's signature.
func TextBody(body func(w int) []string) func(w, h int) []string {
	return func(w, _ int) []string { return body(w) }
}

// SetRender names the panel's function that rebuilds its cached view;
// SetSize calls it when the size changes.
func (b *Base) SetRender(render func()) { b.render = render }

// SetRetext names the panel's function that rebuilds what it derives from
// the language or the glyphs (its own key map); HandleCommon calls it after
// a LanguageChangedMsg or a StylesChangedMsg, so a panel needs no case of
// its own for them.
func (b *Base) SetRetext(retext func()) { b.retext = retext }

// retexted rebuilds what the language and the glyphs spell (the shared
// keys, the document), then runs the panel's retext function, if it named
// one.
func (b *Base) retexted() {
	b.Keys = NewControlKeys(b.Text).For(b.Styles.Glyphs)
	b.Doc = glyphDoc(b.lib.Doc(b.Text.Lang, b.docName), b.Styles.Glyphs)
	if b.retext != nil {
		b.retext()
	}
}

// SetSize implements Panel.
func (b *Base) SetSize(width, height int) {
	if b.Resize(width, height) {
		b.Redraw()
	}
}

// Redraw renders the view with the panel's render function (SetRender)
// or, when the Env deferred rendering to the shell, marks it stale for the
// next Flush. A panel calls it at the end of an Update that changed what
// it shows; unless that Update only turned a page or scrolled, the text
// of its pages counts as changed for searches (TextVersion).
func (b *Base) Redraw() {
	b.textChanged()
	if b.deferred {
		b.stale = true
		return
	}
	b.rerender()
}

// Flush implements Panel: it renders the view if an Update left it stale.
func (b *Base) Flush() {
	if b.stale {
		b.rerender()
	}
}

// rerender runs the panel's render function and counts it.
func (b *Base) rerender() {
	b.stale = false
	if b.render == nil {
		return
	}
	b.render()
	b.renders.add(b.reg.ID)
}

// TextPage is a page body that shows a section of the panel's document as
// prose.
func (b *Base) TextPage(section string) func(w, h int) []string {
	return func(w, _ int) []string { return Prose(b.Doc.Section(section), w, b.Styles.Text.Render) }
}

// ShowPages renders a panel that is only its pages (the render function
// of a panel without knobs): the page bar and the page on screen fill its
// area.
func (b *Base) ShowPages() {
	if b.Empty() {
		b.SetView("")
		return
	}
	b.SetView(FitLines(b.PageArea(0, 0, b.Width, b.Height), b.Width, b.Height, b.Styles.Glyphs.Ellipsis))
}

// Layout is the view of a panel with knobs: wide, the knob column on the
// left beside the page area; narrow, the top lines (the selected knob and
// headline results) above the page area.
func (b *Base) Layout(left func(w int) []string, top func(w int) []string) string {
	if b.Empty() {
		return ""
	}
	if b.Width >= WideMin {
		lw := LeftWidth(b.Width)
		right := b.PageArea(RightX(b.Width), 0, b.Width-lw-3, b.Height)
		return TwoColumns(b.Styles, left(lw), right, b.Width, b.Height)
	}
	t := top(b.Width)
	body := b.PageArea(0, len(t), b.Width, b.Height-len(t))
	return FitLines(strings.Join(append(t, body), "\n"), b.Width, b.Height, b.Styles.Glyphs.Ellipsis)
}

// QuestionPages are n question pages, keyed q1..qn, titled by the format
// titleFmt picks from a language (e.g. "Q%d"); groups, when given, are the
// knob groups the questions' pages show, in order (Page.Group).
func QuestionPages(n int, titleFmt func(t *i18n.Text) string, groups ...int) []Page {
	pages := make([]Page, n)
	for i := range pages {
		q := i + 1
		pages[i] = Page{Key: fmt.Sprintf("q%d", q), Question: q, Title: func(t *i18n.Text) string { return fmt.Sprintf(titleFmt(t), q) }}
		if i < len(groups) {
			pages[i].Group = groups[i]
		}
	}
	return pages
}

// glyphDoc is a panel's document with the glyphs its text names spelled
// in the glyph set: the model's-choice mark the prose refers to is the one
// beside the knobs ("*" in ASCII).
func glyphDoc(d content.Doc, g Glyphs) content.Doc {
	const mark = "†"
	if g.ModelMark == mark {
		return d
	}
	return d.Map(func(s string) string { return strings.ReplaceAll(s, mark, g.ModelMark) })
}
