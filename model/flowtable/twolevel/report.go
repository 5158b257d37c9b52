package twolevel

import "pegasus/model/report"

// faultNames name the faults in a report.
var faultNames = map[FaultKind]string{RestartRNIC: "restart_rnic", DropChannel: "drop_channel", CrashDPU: "crash_dpu"}

// faultEntry is one injected fault, as a report's part.
type faultEntry struct {
	AtEvent int    `json:"at_event"`
	Kind    string `json:"kind"`
	RNIC    int    `json:"rnic,omitempty"` // from 1; absent for a DPU crash
}

// Report states the two-level tables run without faults (clean) and with
// the faults injected (faulty): for each run, under "without_faults" and
// "with_faults", its length, the version committed, the log, whether the
// run settled, the log replays to the DPU's table and every RNIC agrees;
// each run's faults and RNICs' agreement are its parts "faults" and
// "rnics_match".
func Report(p Params, clean, faulty Trace, faults []ScheduledFault) report.Report {
	rep := report.New("twolevel")
	report.Echo(rep, Knobs(), p, "rnics", "txns", "ops_per_txn", "delete_pct", "reboot_s", "drop_ms", "seed")
	for _, run := range []struct {
		key    string
		tr     Trace
		faults []ScheduledFault
	}{{"without_faults", clean, nil}, {"with_faults", faulty, faults}} {
		k, tr := run.key+".", run.tr
		ms, rejected := 0.0, 0
		if n := len(tr.Events); n > 0 {
			ms = tr.Events[n-1].AtUs / 1000
		}
		for _, rec := range tr.Log {
			if rec.Kind == Reject {
				rejected++
			}
		}
		rep.Count(k+"events", "", len(tr.Events)).Add(k+"simulated_ms", "ms", 2, ms).
			Count(k+"committed_version", "", tr.Agreement.Version).Count(k+"log_records", "", len(tr.Log)).
			Count(k+"rejected_updates", "", rejected).Flag(k+"settled", tr.Agreement.Settled).
			Flag(k+"log_replays", tr.Agreement.LogReplays).Flag(k+"agree", tr.Agreement.Agree())
		entries := []faultEntry{}
		for _, f := range run.faults {
			e := faultEntry{AtEvent: f.AtEvent, Kind: faultNames[f.Fault.Kind]}
			if f.Fault.Kind != CrashDPU {
				e.RNIC = f.Fault.RNIC + 1
			}
			entries = append(entries, e)
		}
		rep.Attach(k+"faults", entries).Attach(k+"rnics_match", tr.Agreement.RNICMatches)
	}
	return *rep
}
