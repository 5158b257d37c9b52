package incast

// receive delivers a packet: the bytes are counted once, in order; a
// marked packet may trigger a CNP (DCQCN); free-window data is charged to
// the pacer (credits). A batch sent on overdraft is not charged: later
// grants repay it, as the seed says.
func (s *sim) receive(i int32) {
	pk := s.pkts[i]
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
		if pk.marked && (st.lastCNP == minTime || s.now-st.lastCNP >= s.dc.cnpPs) {
			st.lastCNP = s.now
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
