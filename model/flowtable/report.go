package flowtable

import "pegasus/model/report"

// Report states a sweep that filled the table to overflow over the
// trials: the loads at the first stash use and at overflow (means, then
// their spread over the trials) beside the threshold in the literature,
// and the keys the stash bought; the mean overflow load with each smaller
// stash is the part "overflow_load_by_stash". Loads count every stored
// key, stash included, over the slots.
func Report(r SweepResult) report.Report {
	p := r.Params
	rep := report.New("cuckoo")
	report.Echo(rep, Knobs(), p, "ways", "slots", "stash", "max_kicks", "trials", "seed")
	rep.Add("threshold_c_star", report.Share, 2, r.Threshold).
		Add("first_stash_load", report.Share, 2, r.FirstStash.Mean).Add("overflow_load", report.Share, 2, r.Overflow.Mean)
	for _, s := range []struct {
		key string
		s   Spread
	}{{"first_stash_load_spread", r.FirstStash}, {"overflow_load_spread", r.Overflow}} {
		rep.Add(s.key+".mean", report.Share, 2, s.s.Mean).Add(s.key+".std", report.Share, 2, s.s.Std).
			Add(s.key+".min", report.Share, 2, s.s.Min).Add(s.key+".max", report.Share, 2, s.s.Max)
	}
	rep.Add("stash_gain_keys", "keys", 0, (r.Overflow.Mean-r.FirstStash.Mean)*float64(p.UsedSlots()))
	return *rep.Attach("overflow_load_by_stash", r.OverflowByStash)
}
