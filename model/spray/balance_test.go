package spray

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"pegasus/model/knob"
)

func TestClosedFormsBySmallCases(t *testing.T) {
	// Two balls in two bins: both in one bin with probability 1/2.
	if got := ExpectedMaxCount(2, 2); math.Abs(got-1.5) > 1e-12 {
		t.Errorf("E[max] for 2 balls, 2 bins = %v, want 1.5", got)
	}
	// Three balls in three bins: max 1 w.p. 6/27, 3 w.p. 3/27, else 2.
	if got := ExpectedMaxCount(3, 3); math.Abs(got-(6.0+2*18+3*3)/27) > 1e-12 {
		t.Errorf("E[max] for 3 balls, 3 bins = %v", got)
	}
	if got := ExpectedMaxCount(5, 1); got != 5 {
		t.Errorf("E[max] for 5 balls, 1 bin = %v, want 5", got)
	}
	if got := ExpectedUsedFraction(8, 8); math.Abs(got-(1-math.Pow(7.0/8, 8))) > 1e-15 {
		t.Errorf("used fraction = %v", got)
	}
}

// TestHashBehavesAsAUniformHash compares the simulated per-flow hash with
// the balls-into-bins expectations (seed 3, so the result is fixed).
func TestHashBehavesAsAUniformHash(t *testing.T) {
	for _, c := range [][2]int{{8, 8}, {16, 8}, {4, 16}} {
		p := DefaultBalance()
		p.Scheme, p.Flows, p.Paths, p.Trials, p.Seed = Hash, c[0], c[1], MaxTrials, 3
		r := RunBalance(p)
		if want := ExpectedUsedFraction(p.Flows, p.Paths); math.Abs(r.Mean.UsedFraction-want) > 0.015 {
			t.Errorf("%v: used fraction %v, expected %v", c, r.Mean.UsedFraction, want)
		}
		if want := ExpectedHashMaxLoad(p.Flows, p.Paths); math.Abs(r.Mean.MaxLoad-want)/want > 0.04 {
			t.Errorf("%v: max load %v, expected %v", c, r.Mean.MaxLoad, want)
		}
	}
}

func TestSchemesAtTheDefaults(t *testing.T) {
	res := map[Scheme]Outcome{}
	for _, s := range Schemes {
		p := DefaultBalance()
		p.Scheme = s
		res[s] = RunBalance(p).Mean
	}
	if res[Spray].MaxLoad > 1.02 || res[Spray].UsedFraction != 1 || res[Spray].Throughput < 0.98 {
		t.Errorf("spray: %+v", res[Spray])
	}
	if res[Hash].MaxLoad < 2 || res[Hash].Throughput > 0.5 {
		t.Errorf("hash: %+v", res[Hash])
	}
	if !(res[QPScaling].MaxLoad < res[Hash].MaxLoad && res[QPScaling].MaxLoad > res[Spray].MaxLoad) {
		t.Errorf("QP scaling should sit between hash and spray: %+v", res[QPScaling])
	}
	if res[AR].MaxLoad > 1.01 || res[AR].OOODegree == 0 || res[Hash].OOODegree != 0 {
		t.Errorf("ar %+v, hash OOO %v", res[AR], res[Hash].OOODegree)
	}
	if !(res[TE].Throughput > res[Hash].Throughput && res[TE].Throughput < res[Spray].Throughput) {
		t.Errorf("TE on persistent flows should beat hashing and trail spraying: %+v", res[TE])
	}
}

// TestTEDoesNotHelpShortLivedFlows: when flows live less than a control
// period, the controller's averages single out flows that are gone.
func TestTEDoesNotHelpShortLivedFlows(t *testing.T) {
	p := DefaultBalance()
	p.Scheme, p.LifetimeS, p.Trials = TE, 2, 300
	te := RunBalance(p).Mean
	p.Scheme = Hash
	hash := RunBalance(p).Mean
	if math.Abs(te.Throughput-hash.Throughput) > 0.03 {
		t.Errorf("TE %v vs hash %v on 2 s flows", te.Throughput, hash.Throughput)
	}
}

// TestSprayEvensOutWithMorePackets: at a fixed seed, 1,000 times more
// packets per flow leave the busiest uplink closer to the mean.
func TestSprayEvensOutWithMorePackets(t *testing.T) {
	p := DefaultBalance()
	p.FlowMB = 0.05
	small := RunBalance(p).Mean.MaxLoad
	p.FlowMB = 50
	large := RunBalance(p).Mean.MaxLoad
	if !(large < small && large < 1.03) {
		t.Errorf("max load %v with 1,000x more packets, %v before", large, small)
	}
}

func TestDeterministicForASeed(t *testing.T) {
	for _, s := range Schemes {
		p := DefaultBalance()
		p.Scheme, p.Trials, p.Mix = s, 20, Inference
		a, b := RunBalance(p), RunBalance(p)
		if a.Mean != b.Mean || !slices.Equal(a.LinkLoads, b.LinkLoads) {
			t.Errorf("%s: same seed, different result", s)
		}
	}
}

// TestOneQPIsPerFlowHashing: QP scaling with one QP per connection draws
// exactly what per-flow hashing draws.
func TestOneQPIsPerFlowHashing(t *testing.T) {
	p := DefaultBalance()
	p.Scheme, p.QPsPerFlow, p.Mix = QPScaling, 1, Training
	q := p
	q.Scheme = Hash
	if a, b := RunBalance(p), RunBalance(q); a.Mean != b.Mean {
		t.Errorf("QP scaling with 1 QP %+v, hashing %+v", a.Mean, b.Mean)
	}
}

// greedyFlowlets is adaptive routing one flowlet at a time, as the
// switch does it: the reference the aggregated version must match.
func greedyFlowlets(paths int, sizes []float64, c float64) []float64 {
	links := make([]float64, paths)
	left := slices.Clone(sizes)
	for busy := true; busy; {
		busy = false
		for f := range left {
			if left[f] <= 0 {
				continue
			}
			busy = true
			chunk := math.Min(left[f], c)
			links[slices.Index(links, slices.Min(links))] += chunk
			left[f] -= chunk
		}
	}
	return links
}

// TestPropertyAdaptiveMatchesFlowletByFlowlet: the aggregated adaptive
// routing gives exactly the loads of placing every flowlet one by one
// (whole-number sizes keep the sums exact), up to which uplink gets which.
func TestPropertyAdaptiveMatchesFlowletByFlowlet(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		paths := rapid.IntRange(1, 9).Draw(t, "paths")
		c := float64(rapid.IntRange(1, 6).Draw(t, "flowlet"))
		sizes := rapid.SliceOfN(rapid.IntRange(1, 60), 1, 12).Draw(t, "sizes")
		fs := make([]float64, len(sizes))
		for i, s := range sizes {
			fs[i] = float64(s)
		}
		got := make([]float64, paths)
		adaptive(got, fs, c, rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1)), &adaptiveScratch{})
		want := greedyFlowlets(paths, fs, c)
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Fatalf("aggregated %v, one by one %v", got, want)
		}
		if got[len(got)-1]-got[0] > c {
			t.Fatalf("loads %v spread more than one flowlet %v", got, c)
		}
	})
}

// TestPropertyMaxDisplacementMatchesTheDefinition compares the O(n log n)
// search with the quadratic definition.
func TestPropertyMaxDisplacementMatchesTheDefinition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		arrivals := rapid.SliceOfN(rapid.Float64Range(0, 50), 0, 40).Draw(t, "arrivals")
		want := 0
		for i := range arrivals {
			for j := i + 1; j < len(arrivals); j++ {
				if arrivals[j] < arrivals[i] {
					want = max(want, j-i)
				}
			}
		}
		if got := MaxDisplacement(arrivals); got != want {
			t.Fatalf("%v: got %d, want %d", arrivals, got, want)
		}
	})
}

func TestMaxDisplacement(t *testing.T) {
	// Packet 0 arrives after packets 1 and 2: displacement 2.
	if got := MaxDisplacement([]float64{25, 11, 21, 31}); got != 2 {
		t.Errorf("got %d", got)
	}
	if got := MaxDisplacement([]float64{1, 11, 21}); got != 0 {
		t.Errorf("in order: got %d", got)
	}
}

// drawKnob draws an allowed value of one knob.
func drawKnob(t *rapid.T, s knob.Spec) float64 {
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

// drawParams draws every knob of a table within its range, then caps the
// knobs named in caps (the cost of the run, which benchmarks cover).
func drawParams[P any](t *rapid.T, tb knob.Table[P], caps map[string]float64) P {
	values := map[string]float64{}
	for _, f := range tb.Fields {
		hi := f.Spec
		if c, ok := caps[f.Key]; ok {
			hi.Max = c
		}
		values[f.Key] = drawKnob(t, hi)
	}
	p, err := tb.FromValues(values)
	if err != nil {
		t.Fatalf("drawn values %v are not allowed: %v", values, err)
	}
	return p
}

// TestPropertyBalanceBounds: at any allowed input, every scheme's outcome
// stays within what the definitions allow, and the first trial's loads
// average one.
func TestPropertyBalanceBounds(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := drawParams(t, BalanceKnobs(), map[string]float64{"trials": 5})
		r, err := RunBalanceCtx(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		m, eps := r.Mean, 1e-9
		switch {
		case !(m.MaxLoad >= 1-eps && m.MaxLoad <= float64(p.Paths)+eps):
			t.Fatalf("max load %v outside [1, %d]", m.MaxLoad, p.Paths)
		case !(m.UsedFraction > 0 && m.UsedFraction <= 1+eps):
			t.Fatalf("used fraction %v", m.UsedFraction)
		case !(m.Throughput > 0 && m.Throughput <= 1+eps):
			t.Fatalf("throughput %v", m.Throughput)
		case !(m.SlowestMs > 0) || m.OOODegree < 0 || math.IsNaN(m.OOODegree):
			t.Fatalf("slowest %v ms, OOO %v", m.SlowestMs, m.OOODegree)
		case len(r.LinkLoads) != p.Paths || math.Abs(sum(r.LinkLoads)/float64(p.Paths)-1) > 1e-9:
			t.Fatalf("first trial's loads %v", r.LinkLoads)
		}
	})
}

// TestPropertyBytesAreConserved: every scheme places every byte of every
// flow, no more.
func TestPropertyBytesAreConserved(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := drawParams(t, BalanceKnobs(), map[string]float64{"trials": 5})
		if p.Scheme == TE {
			p.Scheme = Hash
		}
		rng := rand.New(rand.NewPCG(p.Seed, 7))
		s := newScratch(p)
		_, links := trial(p, rng, s)
		total := sum(s.sizes)
		if got := sum(links); math.Abs(got-total) > 1e-9*total {
			t.Fatalf("%s: %v bytes on the uplinks, %v in the flows", p.Scheme, got, total)
		}
	})
}

func TestValidateNamesTheKnob(t *testing.T) {
	cases := []struct {
		key  string
		edit func(*BalanceParams)
	}{
		{"paths", func(p *BalanceParams) { p.Paths = 0 }},
		{"scheme", func(p *BalanceParams) { p.Scheme = "magic" }},
		{"mix", func(p *BalanceParams) { p.Mix = nameAt(Mixes, 7) }},
		{"te_period_s", func(p *BalanceParams) { p.TEPeriodS = 1e-9 }},
		{"flow_mb", func(p *BalanceParams) { p.FlowMB = math.Inf(1) }},
		{"skew_ns", func(p *BalanceParams) { p.SkewNs = math.NaN() }},
		{"trials", func(p *BalanceParams) { p.Trials = 10_000 }},
	}
	for _, c := range cases {
		p := DefaultBalance()
		c.edit(&p)
		_, err := RunBalanceCtx(context.Background(), p)
		var fe *knob.FieldError
		if !errors.As(err, &fe) || fe.Key != c.key || fe.Group != "spray" {
			t.Errorf("%s: error %v", c.key, err)
		}
		if r := RunBalance(p); r.LinkLoads != nil || r.Mean != (Outcome{}) {
			t.Errorf("%s: a run on bad inputs gave %+v", c.key, r.Mean)
		}
	}
	p := DefaultBalance()
	p.Mix = nameAt(Mixes, 7)
	if err := p.Validate(); err == nil || !errors.As(err, new(*knob.FieldError)) {
		t.Fatal("an unknown mix index passes")
	} else if fe := err.(*knob.FieldError); fe.Value != "7" {
		t.Errorf("the error shows %q, want the index 7", fe.Value)
	}
}

func TestBalanceStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p := maxBalance(TE, Inference)
	if _, err := RunBalanceCtx(ctx, p); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled run: %v", err)
	}
}
