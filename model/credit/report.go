package credit

import "pegasus/model/report"

// Report states one setting's numbers: every knob, the batch and window
// arithmetic, both rules' throughput, goodput, slack and bounds, and what
// a batch size costs (Cost), at Evaluate's point pt.
func Report(pt Point) report.Report {
	p, r := pt.Params, report.New("credit")
	report.Echo(r, Knobs(), p, "jitter_ns", "batch_kib", "line_gbps", "overdraft", "loop_ns", "seed", "batches", "incast_n")
	line, h, cost := float64(p.LineGbps), pt.Headers, CostFor(p)
	r.Count("batch_bytes", "B", p.BatchBytes()).Count("packets_per_batch", "packets", p.PacketsPerBatch()).
		Add("batch_time_ns", "ns", 2, p.BatchTimeNs()).
		Add("bdp_bytes", "B", 0, p.BDPBytes()).Add("bdp_batches", "batches", 2, p.BDPBatches()).
		Count("free_window_batches", "batches", p.FreeWindow()).Count("window_batches", "batches", p.WindowBatches())
	for _, e := range []struct {
		name      string
		gbps      float64
		slack     float64
		bound     Bounds
		overdraft int
	}{{"eq1", pt.Eq1Gbps, p.SlackNs(0), pt.Eq1Bound, 0}, {"eq2", pt.Eq2Gbps, p.SlackNs(p.Overdraft), pt.Eq2Bound, p.Overdraft}} {
		r.Add(e.name+"_gbps", "Gb/s", 1, e.gbps).Add(e.name+"_share", report.Share, 1, e.gbps/line).
			Add(e.name+"_goodput_gbps", "Gb/s", 1, h.GoodputGbps(e.gbps)).Add(e.name+"_slack_ns", "ns", 2, e.slack)
		for _, b := range []struct {
			key string
			r   Range
		}{{"_steady_bounds_gbps", e.bound.Steady}, {"_run_bounds_gbps", e.bound.Run}} {
			r.Add(e.name+b.key+".lower", "Gb/s", 1, b.r.Lower*line).Add(e.name+b.key+".upper", "Gb/s", 1, b.r.Upper*line)
		}
	}
	r.Add("payload_share", report.Share, 2, h.PayloadShare()).Count("header_bytes_per_packet", "B", h.Total()).
		Count("in_flight_bytes", "B", cost.InFlightBytes).Count("incast_queue_bytes", "B", cost.IncastQueueBytes).
		Add("incast_drain_ns", "ns", 0, cost.IncastDrainNs).Add("credits_per_second", "/s", 0, cost.CreditsPerSecond).
		Count("over_grant_bytes_1mb", "B", cost.OverGrantBytes)
	return *r
}
