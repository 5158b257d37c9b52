package spraying

import (
	"pegasus/model/spray"
	"pegasus/panels/kit"
)

// Settings are every knob of the panel, one group per engine.
type Settings struct {
	Balance   spray.BalanceParams
	AllReduce spray.AllReduceParams
	Retx      spray.RetxParams
	Receiver  spray.ReceiverParams
}

// parts are the engines' knob groups over Settings, by group.
func parts() kit.Bundle[Settings] {
	return kit.Bundle[Settings]{
		groupBalance:   kit.PartOf(spray.BalanceKnobs(), func(s *Settings) *spray.BalanceParams { return &s.Balance }),
		groupReceiver:  kit.PartOf(spray.ReceiverKnobs(), func(s *Settings) *spray.ReceiverParams { return &s.Receiver }),
		groupAllReduce: kit.PartOf(spray.AllReduceKnobs(), func(s *Settings) *spray.AllReduceParams { return &s.AllReduce }),
		groupRetx:      kit.PartOf(spray.RetxKnobs(), func(s *Settings) *spray.RetxParams { return &s.Retx }),
	}
}

// DefaultSettings are the engines' defaults.
func DefaultSettings() Settings { return parts().Defaults() }

// group is which engine's knobs a page shows (kit.Page.Group).
type group = int

const (
	groupBalance group = iota
	groupReceiver
	groupAllReduce
	groupRetx
	groupCount
)

// knobsOf lists a group's knobs, in display order, over the panel's
// Settings.
func knobsOf(g group) []kit.Knob[Settings] {
	part := parts()[g]
	switch g {
	case groupAllReduce:
		return part.Knobs("servers", "channels", "chunk_kib", "hop_us", "rtt_us", "launch_us", "slots")
	case groupRetx:
		return part.Knobs("paths", "skew_ns", "queue_jitter_ns", "ooo_threshold_pct", "missing_threshold_pct", "loss_rate", "loss_burst", "seed")
	case groupBalance:
		return part.Knobs("scheme", "paths", "flows", "qps", "mix", "flow_mb", "te_period_s", "lifetime_s", "trials", "skew_ns", "seed")
	}
	return part.Knobs()
}
