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

// The engines' knob groups, in the order a refusal is looked for.
const (
	partIncast = iota
	partTraffic
	partTE
	partPCIe
)

// parts are the engines' knob groups over Settings. The incast group
// applies its DCQCN preset before the knobs it sets (incast.ApplyValues).
func parts() kit.Bundle[Settings] {
	return kit.Bundle[Settings]{
		partIncast:  kit.PartOf(incast.Knobs(), func(s *Settings) *incast.Params { return &s.Incast }).Moving(incast.ApplyValues),
		partTraffic: kit.PartOf(traffic.Knobs(), func(s *Settings) *traffic.Params { return &s.Traffic }),
		partTE:      kit.PartOf(te.Knobs(), func(s *Settings) *te.Params { return &s.TE }),
		partPCIe:    kit.PartOf(pcie.Knobs(), func(s *Settings) *pcie.Params { return &s.PCIe }),
	}
}

// DefaultSettings are the engines' defaults.
func DefaultSettings() Settings { return parts().Defaults() }

// validate checks every group, the first refusal first.
func (s Settings) validate() error { return parts().Validate(s) }

// values reads every knob, by group then key.
func (s Settings) values() map[string]map[string]float64 { return parts().Values(s) }

// group is the set of knobs a page shows (kit.Page.Group).
type group = int

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
	b := parts()
	switch g {
	case groupSweep:
		return b[partIncast].Knobs("senders", "dcqcn_mechanism", "line_gbps", "link_delay_ns", "buffer_kib", "batch_kib", "overdraft",
			"jitter_ns", "off_batches", "dcqcn_preset", "wire_overhead_b", "seed")
	case groupBuffer:
		return b[partIncast].Knobs("senders", "qps_per_sender", "size_kib", "link_delay_ns", "buffer_kib", "batch_kib", "overdraft",
			"jitter_ns", "wire_overhead_b", "seed")
	case groupDCQCN:
		return b[partIncast].Knobs(append(append([]string{"dcqcn_preset"}, incast.DCQCNKeys...), "dcqcn_mechanism")...)
	case groupTraffic:
		return b[partTraffic].Knobs()
	case groupTE:
		return b[partTE].Knobs()
	case groupPCIe:
		return b[partPCIe].Knobs()
	}
	return b[partIncast].Knobs("senders", "qps_per_sender", "size_kib", "line_gbps", "link_delay_ns", "buffer_kib", "batch_kib",
		"overdraft", "jitter_ns", "off_batches", "dcqcn_preset", "dcqcn_mechanism", "wire_overhead_b", "seed")
}
