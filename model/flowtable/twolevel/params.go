package twolevel

import (
	"fmt"

	"pegasus/model/csr"
	"pegasus/model/flowtable"
	"pegasus/model/knob"
)

// Limits of the run. At the largest, 100 updates of 128 new entries each
// make about 15,000 cell writes to each of 8 RNICs: about 120,000 events,
// which a run computes in a few tenths of a second.
const (
	// MaxRNICs is the RNICs one DPU manages in Pegasus (the rnics knob's
	// largest value).
	MaxRNICs = csr.PaperRNICs
	// MaxTxns is the most updates a run sends.
	MaxTxns = 100
	// MaxOpsPerTxn is the most entries one update changes.
	MaxOpsPerTxn = 128
)

// Params are the inputs of one run. Table (the "cuckoo" group) shapes the
// RNIC tables and the DPU's copy of their layout; Channel (the "csr"
// group) times the CSR accesses and address checks. Both come from their
// own groups; only the fields below are this group's knobs.
type Params struct {
	RNICs     int // RNICs the DPU manages
	Txns      int // updates the controller sends
	OpsPerTxn int // entries each update adds, moves or removes
	// DeletePct is the share of an update's operations, after the first
	// update, that remove an existing entry (the others add one or move
	// one to a new underlay address, half and half).
	DeletePct float64
	RebootS   float64 // time an RNIC (or the whole server) takes to come back
	DropMs    float64 // time a dropped channel stays down
	Seed      uint64
	Table     flowtable.Params
	Channel   csr.Params
}

// Knobs declares the "twolevel" group.
func Knobs() knob.Table[Params] {
	return knob.Table[Params]{
		Name: "twolevel",
		Base: func() Params {
			return Params{Table: flowtable.DefaultParams(), Channel: csr.DefaultParams()}
		},
		Fields: []knob.Field[Params]{
			knob.Bind(csr.RNICsSpec(), func(p *Params) *int { return &p.RNICs }),
			knob.Bind(knob.Spec{Key: "txns", Unit: "updates", Kind: knob.Whole, Min: 1, Max: MaxTxns, Step: 1, Big: 10, Default: 12, Origin: knob.Model},
				func(p *Params) *int { return &p.Txns }),
			knob.Bind(knob.Spec{Key: "ops_per_txn", Unit: "entries", Kind: knob.Whole, Min: 1, Max: MaxOpsPerTxn, Step: 1, Big: 16, Default: 16, Origin: knob.Model},
				func(p *Params) *int { return &p.OpsPerTxn }),
			knob.Bind(knob.Spec{Key: "delete_pct", Unit: "%", Kind: knob.Number, Min: 0, Max: 100, Step: 5, Big: 25, Default: 25, Origin: knob.Model},
				func(p *Params) *float64 { return &p.DeletePct }),
			knob.Bind(knob.Spec{Key: "reboot_s", Unit: "s", Kind: knob.Number, Min: 0.1, Max: 600, Step: 0.1, Big: 10, Offset: true, Default: 2, Origin: knob.Model},
				func(p *Params) *float64 { return &p.RebootS }),
			knob.Bind(knob.Spec{Key: "drop_ms", Unit: "ms", Kind: knob.Number, Min: 0.1, Max: 10_000, Step: 1, Big: 100, Offset: true, Default: 10, Origin: knob.Model},
				func(p *Params) *float64 { return &p.DropMs }),
			knob.Bind(knob.Seed(100), func(p *Params) *uint64 { return &p.Seed }),
		},
	}
}

// DefaultParams is eight RNICs with the digest's table and calibrated
// channel, and the model's workload.
func DefaultParams() Params { return Knobs().Defaults() }

// Validate checks the group's knobs, the table's and the channel's.
func (p Params) Validate() error {
	if err := Knobs().Validate(p); err != nil {
		return err
	}
	if err := p.Table.Validate(); err != nil {
		return err
	}
	return p.Channel.Validate()
}

// writeUs is the time one cell write takes: its entry's accesses.
func (p Params) writeUs() float64 {
	return float64(p.Channel.AccessesPerEntry()) * p.Channel.AccessUs()
}

func validated(op string, p Params) error {
	if err := p.Validate(); err != nil {
		return fmt.Errorf("twolevel: %s: %w", op, err)
	}
	return nil
}
