package ui

import (
	"pegasus/panels/advisor"
	"pegasus/panels/compare"
	"pegasus/panels/creditloop"
	"pegasus/panels/evidence"
	"pegasus/panels/flowtable"
	"pegasus/panels/incast"
	"pegasus/panels/kit"
	"pegasus/panels/power"
	"pegasus/panels/reading"
	"pegasus/panels/spraying"
)

// Constructors lists the panels in tab order. Adding a panel is one
// package and one line here.
func Constructors() []func(kit.Env) kit.Panel {
	return []func(kit.Env) kit.Panel{
		creditloop.New,
		spraying.New,
		incast.New,
		power.New,
		flowtable.New,
		evidence.New,
		reading.New,
		compare.New,
		advisor.New,
	}
}
