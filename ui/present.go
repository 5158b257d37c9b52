package ui

import (
	"fmt"
	"maps"
	"strconv"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/model/engines"
	"pegasus/panels/kit"
	"pegasus/ui/deck"
	"pegasus/ui/notes"
)

// presenter is lecture mode: a deck run over the live panels. The shell
// keeps working (panels take their own keys, so a knob can be moved
// during a step); the presenter adds the step keys, the projector layout,
// the timers, the deck file's live reload and the speaker notes.
type presenter struct {
	deck deck.Deck
	// base is what a step's values are applied over: the configured value
	// of every knob, by group, then key.
	base map[string]map[string]float64
	step int
	// reveal is how many of the step's pauses are revealed.
	reveal int
	// started is when the talk began, entered when the step on screen was
	// opened; spent is the time each step was on screen before (by index).
	started, entered time.Time
	spent            []time.Duration
	blank            bool
	answer           bool   // a question page's answer is shown
	digits           string // a step number being typed
	seq              int    // of the last state published
	notes            *notes.Publisher
	keys             presentKeys
	// cats describe the panels in each language: the notes' preview of a
	// step, and the check of a deck file read again. Each is built the
	// first time it is needed (catalog), from catEnv: a presenter without
	// notes or a deck file (a student following a lecture over SSH) never
	// builds the panels again; those it builds share the explorer's
	// engines (the credit loop's first curve).
	cats   map[i18n.Lang]deck.Catalog
	catEnv kit.Env
	watch  deckWatch
	// shown is what View draws besides the panel, rebuilt at the end of
	// every Update (see refreshPresent), never in View.
	shown presentShown
}

// presentKeys are the presenter's own keys. Clickers send PgUp/PgDn (and
// some arrows or "."); letters have non-letter twins. The panels keep
// their letter, +/- and Shift+arrow keys for their knobs, and [ ] for
// pages.
type presentKeys struct {
	Next, Prev, First, Last, GoTo, Blank, Reveal, Restore key.Binding
}

// newPresentKeys builds the presenter's keys with help in language t.
func newPresentKeys(t *i18n.Text) presentKeys {
	l := t.Lecture
	return presentKeys{
		Next:    key.NewBinding(key.WithKeys(" ", "right", "down", "pgdown"), key.WithHelp("space/→/↓/pgdn", l.KeyNext)),
		Prev:    key.NewBinding(key.WithKeys("left", "up", "pgup", "backspace"), key.WithHelp("←/↑/pgup/backspace", l.KeyPrev)),
		First:   key.NewBinding(key.WithKeys("home"), key.WithHelp("home", l.KeyFirst)),
		Last:    key.NewBinding(key.WithKeys("end"), key.WithHelp("end", l.KeyLast)),
		GoTo:    key.NewBinding(key.WithKeys("0", "1", "2", "3", "4", "5", "6", "7", "8", "9"), key.WithHelp("N enter", l.KeyGoTo)),
		Blank:   key.NewBinding(key.WithKeys("b", "."), key.WithHelp("b/.", l.KeyBlank)),
		Reveal:  key.NewBinding(key.WithKeys("a", "f8"), key.WithHelp("a/F8", l.KeyReveal)),
		Restore: key.NewBinding(key.WithKeys("u", "f9"), key.WithHelp("u/F9", l.KeyRestore)),
	}
}

// full lists the presenter's keys for the help overlay.
func (k presentKeys) full() []key.Binding {
	return []key.Binding{k.Next, k.Prev, k.First, k.Last, k.GoTo, k.Blank, k.Reveal, k.Restore}
}

// presentMsg is a message of lecture mode's own: the timer's tick and the
// deck file's polls.
type presentMsg interface{ presentMsg() }

// presentTickMsg redraws the timers.
type presentTickMsg struct{}

func (presentTickMsg) presentMsg() {}

// presentTick asks for the next timer redraw in a second.
func (m *Model) presentTick() tea.Cmd {
	return m.cfg.clock().Tick(time.Second, func(time.Time) tea.Msg { return presentTickMsg{} })
}

// newPresenter starts a deck's presentation now.
func newPresenter(cfg Config, t *i18n.Text, styles kit.Styles) *presenter {
	base := map[string]map[string]float64{}
	for _, g := range engines.Groups() {
		vals := map[string]float64{}
		for _, s := range g.Specs() {
			vals[s.Key] = s.Default
		}
		maps.Copy(vals, cfg.Values[g.GroupName()])
		base[g.GroupName()] = vals
	}
	now := cfg.now()
	return &presenter{deck: *cfg.Deck, base: base, started: now, entered: now, spent: make([]time.Duration, len(cfg.Deck.Steps)),
		notes: cfg.Notes, keys: newPresentKeys(t), cats: map[i18n.Lang]deck.Catalog{},
		catEnv: kit.Env{Styles: styles, Content: cfg.Content, Compute: cfg.Compute}, watch: newDeckWatch(cfg.DeckFile)}
}

// catalog describes the panels in language l, built on first use.
func (p *presenter) catalog(l i18n.Lang) deck.Catalog {
	cat, ok := p.cats[l]
	if !ok {
		env := p.catEnv
		env.Text = i18n.For(l)
		cat = DeckCatalog(env)
		p.cats[l] = cat
	}
	return cat
}

// presentStart opens the first step and starts the timer and the deck
// file's watch.
func (m *Model) presentStart() tea.Cmd {
	return tea.Batch(m.goTo(0), m.presentTick(), m.pollDeck())
}

// presentUpdate handles lecture mode's own messages.
func (m *Model) presentUpdate(msg presentMsg) tea.Cmd {
	switch msg := msg.(type) {
	case presentTickMsg:
		return m.presentTick() // the frame it leads to redraws the timers
	case deckPollMsg:
		return m.readDeck()
	case deckReadMsg:
		return tea.Batch(m.deckRead(msg), m.pollDeck())
	}
	return nil
}

// current is the step on screen.
func (p *presenter) current() deck.Step { return p.deck.Steps[p.step] }

// stepValues are the knob values of step s for panel p: every knob of
// the panel's groups at its configured value, then the step's own.
func (p *presenter) stepValues(panel kit.Panel, s deck.Step) map[string]map[string]float64 {
	out := map[string]map[string]float64{}
	for g := range kit.ValuesOf(panel) {
		out[g] = maps.Clone(p.base[g])
	}
	for g, vals := range s.Values {
		if out[g] == nil {
			out[g] = map[string]float64{}
		}
		maps.Copy(out[g], vals)
	}
	return out
}

// enter makes step i the one on screen for the timers: the time on the
// step left is added to its account.
func (p *presenter) enter(i int, now time.Time) {
	if i == p.step {
		return
	}
	if p.step < len(p.spent) {
		p.spent[p.step] += max(0, now.Sub(p.entered))
	}
	p.step, p.entered = i, now
}

// stepSpent is the time step i has been on screen, this visit included.
func (p *presenter) stepSpent(now time.Time) time.Duration {
	return p.spent[p.step] + max(0, now.Sub(p.entered))
}

// goTo opens step i with none of its pauses revealed: its panel, page
// and values, answers hidden, the layout for its big numbers, and the
// notes.
func (m *Model) goTo(i int) tea.Cmd { return m.goToRevealed(i, false) }

// goToRevealed opens step i, with every pause revealed when all is set
// (stepping back onto a step shows it as it was left).
func (m *Model) goToRevealed(i int, all bool) tea.Cmd {
	p := m.present
	i = max(0, min(i, len(p.deck.Steps)-1))
	p.enter(i, m.cfg.now())
	p.digits, p.blank, p.answer, p.reveal = "", false, false, 0
	if all {
		p.reveal = len(p.current().Pauses)
	}
	return m.applyStep(true)
}

// applyStep puts the current step's panel on screen at the step's values
// (and page, when page is set); an agenda step keeps the panel as it is,
// off screen.
func (m *Model) applyStep(page bool) tea.Cmd {
	p := m.present
	s := p.current()
	idx, ok := m.panelIndex(s.Panel)
	if s.Agenda || !ok {
		m.layout()
		return m.publish() // the deck was checked against these panels
	}
	m.active = idx
	m.layout()
	cmds := []tea.Cmd{m.updatePanel(idx, kit.SetValuesMsg{Values: p.stepValues(m.panels[idx], s)})}
	if page && s.Page != "" {
		cmds = append(cmds, m.updatePanel(idx, kit.ShowPageMsg{Page: s.Page}))
	}
	cmds = append(cmds, m.updatePanel(idx, kit.AnswerMsg{Show: p.answer}), m.holdSeries(), m.publish())
	return tea.Batch(cmds...)
}

// holdSeries tells the current step's panel which curves of its chart
// the step's pauses still hold back (none once they are revealed, or on a
// step without series pauses).
func (m *Model) holdSeries() tea.Cmd {
	s := m.present.current()
	idx, ok := m.panelIndex(s.Panel)
	if s.Agenda || !ok {
		return nil
	}
	return m.updatePanel(idx, kit.HideSeriesMsg{Keys: s.HiddenSeries(m.present.reveal)})
}

// presentKey handles a key in lecture mode: an overlay's or the export
// prompt's first, then the presenter's, then the panel's.
func (m *Model) presentKey(msg tea.KeyMsg) tea.Cmd {
	p, k := m.present, m.keys
	if p.blank && msg.Type != tea.KeyCtrlC && !matches(msg, k.Quit) {
		p.blank = false // any key brings the screen back, and only that
		return m.publish()
	}
	switch {
	case m.overlay != noOverlay:
		return m.overlayKey(msg)
	case m.exporting != nil:
		return m.exportKey(msg)
	case !p.current().Agenda && m.panels[m.active].Capturing():
		return m.updatePanel(m.active, msg)
	case digitsTyped(msg):
		// Typed quickly, "12" arrives as one message of two runes.
		p.digits = (p.digits + string(msg.Runes))[:min(4, len(p.digits)+len(msg.Runes))]
		return nil
	case msg.Type == tea.KeyEnter && p.digits != "":
		return m.goToTyped()
	case msg.Type == tea.KeyEsc && p.digits != "":
		p.digits = ""
		return nil
	}
	p.digits = ""
	if cmd, ok := m.stepKey(msg); ok {
		return cmd
	}
	if p.current().Agenda {
		if matches(msg, k.Export) {
			return m.setStatus(kit.StatusMsg{Text: m.text.Lecture.ExportNothing, Error: true})
		}
		cmd, _ := m.globalKey(msg) // no panel on screen takes the rest
		return cmd
	}
	if cmd, ok := m.globalKey(msg); ok {
		return cmd
	}
	return m.updatePanel(m.active, msg)
}

// stepKey runs the presenter's keys: the next pause or step, the
// previous one, the first and last steps, blanking, a question's answer
// and the step's own values. It reports whether msg was one of them.
func (m *Model) stepKey(msg tea.KeyMsg) (tea.Cmd, bool) {
	p, lt := m.present, m.text.Lecture
	switch {
	case matches(msg, p.keys.Next):
		if p.reveal < len(p.current().Pauses) {
			p.reveal++
			return tea.Batch(m.holdSeries(), m.publish()), true
		}
		if p.step == len(p.deck.Steps)-1 {
			return m.setStatus(kit.StatusMsg{Text: lt.NotesLast}), true
		}
		return m.goTo(p.step + 1), true
	case matches(msg, p.keys.Prev):
		if p.reveal > 0 {
			p.reveal--
			return tea.Batch(m.holdSeries(), m.publish()), true
		}
		if p.step == 0 {
			return m.setStatus(kit.StatusMsg{Text: lt.FirstStep}), true
		}
		return m.goToRevealed(p.step-1, true), true
	case matches(msg, p.keys.First):
		return m.goTo(0), true
	case matches(msg, p.keys.Last):
		return m.goTo(len(p.deck.Steps) - 1), true
	case matches(msg, p.keys.Blank):
		p.blank = true
		return m.publish(), true
	case p.current().Agenda:
		return nil, false
	case matches(msg, p.keys.Reveal):
		p.answer = !p.answer
		return m.updatePanel(m.active, kit.AnswerMsg{Show: p.answer}), true
	case matches(msg, p.keys.Restore):
		return tea.Batch(m.applyStep(true), m.setStatus(kit.StatusMsg{Text: fmt.Sprintf(lt.RestoredFmt, p.step+1)})), true
	}
	return nil, false
}

// digitsTyped reports whether a key message is digits only (a step
// number, or part of one).
func digitsTyped(msg tea.KeyMsg) bool {
	if msg.Type != tea.KeyRunes || len(msg.Runes) == 0 || msg.Alt || msg.Paste {
		return false
	}
	for _, r := range msg.Runes {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// goToTyped opens the step whose number was typed, or says there is none.
func (m *Model) goToTyped() tea.Cmd {
	p := m.present
	n, err := strconv.Atoi(p.digits)
	p.digits = ""
	if err != nil || n < 1 || n > len(p.deck.Steps) {
		return m.setStatus(kit.StatusMsg{Text: fmt.Sprintf(m.text.Lecture.NoStepFmt, n, len(p.deck.Steps)), Error: true})
	}
	return m.goTo(n - 1)
}

// EndPresentation marks the presentation as ended for the notes viewer;
// the command calls it once the program has stopped.
func (m *Model) EndPresentation() error {
	p := m.present
	if p == nil || p.notes == nil {
		return nil
	}
	p.seq++
	st := p.state(p.seq, m.styles.Glyphs)
	st.Ended = true
	return p.notes.Write(st)
}

// Step is the current step, 0-based, and whether the shell presents.
func (m *Model) Step() (int, bool) {
	if m.present == nil {
		return 0, false
	}
	return m.present.step, true
}

// Reveal is how many of the current step's pauses are revealed, of how
// many it has (0 of 0 outside lecture mode).
func (m *Model) Reveal() (revealed, pauses int) {
	if m.present == nil {
		return 0, 0
	}
	return m.present.reveal, len(m.present.current().Pauses)
}

// presentShortHelp is the footer's key hints.
func (m *Model) presentShortHelp() []key.Binding {
	if m.follow != nil {
		return m.followShortHelp()
	}
	return []key.Binding{m.present.keys.Next, m.present.keys.Blank, m.keys.Help}
}
