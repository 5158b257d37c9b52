package gain

import (
	"math"
	"testing"

	"pgregory.net/rapid"
)

// TestSeedRows checks the seed's three case-study conversions, rounded as
// the seed prints them.
func TestSeedRows(t *testing.T) {
	cases := []struct {
		printed, oldOverNew, speedup, usual float64
	}{
		{53.2, 0.468, 2.14, 114},
		{7.5, 0.925, 1.08, 8},
		{4.8, 0.952, 1.05, 5},
	}
	for _, c := range cases {
		got, err := FromPrinted(c.printed)
		if err != nil {
			t.Fatal(err)
		}
		if math.Abs(got.OldOverNew-c.oldOverNew) > 0.0005 || math.Abs(got.Speedup-c.speedup) > 0.005 || math.Abs(got.UsualPct-c.usual) > 0.5 {
			t.Errorf("%v %%: %+v", c.printed, got)
		}
	}
}

func TestKnobTable(t *testing.T) {
	if err := Knobs().Check(); err != nil {
		t.Fatal(err)
	}
}

func TestRejectsOutOfRange(t *testing.T) {
	for _, p := range []float64{-1, 99.95, 100, 150, math.NaN(), math.Inf(1)} {
		if _, err := FromPrinted(p); err == nil {
			t.Errorf("FromPrinted(%v) accepted", p)
		}
	}
}

func TestPropertyRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := rapid.Float64Range(0, 99.9).Draw(t, "printed")
		c, err := FromPrinted(p)
		if err != nil {
			t.Fatal(err)
		}
		back := 100 * (1 - 1/(1+c.UsualPct/100)) // the usual gain back in the paper's convention
		if math.Abs(back-p) > 1e-9*math.Max(1, p) {
			t.Fatalf("%v -> %v -> %v", p, c.UsualPct, back)
		}
		if c.UsualPct < p-1e-9 {
			t.Fatalf("usual %v below printed %v: the usual convention is never smaller", c.UsualPct, p)
		}
	})
}

func TestSmallGainsAgree(t *testing.T) {
	c, _ := FromPrinted(1)
	if math.Abs(c.UsualPct-1) > 0.02 {
		t.Errorf("1 %% printed = %v %% usual; should nearly agree", c.UsualPct)
	}
	p, u := Curve(60, 61)
	if len(p) != 61 || p[60] != 60 || math.Abs(u[60]-150) > 1e-9 {
		t.Errorf("curve end: %v -> %v", p[60], u[60])
	}
}
