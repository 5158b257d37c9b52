package credit

import "math"

// Bounds are the analytic limits on a rule's throughput as a fraction of
// line rate. With W = (F + overdraft) x batch time the window in time:
//
//	min(1, W/(L+J)) <= throughput/line <= min(1, W/(L+J/2))
//
// The lower bound holds because credit n-W arrives at most L+J after batch
// n-W started; the upper because it arrives at least L+J·u later, and u
// averages 1/2. At the defaults W = L, giving L/(L+J) and L/(L+J/2).
type Bounds struct {
	WindowNs float64 // W, ns
	Lower    float64 // fraction of line rate
	Upper    float64 // fraction of line rate
}

// BoundsFor returns the analytic bounds for rule r under p.
func BoundsFor(p Params, r Rule) Bounds {
	w := float64(p.FreeWindow()+r.Overdraft(p)) * p.BatchTimeNs()
	return Bounds{
		WindowNs: w,
		Lower:    math.Min(1, w/(p.LoopNs+p.JitterNs)),
		Upper:    math.Min(1, w/(p.LoopNs+p.JitterNs/2)),
	}
}
