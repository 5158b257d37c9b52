package incast

import (
	"fmt"

	"pegasus/model/knob"
)

// Knobs declares every input of the incast engine (configuration group
// "incast"). The DCQCN knobs default to DCQCNScaled400; the dcqcn_preset
// knob reads which named set they match and, when set to a named set,
// overwrites all of them (apply it before the others: see FromValues).
func Knobs() knob.Table[Params] {
	t := knob.Table[Params]{
		Name: "incast",
		Fields: []knob.Field[Params]{
			knob.Bind(knob.Spec{Key: "senders", Kind: knob.Whole, Min: 1, Max: 128, Step: 1, Big: 8, Default: 4, Origin: knob.Paper},
				func(p *Params) *int { return &p.Senders }),
			knob.Bind(knob.Spec{Key: "qps_per_sender", Kind: knob.Whole, Min: 1, Max: 1000, Step: 1, Big: 16, Default: 1, Origin: knob.Model},
				func(p *Params) *int { return &p.QPsPerSender }),
			knob.Bind(knob.Spec{Key: "size_kib", Unit: "KiB", Kind: knob.Whole, Min: 4, Max: 65536, Step: 4, Big: 256, Default: 2048, Origin: knob.Model},
				func(p *Params) *int { return &p.SizeKiB }),
			knob.Bind(knob.Spec{Key: "cc", Kind: knob.Named, Names: ControlNames, Default: float64(Credit), Origin: knob.Paper},
				func(p *Params) *Control { return &p.Control }),
			knob.Bind(knob.LineRate(), func(p *Params) *int { return &p.LineGbps }),
			knob.Bind(knob.Spec{Key: "link_delay_ns", Unit: "ns", Kind: knob.Number, Min: 10, Max: 5000, Step: 10, Big: 100, Default: 650, Origin: knob.Model},
				func(p *Params) *float64 { return &p.LinkDelayNs }),
			knob.Bind(knob.Spec{Key: "buffer_kib", Unit: "KiB", Kind: knob.Whole, Min: 4, Max: 131072, Step: 256, Big: 4096, Default: 16384, Origin: knob.Model},
				func(p *Params) *int { return &p.BufferKiB }),
			// The paper's batch is 16 KB; reading it as 16 KiB is the model's.
			knob.Bind(knob.Spec{Key: "batch_kib", Unit: "KiB", Kind: knob.Choice, Choices: []float64{4, 8, 16, 32, 64}, Default: 16, Origin: knob.Model},
				func(p *Params) *int { return &p.BatchKiB }),
			knob.Bind(knob.Spec{Key: "overdraft", Kind: knob.Whole, Min: 0, Max: 4, Step: 1, Big: 1, Default: 1, Origin: knob.Paper},
				func(p *Params) *int { return &p.Overdraft }),
			knob.Bind(knob.Spec{Key: "jitter_ns", Unit: "ns", Kind: knob.Number, Min: 0, Max: 2000, Step: 10, Big: 100, Default: 600, Origin: knob.Model},
				func(p *Params) *float64 { return &p.JitterNs }),
			knob.Bind(knob.Spec{Key: "off_batches", Kind: knob.Whole, Min: 1, Max: 64, Step: 1, Big: 4, Default: 4, Origin: knob.Model},
				func(p *Params) *int { return &p.OffBatches }),
			knob.Bind(knob.Seed(100), func(p *Params) *uint64 { return &p.Seed }),
			// The model counts RoCEv2's minimum (RoCEv2WireOverheadBytes); a
			// P-RNIC's per-packet RETH adds 16 B and VXLAN 50 B more.
			knob.Bind(knob.Spec{Key: "wire_overhead_b", Unit: "B", Kind: knob.Whole, Min: 0, Max: 200, Step: 1, Big: 10, Default: float64(RoCEv2WireOverheadBytes), Origin: knob.Model},
				func(p *Params) *int { return &p.WireOverheadBytes }),
			knob.Bind(knob.Spec{Key: "dcqcn_mechanism", Kind: knob.Named, Names: MechanismNames, Default: float64(MechNone), Origin: knob.Model},
				func(p *Params) *Mechanism { return &p.Mechanism }),
			{Spec: knob.Spec{Key: "dcqcn_preset", Kind: knob.Named, Names: PresetNames, Default: float64(Scaled400), Origin: knob.Model},
				Get: func(p Params) float64 { return float64(PresetOf(p.DCQCN)) },
				Set: func(p *Params, v float64) {
					if d, ok := PresetParams(Preset(v)); ok {
						p.DCQCN = d
					}
				}},
			// The DCQCN knobs' defaults come from the DCQCN literature through a
			// preset, so their origin is the model's.
			knob.Bind(knob.Spec{Key: "kmin_kib", Unit: "KiB", Kind: knob.Number, Min: 1, Max: 16384, Step: 1, Big: 10, Default: DCQCNScaled400().KminKiB, Origin: knob.Model},
				func(p *Params) *float64 { return &p.DCQCN.KminKiB }),
			knob.Bind(knob.Spec{Key: "kmax_kib", Unit: "KiB", Kind: knob.Number, Min: 1, Max: 65536, Step: 10, Big: 100, Default: DCQCNScaled400().KmaxKiB, Origin: knob.Model},
				func(p *Params) *float64 { return &p.DCQCN.KmaxKiB }),
			knob.Bind(knob.Spec{Key: "pmax", Kind: knob.Number, Min: 0.001, Max: 1, Step: 0.001, Big: 0.01, Default: DCQCNScaled400().Pmax, Origin: knob.Model},
				func(p *Params) *float64 { return &p.DCQCN.Pmax }),
			knob.Bind(knob.Spec{Key: "g", Kind: knob.Number, Min: 0.0001, Max: 1, Step: 0.0001, Big: 0.001, Offset: true, Default: DCQCNScaled400().G, Origin: knob.Model},
				func(p *Params) *float64 { return &p.DCQCN.G }),
			knob.Bind(knob.Spec{Key: "alpha_timer_us", Unit: "us", Kind: knob.Number, Min: 1, Max: 1000, Step: 1, Big: 10, Default: DCQCNScaled400().AlphaTimerUs, Origin: knob.Model},
				func(p *Params) *float64 { return &p.DCQCN.AlphaTimerUs }),
			knob.Bind(knob.Spec{Key: "rate_timer_us", Unit: "us", Kind: knob.Number, Min: 10, Max: 1000, Step: 1, Big: 10, Default: DCQCNScaled400().RateTimerUs, Origin: knob.Model},
				func(p *Params) *float64 { return &p.DCQCN.RateTimerUs }),
			knob.Bind(knob.Spec{Key: "byte_counter_mb", Unit: "MB", Kind: knob.Number, Min: 0.1, Max: 1000, Step: 0.1, Big: 10, Default: DCQCNScaled400().ByteCounterMB, Origin: knob.Model},
				func(p *Params) *float64 { return &p.DCQCN.ByteCounterMB }),
			knob.Bind(knob.Spec{Key: "rai_mbps", Unit: "Mb/s", Kind: knob.Number, Min: 10, Max: 10000, Step: 10, Big: 100, Default: DCQCNScaled400().RaiMbps, Origin: knob.Model},
				func(p *Params) *float64 { return &p.DCQCN.RaiMbps }),
			knob.Bind(knob.Spec{Key: "rhai_mbps", Unit: "Mb/s", Kind: knob.Number, Min: 10, Max: 100000, Step: 10, Big: 100, Default: DCQCNScaled400().RhaiMbps, Origin: knob.Model},
				func(p *Params) *float64 { return &p.DCQCN.RhaiMbps }),
			knob.Bind(knob.Spec{Key: "fast_recovery", Kind: knob.Whole, Min: 1, Max: 20, Step: 1, Big: 5, Default: float64(DCQCNScaled400().FastRecovery), Origin: knob.Model},
				func(p *Params) *int { return &p.DCQCN.FastRecovery }),
			knob.Bind(knob.Spec{Key: "cnp_interval_us", Unit: "us", Kind: knob.Number, Min: 0, Max: 1000, Step: 1, Big: 10, Default: DCQCNScaled400().CNPIntervalUs, Origin: knob.Model},
				func(p *Params) *float64 { return &p.DCQCN.CNPIntervalUs }),
			knob.Bind(knob.Spec{Key: "min_rate_mbps", Unit: "Mb/s", Kind: knob.Number, Min: 10, Max: 10000, Step: 10, Big: 100, Default: DCQCNScaled400().MinRateMbps, Origin: knob.Model},
				func(p *Params) *float64 { return &p.DCQCN.MinRateMbps }),
		},
	}
	t.Cross = func(p Params) error { return cross(t.Specs(), p) }
	return t
}

// cross checks the rules that relate knobs.
func cross(specs []knob.Spec, p Params) error {
	if limit := MaxTotalQPs / p.Senders; p.QPsPerSender > limit {
		return knob.Cross(specs, "qps_per_sender", float64(p.QPsPerSender), knob.RuleAtMost,
			fmt.Sprintf("%d / senders", MaxTotalQPs), float64(limit))
	}
	if limit := MaxTotalKiB / p.TotalQPs(); p.SizeKiB > limit {
		return knob.Cross(specs, "size_kib", float64(p.SizeKiB), knob.RuleAtMost,
			"256 MiB / (senders * qps_per_sender)", float64(limit))
	}
	if need := p.MinBufferKiB(); p.BufferKiB < need {
		return knob.Cross(specs, "buffer_kib", float64(p.BufferKiB), knob.RuleAtLeast,
			"senders * (PFC headroom + one packet)", float64(need))
	}
	if p.DCQCN.KminKiB > p.DCQCN.KmaxKiB {
		return knob.Cross(specs, "kmin_kib", p.DCQCN.KminKiB, knob.RuleAtMost, "kmax_kib", p.DCQCN.KmaxKiB)
	}
	return nil
}

// DefaultParams returns every knob at its default.
func DefaultParams() Params { return Knobs().Defaults() }

// FromValues applies values (by knob key) over the defaults, the preset
// first so that the DCQCN knobs given beside it override it, and checks
// the result. A full set of values (every key, as the settings layer hands
// over) must already agree with its preset where the preset should win:
// the settings layer sees to that through Group's knob.Presets.
func FromValues(values map[string]float64) (Params, error) {
	return ApplyValues(Knobs().Defaults(), values)
}

// ApplyValues moves the knobs named in values on p, the preset first so
// that DCQCN knobs given beside it override it, and checks the result
// (for a partial set of values, such as a link that moves a few knobs).
func ApplyValues(p Params, values map[string]float64) (Params, error) {
	t := Knobs()
	if v, ok := values["dcqcn_preset"]; ok {
		var err error
		if p, err = t.Apply(p, map[string]float64{"dcqcn_preset": v}); err != nil {
			return p, err
		}
	}
	rest := make(map[string]float64, len(values))
	for k, v := range values {
		if k != "dcqcn_preset" {
			rest[k] = v
		}
	}
	p, err := t.Apply(p, rest)
	if err != nil {
		return p, err
	}
	return p, t.Validate(p)
}

// DCQCNKeys are the keys of the twelve knobs a DCQCN preset sets.
var DCQCNKeys = []string{"kmin_kib", "kmax_kib", "pmax", "g", "alpha_timer_us", "rate_timer_us", "byte_counter_mb",
	"rai_mbps", "rhai_mbps", "fast_recovery", "cnp_interval_us", "min_rate_mbps"}

// Group is the incast knob table as a configuration group whose check
// applies the DCQCN preset before the knobs it sets, as FromValues does
// (the table's own CheckValues applies keys in no fixed order).
func Group() knob.Group { return group{Knobs()} }

// group overrides the table's CheckValues with FromValues.
type group struct{ knob.Table[Params] }

// CheckValues implements knob.Group.
func (g group) CheckValues(values map[string]float64) error {
	_, err := FromValues(values)
	return err
}

// PresetKey implements knob.Presets: the DCQCN preset.
func (g group) PresetKey() string { return "dcqcn_preset" }

// PresetValues implements knob.Presets: the twelve DCQCN knobs a named
// preset sets; custom sets none.
func (g group) PresetValues(v float64) (map[string]float64, bool) {
	d, ok := PresetParams(Preset(v))
	if !ok {
		return nil, false
	}
	p := DefaultParams()
	p.DCQCN = d
	all := Knobs().Values(p)
	out := make(map[string]float64, len(DCQCNKeys))
	for _, k := range DCQCNKeys {
		out[k] = all[k]
	}
	return out, true
}
