package kit

import "pegasus/model/knob"

// Part is one engine's knob group inside S, the settings of a panel that
// drives several engines (a struct with a field of parameters per
// engine): how the group is read, moved and checked on S. PartOf makes
// one from the engine's knob table.
type Part[S any] interface {
	// GroupName is the knob group's configuration name.
	GroupName() string
	// Knobs lists the group's knobs keys (all of them when keys is
	// empty), in that order, as controls over S.
	Knobs(keys ...string) []Knob[S]
	// Validate checks the group's knobs on s: a *knob.FieldError with its
	// group, or nil.
	Validate(s S) error
	// Copy sets the group's knobs on dst to those of src.
	Copy(dst *S, src S)
	defaults(s *S)
	apply(s *S, values map[string]float64) bool
	values(s S) map[string]float64
}

// TablePart is a Part made from an engine's knob table and the field of S
// that holds the engine's parameters.
type TablePart[S, P any] struct {
	Table knob.Table[P]
	// Field is the address of the engine's parameters in S.
	Field func(*S) *P
	// Move sets the knobs named in values on P and checks the result;
	// nil for the table's Apply then Validate. An engine whose knobs must
	// be set in an order (a preset before the knobs it sets) gives its
	// own (incast.ApplyValues).
	Move func(p P, values map[string]float64) (P, error)
}

// PartOf is the Part of table t, whose parameters are the field of S at
// field.
func PartOf[S, P any](t knob.Table[P], field func(*S) *P) TablePart[S, P] {
	return TablePart[S, P]{Table: t, Field: field}
}

// Moving is the part with its own way of moving knobs (see Move).
func (p TablePart[S, P]) Moving(move func(P, map[string]float64) (P, error)) TablePart[S, P] {
	p.Move = move
	return p
}

// GroupName implements Part.
func (p TablePart[S, P]) GroupName() string { return p.Table.Name }

// Knobs implements Part.
func (p TablePart[S, P]) Knobs(keys ...string) []Knob[S] {
	return Lift(KnobsOf(p.Table, keys...), func(s S) P { return *p.Field(&s) }, func(s *S, v P) { *p.Field(s) = v })
}

func (p TablePart[S, P]) defaults(s *S) { *p.Field(s) = p.Table.Defaults() }

func (p TablePart[S, P]) apply(s *S, values map[string]float64) bool {
	var (
		moved P
		err   error
	)
	if p.Move != nil {
		moved, err = p.Move(*p.Field(s), values)
	} else if moved, err = p.Table.Apply(*p.Field(s), values); err == nil {
		err = p.Table.Validate(moved)
	}
	if err != nil {
		return false
	}
	*p.Field(s) = moved
	return true
}

func (p TablePart[S, P]) values(s S) map[string]float64 { return p.Table.Values(*p.Field(&s)) }

// Validate implements Part.
func (p TablePart[S, P]) Validate(s S) error { return p.Table.Validate(*p.Field(&s)) }

// Copy implements Part.
func (p TablePart[S, P]) Copy(dst *S, src S) { *p.Field(dst) = *p.Field(&src) }

// Bundle is the settings S of a panel that drives several engines, one
// Part per engine: the one implementation of reading, moving and checking
// them, by group then key, as the settings layer, links, lecture steps
// and saved preferences give values.
type Bundle[S any] []Part[S]

// Defaults is S with every engine at its defaults.
func (b Bundle[S]) Defaults() S {
	var s S
	for _, p := range b {
		p.defaults(&s)
	}
	return s
}

// Configured is S at its defaults with the knobs named in values moved
// (see Apply): a panel's settings from the configured values.
func (b Bundle[S]) Configured(values map[string]map[string]float64) S {
	return b.Apply(b.Defaults(), values)
}

// Apply moves the knobs named in values (by group, then key) on s. A
// group whose values would not check, with the rest of its knobs as they
// are, is left as it was; the other groups still move.
func (b Bundle[S]) Apply(s S, values map[string]map[string]float64) S {
	for _, p := range b {
		if vals, ok := values[p.GroupName()]; ok {
			p.apply(&s, vals)
		}
	}
	return s
}

// Values reads every knob of s, by group then key.
func (b Bundle[S]) Values(s S) map[string]map[string]float64 {
	out := make(map[string]map[string]float64, len(b))
	for _, p := range b {
		out[p.GroupName()] = p.values(s)
	}
	return out
}

// Validate checks every group in order and returns the first refusal (a
// *knob.FieldError with its group), or nil.
func (b Bundle[S]) Validate(s S) error {
	for _, p := range b {
		if err := p.Validate(s); err != nil {
			return err
		}
	}
	return nil
}
