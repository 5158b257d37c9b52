package incast

import "math"

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

// kindCount is the number of kinds of events.
const kindCount = int(evPacer) + 1

// event is one scheduled happening; seq breaks ties in scheduling order so
// that a run is deterministic.
type event struct {
	t    int64 // time, ps
	seq  uint64
	kind eventKind
	a, b int32
}

// The queue's lanes. Events scheduled at a fixed delay after now share
// one: a packet reaching the receiver and a PFC frame reaching a sender
// come one link after they are sent, a CNP, a request, an OFF or an ON
// one round trip after.
const (
	laneWake      = iota // evSenderWake
	laneSwitchIn         // evSwitchIn
	laneSwitchOut        // evSwitchOut
	laneLink             // evReceive, evPFC
	laneRoundTrip        // evCNP, evRequest, evOffOn
	laneCredit           // evCredit
	lanePacer            // evPacer
	laneCount
)

// laneOf holds the lane of each kind of event, by kind (a constant: a
// string's bytes cannot change).
const laneOf = string(rune(laneWake)) + // evSenderWake
	string(rune(laneSwitchIn)) + // evSwitchIn
	string(rune(laneSwitchOut)) + // evSwitchOut
	string(rune(laneLink)) + // evReceive
	string(rune(laneRoundTrip)) + // evCNP
	string(rune(laneCredit)) + // evCredit
	string(rune(laneLink)) + // evPFC
	string(rune(laneRoundTrip)) + // evRequest
	string(rune(laneRoundTrip)) + // evOffOn
	string(rune(lanePacer)) // evPacer

// laneOf has one lane per kind: a length that differs fails to compile.
const _ = uint(len(laneOf)-kindCount) + uint(kindCount-len(laneOf))

// eventQueue holds the scheduled events and gives them back by (t, seq),
// a total order. Most events come due in the order they are scheduled
// within their lane: a packet reaches the receiver one link after it
// leaves the switch, a CNP or a request one round trip after it is sent,
// the switch sends one packet at a time, full packets leave a sender one
// wire time apart. So each lane is a FIFO in (t, seq) order, and only an
// event that would come due before the last one of its lane goes to a
// 4-ary min-heap (so the order holds whoever schedules what). The
// earliest event is the earliest of the heap's top and the lanes' first
// events, which a winner tree over those heads keeps: the events come out
// in the same order as from one heap, for a fraction of the heap's work.
type eventQueue struct {
	h     []event
	lanes [laneCount]fifo
	n     int // events held, in the heap and the lanes
	seq   uint64
	// tree is the winner tree: node treeLeaves+l is leaf l's first event
	// (lanes first, then the heap), node i < treeLeaves the earliest of
	// nodes 2i and 2i+1, node 1 the earliest of all.
	tree [2 * treeLeaves]treeNode
}

// treeNode is a first event in the winner tree: its time and, in key,
// its sequence number above its leaf's index (seq < 2^61, so keys order
// as the sequence numbers do). An empty leaf is (maxTime, its index).
type treeNode struct {
	t   int64
	key uint64
}

// The winner tree's shape: a leaf per lane and one for the heap, rounded
// up to a power of two.
const (
	treeLeaves = 8
	leafBits   = 3
	heapLeaf   = laneCount
	// maxTime is the time of an empty leaf: after every event.
	maxTime = math.MaxInt64
)

// init empties the queue; h keeps its capacity.
func (q *eventQueue) init() {
	q.h = q.h[:0]
	q.n, q.seq = 0, 0
	for l := range q.lanes {
		q.lanes[l].clear()
	}
	for l := range treeLeaves {
		q.tree[treeLeaves+l] = treeNode{maxTime, uint64(l)}
	}
	for i := treeLeaves - 1; i >= 1; i-- {
		a, b := q.tree[2*i], q.tree[2*i+1]
		if b.before(a) {
			a = b
		}
		q.tree[i] = a
	}
}

// before reports whether n comes before m.
func (n treeNode) before(m treeNode) bool { return n.t < m.t || (n.t == m.t && n.key < m.key) }

// raise gives leaf l a later first event and replays its path to the root.
func (q *eventQueue) raise(l int, t int64, seq uint64) {
	cur := treeNode{t, seq<<leafBits | uint64(l)}
	i := treeLeaves + l
	q.tree[i] = cur
	for i > 1 {
		if sib := q.tree[(i^1)&(2*treeLeaves-1)]; sib.before(cur) {
			cur = sib
		}
		i >>= 1
		q.tree[i&(2*treeLeaves-1)] = cur
	}
}

// lower gives leaf l an earlier first event and moves it up the tree as
// far as it wins.
func (q *eventQueue) lower(l int, t int64, seq uint64) {
	cur := treeNode{t, seq<<leafBits | uint64(l)}
	i := treeLeaves + l
	q.tree[i] = cur
	for i > 1 {
		i >>= 1
		n := &q.tree[i&(2*treeLeaves-1)]
		if !cur.before(*n) {
			return
		}
		*n = cur
	}
}

// push schedules an event.
func (q *eventQueue) push(t int64, kind eventKind, a, b int32) {
	q.seq++
	q.n++
	seq := q.seq
	l := int(laneOf[kind])
	if f := &q.lanes[l]; f.n == 0 || f.last().t <= t {
		f.push(t, seq, kind, a, b)
		if f.n == 1 {
			q.lower(l, t, seq)
		}
		return
	}
	q.h = append(q.h, event{})
	i := len(q.h) - 1
	for i > 0 {
		parent := (i - 1) / 4
		p := &q.h[parent]
		if p.less(t, seq) {
			break
		}
		q.h[i] = *p
		i = parent
	}
	e := &q.h[i]
	e.t, e.seq, e.kind, e.a, e.b = t, seq, kind, a, b
	if i == 0 {
		q.lower(heapLeaf, t, seq)
	}
}

// pop removes the earliest event and returns its time, kind and
// arguments; the queue must not be empty.
func (q *eventQueue) pop() (t int64, kind eventKind, a, b int32) {
	q.n--
	l := int(q.tree[1].key & (treeLeaves - 1))
	var e *event
	if l == heapLeaf {
		t, kind, a, b = q.h[0].t, q.h[0].kind, q.h[0].a, q.h[0].b
		q.popHeap()
		if len(q.h) == 0 {
			q.raise(l, maxTime, 0)
			return t, kind, a, b
		}
		e = &q.h[0]
	} else {
		f := &q.lanes[l]
		t, kind, a, b = f.pop()
		if f.n == 0 {
			q.raise(l, maxTime, 0)
			return t, kind, a, b
		}
		e = f.first()
	}
	q.raise(l, e.t, e.seq)
	return t, kind, a, b
}

// popHeap removes the heap's earliest event.
func (q *eventQueue) popHeap() {
	n := len(q.h) - 1
	e := q.h[n]
	q.h = q.h[:n]
	if n == 0 {
		return
	}
	i := 0
	for {
		c := 4*i + 1
		if c >= n {
			break
		}
		m := c
		for k := c + 1; k < min(c+4, n); k++ {
			if q.h[k].less(q.h[m].t, q.h[m].seq) {
				m = k
			}
		}
		if !q.h[m].less(e.t, e.seq) {
			break
		}
		q.h[i] = q.h[m]
		i = m
	}
	q.h[i] = e
}

// less reports whether e fires before an event at t scheduled as seq.
func (e *event) less(t int64, seq uint64) bool { return e.t < t || (e.t == t && e.seq < seq) }

// empty reports whether nothing is scheduled.
func (q *eventQueue) empty() bool { return q.n == 0 }

// fifo is a ring of events, first in first out.
type fifo struct{ ring[event] }

// push adds an event at the end, written in place (see ring).
func (f *fifo) push(t int64, seq uint64, kind eventKind, a, b int32) {
	e := f.add()
	e.t, e.seq, e.kind, e.a, e.b = t, seq, kind, a, b
}

// pop removes the oldest event and returns its time, kind and arguments.
func (f *fifo) pop() (t int64, kind eventKind, a, b int32) {
	e := f.first()
	f.drop()
	return e.t, e.kind, e.a, e.b
}
