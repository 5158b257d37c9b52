package pcie

import (
	"context"
	"fmt"
	"math"
)

// StepNs is the fluid model's time step.
const StepNs = 20

// SampleTarget is how many samples a run keeps for its charts.
const SampleTarget = 200

// Sample is the state over one sampling period.
type Sample struct {
	TimeUs       float64 `json:"t_us"`           // end of the period
	QueueKiB     float64 `json:"queue_kib"`      // the NIC's receive queue, at the end of the period
	PeakQueueKiB float64 `json:"peak_queue_kib"` // highest in the period
	CreditGbps   float64 `json:"credit_gbps"`    // credit rate the NIC grants
	ArrivalGbps  float64 `json:"arrival_gbps"`   // network data reaching the NIC
	NICPCIeGbps  float64 `json:"nic_pcie_gbps"`  // the NIC's writes into the GPU
	HostGbps     float64 `json:"host_gbps"`      // host-to-GPU copies
	PauseFrames  int     `json:"pause_frames"`   // sent into the fabric so far
	DroppedKiB   float64 `json:"dropped_kib"`    // dropped so far
	TXPFCOn      bool    `json:"tx_pfc_on"`      // TX PFC enabled at the end of the period
	FabricPaused float64 `json:"fabric_paused"`  // share of the period the upstream was paused
}

// Result is one run.
type Result struct {
	Mode           string  `json:"tx_pfc"`           // the TX PFC policy
	PauseFrames    int     `json:"pause_frames"`     // that reached the fabric
	FabricPausedUs float64 `json:"fabric_paused_us"` // upstream time spent paused
	DroppedKiB     float64 `json:"dropped_kib"`      // data dropped on buffer overflow
	MaxQueueKiB    float64 `json:"max_queue_kib"`    // peak receive queue
	MeanCreditGbps float64 `json:"mean_credit_gbps"` // mean credit rate granted
	NICGbps        float64 `json:"nic_gbps"`         // mean rate into the GPU from the network
	HostGbps       float64 `json:"host_gbps"`        // mean host copy rate achieved
	TXPFCOffAtUs   float64 `json:"tx_pfc_off_at_us"` // when Auto turned TX PFC off (-1: never)
	// Byte accounting: what arrived from the network went into the GPU,
	// stayed queued or was dropped.
	ArrivedKiB    float64 `json:"arrived_kib"`
	DeliveredKiB  float64 `json:"delivered_kib"`   // written into the GPU
	FinalQueueKiB float64 `json:"final_queue_kib"` // queued at the end
	// MaxWindowFrames is the most pause frames in any millisecond.
	MaxWindowFrames int      `json:"max_window_frames"`
	SampleUs        float64  `json:"sample_us"` // sampling period
	Samples         []Sample `json:"samples"`   // the run over time
}

// Run simulates p.
func Run(p Params) (Result, error) { return RunCtx(context.Background(), p) }

// RunCtx is Run that stops, with an error, when ctx is cancelled.
//
// Each step: the host copies at HostGbps during its bursts; PCIe serves
// the NIC and the host fairly (each gets at least half when both want
// more, and what the other leaves); the NIC wants the whole link while its
// queue holds data. Network data arrives at the credit rate of one RTT
// earlier plus the uncredited traffic, capped at the line, and not at all
// while the upstream is paused (a pause or resume takes a quarter RTT, one
// link, to act). The credit rate is the line less the uncredited traffic,
// times SlowFactor while the queue is above CreditKiB. TX PFC sends a
// pause when the queue reaches Xoff, refreshes it every RefreshUs, and
// lets it lapse at Xon; in Auto, more than PFCLimit frames in the last
// millisecond turn it off for the rest of the run. Data beyond the buffer
// is dropped.
func RunCtx(ctx context.Context, p Params) (Result, error) {
	if err := Knobs().ValidateNamed(p); err != nil {
		return Result{}, err
	}
	const dt = StepNs / 1e9 // s
	toBytes := func(gbps float64) float64 { return gbps * 1e9 / 8 * dt }
	steps := int(math.Round(p.DurationUs * 1000 / StepNs))
	rttSteps := max(1, int(math.Round(p.RTTNs/StepNs)))
	linkSteps := max(1, rttSteps/4)
	refresh := max(1, int(math.Round(p.RefreshUs*1000/StepNs)))
	window := int(1e6 / StepNs) // one millisecond of steps
	period := p.HostOnUs + p.HostOffUs
	line := float64(p.LineGbps)
	normal := line - p.UncreditedGbps
	buffer, creditAt := p.BufferKiB*1024, p.CreditKiB*1024
	xoff, xon := p.XoffKiB*1024, p.XonKiB*1024

	credits := make([]float64, rttSteps) // credit rate of the last RTT, a ring
	for i := range credits {
		credits[i] = normal
	}
	pauseLine := make([]bool, linkSteps) // the NIC's pause state on its way upstream
	var frameSteps []int                 // steps of the frames in the last millisecond
	txOn := p.Mode != Off
	r := Result{Mode: p.Mode.String(), TXPFCOffAtUs: -1}
	var q, dropped, creditSum, nicSum, hostSum, pausedSteps, arrived, delivered float64
	pausing, sincePause := false, 0
	per := max(1, steps/SampleTarget)
	var acc Sample
	var peak float64
	r.Samples = make([]Sample, 0, steps/per+1)
	for k := range steps {
		if k&0xffff == 0 {
			if err := ctx.Err(); err != nil {
				return Result{}, fmt.Errorf("pcie run cancelled at %.1f us: %w", float64(k)*StepNs/1000, err)
			}
		}
		tUs := float64(k) * StepNs / 1000
		host := 0.0
		if period > 0 && math.Mod(tUs, period) < p.HostOnUs {
			host = p.HostGbps
		}
		upstreamPaused := pauseLine[k%linkSteps]
		arrival := 0.0
		if !upstreamPaused {
			arrival = math.Min(line, credits[k%rttSteps]+p.UncreditedGbps)
		}
		want := arrival
		if q > 0 {
			want = p.PCIeGbps
		}
		nic := math.Min(want, math.Max(p.PCIeGbps/2, p.PCIeGbps-host))
		// The NIC cannot write more than it holds.
		nic = math.Min(nic, arrival+q/dt*8/1e9)
		hostGot := math.Min(host, p.PCIeGbps-nic)
		arrived += toBytes(arrival)
		delivered += toBytes(nic)
		q += toBytes(arrival) - toBytes(nic)
		q = math.Max(q, 0)
		if q > buffer {
			dropped += q - buffer
			q = buffer
		}
		credit := normal
		if q > creditAt {
			credit = normal * p.SlowFactor
		}
		credits[k%rttSteps] = credit // read again one RTT from now
		// TX PFC.
		for len(frameSteps) > 0 && frameSteps[0] <= k-window {
			frameSteps = frameSteps[1:]
		}
		if txOn {
			switch {
			case !pausing && q >= xoff:
				pausing, sincePause = true, 0
				frameSteps = append(frameSteps, k)
				r.PauseFrames++
			case pausing && q <= xon:
				pausing = false
			case pausing:
				if sincePause++; sincePause >= refresh {
					sincePause = 0
					frameSteps = append(frameSteps, k)
					r.PauseFrames++
				}
			}
			r.MaxWindowFrames = max(r.MaxWindowFrames, len(frameSteps))
			if p.Mode == Auto && len(frameSteps) > p.PFCLimit {
				txOn, pausing = false, false
				r.TXPFCOffAtUs = tUs
			}
		}
		pauseLine[k%linkSteps] = pausing // acts upstream one link from now
		if upstreamPaused {
			pausedSteps++
		}
		creditSum += credit
		nicSum += nic
		hostSum += hostGot
		peak = math.Max(peak, q)
		acc.CreditGbps += credit
		acc.ArrivalGbps += arrival
		acc.NICPCIeGbps += nic
		acc.HostGbps += hostGot
		if upstreamPaused {
			acc.FabricPaused++
		}
		if (k+1)%per == 0 || k == steps-1 {
			n := float64(k%per + 1)
			acc.TimeUs = float64(k+1) * StepNs / 1000
			acc.CreditGbps /= n
			acc.ArrivalGbps /= n
			acc.NICPCIeGbps /= n
			acc.HostGbps /= n
			acc.FabricPaused /= n
			acc.QueueKiB = q / 1024
			acc.PeakQueueKiB = peak / 1024
			acc.PauseFrames = r.PauseFrames
			acc.DroppedKiB = dropped / 1024
			acc.TXPFCOn = txOn
			r.Samples = append(r.Samples, acc)
			acc, peak = Sample{}, q
		}
		r.MaxQueueKiB = math.Max(r.MaxQueueKiB, q/1024)
	}
	n := float64(steps)
	r.FabricPausedUs = pausedSteps * StepNs / 1000
	r.ArrivedKiB, r.DeliveredKiB, r.FinalQueueKiB = arrived/1024, delivered/1024, q/1024
	r.DroppedKiB = dropped / 1024
	r.MeanCreditGbps = creditSum / n
	r.NICGbps = nicSum / n
	r.HostGbps = hostSum / n
	r.SampleUs = float64(per) * StepNs / 1000
	return r, nil
}

// Comparison is the same load under the three TX PFC policies.
type Comparison struct {
	Auto Result `json:"auto"` // paper policy: on, off when counters run high
	On   Result `json:"on"`   // TX PFC always on
	Off  Result `json:"off"`  // TX PFC always off
}

// Compare runs p under each TX PFC policy.
func Compare(ctx context.Context, p Params) (Comparison, error) {
	var c Comparison
	for _, m := range []Mode{Auto, On, Off} {
		q := p
		q.Mode = m
		r, err := RunCtx(ctx, q)
		if err != nil {
			return Comparison{}, err
		}
		switch m {
		case Auto:
			c.Auto = r
		case On:
			c.On = r
		default:
			c.Off = r
		}
	}
	return c, nil
}
