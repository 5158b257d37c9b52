package incast

// receive delivers a packet: the bytes are counted once, in order; a
// marked packet may trigger a CNP (DCQCN); free-window data is charged to
// the pacer (credits). A batch sent on overdraft is not charged: later
// grants repay it, as the seed says.
func (s *sim) receive(i int32) {
	pk := &s.pkts[i]
	s.freePk = append(s.freePk, i)
	st := &s.qps[pk.qp]
	if pk.offset != st.rcvd {
		s.stats.outOfOrder++
	}
	st.rcvd += pk.bytes
	if st.rcvd > st.size {
		s.stats.overBytes += st.rcvd - st.size
	}
	s.stats.delivered += pk.bytes
	if s.now >= s.spec.warmPs {
		s.stats.winDelivered += pk.bytes
		st.winRcvd += pk.bytes
	}
	s.sampler.delivered += pk.bytes
	switch s.p.Control {
	case DCQCN:
		if pk.marked && s.cnpDue(st) {
			s.stats.cnps++
			s.ev.push(s.now+2*s.delayPs, evCNP, pk.qp, 0)
		}
	case Credit:
		if pk.free {
			s.charge(pk.bytes)
		}
	}
	if st.rcvd == st.size {
		st.fct = s.now
		s.stats.doneQPs++
		if s.stats.doneQPs == len(s.qps) {
			s.done = true
		}
	}
}

// cnpDue reports whether a marked packet of st's QP may raise a CNP now,
// and records it: at most one per QP per CNP interval (the DCQCN paper),
// or one per port per CNPPerPortUs when the mechanism paces them per port.
func (s *sim) cnpDue(st *qpState) bool {
	if s.dc.cnpPortPs > 0 {
		if s.lastPortCNP != minTime && s.now-s.lastPortCNP < s.dc.cnpPortPs {
			return false
		}
		s.lastPortCNP = s.now
		return true
	}
	if st.lastCNP != minTime && s.now-st.lastCNP < s.dc.cnpPs {
		return false
	}
	st.lastCNP = s.now
	return true
}
