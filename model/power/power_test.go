package power

import (
	"errors"

	"pegasus/model/knob"

	"math"
	"testing"

	"pgregory.net/rapid"
)

func seedInputs(rnicW float64) Inputs {
	return Inputs{DPUW: 150, CX7W: 45, RNICW: rnicW, NICs: 8, ShareLowPct: 6.5, ShareHighPct: 13.7}
}

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// TestSeedRows checks every figure of the seed's table, in the convention
// each follows.
func TestSeedRows(t *testing.T) {
	fpga := Compute(seedInputs(75))
	if fpga.ExtraW != 840 {
		t.Errorf("extra = %v W, want 840", fpga.ExtraW)
	}
	if fpga.Rounded.ServerKWLow != 6.1 || fpga.Rounded.ServerKWHigh != 12.9 {
		t.Errorf("server power %v-%v kW, want 6.1-12.9", fpga.Rounded.ServerKWLow, fpga.Rounded.ServerKWHigh)
	}
	if fpga.SavingW != 450 {
		t.Errorf("FPGA saving = %v W, want 450", fpga.SavingW)
	}
	// The seed prints 3.5-7.4 %: the rounded convention gives it; unrounded
	// server power gives 7.3 at the high end.
	if !near(fpga.Rounded.SavingPctLow, 3.5, 0.05) || !near(fpga.Rounded.SavingPctHigh, 7.4, 0.05) {
		t.Errorf("FPGA saving (rounded) %v-%v %%, want 3.5-7.4", fpga.Rounded.SavingPctLow, fpga.Rounded.SavingPctHigh)
	}
	if near(fpga.SavingPctHigh, 7.4, 0.05) {
		t.Errorf("unrounded high end %v should not print as 7.4", fpga.SavingPctHigh)
	}
	asic := Compute(seedInputs(30))
	if asic.SavingW != 810 || !near(asic.Rounded.SavingPctLow, 6.3, 0.05) || !near(asic.Rounded.SavingPctHigh, 13.3, 0.05) {
		t.Errorf("ASIC saving %v W, %v-%v %%; want 810 W, 6.3-13.3", asic.SavingW, asic.Rounded.SavingPctLow, asic.Rounded.SavingPctHigh)
	}
	if Contains(fpga.Rounded.SavingPctLow, fpga.Rounded.SavingPctHigh, 10.5) {
		t.Error("10.5 % should fall outside the FPGA range")
	}
	if !Contains(asic.Rounded.SavingPctLow, asic.Rounded.SavingPctHigh, 10.5) {
		t.Error("10.5 % should fall inside the ASIC range")
	}
}

// TestHandWorked checks inputs other than the seed's, worked by hand.
func TestHandWorked(t *testing.T) {
	a := Compute(Inputs{DPUW: 100, CX7W: 25, RNICW: 20, NICs: 4, ShareLowPct: 5, ShareHighPct: 10})
	// extra = 4 x 75 = 300 W; server = 300/0.10 = 3 kW .. 300/0.05 = 6 kW;
	// saving = 400 - (100 + 80) = 220 W = 3.67 % of 6 kW .. 7.33 % of 3 kW.
	if a.ExtraW != 300 || a.ServerKWLow != 3 || a.ServerKWHigh != 6 || a.SavingW != 220 {
		t.Errorf("got %+v", a)
	}
	if !near(a.SavingPctLow, 100*220.0/6000, 1e-12) || !near(a.SavingPctHigh, 100*220.0/3000, 1e-12) {
		t.Errorf("saving %% = %v-%v", a.SavingPctLow, a.SavingPctHigh)
	}
	// A P-RNIC hungrier than the DPUs it replaces saves nothing: negative.
	if b := Compute(Inputs{DPUW: 50, CX7W: 45, RNICW: 60, NICs: 8, ShareLowPct: 1, ShareHighPct: 2}); b.SavingW >= 0 {
		t.Errorf("saving = %v, want negative", b.SavingW)
	}
}

func genInputs(t *rapid.T) Inputs {
	lo := rapid.Float64Range(0.5, 50).Draw(t, "low")
	cx7 := rapid.Float64Range(1, 500).Draw(t, "cx7")
	return Inputs{
		DPUW:         cx7 + rapid.Float64Range(0.5, 1000).Draw(t, "dpu-cx7"),
		CX7W:         cx7,
		RNICW:        rapid.Float64Range(1, 500).Draw(t, "rnic"),
		NICs:         rapid.IntRange(1, 64).Draw(t, "nics"),
		ShareLowPct:  lo,
		ShareHighPct: rapid.Float64Range(lo, 99).Draw(t, "high"),
	}
}

func TestPropertySavingGrowsWithDPUAndFallsWithRNIC(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		in := genInputs(t)
		more := in
		more.DPUW += rapid.Float64Range(0.1, 100).Draw(t, "dDPU")
		if in.NICs > 1 && Compute(more).SavingW <= Compute(in).SavingW {
			t.Fatalf("a hungrier DPU did not raise the saving: %v -> %v", Compute(in).SavingW, Compute(more).SavingW)
		}
		hungry := in
		hungry.RNICW += rapid.Float64Range(0.1, 100).Draw(t, "dRNIC")
		if Compute(hungry).SavingW >= Compute(in).SavingW {
			t.Fatal("a hungrier P-RNIC did not lower the saving")
		}
	})
}

func TestPropertyRangesAreOrdered(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := Compute(genInputs(t))
		if a.ServerKWLow > a.ServerKWHigh+1e-12 {
			t.Fatalf("server range reversed: %v > %v", a.ServerKWLow, a.ServerKWHigh)
		}
		if a.SavingW > 0 && a.SavingPctLow > a.SavingPctHigh+1e-12 {
			t.Fatalf("saving range reversed: %v > %v", a.SavingPctLow, a.SavingPctHigh)
		}
		// The share definition holds both ways.
		if a.ExtraW != 0 && !near(a.ExtraW/(a.ServerKWHigh*1000), a.Inputs.ShareLowPct/100, 1e-9) {
			t.Fatal("extra / high server power is not the low share")
		}
	})
}

func TestDesignsAndSite(t *testing.T) {
	d := Devices{DPUW: 150, CX7W: 45, FPGAW: 75, ASICW: 30, NICs: 8}
	ds := Designs(d)
	want := map[DesignID]float64{DPUPerNIC: 1200, CX7FrontDPU: 510, PegasusFPGA: 750, PegasusASIC: 390}
	for _, de := range ds {
		if de.NICW != want[de.ID] {
			t.Errorf("%s: %v W, want %v", de.ID, de.NICW, want[de.ID])
		}
	}
	// 10 kW servers with 8 CX7: rest = 10,000 - 360 = 9,640 W. A 10 MW budget
	// powers 10e6 / 10,840 = 922 servers with a DPU per NIC, 10e6 / 10,390 =
	// 962 with FPGA P-RNICs: 40 more servers, 320 more GPUs.
	rows := SiteView(Site{BudgetMW: 10, GPUsPerServer: 8, ServerKW: 10}, d, ds)
	if rows[0].Servers != 922 || rows[2].Servers != 962 || rows[2].DeltaGPU != 320 || rows[0].DeltaGPU != 0 {
		t.Errorf("site rows: %+v", rows)
	}
}

func TestScenarioValidateNamesTheKnob(t *testing.T) {
	if err := Knobs().Check(); err != nil {
		t.Fatal(err)
	}
	cases := map[string]struct {
		breakIt func(*Scenario)
		rule    knob.Rule
	}{
		"asic_w":          {func(s *Scenario) { s.ASICW = 0 }, knob.RuleRange},
		"fpga_w":          {func(s *Scenario) { s.FPGAW = -5 }, knob.RuleRange},
		"share_low_pct":   {func(s *Scenario) { s.ShareLowPct = 20 }, knob.RuleAtMost},
		"site_mw":         {func(s *Scenario) { s.Site.BudgetMW = 0 }, knob.RuleRange},
		"gpus_per_server": {func(s *Scenario) { s.Site.GPUsPerServer = 0 }, knob.RuleWholeRange},
		"server_kw":       {func(s *Scenario) { s.Site.ServerKW = 0.2 }, knob.RuleRange},
		// A DPU no hungrier than the CX7 it replaces: the overhead and the
		// server range would turn negative (a rapid failure found this).
		"dpu_w": {func(s *Scenario) { s.DPUW, s.CX7W = 40, 45 }, knob.RuleAbove},
	}
	for field, c := range cases {
		s := DefaultScenario()
		c.breakIt(&s)
		var fe *knob.FieldError
		if err := s.Validate(); !errors.As(err, &fe) || fe.Key != field || fe.Rule != c.rule || fe.Group != "power" {
			t.Errorf("%s: Validate() = %v", field, err)
		}
	}
	// Eight 45 W CX7 draw 0.36 kW: a 0.3 kW server cannot hold them.
	s := DefaultScenario()
	s.Site.ServerKW = 1
	s.CX7W, s.DPUW = 200, 300
	var fe *knob.FieldError
	if err := s.Validate(); !errors.As(err, &fe) || fe.Key != "server_kw" || fe.Limit != 1.6 {
		t.Errorf("1 kW server with 1.6 kW of CX7: %v", err)
	}
	r := Evaluate(DefaultScenario())
	if r.FPGA.SavingW != 450 || r.ASIC.SavingW != 810 || len(r.Site) != DesignsCount {
		t.Errorf("Evaluate = %+v", r)
	}
}
