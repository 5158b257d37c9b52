// Package describe says engine values in the user's language: what a knob
// allows and why a value was refused, a flag's help, the figures the
// `check` command and the panels set side by side, and the panels' names.
// Both the panels and the CLI use it, so each sentence is built once.
package describe

import (
	"errors"
	"fmt"
	"strings"

	"pegasus/i18n"
	"pegasus/model/knob"
	"pegasus/panels/kit"
)

// Allowed says what a knob that broke a rule may hold, in language t.
func Allowed(t *i18n.Text, fe *knob.FieldError) string {
	c, s := t.Config, fe.Spec
	num := func(v float64) string { return i18n.Number(v, -1) }
	switch fe.Rule {
	case knob.RuleRange:
		return fmt.Sprintf(c.AllowedRangeFmt, num(s.Min), num(s.Max))
	case knob.RuleWholeRange:
		return fmt.Sprintf(c.AllowedWholeRangeFmt, num(s.Min), num(s.Max))
	case knob.RuleChoice:
		return fmt.Sprintf(c.AllowedOneOfFmt, strings.Join(Choices(s), t.Shell.ChoiceSep))
	case knob.RuleAbove:
		return fmt.Sprintf(c.AllowedAboveFmt, fe.Other, num(fe.Limit))
	case knob.RuleAtMost:
		return fmt.Sprintf(c.AllowedAtMostFmt, fe.Other, num(fe.Limit))
	case knob.RuleAtLeast:
		return fmt.Sprintf(c.AllowedAtLeastFmt, fe.Other, num(fe.Limit))
	case knob.RuleMultiple:
		return fmt.Sprintf(c.AllowedMultipleFmt, fe.Other, num(fe.Limit))
	}
	return fe.Allowed()
}

// Choices lists a choice knob's values as the configuration spells them.
func Choices(s knob.Spec) []string {
	if s.Kind == knob.Named {
		return s.Names
	}
	out := make([]string, len(s.Choices))
	for i, v := range s.Choices {
		out[i] = s.Format(v)
	}
	return out
}

// AllowedSpec says what a knob takes, as a flag's help and the config
// command print it.
func AllowedSpec(t *i18n.Text, s knob.Spec) string {
	rule := knob.RuleRange
	switch s.Kind {
	case knob.Whole:
		rule = knob.RuleWholeRange
	case knob.Choice, knob.Named:
		rule = knob.RuleChoice
	}
	return Allowed(t, &knob.FieldError{Spec: s, Rule: rule})
}

// Refusal is the one-line message for a refused value: where it came
// from, the key, the value, and what is allowed.
func Refusal(t *i18n.Text, source string, fe *knob.FieldError) string {
	return fmt.Sprintf(t.Config.BadValueFmt, source, fe.QualifiedKey(), fe.Value, Allowed(t, fe))
}

// GivenOther picks the knob to name when fe, a refusal of a rule across
// knobs, falls on a knob the user did not give: the knob among those the
// rule compares with (fe.OtherKeys) that the user gave most directly, by
// rank (0 for a knob at its default; a later source that overrides an
// earlier one ranks higher). It is false when fe's own knob ranks as high
// as any of them: then fe names the right knob already.
func GivenOther(fe *knob.FieldError, specs []knob.Spec, rank func(key string) int) (string, bool) {
	best, top := "", rank(fe.Key)
	for _, k := range fe.OtherKeys(specs) {
		if r := rank(k); r > top {
			best, top = k, r
		}
	}
	return best, best != ""
}

// CrossRefusal is the message for a value given for the knob key of fe's
// group that breaks fe's rule across knobs: where the value came from,
// the knob given and its value, then the other knob, its value and what
// it allows.
func CrossRefusal(t *i18n.Text, source, key, value string, fe *knob.FieldError) string {
	if fe.Group != "" {
		key = fe.Group + "." + key
	}
	return fmt.Sprintf(t.Config.CrossValueFmt, source, key, value, fe.QualifiedKey(), fe.Value, fe.QualifiedKey(), Allowed(t, fe))
}

// AsFieldError finds a *knob.FieldError in err.
func AsFieldError(err error) (*knob.FieldError, bool) {
	var fe *knob.FieldError
	ok := errors.As(err, &fe)
	return fe, ok
}

// FlagUsage is a knob flag's help: its label, its unit or kind, what it
// takes and its default.
func FlagUsage(t *i18n.Text, g kit.Glyphs, group string, s knob.Spec) string {
	unit := kit.KnobUnit(t, g, s.Unit, 2)
	if s.Kind == knob.Named {
		unit = t.Knob.UnitName
	} else if unit == "" && s.Kind == knob.Whole {
		unit = t.Knob.UnitCount
	} else if unit == "" {
		unit = t.Knob.UnitRatio
	}
	return fmt.Sprintf(t.Knob.FlagUsageFmt, t.Knob.Label(group+"."+s.Key), unit, AllowedSpec(t, s), s.Format(s.Default))
}
