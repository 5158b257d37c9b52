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

// eventQueue is a binary min-heap of events by (t, seq).
type eventQueue struct {
	h   []event
	seq uint64
}

func (q *eventQueue) less(i, j int) bool {
	a, b := &q.h[i], &q.h[j]
	return a.t < b.t || (a.t == b.t && a.seq < b.seq)
}

// push schedules an event.
func (q *eventQueue) push(t int64, kind eventKind, a, b int32) {
	q.seq++
	q.h = append(q.h, event{t: t, seq: q.seq, kind: kind, a: a, b: b})
	i := len(q.h) - 1
	for i > 0 {
		parent := (i - 1) / 2
		if !q.less(i, parent) {
			break
		}
		q.h[i], q.h[parent] = q.h[parent], q.h[i]
		i = parent
	}
}

// pop removes and returns the earliest event; the queue must not be empty.
func (q *eventQueue) pop() event {
	top := q.h[0]
	last := len(q.h) - 1
	q.h[0] = q.h[last]
	q.h = q.h[:last]
	i := 0
	for {
		l := 2*i + 1
		if l >= last {
			break
		}
		m := l
		if r := l + 1; r < last && q.less(r, l) {
			m = r
		}
		if !q.less(m, i) {
			break
		}
		q.h[i], q.h[m] = q.h[m], q.h[i]
		i = m
	}
	return top
}

// empty reports whether nothing is scheduled.
func (q *eventQueue) empty() bool { return len(q.h) == 0 }
