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

// eventQueue is a 4-ary min-heap of events by (t, seq); (t, seq) is a
// total order, so the events come out in the same order whatever the
// heap's shape.
type eventQueue struct {
	h   []event
	seq uint64
}

// before reports whether a fires before b.
func before(a, b *event) bool { return a.t < b.t || (a.t == b.t && a.seq < b.seq) }

// push schedules an event.
func (q *eventQueue) push(t int64, kind eventKind, a, b int32) {
	q.seq++
	e := event{t: t, seq: q.seq, kind: kind, a: a, b: b}
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
func (q *eventQueue) empty() bool { return len(q.h) == 0 }
