package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"pegasus/i18n"
	loop "pegasus/model/credit"
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
	Eq1Bounds         boundsJSON `json:"eq1_bounds_gbps"`
	Eq2Bounds         boundsJSON `json:"eq2_bounds_gbps"`
	IncastN           int        `json:"incast_n"`
	InFlightBytes     int        `json:"in_flight_bytes"`
	IncastQueueBytes  int        `json:"incast_queue_bytes"`
	IncastDrainNs     float64    `json:"incast_drain_ns"`
	CreditsPerSecond  float64    `json:"credits_per_second"`
	OverGrantBytes1MB int        `json:"over_grant_bytes_1mb"`
}

// boundsJSON is an analytic throughput range.
type boundsJSON struct {
	Lower float64 `json:"lower"`
	Upper float64 `json:"upper"`
}

// runCalc computes one setting of an engine: credit, power, gain, spray,
// allreduce or retx.
func runCalc(args []string, stdout, stderr io.Writer, e env) int {
	t := earlyLangFromArgs(args, e)
	subjects := map[string]func([]string, io.Writer, io.Writer, env, *i18n.Text) int{
		"credit": runCalcCredit, "power": runCalcPower, "gain": runCalcGain,
		"spray": runCalcSpray, "allreduce": runCalcAllReduce, "retx": runCalcRetx,
	}
	if len(args) > 0 {
		if run, ok := subjects[args[0]]; ok {
			return run(args[1:], stdout, stderr, e, t)
		}
	}
	if len(args) > 0 && !wantsHelp(args[:1]) {
		fmt.Fprintln(stderr, "pegasus: "+fmt.Sprintf(t.Config.UnknownCommandFmt, "calc "+args[0]))
		fmt.Fprintf(stderr, t.Config.CalcUsageFmt, "pegasus")
		return exitBadInput
	}
	if len(args) == 0 { // a subject is required
		fmt.Fprintf(stderr, t.Config.CalcUsageFmt, "pegasus")
		return exitBadInput
	}
	fmt.Fprintf(stdout, t.Config.CalcUsageFmt, "pegasus")
	return exitOK
}

// calcFlags builds a calc subject's flag set: --json, --config, --lang,
// --ascii and the settings keep selects.
func calcFlags(name string, stderr io.Writer, t *i18n.Text, keep func(setting) bool) (*pflag.FlagSet, *bool) {
	fs := newFlagSet("pegasus calc "+name, stderr, t, func(s setting) bool {
		return s.Key == "lang" || s.Key == "ascii" || keep(s)
	})
	return fs, fs.Bool("json", false, t.Flags.JSON)
}

// writeJSON prints v as indented JSON.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return fmt.Errorf("write JSON: %w", err)
	}
	return nil
}

// runCalcCredit computes one setting of the credit loop.
func runCalcCredit(args []string, stdout, stderr io.Writer, e env, t *i18n.Text) int {
	fs, asJSON := calcFlags("credit", stderr, t, func(s setting) bool { return strings.HasPrefix(s.Key, "credit.") })
	if stop, code := parseFlags(fs, args, stderr, t); stop {
		return code
	}
	// Parameters come from the defaults and the flags alone.
	p, err := calcParams(t, fs)
	if err != nil {
		return report(stderr, err)
	}
	ld, err := loadSettings(fs, e, false, time.Now())
	if err != nil {
		return report(stderr, err)
	}
	res := computeCredit(p)
	return printCalc(stdout, stderr, *asJSON, res, func(w io.Writer) { printCreditTable(w, ld.text, p, res) })
}

// calcParams reads the model parameters from the defaults and the flags.
func calcParams(t *i18n.Text, fs *pflag.FlagSet) (loop.Params, error) {
	flags, err := readFlagLayer(t, fs)
	if err != nil {
		return loop.Params{}, err
	}
	defaults, err := defaultValues()
	if err != nil {
		return loop.Params{}, err
	}
	s, err := merge(defaults, flags)
	if err != nil {
		return loop.Params{}, err
	}
	p := s.Credit.params()
	if err := p.Validate(); err != nil {
		return loop.Params{}, fmt.Errorf("calc parameters: %w", err)
	}
	return p, nil
}

// computeCredit evaluates one setting.
func computeCredit(p loop.Params) creditCalc {
	d := loop.NewDraws(p.Seed, p.Batches)
	pt := loop.Evaluate(p, d)
	cost := loop.CostFor(p)
	line := float64(p.LineGbps)
	h := pt.Headers
	return creditCalc{
		LineGbps: p.LineGbps, BatchKiB: p.BatchKiB, BatchBytes: p.BatchBytes(), PacketsPerBatch: p.PacketsPerBatch(),
		JitterNs: p.JitterNs, LoopTimeNs: p.LoopNs, Overdraft: p.Overdraft, Seed: p.Seed, Batches: p.Batches,
		BatchTimeNs: p.BatchTimeNs(), BDPBytes: p.BDPBytes(), BDPBatches: p.BDPBatches(),
		FreeWindow: p.FreeWindow(), Window: p.WindowBatches(),
		Eq1Gbps: pt.Eq1Gbps, Eq2Gbps: pt.Eq2Gbps, Eq1Share: pt.Eq1Gbps / line, Eq2Share: pt.Eq2Gbps / line,
		Eq1GoodputGbps: h.GoodputGbps(pt.Eq1Gbps), Eq2GoodputGbps: h.GoodputGbps(pt.Eq2Gbps),
		PayloadShare: h.PayloadShare(), HeaderBytes: h.Total(),
		Eq1SlackNs: p.SlackNs(0), Eq2SlackNs: p.SlackNs(p.Overdraft),
		Eq1Bounds: boundsJSON{pt.Eq1Bound.Lower * line, pt.Eq1Bound.Upper * line},
		Eq2Bounds: boundsJSON{pt.Eq2Bound.Lower * line, pt.Eq2Bound.Upper * line},
		IncastN:   p.IncastN, InFlightBytes: cost.InFlightBytes, IncastQueueBytes: cost.IncastQueueBytes,
		IncastDrainNs: cost.IncastDrainNs, CreditsPerSecond: cost.CreditsPerSecond, OverGrantBytes1MB: cost.OverGrantBytes,
	}
}

// printCreditTable writes one setting's results as a short table in the
// user's language.
func printCreditTable(w io.Writer, t *i18n.Text, p loop.Params, r creditCalc) {
	c, k := t.Credit, t.Check
	num := i18n.Number
	fmt.Fprintln(w, k.CalcCreditTitle)
	fmt.Fprintf(w, k.CalcSettingsFmt+"\n\n", num(p.JitterNs, -1), i18n.Int(p.BatchKiB), i18n.Int(p.LineGbps),
		p.Overdraft, num(p.LoopNs, -1), p.Seed, i18n.Int(p.Batches))
	writeRows(w, [][]string{
		{c.BatchTime, num(r.BatchTimeNs, 2) + " ns"},
		{c.RowBDP, num(r.BDPBytes, 0) + " B = " + num(r.BDPBatches, 2) + " " + c.BatchUnit},
		{c.RowFreeWindow, c.Batches(r.FreeWindow)},
		{c.Window, c.Batches(r.Window)},
	})
	fmt.Fprintln(w)
	bounds := func(b boundsJSON) string { return num(b.Lower, 1) + "-" + num(b.Upper, 1) }
	writeRows(w, [][]string{
		{"", c.Eq1Short, c.Eq2Short},
		{c.RowWire, num(r.Eq1Gbps, 2) + " Gb/s", num(r.Eq2Gbps, 2) + " Gb/s"},
		{c.RowShare, num(100*r.Eq1Share, 2) + "%", num(100*r.Eq2Share, 2) + "%"},
		{c.RowGoodput, num(r.Eq1GoodputGbps, 2) + " Gb/s", num(r.Eq2GoodputGbps, 2) + " Gb/s"},
		{c.RowBounds, bounds(r.Eq1Bounds), bounds(r.Eq2Bounds)},
		{c.RowSlack, num(r.Eq1SlackNs, 2) + " ns", num(r.Eq2SlackNs, 2) + " ns"},
	}, 1, 2)
}
