package csr

import (
	"fmt"

	"pegasus/model/knob"
)

// Figures the digest gives.
const (
	// PaperMBps is the CSR channel's throughput, about 4 MB/s.
	PaperMBps = 4.0
	// PaperRNICs is the RNICs one DPU manages.
	PaperRNICs = 8
	// PaperTableEntries is the RNIC table's size (32K).
	PaperTableEntries = 32768
	// ProductionBeforeS is a VPC flow update with the address checked on
	// every command, in production.
	ProductionBeforeS = 3.54
	// ProductionAfterS is the same update with the per-RNIC state machine.
	ProductionAfterS = 1.5
)

// Choices of the model (see Calibrate for how two of them are set).
const (
	// ModelEntryBytes is the size of one table entry as written over the
	// channel: the 8-byte key, the 4-byte underlay address, two MAC
	// addresses and the VNI, rounded up to a power of two. The paper gives
	// no entry format.
	ModelEntryBytes = 32
	// ModelAccessBytes is the width of one CSR access (the digest's range
	// is 4 to 8 bytes; the wider access needs half the commands).
	ModelAccessBytes = 8
	// ChecksPerRestart is the address checks the state machine makes around
	// one restart: one when a command fails (Waiting) and one when the
	// RNIC reappears at its new address (Initial -> Channel Established).
	ChecksPerRestart = 2
)

// Params are the inputs of one push over the CSR channel.
type Params struct {
	Entries      int     // entries written to each RNIC
	EntryBytes   int     // bytes per entry
	RNICs        int     // RNICs the DPU pushes to, one after another
	AccessBytes  int     // bytes per CSR access (4 or 8)
	MBps         float64 // channel throughput, MB/s (10^6 bytes per second)
	CheckUs      float64 // one PCIe address check, microseconds
	Restarts     int     // RNIC restarts during the push
	TableEntries int     // the RNIC table's size: a push cannot exceed it
}

// RNICsSpec declares the "rnics" knob of the engines that follow one DPU
// (the CSR channel, the two-level table): the RNICs it manages, from 1 to
// the paper's 8, 8 by default.
func RNICsSpec() knob.Spec {
	return knob.Spec{Key: "rnics", Unit: "RNICs", Kind: knob.Whole, Min: 1, Max: PaperRNICs, Step: 1, Big: 4, Default: PaperRNICs, Origin: knob.Paper}
}

// Knobs declares the "csr" group.
func Knobs() knob.Table[Params] {
	cal := Calibrate(ModelEntryBytes, PaperRNICs, ModelAccessBytes, PaperMBps)
	t := knob.Table[Params]{
		Name: "csr",
		Fields: []knob.Field[Params]{
			knob.Bind(knob.Spec{Key: "entries", Unit: "entries", Kind: knob.Whole, Min: 1, Max: 65536, Step: 500, Big: 5000, Default: float64(cal.Entries), Origin: knob.Model},
				func(p *Params) *int { return &p.Entries }),
			knob.Bind(knob.Spec{Key: "entry_bytes", Unit: "B", Kind: knob.Whole, Min: 4, Max: 256, Step: 4, Big: 32, Default: ModelEntryBytes, Origin: knob.Model},
				func(p *Params) *int { return &p.EntryBytes }),
			knob.Bind(RNICsSpec(), func(p *Params) *int { return &p.RNICs }),
			knob.Bind(knob.Spec{Key: "access_bytes", Unit: "B", Kind: knob.Choice, Choices: []float64{4, 8}, Default: ModelAccessBytes, Origin: knob.Model},
				func(p *Params) *int { return &p.AccessBytes }),
			knob.Bind(knob.Spec{Key: "mbps", Unit: "MB/s", Kind: knob.Number, Min: 0.5, Max: 64, Step: 0.5, Big: 4, Default: PaperMBps, Origin: knob.Paper},
				func(p *Params) *float64 { return &p.MBps }),
			knob.Bind(knob.Spec{Key: "check_us", Unit: "us", Kind: knob.Number, Min: 0, Max: 100, Step: 0.1, Big: 1, Offset: true, Default: cal.CheckUs, Origin: knob.Model},
				func(p *Params) *float64 { return &p.CheckUs }),
			knob.Bind(knob.Spec{Key: "restarts", Unit: "restarts", Kind: knob.Whole, Min: 0, Max: 16, Step: 1, Big: 4, Default: 0, Origin: knob.Model},
				func(p *Params) *int { return &p.Restarts }),
			knob.Bind(knob.Spec{Key: "table_entries", Unit: "entries", Kind: knob.Whole, Min: 1024, Max: 65536, Step: 1024, Big: 8192, Default: PaperTableEntries, Origin: knob.Paper},
				func(p *Params) *int { return &p.TableEntries }),
		},
	}
	t.Cross = func(p Params) error {
		if p.Entries > p.TableEntries {
			return knob.Cross(t.Specs(), "entries", float64(p.Entries), knob.RuleAtMost, "table_entries", float64(p.TableEntries))
		}
		return nil
	}
	return t
}

// DefaultParams is the calibrated production update: the digest's channel
// and RNIC count with the model's entry size and access width, the entry
// count and the check time set by Calibrate.
func DefaultParams() Params { return Knobs().Defaults() }

// Validate checks p against the "csr" knobs; the error is a
// *knob.FieldError.
func (p Params) Validate() error { return Knobs().Validate(p) }

// AccessUs is the time of one CSR access: its bytes at the channel's rate
// (1 MB/s, with 1 MB = 10^6 bytes, is one byte per microsecond).
func (p Params) AccessUs() float64 { return float64(p.AccessBytes) / p.MBps }

// AccessesPerEntry is the accesses one entry needs.
func (p Params) AccessesPerEntry() int { return (p.EntryBytes + p.AccessBytes - 1) / p.AccessBytes }

// validated wraps a validation error with the operation that needed it.
func validated(op string, p Params) error {
	if err := p.Validate(); err != nil {
		return fmt.Errorf("csr: %s: %w", op, err)
	}
	return nil
}
