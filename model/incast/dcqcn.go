package incast

import "math"

// dcqcnConfig is DCQCNParams in simulation units: rates in Gb/s (bits per
// ns), times in ps, sizes in bytes.
type dcqcnConfig struct {
	line, rai, rhai, minRate float64
	g, alpha0                float64
	alphaPs, ratePs, cnpPs   int64
	byteCounter              float64
	fast                     int
	kmin, kmax, pmax         float64
	// The mechanism's parts: CNPs paced per port (cnpPortPs > 0, and then
	// not per QP), at most one cut per monitorPs, the target clamped only
	// after a timer increase.
	cnpPortPs, monitorPs int64
	clampAfterTimer      bool
	// decay holds alphaDecay's values for the first k, filled as they
	// are asked for (0: not yet).
	decay []float64
}

// decayTable is how many of alphaDecay's values a run keeps.
const decayTable = 256

// alphaDecay is (1-g)^k, the alpha timer's k expiries: math.Pow's result,
// kept for the small k that come back packet after packet.
func (c *dcqcnConfig) alphaDecay(k int64) float64 {
	if k >= int64(len(c.decay)) {
		return math.Pow(1-c.g, float64(k))
	}
	d := c.decay[k]
	if d == 0 {
		d = math.Pow(1-c.g, float64(k))
		c.decay[k] = d
	}
	return d
}

func newDCQCNConfig(p Params) dcqcnConfig {
	d := EffectiveDCQCN(p)
	c := dcqcnConfig{
		line:        float64(p.LineGbps),
		rai:         d.RaiMbps / 1000,
		rhai:        d.RhaiMbps / 1000,
		minRate:     math.Min(d.MinRateMbps/1000, float64(p.LineGbps)),
		g:           d.G,
		alphaPs:     max(1, int64(math.Round(d.AlphaTimerUs*1e6))),
		ratePs:      max(1, int64(math.Round(d.RateTimerUs*1e6))),
		cnpPs:       int64(math.Round(d.CNPIntervalUs * 1e6)),
		byteCounter: d.ByteCounterMB * 1e6,
		fast:        d.FastRecovery,
		kmin:        d.KminKiB * KiB,
		kmax:        d.KmaxKiB * KiB,
		pmax:        d.Pmax,
		alpha0:      1,
		decay:       make([]float64, decayTable),
	}
	m := p.Mechanism
	if m.cnpPerPort() {
		c.cnpPortPs = int64(math.Round(CNPPerPortUs * 1e6))
	}
	if m.rateMonitor() {
		c.monitorPs = int64(math.Round(RateMonitorUs * 1e6))
	}
	c.clampAfterTimer = m.clampAfterTimer()
	if m == MechConnectX {
		c.alpha0 = 1023.0 / 1024 // initial_alpha_value 1023
	}
	return c
}

// markProbability is the switch's ECN marking curve: none up to Kmin, a
// ramp to Pmax at Kmax, every packet above Kmax.
func (c *dcqcnConfig) markProbability(queueBytes float64) float64 {
	switch {
	case queueBytes <= c.kmin:
		return 0
	case queueBytes > c.kmax:
		return 1
	}
	return (queueBytes - c.kmin) / (c.kmax - c.kmin) * c.pmax
}

// reactionPoint is one QP's DCQCN sender state. The timers are evaluated
// lazily: catchUp applies every expiry up to a time when the QP is next
// touched, which is exact because nothing else changes the state between.
type reactionPoint struct {
	rc, rt    float64 // current and target rate, Gb/s
	alpha     float64
	active    bool  // a CNP has arrived: the timers run
	alphaNext int64 // next alpha-timer expiry
	rateNext  int64 // next rate-increase-timer expiry
	iT, iB    int   // timer and byte-counter stages since the last cut
	bytes     float64
	lastSend  int64 // start of the last packet
	lastBytes int64 // its size on the wire (0 before the first)
	lastCut   int64 // time of the last cut (for a rate monitor)
	timerInc  bool  // a timer increase came since the last cut
}

func newReactionPoint(c *dcqcnConfig) reactionPoint {
	return reactionPoint{rc: c.line, rt: c.line, alpha: c.alpha0}
}

// stageCap keeps the stage counters finite on very long idle spans.
const stageCap = 1 << 30

// increase is one rate-increase event: fast recovery towards the target
// for the first F events of either counter, hyper increase once both have
// passed F, additive increase in between.
func (r *reactionPoint) increase(c *dcqcnConfig) {
	switch {
	case max(r.iT, r.iB) < c.fast:
	case min(r.iT, r.iB) > c.fast:
		r.rt += float64(min(r.iT, r.iB)-c.fast) * c.rhai
	default:
		r.rt += c.rai
	}
	r.rt = min(r.rt, c.line) // the builtin: math.Min's result, inlined
	r.rc = (r.rt + r.rc) / 2
	if c.line-r.rc < 1e-9*c.line {
		r.rc = c.line
	}
}

// catchUp applies every timer expiry up to and including now.
func (r *reactionPoint) catchUp(c *dcqcnConfig, now int64) {
	if !r.active {
		return
	}
	if now >= r.alphaNext {
		k := int64(1) // (now-alphaNext)/alphaPs + 1, without a division when it is 1
		if d := now - r.alphaNext; d >= c.alphaPs {
			k = d/c.alphaPs + 1
		}
		r.alpha *= c.alphaDecay(k)
		r.alphaNext += k * c.alphaPs
	}
	r.catchUpRate(c, now)
}

// catchUpRate applies every rate-increase timer expiry up to and
// including now, the part of catchUp that moves the rates (alpha's timer
// plays no part in them).
func (r *reactionPoint) catchUpRate(c *dcqcnConfig, now int64) {
	for now >= r.rateNext {
		if r.rc >= c.line && r.rt >= c.line {
			// At line rate an increase changes only the stage count.
			k := (now-r.rateNext)/c.ratePs + 1
			r.iT = int(min(int64(r.iT)+k, stageCap))
			r.rateNext += k * c.ratePs
			r.timerInc = true
			break
		}
		r.iT = min(r.iT+1, stageCap)
		r.increase(c)
		r.rateNext += c.ratePs
		r.timerInc = true
	}
}

// onSend records a packet of bytes payload and wire bytes on the wire,
// sent at now: the byte counter (payload) may expire, and the rate
// limiter spaces the next packet by the wire bytes.
func (r *reactionPoint) onSend(c *dcqcnConfig, now, bytes, wire int64) {
	r.catchUp(c, now)
	if r.active {
		r.bytes += float64(bytes)
		for r.bytes >= c.byteCounter {
			r.bytes -= c.byteCounter
			r.iB = min(r.iB+1, stageCap)
			r.increase(c)
		}
	}
	r.lastSend, r.lastBytes = now, wire
}

// onCNP is the reaction to a CNP: the target takes the current rate, the
// rate is cut by alpha/2, alpha moves towards 1, and both timers restart.
// Under a rate monitor, a CNP within the monitor period of the last cut
// only moves alpha; with clamping after a timer increase, the target
// keeps its value unless a timer increase came since the last cut.
func (r *reactionPoint) onCNP(c *dcqcnConfig, now int64) {
	r.catchUp(c, now)
	if c.monitorPs > 0 && r.active && now-r.lastCut < c.monitorPs {
		r.alpha = (1-c.g)*r.alpha + c.g
		r.alphaNext = now + c.alphaPs
		return
	}
	if !c.clampAfterTimer || r.timerInc || !r.active {
		r.rt = r.rc
	}
	r.rc = max(c.minRate, r.rc*(1-r.alpha/2)) // the builtin: math.Max's result, inlined
	r.alpha = (1-c.g)*r.alpha + c.g
	r.active = true
	r.alphaNext = now + c.alphaPs
	r.rateNext = now + c.ratePs
	r.iT, r.iB, r.bytes = 0, 0, 0
	r.lastCut, r.timerInc = now, false
}

// paceEnd is when the rate limiter frees the QP after its last packet, at
// the current rate.
func (r *reactionPoint) paceEnd() int64 {
	if r.lastBytes == 0 {
		return math.MinInt64
	}
	return r.lastSend + int64(math.Ceil(float64(r.lastBytes)*8000/r.rc))
}

// eligibleAt predicts when the QP may send its next packet, at or after
// now (the state must be caught up to now): the rate limiter's end at the
// current rate, or an earlier timer expiry whose increase has already
// released it. The prediction holds unless a CNP arrives first.
func (r *reactionPoint) eligibleAt(c *dcqcnConfig, now int64) int64 {
	end := r.paceEnd()
	if !r.active || end <= r.rateNext {
		return max(end, now)
	}
	// A timer may release it first: follow the timers on a copy, the
	// rates only (alpha does not move them).
	s := *r
	for range 1 << 16 {
		tick := s.rateNext
		s.catchUpRate(c, tick)
		end = s.paceEnd()
		if end <= tick {
			return max(tick, now)
		}
		if end <= s.rateNext {
			return max(end, now)
		}
	}
	return max(end, now)
}
