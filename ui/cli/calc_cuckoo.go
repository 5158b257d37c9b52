package cli

import (
	"fmt"
	"io"
	"math"

	"pegasus/i18n"
	ft "pegasus/model/flowtable"
	"pegasus/model/flowtable/twolevel"
	"pegasus/model/reference"
)

// spreadJSON is one figure over a sweep's trials.
type spreadJSON struct {
	Mean float64 `json:"mean"`
	Std  float64 `json:"std"`
	Min  float64 `json:"min"`
	Max  float64 `json:"max"`
}

func spreadOf(s ft.Spread) spreadJSON { return spreadJSON{s.Mean, s.Std, s.Min, s.Max} }

// cuckooCalc is the JSON of `calc cuckoo`: the table filled to overflow
// over the trials. Loads count every stored key, stash included, over
// the slots; FirstStashLoad and OverflowLoad are means over the trials.
type cuckooCalc struct {
	Ways            int        `json:"ways"`
	Slots           int        `json:"slots"`
	Stash           int        `json:"stash"`
	MaxKicks        int        `json:"max_kicks"`
	Trials          int        `json:"trials"`
	Seed            uint64     `json:"seed"`
	Threshold       float64    `json:"threshold_c_star"`
	FirstStashLoad  float64    `json:"first_stash_load"`
	OverflowLoad    float64    `json:"overflow_load"`
	FirstStash      spreadJSON `json:"first_stash_load_spread"`
	Overflow        spreadJSON `json:"overflow_load_spread"`
	OverflowByStash []float64  `json:"overflow_load_by_stash"`
	StashGainKeys   float64    `json:"stash_gain_keys"`
}

// calcCuckoo fills the cuckoo table to overflow over the trials.
func calcCuckoo(in calcInput) (any, func(io.Writer) error, error) {
	p, err := ft.Knobs().FromValues(in.values["cuckoo"])
	if err != nil {
		return nil, nil, err
	}
	r, err := ft.Sweep(p)
	if err != nil {
		return nil, nil, err
	}
	res := cuckooCalc{Ways: p.Ways, Slots: p.Slots, Stash: p.Stash, MaxKicks: p.MaxKicks, Trials: p.Trials, Seed: p.Seed,
		Threshold: r.Threshold, FirstStashLoad: r.FirstStash.Mean, OverflowLoad: r.Overflow.Mean,
		FirstStash: spreadOf(r.FirstStash), Overflow: spreadOf(r.Overflow), OverflowByStash: r.OverflowByStash,
		StashGainKeys: (r.Overflow.Mean - r.FirstStash.Mean) * float64(p.UsedSlots())}
	return res, func(w io.Writer) error {
		c := in.t.Flow
		pct := func(v float64) string { return i18n.Number(100*v, 2) + " %" }
		fmt.Fprintln(w, in.t.Check.CalcCuckooTitle)
		fmt.Fprintln(w, fmt.Sprintf(c.FillTitleFmt, p.Ways, i18n.Int(p.UsedSlots()), p.Stash)+"; "+fmt.Sprintf(c.SweepHeadingFmt, p.Trials, p.Seed))
		return writeRows(w, [][]string{
			{c.RowFirstStash, pct(res.FirstStashLoad)},
			{c.RowOverflow, pct(res.OverflowLoad)},
			{c.RowBought, fmt.Sprintf(c.BoughtFmt, i18n.Signed(100*(res.OverflowLoad-res.FirstStashLoad), 2), i18n.Int(int(math.Round(res.StashGainKeys))))},
			{fmt.Sprintf(c.RowThresholdFmt, p.Ways), pct(res.Threshold)},
		})
	}, nil
}

// runJSON is one two-level run.
type runJSON struct {
	Faults      []faultJSON `json:"faults"`
	Events      int         `json:"events"`
	SimulatedMs float64     `json:"simulated_ms"`
	Committed   int         `json:"committed_version"`
	LogRecords  int         `json:"log_records"`
	Rejected    int         `json:"rejected_updates"`
	Settled     bool        `json:"settled"`
	LogReplays  bool        `json:"log_replays"`
	RNICsMatch  []bool      `json:"rnics_match"`
	Agree       bool        `json:"agree"`
}

// faultJSON is one injected fault.
type faultJSON struct {
	AtEvent int    `json:"at_event"`
	Kind    string `json:"kind"`
	RNIC    int    `json:"rnic,omitempty"` // from 1; absent for a DPU crash
}

// twoLevelCalc is the JSON of `calc twolevel`: the run without faults and
// with the check's fault script (a channel drop, an RNIC restart and a DPU
// crash, each in the middle of an update). The table and channel are the
// cuckoo and CSR groups' defaults.
type twoLevelCalc struct {
	RNICs      int     `json:"rnics"`
	Txns       int     `json:"txns"`
	OpsPerTxn  int     `json:"ops_per_txn"`
	DeletePct  float64 `json:"delete_pct"`
	RebootS    float64 `json:"reboot_s"`
	DropMs     float64 `json:"drop_ms"`
	Seed       uint64  `json:"seed"`
	Clean      runJSON `json:"without_faults"`
	WithFaults runJSON `json:"with_faults"`
}

// faultNames name the faults in JSON.
var faultNames = map[twolevel.FaultKind]string{twolevel.RestartRNIC: "restart_rnic", twolevel.DropChannel: "drop_channel", twolevel.CrashDPU: "crash_dpu"}

// runOf summarises a run.
func runOf(tr twolevel.Trace, faults []twolevel.ScheduledFault) runJSON {
	r := runJSON{Events: len(tr.Events), Committed: tr.Agreement.Version, LogRecords: len(tr.Log), Settled: tr.Agreement.Settled,
		LogReplays: tr.Agreement.LogReplays, RNICsMatch: tr.Agreement.RNICMatches, Agree: tr.Agreement.Agree(), Faults: []faultJSON{}}
	if n := len(tr.Events); n > 0 {
		r.SimulatedMs = tr.Events[n-1].AtUs / 1000
	}
	for _, rec := range tr.Log {
		if rec.Kind == twolevel.Reject {
			r.Rejected++
		}
	}
	for _, f := range faults {
		fj := faultJSON{AtEvent: f.AtEvent, Kind: faultNames[f.Fault.Kind]}
		if f.Fault.Kind != twolevel.CrashDPU {
			fj.RNIC = f.Fault.RNIC + 1
		}
		r.Faults = append(r.Faults, fj)
	}
	return r
}

// calcTwoLevel runs the two-level tables without and with faults.
func calcTwoLevel(in calcInput) (any, func(io.Writer) error, error) {
	p, err := twolevel.Knobs().FromValues(in.values["twolevel"])
	if err != nil {
		return nil, nil, err
	}
	clean, err := twolevel.Run(p, nil)
	if err != nil {
		return nil, nil, err
	}
	faults := reference.FlowFaults
	if p.RNICs < 6 { // the script's RNICs 3 and 6, moved onto the RNICs there are
		faults = append([]twolevel.ScheduledFault(nil), faults...)
		for i := range faults {
			faults[i].Fault.RNIC %= p.RNICs
		}
	}
	faulty, err := twolevel.Run(p, faults)
	if err != nil {
		return nil, nil, err
	}
	res := twoLevelCalc{RNICs: p.RNICs, Txns: p.Txns, OpsPerTxn: p.OpsPerTxn, DeletePct: p.DeletePct, RebootS: p.RebootS,
		DropMs: p.DropMs, Seed: p.Seed, Clean: runOf(clean, nil), WithFaults: runOf(faulty, faults)}
	return res, func(w io.Writer) error {
		c := in.t.Flow
		fmt.Fprintln(w, in.t.Check.CalcTwoLevelTitle)
		for _, r := range []runJSON{res.Clean, res.WithFaults} {
			line := c.Disagree
			if r.Agree {
				line = fmt.Sprintf(c.AgreeFmt, len(r.Faults), r.Committed)
			}
			fmt.Fprintln(w, line)
			fmt.Fprintf(w, "  "+c.DPUStatusFmt+"\n", c.DPUUp, r.Committed, i18n.Int(r.Events), i18n.DurationWith(r.SimulatedMs*1e6, in.g.Micro))
		}
		return nil
	}, nil
}
