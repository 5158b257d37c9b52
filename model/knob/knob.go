// Package knob declares an engine's adjustable inputs once: key, kind,
// range, steps, default, unit and where the default comes from. The
// configuration file, environment variables, command-line flags, panel
// controls and validation of the explorer are all derived from these
// declarations, so a range is written in exactly one place.
//
// Every value is carried as a float64. A whole number is a float64 with no
// fraction; a named choice (such as a scheme) is the index of its name.
package knob

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// Kind is the shape of a knob's allowed values.
type Kind int

// The kinds.
const (
	// Number is any real number in [Min, Max].
	Number Kind = iota
	// Whole is a whole number in [Min, Max].
	Whole
	// Choice is one of the numbers in Choices.
	Choice
	// Named is one of the names in Names; the value is the name's index.
	Named
)

// Origin says where a knob's default value comes from.
type Origin int

// The origins.
const (
	// Paper marks a default the paper (through the digest) states.
	Paper Origin = iota
	// Model marks a default the model chose because the paper gives none.
	Model
)

// Spec declares one knob.
type Spec struct {
	// Key is the knob's name in its group, in snake case ("jitter_ns");
	// the group and key together form the configuration key.
	Key string
	// Unit is the unit of the value as printed ("ns", "KiB", "Gb/s", "W",
	// "%", "MB", "s", or "" for a count).
	Unit string
	Kind Kind
	// Min and Max bound a Number or Whole knob (inclusive).
	Min, Max float64
	// Step and Big are the small and large moves of a Number or Whole
	// knob in the explorer.
	Step, Big float64
	// Log places a Number's values on its slider on a logarithmic scale
	// (log(1 + v/Step) from Min), for a knob whose interesting values
	// sit in a small part of a wide range.
	Log bool
	// Offset keeps a value's offset from the step grid when it moves
	// (2,621.44 + 10 = 2,631.44); otherwise moves snap to whole steps.
	Offset bool
	// Choices lists the values of a Choice knob in order.
	Choices []float64
	// Names lists the names of a Named knob in order.
	Names []string
	// Default is the value the engine starts from (an index for Named).
	Default float64
	// Origin says whether the paper gives Default or the model chose it.
	Origin Origin
}

// Lowest is the smallest allowed value.
func (s Spec) Lowest() float64 {
	switch s.Kind {
	case Choice:
		return s.Choices[0]
	case Named:
		return 0
	}
	return s.Min
}

// Highest is the largest allowed value.
func (s Spec) Highest() float64 {
	switch s.Kind {
	case Choice:
		return s.Choices[len(s.Choices)-1]
	case Named:
		return float64(len(s.Names) - 1)
	}
	return s.Max
}

// Allows reports whether v is an allowed value.
func (s Spec) Allows(v float64) bool {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return false
	}
	switch s.Kind {
	case Choice:
		return slices.Contains(s.Choices, v)
	case Named:
		return v == math.Trunc(v) && v >= 0 && int(v) < len(s.Names)
	case Whole:
		if v != math.Trunc(v) {
			return false
		}
	}
	return v >= s.Min && v <= s.Max
}

// Check returns a *FieldError when v is not allowed.
func (s Spec) Check(v float64) error {
	if s.Allows(v) {
		return nil
	}
	return &FieldError{Key: s.Key, Value: s.Format(v), Spec: s, Rule: s.rangeRule()}
}

// rangeRule is the rule a value outside the knob's values breaks.
func (s Spec) rangeRule() Rule {
	switch s.Kind {
	case Choice, Named:
		return RuleChoice
	case Whole:
		return RuleWholeRange
	}
	return RuleRange
}

// Parse reads a value from text (a config file, a variable, a flag or a
// deck): every place that reads a knob's value reads it here. A Named
// knob takes one of its names (case-insensitive); the others take a
// number as ParseNumber reads it, that the knob allows. Nothing around
// the value is trimmed. The error is a *FieldError that keeps the raw
// text.
func (s Spec) Parse(raw string) (float64, error) {
	if s.Kind == Named {
		for i, n := range s.Names {
			if strings.EqualFold(n, raw) {
				return float64(i), nil
			}
		}
		return 0, &FieldError{Key: s.Key, Value: raw, Spec: s, Rule: RuleChoice}
	}
	v, ok := ParseNumber(raw)
	if !ok || !s.Allows(v) {
		return 0, &FieldError{Key: s.Key, Value: raw, Spec: s, Rule: s.rangeRule()}
	}
	return v, nil
}

// Format writes a value as the configuration spells it: a name for a
// Named knob, else the shortest exact decimal.
func (s Spec) Format(v float64) string {
	if s.Kind == Named && v == math.Trunc(v) && v >= 0 && int(v) < len(s.Names) {
		return s.Names[int(v)]
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// Fraction places v in the knob's range, 0 to 1, for a slider.
func (s Spec) Fraction(v float64) float64 {
	switch s.Kind {
	case Choice:
		if len(s.Choices) < 2 {
			return 0
		}
		return float64(max(0, slices.Index(s.Choices, v))) / float64(len(s.Choices)-1)
	case Named:
		if len(s.Names) < 2 {
			return 0
		}
		return v / float64(len(s.Names)-1)
	}
	if !(s.Max > s.Min) {
		return 0
	}
	if s.Log && s.Step > 0 {
		return math.Max(0, math.Min(1, math.Log1p((v-s.Min)/s.Step)/math.Log1p((s.Max-s.Min)/s.Step)))
	}
	return math.Max(0, math.Min(1, (v-s.Min)/(s.Max-s.Min)))
}

// Move returns v moved by steps (negative moves down), by Big steps when
// big is set, clamped to the allowed values. A Choice or Named knob moves
// along its list; a big move goes to an end of it.
func (s Spec) Move(v float64, steps int, big bool) float64 {
	switch s.Kind {
	case Choice, Named:
		n := len(s.Choices)
		i := slices.Index(s.Choices, v)
		if s.Kind == Named {
			n, i = len(s.Names), int(v)
		}
		if big {
			steps *= n
		}
		i = min(max(max(i, 0)+steps, 0), n-1)
		if s.Kind == Named {
			return float64(i)
		}
		return s.Choices[i]
	}
	step := s.Step
	if big {
		step = s.Big
	}
	out := v + float64(steps)*step
	if !s.Offset {
		out = math.Round(out/s.Step) * s.Step // on the small step's grid
		// Keep the step's decimals only (0.1 x 66 is 6.6000000000000005).
		out, _ = strconv.ParseFloat(strconv.FormatFloat(out, 'f', stepDecimals(s.Step), 64), 64)
	}
	if s.Kind == Whole {
		out = math.Round(out)
	}
	return math.Max(s.Min, math.Min(s.Max, out))
}

// Validate reports a declaration that cannot work (a test runs it over
// every engine's table).
func (s Spec) Validate() error {
	switch {
	case s.Key == "" || s.Key != strings.ToLower(s.Key) || strings.ContainsAny(s.Key, " .-"):
		return fmt.Errorf("knob %q: the key must be lower snake case", s.Key)
	case s.Kind == Choice && len(s.Choices) == 0:
		return fmt.Errorf("knob %q: a choice knob needs choices", s.Key)
	case s.Kind == Choice && !slices.IsSorted(s.Choices):
		return fmt.Errorf("knob %q: choices must be in increasing order", s.Key)
	case s.Kind == Named && len(s.Names) == 0:
		return fmt.Errorf("knob %q: a named knob needs names", s.Key)
	case (s.Kind == Number || s.Kind == Whole) && !(s.Max > s.Min):
		return fmt.Errorf("knob %q: the range %v to %v is empty", s.Key, s.Min, s.Max)
	case (s.Kind == Number || s.Kind == Whole) && (math.IsInf(s.Min, 0) || math.IsInf(s.Max, 0)):
		return fmt.Errorf("knob %q: the range must be finite", s.Key)
	case (s.Kind == Number || s.Kind == Whole) && !(s.Step > 0 && s.Big >= s.Step):
		return fmt.Errorf("knob %q: steps must be positive, the big one at least the small one", s.Key)
	case !s.Allows(s.Default):
		return fmt.Errorf("knob %q: the default %v is not allowed", s.Key, s.Default)
	}
	return nil
}

// stepDecimals counts the decimals of a step's shortest spelling.
func stepDecimals(step float64) int {
	t := strconv.FormatFloat(step, 'f', -1, 64)
	if i := strings.IndexByte(t, '.'); i >= 0 {
		return len(t) - i - 1
	}
	return 0
}
