package incast

import "math"

// steadyStart puts a QP in its long-run state. A credit QP has spent
// (and the receiver has counted) its free window; its FreeBatches
// requests wait at the receiver, and it may start its overdraft at once,
// as it runs ahead of its credits in a long run. A DCQCN QP runs at its
// fair share C/QPs with the target rate and alpha of the fluid model's
// fixed point (alpha at g if there is none), its timers and its packet
// clock at random phases so that the QPs do not start in step.
func (s *sim) steadyStart(st *qpState, q int32) {
	if s.p.Control == Credit {
		st.freeLeft = 0
		st.reqSent = int64(s.p.FreeBatches())
		st.pending = st.reqSent
		return
	}
	total := 0
	for _, n := range s.spec.qps {
		total += n
	}
	fair := s.dc.line / float64(total)
	r := &st.rp
	r.rc, r.rt, r.alpha = fair, fair, s.dc.g
	if !s.steady.solved {
		s.steady.fp, s.steady.err = DCQCNFixedPoint(EffectiveDCQCN(s.p), s.dc.line, total)
		s.steady.solved = true
	}
	if fp, err := s.steady.fp, s.steady.err; err == nil {
		r.alpha = fp.Alpha
		r.rt = math.Min(s.dc.line, math.Max(fair, fp.TargetGbps))
	}
	r.active = true
	r.alphaNext = int64(s.rng.Float64() * float64(s.dc.alphaPs))
	r.rateNext = int64(s.rng.Float64() * float64(s.dc.ratePs))
	r.lastBytes = PacketBytes + s.ovh
	r.lastSend = -int64(s.rng.Float64() * float64(PacketBytes+s.ovh) * 8000 / fair)
}
