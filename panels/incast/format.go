package incast

import (
	"fmt"
	"math"
	"strings"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// micro is the microsecond unit in the glyph set's spelling.
func (p *Panel) micro() string { return p.Styles.Glyphs.Micro + "s" }

// us formats microseconds with the glyph set's micro sign.
func (p *Panel) us(v float64) string { return i18n.DurationWith(v*1000, p.Styles.Glyphs.Micro) }

// count writes n with its unit word ("1 QP", "8 senders") in the
// user's language.
func (p *Panel) count(n int, unit string) string {
	return i18n.Int(n) + " " + kit.KnobUnit(p.Text, p.Styles.Glyphs, unit, float64(n))
}

// pct formats a percentage.
func pct(v float64, decimals int) string { return i18n.Number(v, decimals) + " %" }

// kib formats a size in KiB with binary prefixes.
func kib(v float64) string { return i18n.Bytes(v * 1024) }

// gbps formats a rate.
func gbps(v float64, decimals int) string { return i18n.Number(v, decimals) + " Gb/s" }

// verdict marks whether a claim holds, with the glyph and the style.
func (p *Panel) verdict(ok bool) string {
	s, g := p.Styles, p.Styles.Glyphs
	if ok {
		return s.Good.Render(g.Check)
	}
	return s.Bad.Render(g.Cross)
}

// queueUnit picks KiB or MiB for a queue that reaches maxKiB: the divisor
// and the unit's name.
func queueUnit(maxKiB float64) (float64, string) {
	if maxKiB >= 2048 {
		return 1024, "MiB"
	}
	return 1, "KiB"
}

// plainNumber labels an axis with a short ASCII number.
func plainNumber(v float64) string {
	switch a := math.Abs(v); {
	case a == 0:
		return "0"
	case a >= 100:
		return fmt.Sprintf("%.0f", v)
	case a >= 10:
		return strings.TrimSuffix(fmt.Sprintf("%.1f", v), ".0")
	}
	return strings.TrimRight(strings.TrimRight(fmt.Sprintf("%.2f", v), "0"), ".")
}

// chartWidth is the width to draw a chart at in w cells: the labels row
// under a chart may run one cell past a plot that fills its width.
func chartWidth(w int) int { return w - 1 }

// niceTop is the top of an axis of ticks intervals that holds v, each
// interval a round number.
func niceTop(v float64, ticks int) float64 {
	return float64(ticks) * kit.NiceCeil(v/float64(ticks))
}

// last is the last value of xs, or 0.
func last(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	return xs[len(xs)-1]
}

// maxOf is the largest value of xs, or 0.
func maxOf(xs []float64) float64 {
	m := 0.0
	for _, x := range xs {
		m = math.Max(m, x)
	}
	return m
}

// minOf is the smallest value of xs, or 0.
func minOf(xs []float64) float64 {
	m := 0.0
	for i, x := range xs {
		if i == 0 || x < m {
			m = x
		}
	}
	return m
}

// rangePct formats a range of percentages, "1.96-2.64 %".
func rangePct(lo, hi float64, decimals int) string {
	return i18n.Number(lo, decimals) + "-" + i18n.Number(hi, decimals) + " %"
}

// bar is a horizontal bar filling frac of width cells (at least one cell
// for any positive share).
func bar(g kit.Glyphs, frac float64, width int) string {
	n := int(math.Round(math.Max(0, math.Min(1, frac)) * float64(width)))
	if n == 0 && frac > 0 {
		n = 1
	}
	return strings.Repeat(g.IdleBlock, n) + strings.Repeat(" ", width-n)
}
