package spray

import (
	"fmt"

	"pegasus/model/credit"
	"pegasus/model/report"
)

// BalanceReport states one scheme averaged over the trials, beside the
// balls-into-bins expectation for a uniform hash, with the first trial's
// uplink loads (the part "first_trial_link_loads").
func BalanceReport(r BalanceResult) report.Report {
	p, m := r.Params, r.Mean
	rep := report.New("spray")
	report.Echo(rep, BalanceKnobs(), p, "scheme", "mix", "flows", "paths", "trials", "seed")
	rep.Add("used_path_fraction", report.Share, 1, m.UsedFraction).Add("max_link_load", "", 2, m.MaxLoad).
		Add("throughput_fraction", report.Share, 1, m.Throughput).Add("slowest_flow_ms", "ms", 3, m.SlowestMs).
		Add("ooo_degree_packets", "packets", 1, m.OOODegree).
		Add("hash_expected_used_fraction", report.Share, 1, ExpectedUsedFraction(p.Flows, p.Paths)).
		Add("hash_expected_max_link_load", "", 2, ExpectedHashMaxLoad(p.Flows, p.Paths))
	return *rep.Attach("first_trial_link_loads", r.LinkLoads)
}

// AllReduceReport states both NICs' bus bandwidth at one message size.
func AllReduceReport(p AllReduceParams, pt CurvePoint) report.Report {
	rep := report.New("allreduce")
	report.Echo(rep, AllReduceKnobs(), p, "size_mb", "servers", "channels", "chunk_kib", "hop_us", "rtt_us", "launch_us")
	rep.Add("busbw_gbps_cx7_ar", "Gb/s", 1, pt.CX7).Add("busbw_gbps_p_rnic", "Gb/s", 1, pt.PRNIC).
		Add("p_rnic_over_cx7", "x", 2, pt.PRNIC/pt.CX7)
	return *rep
}

// RetxReport states one retransmission trigger's run: needless requests,
// losses and how soon they were found.
func RetxReport(r RetxResult) report.Report {
	rep := report.New("retx")
	report.Echo(rep, RetxKnobs(), r.Params, "policy", "packets", "loss_rate", "loss_burst", "ooo_threshold_pct", "missing_threshold_pct", "window")
	rep.Count("requests", "", r.Requests).Count("spurious", "", r.Spurious).Add("spurious_rate", report.Share, 4, r.SpuriousRate).
		Count("losses", "packets", r.Losses).Count("caught_by_trigger", "packets", r.ByTrigger).
		Add("mean_detection_us", "us", 2, r.MeanDetectUs).Add("max_detection_us", "us", 2, r.MaxDetectUs)
	return *rep
}

// ReceiverReport sizes the receiver's bitmaps against what the credit
// loop c keeps in flight, and delivers the step-through's two chunks in
// order (the part "completions_in_order": the PSNs completed).
func ReceiverReport(p ReceiverParams, c credit.Params) (report.Report, error) {
	win := BitmapWindow(p.StateBytes)
	bdp := int(c.BDPBytes() / credit.PacketBytes)
	over := c.Overdraft * c.PacketsPerBatch()
	rep := report.New("receiver")
	report.Echo(rep, ReceiverKnobs(), p, "state_bytes", "demo_chunk")
	rep.Count("window_packets", "packets", win).Count("window_bytes", "B", win*credit.PacketBytes).
		Count("in_flight_bdp_packets", "packets", bdp).Count("in_flight_overdraft_packets", "packets", over).
		Count("in_flight_packets", "packets", bdp+over).Flag("window_covers_in_flight", win >= bdp+over)
	rcv := NewReceiver(max(win, 2*p.DemoChunk))
	var done []int
	for psn := range 2 * p.DemoChunk {
		cs, err := rcv.Arrive(Packet{PSN: psn, WithImm: (psn+1)%p.DemoChunk == 0, Imm: uint32(psn)})
		if err != nil {
			return report.Report{}, fmt.Errorf("deliver PSN %d: %w", psn, err)
		}
		for _, c := range cs {
			done = append(done, c.PSN)
		}
	}
	return *rep.Attach("completions_in_order", done), nil
}
