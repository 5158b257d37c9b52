package kit

import (
	"context"
	"testing"
	"time"

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

// fakeClock is a clock a test moves by hand; its timers fire when the
// test runs their command, at the time it set.
type fakeClock struct{ t time.Time }

func (c *fakeClock) Now() time.Time { return c.t }

func (c *fakeClock) Tick(_ time.Duration, fn func(time.Time) tea.Msg) tea.Cmd {
	return func() tea.Msg { return fn(c.t) }
}

func TestEnginesSettleThenRunTheMarkedOnes(t *testing.T) {
	c := &counter{}
	clock := &fakeClock{t: time.Unix(0, 0)}
	g := NewEngines("p", clock, 2, c.run)
	c.input[1] = 5
	timer := g.Changed(false, true)
	c.input[1] = 6
	if timer == nil || !g.Stale(1) || g.Stale(0) || !g.Busy() {
		t.Fatal("a change must mark its engine and start a timer")
	}
	if g.Changed(false, true) != nil {
		t.Fatal("a change while the timer runs started a second timer")
	}
	clock.t = clock.t.Add(SettleDelay)
	run := g.Settled(result(t, timer).(SettledMsg))
	msg := result(t, run).(EngineResult)
	if show, again := g.Finished(msg); !show || again != nil || msg.Value != 6 || g.Busy() {
		t.Fatalf("result %+v shown %v, busy %v", msg, show, g.Busy())
	}
	if g.Changed(false, false) != nil {
		t.Error("no change started a timer")
	}
}

// TestEnginesBurstKeepsOneTimer moves a knob many times while the settle
// timer runs: no change starts another timer, and the timer waits again
// until the knobs have rested for the whole delay since the last move.
func TestEnginesBurstKeepsOneTimer(t *testing.T) {
	c := &counter{}
	clock := &fakeClock{t: time.Unix(0, 0)}
	g := NewEngines("p", clock, 2, c.run)
	timer := g.Changed(true, false)
	timers := 0
	for i := range 2000 {
		c.input[0] = i
		clock.t = clock.t.Add(time.Microsecond)
		if g.Changed(true, false) != nil {
			timers++
		}
	}
	if timer == nil || timers != 0 {
		t.Fatalf("2,000 changes while a timer ran started %d more timers", timers)
	}
	moved := clock.t
	clock.t = moved.Add(SettleDelay / 2)
	again := g.Settled(result(t, timer).(SettledMsg))
	if again == nil || !g.Stale(0) {
		t.Fatal("the timer did not wait again for knobs that moved after it started")
	}
	if r, ok := again().(Routed); !ok || r.Msg.(SettledMsg).id != g.settle {
		t.Fatalf("the timer waits again as %#v", r)
	}
	clock.t = moved.Add(SettleDelay)
	run := g.Settled(SettledMsg{g.settle})
	msg := result(t, run).(EngineResult)
	if show, _ := g.Finished(msg); !show || msg.Value != 1999 || g.Busy() {
		t.Fatalf("after the burst the engine ran on %v (shown %v)", msg.Value, show)
	}
	if g.Settled(SettledMsg{g.settle}) != nil {
		t.Error("a timer that already fired started a run")
	}
}

func TestEnginesCoalesceRequests(t *testing.T) {
	c := &counter{input: [2]int{1, 0}}
	g := NewEngines("p", &fakeClock{}, 2, c.run)
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
	g := NewEngines("p", &fakeClock{}, 2, c.run)
	var got any
	run := g.Request(1)
	if _, ok := g.Handle(result(t, run), func(v any) { got = v }); !ok || got != 4 {
		t.Fatalf("Handle took the result as %v (%v)", got, ok)
	}
	if _, ok := g.Handle(tea.KeyMsg{}, func(any) {}); ok {
		t.Error("Handle took a key")
	}
}

// TestARequestMeetsAWaitingChange: an engine requested while a change to
// it waits for the knobs to settle runs once, not again when they settle
// (a panel that starts just after a lecture step moved its knobs).
func TestARequestMeetsAWaitingChange(t *testing.T) {
	c := &counter{}
	clock := &fakeClock{t: time.Unix(0, 0)}
	g := NewEngines("p", clock, 2, c.run)
	c.input[0] = 3
	timer := g.Changed(true, false)
	run := g.RequestAll()
	if run == nil || timer == nil {
		t.Fatal("no run or no timer")
	}
	clock.t = clock.t.Add(SettleDelay)
	if again := g.Settled(result(t, timer).(SettledMsg)); again != nil {
		t.Fatal("the settled knobs ran an engine already requested on them")
	}
	if !g.Stale(0) {
		t.Fatal("an engine whose run is in flight is not stale")
	}
	// The run was not cancelled for another: its result is shown and
	// nothing runs after it.
	for _, msg := range run().(tea.BatchMsg) {
		r := result(t, msg)
		if show, again := g.Finished(r.(EngineResult)); !show || again != nil {
			t.Fatalf("result %+v: shown %v, a run after it %v", r, show, again != nil)
		}
	}
	if g.Busy() {
		t.Error("the engines are still busy")
	}
}
