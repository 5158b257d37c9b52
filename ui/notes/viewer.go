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
// cells wide: the deck and the time since the start, the countdowns of
// the step and the talk against their plan, the step with its pauses,
// its caption and notes, and a preview of the next step (where it
// happens, the parameters it sets, its big numbers and pauses). When the
// presenter is gone, a line says so and the clocks stop.
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
	head := s.Heading.Render(lt.NotesTitle) + "  " + s.Muted.Render(pick(st.Deck, lang))
	timer := s.Value.Render(Clock(now.Sub(st.Started)))
	if snap.Gone {
		timer = ""
	}
	out := []string{kit.Truncate(head, max(1, w-kit.Width(timer)-1), g.Ellipsis)}
	out[0] += strings.Repeat(" ", max(1, w-kit.Width(out[0])-kit.Width(timer))) + timer
	if !snap.Gone && !st.Ended {
		out = append(out, countdowns(t, s, st, now, w)...)
	}
	out = append(out, "")
	if snap.Gone {
		out = append(out, kit.Lines(fmt.Sprintf(t.Files.PresenterGoneFmt, st.PID), w, s.Accent.Render)...)
	}
	state := fmt.Sprintf(lt.StepOfFmt, st.Step, st.Steps)
	if st.Pauses > 0 {
		state += t.Shell.ListSep + fmt.Sprintf(lt.NotesPauseFmt, st.Reveal, st.Pauses)
	}
	switch {
	case st.Ended:
		state = lt.NotesEnded
	case st.Blank:
		state += t.Shell.ListSep + lt.NotesBlank
	}
	out = append(out, kit.Lines(fmt.Sprintf(t.Shell.NamedFmt, state, cur.Title), w, s.Accent.Render)...)
	out = append(out, kit.Lines(cur.Caption, w, s.Text.Render)...)
	if st.Reveal < len(cur.Pauses) && !st.Ended {
		out = append(out, kit.Lines(fmt.Sprintf(lt.NotesNextPressFmt, cur.Pauses[st.Reveal]), w, s.Marker.Render)...)
	}
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
	return append(out, preview(t, s, pick(st.Next, lang), st.NextPlanned, w)...)
}

// countdowns is the line of the step's and the talk's countdowns against
// their plans (none when nothing is planned).
func countdowns(t *i18n.Text, s kit.Styles, st *State, now time.Time, w int) []string {
	lt := t.Lecture
	var parts []string
	if st.StepPlanned > 0 {
		c := CountDown(st.StepSpent+max(0, now.Sub(st.StepEntered)), st.StepPlanned)
		parts = append(parts, fmt.Sprintf(t.Shell.NamedFmt, lt.NotesStepTimer, fmt.Sprintf(lt.NotesPlanFmt, c.Words(t, s), Clock(st.StepPlanned))))
	}
	if st.Planned > 0 {
		c := CountDown(now.Sub(st.Started), st.Planned)
		parts = append(parts, fmt.Sprintf(t.Shell.NamedFmt, lt.NotesTalkTimer, fmt.Sprintf(lt.NotesPlanFmt, c.Words(t, s), Clock(st.Planned))))
	}
	if line := strings.Join(parts, "   "); len(parts) == 0 || kit.Width(line) <= w {
		return []string{line}[:min(1, len(parts))]
	}
	for i, p := range parts {
		parts[i] = kit.Truncate(p, w, s.Glyphs.Ellipsis)
	}
	return parts
}

// preview is the next step as the notes show it: its title and planned
// time, its caption, where it happens, the parameters it sets, its big
// numbers and its pauses.
func preview(t *i18n.Text, s kit.Styles, next StepText, planned time.Duration, w int) []string {
	lt, named := t.Lecture, t.Shell.NamedFmt
	title := fmt.Sprintf(named, lt.NotesNext, next.Title)
	if planned > 0 {
		title = fmt.Sprintf(lt.NotesPlanFmt, title, Clock(planned))
	}
	out := kit.Lines(title, w, s.Heading.Render)
	out = append(out, kit.Lines(next.Caption, w, s.Muted.Render)...)
	item := func(name, value string) {
		if value != "" {
			out = append(out, kit.Lines(fmt.Sprintf(named, name, value), w, s.Text.Render)...)
		}
	}
	item(lt.HandoutWhere, next.Where)
	item(lt.HandoutParams, next.Params)
	item(lt.HandoutBig, strings.Join(next.Big, t.Shell.ListSep))
	if len(next.Pauses) > 0 {
		item(lt.HandoutPauses, fmt.Sprintf(lt.PausesFmt, len(next.Pauses)))
	}
	return out
}

// pick is a text (or a step's texts) in lang, else in any language there
// is; the zero value when there is none.
func pick[T any](m map[string]T, lang string) T {
	if v, ok := m[lang]; ok {
		return v
	}
	for _, l := range i18n.Langs {
		if v, ok := m[string(l)]; ok {
			return v
		}
	}
	var none T
	return none
}
