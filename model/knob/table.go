package knob

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Field binds a knob to the field of an engine's parameters P it sets.
type Field[P any] struct {
	Spec
	Get func(P) float64
	Set func(*P, float64)
}

// Table is every knob of one engine, in display order, with the rules
// that relate them.
type Table[P any] struct {
	// Name is the group's name, the first part of its configuration keys
	// ("credit").
	Name string
	// Base returns the parameters that are not knobs (fixed constants of
	// the model); every knob's default is applied over it. Nil means the
	// zero value of P.
	Base func() P
	// Fields lists the knobs.
	Fields []Field[P]
	// Cross checks rules across knobs on parameters whose every knob is
	// in range; it returns a *FieldError (from Cross) or nil.
	Cross func(p P) error
}

// Group is a Table seen without its parameter type: what the settings
// layer and the CLI need to read, check and print any engine's knobs.
type Group interface {
	// GroupName is the group's name ("credit").
	GroupName() string
	// Specs lists the knobs in display order.
	Specs() []Spec
	// CheckValues applies values (by key) over the defaults and checks the
	// result, knob by knob and across knobs.
	CheckValues(values map[string]float64) error
}

// SpecOf finds the knob key of group g.
func SpecOf(g Group, key string) (Spec, bool) {
	for _, s := range g.Specs() {
		if s.Key == key {
			return s, true
		}
	}
	return Spec{}, false
}

// GroupOf finds the group called name among groups.
func GroupOf(groups []Group, name string) (Group, bool) {
	for _, g := range groups {
		if g.GroupName() == name {
			return g, true
		}
	}
	return nil, false
}

// Lookup finds a knob by its qualified key ("credit.jitter_ns") among
// groups.
func Lookup(groups []Group, qualified string) (Spec, bool) {
	name, key, _ := strings.Cut(qualified, ".")
	if g, ok := GroupOf(groups, name); ok {
		return SpecOf(g, key)
	}
	return Spec{}, false
}

// Presets is a group with a knob that names a set of values for other
// knobs (the incast group's DCQCN preset). Layered configuration uses it
// so that a set named in a layer replaces the knobs it sets wherever
// those came only from a lower layer (the defaults included), while a
// knob given in the same layer as the set, or above it, still wins.
type Presets interface {
	// PresetKey is the key of the knob that names the set.
	PresetKey() string
	// PresetValues are the knobs (by key) that the set v names; false for
	// a value that names no set (custom).
	PresetValues(v float64) (map[string]float64, bool)
}

// GroupName implements Group.
func (t Table[P]) GroupName() string { return t.Name }

// Specs implements Group.
func (t Table[P]) Specs() []Spec {
	out := make([]Spec, len(t.Fields))
	for i, f := range t.Fields {
		out[i] = f.Spec
	}
	return out
}

// CheckValues implements Group.
func (t Table[P]) CheckValues(values map[string]float64) error {
	_, err := t.FromValues(values)
	return err
}

// Defaults returns Base with every knob at its default.
func (t Table[P]) Defaults() P {
	p := t.base()
	for _, f := range t.Fields {
		f.Set(&p, f.Default)
	}
	return p
}

// base returns Base(), or the zero value of P when Base is nil.
func (t Table[P]) base() P {
	if t.Base == nil {
		var zero P
		return zero
	}
	return t.Base()
}

// Field finds a knob by key.
func (t Table[P]) Field(key string) (Field[P], bool) {
	i := slices.IndexFunc(t.Fields, func(f Field[P]) bool { return f.Key == key })
	if i < 0 {
		return Field[P]{}, false
	}
	return t.Fields[i], true
}

// Apply sets the knobs named in values on p; unknown keys are an error.
func (t Table[P]) Apply(p P, values map[string]float64) (P, error) {
	for k, v := range values {
		f, ok := t.Field(k)
		if !ok {
			return p, fmt.Errorf("%s: no knob %q", t.Name, k)
		}
		f.Set(&p, v)
	}
	return p, nil
}

// FromValues returns the defaults with values applied, checked.
func (t Table[P]) FromValues(values map[string]float64) (P, error) {
	p, err := t.Apply(t.Defaults(), values)
	if err != nil {
		return p, err
	}
	return p, t.Validate(p)
}

// Values reads every knob of p, by key.
func (t Table[P]) Values(p P) map[string]float64 {
	out := make(map[string]float64, len(t.Fields))
	for _, f := range t.Fields {
		out[f.Key] = f.Get(p)
	}
	return out
}

// Validate checks each knob of p, then the rules across knobs. The error
// is a *FieldError with Group set.
func (t Table[P]) Validate(p P) error {
	for _, f := range t.Fields {
		if err := f.Check(f.Get(p)); err != nil {
			return t.tag(err)
		}
	}
	if t.Cross != nil {
		if err := t.Cross(p); err != nil {
			return t.tag(err)
		}
	}
	return nil
}

// ValidateNamed is Validate with the group's name before the message
// ("pcie: ..."), for an engine whose runs return the error as it is.
func (t Table[P]) ValidateNamed(p P) error {
	if err := t.Validate(p); err != nil {
		return fmt.Errorf("%s: %w", t.Name, err)
	}
	return nil
}

// tag records the group on a *FieldError.
func (t Table[P]) tag(err error) error {
	var fe *FieldError
	if errors.As(err, &fe) {
		fe.Group = t.Name
	}
	return err
}

// Check validates every declaration of the table and that its defaults
// pass its own rules (a test runs it over every engine).
func (t Table[P]) Check() error {
	seen := map[string]bool{}
	for _, f := range t.Fields {
		if err := f.Spec.Validate(); err != nil {
			return fmt.Errorf("%s: %w", t.Name, err)
		}
		if seen[f.Key] {
			return fmt.Errorf("%s: knob %q declared twice", t.Name, f.Key)
		}
		seen[f.Key] = true
		p := t.base()
		f.Set(&p, f.Default)
		if got := f.Get(p); got != f.Default {
			return fmt.Errorf("%s: knob %q reads back %v after setting %v", t.Name, f.Key, got, f.Default)
		}
	}
	if err := t.Validate(t.Defaults()); err != nil {
		return fmt.Errorf("%s: the defaults are not allowed: %w", t.Name, err)
	}
	return nil
}
