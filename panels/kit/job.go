package kit

import "context"

// Job runs one engine off the event loop for a panel, with at most one run
// in flight. A request while a run is in flight cancels that run; when it
// ends, the newest request starts (requests in between coalesce into
// one). Results of superseded runs are dropped.
type Job struct {
	gen     int // newest request
	running int // generation of the run in flight, 0 when none
	shown   int // generation of the result on screen
	cancel  context.CancelFunc
}

// Request records that the inputs changed. It reports whether a run should
// start now; if not, the run in flight was cancelled and Finish will ask
// for the newest inputs when it ends.
func (j *Job) Request() bool {
	j.gen++
	if j.running != 0 {
		j.cancel()
		return false
	}
	return true
}

// Start opens a run of the newest request: the context to pass to the
// engine and the generation to send back with its result.
func (j *Job) Start() (context.Context, int) {
	ctx, cancel := context.WithCancel(context.Background())
	j.running, j.cancel = j.gen, cancel
	return ctx, j.gen
}

// Finish records the end of the run of generation gen (failed reports a
// cancelled or failed run). It reports whether its result is the newest
// and should be shown, and whether a newer request is waiting to start.
func (j *Job) Finish(gen int, failed bool) (show, again bool) {
	if gen != j.running {
		return false, false // not the run in flight (a message from before a reset)
	}
	j.running = 0
	j.cancel()
	show = gen == j.gen && !failed
	if show {
		j.shown = gen
	}
	return show, j.gen != gen
}

// Busy reports whether the result on screen is not for the newest inputs.
func (j *Job) Busy() bool { return j.shown != j.gen }

// Shown is the generation of the result on screen.
func (j *Job) Shown() int { return j.shown }
