package incast

// Each sender keeps the QPs that may send in order of (key, seq): the key
// is the earliest time the QP may send (its DCQCN rate limiter, or now
// for a credit QP with data and credit), the sequence number breaks ties
// first come, first served, which makes the NIC round-robin. (key, seq)
// is a total order, so how the queue stores the QPs does not change which
// comes first. A credit QP that goes back to the queue goes behind every
// other (its key is now, its sequence number the latest), so a credit
// sender's queue is, as the event queue is, a FIFO lane for the entries
// that come after its last one (all of them) and a 4-ary heap for the
// others; a DCQCN QP's key is wherever its rate puts it, so a DCQCN
// sender's queue is the heap alone (a lane there saves less than it
// costs). A QP in the heap moves in place when its key changes (a CNP);
// one in the lane gets a new entry, and the old one is dropped when it
// reaches the lane's front.

// qpEntry is a QP's place in its sender's queue.
type qpEntry struct {
	key int64 // earliest time it may send
	seq uint64
	q   int32
}

// less reports whether e comes before (key, seq).
func (e *qpEntry) less(key int64, seq uint64) bool {
	return e.key < key || (e.key == key && e.seq < seq)
}

// qpPlace is where a QP is queued, shared by the senders of a run: pos
// is its index in its sender's heap, inLane when it is in the lane, or
// notQueued; key and seq are its current ones, which tell a lane entry
// that is still its place from one it has left.
type qpPlace struct {
	key int64
	seq uint64
	pos int32
}

// The positions of a QP that is not in a heap.
const (
	notQueued = -1
	inLane    = -2
)

// qpQueue is one sender's queue of QPs.
type qpQueue struct {
	lane    ring[qpEntry]
	heap    []qpEntry
	place   []qpPlace // every QP's, shared by the senders of a run
	useLane bool      // entries may go to the lane
}

// queued reports whether QP q is in a queue.
func (qq *qpQueue) queued(q int32) bool { return qq.place[q].pos != notQueued }

// push queues QP q, not queued, with (key, seq).
func (qq *qpQueue) push(q int32, key int64, seq uint64) {
	pl := &qq.place[q]
	pl.key, pl.seq = key, seq
	if qq.useLane && (qq.lane.n == 0 || !(&qpEntry{key: key, seq: seq}).less(qq.lane.last().key, qq.lane.last().seq)) {
		pl.pos = inLane
		qq.pushLane(q, key, seq)
		return
	}
	qq.heap = append(qq.heap, qpEntry{})
	qq.siftUp(len(qq.heap)-1, key, seq, q)
}

// rekey moves QP q, queued, to a new key, keeping its sequence number.
func (qq *qpQueue) rekey(q int32, key int64) {
	pl := &qq.place[q]
	old, seq := pl.key, pl.seq
	switch {
	case key == old:
	case pl.pos == inLane:
		// Its lane entry goes dead; it takes a new place.
		qq.push(q, key, seq)
	case key < old:
		pl.key = key
		qq.siftUp(int(pl.pos), key, seq, q)
	default:
		pl.key = key
		qq.siftDown(int(pl.pos), key, seq, q)
	}
}

// pushLane adds an entry at the end of the lane.
func (qq *qpQueue) pushLane(q int32, key int64, seq uint64) {
	e := qq.lane.add()
	e.key, e.seq, e.q = key, seq, q
}

// front is the first QP's entry, or nil when none is queued.
func (qq *qpQueue) front() *qpEntry {
	e, _ := qq.first()
	return e
}

// first is front and whether it is the heap's (else the lane's). It drops
// the dead entries at the lane's front.
func (qq *qpQueue) first() (*qpEntry, bool) {
	for qq.lane.n > 0 {
		e := qq.lane.first()
		if pl := &qq.place[e.q]; pl.pos == inLane && pl.seq == e.seq && pl.key == e.key {
			break
		}
		qq.lane.drop()
	}
	switch {
	case len(qq.heap) == 0:
		if qq.lane.n == 0 {
			return nil, false
		}
		return qq.lane.first(), false
	case qq.lane.n == 0:
		return &qq.heap[0], true
	}
	l, h := qq.lane.first(), &qq.heap[0]
	if h.less(l.key, l.seq) {
		return h, true
	}
	return l, false
}

// popFront takes the first QP out of the queue; one must be queued.
func (qq *qpQueue) popFront() int32 {
	e, fromHeap := qq.first()
	q := e.q
	if fromHeap {
		h := qq.heap
		last := h[len(h)-1]
		qq.heap = h[:len(h)-1]
		if len(qq.heap) > 0 {
			qq.siftDown(0, last.key, last.seq, last.q)
		}
	} else {
		qq.lane.drop()
	}
	qq.place[q].pos = notQueued
	return q
}

// siftUp places QP q with (key, seq) at hole i of the heap or above it.
func (qq *qpQueue) siftUp(i int, key int64, seq uint64, q int32) {
	h := qq.heap
	for i > 0 {
		parent := (i - 1) / 4
		if h[parent].less(key, seq) {
			break
		}
		qq.move(i, parent)
		i = parent
	}
	qq.set(i, key, seq, q)
}

// siftDown places QP q with (key, seq) at hole i of the heap or below it.
func (qq *qpQueue) siftDown(i int, key int64, seq uint64, q int32) {
	h := qq.heap
	n := len(h)
	for {
		c := 4*i + 1
		if c >= n {
			break
		}
		m := c
		if c+3 < n {
			m = minOf4(h, c)
		} else {
			for k := c + 1; k < n; k++ {
				if h[k].less(h[m].key, h[m].seq) {
					m = k
				}
			}
		}
		if !h[m].less(key, seq) {
			break
		}
		qq.move(i, m)
		i = m
	}
	qq.set(i, key, seq, q)
}

// move copies the heap's entry at from to index to, and its QP's place.
func (qq *qpQueue) move(to, from int) {
	h := qq.heap
	h[to] = h[from]
	qq.place[h[to].q].pos = int32(to)
}

// set puts QP q with (key, seq) at index i of the heap.
func (qq *qpQueue) set(i int, key int64, seq uint64, q int32) {
	e := &qq.heap[i]
	e.key, e.seq, e.q = key, seq, q
	qq.place[q].pos = int32(i)
}

// minOf4 is the index of the least of h[c] to h[c+3], chosen without
// branches: in pairs, then the pairs' winners (which child wins is as
// good as random, and a mispredicted branch costs more).
func minOf4(h []qpEntry, c int) int {
	h = h[c : c+4 : c+4]
	a := c + int(lessBit(&h[1], &h[0]))
	b := c + 2 + int(lessBit(&h[3], &h[2]))
	return a + (b-a)&-int(lessBit(&h[(b-c)&3], &h[(a-c)&3]))
}

// lessBit is 1 when x comes before y, else 0.
func lessBit(x, y *qpEntry) uint {
	return b2u(x.key < y.key) | b2u(x.key == y.key)&b2u(x.seq < y.seq)
}

// b2u is 1 for true and 0 for false.
func b2u(b bool) uint {
	var u uint
	if b {
		u = 1
	}
	return u
}
