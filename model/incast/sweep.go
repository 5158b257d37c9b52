package incast

import (
	"context"
	"fmt"
	"math"
)

// SweepQPs is the default list of total QP counts: twelve points from 4 to
// 4,000, the range of Figure 14 of the paper.
var SweepQPs = []int{4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 3000, 4000}

// Measurement of one sweep point: the QPs are backlogged; the window
// opens after a warm-up long enough for the credit free windows to drain
// and lasts SweepWindowUs.
const (
	SweepWarmupUs = 300.0
	SweepWindowUs = 1500.0
	// Fig14SplitQPs is where Figure 14's two regimes meet: queueing delay
	// is compared up to 64 QPs, bandwidth above.
	Fig14SplitQPs = 64
)

// The seed's reading of Figure 14 (testbed, 4 -> 1 under one ToR).
const (
	SeedDelayCutMinPct   = 44.6 // credits' least cut of queueing delay, <= 64 QPs
	SeedDelayCutMaxPct   = 82.7 // and the largest
	SeedDCQCNLossMinPct  = 20.2 // DCQCN's least bandwidth loss, > 64 QPs
	SeedDCQCNLossMaxPct  = 32.5 // and the largest
	SeedCreditLossMaxPct = 3.0  // credits stay within this
)

// PointStats are one control's measurements at one sweep point.
type PointStats struct {
	MeanQueueDelayUs float64 `json:"mean_queue_delay_us"` // mean wait of a packet in the queue
	MeanQueueKiB     float64 `json:"mean_queue_kib"`      // time average of the queue
	GoodputGbps      float64 `json:"goodput_gbps"`        // delivered rate in the window
	LossPct          float64 `json:"loss_pct"`            // bandwidth lost against the line rate
	PFCPauses        int     `json:"pfc_pauses"`          // pause frames over the whole run
}

// SweepPoint compares the two controls at one QP count.
type SweepPoint struct {
	QPs    int        `json:"qps"`    // total QPs of the point
	Credit PointStats `json:"credit"` // the credit run
	DCQCN  PointStats `json:"dcqcn"`  // the DCQCN run
	// DelayCutPct is how much less queueing delay credits have than
	// DCQCN, in percent of DCQCN's (Figure 14's measure up to 64 QPs).
	DelayCutPct float64 `json:"delay_cut_pct"`
	// ExtraLossPct is DCQCN's bandwidth loss less the credits' (Figure
	// 14's measure above 64 QPs), percentage points.
	ExtraLossPct float64 `json:"extra_loss_pct"`
}

// Shape sets the sweep against the seed's reading of Figure 14: each
// claim twice, as a shape (the direction holds at every point) and as
// the printed range (the values fall inside it).
type Shape struct {
	// Up to Fig14SplitQPs: the credits' cut of queueing delay.
	DelayCutMinPct, DelayCutMaxPct float64
	DelayCutPositive               bool // credits queue less at every point
	DelayCutInSeedRange            bool // every cut within 44.6-82.7%
	// Above Fig14SplitQPs: bandwidth losses.
	DCQCNLossMinPct, DCQCNLossMaxPct float64
	CreditLossMaxPct                 float64 // credits' largest loss above the split
	DCQCNLosesMore                   bool    // DCQCN loses more than credits at every point
	DCQCNLossInSeedRange             bool    // every DCQCN loss within 20.2-32.5%
	CreditWithinSeed                 bool    // every credit loss within 3%
}

// SweepResult is a QP sweep of both controls.
type SweepResult struct {
	Senders int          `json:"senders"` // senders of the sweep (fewer at points with fewer QPs)
	Points  []SweepPoint `json:"points"`  // one per QP count, in the order given
	Shape   Shape        `json:"shape"`   // the points against the seed's reading
}

// Sweep runs both controls at every total QP count in qps (spread as
// evenly as possible over p.Senders senders, or fewer when there are
// fewer QPs than senders), with backlogged QPs, and measures each in a
// window after a warm-up. Every other parameter comes from p.
func Sweep(ctx context.Context, p Params, qps []int) (SweepResult, error) {
	if err := Knobs().Validate(p); err != nil {
		return SweepResult{}, fmt.Errorf("incast sweep: %w", err)
	}
	out := SweepResult{Senders: p.Senders, Points: make([]SweepPoint, 0, len(qps))}
	for _, total := range qps {
		if total < 1 || total > MaxTotalQPs {
			return SweepResult{}, fmt.Errorf("incast sweep: %d QPs is outside 1 to %d", total, MaxTotalQPs)
		}
		pt := SweepPoint{QPs: total}
		for _, cc := range []Control{Credit, DCQCN} {
			q := p
			q.Control = cc
			stats, err := sweepRun(ctx, q, total)
			if err != nil {
				return SweepResult{}, fmt.Errorf("incast sweep at %d QPs, %s: %w", total, cc, err)
			}
			if cc == Credit {
				pt.Credit = stats
			} else {
				pt.DCQCN = stats
			}
		}
		if pt.DCQCN.MeanQueueDelayUs > 0 {
			pt.DelayCutPct = 100 * (1 - pt.Credit.MeanQueueDelayUs/pt.DCQCN.MeanQueueDelayUs)
		}
		pt.ExtraLossPct = pt.DCQCN.LossPct - pt.Credit.LossPct
		out.Points = append(out.Points, pt)
	}
	out.Shape = shapeOf(out.Points)
	return out, nil
}

// spread divides total QPs over at most senders senders.
func spread(total, senders int) []int {
	n := min(total, senders)
	out := make([]int, n)
	for i := range out {
		out[i] = total / n
		if i < total%n {
			out[i]++
		}
	}
	return out
}

// sweepWarmupPs is the warm-up of a sweep point.
func sweepWarmupPs() int64 { return int64(SweepWarmupUs * 1e6) }

// sweepRun measures one control at one QP count.
func sweepRun(ctx context.Context, p Params, total int) (PointStats, error) {
	qps := spread(total, p.Senders)
	p.Senders = len(qps)
	warm := sweepWarmupPs()
	spec := runSpec{qps: qps, backlogged: true, steady: true, warmPs: warm, horizonPs: warm + int64(SweepWindowUs*1e6)}
	r, err := simulate(ctx, p, spec)
	if err != nil {
		return PointStats{}, err
	}
	return PointStats{
		MeanQueueDelayUs: r.MeanQueueDelayUs,
		MeanQueueKiB:     r.MeanQueueKiB,
		GoodputGbps:      r.GoodputGbps,
		LossPct:          100 * (1 - r.GoodputGbps/float64(p.LineGbps)),
		PFCPauses:        r.PFCPauses,
	}, nil
}

// shapeOf sets the points against the seed's reading of Figure 14.
func shapeOf(points []SweepPoint) Shape {
	sh := Shape{
		DelayCutMinPct: math.Inf(1), DelayCutMaxPct: math.Inf(-1),
		DCQCNLossMinPct: math.Inf(1), DCQCNLossMaxPct: math.Inf(-1),
		DelayCutPositive: true, DelayCutInSeedRange: true,
		DCQCNLosesMore: true, DCQCNLossInSeedRange: true, CreditWithinSeed: true,
	}
	low, high := 0, 0
	for _, pt := range points {
		if pt.QPs <= Fig14SplitQPs {
			low++
			c := pt.DelayCutPct
			sh.DelayCutMinPct = math.Min(sh.DelayCutMinPct, c)
			sh.DelayCutMaxPct = math.Max(sh.DelayCutMaxPct, c)
			sh.DelayCutPositive = sh.DelayCutPositive && c > 0
			sh.DelayCutInSeedRange = sh.DelayCutInSeedRange && c >= SeedDelayCutMinPct && c <= SeedDelayCutMaxPct
			continue
		}
		high++
		d, c := pt.DCQCN.LossPct, pt.Credit.LossPct
		sh.DCQCNLossMinPct = math.Min(sh.DCQCNLossMinPct, d)
		sh.DCQCNLossMaxPct = math.Max(sh.DCQCNLossMaxPct, d)
		sh.CreditLossMaxPct = math.Max(sh.CreditLossMaxPct, c)
		sh.DCQCNLosesMore = sh.DCQCNLosesMore && d > c
		sh.DCQCNLossInSeedRange = sh.DCQCNLossInSeedRange && d >= SeedDCQCNLossMinPct && d <= SeedDCQCNLossMaxPct
		sh.CreditWithinSeed = sh.CreditWithinSeed && c <= SeedCreditLossMaxPct
	}
	if low == 0 {
		sh.DelayCutMinPct, sh.DelayCutMaxPct = 0, 0
		sh.DelayCutPositive, sh.DelayCutInSeedRange = false, false
	}
	if high == 0 {
		sh.DCQCNLossMinPct, sh.DCQCNLossMaxPct = 0, 0
		sh.DCQCNLosesMore, sh.DCQCNLossInSeedRange, sh.CreditWithinSeed = false, false, false
	}
	return sh
}
