// Package knobtext says a knob's values in the user's language: what a
// knob allows, why a value was refused (and, for a rule across knobs,
// which knob to name), its unit and its flag's help. It imports only
// model/knob and i18n, so the settings layer, the CLI, the deck reader
// and the panels share each sentence without the settings layer
// depending on the terminal UI.
package knobtext

import (
	"errors"
	"fmt"
	"strings"

	"pegasus/i18n"
	"pegasus/model/knob"
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

// AsFieldError finds a *knob.FieldError in err.
func AsFieldError(err error) (*knob.FieldError, bool) {
	var fe *knob.FieldError
	ok := errors.As(err, &fe)
	return fe, ok
}
