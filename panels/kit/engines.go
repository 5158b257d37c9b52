package kit

import (
	"context"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// SettleDelay is how long a panel's knobs must rest before its slow
// engines rerun: a held key does not start a computation per step.
const SettleDelay = 120 * time.Millisecond

// Engines runs a panel's slow engines off the event loop: one Job per
// engine (one run in flight, a newer request cancels it, stale results
// dropped), a mark on each engine whose inputs changed, and one settle
// timer that starts the marked engines once the knobs have rested for
// SettleDelay. Results come back to the panel as a Routed EngineResult,
// the timer as a Routed SettledMsg.
type Engines struct {
	id    PanelID
	run   func(engine int) RunFunc
	jobs  []Job
	dirty []bool
	// settle identifies the timer running (pending says one is): a burst
	// of changes keeps one timer, which waits again for the time the
	// knobs last moved (moved) to be SettleDelay old.
	settle  int
	pending bool
	moved   time.Time
	clock   Clock
}

// RunFunc computes one engine's result; it should stop early, with an
// error, when ctx is cancelled.
type RunFunc func(ctx context.Context) (any, error)

// EngineResult carries one engine's result back to its panel; Gen
// identifies the run, Failed a cancelled or failed one.
type EngineResult struct {
	Engine, Gen int
	Value       any
	Failed      bool
}

// SettledMsg says a panel's knobs have rested for SettleDelay.
type SettledMsg struct{ id int }

// NewEngines builds the runner of n engines for panel id, its settle timer
// on clock; run(e) captures what engine e needs from the panel's current
// state and returns the computation, to be run off the event loop. A
// panel calls Base.NewEngines, which passes its identifier and clock.
func NewEngines(id PanelID, clock Clock, n int, run func(engine int) RunFunc) Engines {
	return Engines{id: id, run: run, jobs: make([]Job, n), dirty: make([]bool, n), clock: ClockOr(clock)}
}

// Stale reports whether engine e's result on screen is not for the
// current inputs (a run is in flight or waits for the knobs to settle).
func (g *Engines) Stale(e int) bool { return g.jobs[e].Busy() || g.dirty[e] }

// Shown is the generation of engine e's result on screen (0 before the
// first), for a cache key that must change when a new result arrives.
func (g *Engines) Shown(e int) int { return g.jobs[e].Shown() }

// Busy reports whether any engine is stale.
func (g *Engines) Busy() bool {
	for e := range g.jobs {
		if g.Stale(e) {
			return true
		}
	}
	return false
}

// Request asks for engine e to run on the current inputs: at once if no
// run of it is in flight, else when the cancelled one ends. A change
// waiting for the knobs to settle is then met: the settle timer does not
// run e again for it.
func (g *Engines) Request(e int) tea.Cmd {
	g.dirty[e] = false
	if !g.jobs[e].Request() {
		return nil
	}
	return g.start(e)
}

// RequestAll requests every engine (a panel's first results).
func (g *Engines) RequestAll() tea.Cmd {
	cmds := make([]tea.Cmd, 0, len(g.jobs))
	for e := range g.jobs {
		cmds = append(cmds, g.Request(e))
	}
	return tea.Batch(cmds...)
}

// start runs engine e off the event loop and routes its result back.
func (g *Engines) start(e int) tea.Cmd {
	ctx, gen := g.jobs[e].Start()
	run, id := g.run(e), g.id
	return func() tea.Msg {
		v, err := run(ctx)
		return Routed{To: id, Msg: EngineResult{Engine: e, Gen: gen, Value: v, Failed: err != nil}}
	}
}

// Finished records a result: show reports whether it is the newest and
// should be installed; cmd starts the run a newer request waits for.
func (g *Engines) Finished(msg EngineResult) (show bool, cmd tea.Cmd) {
	show, again := g.jobs[msg.Engine].Finish(msg.Gen, msg.Failed)
	if again {
		cmd = g.start(msg.Engine)
	}
	return show, cmd
}

// Handle takes an engine's result or the settle timer, installing a
// result to show with install; it reports whether msg was one of them and
// returns the runs to start.
func (g *Engines) Handle(msg tea.Msg, install func(any)) (tea.Cmd, bool) {
	switch msg := msg.(type) {
	case EngineResult:
		show, cmd := g.Finished(msg)
		if show {
			install(msg.Value)
		}
		return cmd, true
	case SettledMsg:
		return g.Settled(msg), true
	}
	return nil, false
}

// Changed marks the engines whose inputs changed and, if any did and no
// settle timer is running, returns the timer's command. While one runs, a
// change only moves the time the knobs last moved: a burst of keys costs
// one timer, not one a key.
func (g *Engines) Changed(changed ...bool) tea.Cmd {
	marked := false
	for e, c := range changed {
		if c {
			g.dirty[e] = true
			marked = true
		}
	}
	if !marked {
		return nil
	}
	g.moved = g.clock.Now()
	if g.pending {
		return nil
	}
	return g.timer(SettleDelay)
}

// timer starts the settle timer: its command waits d on the clock and
// routes a SettledMsg back.
func (g *Engines) timer(d time.Duration) tea.Cmd {
	g.settle++
	g.pending = true
	id, pid := g.settle, g.id
	return g.clock.Tick(d, func(time.Time) tea.Msg { return Routed{To: pid, Msg: SettledMsg{id}} })
}

// Settled starts every marked engine when msg is the running timer and
// the knobs have rested for SettleDelay; when they moved since it
// started, it waits again for the rest of the delay. A timer from before
// a reset does nothing.
func (g *Engines) Settled(msg SettledMsg) tea.Cmd {
	if msg.id != g.settle || !g.pending {
		return nil
	}
	g.pending = false
	if rest := SettleDelay - g.clock.Now().Sub(g.moved); rest > 0 {
		return g.timer(rest)
	}
	var cmds []tea.Cmd
	for e := range g.dirty {
		if g.dirty[e] {
			g.dirty[e] = false
			cmds = append(cmds, g.Request(e))
		}
	}
	return tea.Batch(cmds...)
}
