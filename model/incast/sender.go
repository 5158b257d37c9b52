package incast

// queuePush queues QP q at its sender with the given key.
func (s *sim) queuePush(si int, q int32, key int64) {
	s.qpSeq++
	s.senders[si].queue.push(q, key, s.qpSeq)
}

// queueRequeueFront gives the sender's first QP a new key and a new
// sequence number.
func (s *sim) queueRequeueFront(si int, key int64) {
	qq := &s.senders[si].queue
	q := qq.popFront()
	s.qpSeq++
	qq.push(q, key, s.qpSeq)
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
	case snd.paused:
		return
	}
	front := snd.queue.front()
	if front == nil {
		return
	}
	if key := front.key; key > s.now {
		s.kick(si, key)
		return
	}
	// The QP stays at the queue's front while it sends: if it may send
	// again it takes a new key and goes back to its place, else it leaves
	// the queue.
	q := front.q
	var b int64
	free := false
	if s.p.Control == Credit {
		b, free = s.creditPacket(q)
	} else {
		b = s.dcqcnPacket(q)
	}
	st := &s.qps[q]
	i := s.newPacket(q, int32(si), b, st.sent, free)
	st.sent += b
	s.stats.sent += b
	snd.sent += b
	tx := s.wirePs(b)
	snd.linkFree = s.now + tx
	s.ev.push(s.now+tx+s.delayPs, evSwitchIn, i, 0)
	switch {
	case st.sent >= st.size || (s.p.Control == Credit && !s.creditCanSend(st)):
		snd.queue.popFront()
	case s.p.Control == Credit:
		s.queueRequeueFront(si, s.now)
	default:
		s.queueRequeueFront(si, st.rp.eligibleAt(&s.dc, s.now))
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
	if qq := &s.senders[st.sender].queue; qq.queued(q) {
		qq.rekey(q, st.rp.eligibleAt(&s.dc, s.now))
	}
}

// pfcArrives applies a PFC pause or resume frame at sender si.
func (s *sim) pfcArrives(si int, pause bool) {
	s.senders[si].paused = pause
	if !pause {
		s.trySend(si)
	}
}
