package cli

import (
	"fmt"
	"io"
	"strings"

	"pegasus/content"
	"pegasus/i18n"
	"pegasus/model/advisor"
	"pegasus/model/csr"
	"pegasus/model/report"
	"pegasus/panels/describe"
	"pegasus/panels/kit"
)

// writeReport writes a report as text in language t: its title, the
// inputs it echoes, what it computed, then what a subject with structured
// output adds (textParts).
func writeReport(w io.Writer, t *i18n.Text, g kit.Glyphs, r report.Report) error {
	fmt.Fprintln(w, t.Report.Title(r.Engine))
	for _, qs := range [][]report.Quantity{r.Inputs(), r.Results()} {
		var rows [][]string
		for _, q := range qs {
			rows = append(rows, []string{kit.QuantityLabel(t, r.Engine, q), kit.QuantityText(t, g, q)})
		}
		if len(rows) == 0 {
			continue
		}
		fmt.Fprintln(w)
		if err := writeRows(w, rows); err != nil {
			return err
		}
	}
	if part, ok := textParts[r.Engine]; ok {
		fmt.Fprintln(w)
		return part(w, t, g, r)
	}
	return nil
}

// textParts write what a list of numbers cannot hold, for the subjects
// with structured output.
var textParts = map[string]func(w io.Writer, t *i18n.Text, g kit.Glyphs, r report.Report) error{
	"traffic": func(w io.Writer, t *i18n.Text, g kit.Glyphs, _ report.Report) error {
		_, err := fmt.Fprintf(w, t.Incast.CalcTrafficNoteFmt+"\n", g.ModelMark)
		return err
	},
	"scale":   scaleText,
	"advisor": advisorText,
}

// scaleText tables the scale view's cluster sizes.
func scaleText(w io.Writer, t *i18n.Text, _ kit.Glyphs, r report.Report) error {
	c := t.Flow
	points, _ := r.Part("points").([]csr.ScalePointJSON)
	rows := [][]string{{c.ColGPUs, c.ColLargest, c.ColLoad, c.ColEvery, c.ColMachine}}
	for _, pt := range points {
		rows = append(rows, []string{i18n.Int(pt.GPUs), i18n.Int(pt.LargestVPCEntries), i18n.Number(100*pt.LargestLoad, 0) + " %",
			i18n.Number(pt.LargestEveryS, 2) + " s", i18n.Number(pt.LargestMachineS, 2) + " s"})
	}
	return writeRows(w, rows, 0, 1, 2, 3, 4)
}

// advisorText writes every design's verdict with its reasons by axis, the
// derived numbers and the comparisons, in the words of advisor.md.
func advisorText(w io.Writer, t *i18n.Text, g kit.Glyphs, r report.Report) error {
	lib, err := content.Load()
	if err != nil {
		return err
	}
	doc := lib.Doc(t.Lang, content.AdvisorDoc)
	recs, _ := r.Part("recommendations").([]advisor.Recommendation)
	for i, axis := range advisor.Axes() {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintln(w, doc.Section("axis."+string(axis)))
		for _, rec := range recs {
			if rec.Axis != axis {
				continue
			}
			fmt.Fprintln(w, "  "+describe.FitGlyph(g, rec.Fit)+" "+fmt.Sprintf(t.Shell.NamedFmt, doc.Section("fit."+string(rec.Fit)), doc.Section("design."+string(rec.Design))))
			for _, rs := range rec.Reasons {
				lead := "      " + fmt.Sprintf(t.Shell.NamedFmt, doc.Section("stance."+string(rs.Stance)), "")
				for i, l := range kit.Wrap(doc.Section("reason."+string(rs.ID)), 78-kit.Width(lead)) {
					if i > 0 {
						lead = strings.Repeat(" ", kit.Width(lead))
					}
					fmt.Fprintln(w, lead+l)
				}
			}
		}
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, t.Advisor.WhyHeading)
	var rows [][]string
	derived, _ := r.Part("derived").([]advisor.DerivedRow)
	for _, d := range derived {
		rows = append(rows, []string{"  " + doc.Section("derived."+d.Key), describe.Quantity(g, d.Value, d.Unit)})
	}
	if err := writeRows(w, rows, 1); err != nil {
		return err
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, t.Advisor.ChecksHeading)
	rows = nil
	checks, _ := r.Part("checks").([]advisor.Check)
	for _, c := range checks {
		answer := t.Shell.No
		if c.Holds {
			answer = t.Shell.Yes
		}
		label := doc.Section("check." + string(c.ID))
		if c.ModelLimit {
			label += g.ModelMark
		}
		rows = append(rows, []string{"  " + label, fmt.Sprintf("%s %s %s", describe.Quantity(g, c.Value, c.Unit),
			describe.RuleGlyph(g, c.Rule), describe.Quantity(g, c.Limit, c.Unit)), answer})
	}
	if err := writeRows(w, rows, 1); err != nil {
		return err
	}
	fmt.Fprintln(w)
	_, err = fmt.Fprintln(w, g.ModelMark+" "+t.Knob.ModelNote)
	return err
}
