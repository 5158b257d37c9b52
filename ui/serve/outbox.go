package serve

import (
	"errors"
	"io"
	"sync"
	"time"
)

// errStalled is a write given up on: the client took none of a full
// buffer for StallTimeout.
var errStalled = errors.New("the client stopped reading")

// errClosed is a write after the outbox closed.
var errClosed = errors.New("the session's output is closed")

// outbox holds a session's screen output for the client, so that writing
// a frame never waits on the network: one goroutine sends what is held,
// at the client's pace. It holds at most limit bytes (a larger single
// write when it is empty); a write that finds it full waits for room, and
// when none comes within the stall time the client is deemed gone:
// stalled runs (it disconnects the client) and the write fails.
type outbox struct {
	w       io.Writer
	limit   int
	stall   time.Duration
	stalled func()

	mu      sync.Mutex
	held    []byte
	spare   []byte
	closing bool // no more writes; the writer sends what is held, then ends
	broken  bool // the writer failed or the client stalled: nothing more is sent
	wake    chan struct{}
	room    chan struct{}
	done    chan struct{}
}

// newOutbox starts an outbox that sends to w.
func newOutbox(w io.Writer, limit int, stall time.Duration, stalled func()) *outbox {
	o := &outbox{w: w, limit: max(1, limit), stall: stall, stalled: stalled,
		wake: make(chan struct{}, 1), room: make(chan struct{}, 1), done: make(chan struct{})}
	go o.send()
	return o
}

// Write implements io.Writer: p is held for the client, at once unless
// the outbox is full.
func (o *outbox) Write(p []byte) (int, error) {
	var timer *time.Timer
	o.mu.Lock()
	for !o.closing && !o.broken && len(o.held) > 0 && len(o.held)+len(p) > o.limit {
		o.mu.Unlock()
		if timer == nil {
			timer = time.NewTimer(o.stall)
			defer timer.Stop()
		}
		select {
		case <-o.room:
		case <-timer.C:
			o.breakDown()
			o.stalled()
			return 0, errStalled
		}
		o.mu.Lock()
	}
	if o.closing || o.broken {
		o.mu.Unlock()
		return 0, errClosed
	}
	o.held = append(o.held, p...)
	o.mu.Unlock()
	nudge(o.wake)
	return len(p), nil
}

// backedUp reports whether more than a quarter of the outbox waits for
// its client (a slow or stalled terminal).
func (o *outbox) backedUp() bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	return len(o.held) > o.limit/4
}

// send writes what is held to the client until the outbox closes and is
// empty, or a write fails.
func (o *outbox) send() {
	defer close(o.done)
	for {
		o.mu.Lock()
		for len(o.held) == 0 && !o.closing && !o.broken {
			o.mu.Unlock()
			<-o.wake
			o.mu.Lock()
		}
		if o.broken || len(o.held) == 0 {
			o.mu.Unlock()
			return
		}
		chunk := o.held
		o.held, o.spare = o.spare[:0], nil
		o.mu.Unlock()
		nudge(o.room)
		_, err := o.w.Write(chunk)
		o.mu.Lock()
		if o.spare == nil && cap(chunk) <= 2*o.limit {
			o.spare = chunk[:0]
		}
		o.mu.Unlock()
		if err != nil {
			o.breakDown()
			return
		}
	}
}

// breakDown stops sending and fails every write from now on.
func (o *outbox) breakDown() {
	o.mu.Lock()
	o.broken, o.held = true, nil
	o.mu.Unlock()
	nudge(o.wake)
	nudge(o.room)
}

// Close stops taking writes and waits up to wait for what is held to
// reach the client; it reports whether it all did. After a failed write
// or a stall nothing more is sent, and it returns at once (the sender may
// still be stuck in a write to a client that stopped reading).
func (o *outbox) Close(wait time.Duration) bool {
	o.mu.Lock()
	o.closing = true
	broken := o.broken
	o.mu.Unlock()
	if broken {
		return false
	}
	nudge(o.wake)
	nudge(o.room)
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-o.done:
		o.mu.Lock()
		defer o.mu.Unlock()
		return !o.broken
	case <-t.C:
		o.breakDown()
		return false
	}
}

// nudge wakes whoever waits on c, without waiting.
func nudge(c chan struct{}) {
	select {
	case c <- struct{}{}:
	default:
	}
}
