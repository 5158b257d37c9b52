package notes

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/ui/safe"
)

// PollInterval is how often the viewer looks at the state file (and
// redraws the timer).
const PollInterval = 250 * time.Millisecond

// Viewer is `pegasus notes`: it follows the state file and shows the
// current step's notes, the next step and the time since the start, or
// that the presenter is gone.
type Viewer struct {
	base          string
	t             *i18n.Text
	styles        kit.Styles
	now           func() time.Time
	snap          Snapshot
	width, height int
	keys          viewerKeys
	view          string // rendered at the end of Update, returned by View
}

// viewerKeys are the viewer's keys.
type viewerKeys struct{ Quit, Language key.Binding }

// NewViewer follows the presentation in runtime directory base; now gives
// the time.
func NewViewer(base string, t *i18n.Text, styles kit.Styles, now func() time.Time) *Viewer {
	v := &Viewer{base: base, t: t, styles: styles, now: now}
	v.setKeys()
	return v
}

// setKeys builds the keys with help in the current language.
func (v *Viewer) setKeys() {
	v.keys = viewerKeys{
		Quit:     key.NewBinding(key.WithKeys("q", "esc", "ctrl+c"), key.WithHelp("q/esc", v.t.Keys.Quit)),
		Language: key.NewBinding(key.WithKeys("L", "f2"), key.WithHelp("L/F2", v.t.Keys.Language)),
	}
}

// pollMsg asks the viewer to look at the file again.
type pollMsg struct{}

// poll waits one interval, then asks to look again.
func poll() tea.Cmd { return tea.Tick(PollInterval, func(time.Time) tea.Msg { return pollMsg{} }) }

// Init implements tea.Model.
func (v *Viewer) Init() tea.Cmd {
	v.Refresh()
	return poll()
}

// Refresh reads the presentation's state again.
func (v *Viewer) Refresh() {
	v.snap = Look(v.base, v.now())
	v.render()
}

// Snapshot is the presentation as last read.
func (v *Viewer) Snapshot() Snapshot { return v.snap }

// Update implements tea.Model.
func (v *Viewer) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case pollMsg:
		v.Refresh()
		return v, poll()
	case tea.WindowSizeMsg:
		v.width, v.height = msg.Width, msg.Height
	case tea.KeyMsg:
		switch {
		case key.Matches(msg, v.keys.Quit):
			return v, tea.Quit
		case key.Matches(msg, v.keys.Language):
			v.t = i18n.For(v.t.Lang.Next())
			v.setKeys()
		}
	}
	v.render()
	return v, nil
}

// render draws the screen for the snapshot, the size and the language.
func (v *Viewer) render() {
	if v.width <= 0 || v.height <= 0 {
		v.view = ""
		return
	}
	s := v.styles
	lines := Lines(v.t, s, v.snap, v.now(), v.width)
	foot := s.Muted.Render(kit.Truncate(v.keys.Quit.Help().Key+" "+v.keys.Quit.Help().Desc+"  "+
		v.keys.Language.Help().Key+" "+v.keys.Language.Help().Desc, v.width, s.Glyphs.Ellipsis))
	body := kit.FitLines(strings.Join(lines, "\n"), v.width, v.height-1, s.Glyphs.Ellipsis)
	v.view = s.Paint(body+"\n"+foot, v.width)
}

// View implements tea.Model.
func (v *Viewer) View() string { return v.view }

// Lines are the notes screen for a snapshot (or why there is none), w
// cells wide: the deck and the timer, the step, its caption and notes,
// and the next step. When the presenter is gone, a line says so and the
// timer stops.
func Lines(t *i18n.Text, s kit.Styles, snap Snapshot, now time.Time, w int) []string {
	lt, g, st := t.Lecture, s.Glyphs, snap.State
	if st == nil {
		msg := fmt.Sprintf(lt.NotesWaitingFmt, safe.Line(snap.Path))
		if snap.Err != nil && !Missing(snap.Err) {
			msg = fmt.Sprintf(lt.NotesUnreadableFmt, Explain(t, snap.Err))
		}
		return append([]string{s.Heading.Render(lt.NotesTitle), ""}, kit.Lines(msg, w, s.Muted.Render)...)
	}
	lang := string(t.Lang)
	cur := pick(st.Current, lang)
	head := s.Heading.Render(lt.NotesTitle) + "  " + s.Muted.Render(pickString(st.Deck, lang))
	timer := s.Value.Render(Clock(now.Sub(st.Started)))
	if snap.Gone {
		timer = ""
	}
	out := []string{kit.Truncate(head, max(1, w-kit.Width(timer)-1), g.Ellipsis)}
	out[0] += strings.Repeat(" ", max(1, w-kit.Width(out[0])-kit.Width(timer))) + timer
	out = append(out, "")
	if snap.Gone {
		out = append(out, kit.Lines(fmt.Sprintf(t.Files.PresenterGoneFmt, st.PID), w, s.Accent.Render)...)
	}
	state := fmt.Sprintf(lt.StepOfFmt, st.Step, st.Steps)
	switch {
	case st.Ended:
		state = lt.NotesEnded
	case st.Blank:
		state += t.Shell.ListSep + lt.NotesBlank
	}
	out = append(out, kit.Lines(fmt.Sprintf(t.Shell.NamedFmt, state, cur.Title), w, s.Accent.Render)...)
	out = append(out, kit.Lines(cur.Caption, w, s.Text.Render)...)
	out = append(out, s.Rule.Render(strings.Repeat(g.HRule, max(1, min(w, kit.MaxMeasure)))))
	if cur.Notes == "" {
		out = append(out, s.Muted.Render(lt.NotesNone))
	} else {
		out = append(out, kit.Prose(cur.Notes, w, s.Text.Render)...)
	}
	out = append(out, s.Rule.Render(strings.Repeat(g.HRule, max(1, min(w, kit.MaxMeasure)))))
	if st.Next == nil {
		return append(out, s.Muted.Render(lt.NotesLast))
	}
	next := pick(st.Next, lang)
	out = append(out, kit.Lines(fmt.Sprintf(t.Shell.NamedFmt, lt.NotesNext, next.Title), w, s.Heading.Render)...)
	return append(out, kit.Lines(next.Caption, w, s.Muted.Render)...)
}

// pick is a step's texts in lang, else in any language there is.
func pick(m map[string]StepText, lang string) StepText {
	if st, ok := m[lang]; ok {
		return st
	}
	for _, l := range i18n.Langs {
		if st, ok := m[string(l)]; ok {
			return st
		}
	}
	return StepText{}
}

// pickString is a text in lang, else in any language there is.
func pickString(m map[string]string, lang string) string {
	if s, ok := m[lang]; ok {
		return s
	}
	for _, l := range i18n.Langs {
		if s, ok := m[string(l)]; ok {
			return s
		}
	}
	return ""
}

// Clock writes a duration as m:ss, or h:mm:ss from an hour on; a negative
// one (a clock set back) as 0:00.
func Clock(d time.Duration) string {
	sec := max(0, int(d/time.Second))
	if sec >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", sec/3600, sec/60%60, sec%60)
	}
	return fmt.Sprintf("%d:%02d", sec/60, sec%60)
}
