package ui

import (
	"reflect"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// TestTitleStepShowsTheTalkAndItsAgenda: the built-in deck opens on its
// title slide: the talk's title (in big letters at 160x48 in English, as
// a heading in Chinese, which the big font lacks, and at 80x24, where it
// does not fit), its subtitle and the agenda (each part with its steps
// and planned time), in both languages. No panel is on screen, so no knob
// moves and there is nothing to export.
func TestTitleStepShowsTheTalkAndItsAgenda(t *testing.T) {
	t.Parallel()
	for _, lang := range i18n.Langs {
		m, _ := presenting(t, lang, 160, 48, nil)
		d, lt := m.present.deck, m.text.Lecture
		view := m.View()
		title := d.Title.In(lang)
		if big, ok := kit.BigTitle(m.styles.Glyphs, title, 160-2*coverMargin, 48); ok != (lang == i18n.English) {
			t.Errorf("%s: the title drawn large: %v", lang, ok)
		} else if ok {
			title = big[0]
		}
		small, _ := presenting(t, lang, 80, 24, nil)
		if !strings.Contains(small.View(), d.Title.In(lang)) {
			t.Errorf("%s: at 80x24 the title is not a heading:\n%s", lang, small.View())
		}
		want := []string{title, d.Steps[0].Caption.In(lang), lt.AgendaTitle, "1:00:00", "11:00",
			strings.Split(lt.AgendaStepsFmt, "%")[0]}
		for _, p := range d.Agenda() {
			want = append(want, p.Title.In(lang))
		}
		for _, w := range want {
			if !strings.Contains(view, w) {
				t.Errorf("%s: the title slide lacks %q:\n%s", lang, w, view)
			}
		}
		before := map[kit.PanelID]map[string]map[string]float64{}
		for _, p := range m.panels {
			before[p.ID()] = kit.ValuesOf(p)
		}
		for _, k := range []string{"l", "+", "]", "a", "u"} {
			hit(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)})
		}
		for _, p := range m.panels {
			if got := kit.ValuesOf(p); !reflect.DeepEqual(got, before[p.ID()]) {
				t.Errorf("%s: a key on the title slide moved panel %s's knobs: %v", lang, p.ID(), got)
			}
		}
		hit(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'e'}})
		if !strings.Contains(m.View(), lt.ExportNothing) {
			t.Errorf("%s: e on the title slide:\n%s", lang, m.View())
		}
		if step, _ := m.Step(); step != 0 {
			t.Errorf("%s: the keys moved to step %d", lang, step+1)
		}
		hit(m, space)
		hit(m, pgUp)
		hit(m, tea.KeyMsg{Type: tea.KeyF1})
		if caption := d.Steps[1].Caption.In(lang); strings.Contains(m.View(), string([]rune(caption)[:8])) || !strings.Contains(m.View(), lt.HelpPresenter) {
			t.Errorf("%s: the help on the title slide, under the caption of step 2:\n%s", lang, m.View())
		}
		assertFits(t, m.View(), 160, 48)
	}
}

// TestStepTitleIsProjected: a step's title is the top row of the
// projected screen, with its part of the talk on the right; on a short
// screen it moves into the footer.
func TestStepTitleIsProjected(t *testing.T) {
	t.Parallel()
	m, _ := presenting(t, i18n.English, 80, 24, nil)
	hit(m, space)
	lines := strings.Split(m.View(), "\n")
	if !strings.HasPrefix(lines[0], "Whose network is it?") || !strings.HasSuffix(lines[0], "The problem") {
		t.Errorf("the top row: %q", lines[0])
	}
	m.Update(tea.WindowSizeMsg{Width: 80, Height: titleMinHeight - 1})
	lines = strings.Split(m.View(), "\n")
	if strings.Contains(lines[0], "Whose network is it?") || !strings.Contains(lines[len(lines)-1], "Whose network") {
		t.Errorf("on a short screen the title is not in the footer:\n%s", m.View())
	}
}

// TestProgressBar: the footer's bar fills as the talk goes on: one cell
// of 16 on the first of 28 steps at 160 columns, all of them on the last.
func TestProgressBar(t *testing.T) {
	t.Parallel()
	m, _ := presenting(t, i18n.English, 160, 48, nil)
	bar := func() string {
		lines := strings.Split(m.View(), "\n")
		f := strings.Fields(lines[len(lines)-1])
		return f[1]
	}
	if got := bar(); got != "█"+strings.Repeat("░", 15) {
		t.Errorf("on the first step: %q", got)
	}
	hit(m, tea.KeyMsg{Type: tea.KeyEnd})
	if got := bar(); got != strings.Repeat("█", 16) {
		t.Errorf("on the last step: %q", got)
	}
	cfg := testConfig(t, i18n.English)
	d := builtinDeck(t, i18n.English)
	cfg.Deck, cfg.ASCII, cfg.Values = &d, true, lightValues()
	a := New(cfg)
	a.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	open(a, a.goTo(13))
	lines := strings.Split(a.View(), "\n")
	if f := strings.Fields(lines[len(lines)-1]); f[0] != "14/28" || f[1] != "####----" {
		t.Errorf("in ASCII at 80 columns: %q", lines[len(lines)-1])
	}
}
