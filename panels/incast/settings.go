package incast

import (
	"pegasus/model/incast"
	"pegasus/model/pcie"
	"pegasus/model/te"
	"pegasus/model/traffic"
	"pegasus/panels/kit"
)

// Settings are every knob of the panel, one group per engine.
type Settings struct {
	Incast  incast.Params
	Traffic traffic.Params
	TE      te.Params
	PCIe    pcie.Params
}

// DefaultSettings are the engines' defaults.
func DefaultSettings() Settings {
	return Settings{Incast: incast.DefaultParams(), Traffic: traffic.DefaultParams(), TE: te.DefaultParams(), PCIe: pcie.DefaultParams()}
}

// settingsFrom applies configured values (by group, then key) over the
// defaults, the DCQCN preset before the knobs it sets; a group that does
// not check keeps its defaults (the settings layer checked them already).
func settingsFrom(values map[string]map[string]float64) Settings {
	s := DefaultSettings()
	if p, err := incast.FromValues(values["incast"]); err == nil {
		s.Incast = p
	}
	if p, err := traffic.Knobs().FromValues(values["traffic"]); err == nil {
		s.Traffic = p
	}
	if p, err := te.Knobs().FromValues(values["te"]); err == nil {
		s.TE = p
	}
	if p, err := pcie.Knobs().FromValues(values["pcie"]); err == nil {
		s.PCIe = p
	}
	return s
}

// apply moves the knobs named in values (by group, then key); a group
// whose values would not check is left as it is.
func (s Settings) apply(values map[string]map[string]float64) Settings {
	if p, err := incast.ApplyValues(s.Incast, values["incast"]); err == nil {
		s.Incast = p
	}
	if p, err := traffic.Knobs().Apply(s.Traffic, values["traffic"]); err == nil && traffic.Knobs().Validate(p) == nil {
		s.Traffic = p
	}
	if p, err := te.Knobs().Apply(s.TE, values["te"]); err == nil && te.Knobs().Validate(p) == nil {
		s.TE = p
	}
	if p, err := pcie.Knobs().Apply(s.PCIe, values["pcie"]); err == nil && pcie.Knobs().Validate(p) == nil {
		s.PCIe = p
	}
	return s
}

// validate checks every group, the first refusal first.
func (s Settings) validate() error {
	if err := incast.Knobs().Validate(s.Incast); err != nil {
		return err
	}
	if err := traffic.Knobs().Validate(s.Traffic); err != nil {
		return err
	}
	if err := te.Knobs().Validate(s.TE); err != nil {
		return err
	}
	return pcie.Knobs().Validate(s.PCIe)
}

// values reads every knob, by group then key.
func (s Settings) values() map[string]map[string]float64 {
	return map[string]map[string]float64{
		"incast":  incast.Knobs().Values(s.Incast),
		"traffic": traffic.Knobs().Values(s.Traffic),
		"te":      te.Knobs().Values(s.TE),
		"pcie":    pcie.Knobs().Values(s.PCIe),
	}
}

// group is the set of knobs a page shows.
type group int

const (
	groupQueue group = iota
	groupSweep
	groupBuffer
	groupDCQCN
	groupTraffic
	groupTE
	groupPCIe
	groupCount
)

// knobsOf lists a group's knobs, in display order, over the panel's
// Settings. The incast knobs are split by page: a page lists those that
// move what it shows.
func knobsOf(g group) []kit.Knob[Settings] {
	liftIncast := func(keys ...string) []kit.Knob[Settings] {
		return kit.Lift(kit.KnobsOf(incast.Knobs(), keys...),
			func(s Settings) incast.Params { return s.Incast }, func(s *Settings, p incast.Params) { s.Incast = p })
	}
	switch g {
	case groupSweep:
		return liftIncast("senders", "dcqcn_mechanism", "line_gbps", "link_delay_ns", "buffer_kib", "batch_kib", "overdraft", "jitter_ns",
			"off_batches", "dcqcn_preset", "wire_overhead_b", "seed")
	case groupBuffer:
		return liftIncast("senders", "qps_per_sender", "size_kib", "link_delay_ns", "buffer_kib", "batch_kib", "overdraft",
			"jitter_ns", "wire_overhead_b", "seed")
	case groupDCQCN:
		return liftIncast(append(append([]string{"dcqcn_preset"}, incast.DCQCNKeys...), "dcqcn_mechanism")...)
	case groupTraffic:
		return kit.Lift(kit.KnobsOf(traffic.Knobs()),
			func(s Settings) traffic.Params { return s.Traffic }, func(s *Settings, p traffic.Params) { s.Traffic = p })
	case groupTE:
		return kit.Lift(kit.KnobsOf(te.Knobs()),
			func(s Settings) te.Params { return s.TE }, func(s *Settings, p te.Params) { s.TE = p })
	case groupPCIe:
		return kit.Lift(kit.KnobsOf(pcie.Knobs()),
			func(s Settings) pcie.Params { return s.PCIe }, func(s *Settings, p pcie.Params) { s.PCIe = p })
	}
	return liftIncast("senders", "qps_per_sender", "size_kib", "line_gbps", "link_delay_ns", "buffer_kib", "batch_kib",
		"overdraft", "jitter_ns", "off_batches", "dcqcn_preset", "dcqcn_mechanism", "wire_overhead_b", "seed")
}
