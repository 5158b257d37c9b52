package cli

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"pegasus/i18n"
	"pegasus/model/reference"
	"pegasus/panels/describe"
	"pegasus/panels/kit"
)

// checkRow is one line of `check --json`.
type checkRow struct {
	ID     string  `json:"id"`
	Panel  string  `json:"panel"`
	Figure string  `json:"figure"`
	Kind   string  `json:"kind"`
	Unit   string  `json:"unit"`
	Digest float64 `json:"digest_value"`
	Engine float64 `json:"engine_value"`
	Diff   float64 `json:"diff"`
	TolAbs float64 `json:"tolerance_abs,omitempty"`
	TolRel float64 `json:"tolerance_rel,omitempty"`
	// TolRange is the accepted range of a ranged row.
	TolRange   *[2]float64 `json:"tolerance_range,omitempty"`
	Pass       bool        `json:"pass"`
	Convention string      `json:"convention"`
	// EngineOther is the engine's value in the convention the digest does
	// not follow, where there are two.
	EngineOther *float64 `json:"engine_other_convention,omitempty"`
	row         reference.Row
}

// checkReport is the whole of `check --json`.
type checkReport struct {
	Lang   string         `json:"lang"`
	Passed int            `json:"passed"`
	Total  int            `json:"total"`
	Kinds  map[string]int `json:"kinds"`
	Rows   []checkRow     `json:"rows"`
}

// runCheck recomputes every figure of the digest an engine can, prints the
// digest's value beside the engine's, and exits 1 if any disagrees.
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
	rep := buildCheckReport(t, reference.All())
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

// buildCheckReport turns reference rows into report rows in language t.
func buildCheckReport(t *i18n.Text, rows []reference.Row) checkReport {
	rep := checkReport{Lang: string(t.Lang), Total: len(rows), Kinds: map[string]int{}}
	for _, r := range rows {
		cr := checkRow{
			ID: string(r.ID), Panel: r.Panel, Figure: t.Check.Label(string(r.ID)), Kind: string(r.Kind), Unit: string(r.Unit),
			Digest: r.Digest, Engine: r.Engine, Diff: r.Diff(), TolAbs: r.Tol.Abs, TolRel: r.Tol.Rel,
			Pass: r.Pass(), Convention: t.Check.Convention(string(r.ID)), row: r,
		}
		if r.Tol.Ranged {
			cr.TolRange = &[2]float64{r.Tol.Min, r.Tol.Max}
		}
		if r.HasAlt {
			alt := r.Alt
			cr.EngineOther = &alt
		}
		if cr.Pass {
			rep.Passed++
		}
		rep.Kinds[cr.Kind]++
		rep.Rows = append(rep.Rows, cr)
	}
	return rep
}

// printCheckTable writes the report as an aligned table, each row followed
// by its kind and how its figure is computed, wrapped to width.
func printCheckTable(w io.Writer, t *i18n.Text, g kit.Glyphs, rep checkReport, width int) error {
	c := t.Check
	if width <= 0 {
		width = 100
	}
	fmt.Fprintln(w, c.Title)
	fmt.Fprintln(w)
	rows := [][]string{{c.ColPanel, c.ColFigure, c.ColKind, c.ColSeed, c.ColEngine, c.ColDiff, c.ColVerdict}}
	for _, r := range rep.Rows {
		verdict := g.Check + " " + c.Pass
		if !r.Pass {
			verdict = g.Cross + " " + c.Fail
		}
		rows = append(rows, []string{describe.PanelTitle(t, r.Panel), r.Figure, describe.KindLabel(t, r.row.Kind),
			describe.FigureDigest(t, r.row), describe.FigureEngine(t, r.row), describe.FigureDiff(g, r.row), verdict})
	}
	lines := kit.Table(rows, 2, 3, 4, 5)
	fmt.Fprintln(w, lines[0])
	for i, r := range rep.Rows {
		fmt.Fprintln(w, lines[i+1])
		how := r.Convention
		if r.EngineOther != nil {
			how += t.Shell.ListSep + fmt.Sprintf(c.OtherConventionFmt, i18n.Number(*r.EngineOther, 2))
		}
		for _, l := range kit.Wrap(fmt.Sprintf(t.Shell.NamedFmt, c.ColConvention, how), max(20, width-6)) {
			if _, err := fmt.Fprintln(w, "      "+l); err != nil {
				return err
			}
		}
	}
	fmt.Fprintln(w)
	var kinds []string
	for _, k := range reference.Kinds {
		kinds = append(kinds, fmt.Sprintf(c.KindCountFmt, rep.Kinds[string(k)], describe.KindLabel(t, k)))
	}
	fmt.Fprintf(w, c.SummaryFmt+"\n", rep.Passed, rep.Total, strings.Join(kinds, t.Shell.ChoiceSep))
	for _, l := range kit.Wrap(c.KindsNote, width) {
		fmt.Fprintln(w, l)
	}
	_, err := fmt.Fprintln(w, c.DiffNote)
	return err
}
