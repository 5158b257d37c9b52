package knobtext

import (
	"fmt"

	"pegasus/i18n"
	"pegasus/model/knob"
)

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

// GroupRefusal words fe, group g's refusal of vals (some or all of its
// knobs, by key), for the knob the user gave: when fe falls on a knob
// that ranks below one the rule compares it with (see GivenOther), the
// message names that other knob, its value and source (CrossRefusal);
// otherwise it is fe's own Refusal. rank orders how directly the user
// gave each key; source names where a key's value came from.
func GroupRefusal(t *i18n.Text, g knob.Group, vals map[string]float64, fe *knob.FieldError,
	rank func(key string) int, source func(key string) string) string {
	if key, ok := GivenOther(fe, g.Specs(), rank); ok {
		spec, _ := knob.SpecOf(g, key)
		return CrossRefusal(t, source(key), key, spec.Format(vals[key]), fe)
	}
	return Refusal(t, source(fe.Key), fe)
}
