package pcie

import (
	"fmt"

	"pegasus/model/knob"
)

// Mode is the TX PFC policy of the NIC.
type Mode int

// The policies.
const (
	// Auto is the paper's: TX PFC on, turned off for good once the NIC's
	// pause frames in the last millisecond pass PFCLimit.
	Auto Mode = iota
	// On keeps TX PFC on.
	On
	// Off never sends pause frames.
	Off
)

// ModeNames lists the policies' configuration names, by Mode.
var ModeNames = []string{"auto", "on", "off"}

// String returns the policy's configuration name.
func (m Mode) String() string {
	if m < 0 || int(m) >= len(ModeNames) {
		return "unknown"
	}
	return ModeNames[m]
}

// Params are the inputs of one PCIe incast run.
type Params struct {
	LineGbps       int     // the NIC's network line rate
	PCIeGbps       float64 // PCIe bandwidth into the GPU, shared by NIC and host
	HostGbps       float64 // host-to-GPU copy rate during a copy burst
	HostOnUs       float64 // length of a copy burst
	HostOffUs      float64 // gap between bursts
	UncreditedGbps float64 // arriving traffic the credits do not govern
	BufferKiB      float64 // the NIC's internal receive buffer
	CreditKiB      float64 // queue above which the credit generator slows
	SlowFactor     float64 // credit rate above CreditKiB, as a share of the normal one
	XoffKiB        float64 // queue at which the NIC pauses the fabric
	XonKiB         float64 // queue at which it resumes
	Mode           Mode    // TX PFC policy
	PFCLimit       int     // pause frames per millisecond that turn TX PFC off (Auto)
	RefreshUs      float64 // a pause is refreshed this often while the queue stays above Xon
	RTTNs          float64 // credit loop: grant to arriving data
	DurationUs     float64 // simulated time
}

// Knobs declares the inputs (group "pcie").
func Knobs() knob.Table[Params] {
	num := func(key, unit string, lo, hi, step, big, def float64, origin knob.Origin, f func(*Params) *float64) knob.Field[Params] {
		return knob.Field[Params]{
			Spec: knob.Spec{Key: key, Unit: unit, Kind: knob.Number, Min: lo, Max: hi, Step: step, Big: big, Default: def, Origin: origin},
			Get:  func(p Params) float64 { return *f(&p) },
			Set:  func(p *Params, v float64) { *f(p) = v },
		}
	}
	m := knob.Model
	t := knob.Table[Params]{
		Name: "pcie",
		Base: func() Params { return Params{} },
		Fields: []knob.Field[Params]{
			{Spec: knob.Spec{Key: "line_gbps", Unit: "Gb/s", Kind: knob.Choice, Choices: []float64{100, 200, 400, 800}, Default: 400, Origin: knob.Paper},
				Get: func(p Params) float64 { return float64(p.LineGbps) }, Set: func(p *Params, v float64) { p.LineGbps = int(v) }},
			num("pcie_gbps", "Gb/s", 64, 1024, 8, 64, 448, m, func(p *Params) *float64 { return &p.PCIeGbps }),
			num("host_gbps", "Gb/s", 0, 1024, 8, 64, 256, m, func(p *Params) *float64 { return &p.HostGbps }),
			num("host_on_us", "us", 10, 10000, 10, 100, 500, m, func(p *Params) *float64 { return &p.HostOnUs }),
			num("host_off_us", "us", 0, 10000, 10, 100, 1500, m, func(p *Params) *float64 { return &p.HostOffUs }),
			num("uncredited_gbps", "Gb/s", 0, 800, 10, 50, 100, m, func(p *Params) *float64 { return &p.UncreditedGbps }),
			num("buffer_kib", "KiB", 64, 65536, 64, 1024, 2048, m, func(p *Params) *float64 { return &p.BufferKiB }),
			num("credit_kib", "KiB", 4, 65536, 16, 256, 256, m, func(p *Params) *float64 { return &p.CreditKiB }),
			num("slow_factor", "", 0, 1, 0.05, 0.25, 0.5, m, func(p *Params) *float64 { return &p.SlowFactor }),
			num("xoff_kib", "KiB", 8, 65536, 16, 256, 1024, m, func(p *Params) *float64 { return &p.XoffKiB }),
			num("xon_kib", "KiB", 4, 65536, 16, 256, 768, m, func(p *Params) *float64 { return &p.XonKiB }),
			{Spec: knob.Spec{Key: "tx_pfc", Kind: knob.Named, Names: ModeNames, Default: float64(Auto), Origin: knob.Paper},
				Get: func(p Params) float64 { return float64(p.Mode) }, Set: func(p *Params, v float64) { p.Mode = Mode(v) }},
			{Spec: knob.Spec{Key: "pfc_limit", Unit: "/ms", Kind: knob.Whole, Min: 1, Max: 10000, Step: 1, Big: 10, Default: 5, Origin: m},
				Get: func(p Params) float64 { return float64(p.PFCLimit) }, Set: func(p *Params, v float64) { p.PFCLimit = int(v) }},
			num("refresh_us", "us", 0.5, 100, 0.5, 5, 5, m, func(p *Params) *float64 { return &p.RefreshUs }),
			num("rtt_ns", "ns", 100, 20000, 100, 1000, 2600, m, func(p *Params) *float64 { return &p.RTTNs }),
			num("duration_us", "us", 1000, 50000, 1000, 5000, 10000, m, func(p *Params) *float64 { return &p.DurationUs }),
		},
	}
	t.Cross = func(p Params) error {
		specs := t.Specs()
		switch {
		case p.UncreditedGbps > float64(p.LineGbps):
			return knob.Cross(specs, "uncredited_gbps", p.UncreditedGbps, knob.RuleAtMost, "line_gbps", float64(p.LineGbps))
		case p.XonKiB > p.XoffKiB:
			return knob.Cross(specs, "xon_kib", p.XonKiB, knob.RuleAtMost, "xoff_kib", p.XoffKiB)
		case p.XoffKiB > p.BufferKiB:
			return knob.Cross(specs, "xoff_kib", p.XoffKiB, knob.RuleAtMost, "buffer_kib", p.BufferKiB)
		case p.CreditKiB > p.BufferKiB:
			return knob.Cross(specs, "credit_kib", p.CreditKiB, knob.RuleAtMost, "buffer_kib", p.BufferKiB)
		}
		return nil
	}
	return t
}

// DefaultParams returns every knob at its default.
func DefaultParams() Params { return Knobs().Defaults() }

func validate(p Params) error {
	if err := Knobs().Validate(p); err != nil {
		return fmt.Errorf("pcie: %w", err)
	}
	return nil
}
