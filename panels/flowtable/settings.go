package flowtable

import (
	"pegasus/model/csr"
	ft "pegasus/model/flowtable"
	"pegasus/model/flowtable/twolevel"
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

// parts are the engines' knob groups over Settings, by group.
func parts() kit.Bundle[Settings] {
	return kit.Bundle[Settings]{
		groupCuckoo:   kit.PartOf(ft.Knobs(), func(s *Settings) *ft.Params { return &s.Cuckoo }),
		groupTwoLevel: kit.PartOf(twolevel.Knobs(), func(s *Settings) *twolevel.Params { return &s.TwoLevel }),
		groupCSR:      kit.PartOf(csr.Knobs(), func(s *Settings) *csr.Params { return &s.CSR }),
		groupScale:    kit.PartOf(csr.ScaleKnobs(), func(s *Settings) *csr.ScaleParams { return &s.Scale }),
	}
}

// DefaultSettings are the engines' defaults.
func DefaultSettings() Settings { return parts().Defaults() }

// group is which engine's knobs a page shows (kit.Page.Group).
type group = int

const (
	groupCuckoo group = iota
	groupTwoLevel
	groupCSR
	groupScale
	groupCount
)

// check validates one group's own knobs (a *knob.FieldError, or nil).
func (s Settings) check(g group) error { return parts()[g].Validate(s) }

// set copies group g's knobs from o.
func (s *Settings) set(g group, o Settings) { parts()[g].Copy(s, o) }

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
func knobsOf(g group) []kit.Knob[Settings] { return parts()[g].Knobs() }
