package incast

// Each sender keeps the QPs that may send in a min-heap by (key, seq): the
// key is the earliest time the QP may send (its DCQCN rate limiter, or
// now for a credit QP with data and credit), the sequence number breaks
// ties first come, first served, which makes the NIC round-robin. (key,
// seq) is a total order, so the heap's shape does not change which QP
// comes first: the heap is 4-ary (half the levels of a binary one) and
// holds the keys beside the QPs, and s.hpos says where each QP is.

// qpEntry is a QP in its sender's heap.
type qpEntry struct {
	key int64 // earliest time it may send
	seq uint64
	q   int32
}

// less reports whether (key, seq) comes before e's.
func (e *qpEntry) less(key int64, seq uint64) bool {
	return e.key < key || (e.key == key && e.seq < seq)
}

// siftUp places QP q with (key, seq) at hole i of h or above it.
func (s *sim) siftUp(h []qpEntry, i int, key int64, seq uint64, q int32) {
	for i > 0 {
		parent := (i - 1) / 4
		if h[parent].less(key, seq) {
			break
		}
		h[i] = h[parent]
		s.hpos[h[i].q] = int32(i)
		i = parent
	}
	h[i].key, h[i].seq, h[i].q = key, seq, q
	s.hpos[q] = int32(i)
}

// siftDown places QP q with (key, seq) at hole i of h or below it.
func (s *sim) siftDown(h []qpEntry, i int, key int64, seq uint64, q int32) {
	n := len(h)
	for {
		c := 4*i + 1
		if c >= n {
			break
		}
		m := c
		for k := c + 1; k < min(c+4, n); k++ {
			if h[k].less(h[m].key, h[m].seq) {
				m = k
			}
		}
		if !h[m].less(key, seq) {
			break
		}
		h[i] = h[m]
		s.hpos[h[i].q] = int32(i)
		i = m
	}
	h[i].key, h[i].seq, h[i].q = key, seq, q
	s.hpos[q] = int32(i)
}

// heapPush queues QP q at its sender with the given key.
func (s *sim) heapPush(si int, q int32, key int64) {
	s.qpSeq++
	snd := &s.senders[si]
	snd.heap = append(snd.heap, qpEntry{})
	s.siftUp(snd.heap, len(snd.heap)-1, key, s.qpSeq, q)
}

// heapPop removes the sender's first QP.
func (s *sim) heapPop(si int) int32 {
	snd := &s.senders[si]
	h := snd.heap
	q := h[0].q
	last := len(h) - 1
	e := h[last]
	snd.heap = h[:last]
	if last > 0 {
		s.siftDown(snd.heap, 0, e.key, e.seq, e.q)
	}
	s.hpos[q] = -1
	return q
}

// heapRequeueRoot gives the sender's first QP a new key and a new
// sequence number, as heapPop and heapPush would, and sinks it to its
// place.
func (s *sim) heapRequeueRoot(si int, key int64) {
	snd := &s.senders[si]
	s.qpSeq++
	s.siftDown(snd.heap, 0, key, s.qpSeq, snd.heap[0].q)
}

// heapRekey moves QP q, already queued, to a new key.
func (s *sim) heapRekey(q int32, key int64) {
	h := s.senders[s.qps[q].sender].heap
	i := int(s.hpos[q])
	old, seq := h[i].key, h[i].seq
	if key < old {
		s.siftUp(h, i, key, seq, q)
	} else {
		s.siftDown(h, i, key, seq, q)
	}
}

// kick makes sure sender si looks for a packet to send at time t.
func (s *sim) kick(si int, t int64) {
	snd := &s.senders[si]
	t = max(t, s.now)
	if snd.wakePending && snd.wakeAt <= t {
		return
	}
	snd.wakeGen++
	snd.wakePending, snd.wakeAt = true, t
	s.ev.push(t, evSenderWake, int32(si), snd.wakeGen)
}

// trySend starts the next packet of sender si if its link is free, it is
// not paused and a QP may send.
func (s *sim) trySend(si int) {
	snd := &s.senders[si]
	switch {
	case s.now < snd.linkFree:
		s.kick(si, snd.linkFree)
		return
	case snd.paused || len(snd.heap) == 0:
		return
	}
	if key := snd.heap[0].key; key > s.now {
		s.kick(si, key)
		return
	}
	// The QP stays at the heap's root while it sends: if it may send
	// again it takes a new key and sinks to its place (one sift instead
	// of a pop and a push; (key, seq) is a total order, so the order of
	// the QPs is the same), else it leaves the heap.
	q := snd.heap[0].q
	var b int64
	free := false
	if s.p.Control == Credit {
		b, free = s.creditPacket(q)
	} else {
		b = s.dcqcnPacket(q)
	}
	st := &s.qps[q]
	i := s.newPacket(q, b, st.sent, free)
	st.sent += b
	s.stats.sent += b
	snd.sent += b
	tx := s.wirePs(b)
	snd.linkFree = s.now + tx
	s.ev.push(s.now+tx+s.delayPs, evSwitchIn, i, 0)
	switch {
	case st.sent >= st.size || (s.p.Control == Credit && !s.creditCanSend(st)):
		s.heapPop(si)
	case s.p.Control == Credit:
		s.heapRequeueRoot(si, s.now)
	default:
		s.heapRequeueRoot(si, st.rp.eligibleAt(&s.dc, s.now))
	}
	s.kick(si, snd.linkFree)
}

// dcqcnPacket is the payload of the next packet of a DCQCN QP; its rate
// limiter and byte counter see it.
func (s *sim) dcqcnPacket(q int32) int64 {
	st := &s.qps[q]
	b := min(int64(PacketBytes), st.size-st.sent)
	st.rp.onSend(&s.dc, s.now, b, b+s.ovh)
	return b
}

// cnpArrives applies a CNP to its QP and moves the QP in its sender's
// queue to the (later) time its new rate allows.
func (s *sim) cnpArrives(q int32) {
	st := &s.qps[q]
	st.rp.onCNP(&s.dc, s.now)
	if s.hpos[q] >= 0 {
		s.heapRekey(q, st.rp.eligibleAt(&s.dc, s.now))
	}
}

// pfcArrives applies a PFC pause or resume frame at sender si.
func (s *sim) pfcArrives(si int, pause bool) {
	s.senders[si].paused = pause
	if !pause {
		s.trySend(si)
	}
}
