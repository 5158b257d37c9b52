// Package report is how an engine states its numbers once: a Report is an
// ordered list of keyed quantities (the inputs it echoes from its knob
// table, then what it computed), plus the structured parts a list of
// numbers cannot hold (a sweep's points, a run's samples). From a Report
// alone come `calc`'s JSON and its table, a page's export table, the
// numbers a lecture shows in big digits and the plain rows of a numbers
// page; the labels live in the translations, by engine and key.
package report

import (
	"fmt"

	"pegasus/model/knob"
)

// Kind is what a quantity's value is.
type Kind uint8

// The kinds.
const (
	// Number is a number, in Value.
	Number Kind = iota
	// Flag is yes or no: Value is 1 or 0.
	Flag
	// Name is a name, in Name (a named knob's value).
	Name
)

// Share is the unit of a fraction (0 to 1) that is read as a percentage:
// JSON keeps the fraction, text shows 100 times it with "%".
const Share = "share"

// Quantity is one keyed number of a report.
type Quantity struct {
	// Key is the quantity's stable name in snake case: its key in calc's
	// JSON, and with the engine's name the key of its label. A dot nests
	// it in JSON ("eq1_steady_bounds_gbps.lower").
	Key string
	// Unit is the unit of Value as printed ("ns", "Gb/s", "%", Share, a
	// count word such as "batches"), "" for none.
	Unit string
	// Decimals is the precision the engine means (-1: the shortest exact
	// decimal).
	Decimals int
	Kind     Kind
	Value    float64
	Name     string
	// Knob is set on an input echoed from a knob table: its group and
	// declaration (label, unit and precision come from there).
	Knob *Input
}

// Input is where an echoed input is declared.
type Input struct {
	Group string
	Spec  knob.Spec
}

// IsInput reports whether q echoes a knob.
func (q Quantity) IsInput() bool { return q.Knob != nil }

// Bool is a Flag's value.
func (q Quantity) Bool() bool { return q.Value != 0 }

// LabelKey is the key of q's label in the translations: the knob's
// configuration key for an input ("credit.loop_ns"), else the engine's
// name and the quantity's key ("credit.eq1_gbps").
func (q Quantity) LabelKey(engine string) string {
	if q.Knob != nil {
		return q.Knob.Group + "." + q.Knob.Spec.Key
	}
	return engine + "." + q.Key
}

// Part is a structured piece of a report that calc writes to JSON as it
// is (a list of points, a nested record).
type Part struct {
	Key   string
	Value any
}

// Report is one engine's numbers for one setting.
type Report struct {
	// Engine names the engine (its calc subject); labels are found by it.
	Engine     string
	Quantities []Quantity
	Parts      []Part
}

// New starts an empty report of engine.
func New(engine string) *Report { return &Report{Engine: engine} }

// Add appends a number with its unit and precision.
func (r *Report) Add(key, unit string, decimals int, v float64) *Report {
	r.Quantities = append(r.Quantities, Quantity{Key: key, Unit: unit, Decimals: decimals, Value: v})
	return r
}

// Count appends a whole number.
func (r *Report) Count(key, unit string, n int) *Report { return r.Add(key, unit, 0, float64(n)) }

// Flag appends a yes or no.
func (r *Report) Flag(key string, b bool) *Report {
	v := 0.0
	if b {
		v = 1
	}
	r.Quantities = append(r.Quantities, Quantity{Key: key, Kind: Flag, Value: v})
	return r
}

// Named appends a name.
func (r *Report) Named(key, name string) *Report {
	r.Quantities = append(r.Quantities, Quantity{Key: key, Kind: Name, Name: name})
	return r
}

// Attach appends a structured part.
func (r *Report) Attach(key string, v any) *Report {
	r.Parts = append(r.Parts, Part{Key: key, Value: v})
	return r
}

// Echo appends the knobs keys of table t as they are set in p, as inputs:
// each under its configuration key, with the knob's unit. A key the table
// does not declare is a programming error and panics (every engine's
// report runs in its tests).
func Echo[P any](r *Report, t knob.Table[P], p P, keys ...string) *Report {
	for _, k := range keys {
		f, ok := t.Field(k)
		if !ok {
			panic(fmt.Sprintf("report %s: knob table %s has no knob %q", r.Engine, t.Name, k))
		}
		v := f.Get(p)
		q := Quantity{Key: k, Unit: f.Unit, Decimals: -1, Value: v, Knob: &Input{Group: t.Name, Spec: f.Spec}}
		if f.Kind == knob.Named {
			q.Kind, q.Name = Name, f.Format(v)
		}
		r.Quantities = append(r.Quantities, q)
	}
	return r
}

// Find returns the quantity key.
func (r Report) Find(key string) (Quantity, bool) {
	for _, q := range r.Quantities {
		if q.Key == key {
			return q, true
		}
	}
	return Quantity{}, false
}

// Value is the value of quantity key; it panics when there is none (a
// caller names keys of its own engine, which its tests run).
func (r Report) Value(key string) float64 {
	q, ok := r.Find(key)
	if !ok {
		panic(fmt.Sprintf("report %s has no quantity %q", r.Engine, key))
	}
	return q.Value
}

// Inputs are the echoed knobs, in order.
func (r Report) Inputs() []Quantity { return r.filter(true) }

// Results are the computed quantities, in order.
func (r Report) Results() []Quantity { return r.filter(false) }

func (r Report) filter(inputs bool) []Quantity {
	var out []Quantity
	for _, q := range r.Quantities {
		if q.IsInput() == inputs {
			out = append(out, q)
		}
	}
	return out
}

// Values holds knob values by group, then key: what an engine's report is
// computed from (missing knobs take their defaults).
type Values map[string]map[string]float64

// EchoAll appends every knob of table t as set in p, as inputs nested
// under prefix ("inputs.multi_tenant").
func EchoAll[P any](r *Report, prefix string, t knob.Table[P], p P) *Report {
	n := len(r.Quantities)
	for _, f := range t.Fields {
		Echo(r, t, p, f.Key)
	}
	for i := n; i < len(r.Quantities); i++ {
		r.Quantities[i].Key = prefix + "." + r.Quantities[i].Key
	}
	return r
}

// Part is the structured part key, or nil.
func (r Report) Part(key string) any {
	for _, p := range r.Parts {
		if p.Key == key {
			return p.Value
		}
	}
	return nil
}
