package flowtable

import (
	"pegasus/model/csr"
	ft "pegasus/model/flowtable"
	"pegasus/model/flowtable/twolevel"
	"pegasus/model/knob"
	"pegasus/panels/kit"
)

// Settings are every knob of the panel, one group per engine. The two-level
// run and the scale view take their table and channel from the cuckoo and
// CSR groups (see effective); only their own knobs live in TwoLevel and
// Scale.
type Settings struct {
	Cuckoo   ft.Params
	TwoLevel twolevel.Params
	CSR      csr.Params
	Scale    csr.ScaleParams
}

// DefaultSettings are the engines' defaults.
func DefaultSettings() Settings {
	return Settings{Cuckoo: ft.DefaultParams(), TwoLevel: twolevel.DefaultParams(), CSR: csr.DefaultParams(),
		Scale: csr.DefaultScaleParams()}
}

// group is which engine's knobs a page shows.
type group int

const (
	groupCuckoo group = iota
	groupTwoLevel
	groupCSR
	groupScale
	groupCount
)

// groupNames are the knob groups' configuration names, by group.
var groupNames = [groupCount]string{"cuckoo", "twolevel", "csr", "scale"}

// settingsFrom applies configured values (by group, then key) over the
// defaults; a group that does not check keeps its defaults.
func settingsFrom(values map[string]map[string]float64) Settings {
	return DefaultSettings().apply(values)
}

// apply moves the knobs named in values (by group, then key); a group
// whose values would not check is left as it was.
func (s Settings) apply(values map[string]map[string]float64) Settings {
	if p, err := ft.Knobs().Apply(s.Cuckoo, values["cuckoo"]); err == nil && p.Validate() == nil {
		s.Cuckoo = p
	}
	if p, err := twolevel.Knobs().Apply(s.TwoLevel, values["twolevel"]); err == nil && twolevel.Knobs().Validate(p) == nil {
		s.TwoLevel = p
	}
	if p, err := csr.Knobs().Apply(s.CSR, values["csr"]); err == nil && p.Validate() == nil {
		s.CSR = p
	}
	if p, err := csr.ScaleKnobs().Apply(s.Scale, values["scale"]); err == nil && csr.ScaleKnobs().Validate(p) == nil {
		s.Scale = p
	}
	return s
}

// values reads every knob, by group then key.
func (s Settings) values() map[string]map[string]float64 {
	return map[string]map[string]float64{
		"cuckoo":   ft.Knobs().Values(s.Cuckoo),
		"twolevel": twolevel.Knobs().Values(s.TwoLevel),
		"csr":      csr.Knobs().Values(s.CSR),
		"scale":    csr.ScaleKnobs().Values(s.Scale),
	}
}

// check validates one group's own knobs (a *knob.FieldError, or nil).
func (s Settings) check(g group) error {
	switch g {
	case groupTwoLevel:
		return twolevel.Knobs().Validate(s.TwoLevel)
	case groupCSR:
		return s.CSR.Validate()
	case groupScale:
		return csr.ScaleKnobs().Validate(s.Scale)
	}
	return s.Cuckoo.Validate()
}

// set copies group g's knobs from o.
func (s *Settings) set(g group, o Settings) {
	switch g {
	case groupTwoLevel:
		s.TwoLevel = o.TwoLevel
	case groupCSR:
		s.CSR = o.CSR
	case groupScale:
		s.Scale = o.Scale
	default:
		s.Cuckoo = o.Cuckoo
	}
}

// twoLevel is the two-level run these settings describe: its own knobs,
// the cuckoo group's table shape and move limit, and the CSR group's
// channel. The fill's trials and seed do not shape a run's tables (it
// seeds them itself), so they are held fixed: moving them does not restart
// the run.
func (s Settings) twoLevel() twolevel.Params {
	p := s.TwoLevel
	p.Table, p.Channel = s.Cuckoo, s.CSR
	p.Table.Trials, p.Table.Seed = 1, 1
	return p
}

// scale is the scale view these settings describe, on the CSR group's
// channel and table size.
func (s Settings) scale() csr.ScaleParams {
	p := s.Scale
	p.Channel = s.CSR
	return p
}

// knobsOf lists a group's knobs, in display order, over the panel's
// Settings.
func knobsOf(g group) []kit.Knob[Settings] {
	switch g {
	case groupTwoLevel:
		return lift(twolevel.Knobs(), func(s Settings) twolevel.Params { return s.TwoLevel },
			func(s *Settings, p twolevel.Params) { s.TwoLevel = p })
	case groupCSR:
		return lift(csr.Knobs(), func(s Settings) csr.Params { return s.CSR }, func(s *Settings, p csr.Params) { s.CSR = p })
	case groupScale:
		return lift(csr.ScaleKnobs(), func(s Settings) csr.ScaleParams { return s.Scale },
			func(s *Settings, p csr.ScaleParams) { s.Scale = p })
	}
	return lift(ft.Knobs(), func(s Settings) ft.Params { return s.Cuckoo }, func(s *Settings, p ft.Params) { s.Cuckoo = p })
}

// lift is kit.Lift over every knob of a table.
func lift[P any](t knob.Table[P], get func(Settings) P, set func(*Settings, P)) []kit.Knob[Settings] {
	return kit.Lift(kit.KnobsOf(t), get, set)
}
