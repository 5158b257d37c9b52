package flowtable

import (
	"context"
	"fmt"

	ft "pegasus/model/flowtable"
	"pegasus/panels/kit"
)

// The VPC the lookup page's table holds: one VNI, overlay addresses from
// 10.0.0.1 up, each mapped 1:1 to an underlay address from 100.64.0.1 up.
const (
	vpcVNI       = 5001
	overlayBase  = 10<<24 | 1
	underlayBase = 100<<24 | 64<<16 | 1
)

// sweepOutcome is the sweep for one set of cuckoo knobs, and a table the
// lookup page sends packets through.
type sweepOutcome struct {
	params ft.Params
	sweep  ft.SweepResult
	// table holds a VPC's entries, inserted in order until the first key
	// lands in the stash (or, with no stash, until one fails): a table
	// with every kind of lookup to show. It is only read once built.
	table *ft.Table
}

// computeSweep runs the sweep and builds the lookup table.
func computeSweep(ctx context.Context, p ft.Params) (sweepOutcome, error) {
	s, err := ft.SweepCtx(ctx, p)
	if err != nil {
		return sweepOutcome{}, err
	}
	t, err := lookupTable(ctx, p)
	if err != nil {
		return sweepOutcome{}, err
	}
	return sweepOutcome{params: p, sweep: s, table: t}, nil
}

// vpcEntry is the i-th entry (from 0) of the lookup page's VPC.
func vpcEntry(i int) ft.Entry {
	return ft.Entry{Key: ft.Key(vpcVNI, overlayBase+uint32(i)), Value: underlayBase + uint64(i)}
}

// lookupTable inserts the VPC's entries into an empty table of p's shape
// until one lands in the stash or an insertion fails.
func lookupTable(ctx context.Context, p ft.Params) (*ft.Table, error) {
	t, err := ft.New(p, p.Seed)
	if err != nil {
		return nil, fmt.Errorf("lookup table: %w", err)
	}
	for i := 0; i < p.UsedSlots()+p.Stash; i++ {
		if i%4096 == 0 && ctx.Err() != nil {
			return nil, fmt.Errorf("lookup table: %w", ctx.Err())
		}
		if o := t.Insert(vpcEntry(i)); o.Status == ft.Full || t.StashLen() > 0 {
			break
		}
	}
	return t, nil
}

// sweepEngine is the panel's one slow engine, for kit.Engines.
const sweepEngine = 0

// runSweep captures the cuckoo knobs the sweep runs on, for kit.Engines;
// they name the computation for the shared engines.
func (p *Panel) runSweep(int) kit.RunFunc {
	params := p.valid.Cuckoo
	key := kit.EngineKey{Panel: ID, Engine: sweepEngine, Inputs: params}
	return p.Share(key, func(ctx context.Context) (any, error) { return computeSweep(ctx, params) })
}

// install shows a finished sweep and starts the lookup page over.
func (p *Panel) install(v any) {
	if o, ok := v.(sweepOutcome); ok {
		p.sweep = &o
		p.packet = 0
	}
}

// stale reports whether the sweep on screen is not for the knobs.
func (p *Panel) stale() bool { return p.engines.Stale(sweepEngine) }
