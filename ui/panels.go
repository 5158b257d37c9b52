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

// Panels is the registry: every panel, in tab order, each registered by
// its package once (identifier, title, constructor). The tabs, the titles
// links and `check` show, the pages links may open (LinkPages) and the
// lecture deck's catalog (DeckCatalog) all come from it. Adding a panel is
// one package and one line here.
func Panels() kit.Registry {
	return kit.Registry{
		creditloop.Registration(),
		spraying.Registration(),
		incast.Registration(),
		power.Registration(),
		flowtable.Registration(),
		evidence.Registration(),
		reading.Registration(),
		compare.Registration(),
		advisor.Registration(),
	}
}
