package cli

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strings"

	"pegasus/i18n"
	"pegasus/model/reference"
	"pegasus/panels/describe"
	"pegasus/panels/kit"
	"pegasus/ui"
)

// checkRow is one line of `check --json`. Values a row does not have (the
// digest's where it compares with another source, the engine's where the
// model has none) are null.
type checkRow struct {
	ID     string   `json:"id"`
	Panel  string   `json:"panel"`
	Figure string   `json:"figure"`
	Kind   string   `json:"kind"`
	Unit   string   `json:"unit"`
	Digest *float64 `json:"digest_value"`
	Engine *float64 `json:"engine_value"`
	Diff   *float64 `json:"diff"`
	// Ref is the value of another source the row compares with, where
	// the digest prints none (a literature value, another claim's figure).
	Ref    *float64 `json:"other_source_value,omitempty"`
	TolAbs float64  `json:"tolerance_abs,omitempty"`
	TolRel float64  `json:"tolerance_rel,omitempty"`
	// TolRange is the accepted range of a ranged row.
	TolRange *[2]float64 `json:"tolerance_range,omitempty"`
	// Pass is whether the engine's value is within tolerance; Counted
	// whether the row counts towards agreement (and can fail check).
	Pass       bool   `json:"pass"`
	Counted    bool   `json:"counted"`
	Convention string `json:"convention"`
	// EngineOther is the engine's value in the other convention or
	// reading, where there are two.
	EngineOther *float64 `json:"engine_other_convention,omitempty"`
	row         reference.Row
}

// checkReport is the whole of `check --json`: Passed of Total counted
// rows agree; NotReproduced and Echoes are the rows that do not count.
type checkReport struct {
	Lang          string         `json:"lang"`
	Passed        int            `json:"passed"`
	Total         int            `json:"total"`
	NotReproduced int            `json:"not_reproduced"`
	Echoes        int            `json:"echoes"`
	Kinds         map[string]int `json:"kinds"`
	Rows          []checkRow     `json:"rows"`
}

// runCheck sets every figure of the digest beside the engines', says of
// each how far agreement can be trusted, and exits 1 if a row that
// counts disagrees.
func runCheck(c *ctx, args []string) int {
	t := c.t
	fs := newFlagSet("pegasus check")
	addGlobal(fs, t)
	asJSON := fs.Bool("json", false, t.Flags.JSON)
	if err := parse(fs, args, t, "pegasus check"); errors.Is(err, errHelp) {
		return c.output(func(w io.Writer) error { commandUsage(w, t, "check", fs); return nil })
	} else if err != nil {
		return c.fail(err)
	}
	if err := noArgs(fs, t); err != nil {
		return c.fail(err)
	}
	ascii := c.ascii(fs)
	rep := buildCheckReport(t, c.io.figures())
	code := c.output(func(w io.Writer) error {
		if *asJSON {
			return writeJSON(w, rep)
		}
		return printCheckTable(w, t, glyphsFor(ascii), rep, c.io.Width)
	})
	if code == ExitOK && rep.Passed != rep.Total {
		return ExitMismatch
	}
	return code
}

// value is v for JSON, or nil when the row has no such value.
func value(v float64) *float64 {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return nil
	}
	return &v
}

// buildCheckReport turns reference rows into report rows in language t.
func buildCheckReport(t *i18n.Text, rows []reference.Row) checkReport {
	rep := checkReport{Lang: string(t.Lang), Kinds: map[string]int{}}
	for _, r := range rows {
		cr := checkRow{
			ID: string(r.ID), Panel: r.Panel, Figure: t.Check.Label(string(r.ID)), Kind: string(r.Kind), Unit: string(r.Unit),
			Digest: value(r.Digest), Engine: value(r.Engine), Diff: value(r.Diff()), TolAbs: r.Tol.Abs, TolRel: r.Tol.Rel,
			Pass: r.Pass(), Counted: r.Kind.Counts(), Convention: describe.FigureHow(t, r), row: r,
		}
		if r.HasRef {
			cr.Ref = value(r.Ref)
		}
		if r.Tol.Ranged {
			cr.TolRange = &[2]float64{r.Tol.Min, r.Tol.Max}
		}
		if r.HasAlt {
			cr.EngineOther = value(r.Alt)
		}
		switch {
		case cr.Counted:
			rep.Total++
			if cr.Pass {
				rep.Passed++
			}
		case r.Kind == reference.NotReproduced:
			rep.NotReproduced++
		default:
			rep.Echoes++
		}
		rep.Kinds[cr.Kind]++
		rep.Rows = append(rep.Rows, cr)
	}
	return rep
}

// printCheckTable writes the report as an aligned table, each row followed
// by how its figure is computed, wrapped to width, then the counts.
func printCheckTable(w io.Writer, t *i18n.Text, g kit.Glyphs, rep checkReport, width int) error {
	c := t.Check
	if width <= 0 {
		width = 100
	}
	fmt.Fprintln(w, c.Title)
	fmt.Fprintln(w)
	rows := [][]string{{c.ColPanel, c.ColFigure, c.ColKind, c.ColSeed, c.ColEngine, c.ColDiff, c.ColVerdict}}
	panels := ui.Panels()
	for _, r := range rep.Rows {
		rows = append(rows, []string{panels.Title(t, kit.PanelID(r.Panel)), r.Figure, describe.KindLabel(t, r.row.Kind),
			describe.FigureDigest(t, r.row), describe.FigureEngine(t, r.row), describe.FigureDiff(t, r.row),
			describe.FigureVerdict(t, g, r.row)})
	}
	lines := kit.Table(rows, 2, 3, 4, 5)
	fmt.Fprintln(w, lines[0])
	var failed []string
	for i, r := range rep.Rows {
		fmt.Fprintln(w, lines[i+1])
		for _, l := range kit.Wrap(fmt.Sprintf(t.Shell.NamedFmt, c.ColConvention, r.Convention), max(20, width-6)) {
			if _, err := fmt.Fprintln(w, "      "+l); err != nil {
				return err
			}
		}
		if r.Counted && !r.Pass {
			failed = append(failed, r.Figure)
		}
	}
	fmt.Fprintln(w)
	var kinds []string
	for _, k := range reference.Kinds {
		if k.Counts() {
			kinds = append(kinds, fmt.Sprintf(c.KindCountFmt, rep.Kinds[string(k)], describe.KindLabel(t, k)))
		}
	}
	summary := fmt.Sprintf(c.SummaryFmt, rep.Passed, rep.Total, strings.Join(kinds, t.Shell.ChoiceSep)) +
		fmt.Sprintf(c.SummaryCountsFmt, rep.NotReproduced, rep.Echoes)
	for _, l := range kit.Wrap(summary, width) {
		fmt.Fprintln(w, l)
	}
	if len(failed) > 0 {
		for _, l := range kit.Wrap(fmt.Sprintf(c.FailedFmt, strings.Join(failed, t.Shell.ListSep)), width) {
			fmt.Fprintln(w, l)
		}
	}
	for _, l := range kit.Wrap(c.KindsNote, width) {
		fmt.Fprintln(w, l)
	}
	for _, l := range kit.Wrap(c.DiffNote, width) {
		if _, err := fmt.Fprintln(w, l); err != nil {
			return err
		}
	}
	return nil
}
