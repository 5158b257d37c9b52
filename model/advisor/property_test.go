package advisor

import (
	"math"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"pegasus/model/knob"
)

// drawInputs draws valid inputs: every knob anywhere in its range (a
// random allowed value, not only steps from the default), redrawn until
// the rule across knobs holds.
func drawInputs(t *rapid.T) Inputs {
	tb := Knobs()
	for {
		in := tb.Defaults()
		for _, f := range tb.Fields {
			f.Set(&in, drawValue(t, f.Spec))
		}
		if tb.Validate(in) == nil {
			return in
		}
	}
}

// drawValue draws one allowed value of a knob.
func drawValue(t *rapid.T, s knob.Spec) float64 {
	switch s.Kind {
	case knob.Choice:
		return rapid.SampledFrom(s.Choices).Draw(t, s.Key)
	case knob.Named:
		return float64(rapid.IntRange(0, len(s.Names)-1).Draw(t, s.Key))
	case knob.Whole:
		return float64(rapid.IntRange(int(s.Min), int(s.Max)).Draw(t, s.Key))
	}
	return rapid.Float64Range(s.Min, s.Max).Draw(t, s.Key)
}

// rank orders verdicts from best to worst.
func rank(f Fit) int { return slices.Index([]Fit{Fits, Depends, DoesNotFit}, f) }

func TestPropertyEveryDesignJudgedWithValidReasons(t *testing.T) {
	groups := linkGroups()
	reasons := Reasons()
	rapid.Check(t, func(t *rapid.T) {
		in := drawInputs(t)
		recs := Advise(in)
		designs := Designs()
		if len(recs) != len(designs) {
			t.Fatalf("%d verdicts for %d designs", len(recs), len(designs))
		}
		for i, r := range recs {
			if r.Design != designs[i].ID || r.Axis != designs[i].Axis || rank(r.Fit) < 0 || len(r.Reasons) == 0 {
				t.Fatalf("verdict %d = %+v", i, r)
			}
			seen := map[ReasonID]bool{}
			for j, rs := range r.Reasons {
				if !slices.Contains(reasons, rs.ID) || seen[rs.ID] || stanceRank(rs.Stance) < 0 {
					t.Fatalf("%s: reason %+v unknown, repeated or without stance", r.Design, rs)
				}
				seen[rs.ID] = true
				if j > 0 && stanceRank(rs.Stance) < stanceRank(r.Reasons[j-1].Stance) {
					t.Fatalf("%s: reasons out of order: %+v", r.Design, r.Reasons)
				}
				// The panels and pages are the registry's: ui checks them.
				if _, err := rs.Target.KnobValues(groups...); err != nil {
					t.Fatalf("%s: reason %s: %v", r.Design, rs.ID, err)
				}
			}
			// A verdict that is not "fits" says why: a reason against or
			// a caveat; one that is not "does not fit" has a reason for
			// or a caveat.
			hasStance := func(ss ...Stance) bool {
				return slices.ContainsFunc(r.Reasons, func(x Reason) bool { return slices.Contains(ss, x.Stance) })
			}
			if r.Fit != Fits && !hasStance(Against, Caveat) || r.Fit != DoesNotFit && !hasStance(For, Caveat) {
				t.Fatalf("%s = %s with reasons %+v", r.Design, r.Fit, r.Reasons)
			}
		}
		d := Derive(in)
		for _, row := range d.Rows() {
			if math.IsNaN(row.Value) || math.IsInf(row.Value, 0) {
				t.Fatalf("derived %s = %v", row.Key, row.Value)
			}
		}
		if !slices.EqualFunc(recs, Advise(in), equalRec) {
			t.Fatal("Advise is not deterministic")
		}
	})
}

func equalRec(a, b Recommendation) bool {
	return a.Design == b.Design && a.Fit == b.Fit && slices.EqualFunc(a.Reasons, b.Reasons, func(x, y Reason) bool {
		return x.ID == y.ID && x.Stance == y.Stance && x.Target.String() == y.Target.String()
	})
}

// TestPropertyMonotone checks that giving a design more of what it needs
// never makes its verdict worse. (Receiver credits are not monotone in
// the buffer: a deeper buffer removes one reason they are needed.)
func TestPropertyMonotone(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		in := drawInputs(t)
		before := verdicts(in)
		more := in
		switch rapid.IntRange(0, 4).Draw(t, "change") {
		case 0:
			more.PowerTolerancePct = rapid.Float64Range(in.PowerTolerancePct, 50).Draw(t, "tolerance")
			assertNotWorse(t, before, verdicts(more), DPUPerNIC, OneDPUEightRNICs)
		case 1:
			i := slices.Index(TrafficChangeChoices, in.TrafficChangeS)
			more.TrafficChangeS = TrafficChangeChoices[rapid.IntRange(i, len(TrafficChangeChoices)-1).Draw(t, "slower")]
			assertNotWorse(t, before, verdicts(more), ControllerTE)
		case 2:
			more.SwitchBufferMB = rapid.Float64Range(in.SwitchBufferMB, 512).Draw(t, "buffer")
			assertNotWorse(t, before, verdicts(more), DCQCN)
		case 3:
			more.LibraryOwner = Provider
			assertNotWorse(t, before, verdicts(more), CoDesign, QPScaling, DualPlane, ClearToSend, DCQCN)
		case 4:
			more.LibraryOwner = Tenant
			assertNotWorse(t, before, verdicts(more), NICSpraying)
		}
	})
}

func assertNotWorse(t *rapid.T, before, after map[DesignID]Fit, ds ...DesignID) {
	for _, d := range ds {
		if rank(after[d]) > rank(before[d]) {
			t.Fatalf("%s went from %s to %s", d, before[d], after[d])
		}
	}
}

func TestAdviseNeverPanics(t *testing.T) {
	odd := []Inputs{{}, {IncastSenders: 1, SwitchPorts: 0, PowerBudgetKW: 0, ControllerS: 0}}
	nan := DefaultInputs()
	nan.RTTUs, nan.ControllerS, nan.PowerBudgetKW = math.NaN(), math.Inf(1), math.NaN()
	odd = append(odd, nan)
	for _, in := range odd {
		if recs := Advise(in); len(recs) != len(Designs()) {
			t.Errorf("Advise(%+v) gave %d verdicts", in, len(recs))
		}
	}
}
