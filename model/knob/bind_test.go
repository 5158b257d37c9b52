package knob

import "testing"

// bound has a field of each kind Bind supports.
type bound struct {
	F    float64
	N    int
	Seed uint64
	K    Kind
}

func TestBindReadsAndWritesTheField(t *testing.T) {
	fs := []Field[bound]{
		Bind(Spec{Key: "f"}, func(b *bound) *float64 { return &b.F }),
		Bind(Spec{Key: "n"}, func(b *bound) *int { return &b.N }),
		Bind(Seed(10), func(b *bound) *uint64 { return &b.Seed }),
		Bind(Spec{Key: "k"}, func(b *bound) *Kind { return &b.K }),
	}
	var b bound
	for i, v := range []float64{2.5, 7, 42, float64(Named)} {
		fs[i].Set(&b, v)
	}
	if want := (bound{F: 2.5, N: 7, Seed: 42, K: Named}); b != want {
		t.Fatalf("after Set: %+v, want %+v", b, want)
	}
	for i, want := range []float64{2.5, 7, 42, float64(Named)} {
		if got := fs[i].Get(b); got != want {
			t.Errorf("%s: Get = %v, want %v", fs[i].Key, got, want)
		}
	}
}

func TestSeedIsAValidWholeKnob(t *testing.T) {
	s := Seed(100)
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	if s.Key != "seed" || s.Min != 1 || s.Max != MaxSeed || s.Big != 100 || s.Default != 1 || s.Origin != Model {
		t.Fatalf("Seed(100) = %+v", s)
	}
}
