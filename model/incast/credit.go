package incast

// The credit loop, as the seed describes it: each QP sends its first BDP
// (FreeBatches) without credit; every batch it starts sends one request
// to the receiver; the receiver grants one credit per request, at most
// one per batch time, round-robin over senders and, within a sender, over
// its requesting QPs; a QP starts a batch while its credit balance stays
// at or above -Overdraft. So each QP has FreeBatches + Overdraft batches
// of requests, credits and held credit in its loop, as in Panel 1.

// creditCanSend reports whether a credit QP may start or continue a
// packet: inside a batch, inside its free window, or with credit to open
// a batch (the balance may fall to -Overdraft batches: Eq. 2 of the paper
// for an overdraft of one, Eq. 1 for none).
func (s *sim) creditCanSend(st *qpState) bool {
	return st.batchLeft > 0 || st.freeLeft > 0 || st.balance-1 >= -int64(s.p.Overdraft)
}

// creditPacket is the payload of the next packet of a credit QP and
// whether it is free-window data, opening a batch (and sending its
// request) when the last one is done.
func (s *sim) creditPacket(q int32) (int64, bool) {
	st := &s.qps[q]
	first := st.batchLeft == 0
	free := st.freeLeft > 0
	if first {
		st.batchLeft = min(s.batch, st.size-st.sent)
		if free {
			st.freeLeft--
		} else {
			s.setBalance(st, st.balance-1)
			st.spent++
			s.stats.maxDebt = max(s.stats.maxDebt, st.spent-st.got)
			if st.off && st.balance <= 0 {
				// The surplus is spent: tell the receiver to grant again.
				st.off = false
				s.ev.push(s.now+2*s.delayPs, evOffOn, q, 0)
			}
		}
		if st.reqSent < st.reqTotal {
			st.reqSent++
			s.ev.push(s.now+2*s.delayPs, evRequest, q, 0)
		}
	}
	st.batchFree = free && (first || st.batchFree)
	b := min(int64(PacketBytes), st.batchLeft)
	st.batchLeft -= b
	return b, st.batchFree
}

// setBalance changes a QP's credit balance and the count of credits held.
func (s *sim) setBalance(st *qpState, v int64) {
	s.stats.creditsHeld += max(v, 0) - max(st.balance, 0)
	st.balance = v
}

// creditArrives adds a credit to its QP; the QP may send again, and a QP
// holding more than it can use sends OFF.
func (s *sim) creditArrives(q int32) {
	st := &s.qps[q]
	s.stats.creditsInFlight--
	st.got++
	s.stats.maxOverGrant = max(s.stats.maxOverGrant, st.got-st.granted)
	s.setBalance(st, st.balance+1)
	if !st.off && st.balance >= int64(s.p.OffBatches) {
		st.off = true
		s.stats.offs++
		s.ev.push(s.now+2*s.delayPs, evOffOn, q, 1)
	}
	if !s.senders[st.sender].queue.queued(q) && st.sent < st.size && s.creditCanSend(st) {
		si := int(st.sender)
		s.queuePush(si, q, s.now)
		s.trySend(si)
	}
}

// requestArrives counts a request at the receiver.
func (s *sim) requestArrives(q int32) {
	s.qps[q].pending++
	s.activate(q)
}

// offOnArrives records at the receiver that a QP turned OFF or ON.
func (s *sim) offOnArrives(q int32, off bool) {
	s.qps[q].offAtRecv = off
	if !off {
		s.activate(q)
	}
}

// activate queues a QP for grants if it has a request, is not OFF and is
// not queued yet, and wakes the pacer.
func (s *sim) activate(q int32) {
	st := &s.qps[q]
	if st.queued || st.pending == 0 || st.offAtRecv {
		return
	}
	st.queued = true
	si := st.sender
	pc := &s.pacer
	pc.qpRing[si].push(q)
	if !pc.senderQueued[si] {
		pc.senderQueued[si] = true
		pc.senders.push(si)
	}
	if !pc.scheduled {
		s.schedulePacer(max(pc.clock, s.now))
	}
}

// schedulePacer asks the pacer to try a grant at time t.
func (s *sim) schedulePacer(t int64) {
	s.pacer.gen++
	s.pacer.scheduled = true
	s.ev.push(max(t, s.now), evPacer, 0, s.pacer.gen)
}

// charge takes a packet of b payload bytes (and its overhead) of line
// time from the pacer: the receiver counts
// the free first windows, which it did not grant, against its own grants,
// so that granted and free data together stay at line rate (as EQDS's
// receiver does with unsolicited data; the paper does not say).
func (s *sim) charge(b int64) {
	s.pacer.clock = max(s.pacer.clock, s.now) + s.wirePs(b)
}

// pace grants one credit, if a QP is waiting, and schedules the next try
// one batch time later.
func (s *sim) pace() {
	pc := &s.pacer
	if pc.clock > s.now {
		s.schedulePacer(pc.clock)
		return
	}
	q := s.nextRequester()
	if q < 0 {
		return // idle until a request or an ON arrives
	}
	st := &s.qps[q]
	st.pending--
	st.granted++
	s.stats.granted++
	s.stats.creditsInFlight++
	arrive := s.now + 2*s.delayPs
	if s.p.JitterNs > 0 {
		arrive += int64(s.rng.Float64() * s.p.JitterNs * 1000)
	}
	// Credits of one QP arrive in order.
	arrive = max(arrive, st.lastCredit)
	st.lastCredit = arrive
	s.ev.push(arrive, evCredit, q, 0)
	pc.clock = max(pc.clock, s.now) + s.batchPs
	s.schedulePacer(pc.clock)
}

// nextRequester takes the next QP to grant to: the first sender in the
// senders' ring, its first QP in its ring; both go back to the end of
// their rings if they still have requests. OFF QPs leave the ring here
// and come back on ON. It returns -1 if none waits.
func (s *sim) nextRequester() int32 {
	pc := &s.pacer
	for pc.senders.n > 0 {
		si := pc.senders.pop()
		ring := &pc.qpRing[si]
		for ring.n > 0 {
			q := ring.pop()
			st := &s.qps[q]
			if st.offAtRecv || st.pending == 0 {
				st.queued = false
				continue
			}
			if st.pending > 1 {
				ring.push(q)
			} else {
				st.queued = false
			}
			if ring.n > 0 {
				pc.senders.push(si)
			} else {
				pc.senderQueued[si] = false
			}
			return q
		}
		pc.senderQueued[si] = false
	}
	return -1
}
