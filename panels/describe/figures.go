package describe

import (
	"fmt"
	"math"

	"pegasus/panels/kit"

	"pegasus/i18n"
	"pegasus/model/reference"
)

// engineDecimals is how precisely each unit's engine values are shown: a
// digit or two beyond what the digest prints, so rounding can be judged.
func engineDecimals(u reference.Unit) int {
	switch u {
	case reference.Bytes:
		return 0
	case reference.Watt:
		return 1
	case reference.KW:
		return 3
	case reference.Ratio:
		return 4
	case reference.Count, reference.KB, reference.Hours:
		return 0
	}
	return 2
}

// FigureDigest formats the digest's value of a figure as printed, or the
// no-value mark where the digest prints none (the row compares with
// another source, shown by FigureRef).
func FigureDigest(t *i18n.Text, r reference.Row) string {
	if !r.HasDigest() {
		return t.Check.NoValue
	}
	if r.Unit == reference.YesNo {
		return yesNo(t, r.Digest)
	}
	return i18n.Number(r.Digest, -1)
}

// FigureEngine formats the engine's value of a figure, or the no-value
// mark where the model has none; values below 0.1 get two more decimals,
// so that 0.0059 % does not print as 0.01.
func FigureEngine(t *i18n.Text, r reference.Row) string {
	return figureValue(t, r, r.Engine)
}

// FigureAlt formats the engine's value in the row's other reading.
func FigureAlt(t *i18n.Text, r reference.Row) string { return figureValue(t, r, r.Alt) }

// FigureRef formats the value of the other source a row compares with.
func FigureRef(t *i18n.Text, r reference.Row) string { return figureValue(t, r, r.Ref) }

// figureValue formats v in the row's unit, as FigureEngine does.
func figureValue(t *i18n.Text, r reference.Row, v float64) string {
	if math.IsNaN(v) {
		return t.Check.NoValue
	}
	if r.Unit == reference.YesNo {
		return yesNo(t, v)
	}
	d := engineDecimals(r.Unit)
	if a := math.Abs(v); a > 0 && a < 0.1 {
		d += 2
	}
	return i18n.Number(v, d)
}

// FigureDiff formats engine minus digest (or Ref) in the row's unit,
// always the same way (a yes/no figure counts yes as 1 and no as 0), or
// the no-value mark when either is missing.
func FigureDiff(t *i18n.Text, r reference.Row) string {
	diff := r.Diff()
	if math.IsNaN(diff) {
		return t.Check.NoValue
	}
	d := engineDecimals(r.Unit)
	if r.Unit == reference.YesNo {
		d = 0
	}
	if v := math.Abs(diff); v > 0 && v < 0.1 && d < 4 {
		d += 2
	}
	return i18n.Signed(diff, d)
}

// FigureHow is how a figure is computed, in language t, with what only a
// run gives (the DCQCN mechanism's name, then the row's numbers) filled
// in, the other source it compares with and the engine's other reading
// appended.
func FigureHow(t *i18n.Text, r reference.Row) string {
	id := string(r.ID)
	how := t.Check.Figures[id].How
	if f, ok := t.Check.FigureFmts[id+".HowFmt"]; ok {
		how = f
	}
	if r.Mech != "" || len(r.Vals) > 0 {
		var args []any
		if r.Mech != "" {
			args = append(args, t.Knob.Value("incast.dcqcn_mechanism", r.Mech))
		}
		// A row that names a mechanism cites its loss range: one value
		// when both ends print the same.
		if r.Mech != "" && len(r.Vals) == 2 {
			args = append(args, i18n.Range(r.Vals[0], r.Vals[1], 2))
		} else {
			for _, v := range r.Vals {
				args = append(args, i18n.Number(v, 2))
			}
		}
		how = fmt.Sprintf(how, args...)
	}
	if f, ok := t.Check.FigureFmts[id+".RefFmt"]; ok && r.HasRef {
		how += t.Shell.ListSep + fmt.Sprintf(f, FigureRef(t, r))
	}
	if f, ok := t.Check.FigureFmts[id+".AltFmt"]; ok && r.HasAlt {
		how += t.Shell.ListSep + fmt.Sprintf(f, FigureAlt(t, r))
	}
	return how
}

// FigureVerdict says in words whether a row agrees: pass or fail for a
// checked row, and for an echo or a figure not reproduced whether it
// agrees, marked as not counted.
func FigureVerdict(t *i18n.Text, g kit.Glyphs, r reference.Row) string {
	c := t.Check
	switch {
	case !r.Kind.Counts() && !r.HasEngine():
		return g.HRule + " " + c.NotCounted
	case !r.Kind.Counts() && r.Pass():
		return g.HRule + " " + c.Agrees + t.Shell.ListSep + c.NotCounted
	case !r.Kind.Counts():
		return g.HRule + " " + c.Differs + t.Shell.ListSep + c.NotCounted
	case r.Pass():
		return g.Check + " " + c.Pass
	}
	return g.Cross + " " + c.Fail
}

// KindLabel names a row's kind of agreement in language t.
func KindLabel(t *i18n.Text, k reference.Kind) string {
	switch k {
	case reference.Calibrated:
		return t.Check.KindCalibrated
	case reference.Consistency:
		return t.Check.KindConsistency
	case reference.Echo:
		return t.Check.KindEcho
	case reference.NotReproduced:
		return t.Check.KindNotReproduced
	}
	return t.Check.KindRecomputed
}

func yesNo(t *i18n.Text, v float64) string {
	if v != 0 {
		return t.Shell.Yes
	}
	return t.Shell.No
}
