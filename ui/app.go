package ui

import (
	"fmt"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/panels/creditloop"
	"pegasus/panels/evidence"
	"pegasus/panels/kit"
	powerpanel "pegasus/panels/power"
	"pegasus/panels/spraying"
)

// Model is the root Bubble Tea model. Its Update only routes: keys to the
// shell or the active panel, sizes and settings to every panel, routed
// results to their owner.
type Model struct {
	cfg      Config
	text     *i18n.Text
	theme    kit.ThemeName // resolved: never auto
	styles   kit.Styles
	keys     keyMap
	help     help.Model
	panels   []kit.Panel
	credit   *creditloop.Panel
	power    *powerpanel.Panel
	active   int
	showHelp bool
	status   kit.StatusMsg
	statusID int // identifies the status line on screen, for its timer
	width    int
	height   int
	// switched records what the user changed, for the saved preferences.
	langSwitched, themeSwitched bool
}

// New builds the shell and its panels.
func New(cfg Config) *Model {
	m := &Model{cfg: cfg, text: i18n.For(cfg.Lang), theme: cfg.Theme.Resolve(cfg.DarkBackground)}
	m.styles = kit.NewStyles(m.theme, cfg.ASCII)
	m.keys = newKeyMap(m.text)
	m.help = newHelp(m.styles)
	m.credit = creditloop.New(creditloop.Options{Text: m.text, Styles: m.styles, Content: cfg.Content, Params: cfg.Credit})
	m.power = powerpanel.New(powerpanel.Options{Text: m.text, Styles: m.styles, Content: cfg.Content, Scenario: cfg.Power})
	ev := evidence.New(evidence.Options{Text: m.text, Styles: m.styles, Content: cfg.Content})
	sp := spraying.New(spraying.Options{Text: m.text, Styles: m.styles, Content: cfg.Content, Settings: spraying.DefaultSettings()})
	m.panels = []kit.Panel{m.credit, sp, m.power, ev}
	if cfg.StartupNotice != "" {
		m.status = kit.StatusMsg{Text: cfg.StartupNotice, Error: true}
	}
	return m
}

// Prefs returns what should be remembered for the next start.
func (m *Model) Prefs() Prefs {
	return Prefs{Lang: m.text.Lang, LangSwitched: m.langSwitched, Theme: m.theme, ThemeSwitched: m.themeSwitched,
		Credit: m.credit.Params(), Power: m.power.Scenario()}
}

// Init implements tea.Model.
func (m *Model) Init() tea.Cmd {
	cmds := make([]tea.Cmd, 0, len(m.panels))
	for _, p := range m.panels {
		cmds = append(cmds, p.Init())
	}
	return tea.Batch(cmds...)
}

// Update implements tea.Model.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.layout()
		return m, nil
	case tea.KeyMsg:
		return m, m.handleKey(msg)
	case kit.StatusMsg:
		return m, m.setStatus(msg)
	case statusExpiredMsg:
		if msg.id == m.statusID && !m.status.Error {
			m.status = kit.StatusMsg{}
		}
		return m, nil
	case kit.Routed:
		if i, ok := m.panelIndex(msg.To); ok {
			var cmd tea.Cmd
			m.panels[i], cmd = m.panels[i].Update(msg.Msg)
			return m, cmd
		}
	case kit.OpenPanelMsg:
		return m, m.openPanel(msg)
	}
	return m, nil
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

// openPanel makes a panel active on one of its pages.
func (m *Model) openPanel(msg kit.OpenPanelMsg) tea.Cmd {
	i, ok := m.panelIndex(msg.To)
	if !ok {
		return nil
	}
	m.active = i
	m.panels[i], _ = m.panels[i].Update(kit.ShowPageMsg{Page: msg.Page})
	return m.setStatus(kit.StatusMsg{Text: fmt.Sprintf(m.text.Shell.OpenedFmt, m.panels[i].Title())})
}

// handleKey runs the shell's own keys and forwards the rest to the active
// panel (or, while help is open, swallows them).
func (m *Model) handleKey(msg tea.KeyMsg) tea.Cmd {
	k := m.keys
	switch {
	case key.Matches(msg, k.Quit):
		return tea.Quit
	case m.showHelp:
		if key.Matches(msg, k.Help, k.Back) {
			m.showHelp = false
		}
		return nil
	case key.Matches(msg, k.Help):
		m.showHelp = true
		return nil
	case key.Matches(msg, k.Language):
		return m.setLanguage(m.text.Lang.Next())
	case key.Matches(msg, k.Theme):
		return m.setTheme(m.theme.Next())
	case key.Matches(msg, k.NextPanel):
		m.active = (m.active + 1) % len(m.panels)
		return nil
	case key.Matches(msg, k.PrevPanel):
		m.active = (m.active + len(m.panels) - 1) % len(m.panels)
		return nil
	case key.Matches(msg, k.Back):
		m.status = kit.StatusMsg{}
	}
	var cmd tea.Cmd
	m.panels[m.active], cmd = m.panels[m.active].Update(msg)
	return cmd
}

// setLanguage switches every text on screen, key help included.
func (m *Model) setLanguage(l i18n.Lang) tea.Cmd {
	m.text = i18n.For(l)
	m.langSwitched = true
	m.keys = newKeyMap(m.text)
	m.broadcast(kit.LanguageChangedMsg{Text: m.text})
	m.layout()
	return m.setStatus(kit.StatusMsg{Text: fmt.Sprintf(m.text.Shell.LanguageSetFmt, m.text.Shell.LanguageName)})
}

// setTheme switches the colour theme everywhere.
func (m *Model) setTheme(t kit.ThemeName) tea.Cmd {
	m.theme = t
	m.themeSwitched = true
	m.styles = kit.NewStyles(t, m.cfg.ASCII)
	m.help = newHelp(m.styles)
	m.broadcast(kit.StylesChangedMsg{Styles: m.styles})
	return m.setStatus(kit.StatusMsg{Text: fmt.Sprintf(m.text.Shell.ThemeSetFmt, themeLabel(m.text, t))})
}

// statusTimeout is how long an informational status line stays; errors
// stay until Esc.
const statusTimeout = 4 * time.Second

// statusExpiredMsg clears the status line it was started for.
type statusExpiredMsg struct{ id int }

// setStatus shows a status line and, unless it is an error, clears it
// after statusTimeout (a newer status is not cleared by an older timer).
func (m *Model) setStatus(s kit.StatusMsg) tea.Cmd {
	m.statusID++
	m.status = s
	if s.Error {
		return nil
	}
	id := m.statusID
	return tea.Tick(statusTimeout, func(time.Time) tea.Msg { return statusExpiredMsg{id: id} })
}

// broadcast delivers a settings message to every panel.
func (m *Model) broadcast(msg tea.Msg) {
	for i, p := range m.panels {
		m.panels[i], _ = p.Update(msg)
	}
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
