package reference

import "pegasus/model/credit"

// The credit-loop figures.
const (
	BatchTime16K   ID = "credit.batch_time_16k"
	Eq1At16K       ID = "credit.eq1_16k_600ns"
	Eq2At16K       ID = "credit.eq2_16k_600ns"
	Eq1At64K       ID = "credit.eq1_64k_600ns"
	Eq2At64K       ID = "credit.eq2_64k_600ns"
	AbsorbedJitter ID = "credit.absorbed_jitter"
)

// anchorTolerance is the agreement asked of the credit-loop anchors: the
// digest prints whole Gb/s, the model's sampling noise is a few tenths.
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
		{ID: BatchTime16K, Panel: PanelCredit, Kind: Recomputed, Digest: 320, Engine: p16.BatchTimeNs(), Unit: Ns, Tol: Tolerance{Rel: 0.05}},
		{ID: Eq1At16K, Panel: PanelCredit, Kind: Recomputed, Digest: 342, Engine: eq1At16, Unit: Gbps, Tol: anchorTolerance},
		{ID: Eq2At16K, Panel: PanelCredit, Kind: Recomputed, Digest: 379, Engine: eq2At16, Unit: Gbps, Tol: anchorTolerance},
		{ID: Eq1At64K, Panel: PanelCredit, Kind: Recomputed, Digest: 352, Engine: eq1At64, Unit: Gbps, Tol: anchorTolerance},
		{ID: Eq2At64K, Panel: PanelCredit, Kind: Recomputed, Digest: 400, Engine: eq2At64, Unit: Gbps, Tol: anchorTolerance},
		// "The overdraft absorbs jitter up to one batch time": the digest's value
		// is one 16 KiB batch time; the engine finds the largest jitter at which
		// Eq. 2 still runs at line rate.
		{ID: AbsorbedJitter, Panel: PanelCredit, Kind: Consistency, Digest: p16.BatchTimeNs(), Engine: credit.AbsorbedJitterNs(p16, credit.Eq2, d), Unit: Ns, Tol: Tolerance{Rel: 0.005}},
	}
}
