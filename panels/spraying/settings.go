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

// DefaultSettings are the engines' defaults.
func DefaultSettings() Settings {
	return Settings{Balance: spray.DefaultBalance(), AllReduce: spray.DefaultAllReduce(), Retx: spray.DefaultRetx(),
		Receiver: spray.ReceiverKnobs().Defaults()}
}

// settingsFrom applies configured values (by group, then key) over the
// defaults; a group that does not check keeps its defaults.
func settingsFrom(values map[string]map[string]float64) Settings {
	s := DefaultSettings()
	if p, err := spray.BalanceKnobs().FromValues(values["spray"]); err == nil {
		s.Balance = p
	}
	if p, err := spray.AllReduceKnobs().FromValues(values["allreduce"]); err == nil {
		s.AllReduce = p
	}
	if p, err := spray.RetxKnobs().FromValues(values["retx"]); err == nil {
		s.Retx = p
	}
	if p, err := spray.ReceiverKnobs().FromValues(values["receiver"]); err == nil {
		s.Receiver = p
	}
	return s
}

// apply moves the knobs named in values (by group, then key); values that
// would not check are ignored, group by group.
func (s Settings) apply(values map[string]map[string]float64) Settings {
	if p, err := spray.BalanceKnobs().Apply(s.Balance, values["spray"]); err == nil && p.Validate() == nil {
		s.Balance = p
	}
	if p, err := spray.AllReduceKnobs().Apply(s.AllReduce, values["allreduce"]); err == nil && p.Validate() == nil {
		s.AllReduce = p
	}
	if p, err := spray.RetxKnobs().Apply(s.Retx, values["retx"]); err == nil && p.Validate() == nil {
		s.Retx = p
	}
	if p, err := spray.ReceiverKnobs().Apply(s.Receiver, values["receiver"]); err == nil && p.Validate() == nil {
		s.Receiver = p
	}
	return s
}

// values reads every knob, by group then key.
func (s Settings) values() map[string]map[string]float64 {
	return map[string]map[string]float64{
		"spray":     spray.BalanceKnobs().Values(s.Balance),
		"allreduce": spray.AllReduceKnobs().Values(s.AllReduce),
		"retx":      spray.RetxKnobs().Values(s.Retx),
		"receiver":  spray.ReceiverKnobs().Values(s.Receiver),
	}
}

// group is which engine's knobs a page shows.
type group int

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
	switch g {
	case groupReceiver:
		return kit.Lift(kit.KnobsOf(spray.ReceiverKnobs()),
			func(s Settings) spray.ReceiverParams { return s.Receiver }, func(s *Settings, p spray.ReceiverParams) { s.Receiver = p })
	case groupAllReduce:
		return kit.Lift(kit.KnobsOf(spray.AllReduceKnobs(), "servers", "channels", "chunk_kib", "hop_us", "rtt_us", "launch_us", "slots"),
			func(s Settings) spray.AllReduceParams { return s.AllReduce }, func(s *Settings, p spray.AllReduceParams) { s.AllReduce = p })
	case groupRetx:
		return kit.Lift(kit.KnobsOf(spray.RetxKnobs(), "paths", "skew_ns", "queue_jitter_ns", "ooo_threshold_pct", "missing_threshold_pct",
			"loss_rate", "loss_burst", "seed"),
			func(s Settings) spray.RetxParams { return s.Retx }, func(s *Settings, p spray.RetxParams) { s.Retx = p })
	}
	return kit.Lift(kit.KnobsOf(spray.BalanceKnobs(), "scheme", "paths", "flows", "qps", "mix", "flow_mb", "te_period_s",
		"lifetime_s", "trials", "skew_ns", "seed"),
		func(s Settings) spray.BalanceParams { return s.Balance }, func(s *Settings, p spray.BalanceParams) { s.Balance = p })
}
