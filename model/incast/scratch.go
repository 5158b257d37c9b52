package incast

// scratch is memory that the runs one goroutine makes, one after
// another, pass on: the slices a run grows largest, which the next run
// takes empty rather than allocating (and clearing) them again. A run
// reads nothing the last one left in them: each is emptied, or written
// before it is read.
type scratch struct {
	qps     []qpState
	place   []qpPlace
	pkts    []packet
	freePk  []int32
	heap    []event
	lanes   [laneCount][]event
	senders []senderState
	swFifo  []int32
}

// keep takes back s's slices once its result is out.
func (sc *scratch) keep(s *sim) {
	sc.qps, sc.place = s.qps[:0], s.place[:0]
	sc.pkts, sc.freePk = s.pkts[:0], s.freePk[:0]
	sc.heap = s.ev.h[:0]
	for l := range sc.lanes {
		sc.lanes[l] = s.ev.lanes[l].buf
	}
	sc.senders = s.senders[:0]
	sc.swFifo = s.sw.queue.buf
}

// takeSenders returns n empty senders, each keeping the buffers of its
// queue.
func (sc *scratch) takeSenders(n int) []senderState {
	all := sc.senders[:cap(sc.senders)]
	if len(all) < n {
		all = append(all, make([]senderState, n-len(all))...)
	}
	out := all[:n]
	for i := range out {
		q := out[i].queue
		out[i] = senderState{queue: qpQueue{lane: ring[qpEntry]{buf: q.lane.buf}, heap: q.heap[:0]}}
	}
	sc.senders = nil
	return out
}
