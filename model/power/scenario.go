package power

import "fmt"

// Scenario is everything the power panel varies: the devices, the stated
// overhead range, which P-RNIC the headline design uses, and the site.
type Scenario struct {
	Devices
	ShareLowPct  float64
	ShareHighPct float64
	UseASIC      bool // the planned ASIC P-RNIC instead of the deployed FPGA card
	Site         Site
}

// Ranges of the scenario's knobs (the Inputs limits apply too).
const (
	MaxSiteMW         = 1000.0
	MinSiteMW         = 0.1
	MaxGPUsPerServer  = 16
	MinServerKW       = 1.0
	MaxServerKW       = 100.0
	DefaultSiteMW     = 10.0
	DefaultServerKW   = 9.5 // about the middle of the 6.1-12.9 kW the stated overhead implies
	DefaultGPUsServer = 8
)

// DefaultScenario is the paper's setting: 150 W DPU, 45 W CX7, 75 W FPGA and
// 30 W ASIC P-RNICs, 8 RNICs, a 6.5-13.7 % overhead, and a 10 MW site of
// 9.5 kW, 8-GPU servers.
func DefaultScenario() Scenario {
	return Scenario{
		Devices:      Devices{DPUW: 150, CX7W: 45, FPGAW: 75, ASICW: 30, NICs: 8},
		ShareLowPct:  6.5,
		ShareHighPct: 13.7,
		Site:         Site{BudgetMW: DefaultSiteMW, GPUsPerServer: DefaultGPUsServer, ServerKW: DefaultServerKW},
	}
}

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

// Validate reports the first knob that is not allowed.
func (s Scenario) Validate() error {
	for _, w := range []struct {
		name string
		v    float64
	}{{"fpga_w", s.FPGAW}, {"asic_w", s.ASICW}} {
		if !(w.v > 0 && w.v <= MaxWatts) {
			return &FieldError{w.name, w.v, "more than 0 and at most 10000 W", RulePositive}
		}
	}
	// With both P-RNICs valid, the rest is checked once through Inputs.
	if err := s.Inputs(s.FPGAW).Validate(); err != nil {
		return err
	}
	switch st := s.Site; {
	case !(st.BudgetMW >= MinSiteMW && st.BudgetMW <= MaxSiteMW):
		return &FieldError{"site_mw", st.BudgetMW, fmt.Sprintf("%v to %v MW", MinSiteMW, MaxSiteMW), RuleSite}
	case st.GPUsPerServer < 1 || st.GPUsPerServer > MaxGPUsPerServer:
		return &FieldError{"gpus_per_server", float64(st.GPUsPerServer), "a whole number from 1 to 16", RuleSite}
	case !(st.ServerKW >= MinServerKW && st.ServerKW <= MaxServerKW):
		return &FieldError{"server_kw", st.ServerKW, fmt.Sprintf("%v to %v kW", MinServerKW, MaxServerKW), RuleSite}
	case st.ServerKW*1000 <= float64(s.NICs)*s.CX7W:
		return &FieldError{"server_kw", st.ServerKW, "more than the server's CX7 RNICs draw", RuleSite}
	}
	return nil
}

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
