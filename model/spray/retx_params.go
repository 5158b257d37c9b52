package spray

import "pegasus/model/knob"

// Policy is when the receiver asks for a retransmission of its head.
type Policy string

// The two triggers the digest compares (Figure 12 of the paper).
const (
	// OOOOnly asks as soon as the out-of-order degree passes its threshold.
	OOOOnly Policy = "ooo"
	// OOOAndMissing asks only when the out-of-order degree and the share
	// of missing packets in the bitmap both pass their thresholds: the
	// paper's rule.
	OOOAndMissing Policy = "ooo+missing"
)

// Policies lists the triggers in display order (the knob's names; read
// only).
var Policies = []Policy{OOOOnly, OOOAndMissing}

// Limits of the retransmission engine's inputs.
const (
	// MinWindow is the smallest bitmap window accepted: one batch of four
	// packets, the unit a credit releases.
	MinWindow = 4
	// MaxWindow is the window of the largest receiver state the explorer
	// offers (512 bytes of bitmaps).
	MaxWindow = 2048
	// MaxSkewNs bounds the spread of path delays: 5 us, about 61 packet
	// times at 400 Gb/s, far more than a data-center fabric's paths differ.
	MaxSkewNs = 5000
	// MaxQueueJitterNs bounds the mean queueing jitter per packet.
	MaxQueueJitterNs = 2000
	// MaxRetxPackets bounds one run (about 0.5 s at the other maxima).
	MaxRetxPackets = 2_000_000
	// MaxLossBurst bounds the packets one loss event drops.
	MaxLossBurst = 256
	// MaxRTOUs bounds the retransmission timeout.
	MaxRTOUs = 1000
)

// RetxParams describe one sprayed stream and the receiver's trigger.
type RetxParams struct {
	Policy Policy
	Paths  int
	SkewNs float64 // spread of the paths' fixed extra delays, ns
	// QueueJitterNs is the mean of each packet's extra exponential
	// queueing delay, ns (not the credit loop's jitter).
	QueueJitterNs float64
	Window        int // bitmap positions the receiver tracks
	// OOOThreshold is the out-of-order degree (highest PSN received minus
	// the head), as a share of the window, that the trigger must pass.
	OOOThreshold float64
	// MissingThreshold is the share of the window's positions below the
	// highest PSN that are still missing, that the trigger must pass
	// under OOOAndMissing.
	MissingThreshold float64
	// LossRate is the share of packets dropped, in events of LossBurst
	// consecutive packets.
	LossRate  float64
	LossBurst int
	RTOUs     float64 // sender's timeout after sending, catches what the trigger misses (us)
	Packets   int
	Seed      uint64

	// Constants of the model (Base, not knobs).
	LineGbps    float64 // the P-RNIC's port rate
	PacketBytes int
}

// RetxKnobs declares the "retx" group: every input of the retransmission
// engine, once.
func RetxKnobs() knob.Table[RetxParams] {
	return knob.Table[RetxParams]{
		Name: "retx",
		Base: func() RetxParams { return RetxParams{LineGbps: LineGbps, PacketBytes: PacketBytes} },
		Fields: []knob.Field[RetxParams]{
			bindName(knob.Spec{Key: "policy", Kind: knob.Named, Default: 1, Origin: knob.Paper}, Policies,
				func(p *RetxParams) *Policy { return &p.Policy }),
			knob.Bind(pathsSpec(), func(p *RetxParams) *int { return &p.Paths }),
			knob.Bind(skewSpec(550), func(p *RetxParams) *float64 { return &p.SkewNs }),
			knob.Bind(knob.Spec{Key: "queue_jitter_ns", Unit: "ns", Kind: knob.Number, Min: 0, Max: MaxQueueJitterNs, Step: 10, Big: 100, Default: 170, Origin: knob.Model},
				func(p *RetxParams) *float64 { return &p.QueueJitterNs }),
			knob.Bind(knob.Spec{Key: "window", Unit: "packets", Kind: knob.Whole, Min: MinWindow, Max: MaxWindow, Step: 4, Big: 64,
				Default: float64(BitmapWindow(StateBytesPerQP)), Origin: knob.Model},
				func(p *RetxParams) *int { return &p.Window }),
			// The thresholds are shares of the window; the knobs show them in
			// percent, as the paper and the page speak of them.
			bindPercent(knob.Spec{Key: "ooo_threshold_pct", Unit: "%", Kind: knob.Number, Min: 0, Max: 100, Step: 0.25, Big: 1,
				Default: DefaultOOOThresholdPct, Origin: knob.Model},
				func(p *RetxParams) *float64 { return &p.OOOThreshold }),
			bindPercent(knob.Spec{Key: "missing_threshold_pct", Unit: "%", Kind: knob.Number, Min: 0, Max: 100, Step: 0.25, Big: 1,
				Default: DefaultMissingThresholdPct, Origin: knob.Model},
				func(p *RetxParams) *float64 { return &p.MissingThreshold }),
			knob.Bind(knob.Spec{Key: "loss_rate", Kind: knob.Choice, Choices: []float64{0, 1e-5, 1e-4, 1e-3, 1e-2}, Default: 0, Origin: knob.Model},
				func(p *RetxParams) *float64 { return &p.LossRate }),
			knob.Bind(knob.Spec{Key: "loss_burst", Unit: "packets", Kind: knob.Whole, Min: 1, Max: MaxLossBurst, Step: 1, Big: 8,
				Default: DefaultLossBurst, Origin: knob.Model},
				func(p *RetxParams) *int { return &p.LossBurst }),
			knob.Bind(knob.Spec{Key: "rto_us", Unit: "us", Kind: knob.Number, Min: 1, Max: MaxRTOUs, Step: 1, Big: 10, Default: 100, Origin: knob.Model},
				func(p *RetxParams) *float64 { return &p.RTOUs }),
			knob.Bind(knob.Spec{Key: "packets", Unit: "packets", Kind: knob.Whole, Min: 1000, Max: MaxRetxPackets, Step: 1000, Big: 100_000,
				Default: 1_000_000, Origin: knob.Model},
				func(p *RetxParams) *int { return &p.Packets }),
			knob.Bind(knob.Seed(10), func(p *RetxParams) *uint64 { return &p.Seed }),
		},
	}
}

// bindPercent ties a knob in percent to a field that holds a share.
func bindPercent[P any](spec knob.Spec, at func(*P) *float64) knob.Field[P] {
	return knob.Field[P]{
		Spec: spec,
		Get:  func(p P) float64 { return 100 * *at(&p) },
		Set:  func(p *P, v float64) { *at(p) = v / 100 },
	}
}

// DefaultRetx is a 400 Gb/s stream of a million packets sprayed over 8
// paths whose delays spread over 0.55 us, with 0.17 us of mean queueing
// jitter, a 320-position window (80 bytes of bitmaps) and the paper's
// two-threshold trigger. The thresholds are calibrated (see
// DefaultOOOThreshold); the paper does not describe its stress test.
func DefaultRetx() RetxParams { return RetxKnobs().Defaults() }

// Validate reports the first input that is not allowed, as a
// *knob.FieldError.
func (p RetxParams) Validate() error { return RetxKnobs().Validate(p) }

// PacketNs is the time one packet takes on the wire: the gap between
// consecutive sends.
func (p RetxParams) PacketNs() float64 { return packetNs(p.PacketBytes, p.LineGbps) }
