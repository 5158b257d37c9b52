package incast

// Each sender keeps the QPs that may send in a min-heap by (key, seq): the
// key is the earliest time the QP may send (its DCQCN rate limiter, or
// now for a credit QP with data and credit), the sequence number breaks
// ties first come, first served, which makes the NIC round-robin.

func (s *sim) heapLess(h []int32, i, j int) bool {
	a, b := &s.qps[h[i]], &s.qps[h[j]]
	return a.key < b.key || (a.key == b.key && a.seq < b.seq)
}

func (s *sim) heapSwap(h []int32, i, j int) {
	h[i], h[j] = h[j], h[i]
	s.qps[h[i]].hpos = int32(i)
	s.qps[h[j]].hpos = int32(j)
}

func (s *sim) heapUp(h []int32, i int) {
	for i > 0 {
		parent := (i - 1) / 2
		if !s.heapLess(h, i, parent) {
			return
		}
		s.heapSwap(h, i, parent)
		i = parent
	}
}

func (s *sim) heapDown(h []int32, i int) {
	n := len(h)
	for {
		l := 2*i + 1
		if l >= n {
			return
		}
		m := l
		if r := l + 1; r < n && s.heapLess(h, r, l) {
			m = r
		}
		if !s.heapLess(h, m, i) {
			return
		}
		s.heapSwap(h, i, m)
		i = m
	}
}

// heapPush queues QP q at its sender with the given key.
func (s *sim) heapPush(si int, q int32, key int64) {
	st := &s.qps[q]
	s.qpSeq++
	st.key, st.seq = key, s.qpSeq
	snd := &s.senders[si]
	snd.heap = append(snd.heap, q)
	st.hpos = int32(len(snd.heap) - 1)
	s.heapUp(snd.heap, int(st.hpos))
}

// heapPop removes the sender's first QP.
func (s *sim) heapPop(si int) int32 {
	snd := &s.senders[si]
	h := snd.heap
	q := h[0]
	last := len(h) - 1
	s.heapSwap(h, 0, last)
	snd.heap = h[:last]
	s.heapDown(snd.heap, 0)
	s.qps[q].hpos = -1
	return q
}

// heapRequeueRoot gives the sender's first QP a new key and a new
// sequence number, as heapPop and heapPush would, and sinks it to its
// place.
func (s *sim) heapRequeueRoot(si int, key int64) {
	snd := &s.senders[si]
	st := &s.qps[snd.heap[0]]
	s.qpSeq++
	st.key, st.seq = key, s.qpSeq
	s.heapDown(snd.heap, 0)
}

// heapRekey moves QP q, already queued, to a new key.
func (s *sim) heapRekey(q int32, key int64) {
	st := &s.qps[q]
	h := s.senders[st.sender].heap
	old := st.key
	st.key = key
	if key < old {
		s.heapUp(h, int(st.hpos))
	} else {
		s.heapDown(h, int(st.hpos))
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
	if key := s.qps[snd.heap[0]].key; key > s.now {
		s.kick(si, key)
		return
	}
	// The QP stays at the heap's root while it sends: if it may send
	// again it takes a new key and sinks to its place (one sift instead
	// of a pop and a push; (key, seq) is a total order, so the order of
	// the QPs is the same), else it leaves the heap.
	q := snd.heap[0]
	var pk packet
	if s.p.Control == Credit {
		pk = s.creditPacket(q)
	} else {
		pk = s.dcqcnPacket(q)
	}
	st := &s.qps[q]
	pk.qp, pk.offset = q, st.sent
	st.sent += pk.bytes
	s.stats.sent += pk.bytes
	snd.sent += pk.bytes
	tx := s.wirePs(pk.bytes)
	snd.linkFree = s.now + tx
	s.ev.push(s.now+tx+s.delayPs, evSwitchIn, s.newPacket(pk), 0)
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

// dcqcnPacket is the next packet of a DCQCN QP; its rate limiter and byte
// counter see it.
func (s *sim) dcqcnPacket(q int32) packet {
	st := &s.qps[q]
	b := min(int64(PacketBytes), st.size-st.sent)
	st.rp.onSend(&s.dc, s.now, b, b+s.ovh)
	return packet{bytes: b}
}

// cnpArrives applies a CNP to its QP and moves the QP in its sender's
// queue to the (later) time its new rate allows.
func (s *sim) cnpArrives(q int32) {
	st := &s.qps[q]
	st.rp.onCNP(&s.dc, s.now)
	if st.hpos >= 0 {
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
