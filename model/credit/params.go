// Package credit models Pegasus's receiver-granted credit loop: a sender that
// spends a free first window, then sends one batch per credit, with or without
// an overdraft of whole batches. It is a pure engine: no UI, no I/O.
package credit

import (
	"fmt"
	"math"
)

// Fixed physical constants of the model.
const (
	// KiB is the number of bytes in a kibibyte.
	KiB = 1024
	// PacketBytes is the payload of one RoCE packet in a batch.
	PacketBytes = 4096
	// DefaultLoopNs is the paper's loop time: 128 KiB at 400 Gb/s.
	DefaultLoopNs = 2621.44
)

// Allowed parameter values and ranges.
var (
	// BatchKiBChoices lists the batch sizes the model accepts, in KiB.
	BatchKiBChoices = []int{4, 8, 16, 32, 64, 128}
	// LineGbpsChoices lists the line rates the model accepts, in Gb/s.
	LineGbpsChoices = []int{100, 200, 400, 800}
)

// Ranges of the continuous parameters (inclusive).
const (
	MinJitterNs   = 0.0
	MaxJitterNs   = 2000.0
	MinOverdraft  = 0
	MaxOverdraft  = 4
	MinLoopNs     = 100.0
	MaxLoopNs     = 20000.0
	MinBatches    = 1000
	MaxBatches    = 1_000_000
	MinIncastN    = 2
	MaxIncastN    = 1024
	DefaultSeed   = 1
	DefaultN      = 20000
	DefaultIncast = 64
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

// DefaultParams returns the paper's setting: 600 ns jitter, 16 KiB batches,
// 400 Gb/s, one batch of overdraft, a 2621.44 ns loop.
func DefaultParams() Params {
	return Params{
		JitterNs:  600,
		BatchKiB:  16,
		LineGbps:  400,
		Overdraft: 1,
		LoopNs:    DefaultLoopNs,
		Seed:      DefaultSeed,
		Batches:   DefaultN,
		IncastN:   DefaultIncast,
	}
}

// RangeError reports a parameter outside its allowed values.
type RangeError struct {
	Field   string // parameter name as used in configuration (e.g. "jitter_ns")
	Value   string // the rejected value, formatted
	Allowed string // a description of the allowed values
}

// Error implements error.
func (e *RangeError) Error() string {
	return fmt.Sprintf("%s = %s is out of range (allowed: %s)", e.Field, e.Value, e.Allowed)
}

// Validate reports the first parameter outside its allowed range.
func (p Params) Validate() error {
	switch {
	case math.IsNaN(p.JitterNs) || p.JitterNs < MinJitterNs || p.JitterNs > MaxJitterNs:
		return &RangeError{"jitter_ns", fmt.Sprint(p.JitterNs), "0 to 2000"}
	case !contains(BatchKiBChoices, p.BatchKiB):
		return &RangeError{"batch_kib", fmt.Sprint(p.BatchKiB), "4, 8, 16, 32, 64 or 128"}
	case !contains(LineGbpsChoices, p.LineGbps):
		return &RangeError{"line_gbps", fmt.Sprint(p.LineGbps), "100, 200, 400 or 800"}
	case p.Overdraft < MinOverdraft || p.Overdraft > MaxOverdraft:
		return &RangeError{"overdraft", fmt.Sprint(p.Overdraft), "0 to 4 (whole batches)"}
	case math.IsNaN(p.LoopNs) || p.LoopNs < MinLoopNs || p.LoopNs > MaxLoopNs:
		return &RangeError{"loop_ns", fmt.Sprint(p.LoopNs), "100 to 20000"}
	case p.Batches < MinBatches || p.Batches > MaxBatches:
		return &RangeError{"batches", fmt.Sprint(p.Batches), "1000 to 1000000"}
	case p.IncastN < MinIncastN || p.IncastN > MaxIncastN:
		return &RangeError{"incast_n", fmt.Sprint(p.IncastN), "2 to 1024"}
	}
	return nil
}

func contains(list []int, v int) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

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
