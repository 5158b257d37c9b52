package pcie

import "pegasus/model/report"

// Report states one PCIe incast run under its TX PFC policy: the pause
// frames sent into the fabric, what was dropped or queued, the rates and
// where the bytes went; the samples over time are the part "samples".
func Report(p Params, r Result) report.Report {
	rep := report.New("pcie")
	report.Echo(rep, Knobs(), p, "tx_pfc")
	rep.Count("pause_frames", "frames", r.PauseFrames).Add("fabric_paused_us", "us", 1, r.FabricPausedUs).
		Add("dropped_kib", "KiB", 0, r.DroppedKiB).Add("max_queue_kib", "KiB", 0, r.MaxQueueKiB).
		Add("mean_credit_gbps", "Gb/s", 1, r.MeanCreditGbps).Add("nic_gbps", "Gb/s", 1, r.NICGbps).Add("host_gbps", "Gb/s", 1, r.HostGbps).
		Add("tx_pfc_off_at_us", "us", 0, r.TXPFCOffAtUs).Add("arrived_kib", "KiB", 0, r.ArrivedKiB).
		Add("delivered_kib", "KiB", 0, r.DeliveredKiB).Add("final_queue_kib", "KiB", 0, r.FinalQueueKiB).
		Count("max_window_frames", "frames", r.MaxWindowFrames).Add("sample_us", "us", 1, r.SampleUs)
	return *rep.Attach("samples", r.Samples)
}
