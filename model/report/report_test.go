package report

import (
	"encoding/json"
	"math"
	"testing"

	"pegasus/model/knob"
)

type params struct {
	Loop float64
	Mode int
}

func table() knob.Table[params] {
	return knob.Table[params]{Name: "demo", Base: func() params { return params{} }, Fields: []knob.Field[params]{
		{Spec: knob.Spec{Key: "loop_ns", Unit: "ns", Kind: knob.Number, Min: 1, Max: 10, Step: 1, Big: 1, Default: 2},
			Get: func(p params) float64 { return p.Loop }, Set: func(p *params, v float64) { p.Loop = v }},
		{Spec: knob.Spec{Key: "mode", Kind: knob.Named, Names: []string{"fast", "slow"}},
			Get: func(p params) float64 { return float64(p.Mode) }, Set: func(p *params, v float64) { p.Mode = int(v) }},
	}}
}

// TestJSONKeepsOrderNestsAndTypes: inputs under their knob keys (a named
// one by its name), numbers as float64s, flags as booleans, dotted keys
// nested where their record first appears, parts after the quantities.
func TestJSONKeepsOrderNestsAndTypes(t *testing.T) {
	r := New("demo")
	Echo(r, table(), params{Loop: 2.5, Mode: 1}, "loop_ns", "mode")
	r.Add("bound.lower", "Gb/s", 1, 3).Count("n", "", 400).Add("bound.upper", "Gb/s", 1, 4.25).Flag("ok", true).
		Attach("points", []int{1, 2}).Attach("bound.samples", []float64{0.5})
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"loop_ns":2.5,"mode":"slow","bound":{"lower":3,"upper":4.2,"samples":[0.5]},"n":400,"ok":true,"points":[1,2]}`
	if string(b) != want {
		t.Errorf("JSON\n%s\nwant\n%s", b, want)
	}
	if q, _ := r.Find("loop_ns"); !q.IsInput() || q.LabelKey("demo") != "demo.loop_ns" || q.Unit != "ns" {
		t.Errorf("input %+v", q)
	}
	if q, _ := r.Find("n"); q.IsInput() || q.LabelKey("demo") != "demo.n" {
		t.Errorf("result %+v", q)
	}
	if len(r.Inputs()) != 2 || len(r.Results()) != 4 || r.Value("bound.upper") != 4.25 || r.Part("points") == nil {
		t.Errorf("inputs %d, results %d", len(r.Inputs()), len(r.Results()))
	}
}

// TestJSONRefusesAKeyTwice: a key given twice, or both a value and a
// record, is an error, not a silently dropped number.
func TestJSONRefusesAKeyTwice(t *testing.T) {
	for _, r := range []*Report{New("a").Add("x", "", 0, 1).Add("x", "", 0, 2), New("b").Add("x", "", 0, 1).Add("x.y", "", 0, 2)} {
		if _, err := json.Marshal(r); err == nil {
			t.Errorf("%s: no error", r.Engine)
		}
	}
}

// TestEchoOfAnUnknownKnobPanics: a report naming a knob its table lacks
// fails its engine's tests at once.
func TestEchoOfAnUnknownKnobPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("no panic")
		}
	}()
	Echo(New("demo"), table(), params{}, "nope")
}

// TestEchoAllNestsEveryKnob: EchoAll puts every knob under the prefix,
// labelled by its own key.
func TestEchoAllNestsEveryKnob(t *testing.T) {
	r := EchoAll(New("demo"), "inputs", table(), params{Loop: 3})
	if len(r.Quantities) != 2 || r.Quantities[0].Key != "inputs.loop_ns" || r.Quantities[0].LabelKey("demo") != "demo.loop_ns" {
		t.Errorf("%+v", r.Quantities)
	}
}

// TestJSONRoundsToTheDeclaredPrecision: a number is written with the
// decimals its engine declares (a share with two more, as its percentage
// is shown), so float noise never reaches calc's JSON; an echoed knob is
// written as set; a value that rounds to zero is 0, not -0; NaN is left
// for the encoder to refuse.
func TestJSONRoundsToTheDeclaredPrecision(t *testing.T) {
	r := New("demo")
	Echo(r, table(), params{Loop: 2621.4400000001}, "loop_ns")
	r.Add("slack_ns", "ns", 2, 327.67999999999984).Add("share", Share, 1, 0.854977224509661).
		Add("tiny", "ns", 2, -0.0001).Add("big", "B", 0, 131071.99999999).Add("gbps", "Gb/s", 1, 342.0)
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"loop_ns":2621.4400000001,"slack_ns":327.68,"share":0.855,"tiny":0,"big":131072,"gbps":342}`
	if string(b) != want {
		t.Errorf("JSON\n%s\nwant\n%s", b, want)
	}
	if _, err := json.Marshal(New("nan").Add("x", "ns", 2, math.NaN())); err == nil {
		t.Error("NaN was written")
	}
}
