package spray

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"pegasus/model/knob"
)

// bindName ties a named knob to a field that holds one of names: the
// knob's names are names, its value the index of the field's name.
func bindName[P any, S ~string](spec knob.Spec, names []S, at func(*P) *S) knob.Field[P] {
	spec.Names = asStrings(names)
	return knob.Field[P]{
		Spec: spec,
		Get:  func(p P) float64 { return nameIndex(names, *at(&p)) },
		Set:  func(p *P, v float64) { *at(p) = nameAt(names, v) },
	}
}

// invalidName marks a name that a knob set from a value that is not one
// of its indices; the value follows, so that validation can report it.
const invalidName = "#"

// nameIndex is the knob value of name: its index in names. A value that
// nameAt could not map is read back as itself, anything else as NaN, so
// that validation rejects it instead of an engine indexing with it.
func nameIndex[S ~string](names []S, name S) float64 {
	if i := slices.Index(names, name); i >= 0 {
		return float64(i)
	}
	if rest, ok := strings.CutPrefix(string(name), invalidName); ok {
		if v, err := strconv.ParseFloat(rest, 64); err == nil {
			return v
		}
	}
	return math.NaN()
}

// nameAt is the name a knob value selects. A value that is not an index of
// names gives a name that nameIndex reads back as that value.
func nameAt[S ~string](names []S, v float64) S {
	if v == math.Trunc(v) && v >= 0 && v < float64(len(names)) {
		return names[int(v)]
	}
	return S(invalidName + strconv.FormatFloat(v, 'g', -1, 64))
}

// asStrings turns named values into the knob's list of names.
func asStrings[S ~string](names []S) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = string(n)
	}
	return out
}
