package cli

import (
	"fmt"
	"io"

	"pegasus/i18n"
	"pegasus/model/incast"
	"pegasus/model/pcie"
	"pegasus/model/te"
	"pegasus/model/traffic"
	"pegasus/panels/kit"
)

// incastCalc is the JSON of `calc incast`: the settings, then the run's
// summaries (ideal_fct_us with headers and framing, ideal_payload_fct_us
// without, last_fct_us, max_queue_kib, mean_queue_delay_us, goodput_gbps,
// loss_vs_line_pct, wire_loss_pct, pfc_pauses, ...) and its samples.
type incastCalc struct {
	Senders      int    `json:"senders"`
	QPsPerSender int    `json:"qps_per_sender"`
	SizeKiB      int    `json:"size_kib"`
	LineGbps     int    `json:"line_gbps"`
	BufferKiB    int    `json:"buffer_kib"`
	DCQCNPreset  string `json:"dcqcn_preset"`
	Seed         uint64 `json:"seed"`
	incast.Result
}

// calcIncast runs one incast under the chosen control.
func calcIncast(in calcInput) (any, func(io.Writer) error, error) {
	p, err := incast.FromValues(in.values["incast"])
	if err != nil {
		return nil, nil, err
	}
	r, err := incast.Run(p)
	if err != nil {
		return nil, nil, err
	}
	res := incastCalc{Senders: p.Senders, QPsPerSender: p.QPsPerSender, SizeKiB: p.SizeKiB, LineGbps: p.LineGbps,
		BufferKiB: p.BufferKiB, DCQCNPreset: incast.PresetOf(p.DCQCN).String(), Seed: p.Seed, Result: r}
	return res, func(w io.Writer) error {
		c, g, num := in.t.Incast, in.g, i18n.Number
		us := func(v float64) string { return i18n.DurationWith(v*1000, g.Micro) }
		fmt.Fprintln(w, c.CalcIncastTitle)
		count := func(n int, unit string) string { return i18n.Int(n) + " " + kit.KnobUnit(in.t, g, unit, float64(n)) }
		fmt.Fprintf(w, c.CalcSettingsFmt+"\n\n", count(p.Senders, "senders"), g.Times, count(p.QPsPerSender, "QPs"), g.Times, i18n.Bytes(float64(p.SizeKiB)*1024),
			i18n.Int(p.LineGbps), in.t.Knob.Value("incast.cc", p.Control.String()), p.Seed)
		mark := ""
		if p.WireOverheadBytes == incast.RoCEv2WireOverheadBytes {
			mark = g.ModelMark
		}
		fmt.Fprintf(w, c.CalcWireFmt+"\n\n", i18n.Int(p.WireOverheadBytes), mark, in.t.Knob.Value("incast.dcqcn_mechanism", p.Mechanism.String()))
		last, over := c.NotFinished, c.NotFinished
		if r.Completed {
			last, over = us(r.LastFCTUs), i18n.Signed(100*(r.LastFCTUs/r.IdealFCTUs-1), 2)+" %"
		}
		return writeRows(w, [][]string{
			{c.RowIdeal, us(r.IdealFCTUs)},
			{c.RowIdealPayload, us(r.IdealPayloadFCTUs)},
			{c.RowLastFCT, last},
			{c.RowOverIdeal, over},
			{c.RowPeakQueue, i18n.Bytes(r.MaxQueueKiB * 1024)},
			{c.RowMeanQueue, i18n.Bytes(r.MeanQueueKiB * 1024)},
			{c.RowQueueDelay, us(r.MeanQueueDelayUs)},
			{c.RowGoodput, num(r.GoodputGbps, 2) + " Gb/s"},
			{c.RowBelowLine, fmt.Sprintf(c.BelowLineFmt, num(r.LossVsLinePct, 2)+" %", num(r.WireLossPct, 2)+" %")},
			{c.RowPauses, i18n.Int(r.PFCPauses)},
		})
	}, nil
}

// teCalc is the JSON of `calc te`: the interval and the relief times.
type teCalc struct {
	IntervalS float64 `json:"interval_s"`
	Trials    int     `json:"trials"`
	Seed      uint64  `json:"seed"`
	te.Result
}

// calcTE runs the controller's episodes.
func calcTE(in calcInput) (any, func(io.Writer) error, error) {
	p, err := te.Knobs().FromValues(in.values["te"])
	if err != nil {
		return nil, nil, err
	}
	r, err := te.Run(p)
	if err != nil {
		return nil, nil, err
	}
	return teCalc{IntervalS: p.IntervalS, Trials: p.Trials, Seed: p.Seed, Result: r}, func(w io.Writer) error {
		c, num := in.t.Incast, i18n.Number
		sec := func(v float64) string { return num(v, 1) + " s" }
		fmt.Fprintln(w, c.CalcTETitle)
		fmt.Fprintln(w)
		return writeRows(w, [][]string{
			{c.RowMeanRelief, sec(r.MeanS)},
			{c.RowMedianRelief, sec(r.P50S)},
			{c.RowP95Relief, sec(r.P95S)},
			{c.RowMaxRelief, sec(r.MaxS)},
			{c.RowMoves, num(r.MovesMean, 2)},
			{c.RowWrongShare, num(100*r.WrongShare, 1) + " %"},
			{c.LegendEpisodes, i18n.Int(r.Congested)},
		})
	}, nil
}

// trafficCalc is the JSON of `calc traffic`: the three series with their
// summaries, both matrices and the message-size mixes.
type trafficCalc struct {
	traffic.TimeSeries
	Matrices      traffic.Matrices    `json:"matrices"`
	InferenceMix  []traffic.SizeShare `json:"inference_mix"`
	TrainingMix   []traffic.SizeShare `json:"training_mix"`
	TrainingCore  float64             `json:"training_core_share"`
	CloudCore     float64             `json:"cloud_core_share"`
	InferenceAt1M float64             `json:"inference_share_1mb"`
}

// calcTraffic generates the measured traffic and the matrices.
func calcTraffic(in calcInput) (any, func(io.Writer) error, error) {
	p, err := traffic.Knobs().FromValues(in.values["traffic"])
	if err != nil {
		return nil, nil, err
	}
	ts, err := traffic.Generate(p)
	if err != nil {
		return nil, nil, err
	}
	m, err := traffic.BuildMatrices(p)
	if err != nil {
		return nil, nil, err
	}
	res := trafficCalc{TimeSeries: ts, Matrices: m, InferenceMix: traffic.InferenceMix(), TrainingMix: traffic.TrainingMix(),
		TrainingCore: m.Training.CoreShare, CloudCore: m.Cloud.CoreShare, InferenceAt1M: traffic.InferenceShareAt1MB}
	return res, func(w io.Writer) error {
		c, num := in.t.Incast, i18n.Number
		gbps := func(v float64) string { return num(v, 1) + " Gb/s" }
		fmt.Fprintln(w, c.CalcTrafficTitle)
		fmt.Fprintln(w)
		err := writeRows(w, [][]string{
			{c.ColTask, c.ColDigest, c.ColModelValue + in.g.ModelMark},
			{c.TaskTraining, gbps(traffic.TrainingGbps), gbps(ts.TrainingMeanGbps)},
			{c.TaskInference, gbps(traffic.InferenceStartGbps) + " / " + gbps(traffic.InferenceEndGbps),
				gbps(ts.InferenceStartGbps) + " / " + gbps(ts.InferenceEndGbps)},
			{c.TaskTenant, gbps(traffic.TenantOnGbps), fmt.Sprintf(c.TenantModelFmt, gbps(ts.TenantOnGbps),
				num(100*ts.TenantIdleShare, 0)+" %", ts.TenantSwitches)},
			{c.MatrixTraining, "", fmt.Sprintf(c.CoreShareFmt, num(100*m.Training.CoreShare, 1)+" %")},
			{c.MatrixCloud, "", fmt.Sprintf(c.CoreShareFmt, num(100*m.Cloud.CoreShare, 1)+" %")},
		})
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(w, "\n"+c.CalcTrafficNoteFmt+"\n", in.g.ModelMark)
		return err
	}, nil
}

// calcPCIe runs PCIe incast under the chosen TX PFC policy.
func calcPCIe(in calcInput) (any, func(io.Writer) error, error) {
	p, err := pcie.Knobs().FromValues(in.values["pcie"])
	if err != nil {
		return nil, nil, err
	}
	r, err := pcie.Run(p)
	if err != nil {
		return nil, nil, err
	}
	return r, func(w io.Writer) error {
		c, g, num := in.t.Incast, in.g, i18n.Number
		us := func(v float64) string { return i18n.DurationWith(v*1000, g.Micro) }
		fmt.Fprintln(w, c.CalcPCIeTitle)
		fmt.Fprintln(w)
		return writeRows(w, [][]string{
			{c.ColPolicy, in.t.Knob.Value("pcie.tx_pfc", p.Mode.String())},
			{c.ColPauseFrames, i18n.Int(r.PauseFrames)},
			{c.ColPausedTime, us(r.FabricPausedUs)},
			{c.ColDropped, i18n.Bytes(r.DroppedKiB * 1024)},
			{c.ColPeakQueue, i18n.Bytes(r.MaxQueueKiB * 1024)},
			{c.ColCreditRate, num(r.MeanCreditGbps, 1) + " Gb/s"},
			{c.ColNICRate, num(r.NICGbps, 1) + " Gb/s"},
		})
	}, nil
}
