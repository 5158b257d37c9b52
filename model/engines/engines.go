// Package engines is the one list of the explorer's engines, in the order
// the explorer shows them. Each engine registers its name, its knob group
// and how its report is computed from knob values; the configuration
// file, the environment, the flags, the `config` command and every `calc`
// subject are built from this list.
package engines

import (
	"pegasus/model/knob"
	"pegasus/model/report"
)

// Engine is one registered engine.
type Engine struct {
	// Group declares the engine's knobs; its name is the engine's name:
	// its calc subject, its configuration section and its labels' prefix.
	Group knob.Group
	// Reads lists other engines' groups whose values it also reads (the
	// scale view reads the CSR channel's knobs).
	Reads []knob.Group
	// Report computes the engine's report from knob values by group; a
	// knob not given takes its default.
	Report func(v report.Values) (report.Report, error)
}

// Name is the engine's name ("credit").
func (e Engine) Name() string { return e.Group.GroupName() }

// Groups are the groups whose knobs the engine reads: its own first.
func (e Engine) Groups() []knob.Group { return append([]knob.Group{e.Group}, e.Reads...) }

// All lists every engine, in the explorer's order (its panels' order).
func All() []Engine {
	return []Engine{
		credit(),
		spray(), receiver(), allReduce(), retx(),
		incast(), traffic(), te(), pcie(),
		power(),
		cuckoo(), twoLevel(), csr(), scale(),
		gain(),
		advise(),
	}
}

// Find finds an engine by name.
func Find(name string) (Engine, bool) {
	for _, e := range All() {
		if e.Name() == name {
			return e, true
		}
	}
	return Engine{}, false
}

// Groups returns every engine's knob group, in order.
func Groups() []knob.Group {
	var out []knob.Group
	for _, e := range All() {
		out = append(out, e.Group)
	}
	return out
}

// Group finds a group by name.
func Group(name string) (knob.Group, bool) {
	if e, ok := Find(name); ok {
		return e.Group, true
	}
	return nil, false
}
