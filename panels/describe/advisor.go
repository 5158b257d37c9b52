package describe

import (
	"math"

	"pegasus/i18n"
	"pegasus/model/advisor"
	"pegasus/panels/kit"
)

// FitGlyph is the glyph of an advisor verdict: fits, depends, does not
// fit. It goes beside the verdict's word, so the verdict reads without
// colour too.
func FitGlyph(g kit.Glyphs, f advisor.Fit) string {
	switch f {
	case advisor.Fits:
		return g.Check
	case advisor.Depends:
		return g.Maybe
	}
	return g.Cross
}

// RuleGlyph is the comparison an advisor check makes.
func RuleGlyph(g kit.Glyphs, r advisor.Rule) string {
	switch r {
	case advisor.AtLeast:
		return g.Ge
	case advisor.AtMost:
		return g.Le
	}
	return string(r)
}

// Quantity formats one of the advisor's derived numbers with its unit:
// bytes and watts whole, shares to two decimals, ratios with at least two
// significant digits, plain counts whole.
func Quantity(g kit.Glyphs, v float64, unit string) string {
	switch unit {
	case "B", "W":
		return i18n.Number(v, 0) + " " + unit
	case "%":
		return i18n.Number(v, 2) + " %"
	case "x":
		return ratio(v) + g.Times
	}
	return i18n.Number(v, 0)
}

// ratio spells a ratio: whole from 100 (and when whole), two decimals
// from 0.01, else with
// two significant digits (a pattern of 1 ms against a 10 s controller is
// 0.0001 of a period, not 0).
func ratio(v float64) string {
	switch a := math.Abs(v); {
	case a >= 100 || v == math.Trunc(v) || math.IsNaN(a) || math.IsInf(a, 0):
		return i18n.Number(v, 0)
	case a >= 0.01:
		return i18n.Number(v, 2)
	default:
		return i18n.Number(v, min(12, int(math.Ceil(-math.Log10(a)))+1))
	}
}
