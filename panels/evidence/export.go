package evidence

import (
	"fmt"

	"pegasus/i18n"
	"pegasus/model/gain"
	"pegasus/model/reference"
	"pegasus/panels/kit"
)

// converterDataset is the converter's curves over the screen's ranges,
// with the current gain marked and the case study's gains.
func (p *Panel) converterDataset() kit.Dataset {
	e, d := p.Text.Evidence, p.Text.Lecture.Data
	printed, usual := gain.Curve(chartMaxPct, 121)
	rows := [][]string{}
	for _, cs := range p.caseStudies() {
		cv, _ := gain.FromPrinted(cs.printed)
		rows = append(rows, []string{cs.name, kit.Exact(cs.printed), kit.Exact(cv.OldOverNew), kit.Exact(cv.Speedup), kit.Exact(cv.UsualPct)})
	}
	return kit.Dataset{
		Title:  e.ChartTitle,
		XLabel: p.Axis(e.PrintedLabel, "%"), YLabel: p.Axis(e.UsualLabel, "%"),
		Series: []kit.DataSeries{
			{Name: d.Equal, X: []float64{0, chartMaxPct}, Y: []float64{0, chartMaxPct}, Dashed: true},
			{Name: e.UsualLabel, X: printed, Y: usual},
		},
		XRange: kit.Between(0, chartMaxPct), YRange: kit.Between(0, 150),
		Lines: []kit.DataLine{kit.CurrentLine(fmt.Sprintf(p.Text.Export.GainNowFmt, i18n.Number(p.conv.PrintedPct, 1), i18n.Number(p.conv.UsualPct, 1)),
			p.conv.PrintedPct)},
		Table: &kit.DataTable{Columns: []string{e.CaseStudyHeading, p.Axis(e.PrintedLabel, "%"), e.OldOverNewLabel, e.SpeedupLabel,
			p.Axis(e.UsualLabel, "%")}, Rows: rows},
	}
}

// resultsDataset is the results as a table.
func (p *Panel) resultsDataset() kit.Dataset {
	e, d := p.Text.Evidence, p.Text.Lecture.Data
	var rows [][]string
	for _, r := range results() {
		rows = append(rows, []string{p.Doc.Section(r.id + ".title"), r.kind.label(p.Text), p.Doc.Section(r.id + ".setup"), p.Doc.Section(r.id + ".result")})
	}
	return kit.Dataset{Title: e.ResultsHeading, Table: &kit.DataTable{Columns: []string{d.Result, d.Kind, e.SetupLabel, e.ResultLabel}, Rows: rows}}
}

// caseStudy is one printed gain of the case study.
type caseStudy struct {
	name    string
	printed float64
}

// caseStudies are the case study's printed gains, as the converter page
// lists them.
func (p *Panel) caseStudies() []caseStudy {
	e := p.Text.Evidence
	return []caseStudy{{e.CaseLlama, reference.PrintedLlama7B}, {e.CaseDense, reference.PrintedDense70B}, {e.CaseMoE, reference.PrintedMoE7B}}
}

// Readouts implements kit.Readouter: the converted gain on the converter,
// from the gain report.
func (p *Panel) Readouts() []kit.Readout {
	return kit.ReadoutsOf(p.Text, p.Styles.Glyphs, gain.Report(p.conv), "printed_pct", "old_over_new", "speedup", "usual_pct")
}
