package incast

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"sync"
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
	GoodputGbps      float64 `json:"goodput_gbps"`        // delivered payload rate in the window
	// LossPct is the bandwidth lost against the line rate, in percent:
	// goodput below the line, headers and framing included.
	LossPct float64 `json:"loss_pct"`
	// ControlLossPct is what the control loses beyond the headers and
	// framing: goodput below what full packets can carry, in percent.
	ControlLossPct float64 `json:"control_loss_pct"`
	PFCPauses      int     `json:"pfc_pauses"` // pause frames over the whole run
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

// SweepResult is a QP sweep of both controls, DCQCN under the chosen
// mechanism and, beside it, under every mechanism.
type SweepResult struct {
	Senders int          `json:"senders"` // senders of the sweep (fewer at points with fewer QPs)
	Points  []SweepPoint `json:"points"`  // one per QP count, in the order given
	Shape   Shape        `json:"shape"`   // the points against the seed's reading
	// WireLossPct is the share of the line the packets' headers and
	// framing take: the least any control loses.
	WireLossPct float64 `json:"wire_loss_pct"`
	// Mechanisms is DCQCN under each mechanism (MechNone first), at the
	// same QP counts; Points' DCQCN is the entry of the chosen one.
	Mechanisms []MechanismSweep `json:"mechanisms"`
	// Closest is the index in Mechanisms whose losses above 64 QPs fall
	// nearest the digest's 20.2-32.5 %.
	Closest int `json:"closest"`
}

// MechanismSweep is DCQCN under one mechanism at every QP count of a
// sweep, against the digest's reading of Figure 14.
type MechanismSweep struct {
	Mechanism string       `json:"mechanism"` // its configuration name
	Points    []PointStats `json:"points"`    // DCQCN at each QP count
	// DelayCutMinPct and DelayCutMaxPct are the credits' cut of
	// queueing delay against this DCQCN, up to 64 QPs.
	DelayCutMinPct float64 `json:"delay_cut_min_pct"`
	DelayCutMaxPct float64 `json:"delay_cut_max_pct"` // and the largest
	// LossMinPct and LossMaxPct are its least and largest bandwidth loss
	// against the line above 64 QPs.
	LossMinPct float64 `json:"loss_min_pct"`
	LossMaxPct float64 `json:"loss_max_pct"` // and the largest
	// InSeedRange is true when every loss above 64 QPs is within the
	// digest's 20.2-32.5 %.
	InSeedRange bool `json:"in_seed_range"`
	// MissPct is how far its losses above 64 QPs fall outside 20.2-32.5 %,
	// in percentage points, averaged over those points (0 when inside).
	MissPct float64 `json:"miss_pct"`
}

// Sweep runs both controls at every total QP count in qps (spread as
// evenly as possible over p.Senders senders, or fewer when there are
// fewer QPs than senders), with backlogged QPs, and measures each in a
// window after a warm-up; DCQCN runs under every mechanism, the chosen
// one (p.Mechanism) giving Points. Every other parameter comes from p.
// The runs are independent and go in parallel, one per processor.
func Sweep(ctx context.Context, p Params, qps []int) (SweepResult, error) {
	if err := Knobs().Validate(p); err != nil {
		return SweepResult{}, fmt.Errorf("incast sweep: %w", err)
	}
	for _, total := range qps {
		if total < 1 || total > MaxTotalQPs {
			return SweepResult{}, fmt.Errorf("incast sweep: %d QPs is outside 1 to %d", total, MaxTotalQPs)
		}
	}
	mechs := Mechanisms()
	credit := make([]PointStats, len(qps))
	dcqcn := make([][]PointStats, len(mechs))
	var jobs []sweepJob
	for i, total := range qps {
		q := p
		q.Control = Credit
		jobs = append(jobs, sweepJob{p: q, total: total, out: &credit[i]})
	}
	for m := range mechs {
		if same := sameAs(p, mechs[m]); same != mechs[m] {
			continue // filled in from its twin below
		}
		dcqcn[m] = make([]PointStats, len(qps))
		for i, total := range qps {
			q := p
			q.Control, q.Mechanism = DCQCN, mechs[m]
			jobs = append(jobs, sweepJob{p: q, total: total, out: &dcqcn[m][i]})
		}
	}
	if err := runJobs(ctx, jobs); err != nil {
		return SweepResult{}, err
	}
	for m := range mechs {
		if dcqcn[m] == nil {
			dcqcn[m] = dcqcn[sameAs(p, mechs[m])]
		}
	}
	out := SweepResult{Senders: p.Senders, Points: make([]SweepPoint, 0, len(qps)), WireLossPct: p.WireLossPct()}
	for i, total := range qps {
		out.Points = append(out.Points, pointOf(total, credit[i], dcqcn[p.Mechanism][i]))
	}
	out.Shape = shapeOf(out.Points)
	for m, mech := range mechs {
		ms := MechanismSweep{Mechanism: mech.String(), Points: dcqcn[m]}
		pts := make([]SweepPoint, len(qps))
		for i, total := range qps {
			pts[i] = pointOf(total, credit[i], dcqcn[m][i])
		}
		sh := shapeOf(pts)
		ms.DelayCutMinPct, ms.DelayCutMaxPct = sh.DelayCutMinPct, sh.DelayCutMaxPct
		ms.LossMinPct, ms.LossMaxPct, ms.InSeedRange = sh.DCQCNLossMinPct, sh.DCQCNLossMaxPct, sh.DCQCNLossInSeedRange
		ms.MissPct = missOf(pts)
		out.Mechanisms = append(out.Mechanisms, ms)
		if ms.MissPct < out.Mechanisms[out.Closest].MissPct {
			out.Closest = m
		}
	}
	return out, nil
}

// pointOf compares the credits' and DCQCN's runs at one QP count.
func pointOf(total int, credit, dcqcn PointStats) SweepPoint {
	pt := SweepPoint{QPs: total, Credit: credit, DCQCN: dcqcn}
	if dcqcn.MeanQueueDelayUs > 0 {
		pt.DelayCutPct = 100 * (1 - credit.MeanQueueDelayUs/dcqcn.MeanQueueDelayUs)
	}
	pt.ExtraLossPct = dcqcn.LossPct - credit.LossPct
	return pt
}

// missOf is how far DCQCN's losses above Fig14SplitQPs fall outside the
// digest's 20.2-32.5 %, in points, averaged over those QP counts.
func missOf(points []SweepPoint) float64 {
	sum, n := 0.0, 0
	for _, pt := range points {
		if pt.QPs <= Fig14SplitQPs {
			continue
		}
		d := pt.DCQCN.LossPct
		sum += math.Max(0, math.Max(SeedDCQCNLossMinPct-d, d-SeedDCQCNLossMaxPct))
		n++
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

// sweepJob is one run of a sweep and where its result goes.
type sweepJob struct {
	p     Params
	total int
	out   *PointStats
}

// runJobs runs the jobs on one worker per processor and returns the
// first error; the others stop at their next check of the context.
func runJobs(ctx context.Context, jobs []sweepJob) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	next := make(chan int)
	errs := make([]error, len(jobs))
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(jobs)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var sc scratch // this worker's runs pass their memory on
			for i := range next {
				j := &jobs[i]
				st, err := sweepRun(ctx, j.p, j.total, &sc)
				if err != nil {
					errs[i] = fmt.Errorf("incast sweep at %d QPs, %s (%s): %w", j.total, j.p.Control, j.p.Mechanism, err)
					cancel()
					continue
				}
				*j.out = st
			}
		}()
	}
	for i := range jobs {
		if ctx.Err() != nil {
			break
		}
		next <- i
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return ctx.Err()
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

// sweepRun measures one control at one QP count, with the memory sc
// lends (nil: none).
func sweepRun(ctx context.Context, p Params, total int, sc *scratch) (PointStats, error) {
	qps := spread(total, p.Senders)
	p.Senders = len(qps)
	warm := sweepWarmupPs()
	spec := runSpec{qps: qps, backlogged: true, steady: true, warmPs: warm, horizonPs: warm + int64(SweepWindowUs*1e6)}
	r, err := simulate(ctx, p, spec, sc)
	if err != nil {
		return PointStats{}, err
	}
	return PointStats{
		MeanQueueDelayUs: r.MeanQueueDelayUs,
		MeanQueueKiB:     r.MeanQueueKiB,
		GoodputGbps:      r.GoodputGbps,
		LossPct:          100 * (1 - r.GoodputGbps/float64(p.LineGbps)),
		ControlLossPct:   100 * (1 - r.GoodputGbps/(float64(p.LineGbps)*p.PayloadShare())),
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

// sameAs is a mechanism whose runs of p are identical to m's, so that a
// sweep runs them once: MechRateMonitor cannot bind when the receiver
// paces CNPs per QP at least RateMonitorUs apart (each QP's CNPs then
// reach it at least that far apart, and every one cuts), so it runs as
// MechNone. Any other mechanism is its own.
func sameAs(p Params, m Mechanism) Mechanism {
	if m == MechRateMonitor && p.DCQCN.CNPIntervalUs >= RateMonitorUs {
		return MechNone
	}
	return m
}

// For is the sweep seen with DCQCN under mechanism m: its points and
// shape set the credits against that mechanism's runs. The mechanisms'
// runs are all in r, so this needs no simulation.
func (r SweepResult) For(m Mechanism) SweepResult {
	if m < 0 || int(m) >= len(r.Mechanisms) {
		return r
	}
	out := r
	out.Points = make([]SweepPoint, len(r.Points))
	for i, pt := range r.Points {
		out.Points[i] = pointOf(pt.QPs, pt.Credit, r.Mechanisms[m].Points[i])
	}
	out.Shape = shapeOf(out.Points)
	return out
}
