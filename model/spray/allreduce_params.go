package spray

import (
	"fmt"

	"pegasus/model/knob"
)

// AllReduceParams describe a ring all-reduce across servers, one ring per
// NIC (channel), each sending its share of the message in chunks that
// pipeline around the ring.
type AllReduceParams struct {
	SizeMB   float64 // the message size one calculation asks for, MB of 2^20 bytes
	Servers  int     // ranks on each ring (the testbed: 4 servers)
	Channels int     // rings in parallel, one per NIC (8)
	ChunkKiB float64 // NCCL chunk size
	HopUs    float64 // per-hop latency besides sending: wire, switch, kernel (us)
	RTTUs    float64 // round trip the commodity NIC waits per chunk before its write-with-immediate (us)
	LaunchUs float64 // fixed start-up cost of the collective (us)
	Slots    int     // chunks a receiver buffers per ring (NCCL_STEPS)

	// Constants of the model (Base, not knobs).
	LineGbps float64 // NIC rate
}

// AllReduceKnobs declares the "allreduce" group: every input of the
// all-reduce engine, once. At the maxima a curve takes about 0.1 s
// (BenchmarkAllReduceMax).
func AllReduceKnobs() knob.Table[AllReduceParams] {
	return knob.Table[AllReduceParams]{
		Name: "allreduce",
		Base: func() AllReduceParams { return AllReduceParams{LineGbps: LineGbps} },
		Fields: []knob.Field[AllReduceParams]{
			knob.Bind(knob.Spec{Key: "size_mb", Unit: "MB", Kind: knob.Number, Min: MinSizeBytes >> 20, Max: MaxSizeBytes >> 20, Step: 1, Big: 16,
				Default: 16, Origin: knob.Model},
				func(p *AllReduceParams) *float64 { return &p.SizeMB }),
			knob.Bind(knob.Spec{Key: "servers", Unit: "servers", Kind: knob.Whole, Min: 2, Max: 64, Step: 1, Big: 4, Default: 4, Origin: knob.Paper},
				func(p *AllReduceParams) *int { return &p.Servers }),
			knob.Bind(knob.Spec{Key: "channels", Unit: "rings", Kind: knob.Whole, Min: 1, Max: 64, Step: 1, Big: 4, Default: 8, Origin: knob.Paper},
				func(p *AllReduceParams) *int { return &p.Channels }),
			knob.Bind(knob.Spec{Key: "chunk_kib", Unit: "KiB", Kind: knob.Number, Min: 64, Max: 4096, Step: 64, Big: 512, Default: 256, Origin: knob.Model},
				func(p *AllReduceParams) *float64 { return &p.ChunkKiB }),
			knob.Bind(knob.Spec{Key: "hop_us", Unit: "us", Kind: knob.Number, Min: 0, Max: 50, Step: 0.5, Big: 5, Default: 5, Origin: knob.Model},
				func(p *AllReduceParams) *float64 { return &p.HopUs }),
			knob.Bind(knob.Spec{Key: "rtt_us", Unit: "us", Kind: knob.Number, Min: 0, Max: 100, Step: 0.5, Big: 5, Default: 10, Origin: knob.Model},
				func(p *AllReduceParams) *float64 { return &p.RTTUs }),
			knob.Bind(knob.Spec{Key: "launch_us", Unit: "us", Kind: knob.Number, Min: 0, Max: 100, Step: 0.5, Big: 5, Default: 2, Origin: knob.Model},
				func(p *AllReduceParams) *float64 { return &p.LaunchUs }),
			knob.Bind(knob.Spec{Key: "slots", Unit: "chunks", Kind: knob.Whole, Min: 1, Max: 64, Step: 1, Big: 4, Default: 8, Origin: knob.Model},
				func(p *AllReduceParams) *int { return &p.Slots }),
		},
	}
}

// DefaultAllReduce is the setting whose curves show what the digest reads
// from Figure 13: about twice the bus bandwidth for the P-RNIC at 8-16 MB,
// about equal from 64 MB up. The testbed's 4 servers and one ring per NIC
// of the 8 come from the digest; the chunk (256 KiB), hop latency (5 us),
// extra round trip (10 us), launch cost (2 us) and 8 slots are the
// model's.
func DefaultAllReduce() AllReduceParams { return AllReduceKnobs().Defaults() }

// Validate reports the first input that is not allowed, as a
// *knob.FieldError.
func (p AllReduceParams) Validate() error { return AllReduceKnobs().Validate(p) }

// check is Validate with the context of the engine, and the model's
// constants set.
func (p AllReduceParams) check() error {
	if err := p.Validate(); err != nil {
		return fmt.Errorf("spray: all-reduce: %w", err)
	}
	if !(p.LineGbps > 0) {
		return ErrNoBase
	}
	return nil
}

// SizeBytes is SizeMB in bytes.
func (p AllReduceParams) SizeBytes() float64 { return p.SizeMB * (1 << 20) }
