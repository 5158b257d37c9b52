package knobtext

import (
	"fmt"
	"strings"

	"pegasus/i18n"
	"pegasus/model/knob"
)

// Unit spells unit u after the number v: "us" as micro+"s" (µs, or us
// where only ASCII is drawn), a count unit in the singular or plural
// its catalog entry gives ("flow|flows"), any other unit as the catalog
// words it.
func Unit(t *i18n.Text, micro, u string, v float64) string {
	if u == "us" {
		return micro + "s"
	}
	word := t.Knob.Unit(u)
	one, many, plural := strings.Cut(word, "|")
	if !plural {
		return word
	}
	if v == 1 {
		return one
	}
	return many
}

// FlagUsage is a knob flag's help: its label, its unit or kind, what it
// takes and its default. micro prefixes a unit of microseconds.
func FlagUsage(t *i18n.Text, micro, group string, s knob.Spec) string {
	unit := Unit(t, micro, s.Unit, 2)
	if s.Kind == knob.Named {
		unit = t.Knob.UnitName
	} else if unit == "" && s.Kind == knob.Whole {
		unit = t.Knob.UnitCount
	} else if unit == "" {
		unit = t.Knob.UnitRatio
	}
	return fmt.Sprintf(t.Knob.FlagUsageFmt, t.Knob.Label(group+"."+s.Key), unit, AllowedSpec(t, s), s.Format(s.Default))
}
