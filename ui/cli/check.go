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
// by how its figure is computed, wrapped to width (100 columns when it is
// unknown), then the counts. No line is wider than width and no word is
// broken: where the table would be wider, each figure's name takes a line
// of its own under its panel's name (checkStacked).
func printCheckTable(w io.Writer, t *i18n.Text, g kit.Glyphs, rep checkReport, width int) error {
	c := t.Check
	if width <= 0 {
		width = checkWidth
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
	how := func(r checkRow) []string {
		var out []string
		for _, l := range kit.Wrap(fmt.Sprintf(t.Shell.NamedFmt, c.ColConvention, r.Convention), max(20, width-6)) {
			out = append(out, "      "+l)
		}
		return out
	}
	var lines []string
	if table := kit.Table(rows, 2, 3, 4, 5); widest(table) <= width {
		lines = append(lines, table[0])
		for i, r := range rep.Rows {
			lines = append(lines, table[i+1])
			lines = append(lines, how(r)...)
		}
	} else {
		lines = checkStacked(rows, rep.Rows, width, how)
	}
	var failed []string
	for _, r := range rep.Rows {
		if r.Counted && !r.Pass {
			failed = append(failed, r.Figure)
		}
	}
	for _, l := range lines {
		if _, err := fmt.Fprintln(w, l); err != nil {
			return err
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

// checkWidth is the width of check's table when the terminal's is
// unknown (a pipe, a file).
const checkWidth = 100

// checkStacked lays the check table out for a narrow terminal: the panel's
// name as a heading when it changes, each figure's name on lines of its
// own, wrapped at spaces, then its kind, values and verdict aligned with
// every other row's, indented, then how it is computed (how). rows are the
// table's cells, its header first, as printCheckTable builds them.
func checkStacked(rows [][]string, report []checkRow, width int, how func(checkRow) []string) []string {
	var values [][]string
	for _, r := range rows {
		values = append(values, r[2:])
	}
	table := kit.Table(values, 2, 1, 2, 3)
	indented := func(indent string, line string) []string {
		var out []string
		for _, l := range kit.Wrap(line, max(20, width-len(indent))) {
			out = append(out, indent+l)
		}
		return out
	}
	valueLine := func(line string) []string {
		if kit.Width(line)+4 <= width {
			return []string{"    " + line}
		}
		return indented("    ", line)
	}
	out := indented("", rows[0][0]+" / "+rows[0][1])
	out = append(out, valueLine(table[0])...)
	panel := ""
	for i, r := range report {
		if cells := rows[i+1]; cells[0] != panel {
			panel = cells[0]
			out = append(out, "", panel)
		}
		out = append(out, indented("  ", rows[i+1][1])...)
		out = append(out, valueLine(table[i+1])...)
		out = append(out, how(r)...)
	}
	return out
}

// widest is the width of the widest of lines.
func widest(lines []string) int {
	w := 0
	for _, l := range lines {
		w = max(w, kit.Width(l))
	}
	return w
}
