package kit

import (
	"context"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// counter is an engine whose result is the input it ran on.
type counter struct{ input [2]int }

func (c *counter) run(e int) RunFunc {
	v := c.input[e]
	return func(ctx context.Context) (any, error) { return v, ctx.Err() }
}

// result runs cmd and unwraps its routed message.
func result(t *testing.T, cmd tea.Cmd) tea.Msg {
	t.Helper()
	r, ok := cmd().(Routed)
	if !ok || r.To != "p" {
		t.Fatalf("not routed to the panel: %#v", r)
	}
	return r.Msg
}

func TestEnginesSettleThenRunTheMarkedOnes(t *testing.T) {
	c := &counter{}
	g := NewEngines("p", 2, c.run)
	c.input[1] = 5
	older := g.Changed(false, true)
	c.input[1] = 6
	newer := g.Changed(false, true)
	if older == nil || newer == nil || !g.Stale(1) || g.Stale(0) || !g.Busy() {
		t.Fatal("a change must mark its engine and start a timer")
	}
	if g.Settled(result(t, older).(SettledMsg)) != nil {
		t.Fatal("an older timer started a run")
	}
	run := g.Settled(result(t, newer).(SettledMsg))
	msg := result(t, run).(EngineResult)
	if show, again := g.Finished(msg); !show || again != nil || msg.Value != 6 || g.Busy() {
		t.Fatalf("result %+v shown %v, busy %v", msg, show, g.Busy())
	}
	if g.Changed(false, false) != nil {
		t.Error("no change started a timer")
	}
}

func TestEnginesCoalesceRequests(t *testing.T) {
	c := &counter{input: [2]int{1, 0}}
	g := NewEngines("p", 2, c.run)
	first := g.Request(0)
	c.input[0] = 2
	if g.Request(0) != nil {
		t.Fatal("a second run started beside the first")
	}
	show, again := g.Finished(result(t, first).(EngineResult))
	if show || again == nil {
		t.Fatal("the cancelled run was shown, or the newest did not start")
	}
	msg := result(t, again).(EngineResult)
	if show, _ := g.Finished(msg); !show || msg.Value != 2 {
		t.Fatalf("newest result %+v shown %v", msg, show)
	}
}

func TestEnginesHandleOnlyTheirMessages(t *testing.T) {
	c := &counter{input: [2]int{3, 4}}
	g := NewEngines("p", 2, c.run)
	var got any
	run := g.Request(1)
	if _, ok := g.Handle(result(t, run), func(v any) { got = v }); !ok || got != 4 {
		t.Fatalf("Handle took the result as %v (%v)", got, ok)
	}
	if _, ok := g.Handle(tea.KeyMsg{}, func(any) {}); ok {
		t.Error("Handle took a key")
	}
}
