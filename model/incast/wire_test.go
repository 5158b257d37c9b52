package incast

import (
	"encoding/json"
	"math"
	"os"
	"testing"
)

// TestNoOverheadAndNoMechanismIsTodaysModel: with the wire overhead at 0
// and no DCQCN mechanism, a run gives exactly what the model gave before
// both existed (testdata/today.json, recorded from that build's
// `calc incast --json`).
func TestNoOverheadAndNoMechanismIsTodaysModel(t *testing.T) {
	raw, err := os.ReadFile("testdata/today.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		Name   string             `json:"name"`
		Values map[string]float64 `json:"values"`
		Result map[string]any     `json:"result"`
	}
	if err := json.Unmarshal(raw, &cases); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		c.Values["wire_overhead_b"], c.Values["dcqcn_mechanism"] = 0, float64(MechNone)
		p, err := FromValues(c.Values)
		if err != nil {
			t.Fatal(err)
		}
		r := mustRun(t, p)
		enc, _ := json.Marshal(r)
		var got map[string]any
		if err := json.Unmarshal(enc, &got); err != nil {
			t.Fatal(err)
		}
		samples := got["samples"].([]any)
		got["samples_count"], got["samples_last"] = float64(len(samples)), samples[len(samples)-1]
		for k, want := range c.Result {
			if g, _ := json.Marshal(got[k]); string(g) != mustJSON(t, want) {
				t.Errorf("%s: %s = %s, today's model gave %s", c.Name, k, g, mustJSON(t, want))
			}
		}
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestWireOverheadCostsWhatItShould: the 8 x 2 MiB credit run
// with RoCEv2's 82 B a packet. Goodput falls below the line by the
// headers' share (4096 of every 4,178 wire bytes are payload), the ideal
// includes the headers and the payload-only ideal is the old one; the
// last completion stays within the old margin of the (wire) ideal.
func TestWireOverheadCostsWhatItShould(t *testing.T) {
	p := calcParams(Credit)
	if p.WireOverheadBytes != 82 || RoCEv2WireOverheadBytes != 82 {
		t.Fatalf("default overhead %d B, RoCEv2's %d B; want 82", p.WireOverheadBytes, RoCEv2WireOverheadBytes)
	}
	r := mustRun(t, p)
	share := 4096.0 / 4178
	if math.Abs(r.PayloadShare-share) > 1e-12 || math.Abs(r.WireLossPct-100*(1-share)) > 1e-9 {
		t.Errorf("payload share %v, wire loss %v %%", r.PayloadShare, r.WireLossPct)
	}
	if r.IdealPayloadFCTUs != 335.54432 {
		t.Errorf("payload-only ideal %v us, want 335.54432 (16 MiB at 400 Gb/s)", r.IdealPayloadFCTUs)
	}
	if want := 335.54432 / share; math.Abs(r.IdealFCTUs-want) > 1e-6 {
		t.Errorf("ideal %v us, want %v (wire bytes at 400 Gb/s)", r.IdealFCTUs, want)
	}
	if ratio := r.LastFCTUs / r.IdealFCTUs; ratio < 1 || ratio > 1.01 {
		t.Errorf("last finish %.2f us is %.4f x the wire ideal", r.LastFCTUs, ratio)
	}
	if r.GoodputGbps > 400*share || r.GoodputGbps < 400*share*0.99 {
		t.Errorf("goodput %.2f Gb/s, the headers allow %.2f", r.GoodputGbps, 400*share)
	}
	if math.Abs(r.LossVsLinePct-100*(1-r.GoodputGbps/400)) > 1e-9 || r.LossVsLinePct < r.WireLossPct {
		t.Errorf("loss against the line %v %%, headers alone %v %%", r.LossVsLinePct, r.WireLossPct)
	}
}

// TestEveryMechanismRunsAndNoneIsDefault: each mechanism completes the
// issue's 4 x 64 QP DCQCN run; none is the default; the rate monitor
// under the paper's per-QP CNP pacing (50 us apart) never binds, so it
// equals none exactly, which is what lets the sweep skip it; pacing CNPs
// per port sends far fewer of them.
func TestEveryMechanismRunsAndNoneIsDefault(t *testing.T) {
	if DefaultParams().Mechanism != MechNone {
		t.Fatal("the default mechanism is not none")
	}
	p := DefaultParams()
	p.Control, p.Senders, p.QPsPerSender, p.SizeKiB = DCQCN, 4, 64, 1024
	res := map[Mechanism]Result{}
	for _, m := range Mechanisms() {
		p.Mechanism = m
		res[m] = mustRun(t, p)
		if res[m].Mechanism != m.String() {
			t.Errorf("result names %q, ran %v", res[m].Mechanism, m)
		}
	}
	if a, b := res[MechNone], res[MechRateMonitor]; a.LastFCTUs != b.LastFCTUs || a.CNPs != b.CNPs || a.MeanQueueDelayUs != b.MeanQueueDelayUs {
		t.Errorf("rate monitor differs from none: %v/%v us, %d/%d CNPs", a.LastFCTUs, b.LastFCTUs, a.CNPs, b.CNPs)
	}
	if sameAs(p, MechRateMonitor) != MechNone || sameAs(p, MechConnectX) != MechConnectX {
		t.Error("sameAs does not pair the rate monitor with none")
	}
	if res[MechCNPPerPort].CNPs >= res[MechNone].CNPs {
		t.Errorf("per-port pacing sent %d CNPs, per QP %d", res[MechCNPPerPort].CNPs, res[MechNone].CNPs)
	}
}

// TestRateMonitorBindsWhenCNPsComeOften: with CNPs allowed every
// microsecond per QP, the 4 us rate monitor drops cuts and the run
// differs from none.
func TestRateMonitorBindsWhenCNPsComeOften(t *testing.T) {
	p := DefaultParams()
	p.Control, p.Senders = DCQCN, 8
	p.DCQCN.CNPIntervalUs = 1
	a := mustRun(t, p)
	p.Mechanism = MechRateMonitor
	if sameAs(p, MechRateMonitor) != MechRateMonitor {
		t.Fatal("a 1 us CNP interval should not pair the monitor with none")
	}
	b := mustRun(t, p)
	if a.LastFCTUs == b.LastFCTUs && a.MaxQueueKiB == b.MaxQueueKiB {
		t.Error("the rate monitor changed nothing at a 1 us CNP interval")
	}
}

// TestConnectXSetIsNVIDIAsDefaults pins the values the connectx
// mechanism takes from NVIDIA's tables, and that it keeps the switch's
// marking.
func TestConnectXSetIsNVIDIAsDefaults(t *testing.T) {
	base := DCQCNScaled400()
	d := ConnectXDCQCN(base)
	want := DCQCNParams{KminKiB: base.KminKiB, KmaxKiB: base.KmaxKiB, Pmax: base.Pmax, G: 5.0 / 1024, AlphaTimerUs: 1,
		RateTimerUs: 300, ByteCounterMB: 0.032767, RaiMbps: 5, RhaiMbps: 50, FastRecovery: 1, CNPIntervalUs: 4, MinRateMbps: 1}
	if d != want {
		t.Errorf("ConnectX set %+v, want %+v", d, want)
	}
	p := DefaultParams()
	if EffectiveDCQCN(p) != p.DCQCN {
		t.Error("none does not run the knobs' set")
	}
	p.Mechanism = MechConnectX
	if EffectiveDCQCN(p) != d {
		t.Error("connectx does not run ConnectX's set")
	}
}
