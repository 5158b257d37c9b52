package cli

import (
	"fmt"
	"io"

	"pegasus/i18n"
	"pegasus/model/spray"
)

// sprayCalc is the JSON of `calc spray`: one scheme averaged over the
// trials, with the balls-into-bins expectation for a uniform hash.
type sprayCalc struct {
	Scheme              string    `json:"scheme"`
	Mix                 string    `json:"mix"`
	Flows               int       `json:"flows"`
	Paths               int       `json:"paths"`
	Trials              int       `json:"trials"`
	Seed                uint64    `json:"seed"`
	UsedPathFraction    float64   `json:"used_path_fraction"`
	MaxLinkLoad         float64   `json:"max_link_load"`
	ThroughputFraction  float64   `json:"throughput_fraction"`
	SlowestFlowMs       float64   `json:"slowest_flow_ms"`
	OOODegree           float64   `json:"ooo_degree_packets"`
	HashExpectedUsed    float64   `json:"hash_expected_used_fraction"`
	HashExpectedMaxLoad float64   `json:"hash_expected_max_link_load"`
	FirstTrialLoads     []float64 `json:"first_trial_link_loads"`
}

// calcSpray averages one load-balance scheme.
func calcSpray(in calcInput) (any, func(io.Writer) error, error) {
	p, err := spray.BalanceKnobs().FromValues(in.values["spray"])
	if err != nil {
		return nil, nil, err
	}
	r := spray.RunBalance(p)
	res := sprayCalc{
		Scheme: string(p.Scheme), Mix: string(p.Mix), Flows: p.Flows, Paths: p.Paths, Trials: p.Trials, Seed: p.Seed,
		UsedPathFraction: r.Mean.UsedFraction, MaxLinkLoad: r.Mean.MaxLoad, ThroughputFraction: r.Mean.Throughput,
		SlowestFlowMs: r.Mean.SlowestMs, OOODegree: r.Mean.OOODegree,
		HashExpectedUsed: spray.ExpectedUsedFraction(p.Flows, p.Paths), HashExpectedMaxLoad: spray.ExpectedHashMaxLoad(p.Flows, p.Paths),
		FirstTrialLoads: r.LinkLoads,
	}
	return res, func(w io.Writer) error {
		c, num := in.t.Spray, i18n.Number
		fmt.Fprintln(w, in.t.Check.CalcSprayTitle)
		return writeRows(w, [][]string{
			{in.t.Knob.Label("spray.scheme"), in.t.Knob.Value("spray.scheme", string(p.Scheme))},
			{c.ColUsed, num(100*res.UsedPathFraction, 1) + " %"},
			{c.ColMaxLoad, num(res.MaxLinkLoad, 3)},
			{c.ColThroughput, num(res.ThroughputFraction, 3)},
			{c.ColSlowest, num(res.SlowestFlowMs, 3) + " ms"},
			{c.ColOOO, num(res.OOODegree, 1)},
		})
	}, nil
}

// allReduceCalc is the JSON of `calc allreduce`: both NICs at one size.
type allReduceCalc struct {
	SizeMB       float64 `json:"size_mb"`
	CX7ARGbps    float64 `json:"busbw_gbps_cx7_ar"`
	PRNICGbps    float64 `json:"busbw_gbps_p_rnic"`
	PRNICOverCX7 float64 `json:"p_rnic_over_cx7"`
	Servers      int     `json:"servers"`
	Channels     int     `json:"channels"`
	ChunkKiB     float64 `json:"chunk_kib"`
	HopUs        float64 `json:"hop_us"`
	RTTUs        float64 `json:"rtt_us"`
	LaunchUs     float64 `json:"launch_us"`
}

// calcAllReduce gives both NICs' bus bandwidth at one message size.
func calcAllReduce(in calcInput) (any, func(io.Writer) error, error) {
	p, err := spray.AllReduceKnobs().FromValues(in.values["allreduce"])
	if err != nil {
		return nil, nil, err
	}
	pt, err := spray.AllReduceAt(p)
	if err != nil {
		return nil, nil, fmt.Errorf("all-reduce at %v MiB: %w", p.SizeMB, err)
	}
	res := allReduceCalc{SizeMB: p.SizeMB, CX7ARGbps: pt.CX7, PRNICGbps: pt.PRNIC, PRNICOverCX7: pt.PRNIC / pt.CX7,
		Servers: p.Servers, Channels: p.Channels, ChunkKiB: p.ChunkKiB, HopUs: p.HopUs, RTTUs: p.RTTUs, LaunchUs: p.LaunchUs}
	return res, func(w io.Writer) error {
		c, num := in.t.Spray, i18n.Number
		fmt.Fprintln(w, in.t.Check.CalcAllReduceTitle)
		return writeRows(w, [][]string{
			{c.ColSize, num(p.SizeMB, -1) + " MiB"},
			{c.LegendCX7, num(pt.CX7, 1) + " Gb/s"},
			{c.LegendPRNIC, num(pt.PRNIC, 1) + " Gb/s"},
			{c.ColRatio, num(res.PRNICOverCX7, 3) + "x"},
		})
	}, nil
}

// retxCalc is the JSON of `calc retx`.
type retxCalc struct {
	Policy        string  `json:"policy"`
	Packets       int     `json:"packets"`
	LossRate      float64 `json:"loss_rate"`
	LossBurst     int     `json:"loss_burst"`
	Requests      int     `json:"requests"`
	Spurious      int     `json:"spurious"`
	SpuriousRate  float64 `json:"spurious_rate"`
	Losses        int     `json:"losses"`
	CaughtBy      int     `json:"caught_by_trigger"`
	MeanDetectUs  float64 `json:"mean_detection_us"`
	MaxDetectUs   float64 `json:"max_detection_us"`
	OOOThreshold  float64 `json:"ooo_threshold_pct"`
	MissingThresh float64 `json:"missing_threshold_pct"`
	WindowPackets int     `json:"window_packets"`
}

// calcRetx runs one retransmission trigger.
func calcRetx(in calcInput) (any, func(io.Writer) error, error) {
	p, err := spray.RetxKnobs().FromValues(in.values["retx"])
	if err != nil {
		return nil, nil, err
	}
	r := spray.RunRetx(p)
	res := retxCalc{Policy: string(p.Policy), Packets: p.Packets, LossRate: p.LossRate, LossBurst: p.LossBurst, Requests: r.Requests,
		Spurious: r.Spurious, SpuriousRate: r.SpuriousRate, Losses: r.Losses, CaughtBy: r.ByTrigger, MeanDetectUs: r.MeanDetectUs,
		MaxDetectUs: r.MaxDetectUs, OOOThreshold: 100 * p.OOOThreshold, MissingThresh: 100 * p.MissingThreshold, WindowPackets: p.Window}
	return res, func(w io.Writer) error {
		c, g := in.t.Spray, in.g
		fmt.Fprintln(w, in.t.Check.CalcRetxTitle)
		rows := [][]string{
			{c.ColPolicy, in.t.Knob.Value("retx.policy", string(p.Policy))},
			{c.ColSpurious, i18n.Number(100*r.SpuriousRate, 4) + " %"},
			{c.ColRequests, i18n.Int(r.Requests)},
		}
		if r.Losses > 0 {
			rows = append(rows, []string{c.ColDetect, i18n.DurationWith(r.MeanDetectUs*1000, g.Micro) + " / " + i18n.DurationWith(r.MaxDetectUs*1000, g.Micro)})
		}
		return writeRows(w, rows)
	}, nil
}
