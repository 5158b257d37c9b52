package main

import (
	"encoding/json"
	"fmt"
	"io"
	"time"

	"pegasus/i18n"
	"pegasus/model/reference"
	"pegasus/panels/kit"
)

// checkRow is one line of `check --json`.
type checkRow struct {
	ID         string  `json:"id"`
	Panel      string  `json:"panel"`
	Figure     string  `json:"figure"`
	Unit       string  `json:"unit"`
	Seed       float64 `json:"seed"`
	Engine     float64 `json:"engine"`
	Diff       float64 `json:"diff"`
	TolAbs     float64 `json:"tolerance_abs,omitempty"`
	TolRel     float64 `json:"tolerance_rel,omitempty"`
	Pass       bool    `json:"pass"`
	Convention string  `json:"convention"`
	// EngineOther is the engine's value in the convention the digest does
	// not follow, where there are two.
	EngineOther *float64 `json:"engine_other_convention,omitempty"`
	row         reference.Row
}

// checkReport is the whole of `check --json`.
type checkReport struct {
	Lang   string     `json:"lang"`
	Passed int        `json:"passed"`
	Total  int        `json:"total"`
	Rows   []checkRow `json:"rows"`
}

// runCheck recomputes every figure of the seed an engine can, prints the
// seed's value beside the engine's, and exits 1 if any disagrees.
func runCheck(args []string, stdout, stderr io.Writer, e env) int {
	t := earlyLangFromArgs(args, e)
	fs := newFlagSet("pegasus check", stderr, t, func(s setting) bool { return s.Key == "lang" || s.Key == "ascii" })
	asJSON := fs.Bool("json", false, t.Flags.JSON)
	if stop, code := parseFlags(fs, args, stderr, t); stop {
		return code
	}
	ld, err := loadSettings(fs, e, false, time.Now())
	if err != nil {
		return report(stderr, err)
	}
	rep := buildCheckReport(ld.text, reference.All())
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			return report(stderr, fmt.Errorf("write JSON: %w", err))
		}
	} else {
		printCheckTable(stdout, ld.text, glyphsFor(ld.settings.ASCII), rep)
	}
	if rep.Passed != rep.Total {
		return exitMismatch
	}
	return exitOK
}

// buildCheckReport turns reference rows into report rows in language t.
func buildCheckReport(t *i18n.Text, rows []reference.Row) checkReport {
	rep := checkReport{Lang: string(t.Lang), Total: len(rows)}
	for _, r := range rows {
		cr := checkRow{
			ID: string(r.ID), Panel: r.Panel, Figure: t.Check.Label(string(r.ID)), Unit: string(r.Unit),
			Seed: r.Digest, Engine: r.Engine, Diff: r.Diff(), TolAbs: r.Tol.Abs, TolRel: r.Tol.Rel,
			Pass: r.Pass(), Convention: t.Check.Convention(string(r.ID)), row: r,
		}
		if r.HasAlt {
			alt := r.Alt
			cr.EngineOther = &alt
		}
		if cr.Pass {
			rep.Passed++
		}
		rep.Rows = append(rep.Rows, cr)
	}
	return rep
}

// printCheckTable writes the report as an aligned table, each row followed
// by how its figure is computed.
func printCheckTable(w io.Writer, t *i18n.Text, g kit.Glyphs, rep checkReport) {
	c := t.Check
	fmt.Fprintln(w, c.Title)
	fmt.Fprintln(w)
	rows := [][]string{{c.ColPanel, c.ColFigure, c.ColSeed, c.ColEngine, c.ColDiff, c.ColVerdict}}
	for _, r := range rep.Rows {
		verdict := g.Check + " " + c.Pass
		if !r.Pass {
			verdict = g.Cross + " " + c.Fail
		}
		rows = append(rows, []string{kit.PanelTitle(t, r.Panel), r.Figure, kit.FigureDigest(t, r.row), kit.FigureEngine(t, r.row), kit.FigureDiff(r.row), verdict})
	}
	lines := kit.Table(rows, 2, 2, 3, 4)
	fmt.Fprintln(w, lines[0])
	for i, r := range rep.Rows {
		fmt.Fprintln(w, lines[i+1])
		how := r.Convention
		if r.EngineOther != nil {
			how += t.Shell.ListSep + fmt.Sprintf(c.OtherConventionFmt, i18n.Number(*r.EngineOther, 2))
		}
		fmt.Fprintln(w, "      "+fmt.Sprintf(t.Shell.NamedFmt, c.ColConvention, how))
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, c.SummaryFmt+"\n", rep.Passed, rep.Total)
}

// glyphsFor picks the glyph set for plain output.
func glyphsFor(ascii bool) kit.Glyphs {
	if ascii {
		return kit.ASCIIGlyphs()
	}
	return kit.UnicodeGlyphs()
}
