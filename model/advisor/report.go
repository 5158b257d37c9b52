package advisor

import "pegasus/model/report"

// RecommendationJSON is one design's verdict, as a report's part.
type RecommendationJSON struct {
	Design  string       `json:"design"`
	Axis    string       `json:"axis"`
	Fit     string       `json:"fit"`
	Reasons []ReasonJSON `json:"reasons"`
}

// ReasonJSON is one reason: its id, its stance and its target as a link
// spells it ("credit/cost credit.incast_n=4").
type ReasonJSON struct {
	ID     string `json:"id"`
	Stance string `json:"stance"`
	Target string `json:"target"`
}

// CheckJSON is one comparison of the rules.
type CheckJSON struct {
	ID         string  `json:"id"`
	Value      float64 `json:"value"`
	Rule       string  `json:"rule"`
	Limit      float64 `json:"limit"`
	Unit       string  `json:"unit"`
	Holds      bool    `json:"holds"`
	ModelLimit bool    `json:"model_limit"`
}

// Report states the advisor's judgement for the inputs: every input
// under "inputs", then the parts "recommendations" (each design's verdict
// with its reasons and where each one leads), "derived" (the numbers the
// rules use, labelled by advisor.md) and "checks" (the comparisons).
func Report(in Inputs) report.Report {
	rep := report.New("advisor")
	report.EchoAll(rep, "inputs", Knobs(), in)
	var recs []RecommendationJSON
	for _, r := range Advise(in) {
		rec := RecommendationJSON{Design: string(r.Design), Axis: string(r.Axis), Fit: string(r.Fit)}
		for _, rs := range r.Reasons {
			rec.Reasons = append(rec.Reasons, ReasonJSON{ID: string(rs.ID), Stance: string(rs.Stance), Target: rs.Target.String()})
		}
		recs = append(recs, rec)
	}
	var checks []CheckJSON
	for _, c := range Checks(in) {
		checks = append(checks, CheckJSON{ID: string(c.ID), Value: c.Value, Rule: string(c.Rule), Limit: c.Limit, Unit: c.Unit,
			Holds: c.Holds, ModelLimit: c.ModelLimit})
	}
	return *rep.Attach("recommendations", recs).Attach("derived", Derive(in).Rows()).Attach("checks", checks)
}
