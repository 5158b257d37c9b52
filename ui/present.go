package ui

import (
	"fmt"
	"maps"
	"os"
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
// during a step); the presenter adds the step keys, the projector layout
// and the speaker notes.
type presenter struct {
	deck deck.Deck
	// base is what a step's values are applied over: the configured value
	// of every knob, by group, then key.
	base     map[string]map[string]float64
	step     int
	started  time.Time
	blank    bool
	revealed bool
	digits   string // a step number being typed
	seq      int    // of the last state published
	notes    *notes.Publisher
	keys     presentKeys
	// shown is what View draws besides the panel, rebuilt at the end of
	// every Update (see refreshPresent), never in View.
	shown presentShown
}

// presentShown is the lecture screen's cached pieces: the big numbers'
// band and its height, and the caption's lines.
type presentShown struct {
	bandRows int
	band     string
	caption  []string
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

// presentTickMsg redraws the timer.
type presentTickMsg struct{}

// presentTick asks for the next timer redraw in a second.
func presentTick() tea.Cmd {
	return tea.Tick(time.Second, func(time.Time) tea.Msg { return presentTickMsg{} })
}

// newPresenter starts a deck's presentation now.
func newPresenter(cfg Config, t *i18n.Text) *presenter {
	base := map[string]map[string]float64{}
	for _, g := range engines.Groups() {
		vals := map[string]float64{}
		for _, s := range g.Specs() {
			vals[s.Key] = s.Default
		}
		maps.Copy(vals, cfg.Values[g.GroupName()])
		base[g.GroupName()] = vals
	}
	return &presenter{deck: *cfg.Deck, base: base, started: cfg.now(), notes: cfg.Notes, keys: newPresentKeys(t)}
}

// presentStart opens the first step and starts the timer.
func (m *Model) presentStart() tea.Cmd {
	return tea.Batch(m.goTo(0), presentTick())
}

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

// goTo opens step i: its panel, page and values, answers hidden, the
// layout for its big numbers, and the notes.
func (m *Model) goTo(i int) tea.Cmd {
	p := m.present
	i = max(0, min(i, len(p.deck.Steps)-1))
	p.step, p.digits, p.blank, p.revealed = i, "", false, false
	return m.applyStep(true)
}

// applyStep puts the current step's panel on screen at the step's values
// (and page, when page is set).
func (m *Model) applyStep(page bool) tea.Cmd {
	p := m.present
	s := p.deck.Steps[p.step]
	idx, ok := m.panelIndex(s.Panel)
	if !ok {
		return nil // the deck was checked against these panels
	}
	m.active = idx
	m.layout()
	cmds := []tea.Cmd{m.updatePanel(idx, kit.SetValuesMsg{Values: p.stepValues(m.panels[idx], s)})}
	if page && s.Page != "" {
		cmds = append(cmds, m.updatePanel(idx, kit.ShowPageMsg{Page: s.Page}))
	}
	cmds = append(cmds, m.updatePanel(idx, kit.AnswerMsg{Show: p.revealed}), m.publish())
	return tea.Batch(cmds...)
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
	case m.panels[m.active].Capturing():
		return m.updatePanel(m.active, msg)
	case matches(msg, p.keys.GoTo):
		if len(p.digits) < 4 {
			p.digits += msg.String()
		}
		return nil
	case msg.Type == tea.KeyEnter && p.digits != "":
		return m.goToTyped()
	case msg.Type == tea.KeyEsc && p.digits != "":
		p.digits = ""
		return nil
	}
	p.digits = ""
	switch {
	case matches(msg, p.keys.Next):
		if p.step == len(p.deck.Steps)-1 {
			return m.setStatus(kit.StatusMsg{Text: m.text.Lecture.NotesLast})
		}
		return m.goTo(p.step + 1)
	case matches(msg, p.keys.Prev):
		if p.step == 0 {
			return m.setStatus(kit.StatusMsg{Text: m.text.Lecture.FirstStep})
		}
		return m.goTo(p.step - 1)
	case matches(msg, p.keys.First):
		return m.goTo(0)
	case matches(msg, p.keys.Last):
		return m.goTo(len(p.deck.Steps) - 1)
	case matches(msg, p.keys.Blank):
		p.blank = true
		return m.publish()
	case matches(msg, p.keys.Reveal):
		p.revealed = !p.revealed
		return m.updatePanel(m.active, kit.AnswerMsg{Show: p.revealed})
	case matches(msg, p.keys.Restore):
		return tea.Batch(m.applyStep(true), m.setStatus(kit.StatusMsg{Text: fmt.Sprintf(m.text.Lecture.RestoredFmt, p.step+1)}))
	}
	if cmd, ok := m.globalKey(msg); ok {
		return cmd
	}
	return m.updatePanel(m.active, msg)
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

// publish writes the presentation's state for the notes viewer, off the
// event loop; a failure shows on the status line.
func (m *Model) publish() tea.Cmd {
	p := m.present
	if p.notes == nil {
		return nil
	}
	p.seq++
	st := p.state(p.seq)
	st.Live = m.liveShared()
	pub, t := p.notes, m.text
	return func() tea.Msg {
		if err := pub.Write(st); err != nil {
			return kit.StatusMsg{Text: fmt.Sprintf(t.Lecture.NotesFailedFmt, notes.Explain(t, err)), Error: true}
		}
		return nil
	}
}

// state is the presentation's state for the notes viewer.
func (p *presenter) state(seq int) notes.State {
	texts := func(s deck.Step) map[string]notes.StepText {
		out := map[string]notes.StepText{}
		for _, l := range i18n.Langs {
			out[string(l)] = notes.StepText{Title: s.Title.In(l), Caption: s.Caption.In(l), Notes: s.Notes.In(l)}
		}
		return out
	}
	st := notes.State{Version: notes.Version, PID: os.Getpid(), Seq: seq, Deck: map[string]string{}, Step: p.step + 1,
		Steps: len(p.deck.Steps), Current: texts(p.deck.Steps[p.step]), Started: p.started, Blank: p.blank}
	for _, l := range i18n.Langs {
		st.Deck[string(l)] = p.deck.Title.In(l)
	}
	if p.step+1 < len(p.deck.Steps) {
		st.Next = texts(p.deck.Steps[p.step+1])
	}
	return st
}

// EndPresentation marks the presentation as ended for the notes viewer;
// the command calls it once the program has stopped.
func (m *Model) EndPresentation() error {
	p := m.present
	if p == nil || p.notes == nil {
		return nil
	}
	p.seq++
	st := p.state(p.seq)
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

// presentShortHelp is the footer's key hints.
func (m *Model) presentShortHelp() []key.Binding {
	if m.follow != nil {
		return m.followShortHelp()
	}
	return []key.Binding{m.present.keys.Next, m.present.keys.Blank, m.keys.Help}
}
