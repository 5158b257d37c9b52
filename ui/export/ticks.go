package export

import (
	"math"
	"strconv"
	"strings"

	"gonum.org/v1/plot"

	"pegasus/panels/kit"
)

// axisTicks is a plot.Ticker that labels the values a page is about (its
// reference lines' positions, then the page's own ticks) and round values
// between them: a round label too close to one of the page's becomes an
// unlabelled tick, so labels never collide and the line rate reads 400,
// not 390.
type axisTicks struct {
	log bool
	// refs are labelled first, in order; a later one too close to an
	// earlier one keeps its tick without a label, and a value met again
	// is skipped.
	refs []float64
	// gap is the least distance between two labels, as a share of the
	// axis.
	gap float64
	// roundLabels says whether the round ticks are labelled (a log axis
	// with ticks of its own labels only those).
	roundLabels bool
}

// newAxisTicks labels lines (the positions of the lines across the axis)
// and extra (the page's ticks) on an axis; gap is the least distance
// between labels as a share of the axis.
func newAxisTicks(log bool, lines, extra []float64, gap float64) axisTicks {
	refs := append(append([]float64(nil), lines...), extra...)
	return axisTicks{log: log, refs: refs, gap: gap, roundLabels: !log || len(extra) == 0}
}

// Ticks implements plot.Ticker.
func (t axisTicks) Ticks(lo, hi float64) []plot.Tick {
	if !(hi > lo) || (t.log && lo <= 0) {
		return nil
	}
	pos := func(v float64) float64 { return (v - lo) / (hi - lo) }
	if t.log {
		pos = func(v float64) float64 { return math.Log(v/lo) / math.Log(hi/lo) }
	}
	var out []plot.Tick
	var labelled []float64
	placed := map[float64]bool{}
	place := func(v float64, label string) {
		x := pos(v)
		if x < -1e-9 || x > 1+1e-9 || placed[v] {
			return
		}
		placed[v] = true
		for _, l := range labelled {
			if math.Abs(l-x) < t.gap {
				label = ""
				break
			}
		}
		if label != "" {
			labelled = append(labelled, x)
		}
		out = append(out, plot.Tick{Value: v, Label: label})
	}
	for _, v := range t.refs {
		if !math.IsNaN(v) && !math.IsInf(v, 0) && (!t.log || v > 0) {
			place(v, tickLabel(v))
		}
	}
	round, step := roundTicks(lo, hi, t.log)
	for _, tk := range round {
		label := ""
		if tk.Label != "" && t.roundLabels {
			label = roundLabel(tk.Value, step, t.log)
		}
		place(tk.Value, label)
	}
	return out
}

// roundTicks are a linear axis's ticks at a round step (about five
// labelled intervals, unlabelled ticks between), or a log axis's decades;
// step is the linear step.
func roundTicks(lo, hi float64, log bool) ([]plot.Tick, float64) {
	if log {
		return plot.LogTicks{Prec: -1}.Ticks(lo, hi), 0
	}
	step := kit.NiceCeil((hi - lo) / 5)
	minor := step / 5
	if m := step / math.Pow(10, math.Floor(math.Log10(step))); math.Abs(m-2) < 1e-9 {
		minor = step / 4
	}
	var out []plot.Tick
	for i := math.Ceil(lo/minor - 1e-9); i*minor <= hi+minor*1e-9; i++ {
		v := i * minor
		tk := plot.Tick{Value: v}
		if r := v / step; math.Abs(r-math.Round(r)) < 1e-6 {
			tk.Label = "x" // labelled; roundLabel writes it
		}
		out = append(out, tk)
	}
	return out, step
}

// roundLabel writes a round tick with the decimals its step needs.
func roundLabel(v, step float64, log bool) string {
	if log || step <= 0 {
		return tickLabel(v)
	}
	decimals := max(0, int(math.Ceil(-math.Log10(step)-1e-9)))
	if m := step / math.Pow(10, math.Floor(math.Log10(step))); math.Abs(m-2.5) < 1e-9 {
		decimals++
	}
	return group(strconv.FormatFloat(v, 'f', decimals, 64))
}

// tickLabel writes a page's value on an axis: whole numbers whole, others
// with at most two decimals, or three significant digits below one.
func tickLabel(v float64) string {
	a := math.Abs(v)
	var s string
	switch {
	case a == math.Trunc(a) || a >= 1:
		s = strconv.FormatFloat(v, 'f', 2, 64)
	default:
		s = strconv.FormatFloat(v, 'f', max(0, 2-int(math.Floor(math.Log10(a)))), 64)
	}
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	return group(s)
}

// group puts a comma between thousands of a number of five digits or
// more (32,768; 2000 stays whole), and drops the sign of zero.
func group(s string) string {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, hasFrac := strings.Cut(s, ".")
	if len(whole) >= 5 {
		var b strings.Builder
		for i, r := range whole {
			if i > 0 && (len(whole)-i)%3 == 0 {
				b.WriteByte(',')
			}
			b.WriteRune(r)
		}
		whole = b.String()
	}
	if hasFrac {
		whole += "." + frac
	}
	if neg && strings.Trim(whole, "0.,") != "" {
		whole = "-" + whole
	}
	return whole
}
