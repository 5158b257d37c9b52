package incast

import "pegasus/model/report"

// Report states one incast run: its settings, completion against the
// ideal, the queue, goodput and what falls short of the line, and the
// control's signals; each sender's goodput and the samples over time are
// the parts "sender_goodput_gbps" and "samples".
func Report(p Params, r Result) report.Report {
	rep := report.New("incast")
	report.Echo(rep, Knobs(), p, "senders", "qps_per_sender", "size_kib", "cc", "line_gbps", "buffer_kib", "seed",
		"wire_overhead_b", "dcqcn_mechanism", "dcqcn_preset")
	rep.Add("payload_share", report.Share, 2, r.PayloadShare).
		Add("ideal_fct_us", "us", 1, r.IdealFCTUs).Add("ideal_payload_fct_us", "us", 1, r.IdealPayloadFCTUs).
		Flag("completed", r.Completed).Add("last_fct_us", "us", 1, r.LastFCTUs).Add("mean_fct_us", "us", 1, r.MeanFCTUs).
		Add("max_queue_kib", "KiB", 0, r.MaxQueueKiB).Add("mean_queue_kib", "KiB", 2, r.MeanQueueKiB).
		Add("mean_queue_delay_us", "us", 3, r.MeanQueueDelayUs).Add("bdp_kib", "KiB", 1, r.BDPKiB).
		Add("goodput_gbps", "Gb/s", 2, r.GoodputGbps).Add("loss_vs_line_pct", "%", 2, r.LossVsLinePct).Add("wire_loss_pct", "%", 2, r.WireLossPct).
		Count("pfc_pauses", "frames", r.PFCPauses).Add("pfc_paused_us", "us", 1, r.PFCPausedUs).
		Add("delivered_bytes", "B", 0, float64(r.DeliveredBytes)).Add("sent_bytes", "B", 0, float64(r.SentBytes)).
		Add("total_bytes", "B", 0, float64(r.TotalBytes)).
		Count("cnps", "", r.CNPs).Count("marked_packets", "packets", r.MarkedPackets).
		Add("credits_granted", "", 0, float64(r.CreditsGranted)).Count("off_signals", "", r.OffSignals).
		Count("free_batches", "batches", r.FreeBatches).Add("sample_us", "us", 1, r.SampleUs)
	return *rep.Attach("sender_goodput_gbps", r.SenderGoodputGbps).Attach("samples", r.Samples)
}
