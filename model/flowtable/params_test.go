package flowtable

import (
	"errors"
	"math"
	"testing"

	"pegasus/model/knob"
)

func TestKnobsCheck(t *testing.T) {
	if err := Knobs().Check(); err != nil {
		t.Fatal(err)
	}
	p := DefaultParams()
	want := Params{Ways: 4, Slots: 32768, Stash: 32, MaxKicks: 1000, Trials: 20, Seed: 1}
	if p != want {
		t.Errorf("defaults = %+v, want %+v", p, want)
	}
	for _, key := range []string{"ways", "slots", "stash"} {
		if f, _ := Knobs().Field(key); f.Origin != knob.Paper {
			t.Errorf("%s: the digest states this default", key)
		}
	}
	for _, key := range []string{"max_kicks", "trials", "seed"} {
		if f, _ := Knobs().Field(key); f.Origin != knob.Model {
			t.Errorf("%s: the model chose this default", key)
		}
	}
}

func TestBadInputIsAFieldError(t *testing.T) {
	cases := []struct {
		name   string
		values map[string]float64
		key    string
		rule   knob.Rule
	}{
		{"zero ways", map[string]float64{"ways": 0}, "ways", knob.RuleWholeRange},
		{"slots not divisible by ways", map[string]float64{"ways": 3}, "slots", knob.RuleMultiple},
		{"negative stash", map[string]float64{"stash": -1}, "stash", knob.RuleWholeRange},
		{"a table too small", map[string]float64{"slots": 8}, "slots", knob.RuleWholeRange},
		{"a table too large", map[string]float64{"slots": 65536 + 8}, "slots", knob.RuleWholeRange},
		{"NaN kicks", map[string]float64{"max_kicks": math.NaN()}, "max_kicks", knob.RuleWholeRange},
		{"infinite seed", map[string]float64{"seed": math.Inf(1)}, "seed", knob.RuleWholeRange},
		{"trials beyond the budget", map[string]float64{"slots": 65536, "stash": 256, "max_kicks": 10000, "trials": 20}, "trials", knob.RuleAtMost},
	}
	for _, c := range cases {
		_, err := Knobs().FromValues(c.values)
		var fe *knob.FieldError
		if !errors.As(err, &fe) || fe.Key != c.key || fe.Rule != c.rule || fe.Group != "cuckoo" {
			t.Errorf("%s: error %v, want rule %v on cuckoo.%s", c.name, err, c.rule, c.key)
		}
	}
}

func TestEnginesRejectBadParamsWithoutPanicking(t *testing.T) {
	bad := []Params{
		{},
		{Ways: 0, Slots: 32768, Stash: 32, MaxKicks: 1000, Trials: 1, Seed: 1},
		{Ways: 9, Slots: 32768, Stash: 32, MaxKicks: 1000, Trials: 1, Seed: 1},
		{Ways: 4, Slots: 32768, Stash: -1, MaxKicks: 1000, Trials: 1, Seed: 1},
		{Ways: 4, Slots: 1 << 20, Stash: 32, MaxKicks: 1000, Trials: 1, Seed: 1},
	}
	for _, p := range bad {
		if _, err := New(p, 1); err == nil {
			t.Errorf("New(%+v) accepted", p)
		}
		if _, err := Fill(p); err == nil {
			t.Errorf("Fill(%+v) accepted", p)
		}
		if _, err := Sweep(p); err == nil {
			t.Errorf("Sweep(%+v) accepted", p)
		}
		if _, err := NewFiller(p, 0); err == nil {
			t.Errorf("NewFiller(%+v) accepted", p)
		}
	}
	if _, err := NewFiller(DefaultParams(), -1); err == nil {
		t.Error("a negative trial is accepted")
	}
}

func TestSlotsStepKeepsEveryWayCountValid(t *testing.T) {
	f, _ := Knobs().Field("slots")
	v := f.Default
	for range 30 {
		v = f.Move(v, 1, false)
		if v == MaxSlots {
			break
		}
		for d := 2; d <= 8; d++ {
			if int(v)%d != 0 {
				t.Fatalf("slots %v after a step is not a multiple of %d", v, d)
			}
		}
	}
}

// TestSlotsForFitsEveryWayCount: the size SlotsFor picks divides by the
// ways, stays within the knob's range and within one bank of the asked
// size, and the parameters it makes check; the size asked is refused.
func TestSlotsForFitsEveryWayCount(t *testing.T) {
	for ways := 2; ways <= 8; ways++ {
		for _, slots := range []int{MinSlots, 17, 1000, PaperSlots, MaxSlots} {
			got := SlotsFor(slots, ways)
			if got%ways != 0 || got < MinSlots || got > MaxSlots || got-slots >= ways || slots-got >= ways {
				t.Errorf("SlotsFor(%d, %d) = %d", slots, ways, got)
			}
			if _, err := Knobs().FromValues(map[string]float64{"ways": float64(ways), "slots": float64(got), "trials": 1}); err != nil {
				t.Errorf("%d ways, %d slots: %v", ways, got, err)
			}
			if slots%ways != 0 {
				if _, err := Knobs().FromValues(map[string]float64{"ways": float64(ways), "slots": float64(slots), "trials": 1}); err == nil {
					t.Errorf("%d ways, %d slots accepted", ways, slots)
				}
			}
		}
	}
}
