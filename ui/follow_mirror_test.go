package ui

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/charmbracelet/x/ansi"
	"pegasus/i18n"
	"pegasus/panels/kit"
)

// lectureOfPresenter is where the presenter's lecture is, as a server
// following it hands it to its sessions (ui/serve reads the same fields
// from the state file the presenter publishes).
func lectureOfPresenter(m *Model) LectureMsg {
	st, lv := m.present.state(0, m.styles.Glyphs), m.liveNow()
	return LectureMsg{Status: LectureRunning, Step: st.Step - 1, Reveal: st.Reveal, Blank: st.Blank,
		Started: st.Started, StepEntered: st.StepEntered, StepSpent: st.StepSpent,
		Panel: kit.PanelID(lv.Panel), Page: lv.Page, Values: lv.Values, Answer: lv.Answer}
}

// TestFollowerMirrorsThePresenter: a student following the lecture sees
// the presenter's screen, row for row above the footer, through the title
// slide, a step's pauses revealed one press at a time, a knob moved, a
// question's answer, and the footer's step counter, pause pips and
// timers (step and talk countdowns, from when the presenter opened the
// step); a blanked projector blanks the student's screen too.
func TestFollowerMirrorsThePresenter(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Langs {
		t.Run(string(lang), func(t *testing.T) {
			pr, clock := presenting(t, lang, 100, 30, nil)
			cfg := testConfig(t, lang)
			cfg.Clock, cfg.Theme = clock, kit.ThemeHighContrast
			cfg.Follow, cfg.NoExport, cfg.Values = &Follow{Deck: pr.present.deck}, true, lightValues()
			st := New(cfg)
			st.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
			sync := func(what string) {
				t.Helper()
				_, cmd := st.Update(lectureOfPresenter(pr))
				run(st, cmd)
				st.status = kit.StatusMsg{} // the footer's counter shows once the status line is gone
				st.Update(frameMsg{})
				pr.Update(frameMsg{})
				want, got := strings.Split(pr.View(), "\n"), strings.Split(st.View(), "\n")
				if len(want) != len(got) {
					t.Fatalf("%s: the student's screen has %d rows, the presenter's %d", what, len(got), len(want))
				}
				for i := range len(want) - 1 {
					if want[i] != got[i] {
						t.Fatalf("%s: row %d differs\npresenter:\n%s\nstudent:\n%s", what, i+1, pr.View(), st.View())
					}
				}
				footer := got[len(got)-1]
				for _, part := range []string{pr.presentTimers(), pr.progressBar()} {
					if !strings.Contains(footer, part) {
						t.Fatalf("%s: the student's footer lacks %q:\n%s", what, part, footer)
					}
				}
			}
			d := pr.present.deck
			sync("the title slide")
			if !st.following() || !d.Steps[0].Agenda || !strings.Contains(st.View(), d.Steps[1].Part.In(lang)) {
				t.Fatalf("the title slide's agenda is not on the student's screen:\n%s", st.View())
			}
			clock.Advance(40 * time.Second)
			hit(pr, space)
			sync("the second step, 40 s into the talk")
			i := stepWithID(t, pr, "credit-600ns")
			clock.Advance(95 * time.Second)
			open(pr, pr.goTo(i))
			clock.Advance(70 * time.Second)
			sync("a step with three pauses, 70 s in")
			pips := func(on, off int) string {
				return pausePips(st.styles, on, on+off)
			}
			for n := 1; n <= 3; n++ {
				hit(pr, space)
				sync("pause revealed")
				if got, _ := st.Reveal(); got != n || !strings.Contains(st.View(), pips(n, 3-n)) {
					t.Fatalf("%d pauses revealed: the student's shell says %d:\n%s", n, got, st.View())
				}
			}
			hit(pr, typed("l")) // the presenter moves a knob during the step
			sync("a knob moved")
			hit(pr, pgUp) // takes the last pause back
			sync("a pause taken back")
			for j, s := range d.Steps {
				if s.Page == "q1" {
					open(pr, pr.goTo(j))
					break
				}
			}
			hit(pr, typed("a"))
			sync("a question's answer shown")
			if !strings.Contains(st.View(), st.text.Shell.AnswerHeading) {
				t.Fatalf("the answer is not on the student's screen:\n%s", st.View())
			}
			hit(pr, typed("b"))
			_, cmd := st.Update(lectureOfPresenter(pr))
			run(st, cmd)
			rows := strings.Split(st.View(), "\n")
			if strings.TrimSpace(ansi.Strip(strings.Join(rows[:len(rows)-1], ""))) != "" {
				t.Fatalf("the projector is blank, the student's screen is not:\n%s", st.View())
			}
		})
	}
}
