package advisor

import (
	"pegasus/model/credit"
	"pegasus/model/knob"
	"pegasus/model/power"
	"pegasus/model/spray"
)

// linkGroups are the knob groups that links in the content and the
// advisor's targets may set: the real tables of the engines whose panels
// they open, and the advisor's own.
func linkGroups() []knob.Group {
	return []knob.Group{credit.Knobs(), power.Knobs(), spray.BalanceKnobs(), Knobs()}
}
