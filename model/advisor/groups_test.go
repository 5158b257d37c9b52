package advisor

import (
	"pegasus/model/credit"
	"pegasus/model/gain"
	"pegasus/model/knob"
	"pegasus/model/power"
	"pegasus/model/spray"
)

// linkGroups are the knob groups that links in the content and the
// advisor's targets may set: the engines' real tables, as model/engines
// lists them (which imports this package, so the list is spelled out
// here), and the advisor's own.
func linkGroups() []knob.Group {
	return []knob.Group{credit.Knobs(), spray.BalanceKnobs(), spray.ReceiverKnobs(), spray.AllReduceKnobs(),
		spray.RetxKnobs(), power.Knobs(), gain.Knobs(), Knobs()}
}
