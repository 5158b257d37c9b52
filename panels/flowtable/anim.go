package flowtable

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	ft "pegasus/model/flowtable"
	"pegasus/model/flowtable/twolevel"
	"pegasus/panels/kit"
)

// Animation: a frame every frameDelay while a fill or a two-level run
// plays, and no timer at all otherwise.
const (
	frameDelay = 30 * time.Millisecond
	// fillFrames is about how many frames a whole fill takes.
	fillFrames = 75
	// frameKicks bounds a fill frame's evictions (a few milliseconds), so
	// long walks near overflow never stall the screen.
	frameKicks = 100_000
	// runFrameEvents is how many two-level events a frame advances.
	runFrameEvents = 24
	// keptEvents is how many of the latest events the timeline keeps.
	keptEvents = 200
)

// animation names what a frame advances.
type animation int

const (
	animFill animation = iota
	animRun
)

// frameMsg advances animation a by one frame, if gen is still its
// generation (a pause, restart or new knobs make older frames stale).
type frameMsg struct {
	anim animation
	gen  int
}

// frame schedules the next frame of animation a on clock.
func frame(clock kit.Clock, a animation, gen int) tea.Cmd {
	return clock.Tick(frameDelay, func(time.Time) tea.Msg { return kit.Routed{To: ID, Msg: frameMsg{anim: a, gen: gen}} })
}

// fillAnim is the fill played key by key.
type fillAnim struct {
	f       *ft.Filler // nil until played: the page shows the sweep's first trial
	playing bool
	gen     int
	clock   kit.Clock // the panel's: its frames' timer
}

// reset drops the played fill (new knobs): the page shows the sweep again.
func (a *fillAnim) reset() {
	a.f, a.playing = nil, false
	a.gen++
}

// toggle plays or pauses the fill (from the start when none is played or
// the last one is over) and returns the first frame's timer, if any.
func (a *fillAnim) toggle(p ft.Params) tea.Cmd {
	if a.playing {
		a.playing = false
		a.gen++
		return nil
	}
	if a.f == nil || a.f.Done() {
		return a.restart(p)
	}
	a.playing = true
	a.gen++
	return frame(a.clock, animFill, a.gen)
}

// restart starts the fill again from an empty table, playing.
func (a *fillAnim) restart(p ft.Params) tea.Cmd {
	f, err := ft.NewFiller(p, 0)
	if err != nil {
		return nil // the knobs were checked; nothing to play otherwise
	}
	a.f, a.playing = f, true
	a.gen++
	return frame(a.clock, animFill, a.gen)
}

// advance inserts one frame's keys and returns the next frame's timer
// while the fill goes on.
func (a *fillAnim) advance(slots int) tea.Cmd {
	if !a.playing || a.f == nil {
		return nil
	}
	if a.f.StepWithin(max(1, slots/fillFrames), frameKicks) {
		a.playing = false
		return nil
	}
	return frame(a.clock, animFill, a.gen)
}

// runState is the two-level run, stepped by keys or played.
type runState struct {
	sim     *twolevel.Sim
	err     error // why the run could not be built
	events  []twolevel.Event
	count   int // events so far, faults included
	faults  int
	target  int // the RNIC the next fault hits
	playing bool
	gen     int
	refused bool // the last fault was refused (the DPU is already down)
	agree   *twolevel.Agreement
	clock   kit.Clock // the panel's: its frames' timer
}

// reset builds a fresh run for p, stopped at its start.
func (r *runState) reset(p twolevel.Params) {
	target := r.target
	*r = runState{gen: r.gen + 1, clock: r.clock}
	r.sim, r.err = twolevel.New(p)
	if r.sim != nil {
		r.target = min(target, len(r.sim.Status())-1)
	}
}

// record keeps an event for the timeline and clears what it outdates.
func (r *runState) record(e twolevel.Event) {
	r.events = append(r.events, e)
	if len(r.events) > keptEvents {
		r.events = append(r.events[:0:0], r.events[len(r.events)-keptEvents/2:]...)
	}
	r.count++
	r.agree = nil
}

// step advances the run by up to n events and, once it has settled,
// compares the DPU, the RNICs and the log. It reports whether the run
// has settled.
func (r *runState) step(n int) bool {
	if r.sim == nil {
		return true
	}
	for range n {
		e, ok := r.sim.Step()
		if !ok {
			break
		}
		r.record(e)
	}
	if !r.sim.Done() {
		return false
	}
	if r.agree == nil {
		if a, err := r.sim.Agreement(); err == nil {
			r.agree = &a
		} else {
			r.err = err
		}
	}
	return true
}

// inject applies a fault now.
func (r *runState) inject(f twolevel.Fault) {
	if r.sim == nil {
		return
	}
	e, err := r.sim.Inject(f)
	r.refused = err != nil
	if err != nil {
		return
	}
	r.record(e)
	r.faults++
}

// toggle plays or pauses the run and returns the first frame's timer.
func (r *runState) toggle() tea.Cmd {
	r.playing = !r.playing && r.sim != nil
	r.gen++
	if !r.playing {
		return nil
	}
	if r.sim.Done() {
		r.playing = false
		return nil
	}
	return frame(r.clock, animRun, r.gen)
}

// advance plays one frame and returns the next frame's timer while the
// run goes on.
func (r *runState) advance() tea.Cmd {
	if !r.playing {
		return nil
	}
	if r.step(runFrameEvents) {
		r.playing = false
		return nil
	}
	return frame(r.clock, animRun, r.gen)
}
