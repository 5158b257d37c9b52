package spray

import (
	"math"
	"testing"

	"pgregory.net/rapid"
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
	if got := ExpectedUsedFraction(8, 8); math.Abs(got-(1-math.Pow(7.0/8, 8))) > 1e-15 {
		t.Errorf("used fraction = %v", got)
	}
}

// TestHashBehavesAsAUniformHash compares the simulated per-flow hash with
// the balls-into-bins expectations, within four standard errors.
func TestHashBehavesAsAUniformHash(t *testing.T) {
	for _, c := range [][2]int{{8, 8}, {16, 8}, {4, 16}} {
		p := DefaultBalance()
		p.Scheme, p.Flows, p.Paths, p.Trials, p.Seed = Hash, c[0], c[1], 4000, 3
		r := RunBalance(p)
		if want := ExpectedUsedFraction(p.Flows, p.Paths); math.Abs(r.Mean.UsedFraction-want) > 0.01 {
			t.Errorf("%v: used fraction %v, expected %v", c, r.Mean.UsedFraction, want)
		}
		if want := ExpectedHashMaxLoad(p.Flows, p.Paths); math.Abs(r.Mean.MaxLoad-want)/want > 0.03 {
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

func TestPropertySprayImbalanceShrinksWithPackets(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := DefaultBalance()
		p.Scheme, p.Trials = Spray, 60
		p.Paths = rapid.IntRange(2, 16).Draw(t, "paths")
		p.Flows = rapid.IntRange(1, 8).Draw(t, "flows")
		p.Seed = rapid.Uint64().Draw(t, "seed")
		p.FlowMB = 0.05
		small := RunBalance(p).Mean.MaxLoad
		p.FlowMB = 50
		large := RunBalance(p).Mean.MaxLoad
		if large >= small {
			t.Fatalf("max load %v with 1,000x more packets, %v before", large, small)
		}
	})
}

func TestDeterministicForASeed(t *testing.T) {
	p := DefaultBalance()
	p.Scheme, p.Trials = AR, 20
	if RunBalance(p).Mean != RunBalance(p).Mean {
		t.Error("same seed, different result")
	}
}

func TestMaxDisplacement(t *testing.T) {
	// Packet 0 arrives after packets 1 and 2: displacement 2.
	if got := MaxDisplacement([]float64{25, 11, 21, 31}, 10); got != 2 {
		t.Errorf("got %d", got)
	}
	if got := MaxDisplacement([]float64{1, 11, 21}, 10); got != 0 {
		t.Errorf("in order: got %d", got)
	}
}

func TestValidateNamesTheField(t *testing.T) {
	p := DefaultBalance()
	p.Paths = 0
	if e, ok := p.Validate().(*ParamError); !ok || e.Field != "paths" {
		t.Errorf("%v", p.Validate())
	}
	p = DefaultBalance()
	p.Scheme = "magic"
	if e, ok := p.Validate().(*ParamError); !ok || e.Field != "scheme" {
		t.Errorf("%v", p.Validate())
	}
}
