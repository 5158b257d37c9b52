package advisor

import (
	"math"
	"slices"
	"testing"
)

func TestChecksOfPegasus(t *testing.T) {
	want := map[CheckID]struct {
		value, limit float64
		holds        bool
	}{
		CheckControllerKeepsUp: {0.1, 10, false},         // 1 s against 10 s statistics
		CheckControllerSees:    {0.1, 1, false},          //
		CheckBufferHolds:       {1e6 / 750_000, 1, true}, // 1 MB per port against 3 x 250 KB
		CheckOverdraftFits:     {65536, 1e6, true},       // 4 senders x 16 KiB
		CheckQPsInPaper:        {2000, 2000, true},       // the paper's own maximum
		CheckDPUPerNICPower:    {8.4, 5, false},          // 840 W of 10 kW
		CheckSplitPower:        {3.9, 5, true},           // 150 + 8 x 30 W
		CheckSplitDrawsLess:    {390, 840, true},
	}
	got := Checks(DefaultInputs())
	if ids := func() []CheckID {
		var out []CheckID
		for _, c := range got {
			out = append(out, c.ID)
		}
		return out
	}(); !slices.Equal(ids, CheckIDs()) {
		t.Fatalf("checks %v, want %v", ids, CheckIDs())
	}
	for _, c := range got {
		w := want[c.ID]
		if math.Abs(c.Value-w.value) > 1e-9 || math.Abs(c.Limit-w.limit) > 1e-9 || c.Holds != w.holds {
			t.Errorf("%s = %v %s %v (%v), want %v vs %v (%v)", c.ID, c.Value, c.Rule, c.Limit, c.Holds, w.value, w.limit, w.holds)
		}
	}
}

func TestChecksAtTheirEdges(t *testing.T) {
	in := DefaultInputs()
	in.TrafficChangeS, in.ControllerS = 10, 1 // exactly TERounds periods
	if !holds(in, CheckControllerKeepsUp) {
		t.Error("a pattern lasting exactly TERounds periods does not count as kept up with")
	}
	in.QPsPerNIC = PaperMaxQPsPerNIC + 1
	if holds(in, CheckQPsInPaper) {
		t.Error("2,001 QPs counted within the paper")
	}
	nan := DefaultInputs()
	nan.RTTUs = math.NaN()
	if holds(nan, CheckBufferHolds) {
		t.Error("a NaN headroom holds")
	}
}

func holds(in Inputs, id CheckID) bool {
	for _, c := range Checks(in) {
		if c.ID == id {
			return c.Holds
		}
	}
	return false
}

func TestTargetNumbers(t *testing.T) {
	groups := linkGroups()
	tg := PanelPage("spraying", "balance", "spray.scheme", "te", "spray.paths", "16")
	got, err := tg.Numbers(groups...)
	if err != nil || got["spray"]["scheme"] != 2 || got["spray"]["paths"] != 16 || len(got) != 1 {
		t.Errorf("Numbers = %v, %v; want scheme 2 (te), paths 16", got, err)
	}
	if got, err := Section("s1").Numbers(groups...); err != nil || len(got) != 0 {
		t.Errorf("a section's numbers = %v, %v", got, err)
	}
	for _, bad := range []Target{
		PanelPage("credit", "q1", "nope.x", "1"),
		PanelPage("credit", "q1", "credit.nope", "1"),
		PanelPage("credit", "q1", "credit.jitter_ns", "NaN"),
		PanelPage("credit", "q1", "credit.overdraft", "1", "credit.overdraft", "2"),
	} {
		if _, err := bad.Numbers(groups...); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}
