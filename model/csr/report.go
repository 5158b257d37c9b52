package csr

import "pegasus/model/report"

// Report states one push over the CSR channel both ways, the PCIe address
// checked on every command and with the state machine, and under
// "calibrated" what the model solved to land on the digest's 3.54 s and
// 1.5 s (the paper gives neither).
func Report(r Push) report.Report {
	rep := report.New("csr")
	report.Echo(rep, Knobs(), r.Params, "entries", "entry_bytes", "rnics", "access_bytes", "mbps", "check_us", "restarts", "table_entries")
	cal := Calibrate(ModelEntryBytes, PaperRNICs, ModelAccessBytes, PaperMBps)
	rep.Add("access_us", "us", 3, r.AccessUs).Count("accesses_per_entry", "accesses", r.AccessesPerEntry).
		Count("accesses", "accesses", r.Accesses).Count("checks_every_command", "checks", r.ChecksEveryCommand).
		Count("checks_state_machine", "checks", r.ChecksStateMachine).Add("seconds_data", "s", 3, r.DataSeconds).
		Add("seconds_check_every_command", "s", 2, r.SecondsCheckEveryCommand).Add("seconds_state_machine", "s", 2, r.SecondsStateMachine).
		Add("speedup", "x", 2, r.Speedup).
		Add("goodput_mbps_check_every_command", "MB/s", 2, r.GoodputEveryMBps).Add("goodput_mbps_state_machine", "MB/s", 2, r.GoodputStateMachineMBps).
		Count("calibrated.entries_per_rnic", "entries", cal.Entries).Count("calibrated.entry_bytes", "B", cal.EntryBytes).
		Count("calibrated.access_bytes", "B", cal.AccessBytes).Add("calibrated.check_us", "us", 2, cal.CheckUs).
		Add("calibrated.seconds_check_every_command", "s", 2, cal.Before).Add("calibrated.seconds_state_machine", "s", 2, cal.After)
	return *rep
}

// ScaleReport states the scale view from the GPUs deployed to the target:
// the table's capacity and, for each limit, the cluster size that first
// crosses it (gpus 0 when none does, up to ten times the target); each
// cluster size's figures are the part "points".
func ScaleReport(v ScaleView) report.Report {
	rep := report.New("scale")
	report.Echo(rep, ScaleKnobs(), v.Params, "deployed_gpus", "target_gpus")
	rep.Count("table_capacity_entries", "entries", v.Capacity)
	for _, b := range []struct {
		key string
		b   Break
	}{{"largest_vpc_outgrows_table", v.TableBreak}, {"update_over_budget_check_every_command", v.BudgetBreakEvery},
		{"update_over_budget_state_machine", v.BudgetBreakMachine}, {"channel_busy_all_day_check_every_command", v.SaturateEvery},
		{"channel_busy_all_day_state_machine", v.SaturateMachine}} {
		rep.Count(b.key+".gpus", "GPUs", b.b.GPUs).Flag(b.key+".found", b.b.Found).
			Flag(b.key+".already_deployed", b.b.AlreadyDeployed).Flag(b.key+".within_target", b.b.WithinTarget)
	}
	points := make([]ScalePointJSON, len(v.Points))
	for i, pt := range v.Points {
		points[i] = ScalePointJSON{GPUs: pt.GPUs, VPCsPerDay: pt.VPCsPerDay, Concurrent: pt.Concurrent, MeanTaskGPUs: pt.MeanTaskGPUs,
			MaxTaskGPUs: pt.MaxTaskGPUs, EntriesPerRNIC: pt.EntriesPerRNIC, LargestVPCEntries: pt.LargestVPCEntries,
			LargestLoad: pt.LargestLoad, LargestFits: pt.LargestFits, OverflowGPUShare: pt.OverflowGPUShare,
			LargestEveryS: pt.LargestEveryS, LargestMachineS: pt.LargestStateMachineS, DailyEveryS: pt.DailyEveryS,
			DailyMachineS: pt.DailyStateMachineS}
	}
	return *rep.Attach("points", points)
}

// ScalePointJSON is one cluster size of the scale view, as a report's
// part.
type ScalePointJSON struct {
	GPUs              int     `json:"gpus"`
	VPCsPerDay        float64 `json:"vpcs_per_day"`
	Concurrent        float64 `json:"concurrent_vpcs"`
	MeanTaskGPUs      float64 `json:"mean_task_gpus"`
	MaxTaskGPUs       int     `json:"max_task_gpus"`
	EntriesPerRNIC    float64 `json:"mean_entries_per_rnic"`
	LargestVPCEntries int     `json:"largest_vpc_entries"`
	LargestLoad       float64 `json:"largest_vpc_load"`
	LargestFits       bool    `json:"largest_vpc_fits"`
	OverflowGPUShare  float64 `json:"gpu_share_in_vpcs_too_large"`
	LargestEveryS     float64 `json:"largest_update_seconds_check_every_command"`
	LargestMachineS   float64 `json:"largest_update_seconds_state_machine"`
	DailyEveryS       float64 `json:"server_seconds_a_day_check_every_command"`
	DailyMachineS     float64 `json:"server_seconds_a_day_state_machine"`
}
