package incast

import (
	"context"
	"fmt"
	"math"
)

// Result is the outcome of one incast run. The summaries carry the JSON
// names the calc command prints.
type Result struct {
	Control   string `json:"cc"`              // the control that ran: "credit" or "dcqcn"
	Mechanism string `json:"dcqcn_mechanism"` // the DCQCN mechanism switched on ("none" for the paper's DCQCN)
	// WireOverheadB is each packet's headers and framing on the wire.
	WireOverheadB int `json:"wire_overhead_b"`
	// PayloadShare is the share of a full packet's wire bytes that is
	// payload: the goodput a perfect control reaches, over line rate.
	PayloadShare float64 `json:"payload_share"`
	// IdealFCTUs is total wire bytes (payload, headers, framing) over
	// line rate: the soonest the line can carry the run.
	IdealFCTUs float64 `json:"ideal_fct_us"`
	// IdealPayloadFCTUs is total payload bytes over line rate, as if
	// packets had no headers: shorter than any run can be.
	IdealPayloadFCTUs float64 `json:"ideal_payload_fct_us"`
	LastFCTUs         float64 `json:"last_fct_us"`         // when the last QP's last byte arrived
	MeanFCTUs         float64 `json:"mean_fct_us"`         // mean over QPs
	MaxQueueKiB       float64 `json:"max_queue_kib"`       // highest egress queue
	MeanQueueKiB      float64 `json:"mean_queue_kib"`      // time average of the egress queue
	MeanQueueDelayUs  float64 `json:"mean_queue_delay_us"` // mean wait of a packet in the queue
	GoodputGbps       float64 `json:"goodput_gbps"`        // payload bytes delivered over the time taken
	// LossVsLinePct is how far goodput falls below line rate, in percent:
	// headers and framing (WireLossPct) plus what the control loses.
	LossVsLinePct float64 `json:"loss_vs_line_pct"`
	// WireLossPct is the part of the line that full packets' headers and
	// framing take, in percent.
	WireLossPct    float64 `json:"wire_loss_pct"`
	PFCPauses      int     `json:"pfc_pauses"`      // pause frames the switch sent
	PFCPausedUs    float64 `json:"pfc_paused_us"`   // paused time summed over ingress ports
	DeliveredBytes int64   `json:"delivered_bytes"` // bytes that reached the receiver
	SentBytes      int64   `json:"sent_bytes"`      // bytes the senders put on the wire
	TotalBytes     int64   `json:"total_bytes"`     // bytes of all messages (0 in a sweep run)
	Completed      bool    `json:"completed"`       // every byte arrived before the horizon
	CNPs           int     `json:"cnps"`            // CNPs the receiver sent
	MarkedPackets  int     `json:"marked_packets"`  // packets the switch marked with ECN
	CreditsGranted int64   `json:"credits_granted"` // credits the receiver granted
	OffSignals     int     `json:"off_signals"`     // OFF signals the senders sent
	FreeBatches    int     `json:"free_batches"`    // each QP's free first window
	BDPKiB         float64 `json:"bdp_kib"`         // line rate times the base round trip
	// SenderGoodputGbps is each sender's delivered rate over the run (or
	// the measurement window of a sweep point).
	SenderGoodputGbps []float64 `json:"sender_goodput_gbps"`
	SampleUs          float64   `json:"sample_us"` // sampling period
	Samples           []Sample  `json:"samples"`   // the run over time, about SampleTarget periods
	// QPFCTUs is each QP's completion time (-1 if it did not complete).
	QPFCTUs []float64 `json:"-"`
	// Checks are the invariants the run kept.
	Checks Checks `json:"-"`
}

// Checks are quantities that must hold in every run; the tests assert
// them, and a panel may show them.
type Checks struct {
	MinQueueBytes  int64 // lowest queue after a departure: never negative
	MaxQueueBytes  int64 // highest queue: never above the buffer (PFC is lossless)
	OutOfOrder     int   // packets that arrived out of order: none on one FIFO path
	DuplicateBytes int64 // bytes delivered beyond a QP's message: none
	// MaxDebtBatches is the most batches any QP sent beyond the free
	// window and its received credits: at most the overdraft.
	MaxDebtBatches int64
	// MaxOverGrant is the most credits a QP received beyond those granted
	// to it: never above zero.
	MaxOverGrant int64
	// CreditsLeft are credits still on the wire or held at the end.
	CreditsLeft int64
}

// Run simulates p and returns its result, or the validation error.
func Run(p Params) (Result, error) { return RunCtx(context.Background(), p) }

// RunCtx is Run that stops early, with an error, when ctx is cancelled.
func RunCtx(ctx context.Context, p Params) (Result, error) {
	if err := Knobs().Validate(p); err != nil {
		return Result{}, fmt.Errorf("incast: %w", err)
	}
	qps := make([]int, p.Senders)
	for i := range qps {
		qps[i] = p.QPsPerSender
	}
	spec := runSpec{qps: qps, horizonPs: HorizonPs(p)}
	return simulate(ctx, p, spec, nil)
}

// HorizonPs is when a run stops if bytes are still missing (Completed is
// then false): three times the ideal time, and at least 20 ms. It bounds
// the work of the slowest DCQCN settings.
func HorizonPs(p Params) int64 {
	ideal := int64(math.Ceil(p.IdealFCTUs() * 1e6))
	return max(3*ideal, 20_000_000_000)
}

// simulate runs a validated p under spec and summarizes it, with the
// memory sc lends (nil: none), which it takes back.
func simulate(ctx context.Context, p Params, spec runSpec, sc *scratch) (Result, error) {
	s := newSim(p, spec, sc)
	if err := s.run(ctx); err != nil {
		return Result{}, err
	}
	r := s.result()
	if sc != nil {
		sc.keep(s)
	}
	return r, nil
}

// result summarizes a finished run.
func (s *sim) result() Result {
	st := &s.stats
	r := Result{
		Control:        s.p.Control.String(),
		Mechanism:      s.p.Mechanism.String(),
		WireOverheadB:  s.p.WireOverheadBytes,
		PayloadShare:   s.p.PayloadShare(),
		WireLossPct:    s.p.WireLossPct(),
		MaxQueueKiB:    float64(st.maxQueue) / KiB,
		PFCPauses:      st.pauses,
		DeliveredBytes: st.delivered,
		SentBytes:      st.sent,
		Completed:      s.done,
		CNPs:           st.cnps,
		MarkedPackets:  st.marked,
		CreditsGranted: st.granted,
		OffSignals:     st.offs,
		FreeBatches:    s.p.FreeBatches(),
		BDPKiB:         s.p.BDPBytes() / KiB,
		SampleUs:       float64(s.sampler.interval) / 1e6,
		Samples:        s.sampler.samples,
		QPFCTUs:        make([]float64, len(s.qps)),
	}
	paused := st.pausedPs
	for port, on := range s.sw.portPaused {
		if on {
			paused += st.end - s.sw.pauseStart[port]
		}
	}
	r.PFCPausedUs = float64(paused) / 1e6
	if win := st.end - s.spec.warmPs; win > 0 {
		r.MeanQueueKiB = (queueIntegral(s, st.end) - st.qIntAtWarm) / float64(win) / KiB
	}
	if st.delayN > 0 {
		r.MeanQueueDelayUs = st.delaySum / float64(st.delayN) / 1e6
	}
	r.SenderGoodputGbps = make([]float64, len(s.senders))
	if win := st.end - s.spec.warmPs; win > 0 {
		for _, q := range s.qps {
			r.SenderGoodputGbps[q.sender] += float64(q.winRcvd) * 8 / (float64(win) / 1000)
		}
	}
	var sum float64
	done := 0
	for i, q := range s.qps {
		r.QPFCTUs[i] = -1
		if q.fct >= 0 {
			f := float64(q.fct) / 1e6
			r.QPFCTUs[i] = f
			r.LastFCTUs = math.Max(r.LastFCTUs, f)
			sum += f
			done++
		}
	}
	if done > 0 {
		r.MeanFCTUs = sum / float64(done)
	}
	if s.spec.backlogged {
		if win := st.end - s.spec.warmPs; win > 0 {
			r.GoodputGbps = float64(st.winDelivered) * 8 / (float64(win) / 1000)
		}
	} else {
		r.IdealFCTUs = s.p.IdealFCTUs()
		r.IdealPayloadFCTUs = s.p.IdealPayloadFCTUs()
		r.TotalBytes = s.p.TotalBytes()
		if st.end > 0 {
			r.GoodputGbps = float64(st.delivered) * 8 / (float64(st.end) / 1000)
		}
	}
	r.LossVsLinePct = 100 * (1 - r.GoodputGbps/float64(s.p.LineGbps))
	minQ := st.minQueue
	if minQ == math.MaxInt64 {
		minQ = 0
	}
	r.Checks = Checks{
		MinQueueBytes:  minQ,
		MaxQueueBytes:  st.maxQueue,
		OutOfOrder:     st.outOfOrder,
		DuplicateBytes: st.overBytes,
		MaxDebtBatches: st.maxDebt,
		MaxOverGrant:   st.maxOverGrant,
		CreditsLeft:    st.creditsInFlight + st.creditsHeld,
	}
	return r
}
