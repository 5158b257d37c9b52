// Package credit models Pegasus's receiver-granted credit loop: a sender that
// spends a free first window, then sends one batch per credit, with or without
// an overdraft of whole batches. It is a pure engine: no UI, no I/O.
package credit

import (
	"math"

	"pegasus/model/knob"
)

// Fixed physical constants of the model.
const (
	// KiB is the number of bytes in a kibibyte.
	KiB = 1024
	// PacketBytes is the payload of one RoCE packet in a batch.
	PacketBytes = 4096
	// DefaultLoopNs is the model's loop time: 128 KiB at 400 Gb/s, which
	// makes the free window exactly eight 16 KiB batches. The paper gives
	// no loop time; this is the model's choice.
	DefaultLoopNs = 2621.44
	// MaxJitterNs is the largest jitter any setting takes: more than
	// (overdraft + 1) batch times at the largest batch, slowest line and
	// largest overdraft (5 x 10,485.76 ns), so the lesson "k batches of
	// overdraft absorb k batch times of jitter" can be seen everywhere.
	MaxJitterNs = 60000.0
)

// Params are the inputs of one credit-loop experiment.
type Params struct {
	JitterNs  float64 // upper end of the uniform credit delay, ns
	BatchKiB  int     // batch size, KiB (one credit per batch)
	LineGbps  int     // line rate, Gb/s
	Overdraft int     // batches the sender may go into debt (0 = Eq. 1, 1 = Eq. 2)
	LoopNs    float64 // loop time L: batch start to credit return without jitter, ns
	Seed      uint64  // random seed of the jitter draws
	Batches   int     // batches simulated per run
	IncastN   int     // senders in the N-to-1 incast used by the cost table
}

// Knobs declares every input of the credit loop: the one place its
// ranges, steps, defaults and units are written.
func Knobs() knob.Table[Params] {
	return knob.Table[Params]{
		Name: "credit",
		Fields: []knob.Field[Params]{
			knob.Bind(knob.Spec{Key: "jitter_ns", Unit: "ns", Kind: knob.Number, Min: 0, Max: MaxJitterNs, Step: 10, Big: 100,
				Default: 600, Origin: knob.Paper, Log: true},
				func(p *Params) *float64 { return &p.JitterNs }),
			// The paper's batch is 16 KB; reading it as 16 KiB is the model's.
			knob.Bind(knob.Spec{Key: "batch_kib", Unit: "KiB", Kind: knob.Choice, Choices: []float64{4, 8, 16, 32, 64, 128},
				Default: 16, Origin: knob.Model},
				func(p *Params) *int { return &p.BatchKiB }),
			knob.Bind(knob.LineRate(), func(p *Params) *int { return &p.LineGbps }),
			knob.Bind(knob.Spec{Key: "overdraft", Unit: "batches", Kind: knob.Whole, Min: 0, Max: 4, Step: 1, Big: 4,
				Default: 1, Origin: knob.Paper},
				func(p *Params) *int { return &p.Overdraft }),
			knob.Bind(knob.Spec{Key: "loop_ns", Unit: "ns", Kind: knob.Number, Min: 100, Max: 20000, Step: 10, Big: 100, Offset: true,
				Default: DefaultLoopNs, Origin: knob.Model},
				func(p *Params) *float64 { return &p.LoopNs }),
			knob.Bind(knob.Seed(10), func(p *Params) *uint64 { return &p.Seed }),
			knob.Bind(knob.Spec{Key: "batches", Unit: "batches", Kind: knob.Whole, Min: 1000, Max: 1_000_000, Step: 1000, Big: 10000,
				Default: 20000, Origin: knob.Model},
				func(p *Params) *int { return &p.Batches }),
			knob.Bind(knob.Spec{Key: "incast_n", Unit: "senders", Kind: knob.Whole, Min: 2, Max: 1024, Step: 1, Big: 16,
				Default: 64, Origin: knob.Model},
				func(p *Params) *int { return &p.IncastN }),
		},
	}
}

// DefaultParams returns the panel's starting point: 600 ns jitter, 16 KiB
// batches, 400 Gb/s and one batch of overdraft (the digest's setting),
// with the model's 2,621.44 ns loop, seed 1 and 20,000 batches.
func DefaultParams() Params { return Knobs().Defaults() }

// Validate reports the first parameter that is not allowed, as a
// *knob.FieldError.
func (p Params) Validate() error { return Knobs().Validate(p) }

// BatchBytes is the batch size in bytes.
func (p Params) BatchBytes() int { return p.BatchKiB * KiB }

// BatchBits is the batch size in bits.
func (p Params) BatchBits() float64 { return float64(p.BatchBytes()) * 8 }

// PacketsPerBatch is the number of 4096-byte packets in one batch.
func (p Params) PacketsPerBatch() int { return p.BatchBytes() / PacketBytes }

// BatchTimeNs is the time one batch occupies the link at line rate.
func (p Params) BatchTimeNs() float64 { return p.BatchBits() / float64(p.LineGbps) }

// BDPBytes is the bandwidth-delay product of the loop: L x line rate.
func (p Params) BDPBytes() float64 { return p.LoopNs * float64(p.LineGbps) / 8 }

// BDPBatches is the bandwidth-delay product in (fractional) batches.
func (p Params) BDPBatches() float64 { return p.BDPBytes() / float64(p.BatchBytes()) }

// FreeWindow is the free first window F: the BDP rounded up to whole batches.
func (p Params) FreeWindow() int {
	f := int(math.Ceil(p.BDPBatches() - 1e-9))
	if f < 1 {
		f = 1
	}
	return f
}

// WindowBatches is the sender's full window: free window plus overdraft.
func (p Params) WindowBatches() int { return p.FreeWindow() + p.Overdraft }

// SlackNs is the jitter the window absorbs without slowing the sender:
// (F + overdraft) x batch time - L. It is negative when the window is
// shorter than the loop (never, since F rounds up).
func (p Params) SlackNs(overdraft int) float64 {
	return float64(p.FreeWindow()+overdraft)*p.BatchTimeNs() - p.LoopNs
}
