package cli

import (
	"fmt"
	"io"

	"pegasus/i18n"
	"pegasus/model/credit"
)

// creditCalc is the JSON of `calc credit`: inputs, derived quantities and
// both rules' results. Numbers are unrounded.
type creditCalc struct {
	LineGbps          int        `json:"line_gbps"`
	BatchKiB          int        `json:"batch_kib"`
	BatchBytes        int        `json:"batch_bytes"`
	PacketsPerBatch   int        `json:"packets_per_batch"`
	JitterNs          float64    `json:"jitter_ns"`
	LoopTimeNs        float64    `json:"loop_time_ns"`
	Overdraft         int        `json:"overdraft"`
	Seed              uint64     `json:"seed"`
	Batches           int        `json:"batches"`
	BatchTimeNs       float64    `json:"batch_time_ns"`
	BDPBytes          float64    `json:"bdp_bytes"`
	BDPBatches        float64    `json:"bdp_batches"`
	FreeWindow        int        `json:"free_window_batches"`
	Window            int        `json:"window_batches"`
	Eq1Gbps           float64    `json:"eq1_gbps"`
	Eq2Gbps           float64    `json:"eq2_gbps"`
	Eq1Share          float64    `json:"eq1_share"`
	Eq2Share          float64    `json:"eq2_share"`
	Eq1GoodputGbps    float64    `json:"eq1_goodput_gbps"`
	Eq2GoodputGbps    float64    `json:"eq2_goodput_gbps"`
	PayloadShare      float64    `json:"payload_share"`
	HeaderBytes       int        `json:"header_bytes_per_packet"`
	Eq1SlackNs        float64    `json:"eq1_slack_ns"`
	Eq2SlackNs        float64    `json:"eq2_slack_ns"`
	Eq1Bounds         boundsJSON `json:"eq1_steady_bounds_gbps"`
	Eq2Bounds         boundsJSON `json:"eq2_steady_bounds_gbps"`
	Eq1RunBounds      boundsJSON `json:"eq1_run_bounds_gbps"`
	Eq2RunBounds      boundsJSON `json:"eq2_run_bounds_gbps"`
	IncastN           int        `json:"incast_n"`
	InFlightBytes     int        `json:"in_flight_bytes"`
	IncastQueueBytes  int        `json:"incast_queue_bytes"`
	IncastDrainNs     float64    `json:"incast_drain_ns"`
	CreditsPerSecond  float64    `json:"credits_per_second"`
	OverGrantBytes1MB int        `json:"over_grant_bytes_1mb"`
}

// boundsJSON is a throughput range in Gb/s.
type boundsJSON struct {
	Lower float64 `json:"lower"`
	Upper float64 `json:"upper"`
}

// calcCredit evaluates one setting of the credit loop.
func calcCredit(in calcInput) (any, func(io.Writer) error, error) {
	p, err := credit.Knobs().FromValues(in.values["credit"])
	if err != nil {
		return nil, nil, err
	}
	r := computeCredit(p)
	return r, func(w io.Writer) error { return printCreditTable(w, in.t, p, r) }, nil
}

// computeCredit evaluates one setting.
func computeCredit(p credit.Params) creditCalc {
	d := credit.NewDraws(p.Seed, p.Batches)
	pt := credit.Evaluate(p, d)
	cost := credit.CostFor(p)
	line := float64(p.LineGbps)
	h := pt.Headers
	gbps := func(r credit.Range) boundsJSON { return boundsJSON{r.Lower * line, r.Upper * line} }
	return creditCalc{
		LineGbps: p.LineGbps, BatchKiB: p.BatchKiB, BatchBytes: p.BatchBytes(), PacketsPerBatch: p.PacketsPerBatch(),
		JitterNs: p.JitterNs, LoopTimeNs: p.LoopNs, Overdraft: p.Overdraft, Seed: p.Seed, Batches: p.Batches,
		BatchTimeNs: p.BatchTimeNs(), BDPBytes: p.BDPBytes(), BDPBatches: p.BDPBatches(),
		FreeWindow: p.FreeWindow(), Window: p.WindowBatches(),
		Eq1Gbps: pt.Eq1Gbps, Eq2Gbps: pt.Eq2Gbps, Eq1Share: pt.Eq1Gbps / line, Eq2Share: pt.Eq2Gbps / line,
		Eq1GoodputGbps: h.GoodputGbps(pt.Eq1Gbps), Eq2GoodputGbps: h.GoodputGbps(pt.Eq2Gbps),
		PayloadShare: h.PayloadShare(), HeaderBytes: h.Total(),
		Eq1SlackNs: p.SlackNs(0), Eq2SlackNs: p.SlackNs(p.Overdraft),
		Eq1Bounds: gbps(pt.Eq1Bound.Steady), Eq2Bounds: gbps(pt.Eq2Bound.Steady),
		Eq1RunBounds: gbps(pt.Eq1Bound.Run), Eq2RunBounds: gbps(pt.Eq2Bound.Run),
		IncastN: p.IncastN, InFlightBytes: cost.InFlightBytes, IncastQueueBytes: cost.IncastQueueBytes,
		IncastDrainNs: cost.IncastDrainNs, CreditsPerSecond: cost.CreditsPerSecond, OverGrantBytes1MB: cost.OverGrantBytes,
	}
}

// printCreditTable writes one setting's results as a short table in the
// user's language.
func printCreditTable(w io.Writer, t *i18n.Text, p credit.Params, r creditCalc) error {
	c, k := t.Credit, t.Check
	num := i18n.Number
	fmt.Fprintln(w, k.CalcCreditTitle)
	fmt.Fprintf(w, k.CalcSettingsFmt+"\n\n", num(p.JitterNs, -1), i18n.Int(p.BatchKiB), i18n.Int(p.LineGbps),
		p.Overdraft, num(p.LoopNs, -1), p.Seed, i18n.Int(p.Batches))
	if err := writeRows(w, [][]string{
		{c.BatchTime, num(r.BatchTimeNs, 2) + " ns"},
		{c.RowBDP, num(r.BDPBytes, 0) + " B = " + num(r.BDPBatches, 2) + " " + c.BatchUnit},
		{c.RowFreeWindow, c.Batches(r.FreeWindow)},
		{c.Window, c.Batches(r.Window)},
	}); err != nil {
		return err
	}
	fmt.Fprintln(w)
	bounds := func(b boundsJSON) string { return num(b.Lower, 1) + "-" + num(b.Upper, 1) }
	return writeRows(w, [][]string{
		{"", c.Eq1Short, c.Eq2Short},
		{c.RowWire, num(r.Eq1Gbps, 2) + " Gb/s", num(r.Eq2Gbps, 2) + " Gb/s"},
		{c.RowShare, num(100*r.Eq1Share, 2) + "%", num(100*r.Eq2Share, 2) + "%"},
		{c.RowGoodput, num(r.Eq1GoodputGbps, 2) + " Gb/s", num(r.Eq2GoodputGbps, 2) + " Gb/s"},
		{c.RowRunBounds, bounds(r.Eq1RunBounds), bounds(r.Eq2RunBounds)},
		{c.RowBounds, bounds(r.Eq1Bounds), bounds(r.Eq2Bounds)},
		{c.RowSlack, num(r.Eq1SlackNs, 2) + " ns", num(r.Eq2SlackNs, 2) + " ns"},
	}, 1, 2)
}
