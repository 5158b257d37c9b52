package kit_test

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/model/knob"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

// demoState is the state of a demonstration panel's one knob.
type demoState struct{ V float64 }

// demoPanel is a Base with a knob, a key of its own and lecture values,
// recording what reached which handler.
type demoPanel struct {
	kit.Base
	ctl          kit.Controls[demoState]
	state        demoState
	moves, owns  int
	values, msgs int
}

type demoMsg struct{}

func newDemo(t *testing.T) (*demoPanel, *kit.RenderCount) {
	renders := &kit.RenderCount{}
	env := kittest.Env(t, i18n.English, false, nil)
	env.Renders = renders
	page := func(w, h int) []string { return []string{"body"} }
	p := &demoPanel{}
	p.Base = kit.NewBase(kit.Registration{ID: "demo", Title: func(*i18n.Text) string { return "Demo" }}, env, "glossary",
		[]kit.Page{{Key: "one", Title: func(*i18n.Text) string { return "One" }, Body: page},
			{Key: "two", Title: func(*i18n.Text) string { return "Two" }, Body: page}})
	p.SetRender(func() { p.SetView("drawn") })
	p.ctl = kit.Controls[demoState]{Knobs: []kit.Knob[demoState]{{Group: "demo", Field: knob.Field[demoState]{
		Spec: knob.Spec{Key: "v", Kind: knob.Whole, Min: 0, Max: 10, Step: 1, Big: 5},
		Get:  func(s demoState) float64 { return s.V }, Set: func(s *demoState, v float64) { s.V = v }}}}}
	p.SetHandlers(kit.Handlers{
		Knobs: kit.KnobInput[demoState]{Base: &p.Base, Controls: func() *kit.Controls[demoState] { return &p.ctl },
			Get: func() demoState { return p.state }, Defaults: func() demoState { return demoState{} },
			Move: func(s demoState) tea.Cmd { p.state = s; p.moves++; return nil }},
		Key: func(msg tea.KeyMsg) (tea.Cmd, bool) {
			if msg.String() != "x" {
				return nil, false
			}
			p.owns++
			return nil, true
		},
		Values: func(map[string]map[string]float64) tea.Cmd { p.values++; return nil },
		Msg: func(msg tea.Msg) (tea.Cmd, bool) {
			_, ok := msg.(demoMsg)
			if ok {
				p.msgs++
			}
			return nil, ok
		},
	})
	p.SetSize(80, 20)
	return p, renders
}

// TestHandleRoutesAndRedrawsOnlyWhatChanged: a knob key reaches the
// knobs, the panel's own key its handler, a paging key the pager, a
// lecture step's values and the panel's own message their handlers, each
// with one rendering; a key nothing takes renders nothing.
func TestHandleRoutesAndRedrawsOnlyWhatChanged(t *testing.T) {
	p, renders := newDemo(t)
	before := renders.Of("demo")
	step := func(msg tea.Msg, rendered bool) {
		t.Helper()
		n := renders.Of("demo")
		p.Handle(msg)
		if got := renders.Of("demo") > n; got != rendered {
			t.Errorf("%#v rendered: %v, want %v", msg, got, rendered)
		}
	}
	step(tea.KeyMsg{Type: tea.KeyRight}, true)
	step(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("x")}, true)
	step(tea.KeyMsg{Type: tea.KeyPgDown}, true)
	step(kit.SetValuesMsg{Values: map[string]map[string]float64{"demo": {"v": 3}}}, true)
	step(demoMsg{}, true)
	step(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("z")}, false)
	step(struct{}{}, false)
	if p.state.V != 1 || p.moves != 1 || p.owns != 1 || p.Pager.Page != 1 || p.values != 1 || p.msgs != 1 {
		t.Errorf("knob %v after %d moves, own keys %d, page %d, values %d, messages %d", p.state.V, p.moves, p.owns, p.Pager.Page, p.values, p.msgs)
	}
	if renders.Of("demo")-before != 5 || p.View() != "drawn" || p.Title() != "Demo" || p.ID() != "demo" {
		t.Errorf("%d renderings, view %q, title %q", renders.Of("demo")-before, p.View(), p.Title())
	}
}
