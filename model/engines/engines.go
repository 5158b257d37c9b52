// Package engines lists every engine's knob group, in the order the
// explorer shows them: the configuration file, the environment, the flags
// and the `config` command are all built from this one list.
package engines

import (
	"pegasus/model/advisor"
	"pegasus/model/credit"
	"pegasus/model/csr"
	"pegasus/model/flowtable"
	"pegasus/model/flowtable/twolevel"
	"pegasus/model/gain"
	"pegasus/model/incast"
	"pegasus/model/knob"
	"pegasus/model/pcie"
	"pegasus/model/power"
	"pegasus/model/spray"
	"pegasus/model/te"
	"pegasus/model/traffic"
)

// Groups returns every knob group.
func Groups() []knob.Group {
	return []knob.Group{
		credit.Knobs(),
		spray.BalanceKnobs(),
		spray.ReceiverKnobs(),
		spray.AllReduceKnobs(),
		spray.RetxKnobs(),
		incast.Group(),
		traffic.Knobs(),
		te.Knobs(),
		pcie.Knobs(),
		power.Knobs(),
		flowtable.Knobs(),
		twolevel.Knobs(),
		csr.Knobs(),
		csr.ScaleKnobs(),
		gain.Knobs(),
		advisor.Knobs(),
	}
}

// Group finds a group by name.
func Group(name string) (knob.Group, bool) {
	for _, g := range Groups() {
		if g.GroupName() == name {
			return g, true
		}
	}
	return nil, false
}
