package power

import "pegasus/model/knob"

// Scenario is everything the power panel varies: the devices, the stated
// overhead range, which P-RNIC the headline design uses, and the site.
type Scenario struct {
	Devices
	ShareLowPct  float64
	ShareHighPct float64
	UseASIC      bool // the planned ASIC P-RNIC instead of the deployed FPGA card
	Site         Site
}

// Knobs declares every input of the power panel and of `calc power`: the
// one place its ranges, steps, defaults and units are written.
func Knobs() knob.Table[Scenario] {
	watts := func(key string, max, def float64, at func(*Scenario) *float64) knob.Field[Scenario] {
		return knob.Bind(knob.Spec{Key: key, Unit: "W", Kind: knob.Number, Min: 1, Max: max, Step: 1, Big: 10,
			Default: def, Origin: knob.Paper}, at)
	}
	share := func(key string, def float64, at func(*Scenario) *float64) knob.Field[Scenario] {
		return knob.Bind(knob.Spec{Key: key, Unit: "%", Kind: knob.Number, Min: 0.1, Max: 50, Step: 0.1, Big: 1,
			Default: def, Origin: knob.Paper}, at)
	}
	return knob.Table[Scenario]{
		Name: "power",
		Fields: []knob.Field[Scenario]{
			watts("dpu_w", 1000, 150, func(s *Scenario) *float64 { return &s.DPUW }),
			watts("cx7_w", 500, 45, func(s *Scenario) *float64 { return &s.CX7W }),
			watts("fpga_w", 500, 75, func(s *Scenario) *float64 { return &s.FPGAW }),
			watts("asic_w", 500, 30, func(s *Scenario) *float64 { return &s.ASICW }),
			{Spec: knob.Spec{Key: "rnic", Kind: knob.Named, Names: []string{"fpga", "asic"}, Default: 0, Origin: knob.Paper},
				Get: func(s Scenario) float64 { return boolValue(s.UseASIC) }, Set: func(s *Scenario, v float64) { s.UseASIC = v != 0 }},
			knob.Bind(knob.Spec{Key: "nics", Unit: "RNICs", Kind: knob.Whole, Min: 1, Max: 64, Step: 1, Big: 8, Default: 8, Origin: knob.Paper},
				func(s *Scenario) *int { return &s.NICs }),
			share("share_low_pct", 6.5, func(s *Scenario) *float64 { return &s.ShareLowPct }),
			share("share_high_pct", 13.7, func(s *Scenario) *float64 { return &s.ShareHighPct }),
			knob.Bind(knob.Spec{Key: "site_mw", Unit: "MW", Kind: knob.Number, Min: 0.1, Max: 1000, Step: 1, Big: 10, Offset: true,
				Default: 10, Origin: knob.Model},
				func(s *Scenario) *float64 { return &s.Site.BudgetMW }),
			knob.Bind(knob.Spec{Key: "gpus_per_server", Unit: "GPUs", Kind: knob.Whole, Min: 1, Max: 16, Step: 1, Big: 4, Default: 8, Origin: knob.Paper},
				func(s *Scenario) *int { return &s.Site.GPUsPerServer }),
			// 9.5 kW is about the middle of the 6.1-12.9 kW the stated
			// overhead implies; the paper gives no server power.
			knob.Bind(knob.Spec{Key: "server_kw", Unit: "kW", Kind: knob.Number, Min: 1, Max: 100, Step: 0.1, Big: 1, Offset: true,
				Default: 9.5, Origin: knob.Model},
				func(s *Scenario) *float64 { return &s.Site.ServerKW }),
		},
		Cross: crossRules,
	}
}

// crossRules are the rules that relate the knobs: a DPU must draw more
// than the CX7 RNIC it would replace (else a DPU per NIC adds no power),
// the low share may not exceed the high one, and a server must draw more
// than its CX7 RNICs alone.
func crossRules(s Scenario) error {
	specs := Knobs().Specs()
	switch {
	case s.DPUW <= s.CX7W:
		return knob.Cross(specs, "dpu_w", s.DPUW, knob.RuleAbove, "cx7_w", s.CX7W)
	case s.ShareLowPct > s.ShareHighPct:
		return knob.Cross(specs, "share_low_pct", s.ShareLowPct, knob.RuleAtMost, "share_high_pct", s.ShareHighPct)
	case s.Site.ServerKW*1000 <= float64(s.NICs)*s.CX7W:
		return knob.Cross(specs, "server_kw", s.Site.ServerKW, knob.RuleAbove, "nics * cx7_w", float64(s.NICs)*s.CX7W/1000)
	}
	return nil
}

// boolValue is 1 for true, 0 for false.
func boolValue(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// DefaultScenario is the paper's setting: 150 W DPU, 45 W CX7, 75 W FPGA and
// 30 W ASIC P-RNICs, 8 RNICs, a 6.5-13.7 % overhead, and the model's 10 MW
// site of 9.5 kW, 8-GPU servers.
func DefaultScenario() Scenario { return Knobs().Defaults() }

// Inputs returns the arithmetic's inputs for a P-RNIC of rnicW watts.
func (s Scenario) Inputs(rnicW float64) Inputs {
	return Inputs{DPUW: s.DPUW, CX7W: s.CX7W, RNICW: rnicW, NICs: s.NICs, ShareLowPct: s.ShareLowPct, ShareHighPct: s.ShareHighPct}
}

// RNICW is the power of the P-RNIC the headline design uses.
func (s Scenario) RNICW() float64 {
	if s.UseASIC {
		return s.ASICW
	}
	return s.FPGAW
}

// Validate reports the first knob that is not allowed, as a
// *knob.FieldError.
func (s Scenario) Validate() error { return Knobs().Validate(s) }

// Result is everything the panel shows for a valid scenario.
type Result struct {
	Scenario Scenario
	FPGA     Arithmetic // the table with the FPGA P-RNIC
	ASIC     Arithmetic // the table with the ASIC P-RNIC
	Designs  []Design
	Site     []SiteRow
}

// Evaluate computes the whole panel; s must be valid.
func Evaluate(s Scenario) Result {
	ds := Designs(s.Devices)
	return Result{
		Scenario: s,
		FPGA:     Compute(s.Inputs(s.FPGAW)),
		ASIC:     Compute(s.Inputs(s.ASICW)),
		Designs:  ds,
		Site:     SiteView(s.Site, s.Devices, ds),
	}
}
