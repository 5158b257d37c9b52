package ui

import (
	"fmt"
	"maps"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/ui/deck"
)

// Follow makes the shell follow a lecture presented elsewhere (pegasus
// serve --follow): Deck is the deck the presenter runs, read by the
// server, whose captions and big numbers the shell shows in its own
// language. Where the lecture is arrives as LectureMsg.
type Follow struct {
	Deck deck.Deck
}

// LectureStatus is whether a lecture runs for a following shell to show.
type LectureStatus int

// The states of the lecture a shell follows.
const (
	// LectureWaiting: no presenter has started yet.
	LectureWaiting LectureStatus = iota
	// LectureRunning: a presenter runs the deck.
	LectureRunning
	// LectureEnded: the presentation ended, or its presenter is gone.
	LectureEnded
	// LectureOtherDeck: the presenter runs a deck the server does not hold.
	LectureOtherDeck
)

// LectureMsg tells a following shell where the lecture is: the server
// sends one each time the presenter moves, and the latest to a shell that
// joins late. Panel, Page and Values are what the presenter's screen
// shows ("" and nil: the step's own).
type LectureMsg struct {
	Status LectureStatus
	Step   int // 0-based
	Panel  kit.PanelID
	Page   string
	Values map[string]map[string]float64
	// Reveal is how many of the step's pauses the presenter revealed;
	// Answer says a question page's answer is shown.
	Reveal int
	Answer bool
	Blank  bool
	// Started is when the talk began, StepEntered when the presenter
	// opened the step on screen, StepSpent the time the step was on
	// screen before that (the footer's timers).
	Started     time.Time
	StepEntered time.Time
	StepSpent   time.Duration
	// Deck, when set, is the deck the lecture runs, shared read-only by
	// every session: a new one (the presenter's deck file was edited and
	// read again) replaces the deck the shell follows.
	Deck *deck.Deck
}

// follower is a shell's side of following a lecture: lecture mode over
// the followed deck (on screen while the student follows a running
// lecture), whether the student chose to explore alone, the latest state
// received, and what of it is on the panels already.
type follower struct {
	lecture *presenter
	deck    *deck.Deck // the lecture's deck last received
	alone   bool
	last    LectureMsg
	ticking bool // the footer's clock ticks
	applied appliedLecture
}

// appliedLecture is what applyLecture last put on the panels, so that a
// state that moved one knob does not reopen the page or reset the rest.
type appliedLecture struct {
	ok     bool
	step   int
	panel  kit.PanelID
	page   string
	values map[string]map[string]float64
	answer bool
}

// newFollower prepares lecture mode over the followed deck, off screen
// until a lecture runs.
func newFollower(cfg Config, t *i18n.Text, styles kit.Styles) *follower {
	c := cfg
	c.Deck, c.Notes, c.DeckFile = &cfg.Follow.Deck, nil, "" // the presenter writes the notes and reloads the deck
	return &follower{lecture: newPresenter(c, t, styles)}
}

// following reports whether the shell shows the lecture it follows.
func (m *Model) following() bool { return m.follow != nil && m.present != nil }

// Following reports whether the shell shows the lecture it follows (the
// student has not left it, and it runs).
func (m *Model) Following() bool { return m.following() }

// followToggle is the key that leaves the lecture or comes back to it.
func (m *Model) followToggle() key.Binding {
	desc := m.text.Serve.KeyRejoin
	if m.following() {
		desc = m.text.Serve.KeyLeave
	}
	return key.NewBinding(key.WithKeys("f", "ctrl+f"), key.WithHelp("f", desc))
}

// followLecture takes where the lecture is: a student who follows it sees
// it move; one exploring alone sees the step in the status bar.
func (m *Model) followLecture(msg LectureMsg) tea.Cmd {
	f := m.follow
	if f == nil {
		return nil
	}
	was := f.last.Status
	f.last = msg
	if msg.Deck != nil && msg.Deck != f.deck {
		f.useDeck(msg.Deck)
	}
	switch {
	case msg.Status == LectureRunning && !f.alone:
		cmd := m.showLecture()
		if was != LectureRunning && m.cfg.now().Sub(msg.Started) < time.Minute {
			return tea.Batch(cmd, m.setStatus(kit.StatusMsg{Text: m.text.Serve.LectureStarted}))
		}
		return cmd
	case msg.Status == LectureEnded:
		// A lecture that starts again takes everyone along.
		f.alone = false
		if m.present != nil {
			m.hideLecture()
			return m.setStatus(kit.StatusMsg{Text: m.text.Serve.LectureEnded})
		}
	case msg.Status != LectureRunning && m.present != nil:
		m.hideLecture()
	}
	return nil
}

// useDeck makes d the deck the shell follows, at the same step number (a
// server sends the lecture's step in the new deck with it): every part
// of the step is put on the panels again.
func (f *follower) useDeck(d *deck.Deck) {
	p := f.lecture
	f.deck, p.deck, f.applied = d, *d, appliedLecture{}
	p.step = max(0, min(p.step, len(d.Steps)-1))
	p.spent = make([]time.Duration, len(d.Steps))
	p.reveal = min(p.reveal, len(p.current().Pauses))
}

// toggleFollow leaves the lecture to explore alone, or comes back to it
// where it is now.
func (m *Model) toggleFollow() tea.Cmd {
	f, st := m.follow, m.follow.last
	steps := len(f.lecture.deck.Steps)
	switch {
	case m.following():
		f.alone = true
		m.hideLecture()
		return m.setStatus(kit.StatusMsg{Text: fmt.Sprintf(m.text.Serve.LeftFmt, st.Step+1, steps, m.followToggle().Help().Key)})
	case st.Status == LectureRunning:
		f.alone = false
		return tea.Batch(m.showLecture(), m.setStatus(kit.StatusMsg{Text: fmt.Sprintf(m.text.Serve.RejoinedFmt, st.Step+1, steps)}))
	}
	return m.setStatus(kit.StatusMsg{Text: m.followBadge()})
}

// showLecture puts lecture mode on screen, at the lecture's state.
func (m *Model) showLecture() tea.Cmd {
	f := m.follow
	var cmds []tea.Cmd
	if m.present == nil {
		m.present, f.applied = f.lecture, appliedLecture{}
		m.search.Blur()
		m.exporting = nil
		f.lecture.keys = newPresentKeys(m.text)
		if !f.ticking {
			f.ticking = true
			cmds = append(cmds, m.presentTick())
		}
	}
	return tea.Batch(append(cmds, m.applyLecture())...)
}

// hideLecture leaves lecture mode for the explorer, on the panel the
// lecture was at.
func (m *Model) hideLecture() {
	m.present, m.follow.applied = nil, appliedLecture{}
	m.layout()
}

// applyLecture puts the lecture's state on the panels: the step, its
// pauses revealed and timers, its panel and page, the presenter's knob
// values and a question's answer. Only what changed since the last state
// is sent to the panel. An agenda step shows the talk's title and agenda,
// the panels off screen as they were.
func (m *Model) applyLecture() tea.Cmd {
	f, p, st := m.follow, m.present, m.follow.last
	step := max(0, min(st.Step, len(p.deck.Steps)-1))
	s := p.deck.Steps[step]
	p.step, p.blank, p.answer, p.digits = step, st.Blank, st.Answer, ""
	p.reveal = max(0, min(st.Reveal, len(s.Pauses)))
	p.started, p.entered, p.spent[step] = st.Started, st.StepEntered, max(0, st.StepSpent)
	if s.Agenda {
		m.layout()
		f.applied = appliedLecture{}
		return nil
	}
	idx, ok := m.panelIndex(st.Panel)
	if !ok {
		if idx, ok = m.panelIndex(s.Panel); !ok {
			return nil // the deck was checked against these panels
		}
	}
	m.active = idx
	m.layout()
	id, a := m.panels[idx].ID(), f.applied
	values := st.Values
	if values == nil {
		values = p.stepValues(m.panels[idx], s)
	}
	page := st.Page
	if page == "" {
		page = s.Page
	}
	var cmds []tea.Cmd
	moved := !a.ok || a.panel != id || a.step != step
	if moved || !sameValues(a.values, values) {
		cmds = append(cmds, m.updatePanel(idx, kit.SetValuesMsg{Values: values}))
	}
	if page != "" && (moved || a.page != page) {
		cmds = append(cmds, m.updatePanel(idx, kit.ShowPageMsg{Page: page}))
	}
	if moved || a.page != page || a.answer != p.answer {
		cmds = append(cmds, m.updatePanel(idx, kit.AnswerMsg{Show: p.answer}))
	}
	f.applied = appliedLecture{ok: true, step: step, panel: id, page: page, values: values, answer: p.answer}
	return tea.Batch(cmds...)
}

// sameValues reports whether two sets of knob values are equal.
func sameValues(a, b map[string]map[string]float64) bool {
	return maps.EqualFunc(a, b, func(x, y map[string]float64) bool { return maps.Equal(x, y) })
}

// followKey handles a key while the shell shows the lecture: the toggle,
// an overlay's keys, quit, help, language, theme and Esc; any other key
// is the presenter's to press, and the status line says how to explore.
func (m *Model) followKey(msg tea.KeyMsg) tea.Cmd {
	k := m.keys
	switch {
	case m.overlay != noOverlay:
		return m.overlayKey(msg)
	case matches(msg, k.Quit, k.Help, k.Language, k.Theme, k.Back) || matches(msg, m.followToggle()):
		cmd, _ := m.globalKey(msg)
		return cmd
	}
	return m.setStatus(kit.StatusMsg{Text: fmt.Sprintf(m.text.Serve.FollowHintFmt, m.followToggle().Help().Key)})
}

// followShortHelp is the lecture footer's key hints for a student.
func (m *Model) followShortHelp() []key.Binding {
	return []key.Binding{m.followToggle(), m.keys.Help, m.keys.Language}
}

// followHelpLines is the help overlay while following: the keys a student
// has (the panel's own keys come back when exploring alone).
func (m *Model) followHelpLines() []string {
	s, w, k := m.styles, m.boxWidth(), m.keys
	lines := []string{s.Heading.Render(m.text.Shell.HelpTitle), s.Accent.Render(m.text.Serve.HelpFollowing)}
	groups := [][]key.Binding{{m.followToggle(), k.Help, k.Language, k.Theme, k.Back, k.Quit}}
	lines = append(lines, m.keyLines(groups, keyWidth(groups), w)...)
	return append(lines, "", s.Muted.Render(kit.Truncate(m.text.Shell.HelpClose, w, s.Glyphs.Ellipsis)))
}

// followView is the lecture screen of a student: the presenter's, and
// while the presenter blanks the projector, a blank screen over the
// footer (so that the student sees the session is alive).
func (m *Model) followView() string {
	s, p := m.styles, m.present
	if !p.blank {
		return m.presentView()
	}
	return s.Paint(kit.FitLines(strings.Repeat("\n", m.height-1)+m.presentFooter(), m.width, m.height, s.Glyphs.Ellipsis), m.width)
}

// followBadge says, in the explorer's status bar, where the lecture is
// while the student does not follow it ("" when there is none to follow).
func (m *Model) followBadge() string {
	if m.follow == nil || m.present != nil {
		return ""
	}
	st, t := m.follow.last, m.text.Serve
	switch st.Status {
	case LectureRunning:
		return fmt.Sprintf(t.BadgeOffFmt, st.Step+1, len(m.follow.lecture.deck.Steps), m.followToggle().Help().Key)
	case LectureEnded:
		return t.BadgeEnded
	case LectureOtherDeck:
		return t.BadgeOtherDeck
	}
	return t.BadgeWaiting
}

// withFollowBadge puts the follow badge before the status bar's right
// part.
func (m *Model) withFollowBadge(right string) string {
	if b := m.followBadge(); b != "" {
		return m.styles.Accent.Render(b) + m.styles.Muted.Render(" "+m.styles.Glyphs.VRule+" ") + right
	}
	return right
}
