package ui

import (
	"testing"
	"testing/synctest"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// burstRun delivers messages to the shell as its event loop would and
// runs the commands they lead to, counting what a burst of keys costs.
type burstRun struct {
	m       *Model
	pending []tea.Cmd
	// What the commands produced: settle timers fired, frames drawn by a
	// frame timer, and engine runs by panel and engine.
	settles, frames int
	runs            map[kit.PanelID]map[int]int
}

func (r *burstRun) send(msg tea.Msg) {
	_, cmd := r.m.Update(msg)
	r.pending = append(r.pending, cmd)
}

// drain runs every pending command, and those they lead to, delivering
// their messages (in a synctest bubble, timers fire as soon as nothing
// else can run).
func (r *burstRun) drain(t *testing.T) {
	for n := 0; len(r.pending) > 0; n++ {
		if n > 100000 {
			t.Fatal("the commands never end")
		}
		c := r.pending[0]
		r.pending = r.pending[1:]
		if c == nil {
			continue
		}
		msg := c()
		switch mm := msg.(type) {
		case nil:
			continue
		case tea.BatchMsg:
			r.pending = append(r.pending, mm...)
			continue
		case frameMsg:
			r.frames++
		case kit.Routed:
			switch in := mm.Msg.(type) {
			case kit.SettledMsg:
				r.settles++
			case kit.EngineResult:
				if r.runs[mm.To] == nil {
					r.runs[mm.To] = map[int]int{}
				}
				r.runs[mm.To][in.Engine]++
			}
		}
		r.send(msg)
	}
}

// TestKeyBurstCostsOneRenderingAFrame sends 2,000 knob keys back to back,
// as the event loop takes them from its queue, to the advisor, incast and
// flow-table panels, with the renderer's frame interval: the panel renders
// at most once while they arrive and once after (not once a key), one
// settle timer serves them all, each engine then runs once, for the last
// value, and the screen shows that value.
func TestKeyBurstCostsOneRenderingAFrame(t *testing.T) {
	t.Parallel()
	for _, c := range burstCases() {
		t.Run(c.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				renders := &kit.RenderCount{}
				cfg := testConfig(t, i18n.English)
				cfg.DrawEveryMessage, cfg.Renders = false, renders
				cfg.Compute = nil // it counts the engines' runs, in a bubble of its own
				r := &burstRun{m: New(cfg), runs: map[kit.PanelID]map[int]int{}}
				if i, ok := r.m.panelIndex(c.open.To); ok {
					r.pending = append(r.pending, r.m.panels[i].Init()) // the others never compute
				}
				r.send(tea.WindowSizeMsg{Width: 160, Height: 48})
				r.send(c.open)
				for range c.downs {
					r.send(tea.KeyMsg{Type: tea.KeyDown})
				}
				r.drain(t)
				id := c.open.To
				before, settles := renders.Of(id), r.settles
				clear(r.runs)
				for i := range burstKeys {
					if i%2 == 0 || i >= burstKeys-2 {
						r.send(tea.KeyMsg{Type: tea.KeyRight})
					} else {
						r.send(tea.KeyMsg{Type: tea.KeyLeft})
					}
				}
				if n := renders.Of(id) - before; n > 1 {
					t.Errorf("%d keys rendered the panel %d times before the next frame, want at most 1", burstKeys, n)
				}
				r.drain(t)
				if n := renders.Of(id) - before; n > 3 {
					t.Errorf("%d keys cost %d renderings, want at most 3", burstKeys, n)
				}
				if n := r.settles - settles; c.name != "advisor" && n > 2 {
					t.Errorf("%d keys fired %d settle timers, want at most 2", burstKeys, n)
				}
				for e, n := range r.runs[id] {
					if n != 1 {
						t.Errorf("engine %d ran %d times after the burst, want once", e, n)
					}
				}
				want := c.line(c.start + 2)
				if v := ansi.Strip(r.m.View()); !want.MatchString(v) || r.m.busy() {
					t.Errorf("after the burst the screen does not show %s with its results:\n%s", want, v)
				}
			})
		})
	}
}
