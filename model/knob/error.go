package knob

import (
	"fmt"
	"slices"
	"strings"
)

// Rule is the constraint a value broke.
type Rule int

// The rules. The first three concern one knob alone; the others relate
// it to another knob or to a derived limit, and are checked once every
// knob of a group is known.
const (
	// RuleRange: a number outside [Min, Max] (or not a number at all).
	RuleRange Rule = iota
	// RuleWholeRange: not a whole number in [Min, Max].
	RuleWholeRange
	// RuleChoice: not one of the knob's choices or names.
	RuleChoice
	// RuleAbove: must be more than Limit (the value of Other, or a limit
	// derived from it).
	RuleAbove
	// RuleAtMost: must be at most Limit.
	RuleAtMost
	// RuleAtLeast: must be at least Limit.
	RuleAtLeast
	// RuleMultiple: must be a whole multiple of Limit.
	RuleMultiple
)

// FieldError says which knob holds a value that is not allowed, and why.
// It carries no language: the explorer and the CLI translate it by Rule.
type FieldError struct {
	Group string // the knob's group ("credit"), set by the table that checked it
	Key   string // the knob's key ("jitter_ns")
	Value string // the value as given or formatted
	Spec  Spec   // the knob's declaration
	Rule  Rule
	// Other names what a cross-knob rule compares with: another key of the
	// group ("cx7_w") or an expression of keys ("nics * cx7_w").
	Other string
	// Limit is the bound the rule sets, in the knob's unit.
	Limit float64
}

// QualifiedKey is the dotted configuration key ("credit.jitter_ns").
func (e *FieldError) QualifiedKey() string {
	if e.Group == "" {
		return e.Key
	}
	return e.Group + "." + e.Key
}

// OtherKeys lists the knobs among specs (the group's) that a cross-knob
// rule compares with: the words of Other that are keys ("nics * cx7_w"
// gives nics and cx7_w; "senders * (PFC headroom + one packet)" senders).
func (e *FieldError) OtherKeys(specs []Spec) []string {
	var keys []string
	for _, w := range strings.FieldsFunc(e.Other, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_')
	}) {
		if slices.ContainsFunc(specs, func(s Spec) bool { return s.Key == w }) && !slices.Contains(keys, w) {
			keys = append(keys, w)
		}
	}
	return keys
}

// Error implements error, in English.
func (e *FieldError) Error() string {
	return fmt.Sprintf("%s = %s is not allowed; allowed: %s", e.QualifiedKey(), e.Value, e.Allowed())
}

// Allowed describes the allowed values in English.
func (e *FieldError) Allowed() string {
	s := e.Spec
	lim := fmt.Sprint(e.Limit)
	switch e.Rule {
	case RuleRange:
		return fmt.Sprintf("a number from %v to %v", s.Min, s.Max)
	case RuleWholeRange:
		return fmt.Sprintf("a whole number from %v to %v", s.Min, s.Max)
	case RuleChoice:
		if s.Kind == Named {
			return "one of " + strings.Join(s.Names, ", ")
		}
		parts := make([]string, len(s.Choices))
		for i, c := range s.Choices {
			parts[i] = fmt.Sprint(c)
		}
		return "one of " + strings.Join(parts, ", ")
	case RuleAbove:
		return fmt.Sprintf("more than %s (%s)", e.Other, lim)
	case RuleAtMost:
		return fmt.Sprintf("at most %s (%s)", e.Other, lim)
	case RuleAtLeast:
		return fmt.Sprintf("at least %s (%s)", e.Other, lim)
	case RuleMultiple:
		return fmt.Sprintf("a multiple of %s (%s)", e.Other, lim)
	}
	return "?"
}

// Cross builds the error of a cross-knob rule for the knob key of table
// specs, holding value v.
func Cross(specs []Spec, key string, v float64, rule Rule, other string, limit float64) *FieldError {
	for _, s := range specs {
		if s.Key == key {
			return &FieldError{Key: key, Value: s.Format(v), Spec: s, Rule: rule, Other: other, Limit: limit}
		}
	}
	panic("knob: no knob " + key)
}
