package ui

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/spinner"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// overlay is what covers the panel, if anything.
type overlay int

const (
	noOverlay overlay = iota
	helpOverlay
	startOverlay
	noticeOverlay
	resultsOverlay // the matches of a search of every panel
)

// Model is the root Bubble Tea model. Its Update only routes: keys to the
// shell, an overlay or the active panel, sizes and settings to every
// panel, routed results to their owner.
type Model struct {
	cfg     Config
	text    *i18n.Text
	styles  kit.Styles
	keys    keyMap
	help    help.Model
	spinner spinner.Model
	spin    bool // a spinner tick is pending
	panels  []kit.Panel
	active  int
	// started says which panels have had their Init: a panel starts when
	// it first comes on screen (startActive).
	started []bool
	overlay overlay
	scroll  int // of the overlay
	search  textinput.Model
	find    finder // the last search, its matches, and a search that runs
	status  kit.StatusMsg
	// present runs lecture mode (nil in the explorer); exporting is an
	// export waiting for its format.
	present   *presenter
	exporting *exportState
	// statusAt is when the status line on screen was set; statusDue says
	// its timer runs.
	statusAt      time.Time
	statusDue     bool
	width, height int
	mouse         bool
	// What the user changed, for the saved preferences.
	langSwitched, themeSwitched, startSeen bool
	// trail holds the panels links were followed from, the latest last:
	// the Return key goes back to them.
	trail []int
	// panelSize is the size panels are laid out at (see sizeActive).
	panelSize panelSize
	// view is the screen the last frame rendered, at drawnAt; frameDue
	// says a frameMsg will render the messages since (see frame).
	view     string
	drawnAt  time.Time
	frameDue bool
	// follow follows a lecture presented elsewhere (nil otherwise); live
	// is what a presenter last published of its screen for followers.
	follow *follower
	live   liveShare
}

// maxTrail bounds how many links back the Return key remembers.
const maxTrail = 32

// New builds the shell and its panels.
func New(cfg Config) *Model {
	m := &Model{cfg: cfg, text: i18n.For(cfg.Lang), mouse: cfg.Mouse, find: finder{cur: -1}}
	m.styles = kit.NewStylesFor(cfg.Renderer, cfg.Theme.Resolve(cfg.DarkBackground), cfg.ASCII)
	m.keys = newKeyMap(m.text, m.styles.Glyphs, m.cfg.LanguageLock != "")
	m.help = newHelp(m.styles)
	m.spinner = spinner.New(spinner.WithSpinner(m.spinnerKind()))
	m.search = textinput.New()
	m.search.CharLimit = 60
	m.styleWidgets()
	env := kit.Env{Text: m.text, Styles: m.styles, Content: cfg.Content, Values: cfg.Values,
		Deferred: true, Renders: cfg.Renders, OneLanguage: cfg.LanguageLock != "", Clock: cfg.clock(), Compute: cfg.Compute}
	m.panels = Panels().Build(env)
	m.started = make([]bool, len(m.panels))
	switch {
	case len(cfg.Notices) > 0:
		m.overlay = noticeOverlay
	case cfg.ShowStartPage && cfg.Deck == nil:
		m.overlay = startOverlay
	}
	if cfg.Deck != nil && len(cfg.Deck.Steps) > 0 {
		m.present = newPresenter(cfg, m.text, m.styles)
	}
	if cfg.Follow != nil && len(cfg.Follow.Deck.Steps) > 0 {
		m.follow = newFollower(cfg, m.text, m.styles)
	}
	if status := m.startStatus(); status != "" {
		m.status, m.statusAt = kit.StatusMsg{Text: status}, cfg.now()
	}
	return m
}

// Init implements tea.Model.
func (m *Model) Init() tea.Cmd {
	cmds := []tea.Cmd{m.startActive()}
	if m.status.Text != "" {
		cmds = append(cmds, m.expireStatus(statusTimeout))
	}
	if m.present != nil {
		cmds = append(cmds, m.presentStart())
	}
	return tea.Batch(append(cmds, m.spinWhileBusy())...)
}

// Update implements tea.Model.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	var cmd tea.Cmd
	forceFrame := false
	switch msg := msg.(type) {
	case frameMsg:
		m.frameDue, forceFrame = false, true
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.layout()
		forceFrame = true // never a frame of the old size in the new one
	case tea.KeyMsg:
		cmd = m.handleKey(msg)
	case tea.MouseMsg:
		cmd = m.handleMouse(msg)
	case kit.StatusMsg:
		cmd = m.setStatus(msg)
	case statusExpiredMsg:
		cmd = m.statusExpired()
	case spinner.TickMsg:
		cmd = m.spinTick(msg)
	case kit.Routed:
		if i, ok := m.panelIndex(msg.To); ok {
			cmd = m.updatePanel(i, msg.Msg)
		}
	case kit.OpenPanelMsg:
		cmd = m.openFrom(-1, msg)
	case presentMsg:
		cmd = m.presentUpdate(msg)
	case sweepStepMsg:
		cmd = m.sweepStep(msg)
	case LectureMsg:
		cmd = m.followLecture(msg)
	}
	m.sizeActive() // the panel on screen may have changed
	return m, tea.Batch(cmd, m.startActive(), m.publishMoved(), m.spinWhileBusy(), m.frame(forceFrame))
}

// startActive starts the panel on screen (its Init: its first engines)
// the first time it is there: a panel no one opens costs no computing.
func (m *Model) startActive() tea.Cmd {
	if m.started[m.active] {
		return nil
	}
	m.started[m.active] = true
	return m.panels[m.active].Init()
}

// updatePanel delivers msg to panel i, then carries out any request the
// panel made to open another one, in this same Update.
func (m *Model) updatePanel(i int, msg tea.Msg) tea.Cmd {
	var cmd tea.Cmd
	m.panels[i], cmd = m.panels[i].Update(msg)
	if open, ok := m.panels[i].TakeOpen(); ok {
		return tea.Batch(cmd, m.openFrom(i, open))
	}
	return cmd
}

// panelIndex finds a panel by its identifier.
func (m *Model) panelIndex(id kit.PanelID) (int, bool) {
	for i, p := range m.panels {
		if p.ID() == id {
			return i, true
		}
	}
	return 0, false
}

// openFrom makes a panel active, on one of its pages and at the knob
// values the request carries. from is the panel whose link asked for it
// (-1 for none): the Return key goes back there, to the page and scroll
// it was left at.
func (m *Model) openFrom(from int, msg kit.OpenPanelMsg) tea.Cmd {
	i, ok := m.panelIndex(msg.To)
	if !ok {
		return m.setStatus(kit.StatusMsg{Text: fmt.Sprintf(m.text.Shell.NoPanelFmt, string(msg.To)), Error: true})
	}
	m.active = i
	var cmds []tea.Cmd
	if msg.Values != nil {
		cmds = append(cmds, m.updatePanel(i, kit.SetValuesMsg{Values: msg.Values}))
	}
	if msg.Page != "" {
		cmds = append(cmds, m.updatePanel(i, kit.ShowPageMsg{Page: msg.Page}))
	}
	status := fmt.Sprintf(m.text.Shell.OpenedFmt, m.panels[i].Title())
	if from >= 0 && from != i {
		m.trail = append(m.trail, from)
		if len(m.trail) > maxTrail {
			m.trail = m.trail[len(m.trail)-maxTrail:]
		}
		status = fmt.Sprintf(m.text.Shell.OpenedReturnFmt, m.panels[i].Title(), m.panels[from].Title())
	}
	cmds = append(cmds, m.setStatus(kit.StatusMsg{Text: status}))
	return tea.Batch(cmds...)
}

// goBack returns to the panel the last link came from, as it was left;
// a panel already on screen is skipped.
func (m *Model) goBack() tea.Cmd {
	for len(m.trail) > 0 {
		i := m.trail[len(m.trail)-1]
		m.trail = m.trail[:len(m.trail)-1]
		if i != m.active {
			m.active = i
			return m.setStatus(kit.StatusMsg{Text: fmt.Sprintf(m.text.Shell.ReturnedFmt, m.panels[i].Title())})
		}
	}
	return nil
}

// returnBinding is the Return key with help naming where it leads, for
// the footer while there is somewhere to go back to.
func (m *Model) returnBinding() (key.Binding, bool) {
	if len(m.trail) == 0 {
		return key.Binding{}, false
	}
	b := m.keys.Return
	b.SetHelp(b.Help().Key, fmt.Sprintf(m.text.Shell.ReturnToFmt, m.panels[m.trail[len(m.trail)-1]].Title()))
	return b, true
}

// switchTo makes panel i active.
func (m *Model) switchTo(i int) tea.Cmd {
	if i < 0 || i >= len(m.panels) {
		return nil
	}
	m.active = i
	return nil
}

// setLanguage switches every text on screen, key help included.
func (m *Model) setLanguage(l i18n.Lang) tea.Cmd {
	m.text = i18n.For(l)
	m.langSwitched = true
	m.keys = newKeyMap(m.text, m.styles.Glyphs, m.cfg.LanguageLock != "")
	if m.present != nil {
		m.present.keys = newPresentKeys(m.text)
	}
	cmd := m.broadcast(kit.LanguageChangedMsg{Text: m.text})
	m.layout()
	return tea.Batch(cmd, m.setStatus(kit.StatusMsg{Text: fmt.Sprintf(m.text.Shell.LanguageSetFmt, m.text.Shell.LanguageName)}))
}

// setTheme switches the colour theme everywhere.
func (m *Model) setTheme(t kit.ThemeName) tea.Cmd {
	m.themeSwitched = true
	m.styles = kit.NewStylesFor(m.cfg.Renderer, t, m.cfg.ASCII)
	m.help = newHelp(m.styles)
	m.styleWidgets()
	cmd := m.broadcast(kit.StylesChangedMsg{Styles: m.styles})
	return tea.Batch(cmd, m.setStatus(kit.StatusMsg{Text: fmt.Sprintf(m.text.Shell.ThemeSetFmt, themeLabel(m.text, t))}))
}

// toggleMouse turns mouse capture on or off; off, the terminal selects
// text as usual.
func (m *Model) toggleMouse() tea.Cmd {
	m.mouse = !m.mouse
	if m.mouse {
		return tea.Batch(tea.EnableMouseCellMotion, m.setStatus(kit.StatusMsg{Text: m.text.Shell.MouseOn}))
	}
	return tea.Batch(tea.DisableMouse, m.setStatus(kit.StatusMsg{Text: m.text.Shell.MouseOff}))
}

// statusTimeout is how long an informational status line stays; errors
// stay until Esc.
const statusTimeout = 4 * time.Second

// statusExpiredMsg clears the status line if it is statusTimeout old.
type statusExpiredMsg struct{}

// setStatus shows a status line and, unless it is an error, clears it
// once it is statusTimeout old. One timer runs at a time: a burst of
// status lines (a key held on a knob that reports each step) costs one.
func (m *Model) setStatus(s kit.StatusMsg) tea.Cmd {
	m.status, m.statusAt = s, m.cfg.now()
	if s.Error || m.cfg.KeepStatus {
		return nil
	}
	return m.expireStatus(statusTimeout)
}

// expireStatus starts the status line's timer for d, unless it runs.
func (m *Model) expireStatus(d time.Duration) tea.Cmd {
	if m.statusDue {
		return nil
	}
	m.statusDue = true
	return m.cfg.clock().Tick(d, func(time.Time) tea.Msg { return statusExpiredMsg{} })
}

// statusExpired clears an informational status line statusTimeout old;
// for a younger one (it replaced the line the timer was started for),
// the timer waits again for the rest.
func (m *Model) statusExpired() tea.Cmd {
	m.statusDue = false
	if m.status.Text == "" || m.status.Error || m.cfg.KeepStatus {
		return nil
	}
	if rest := statusTimeout - m.cfg.now().Sub(m.statusAt); rest > 0 {
		return m.expireStatus(rest)
	}
	m.status = kit.StatusMsg{}
	return nil
}

// broadcast delivers a settings message to every panel and keeps every
// command they return.
func (m *Model) broadcast(msg tea.Msg) tea.Cmd {
	cmds := make([]tea.Cmd, len(m.panels))
	for i := range m.panels {
		cmds[i] = m.updatePanel(i, msg)
	}
	return tea.Batch(cmds...)
}

// busy reports whether any panel waits for a computation, or a search
// runs.
func (m *Model) busy() bool {
	if m.find.sweep != nil {
		return true
	}
	for _, p := range m.panels {
		if p.Busy() {
			return true
		}
	}
	return false
}

// spinWhileBusy starts the status bar's spinner when a panel is busy and
// it is not turning (lecture mode has no status bar: no spinner, no
// frames for it).
func (m *Model) spinWhileBusy() tea.Cmd {
	if m.spin || !m.busy() || m.present != nil { // lecture mode shows no spinner
		return nil
	}
	m.spin = true
	return m.spinner.Tick
}

// spinTick turns the spinner one frame and, while a panel is busy, asks
// for the next frame at the spinner's pace; when none is, it stops (no
// ticks, no CPU).
func (m *Model) spinTick(msg spinner.TickMsg) tea.Cmd {
	var next tea.Cmd
	m.spinner, next = m.spinner.Update(msg)
	if next == nil {
		return nil // a tick of an older turn: the current one goes on
	}
	if !m.busy() || m.present != nil {
		m.spin = false
		return nil
	}
	return m.spinTimer()
}

// spinTimer asks for the spinner's next frame at its pace, on the
// configured clock (the spinner's own timer runs on the system's).
func (m *Model) spinTimer() tea.Cmd {
	s := m.spinner
	return m.cfg.clock().Tick(s.Spinner.FPS, func(time.Time) tea.Msg { return s.Tick() })
}

// spinnerKind is a braille spinner, or a line one in ASCII mode.
func (m *Model) spinnerKind() spinner.Spinner {
	if m.cfg.ASCII {
		return spinner.Line
	}
	return spinner.MiniDot
}

// startStatus is the status line of the first frame: the config's, and,
// when the auto theme had to guess, which theme it took and how to change
// it.
func (m *Model) startStatus() string {
	parts := []string{}
	if m.cfg.Status != "" {
		parts = append(parts, m.cfg.Status)
	}
	if m.cfg.Theme == kit.ThemeAuto && m.cfg.ThemeGuessed {
		parts = append(parts, fmt.Sprintf(m.text.Shell.ThemeGuessedFmt, themeLabel(m.text, m.styles.Theme), m.keys.Theme.Help().Key))
	}
	return strings.Join(parts, " ")
}

// themeLabel names a theme in the current language.
func themeLabel(t *i18n.Text, th kit.ThemeName) string {
	switch th {
	case kit.ThemeLight:
		return t.Shell.ThemeLight
	case kit.ThemeHighContrast:
		return t.Shell.ThemeHighContrast
	}
	return t.Shell.ThemeDark
}

// matches is key.Matches for one binding, for brevity below.
func matches(msg tea.KeyMsg, b ...key.Binding) bool { return key.Matches(msg, b...) }
