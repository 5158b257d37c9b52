package describe

import (
	"math"

	"pegasus/panels/kit"

	"pegasus/i18n"
	"pegasus/model/advisor"
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
	}
	return 2
}

// FigureDigest formats the digest's value of a checked figure as printed.
func FigureDigest(t *i18n.Text, r reference.Row) string {
	if r.Unit == reference.YesNo {
		return yesNo(t, r.Digest)
	}
	return i18n.Number(r.Digest, -1)
}

// FigureEngine formats the engine's value of a checked figure; values
// below 0.1 get two more decimals, so that 0.0059 % does not print as 0.01.
func FigureEngine(t *i18n.Text, r reference.Row) string {
	if r.Unit == reference.YesNo {
		return yesNo(t, r.Engine)
	}
	d := engineDecimals(r.Unit)
	if v := math.Abs(r.Engine); v > 0 && v < 0.1 {
		d += 2
	}
	return i18n.Number(r.Engine, d)
}

// FigureDiff formats engine minus digest in the row's unit, always the
// same way (a yes/no figure counts yes as 1 and no as 0).
func FigureDiff(g kit.Glyphs, r reference.Row) string {
	d := engineDecimals(r.Unit)
	if r.Unit == reference.YesNo {
		d = 0
	}
	if v := math.Abs(r.Diff()); v > 0 && v < 0.1 && d < 4 {
		d += 2
	}
	return i18n.Signed(r.Diff(), d)
}

// KindLabel names a row's kind of agreement in language t.
func KindLabel(t *i18n.Text, k reference.Kind) string {
	switch k {
	case reference.Calibrated:
		return t.Check.KindCalibrated
	case reference.Consistency:
		return t.Check.KindConsistency
	}
	return t.Check.KindRecomputed
}

func yesNo(t *i18n.Text, v float64) string {
	if v != 0 {
		return t.Shell.Yes
	}
	return t.Shell.No
}

// PanelTitle names a panel by its identifier, in the current language.
func PanelTitle(t *i18n.Text, id string) string {
	switch id {
	case reference.PanelCredit:
		return t.Credit.Title
	case reference.PanelPower:
		return t.Power.Title
	case reference.PanelEvidence:
		return t.Evidence.Title
	case reference.PanelSpray:
		return t.Spray.Title
	case advisor.ReadingPanel:
		return t.Reading.Title
	case "compare":
		return t.Compare.Title
	case "advisor":
		return t.Advisor.Title
	case reference.PanelFlow:
		return t.Flow.Title
	case reference.PanelIncast:
		return t.Incast.Title
	}
	return id
}
