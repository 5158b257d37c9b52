package main

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"pegasus/i18n"
	"pegasus/model/spray"
	"pegasus/panels/kit"
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

// allReduceCalc is the JSON of `calc allreduce`.
type allReduceCalc struct {
	SizeMB       float64 `json:"size_mb"`
	NIC          string  `json:"nic"`
	BusBWGbps    float64 `json:"busbw_gbps"`
	OtherNIC     string  `json:"other_nic"`
	OtherBusBW   float64 `json:"other_busbw_gbps"`
	PRNICOverCX7 float64 `json:"p_rnic_over_cx7"`
	Servers      int     `json:"servers"`
	Channels     int     `json:"channels"`
	ChunkKiB     float64 `json:"chunk_kib"`
	RTTUs        float64 `json:"rtt_us"`
}

// retxCalc is the JSON of `calc retx`.
type retxCalc struct {
	Policy        string  `json:"policy"`
	Packets       int     `json:"packets"`
	LossRate      float64 `json:"loss_rate"`
	Requests      int     `json:"requests"`
	Spurious      int     `json:"spurious"`
	SpuriousRate  float64 `json:"spurious_rate"`
	Losses        int     `json:"losses"`
	CaughtBy      int     `json:"caught_by_trigger"`
	MeanDetectUs  float64 `json:"mean_detection_us"`
	MaxDetectUs   float64 `json:"max_detection_us"`
	OOOThreshold  float64 `json:"ooo_threshold"`
	MissingThresh float64 `json:"missing_threshold"`
	WindowPackets int     `json:"window_packets"`
}

// engineError turns an engine's ParamError into a message naming the flag.
func engineError(t *i18n.Text, fs *pflag.FlagSet, err error) error {
	pe, ok := err.(*spray.ParamError)
	if !ok {
		return err
	}
	name := strings.ReplaceAll(pe.Field, "_", "-")
	raw := pe.Value
	if f := fs.Lookup(name); f != nil {
		raw = f.Value.String()
	}
	return badFlag(t, name, raw, allowedText(t, pe.Allowed))
}

// allowedText says in language t what an engine input allows.
func allowedText(t *i18n.Text, a spray.Allowed) string {
	c := t.Config
	switch a.Kind {
	case spray.Positive:
		return c.AllowedPositive
	case spray.NonNegative:
		return c.AllowedNonNegative
	case spray.OneOf:
		return fmt.Sprintf(c.AllowedOneOfFmt, strings.Join(a.Choices, ", "))
	case spray.BelowOne:
		return c.AllowedBelowOne
	}
	if a.Whole {
		return fmt.Sprintf(c.AllowedWholeRangeFmt, i18n.Number(a.Min, -1), i18n.Number(a.Max, -1))
	}
	return fmt.Sprintf(c.AllowedRangeFmt, i18n.Number(a.Min, -1), i18n.Number(a.Max, -1))
}

// runCalcSpray averages one load-balance scheme.
func runCalcSpray(args []string, stdout, stderr io.Writer, e env, t *i18n.Text) int {
	fs, asJSON := calcFlags("spray", stderr, t, func(setting) bool { return false })
	d := spray.DefaultBalance()
	fs.String("scheme", string(spray.Hash), t.Flags.Scheme)
	fs.String("flows", fmt.Sprint(d.Flows), t.Flags.Flows)
	fs.String("paths", fmt.Sprint(d.Paths), t.Flags.Paths)
	fs.String("trials", fmt.Sprint(d.Trials), t.Flags.Trials)
	fs.String("seed", fmt.Sprint(d.Seed), t.Flags.Seed)
	fs.String("mix", string(d.Mix), t.Flags.Mix)
	fs.String("qps", fmt.Sprint(d.QPsPerFlow), t.Flags.QPs)
	fs.String("flow-mb", fmt.Sprint(d.FlowMB), t.Flags.FlowMB)
	fs.String("te-period-s", fmt.Sprint(d.TEPeriodS), t.Flags.TEPeriodS)
	fs.String("lifetime-s", fmt.Sprint(d.LifetimeS), t.Flags.LifetimeS)
	if stop, code := parseFlags(fs, args, stderr, t); stop {
		return code
	}
	ld, err := loadSettings(fs, e, false, time.Now())
	if err != nil {
		return report(stderr, err)
	}
	t = ld.text
	p := d
	p.Scheme = spray.Scheme(fs.Lookup("scheme").Value.String())
	p.Mix = spray.Mix(fs.Lookup("mix").Value.String())
	fr := flagReader{t: t, fs: fs}
	fr.whole("flows", &p.Flows)
	fr.whole("paths", &p.Paths)
	fr.whole("trials", &p.Trials)
	fr.whole("qps", &p.QPsPerFlow)
	fr.seed(&p.Seed)
	fr.number("flow-mb", t.Config.AllowedPositive, &p.FlowMB)
	fr.number("te-period-s", t.Config.AllowedPositive, &p.TEPeriodS)
	fr.number("lifetime-s", t.Config.AllowedPositive, &p.LifetimeS)
	if fr.err != nil {
		return report(stderr, fr.err)
	}
	if err := p.Validate(); err != nil {
		return report(stderr, engineError(t, fs, err))
	}
	r := spray.RunBalance(p)
	res := sprayCalc{
		Scheme: string(p.Scheme), Mix: string(p.Mix), Flows: p.Flows, Paths: p.Paths, Trials: p.Trials, Seed: p.Seed,
		UsedPathFraction: r.Mean.UsedFraction, MaxLinkLoad: r.Mean.MaxLoad, ThroughputFraction: r.Mean.Throughput,
		SlowestFlowMs: r.Mean.SlowestMs, OOODegree: r.Mean.OOODegree,
		HashExpectedUsed: spray.ExpectedUsedFraction(p.Flows, p.Paths), HashExpectedMaxLoad: spray.ExpectedHashMaxLoad(p.Flows, p.Paths),
		FirstTrialLoads: r.LinkLoads,
	}
	return printCalc(stdout, stderr, *asJSON, res, func(w io.Writer) {
		c := t.Spray
		fmt.Fprintln(w, t.Check.CalcSprayTitle)
		writeRows(w, [][]string{
			{c.ParamScheme, kit.SchemeNames(t)[slices.Index(spray.Schemes, p.Scheme)]},
			{c.ColUsed, i18n.Number(100*res.UsedPathFraction, 1) + " %"},
			{c.ColMaxLoad, i18n.Number(res.MaxLinkLoad, 3)},
			{c.ColThroughput, i18n.Number(res.ThroughputFraction, 3)},
			{c.ColSlowest, i18n.Number(res.SlowestFlowMs, 3) + " ms"},
			{c.ColOOO, i18n.Number(res.OOODegree, 1)},
		})
	})
}

// runCalcAllReduce gives the bus bandwidth of one message size.
func runCalcAllReduce(args []string, stdout, stderr io.Writer, e env, t *i18n.Text) int {
	fs, asJSON := calcFlags("allreduce", stderr, t, func(setting) bool { return false })
	fs.String("size-mb", "16", t.Flags.SizeMB)
	fs.String("nic", string(spray.PRNIC), t.Flags.NIC)
	if stop, code := parseFlags(fs, args, stderr, t); stop {
		return code
	}
	ld, err := loadSettings(fs, e, false, time.Now())
	if err != nil {
		return report(stderr, err)
	}
	t = ld.text
	mb, err := flagValue(t, fs, "size-mb", t.Config.AllowedSizeMB)
	if err != nil {
		return report(stderr, err)
	}
	if mb < 1 || mb > 1024 {
		return report(stderr, badFlag(t, "size-mb", fs.Lookup("size-mb").Value.String(), t.Config.AllowedSizeMB))
	}
	nic := spray.NIC(fs.Lookup("nic").Value.String())
	if !slices.Contains([]spray.NIC{spray.CX7AR, spray.PRNIC}, nic) {
		return report(stderr, badFlag(t, "nic", string(nic), fmt.Sprintf(t.Config.AllowedOneOfFmt, "cx7-ar, p-rnic")))
	}
	p := spray.DefaultAllReduce()
	b := mb * (1 << 20)
	busBW := map[spray.NIC]float64{spray.CX7AR: spray.BusBandwidthGbps(p, spray.CX7AR, b), spray.PRNIC: spray.BusBandwidthGbps(p, spray.PRNIC, b)}
	other := spray.CX7AR
	if nic == spray.CX7AR {
		other = spray.PRNIC
	}
	res := allReduceCalc{SizeMB: mb, NIC: string(nic), BusBWGbps: busBW[nic], OtherNIC: string(other), OtherBusBW: busBW[other],
		PRNICOverCX7: busBW[spray.PRNIC] / busBW[spray.CX7AR], Servers: p.Servers, Channels: p.Channels, ChunkKiB: p.ChunkKiB, RTTUs: p.RTTUs}
	return printCalc(stdout, stderr, *asJSON, res, func(w io.Writer) {
		c := t.Spray
		fmt.Fprintln(w, t.Check.CalcAllReduceTitle)
		writeRows(w, [][]string{
			{c.ColSize, i18n.Number(mb, -1) + " MB"},
			{c.LegendCX7, i18n.Number(busBW[spray.CX7AR], 1) + " Gb/s"},
			{c.LegendPRNIC, i18n.Number(busBW[spray.PRNIC], 1) + " Gb/s"},
			{c.ColRatio, i18n.Number(res.PRNICOverCX7, 3) + "x"},
		})
	})
}

// runCalcRetx runs one retransmission trigger.
func runCalcRetx(args []string, stdout, stderr io.Writer, e env, t *i18n.Text) int {
	fs, asJSON := calcFlags("retx", stderr, t, func(setting) bool { return false })
	d := spray.DefaultRetx()
	fs.String("policy", string(d.Policy), t.Flags.Policy)
	fs.String("ooo-threshold", fmt.Sprint(d.OOOThreshold), t.Flags.OOOThreshold)
	fs.String("missing-threshold", fmt.Sprint(d.MissingThreshold), t.Flags.MissingThreshold)
	fs.String("loss-rate", fmt.Sprint(d.LossRate), t.Flags.LossRate)
	fs.String("paths", fmt.Sprint(d.Paths), t.Flags.Paths)
	fs.String("skew-ns", fmt.Sprint(d.SkewNs), t.Flags.SkewNs)
	fs.String("jitter-ns", fmt.Sprint(d.JitterNs), t.Flags.RetxJitterNs)
	fs.String("packets", fmt.Sprint(d.Packets), t.Flags.Packets)
	fs.String("window", fmt.Sprint(d.Window), t.Flags.Window)
	fs.String("seed", fmt.Sprint(d.Seed), t.Flags.Seed)
	if stop, code := parseFlags(fs, args, stderr, t); stop {
		return code
	}
	ld, err := loadSettings(fs, e, false, time.Now())
	if err != nil {
		return report(stderr, err)
	}
	t = ld.text
	p := d
	p.Policy = spray.Policy(fs.Lookup("policy").Value.String())
	fr := flagReader{t: t, fs: fs}
	num := t.Config.AllowedNumber
	fr.number("ooo-threshold", num, &p.OOOThreshold)
	fr.number("missing-threshold", num, &p.MissingThreshold)
	fr.number("loss-rate", num, &p.LossRate)
	fr.number("skew-ns", num, &p.SkewNs)
	fr.number("jitter-ns", num, &p.JitterNs)
	fr.whole("paths", &p.Paths)
	fr.whole("packets", &p.Packets)
	fr.whole("window", &p.Window)
	fr.seed(&p.Seed)
	if fr.err != nil {
		return report(stderr, fr.err)
	}
	if err := p.Validate(); err != nil {
		return report(stderr, engineError(t, fs, err))
	}
	r := spray.RunRetx(p)
	res := retxCalc{Policy: string(p.Policy), Packets: p.Packets, LossRate: p.LossRate, Requests: r.Requests, Spurious: r.Spurious,
		SpuriousRate: r.SpuriousRate, Losses: r.Losses, CaughtBy: r.ByTrigger, MeanDetectUs: r.MeanDetectUs, MaxDetectUs: r.MaxDetectUs,
		OOOThreshold: p.OOOThreshold, MissingThresh: p.MissingThreshold, WindowPackets: p.Window}
	return printCalc(stdout, stderr, *asJSON, res, func(w io.Writer) {
		c := t.Spray
		fmt.Fprintln(w, t.Check.CalcRetxTitle)
		policy := c.PolicyBoth
		if p.Policy == spray.OOOOnly {
			policy = c.PolicyOOO
		}
		rows := [][]string{
			{c.ColPolicy, policy},
			{c.ColSpurious, i18n.Number(100*r.SpuriousRate, 4) + " %"},
			{c.ColRequests, i18n.Int(r.Requests)},
		}
		if r.Losses > 0 {
			rows = append(rows, []string{c.ColDetect, i18n.Duration(r.MeanDetectUs*1000) + " / " + i18n.Duration(r.MaxDetectUs*1000)})
		}
		writeRows(w, rows)
	})
}
