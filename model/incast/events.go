package incast

// eventKind says what an event does when it fires.
type eventKind uint8

// The events of the simulation.
const (
	evSenderWake eventKind = iota // a sender may start a packet (a: sender, b: generation)
	evSwitchIn                    // a packet reaches the switch (a: packet)
	evSwitchOut                   // the egress finishes sending a packet (a: packet)
	evReceive                     // a packet reaches the receiver (a: packet)
	evCNP                         // a CNP reaches a sender (a: QP)
	evCredit                      // a credit reaches a sender (a: QP)
	evPFC                         // a PFC frame reaches a sender (a: sender, b: 1 pause, 0 resume)
	evRequest                     // a credit request reaches the receiver (a: QP)
	evOffOn                       // an OFF or ON reaches the receiver (a: QP, b: 1 OFF, 0 ON)
	evPacer                       // the receiver's credit pacer may grant (b: generation)
)

// event is one scheduled happening; seq breaks ties in scheduling order so
// that a run is deterministic.
type event struct {
	t    int64 // time, ps
	seq  uint64
	kind eventKind
	a, b int32
}

// kindCount is the number of kinds of events.
const kindCount = int(evPacer) + 1

// eventQueue holds the scheduled events and gives them back by (t, seq),
// a total order. Most events come due in the order they are scheduled
// within their kind: a packet reaches the receiver one link after it
// leaves the switch, a CNP or a request one round trip after it is sent,
// the switch sends one packet at a time, full packets leave a sender one
// wire time apart. So each kind has a lane, a FIFO in (t, seq) order, and
// only an event that would come due before the last one of its lane goes
// to a 4-ary min-heap (so the order holds whoever schedules what). The
// earliest event is the earliest of the heap's top and the lanes' first
// events: the events come out in the same order as from one heap, for a
// fraction of the heap's work.
type eventQueue struct {
	h     []event
	lanes [kindCount]fifo
	n     int // events held, in the heap and the lanes
	seq   uint64
}

// before reports whether a fires before b.
func before(a, b *event) bool { return a.t < b.t || (a.t == b.t && a.seq < b.seq) }

// push schedules an event.
func (q *eventQueue) push(t int64, kind eventKind, a, b int32) {
	q.seq++
	q.n++
	e := event{t: t, seq: q.seq, kind: kind, a: a, b: b}
	if f := &q.lanes[kind]; f.n == 0 || f.last().t <= t {
		f.push(e)
		return
	}
	q.h = append(q.h, e)
	i := len(q.h) - 1
	for i > 0 {
		parent := (i - 1) / 4
		if !before(&e, &q.h[parent]) {
			break
		}
		q.h[i] = q.h[parent]
		i = parent
	}
	q.h[i] = e
}

// pop removes and returns the earliest event; the queue must not be empty.
func (q *eventQueue) pop() event {
	q.n--
	var first *event
	if len(q.h) > 0 {
		first = &q.h[0]
	}
	lane := -1
	for l := range q.lanes {
		f := &q.lanes[l]
		if f.n > 0 && (first == nil || before(f.first(), first)) {
			first, lane = f.first(), l
		}
	}
	if lane >= 0 {
		return q.lanes[lane].pop()
	}
	return q.popHeap()
}

// popHeap removes and returns the heap's earliest event.
func (q *eventQueue) popHeap() event {
	top := q.h[0]
	n := len(q.h) - 1
	e := q.h[n]
	q.h = q.h[:n]
	if n == 0 {
		return top
	}
	i := 0
	for {
		c := 4*i + 1
		if c >= n {
			break
		}
		m := c
		for k := c + 1; k < min(c+4, n); k++ {
			if before(&q.h[k], &q.h[m]) {
				m = k
			}
		}
		if !before(&q.h[m], &e) {
			break
		}
		q.h[i] = q.h[m]
		i = m
	}
	q.h[i] = e
	return top
}

// empty reports whether nothing is scheduled.
func (q *eventQueue) empty() bool { return q.n == 0 }

// fifo is a ring of events, first in first out.
type fifo struct {
	buf     []event // its length is a power of two
	head, n int
}

// first is the oldest event; the ring must not be empty.
func (f *fifo) first() *event { return &f.buf[f.head] }

// last is the newest event; the ring must not be empty.
func (f *fifo) last() *event { return &f.buf[(f.head+f.n-1)&(len(f.buf)-1)] }

// push adds e at the end.
func (f *fifo) push(e event) {
	if f.n == len(f.buf) {
		grown := make([]event, max(64, 2*len(f.buf)))
		for i := range f.n {
			grown[i] = f.buf[(f.head+i)&(len(f.buf)-1)]
		}
		f.buf, f.head = grown, 0
	}
	f.buf[(f.head+f.n)&(len(f.buf)-1)] = e
	f.n++
}

// pop removes and returns the oldest event.
func (f *fifo) pop() event {
	e := f.buf[f.head]
	f.head = (f.head + 1) & (len(f.buf) - 1)
	f.n--
	return e
}
