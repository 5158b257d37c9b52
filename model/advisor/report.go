package advisor

import "pegasus/model/report"

// Report states the advisor's judgement for the inputs: every input
// under "inputs", then the parts "recommendations" (each design's verdict
// with its reasons and where each one leads), "derived" (the numbers the
// rules use, labelled by advisor.md) and "checks" (the comparisons).
func Report(in Inputs) report.Report {
	rep := report.New("advisor")
	report.EchoAll(rep, "inputs", Knobs(), in)
	return *rep.Attach("recommendations", Advise(in)).Attach("derived", Derive(in).Rows()).Attach("checks", Checks(in))
}
