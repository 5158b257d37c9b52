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
		Base: func() Params { return Params{} },
		Fields: []knob.Field[Params]{
			whole("senders", "", 1, 128, 1, 8, 4, knob.Paper,
				func(p Params) int { return p.Senders }, func(p *Params, v int) { p.Senders = v }),
			whole("qps_per_sender", "", 1, 1000, 1, 16, 1, knob.Model,
				func(p Params) int { return p.QPsPerSender }, func(p *Params, v int) { p.QPsPerSender = v }),
			whole("size_kib", "KiB", 4, 65536, 4, 256, 2048, knob.Model,
				func(p Params) int { return p.SizeKiB }, func(p *Params, v int) { p.SizeKiB = v }),
			{Spec: knob.Spec{Key: "cc", Kind: knob.Named, Names: ControlNames, Default: float64(Credit), Origin: knob.Paper},
				Get: func(p Params) float64 { return float64(p.Control) },
				Set: func(p *Params, v float64) { p.Control = Control(v) }},
			{Spec: knob.Spec{Key: "line_gbps", Unit: "Gb/s", Kind: knob.Choice, Choices: []float64{100, 200, 400, 800}, Default: 400, Origin: knob.Paper},
				Get: func(p Params) float64 { return float64(p.LineGbps) },
				Set: func(p *Params, v float64) { p.LineGbps = int(v) }},
			number("link_delay_ns", "ns", 10, 5000, 10, 100, 650, knob.Model,
				func(p Params) float64 { return p.LinkDelayNs }, func(p *Params, v float64) { p.LinkDelayNs = v }),
			whole("buffer_kib", "KiB", 4, 131072, 256, 4096, 16384, knob.Model,
				func(p Params) int { return p.BufferKiB }, func(p *Params, v int) { p.BufferKiB = v }),
			// The paper's batch is 16 KB; reading it as 16 KiB is the model's.
			{Spec: knob.Spec{Key: "batch_kib", Unit: "KiB", Kind: knob.Choice, Choices: []float64{4, 8, 16, 32, 64}, Default: 16, Origin: knob.Model},
				Get: func(p Params) float64 { return float64(p.BatchKiB) },
				Set: func(p *Params, v float64) { p.BatchKiB = int(v) }},
			whole("overdraft", "", 0, 4, 1, 1, 1, knob.Paper,
				func(p Params) int { return p.Overdraft }, func(p *Params, v int) { p.Overdraft = v }),
			number("jitter_ns", "ns", 0, 2000, 10, 100, 600, knob.Model,
				func(p Params) float64 { return p.JitterNs }, func(p *Params, v float64) { p.JitterNs = v }),
			whole("off_batches", "", 1, 64, 1, 4, 4, knob.Model,
				func(p Params) int { return p.OffBatches }, func(p *Params, v int) { p.OffBatches = v }),
			{Spec: knob.Spec{Key: "seed", Kind: knob.Whole, Min: 1, Max: 1_000_000, Step: 1, Big: 100, Default: 1, Origin: knob.Model},
				Get: func(p Params) float64 { return float64(p.Seed) },
				Set: func(p *Params, v float64) { p.Seed = uint64(v) }},
			// The model counts RoCEv2's minimum (RoCEv2WireOverheadBytes); a
			// P-RNIC's per-packet RETH adds 16 B and VXLAN 50 B more.
			whole("wire_overhead_b", "B", 0, 200, 1, 10, RoCEv2WireOverheadBytes, knob.Model,
				func(p Params) int { return p.WireOverheadBytes }, func(p *Params, v int) { p.WireOverheadBytes = v }),
			{Spec: knob.Spec{Key: "dcqcn_mechanism", Kind: knob.Named, Names: MechanismNames, Default: float64(MechNone), Origin: knob.Model},
				Get: func(p Params) float64 { return float64(p.Mechanism) },
				Set: func(p *Params, v float64) { p.Mechanism = Mechanism(v) }},
			{Spec: knob.Spec{Key: "dcqcn_preset", Kind: knob.Named, Names: PresetNames, Default: float64(Scaled400), Origin: knob.Model},
				Get: func(p Params) float64 { return float64(PresetOf(p.DCQCN)) },
				Set: func(p *Params, v float64) {
					if d, ok := PresetParams(Preset(v)); ok {
						p.DCQCN = d
					}
				}},
			dnum("kmin_kib", "KiB", 1, 16384, 1, 10, DCQCNScaled400().KminKiB, func(d *DCQCNParams) *float64 { return &d.KminKiB }),
			dnum("kmax_kib", "KiB", 1, 65536, 10, 100, DCQCNScaled400().KmaxKiB, func(d *DCQCNParams) *float64 { return &d.KmaxKiB }),
			dnum("pmax", "", 0.001, 1, 0.001, 0.01, DCQCNScaled400().Pmax, func(d *DCQCNParams) *float64 { return &d.Pmax }),
			{Spec: knob.Spec{Key: "g", Kind: knob.Number, Min: 0.0001, Max: 1, Step: 0.0001, Big: 0.001, Offset: true, Default: DCQCNScaled400().G, Origin: knob.Model},
				Get: func(p Params) float64 { return p.DCQCN.G },
				Set: func(p *Params, v float64) { p.DCQCN.G = v }},
			dnum("alpha_timer_us", "us", 1, 1000, 1, 10, DCQCNScaled400().AlphaTimerUs, func(d *DCQCNParams) *float64 { return &d.AlphaTimerUs }),
			dnum("rate_timer_us", "us", 10, 1000, 1, 10, DCQCNScaled400().RateTimerUs, func(d *DCQCNParams) *float64 { return &d.RateTimerUs }),
			dnum("byte_counter_mb", "MB", 0.1, 1000, 0.1, 10, DCQCNScaled400().ByteCounterMB, func(d *DCQCNParams) *float64 { return &d.ByteCounterMB }),
			dnum("rai_mbps", "Mb/s", 10, 10000, 10, 100, DCQCNScaled400().RaiMbps, func(d *DCQCNParams) *float64 { return &d.RaiMbps }),
			dnum("rhai_mbps", "Mb/s", 10, 100000, 10, 100, DCQCNScaled400().RhaiMbps, func(d *DCQCNParams) *float64 { return &d.RhaiMbps }),
			whole("fast_recovery", "", 1, 20, 1, 5, DCQCNScaled400().FastRecovery, knob.Model,
				func(p Params) int { return p.DCQCN.FastRecovery }, func(p *Params, v int) { p.DCQCN.FastRecovery = v }),
			dnum("cnp_interval_us", "us", 0, 1000, 1, 10, DCQCNScaled400().CNPIntervalUs, func(d *DCQCNParams) *float64 { return &d.CNPIntervalUs }),
			dnum("min_rate_mbps", "Mb/s", 10, 10000, 10, 100, DCQCNScaled400().MinRateMbps, func(d *DCQCNParams) *float64 { return &d.MinRateMbps }),
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

// whole declares a whole-number knob bound to an int field.
func whole(key, unit string, lo, hi, step, big float64, def int, origin knob.Origin,
	get func(Params) int, set func(*Params, int)) knob.Field[Params] {
	return knob.Field[Params]{
		Spec: knob.Spec{Key: key, Unit: unit, Kind: knob.Whole, Min: lo, Max: hi, Step: step, Big: big, Default: float64(def), Origin: origin},
		Get:  func(p Params) float64 { return float64(get(p)) },
		Set:  func(p *Params, v float64) { set(p, int(v)) },
	}
}

// number declares a real-number knob bound to a float64 field.
func number(key, unit string, lo, hi, step, big, def float64, origin knob.Origin,
	get func(Params) float64, set func(*Params, float64)) knob.Field[Params] {
	return knob.Field[Params]{
		Spec: knob.Spec{Key: key, Unit: unit, Kind: knob.Number, Min: lo, Max: hi, Step: step, Big: big, Default: def, Origin: origin},
		Get:  get,
		Set:  set,
	}
}

// dnum declares a real-number DCQCN knob; its default comes from the
// DCQCN literature through a preset, so its origin is the model's.
func dnum(key, unit string, lo, hi, step, big, def float64, field func(*DCQCNParams) *float64) knob.Field[Params] {
	return number(key, unit, lo, hi, step, big, def, knob.Model,
		func(p Params) float64 { return *field(&p.DCQCN) },
		func(p *Params, v float64) { *field(&p.DCQCN) = v })
}
