package gain

import "pegasus/model/report"

// Report states one printed gain in every convention.
func Report(c Conversion) report.Report {
	rep := report.New("gain")
	report.Echo(rep, Knobs(), Input{PrintedPct: c.PrintedPct}, "printed_pct")
	rep.Add("old_over_new", "", 3, c.OldOverNew).Add("speedup", "x", 2, c.Speedup).Add("usual_pct", "%", 1, c.UsualPct)
	return *rep
}
