package advisor

import (
	"pegasus/model/engines"
	"pegasus/model/knob"
)

// linkGroups are the knob groups that links in the content may set: the
// engines' real tables, as the explorer registers them, and the advisor's
// own (added here when the registry does not list it yet).
func linkGroups() []knob.Group {
	groups := engines.Groups()
	if _, ok := engines.Group(Knobs().GroupName()); !ok {
		groups = append(groups, Knobs())
	}
	return groups
}
