package credit

import "math"

// Rule names one sending rule of the paper.
type Rule int

// The two rules compared throughout the panel.
const (
	// Eq1 sends only with a credit in hand (overdraft 0).
	Eq1 Rule = iota
	// Eq2 sends a full batch while the credit left is not negative
	// (overdraft of Params.Overdraft batches; 1 in the paper).
	Eq2
)

// Overdraft returns the overdraft, in batches, that rule r uses under p.
func (r Rule) Overdraft(p Params) int {
	if r == Eq1 {
		return 0
	}
	return p.Overdraft
}

// loopSpec is the per-run geometry of the recursion, in nanoseconds.
type loopSpec struct {
	batchNs  float64 // b: time one batch occupies the link
	loopNs   float64 // L: batch start to credit return, without jitter
	jitterNs float64 // J: credit n returns J x u[n] later than L
	window   int     // F + overdraft: how far back the credit that frees batch n is
}

func specFor(p Params, r Rule) loopSpec {
	return loopSpec{
		batchNs:  p.BatchTimeNs(),
		loopNs:   p.LoopNs,
		jitterNs: p.JitterNs,
		window:   p.FreeWindow() + r.Overdraft(p),
	}
}

// warmup is the number of batches skipped before the mean gap is measured.
func warmup(n int) int { return n / 10 }

// meanGapNs runs the recursion
//
//	s[n] = max(s[n-1] + b, r[n-W]),  r[n] = max(r[n-1], s[n] + L + J·u[n])
//
// with r[k<0] = -inf and W = F + overdraft, and returns the mean gap between
// batch starts after the warm-up. s[n] is when batch n starts; r[n] is when
// the credit it requested arrives (credits arrive in order, hence the max).
func meanGapNs(u []float64, sp loopSpec) float64 {
	g, _ := meanGapPairNs(u, sp, sp)
	return g
}

// meanGapPairNs runs the recursion of meanGapNs for two specs at once over
// the same draws and returns each one's mean gap after the warm-up.
func meanGapPairNs(u []float64, a, b loopSpec) (gapA, gapB float64) {
	warmA, lastA, warmB, lastB := startsPair(u, a, b)
	span := float64(len(u) - 1 - warmup(len(u)))
	return (lastA - warmA) / span, (lastB - warmB) / span
}

// startsPair runs the recursion for two specs at once over the same draws
// and returns, for each, when the batch that ends the warm-up and the last
// batch start. The two chains are independent, so the processor overlaps
// them; branch-free max keeps random jitter from defeating prediction.
func startsPair(u []float64, a, b loopSpec) (warmA, lastA, warmB, lastB float64) {
	warm := warmup(len(u))
	// A ring of size W holds r[n-W] at the slot batch n overwrites. It starts
	// at -inf so the first W batches wait for nothing but the line.
	ringA := newRing(a.window)
	ringB := newRing(b.window)
	sA, sB := -a.batchNs, -b.batchNs
	rA, rB := math.Inf(-1), math.Inf(-1)
	iA, iB := 0, 0
	for i, ui := range u {
		sA = max(sA+a.batchNs, ringA[iA])
		sB = max(sB+b.batchNs, ringB[iB])
		rA = max(rA, sA+a.loopNs+a.jitterNs*ui)
		rB = max(rB, sB+b.loopNs+b.jitterNs*ui)
		ringA[iA] = rA
		ringB[iB] = rB
		if iA++; iA == a.window {
			iA = 0
		}
		if iB++; iB == b.window {
			iB = 0
		}
		if i == warm {
			warmA, warmB = sA, sB
		}
	}
	return warmA, sA, warmB, sB
}

func newRing(size int) []float64 {
	r := make([]float64, size)
	for i := range r {
		r[i] = math.Inf(-1)
	}
	return r
}

// ThroughputPairGbps returns the throughput of Eq. 1 and Eq. 2 under p.
func ThroughputPairGbps(p Params, d Draws) (eq1, eq2 float64) {
	g1, g2 := meanGapPairNs(d.U, specFor(p, Eq1), specFor(p, Eq2))
	return p.BatchBits() / g1, p.BatchBits() / g2
}

// ThroughputGbps returns the throughput of rule r under p with the given
// draws: batch bits over the mean gap between batch starts.
func ThroughputGbps(p Params, r Rule, d Draws) float64 {
	return p.BatchBits() / meanGapNs(d.U, specFor(p, r))
}
