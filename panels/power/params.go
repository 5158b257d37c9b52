package power

import (
	"pegasus/i18n"
	model "pegasus/model/power"
	"pegasus/panels/kit"
)

// newParams describes every knob of the panel, in display order.
func newParams() []kit.Param[model.Scenario] {
	unit := func(u string, decimals int) func(float64, *i18n.Text) string {
		return func(v float64, _ *i18n.Text) string { return i18n.Number(v, decimals) + u }
	}
	watts := func(label func(*i18n.Text) string, get func(model.Scenario) float64, set func(*model.Scenario, float64), max float64) kit.Param[model.Scenario] {
		return kit.Param[model.Scenario]{Label: label, Format: unit(" W", 0), Get: get, Set: set, Min: 1, Max: max, Step: 1, Big: 10, Snap: true}
	}
	return []kit.Param[model.Scenario]{
		watts(func(t *i18n.Text) string { return t.Power.ParamDPU },
			func(s model.Scenario) float64 { return s.DPUW }, func(s *model.Scenario, v float64) { s.DPUW = v }, 1000),
		watts(func(t *i18n.Text) string { return t.Power.ParamCX7 },
			func(s model.Scenario) float64 { return s.CX7W }, func(s *model.Scenario, v float64) { s.CX7W = v }, 500),
		watts(func(t *i18n.Text) string { return t.Power.ParamFPGA },
			func(s model.Scenario) float64 { return s.FPGAW }, func(s *model.Scenario, v float64) { s.FPGAW = v }, 500),
		watts(func(t *i18n.Text) string { return t.Power.ParamASIC },
			func(s model.Scenario) float64 { return s.ASICW }, func(s *model.Scenario, v float64) { s.ASICW = v }, 500),
		{
			Label: func(t *i18n.Text) string { return t.Power.ParamRNIC },
			Format: func(v float64, t *i18n.Text) string {
				if v != 0 {
					return t.Power.ASIC
				}
				return t.Power.FPGA
			},
			Get: func(s model.Scenario) float64 {
				if s.UseASIC {
					return 1
				}
				return 0
			},
			Set:     func(s *model.Scenario, v float64) { s.UseASIC = v != 0 },
			Choices: []float64{0, 1},
		},
		{
			Label: func(t *i18n.Text) string { return t.Power.ParamNICs }, Format: unit("", 0),
			Get: func(s model.Scenario) float64 { return float64(s.NICs) }, Set: func(s *model.Scenario, v float64) { s.NICs = int(v) },
			Min: model.MinNICs, Max: model.MaxNICs, Step: 1, Big: 8, Snap: true,
		},
		{
			Label: func(t *i18n.Text) string { return t.Power.ParamShareLow }, Format: unit(" %", 1),
			Get: func(s model.Scenario) float64 { return s.ShareLowPct }, Set: func(s *model.Scenario, v float64) { s.ShareLowPct = v },
			Min: 0.1, Max: 50, Step: 0.1, Big: 1,
		},
		{
			Label: func(t *i18n.Text) string { return t.Power.ParamShareHigh }, Format: unit(" %", 1),
			Get: func(s model.Scenario) float64 { return s.ShareHighPct }, Set: func(s *model.Scenario, v float64) { s.ShareHighPct = v },
			Min: 0.1, Max: 50, Step: 0.1, Big: 1,
		},
		{
			Label: func(t *i18n.Text) string { return t.Power.ParamSite }, Format: unit(" MW", 1),
			Get: func(s model.Scenario) float64 { return s.Site.BudgetMW }, Set: func(s *model.Scenario, v float64) { s.Site.BudgetMW = v },
			Min: model.MinSiteMW, Max: model.MaxSiteMW, Step: 1, Big: 10,
		},
		{
			Label: func(t *i18n.Text) string { return t.Power.ParamGPUs }, Format: unit("", 0),
			Get: func(s model.Scenario) float64 { return float64(s.Site.GPUsPerServer) }, Set: func(s *model.Scenario, v float64) { s.Site.GPUsPerServer = int(v) },
			Min: 1, Max: model.MaxGPUsPerServer, Step: 1, Big: 4, Snap: true,
		},
		{
			Label: func(t *i18n.Text) string { return t.Power.ParamServer }, Format: unit(" kW", 1),
			Get: func(s model.Scenario) float64 { return s.Site.ServerKW }, Set: func(s *model.Scenario, v float64) { s.Site.ServerKW = v },
			Min: model.MinServerKW, Max: model.MaxServerKW, Step: 0.1, Big: 1,
		},
	}
}
