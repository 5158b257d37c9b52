package flowtable

import (
	"fmt"

	"pegasus/model/knob"
)

// Defaults the digest states, and limits of the model.
const (
	// PaperWays is the number of candidate slots per key (4-way cuckoo).
	PaperWays = 4
	// PaperSlots is the RNIC table's size (32K entries).
	PaperSlots = 32768
	// PaperStash is the stash added after a collision hit a tenant.
	PaperStash = 32
	// SlotsStep is the explorer's step for the table size: 840 is the
	// least common multiple of 1 to 8, so every step lands on a size that
	// every allowed number of ways divides.
	SlotsStep = 840
	// MinSlots is the smallest table the explorer accepts.
	MinSlots = 16
	// MaxSlots is the largest table the explorer accepts.
	MaxSlots = 65536
	// MaxStash is the largest stash the explorer accepts.
	MaxStash = 256
	// MaxKicksLimit is the largest move limit the explorer accepts.
	MaxKicksLimit = 10000
	// MaxTrials is the most trials a sweep runs (the work budget may allow
	// fewer).
	MaxTrials = 100
	// SweepBudget bounds a sweep's work, in evictions: at 50 to 60 ns per
	// eviction on this machine it is under 2 s on one core and under 1 s on
	// the two a sweep uses. See Work.
	SweepBudget = 30_000_000
)

// Params are the inputs of the cuckoo table and of its fill experiment.
type Params struct {
	Ways     int    // d: banks, one candidate slot per bank
	Slots    int    // total slots over all banks (Slots/Ways per bank)
	Stash    int    // stash entries checked after the ways
	MaxKicks int    // evictions one insertion may make before it gives up
	Trials   int    // fills a sweep averages over
	Seed     uint64 // seed of the hash functions and of the walks
}

// BankSize is the number of slots in one bank: Slots shared evenly over
// the ways (the knobs keep Slots a multiple of the ways).
func (p Params) BankSize() int { return p.Slots / p.Ways }

// UsedSlots is the table's size, every bank full: Slots for parameters
// that check.
func (p Params) UsedSlots() int { return p.BankSize() * p.Ways }

// SlotsFor is the table size nearest slots that ways divides: rounded
// down, or up when that would go below MinSlots. The explorer moves the
// slots there when the ways change (32,768 slots with 3 ways: 32,766).
func SlotsFor(slots, ways int) int {
	if ways < 1 || slots%ways == 0 {
		return slots
	}
	if down := slots - slots%ways; down >= MinSlots {
		return down
	}
	return slots - slots%ways + ways
}

// Work estimates one fill's evictions from above: each of the Stash+1
// failed walks costs MaxKicks, and the walks that succeed cost fewer than
// 32 evictions per slot over a whole fill (at most 22 were seen over 2 to 8
// ways, 840 to 65,520 slots, 100 to 10,000 kicks and eight seeds; large
// tables stay under 14). It is a budget, not a proven bound.
func (p Params) Work() int { return 32*p.Slots + (p.Stash+1)*p.MaxKicks }

// MaxTrialsFor is the most trials the work budget allows for p's table.
func (p Params) MaxTrialsFor() int {
	return min(MaxTrials, max(1, SweepBudget/max(1, p.Work())))
}

// Knobs declares the "cuckoo" group: every input of the engine, once.
func Knobs() knob.Table[Params] {
	t := knob.Table[Params]{
		Name: "cuckoo",
		Fields: []knob.Field[Params]{
			knob.Bind(knob.Spec{Key: "ways", Unit: "ways", Kind: knob.Whole, Min: 2, Max: 8, Step: 1, Big: 2, Default: PaperWays, Origin: knob.Paper},
				func(p *Params) *int { return &p.Ways }),
			knob.Bind(knob.Spec{Key: "slots", Unit: "slots", Kind: knob.Whole, Min: MinSlots, Max: MaxSlots, Step: SlotsStep, Big: 10 * SlotsStep, Default: PaperSlots, Origin: knob.Paper},
				func(p *Params) *int { return &p.Slots }),
			knob.Bind(knob.Spec{Key: "stash", Unit: "entries", Kind: knob.Whole, Min: 0, Max: MaxStash, Step: 1, Big: 8, Default: PaperStash, Origin: knob.Paper},
				func(p *Params) *int { return &p.Stash }),
			knob.Bind(knob.Spec{Key: "max_kicks", Unit: "kicks", Kind: knob.Whole, Min: 1, Max: MaxKicksLimit, Step: 50, Big: 500, Default: 1000, Origin: knob.Model},
				func(p *Params) *int { return &p.MaxKicks }),
			knob.Bind(knob.Spec{Key: "trials", Unit: "trials", Kind: knob.Whole, Min: 1, Max: MaxTrials, Step: 1, Big: 10, Default: 20, Origin: knob.Model},
				func(p *Params) *int { return &p.Trials }),
			knob.Bind(knob.Seed(100), func(p *Params) *uint64 { return &p.Seed }),
		},
	}
	t.Cross = func(p Params) error {
		if p.Slots%p.Ways != 0 {
			return knob.Cross(t.Specs(), "slots", float64(p.Slots), knob.RuleMultiple, "ways", float64(p.Ways))
		}
		if limit := p.MaxTrialsFor(); p.Trials > limit {
			return knob.Cross(t.Specs(), "trials", float64(p.Trials), knob.RuleAtMost,
				"30000000 / (32 * slots + (stash + 1) * max_kicks)", float64(limit))
		}
		return nil
	}
	return t
}

// DefaultParams returns the digest's table (4 ways, 32K slots, a 32-entry
// stash) with the model's move limit, trials and seed.
func DefaultParams() Params { return Knobs().Defaults() }

// Validate checks p against the "cuckoo" knobs; the error is a
// *knob.FieldError.
func (p Params) Validate() error { return Knobs().Validate(p) }

// validated wraps a validation error with the operation that needed it.
func validated(op string, p Params) error {
	if err := p.Validate(); err != nil {
		return fmt.Errorf("flowtable: %s: %w", op, err)
	}
	return nil
}
