// Package reference lists the figures the seed prints that an engine can
// recompute, with the seed's value, the engine's and a tolerance, so that
// both the `check` command and the panels can set them side by side.
package reference

import (
	"math"

	"pegasus/model/credit"
)

// ID names one checked figure; user-facing text is looked up by it.
type ID string

// The figures checked so far.
const (
	BatchTime16K   ID = "credit.batch_time_16k"
	Eq1At16K       ID = "credit.eq1_16k_600ns"
	Eq2At16K       ID = "credit.eq2_16k_600ns"
	Eq1At64K       ID = "credit.eq1_64k_600ns"
	Eq2At64K       ID = "credit.eq2_64k_600ns"
	AbsorbedJitter ID = "credit.absorbed_jitter"
)

// Unit is the unit a figure is expressed in.
type Unit string

// Units used by the rows.
const (
	Ns   Unit = "ns"
	Gbps Unit = "Gb/s"
)

// Tolerance says how far the engine may sit from the seed's value.
type Tolerance struct {
	Abs float64 // absolute, in the row's unit (0 = unused)
	Rel float64 // relative to the seed's value (0 = unused)
}

// Allows reports whether diff (engine - seed) is within the tolerance of seed.
func (t Tolerance) Allows(seed, diff float64) bool {
	limit := math.Max(t.Abs, t.Rel*math.Abs(seed))
	return math.Abs(diff) <= limit+1e-9
}

// Row is one checked figure.
type Row struct {
	ID     ID
	Panel  int     // the panel (1-based) where the figure lives
	Seed   float64 // the value the seed prints
	Engine float64 // the value the engine computes
	Unit   Unit
	Tol    Tolerance
}

// Diff is the engine's value minus the seed's.
func (r Row) Diff() float64 { return r.Engine - r.Seed }

// Pass reports whether the engine agrees with the seed within tolerance.
func (r Row) Pass() bool { return r.Tol.Allows(r.Seed, r.Diff()) }

// anchorTolerance is the agreement asked of the credit-loop anchors: the seed
// prints whole Gb/s, the model's sampling noise is a few tenths.
var anchorTolerance = Tolerance{Abs: 1.5}

// Credit returns the credit-loop rows, recomputed with the default
// parameters (600 ns jitter, 400 Gb/s, 2621.44 ns loop, seed 1, 20,000
// batches) and the batch size each row names.
func Credit() []Row {
	p16 := credit.DefaultParams()
	p64 := p16
	p64.BatchKiB = 64
	d := credit.NewDraws(p16.Seed, p16.Batches)
	eq1At16, eq2At16 := credit.ThroughputPairGbps(p16, d)
	eq1At64, eq2At64 := credit.ThroughputPairGbps(p64, d)
	return []Row{
		// "At 400 Gb/s a 16 KB batch lasts about 320 ns": "about" is taken as ±5%;
		// the engine counts 16 KiB = 16,384 B (16,000 B would give exactly 320).
		{ID: BatchTime16K, Panel: 1, Seed: 320, Engine: p16.BatchTimeNs(), Unit: Ns, Tol: Tolerance{Rel: 0.05}},
		{ID: Eq1At16K, Panel: 1, Seed: 342, Engine: eq1At16, Unit: Gbps, Tol: anchorTolerance},
		{ID: Eq2At16K, Panel: 1, Seed: 379, Engine: eq2At16, Unit: Gbps, Tol: anchorTolerance},
		{ID: Eq1At64K, Panel: 1, Seed: 352, Engine: eq1At64, Unit: Gbps, Tol: anchorTolerance},
		{ID: Eq2At64K, Panel: 1, Seed: 400, Engine: eq2At64, Unit: Gbps, Tol: anchorTolerance},
		// "The overdraft absorbs jitter up to one batch time": the seed's value is
		// one 16 KiB batch time; the engine finds the largest jitter at which
		// Eq. 2 still runs at line rate.
		{ID: AbsorbedJitter, Panel: 1, Seed: p16.BatchTimeNs(), Engine: credit.AbsorbedJitterNs(p16, credit.Eq2, d), Unit: Ns, Tol: Tolerance{Rel: 0.005}},
	}
}

// All returns every checked row, panel by panel.
func All() []Row { return Credit() }
