// Package gain converts between the paper's way of printing a speed-up and
// the usual one. The paper normalises Pegasus to 1 and prints the gain as
// how much slower the old cluster is, relative to Pegasus:
//
//	printed = (new - old) / new = 1 - old/new
//
// The usual convention divides by the old rate instead:
//
//	usual = (new - old) / old = new/old - 1
//
// For small gains the two nearly agree (usual = printed + printed^2 + ...);
// for large ones they part: 53.2 % printed is +114 % in the usual sense.
package gain

import (
	"fmt"
	"math"
)

// MaxPrintedPct is the exclusive upper limit of a printed gain: at 100 %
// the old cluster would run at zero speed.
const MaxPrintedPct = 100.0

// Conversion is one printed gain in every convention.
type Conversion struct {
	PrintedPct float64 // the paper's figure, % (Pegasus normalised to 1)
	OldOverNew float64 // the old cluster's rate relative to Pegasus
	Speedup    float64 // Pegasus's rate over the old cluster's
	UsualPct   float64 // the usual "+x %": (speedup - 1) x 100
}

// RangeError reports a printed gain outside [0, 100).
type RangeError struct{ PrintedPct float64 }

// Error implements error.
func (e *RangeError) Error() string {
	return fmt.Sprintf("printed_pct = %v is not allowed; allowed: from 0 up to (not including) 100", e.PrintedPct)
}

// FromPrinted converts the paper's printed gain.
func FromPrinted(printedPct float64) (Conversion, error) {
	if math.IsNaN(printedPct) || printedPct < 0 || printedPct >= MaxPrintedPct {
		return Conversion{}, &RangeError{printedPct}
	}
	old := 1 - printedPct/100
	s := 1 / old
	return Conversion{PrintedPct: printedPct, OldOverNew: old, Speedup: s, UsualPct: 100 * (s - 1)}, nil
}

// FromUsual converts a usual "+x %" back to the paper's convention.
func FromUsual(usualPct float64) (Conversion, error) {
	if math.IsNaN(usualPct) || usualPct < 0 || math.IsInf(usualPct, 0) {
		return Conversion{}, &RangeError{usualPct}
	}
	return FromPrinted(100 * (1 - 1/(1+usualPct/100)))
}

// Curve samples both conventions for printed gains from 0 to maxPct.
func Curve(maxPct float64, points int) (printed, usual []float64) {
	for i := 0; i < points; i++ {
		p := maxPct * float64(i) / float64(points-1)
		c, _ := FromPrinted(p)
		printed = append(printed, p)
		usual = append(usual, c.UsualPct)
	}
	return printed, usual
}
