package credit

// TraceLoops is how many loop times DefaultTraceWindowNs covers.
const TraceLoops = 8

// Step is one change of the sender's credit balance.
type Step struct {
	AtNs    float64 // when the balance changes
	Balance int     // balance after the change, in batches
}

// Interval is a span of time, ns.
type Interval struct {
	FromNs, ToNs float64
}

// RuleTrace is the sender's credit balance over time under one rule.
type RuleTrace struct {
	Steps   []Step     // balance changes in time order, starting at (0, F)
	Idle    []Interval // spans in which the link carries nothing
	MinBal  int        // lowest balance reached
	MaxBal  int        // highest balance reached
	IdleNs  float64    // total idle time in the window
	Batches int        // batches started in the window
}

// Trace is the credit balance of both rules over the same window, from the
// first batch: the free window is spent, then every batch waits for a credit.
type Trace struct {
	WindowNs float64   // length of the traced window, ns
	Eq1, Eq2 RuleTrace // one trace per rule
}

// DefaultTraceWindowNs is TraceLoops loop times, or 40 batch times if
// that is longer.
func DefaultTraceWindowNs(p Params) float64 {
	return max(TraceLoops*p.LoopNs, 40*p.BatchTimeNs())
}

// ComputeTrace follows both rules from t = 0 for window ns with the same
// draws: the free window is spent, then every batch waits for a credit.
func ComputeTrace(p Params, d Draws, window float64) Trace {
	return Trace{
		WindowNs: window,
		Eq1:      traceRule(p, Eq1, d.U, window),
		Eq2:      traceRule(p, Eq2, d.U, window),
	}
}

// traceRule replays the recursion of meanGapNs, recording sends and credit
// arrivals up to windowNs, then merges them into balance steps.
func traceRule(p Params, r Rule, u []float64, windowNs float64) RuleTrace {
	sp := specFor(p, r)
	var sends, credits []float64
	var s, rPrev float64
	for i := 0; i < len(u); i++ {
		if i > 0 {
			s += sp.batchNs
		}
		if i >= sp.window && credits[i-sp.window] > s {
			s = credits[i-sp.window]
		}
		if s > windowNs {
			break
		}
		c := s + sp.loopNs + sp.jitterNs*u[i]
		if c < rPrev {
			c = rPrev
		}
		rPrev = c
		sends = append(sends, s)
		credits = append(credits, c)
	}
	free := p.FreeWindow()
	t := RuleTrace{Steps: []Step{{0, free}}, MinBal: free, MaxBal: free, Batches: len(sends)}
	bal := free
	// Merge: a send and a credit at the same instant apply credit first,
	// which is how the recursion lets a batch start the moment its credit lands.
	si, ci := 0, 0
	for si < len(sends) || (ci < len(credits) && credits[ci] <= windowNs) {
		if ci < len(credits) && credits[ci] <= windowNs && (si >= len(sends) || credits[ci] <= sends[si]) {
			bal++
			t.Steps = append(t.Steps, Step{credits[ci], bal})
			ci++
		} else {
			bal--
			t.Steps = append(t.Steps, Step{sends[si], bal})
			si++
		}
		if bal < t.MinBal {
			t.MinBal = bal
		}
		if bal > t.MaxBal {
			t.MaxBal = bal
		}
	}
	for i := 1; i < len(sends); i++ {
		if end := sends[i-1] + sp.batchNs; sends[i] > end+1e-9 {
			t.Idle = append(t.Idle, Interval{end, sends[i]})
			t.IdleNs += sends[i] - end
		}
	}
	if n := len(sends); n > 0 {
		if end := sends[n-1] + sp.batchNs; end < windowNs {
			t.Idle = append(t.Idle, Interval{end, windowNs})
			t.IdleNs += windowNs - end
		}
	}
	return t
}
