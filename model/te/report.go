package te

import "pegasus/model/report"

// Report states the controller's relief times over the episodes and what
// spraying with credits does instead; the sorted relief times and the
// first congested episode are the parts "relief_s" and "episode".
func Report(p Params, r Result) report.Report {
	rep := report.New("te")
	report.Echo(rep, Knobs(), p, "interval_s", "trials", "seed")
	rep.Add("mean_relief_s", "s", 1, r.MeanS).Add("p50_relief_s", "s", 1, r.P50S).Add("p95_relief_s", "s", 1, r.P95S).
		Add("max_relief_s", "s", 1, r.MaxS).Count("congested_trials", "episodes", r.Congested).
		Add("moves_mean", "", 1, r.MovesMean).Add("wrong_share", report.Share, 1, r.WrongShare).
		Add("spray_reaction_rtts", "", 0, r.SprayReactionRTTs).Add("spray_relief_us", "us", 1, r.SprayReliefUs).
		Add("speed_up", "x", 0, r.SpeedUp)
	return *rep.Attach("relief_s", r.ReliefS).Attach("episode", r.Episode)
}
