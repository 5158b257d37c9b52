package knob

import (
	"errors"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

type params struct {
	J     float64
	N     int
	Batch int
	Mode  int
	Low   float64
	High  float64
}

func table() Table[params] {
	return Table[params]{
		Name: "demo",
		Base: func() params { return params{} },
		Fields: []Field[params]{
			{Spec: Spec{Key: "jitter_ns", Unit: "ns", Kind: Number, Min: 0, Max: 4000, Step: 10, Big: 100, Default: 600},
				Get: func(p params) float64 { return p.J }, Set: func(p *params, v float64) { p.J = v }},
			{Spec: Spec{Key: "n", Kind: Whole, Min: 1, Max: 64, Step: 1, Big: 8, Default: 8, Origin: Model},
				Get: func(p params) float64 { return float64(p.N) }, Set: func(p *params, v float64) { p.N = int(v) }},
			{Spec: Spec{Key: "batch_kib", Unit: "KiB", Kind: Choice, Choices: []float64{4, 16, 64}, Default: 16},
				Get: func(p params) float64 { return float64(p.Batch) }, Set: func(p *params, v float64) { p.Batch = int(v) }},
			{Spec: Spec{Key: "mode", Kind: Named, Names: []string{"fpga", "asic"}, Default: 0},
				Get: func(p params) float64 { return float64(p.Mode) }, Set: func(p *params, v float64) { p.Mode = int(v) }},
			{Spec: Spec{Key: "low", Kind: Number, Min: 0.1, Max: 50, Step: 0.1, Big: 1, Default: 6.5},
				Get: func(p params) float64 { return p.Low }, Set: func(p *params, v float64) { p.Low = v }},
			{Spec: Spec{Key: "high", Kind: Number, Min: 0.1, Max: 50, Step: 0.1, Big: 1, Default: 13.7},
				Get: func(p params) float64 { return p.High }, Set: func(p *params, v float64) { p.High = v }},
		},
		Cross: func(p params) error {
			if p.Low > p.High {
				return Cross(table().Specs(), "low", p.Low, RuleAtMost, "high", p.High)
			}
			return nil
		},
	}
}

func TestTableDeclarationsAndDefaults(t *testing.T) {
	tb := table()
	if err := tb.Check(); err != nil {
		t.Fatal(err)
	}
	d := tb.Defaults()
	if d.J != 600 || d.N != 8 || d.Batch != 16 || d.Mode != 0 || d.High != 13.7 {
		t.Errorf("defaults = %+v", d)
	}
}

func TestParseRejectsWhatIsNotAllowed(t *testing.T) {
	tb := table()
	cases := []struct {
		key, raw string
		rule     Rule
	}{
		{"jitter_ns", "NaN", RuleRange},
		{"jitter_ns", "Inf", RuleRange},
		{"jitter_ns", "-1", RuleRange},
		{"jitter_ns", "4000.5", RuleRange},
		{"jitter_ns", "", RuleRange},
		{"n", "1.5", RuleWholeRange},
		{"n", "1e308", RuleWholeRange},
		{"batch_kib", "8", RuleChoice},
		{"mode", "gpu", RuleChoice},
	}
	for _, c := range cases {
		f, _ := tb.Field(c.key)
		_, err := f.Parse(c.raw)
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Rule != c.rule || fe.Value != c.raw {
			t.Errorf("%s = %q: error %v, want rule %v with the raw value", c.key, c.raw, err, c.rule)
		}
	}
	f, _ := tb.Field("mode")
	if v, err := f.Parse("ASIC"); err != nil || v != 1 {
		t.Errorf("mode ASIC = %v, %v; want 1", v, err)
	}
	if _, err := f.Parse(" asic "); err == nil {
		t.Error("a name with spaces around it is accepted")
	}
}

// TestParseTakesNumbersAsTyped: a sign, digits (grouped by threes with
// commas, as the explorer prints them, or not), one point and an
// exponent are numbers; other separators, spaces, other bases, Inf, NaN
// and other scripts' digits are not, though strconv.ParseFloat takes some.
func TestParseTakesNumbersAsTyped(t *testing.T) {
	good := map[string]float64{
		"5": 5, "+5": 5, "-0": 0, "05": 5, "5.": 5, ".5": 0.5, "-.5": -0.5, "2621.44": 2621.44,
		"1e3": 1000, "1E3": 1000, "2.5e-2": 0.025, "+1.e+2": 100, "1e999": math.Inf(1),
		"1,000": 1000, "20,000.5": 20000.5, "-1,000,000": -1e6, "999,999e3": 999999e3,
	}
	for text, want := range good {
		if got, ok := ParseNumber(text); !ok || got != want {
			t.Errorf("ParseNumber(%q) = %v, %v; want %v", text, got, ok, want)
		}
	}
	for _, text := range badNumbers {
		if got, ok := ParseNumber(text); ok {
			t.Errorf("ParseNumber(%q) = %v, accepted", text, got)
		}
	}
	f, _ := table().Field("jitter_ns")
	for _, text := range badNumbers {
		var fe *FieldError
		if _, err := f.Parse(text); !errors.As(err, &fe) || fe.Value != text || fe.Rule != RuleRange {
			t.Errorf("jitter_ns = %q: %v", text, err)
		}
	}
}

// badNumbers are spellings that are not a number as a person types one.
var badNumbers = []string{
	"", " ", "1_0", "1__0", "_10", "10_", "1e1_0", " 5 ", "5 ", " 5", "\t5", "5\n", "1,00", "1,0000", "1000,000", ",100", "1,000,00", "1.000,5", "1,", "1,000.000,5", "1e1,000", "1 000", "1'000",
	"0x10", "0x1p4", "0X1P-2", "0b101", "0o17", "Inf", "+Inf", "-inf", "infinity", "NaN", "nan",
	".", "+", "-", "+-5", "--5", "5-", "1.2.3", "..5", "e3", ".e3", "1e", "1e+", "1e3.5", "1ee3", "5x", "5ns",
	"１", "６００", "١٢", "۵", "5\x00", "\u200e5", "5%", "(5)", "5/2", "1e3e3",
}

func TestPropertyAcceptedNumbersAreDecimals(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := rapid.StringMatching(`[-+0-9.,eE_x ]{0,8}`).Draw(t, "text")
		v, ok := ParseNumber(text)
		if ok != decimalPattern.MatchString(text) {
			t.Fatalf("ParseNumber(%q) = %v, %v; the pattern says %v", text, v, ok, !ok)
		}
		if ok && !math.IsInf(v, 0) {
			if want, err := strconv.ParseFloat(strings.ReplaceAll(text, ",", ""), 64); err != nil || want != v {
				t.Fatalf("ParseNumber(%q) = %v, strconv says %v (%v)", text, v, want, err)
			}
		}
	})
}

// decimalPattern is the grammar ParseNumber takes, as a regular expression.
var decimalPattern = regexp.MustCompile(`^[-+]?(([0-9]+|[0-9]{1,3}(,[0-9]{3})+)(\.[0-9]*)?|\.[0-9]+)([eE][-+]?[0-9]+)?$`)

func TestCrossRuleIsTaggedWithTheGroup(t *testing.T) {
	_, err := table().FromValues(map[string]float64{"low": 20})
	var fe *FieldError
	if !errors.As(err, &fe) || fe.Rule != RuleAtMost || fe.QualifiedKey() != "demo.low" || fe.Limit != 13.7 {
		t.Fatalf("low 20 > high 13.7: %v", err)
	}
	if _, err := table().FromValues(map[string]float64{"nope": 1}); err == nil {
		t.Error("an unknown key is accepted")
	}
}

func TestPropertyMoveStaysAllowed(t *testing.T) {
	tb := table()
	rapid.Check(t, func(t *rapid.T) {
		f := rapid.SampledFrom(tb.Fields).Draw(t, "knob")
		v := f.Default
		for range rapid.IntRange(1, 20).Draw(t, "moves") {
			v = f.Move(v, rapid.IntRange(-3, 3).Draw(t, "steps"), rapid.Bool().Draw(t, "big"))
			if !f.Allows(v) {
				t.Fatalf("%s moved to %v, which is not allowed", f.Key, v)
			}
			if fr := f.Fraction(v); fr < 0 || fr > 1 || math.IsNaN(fr) {
				t.Fatalf("%s: fraction %v", f.Key, fr)
			}
		}
	})
}

func TestPropertyFormatParsesBack(t *testing.T) {
	tb := table()
	rapid.Check(t, func(t *rapid.T) {
		f := rapid.SampledFrom(tb.Fields).Draw(t, "knob")
		v := f.Move(f.Default, rapid.IntRange(-50, 50).Draw(t, "steps"), false)
		got, err := f.Parse(f.Format(v))
		if err != nil || got != v {
			t.Fatalf("%s: %v formats as %q, parses to %v (%v)", f.Key, v, f.Format(v), got, err)
		}
	})
}

func TestOffsetKeepsTheFraction(t *testing.T) {
	s := Spec{Key: "loop_ns", Kind: Number, Min: 100, Max: 20000, Step: 10, Big: 100, Offset: true, Default: 2621.44}
	if got := s.Move(2621.44, 1, false); math.Abs(got-2631.44) > 1e-9 {
		t.Errorf("2621.44 + 10 = %v", got)
	}
	s.Offset = false
	if got := s.Move(2621.44, 1, false); got != 2630 {
		t.Errorf("snapped 2621.44 + 10 = %v, want 2630", got)
	}
}

func TestMovesCarryNoFloatNoise(t *testing.T) {
	s := Spec{Key: "share", Kind: Number, Min: 0.1, Max: 50, Step: 0.1, Big: 1, Default: 6.5}
	v := 6.5
	for range 37 {
		v = s.Move(v, 1, false)
	}
	if got := s.Format(v); got != "10.2" {
		t.Errorf("6.5 + 37 x 0.1 formats as %q", got)
	}
}

// TestLookupByQualifiedKey: a qualified key finds its group's knob; an
// unknown group or key finds nothing.
func TestLookupByQualifiedKey(t *testing.T) {
	groups := []Group{table()}
	if s, ok := Lookup(groups, "demo.low"); !ok || s.Key != "low" {
		t.Errorf("demo.low: %+v, %v", s, ok)
	}
	for _, q := range []string{"demo.nope", "other.low", "low", ""} {
		if _, ok := Lookup(groups, q); ok {
			t.Errorf("%q found a knob", q)
		}
	}
}

// TestOtherKeysAreTheKeysOfTheRule: the knobs a cross rule compares
// with, without operators, numbers or words that name no knob.
func TestOtherKeysAreTheKeysOfTheRule(t *testing.T) {
	specs := []Spec{{Key: "nics"}, {Key: "cx7_w"}, {Key: "matrix_size"}, {Key: "senders"}}
	for other, want := range map[string]string{
		"cx7_w": "cx7_w", "nics * cx7_w": "nics cx7_w", "matrix_size / 2": "matrix_size", "": "",
		"senders * (PFC headroom + one packet)": "senders", "256 MiB / (senders * senders)": "senders",
	} {
		fe := &FieldError{Other: other}
		if got := strings.Join(fe.OtherKeys(specs), " "); got != want {
			t.Errorf("%q: %q, want %q", other, got, want)
		}
	}
}

// TestLogSliderSpreadsTheLowValues: a Log knob's slider runs from 0 at
// Min to 1 at Max, rising, and gives the low values most of its length
// (the credit jitter's 2,000 ns, the chart's right edge, sits past half
// of a 0-60,000 ns slider, where a linear one puts it at 3 %).
func TestLogSliderSpreadsTheLowValues(t *testing.T) {
	s := Spec{Key: "j", Kind: Number, Min: 0, Max: 60000, Step: 10, Log: true}
	if s.Fraction(0) != 0 || s.Fraction(60000) != 1 {
		t.Errorf("ends: %v, %v", s.Fraction(0), s.Fraction(60000))
	}
	prev := -1.0
	for v := 0.0; v <= 60000; v += 10 {
		if f := s.Fraction(v); !(f > prev) {
			t.Fatalf("Fraction(%v) = %v, not above %v", v, f, prev)
		} else {
			prev = f
		}
	}
	if f := s.Fraction(2000); f < 0.5 {
		t.Errorf("2,000 ns at %.2f of the slider", f)
	}
	s.Log = false
	if f := s.Fraction(2000); f > 0.04 {
		t.Errorf("a linear slider puts 2,000 ns at %.2f", f)
	}
}
