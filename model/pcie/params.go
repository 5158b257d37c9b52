package pcie

import "pegasus/model/knob"

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
func (m Mode) String() string { return knob.NameOf(ModeNames, m) }

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
	t := knob.Table[Params]{
		Name: "pcie",
		Fields: []knob.Field[Params]{
			knob.Bind(knob.LineRate(), func(p *Params) *int { return &p.LineGbps }),
			knob.Bind(knob.Spec{Key: "pcie_gbps", Unit: "Gb/s", Kind: knob.Number, Min: 64, Max: 1024, Step: 8, Big: 64, Default: 448, Origin: knob.Model},
				func(p *Params) *float64 { return &p.PCIeGbps }),
			knob.Bind(knob.Spec{Key: "host_gbps", Unit: "Gb/s", Kind: knob.Number, Min: 0, Max: 1024, Step: 8, Big: 64, Default: 256, Origin: knob.Model},
				func(p *Params) *float64 { return &p.HostGbps }),
			knob.Bind(knob.Spec{Key: "host_on_us", Unit: "us", Kind: knob.Number, Min: 10, Max: 10000, Step: 10, Big: 100, Default: 500, Origin: knob.Model},
				func(p *Params) *float64 { return &p.HostOnUs }),
			knob.Bind(knob.Spec{Key: "host_off_us", Unit: "us", Kind: knob.Number, Min: 0, Max: 10000, Step: 10, Big: 100, Default: 1500, Origin: knob.Model},
				func(p *Params) *float64 { return &p.HostOffUs }),
			knob.Bind(knob.Spec{Key: "uncredited_gbps", Unit: "Gb/s", Kind: knob.Number, Min: 0, Max: 800, Step: 10, Big: 50, Default: 100, Origin: knob.Model},
				func(p *Params) *float64 { return &p.UncreditedGbps }),
			knob.Bind(knob.Spec{Key: "buffer_kib", Unit: "KiB", Kind: knob.Number, Min: 64, Max: 65536, Step: 64, Big: 1024, Default: 2048, Origin: knob.Model},
				func(p *Params) *float64 { return &p.BufferKiB }),
			knob.Bind(knob.Spec{Key: "credit_kib", Unit: "KiB", Kind: knob.Number, Min: 4, Max: 65536, Step: 16, Big: 256, Default: 256, Origin: knob.Model},
				func(p *Params) *float64 { return &p.CreditKiB }),
			knob.Bind(knob.Spec{Key: "slow_factor", Kind: knob.Number, Min: 0, Max: 1, Step: 0.05, Big: 0.25, Default: 0.5, Origin: knob.Model},
				func(p *Params) *float64 { return &p.SlowFactor }),
			knob.Bind(knob.Spec{Key: "xoff_kib", Unit: "KiB", Kind: knob.Number, Min: 8, Max: 65536, Step: 16, Big: 256, Default: 1024, Origin: knob.Model},
				func(p *Params) *float64 { return &p.XoffKiB }),
			knob.Bind(knob.Spec{Key: "xon_kib", Unit: "KiB", Kind: knob.Number, Min: 4, Max: 65536, Step: 16, Big: 256, Default: 768, Origin: knob.Model},
				func(p *Params) *float64 { return &p.XonKiB }),
			knob.Bind(knob.Spec{Key: "tx_pfc", Kind: knob.Named, Names: ModeNames, Default: float64(Auto), Origin: knob.Paper},
				func(p *Params) *Mode { return &p.Mode }),
			knob.Bind(knob.Spec{Key: "pfc_limit", Unit: "/ms", Kind: knob.Whole, Min: 1, Max: 10000, Step: 1, Big: 10, Default: 5, Origin: knob.Model},
				func(p *Params) *int { return &p.PFCLimit }),
			knob.Bind(knob.Spec{Key: "refresh_us", Unit: "us", Kind: knob.Number, Min: 0.5, Max: 100, Step: 0.5, Big: 5, Default: 5, Origin: knob.Model},
				func(p *Params) *float64 { return &p.RefreshUs }),
			knob.Bind(knob.Spec{Key: "rtt_ns", Unit: "ns", Kind: knob.Number, Min: 100, Max: 20000, Step: 100, Big: 1000, Default: 2600, Origin: knob.Model},
				func(p *Params) *float64 { return &p.RTTNs }),
			knob.Bind(knob.Spec{Key: "duration_us", Unit: "us", Kind: knob.Number, Min: 1000, Max: 50000, Step: 1000, Big: 5000, Default: 10000, Origin: knob.Model},
				func(p *Params) *float64 { return &p.DurationUs }),
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
