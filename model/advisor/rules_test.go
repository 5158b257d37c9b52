package advisor

import (
	"math"
	"testing"
)

// verdicts reads Advise's output as design -> fit.
func verdicts(in Inputs) map[DesignID]Fit {
	out := map[DesignID]Fit{}
	for _, r := range Advise(in) {
		out[r.Design] = r.Fit
	}
	return out
}

// reasonsOf lists a design's reason ids.
func reasonsOf(in Inputs, d DesignID) map[ReasonID]Stance {
	out := map[ReasonID]Stance{}
	for _, r := range Advise(in) {
		if r.Design == d {
			for _, rs := range r.Reasons {
				out[rs.ID] = rs.Stance
			}
		}
	}
	return out
}

// singleOwnerTraining is a cluster like Astral's or MegaScale's: one owner
// on dedicated hosts, training traffic that holds for an hour.
func singleOwnerTraining() Inputs {
	in := DefaultInputs()
	in.MultiTenant = false
	in.LibraryOwner = Provider
	in.TrafficChangeS = 3600
	return in
}

func TestAdviseCases(t *testing.T) {
	type want map[DesignID]Fit
	cases := []struct {
		name string
		in   func() Inputs
		want want
	}{
		{"Pegasus's own setting: its three choices fit, the owner's levers do not", DefaultInputs, want{
			CoDesign: DoesNotFit, NICSpraying: Fits, QPScaling: DoesNotFit, DualPlane: DoesNotFit, ControllerTE: DoesNotFit,
			ReceiverCredits: Fits, ClearToSend: DoesNotFit, DCQCN: Depends, OneDPUEightRNICs: Fits, DPUPerNIC: DoesNotFit}},
		{"single-owner training cluster: co-design and its levers fit", singleOwnerTraining, want{
			CoDesign: Fits, NICSpraying: Depends, QPScaling: Fits, DualPlane: Fits, ControllerTE: Fits,
			ReceiverCredits: Depends, ClearToSend: Fits, DCQCN: Fits, OneDPUEightRNICs: Depends, DPUPerNIC: DoesNotFit}},
		{"single owner at 800 Gb/s: the buffer no longer holds a round trip of incast", func() Inputs {
			in := singleOwnerTraining()
			in.LinkGbps = 800
			return in
		}, want{DCQCN: DoesNotFit, ReceiverCredits: Fits, CoDesign: Fits, ClearToSend: Fits}},
		{"single owner whose traffic shifts every second: spraying, not a controller", func() Inputs {
			in := singleOwnerTraining()
			in.TrafficChangeS = 1
			return in
		}, want{ControllerTE: DoesNotFit, NICSpraying: Fits, QPScaling: Fits}},
		{"traffic lasting between one and ten controller periods", func() Inputs {
			in := singleOwnerTraining()
			in.TrafficChangeS = 60
			return in
		}, want{ControllerTE: Depends, NICSpraying: Fits}},
		{"provider-run library on shared hosts (a managed service)", func() Inputs {
			in := DefaultInputs()
			in.LibraryOwner = Provider
			in.TrafficChangeS = 3600
			return in
		}, want{CoDesign: Depends, QPScaling: Fits, ClearToSend: Fits, ReceiverCredits: Fits, DCQCN: Depends,
			NICSpraying: Depends, ControllerTE: Fits}},
		{"a generous power tolerance lets a DPU per RNIC fit", func() Inputs {
			in := DefaultInputs()
			in.PowerTolerancePct = 10
			return in
		}, want{DPUPerNIC: Fits, OneDPUEightRNICs: Fits}},
		{"a tight power tolerance: only the planned 30 W ASIC RNIC keeps the split design inside", func() Inputs {
			in := DefaultInputs()
			in.PowerTolerancePct = 1
			in.RNICW = 30
			return in
		}, want{OneDPUEightRNICs: Fits, DPUPerNIC: DoesNotFit}},
		{"a tight power tolerance with today's 75 W FPGA RNIC", func() Inputs {
			in := DefaultInputs()
			in.PowerTolerancePct = 1
			return in
		}, want{OneDPUEightRNICs: Depends, DPUPerNIC: DoesNotFit}},
		{"storage-like QP counts put spraying outside the paper's experience", func() Inputs {
			in := DefaultInputs()
			in.QPsPerNIC = 10000
			return in
		}, want{NICSpraying: Depends}},
		{"a huge incast overflows even one overdraft batch per sender", func() Inputs {
			in := DefaultInputs()
			in.IncastSenders = 1024
			return in
		}, want{ReceiverCredits: Depends, DCQCN: DoesNotFit}},
	}
	for _, c := range cases {
		in := c.in()
		if err := Knobs().Validate(in); err != nil {
			t.Fatalf("%s: the case's inputs are not valid: %v", c.name, err)
		}
		got := verdicts(in)
		for d, f := range c.want {
			if got[d] != f {
				t.Errorf("%s: %s = %s, want %s (reasons %v)", c.name, d, got[d], f, reasonsOf(in, d))
			}
		}
	}
}

func TestAdviseReasonsOfPegasus(t *testing.T) {
	in := DefaultInputs()
	want := map[DesignID]map[ReasonID]Stance{
		NICSpraying:      {LibraryIsTenants: For, SprayNeedsNoController: For, ReceiverStateSmall: For, NeedsReorderingNIC: Caveat},
		ReceiverCredits:  {LibraryIsTenants: For, SharedHostsScatter: For, CreditsBoundQueue: For, CreditsNeedSlack: Caveat, CreditsFirstBDPFree: Caveat, FairnessUnmeasured: Caveat},
		ControllerTE:     {ControllerTooSlow: Against},
		OneDPUEightRNICs: {IsolationWithoutHypervis: For, SplitPowerWithin: For, DPUFailureReboots: Caveat, NarrowControlChannel: Caveat},
		DPUPerNIC:        {IsolationWithoutHypervis: For, DPUPerNICPowerOver: Against, DPUPerNICCostsMore: Caveat},
	}
	for d, w := range want {
		got := reasonsOf(in, d)
		if len(got) != len(w) {
			t.Errorf("%s: reasons %v, want %v", d, got, w)
			continue
		}
		for id, st := range w {
			if got[id] != st {
				t.Errorf("%s: reason %s = %q, want %q", d, id, got[id], st)
			}
		}
	}
}

func TestDerivePegasus(t *testing.T) {
	d := Derive(DefaultInputs())
	near := func(name string, got, want float64) {
		if math.Abs(got-want) > 1e-9*math.Max(1, math.Abs(want)) {
			t.Errorf("%s = %v, want %v", name, got, want)
		}
	}
	near("BDP", d.BDPBytes, 250_000)                // 400 Gb/s x 5 us
	near("burst", d.ReactionBurstBytes, 750_000)    // 3 x BDP
	near("port buffer", d.PortBufferBytes, 1e6)     // 64 MB / 64
	near("credit queue", d.CreditQueueBytes, 65536) // 4 senders x 16 KiB
	near("DPU per NIC", d.DPUPerNICExtraW, 840)     // the digest's 840 W
	near("split", d.SplitExtraW, 390)               // 150 + 8 x (75 - 45)
	near("saving", d.SplitSavingW, 450)             // the digest's 450 W
	near("DPU per NIC share", d.DPUPerNICSharePct, 8.4)
	near("receiver state", d.ReceiverStateBytes, 160_000) // 2,000 x 80 B
	near("TE rounds", d.TrafficOverController, 0.1)
	asic := DefaultInputs()
	asic.RNICW = 30
	near("ASIC saving", Derive(asic).SplitSavingW, 810) // the digest's 810 W
	if rows := d.Rows(); len(rows) != 12 || rows[0].Key != "bdp" {
		t.Errorf("Rows = %v", rows)
	}
}

func TestTargetsCarryTheReadersValues(t *testing.T) {
	in := DefaultInputs()
	in.LinkGbps, in.IncastSenders = 800, 32
	tg := TargetOf(CreditsBoundQueue, in)
	if v := tg.Values("credit"); v["incast_n"] != "32" || v["line_gbps"] != "800" || tg.Page != "cost" {
		t.Errorf("credit target = %s", tg)
	}
	in.DPUW, in.CX7W = 40, 45
	if tg := TargetOf(DPUPerNICPowerOver, in); len(tg.Params) != 0 {
		t.Errorf("a DPU drawing less than a CX7 must open the power panel at its defaults, got %s", tg)
	}
}

func TestKnobs(t *testing.T) {
	if err := Knobs().Check(); err != nil {
		t.Fatal(err)
	}
	in := DefaultInputs()
	if !in.MultiTenant || in.LibraryOwner != Tenant || in.LinkGbps != 400 || in.NICsPerServer != 8 || in.DPUW != 150 {
		t.Errorf("defaults = %+v, want Pegasus's setting", in)
	}
	in.PowerBudgetKW, in.NICsPerServer, in.CX7W = 1, 16, 100
	if err := Knobs().Validate(in); err == nil {
		t.Error("a server drawing less than its RNICs is accepted")
	}
	for _, bad := range []float64{math.NaN(), math.Inf(1)} {
		in := DefaultInputs()
		in.RTTUs = bad
		if err := Knobs().Validate(in); err == nil {
			t.Errorf("rtt_us = %v accepted", bad)
		}
	}
}
