package reference

import "pegasus/model/credit"

// The credit-loop figures.
const (
	BatchTime16K    ID = "credit.batch_time_16k"
	Eq1At16K        ID = "credit.eq1_16k_600ns"
	Eq2At16K        ID = "credit.eq2_16k_600ns"
	Eq1At64K        ID = "credit.eq1_64k_600ns"
	Eq2At64K        ID = "credit.eq2_64k_600ns"
	AbsorbedJitter  ID = "credit.absorbed_jitter"
	CreditBatchKB   ID = "credit.batch_16kb"
	CreditPackets   ID = "credit.packets_per_batch"
	CreditBigBatch  ID = "credit.batch_64kb"
	CreditJitter    ID = "credit.jitter_600ns"
	CreditOverdraft ID = "credit.overdraft_one_batch"
	Fig8WithoutLow  ID = "credit.fig8_without_low"
	Fig8WithoutHi   ID = "credit.fig8_without_high"
	Fig8With        ID = "credit.fig8_with"
	Fig8WithHigh    ID = "credit.fig8_with_high"
)

// anchorTolerance is the agreement asked of the credit-loop anchors: the
// digest prints whole Gb/s, the model's sampling noise is a few tenths.
var anchorTolerance = Tolerance{Abs: 1.5}

// AnchorOtherLoopNs is the loop time the anchors are shown at beside the
// model's: a round trip that is not a whole number of batch times.
const AnchorOtherLoopNs = 2400

// DigestKB is the digest's kilobyte: "16 KB" read as 16,000 bytes.
const DigestKB = 1000

// Credit returns the credit-loop rows. Panel 1's four anchors (342, 379,
// 352 and 400 Gb/s) are the digest's model, which this one repeats at the
// model's loop time L = 2,621.44 ns, eight 16 KiB batch times: they hold
// only there (at L = 2,400 ns Eq. 1 and Eq. 2 give about 365 and 398 at
// 16 KiB), so they are a calibration of L, with the value at
// AnchorOtherLoopNs beside each. The batch time is computed for the
// model's reading, 16 KiB, with the digest's 16 KB = 16,000 B beside it.
// Figure 8's testbed numbers are not modelled.
func Credit() []Row {
	p16 := credit.DefaultParams()
	p64 := p16
	p64.BatchKiB = 64
	d := credit.NewDraws(p16.Seed, p16.Batches)
	eq1At16, eq2At16 := credit.ThroughputPairGbps(p16, d)
	eq1At64, eq2At64 := credit.ThroughputPairGbps(p64, d)
	o16, o64 := p16, p64
	o16.LoopNs, o64.LoopNs = AnchorOtherLoopNs, AnchorOtherLoopNs
	oEq1At16, oEq2At16 := credit.ThroughputPairGbps(o16, d)
	oEq1At64, oEq2At64 := credit.ThroughputPairGbps(o64, d)
	kbNs := 16 * DigestKB * 8 / float64(p16.LineGbps)
	anchor := func(id ID, digest, engine, other float64) Row {
		return Row{ID: id, Panel: PanelCredit, Kind: Calibrated, Digest: digest, Engine: engine, Unit: Gbps, Tol: anchorTolerance,
			Alt: other, HasAlt: true}
	}
	return []Row{
		// "At 400 Gb/s a 16 KB batch lasts about 320 ns": "about" is taken as ±5%;
		// the engine counts 16 KiB = 16,384 B; 16,000 B gives exactly 320.
		{ID: BatchTime16K, Panel: PanelCredit, Kind: Recomputed, Digest: 320, Engine: p16.BatchTimeNs(), Unit: Ns, Tol: Tolerance{Rel: 0.05},
			Alt: kbNs, HasAlt: true},
		anchor(Eq1At16K, 342, eq1At16, oEq1At16),
		anchor(Eq2At16K, 379, eq2At16, oEq2At16),
		anchor(Eq1At64K, 352, eq1At64, oEq1At64),
		anchor(Eq2At64K, 400, eq2At64, oEq2At64),
		// "The overdraft absorbs jitter up to one batch time": the digest's value
		// is one 16 KiB batch time; the engine finds the largest jitter at which
		// Eq. 2 still runs at line rate.
		{ID: AbsorbedJitter, Panel: PanelCredit, Kind: Consistency, Digest: p16.BatchTimeNs(), Engine: credit.AbsorbedJitterNs(p16, credit.Eq2, d), Unit: Ns, Tol: Tolerance{Rel: 0.005}},
		echo(CreditBatchKB, PanelCredit, 16, float64(p16.BatchKiB), KB),
		echo(CreditPackets, PanelCredit, 4, float64(p16.PacketsPerBatch()), Count),
		echo(CreditBigBatch, PanelCredit, 64, float64(p64.BatchKiB), KB),
		echo(CreditJitter, PanelCredit, 600, p16.JitterNs, Ns),
		echo(CreditOverdraft, PanelCredit, 1, float64(p16.Overdraft), Count),
		// Figure 8: four FPGA RNICs in all-to-all, 2-512 QPs, without and
		// with the overdraft; the model has no testbed to run.
		notModelled(Fig8WithoutLow, PanelCredit, 323, Gbps),
		notModelled(Fig8WithoutHi, PanelCredit, 383, Gbps),
		notModelled(Fig8With, PanelCredit, 385, Gbps),
		notModelled(Fig8WithHigh, PanelCredit, 387, Gbps),
	}
}

// AnchorLoopsNs are the loop times at which the credit loop shows Panel
// 1's anchors: the model's L = 2,621.44 ns (eight 16 KiB batch times)
// among others, none of which the paper gives.
var AnchorLoopsNs = []float64{2000, AnchorOtherLoopNs, credit.DefaultLoopNs, 3000, 3500}

// AnchorsAtLoop are Panel 1's four anchors at one loop time.
type AnchorsAtLoop struct {
	LoopNs             float64
	Eq1At16K, Eq2At16K float64 // Gb/s, 16 KiB batches, 600 ns jitter
	Eq1At64K, Eq2At64K float64 // and 64 KiB batches
}

// AnchorsAcrossLoop computes Panel 1's anchors (the digest's 342, 379,
// 352 and 400 Gb/s) at each of AnchorLoopsNs, everything else at the
// defaults: how they move with L, the one model choice they calibrate.
func AnchorsAcrossLoop() []AnchorsAtLoop {
	p16 := credit.DefaultParams()
	d := credit.NewDraws(p16.Seed, p16.Batches)
	out := make([]AnchorsAtLoop, 0, len(AnchorLoopsNs))
	for _, l := range AnchorLoopsNs {
		a, b := p16, p16
		a.LoopNs, b.LoopNs, b.BatchKiB = l, l, 64
		row := AnchorsAtLoop{LoopNs: l}
		row.Eq1At16K, row.Eq2At16K = credit.ThroughputPairGbps(a, d)
		row.Eq1At64K, row.Eq2At64K = credit.ThroughputPairGbps(b, d)
		out = append(out, row)
	}
	return out
}
