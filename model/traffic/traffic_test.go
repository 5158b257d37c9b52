package traffic

import (
	"math"
	"testing"

	"pgregory.net/rapid"
)

func TestKnobs(t *testing.T) {
	if err := Knobs().Check(); err != nil {
		t.Fatal(err)
	}
	p := DefaultParams()
	p.TenantOnMinS, p.TenantOnMaxS = 900, 600
	if err := Knobs().Validate(p); err == nil {
		t.Error("a minimum spell above the maximum is accepted")
	}
	p = DefaultParams()
	p.MatrixSize, p.BlockSize = 8, 8
	if _, err := BuildMatrices(p); err == nil {
		t.Error("a single block is accepted")
	}
}

// TestSeriesMatchTheSeed sets the default series against the seed's
// figures: the generator is built from them, so these are consistency
// checks of the generator, not findings.
func TestSeriesMatchTheSeed(t *testing.T) {
	ts, err := Generate(DefaultParams())
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range ts.Series {
		if len(s.Gbps) != Samples || Samples != 1080 {
			t.Errorf("%s: %d samples", s.Key, len(s.Gbps))
		}
	}
	check := func(name string, got, want, tol float64) {
		if math.Abs(got-want) > tol {
			t.Errorf("%s = %.2f, want %.1f ± %.1f", name, got, want, tol)
		}
	}
	check("training", ts.TrainingMeanGbps, 70, 1)
	check("inference start", ts.InferenceStartGbps, 45, 2)
	check("inference end", ts.InferenceEndGbps, 12, 2)
	check("tenant on", ts.TenantOnGbps, 45, 1)
	if ts.TenantIdleShare < 0.2 || ts.TenantIdleShare > 0.8 || ts.TenantSwitches < 5 {
		t.Errorf("tenant idle %.2f of the time, %d switches", ts.TenantIdleShare, ts.TenantSwitches)
	}
}

// TestPropertyNoiselessSeriesAreExact: without noise every series is its
// model exactly, for every seed and spell range.
func TestPropertyNoiselessSeriesAreExact(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := DefaultParams()
		p.NoiseGbps = 0
		p.Seed = rapid.Uint64Range(1, 1_000_000).Draw(t, "seed")
		p.TenantOnMinS = rapid.Float64Range(10, 3600).Draw(t, "min")
		p.TenantOnMaxS = rapid.Float64Range(p.TenantOnMinS, 3600).Draw(t, "max")
		ts, err := Generate(p)
		if err != nil {
			t.Fatal(err)
		}
		tr, inf, ten := ts.Series[0].Gbps, ts.Series[1].Gbps, ts.Series[2].Gbps
		if inf[0] != InferenceStartGbps || math.Abs(inf[Samples-1]-InferenceEndGbps) > 1e-9 {
			t.Fatalf("inference from %v to %v", inf[0], inf[Samples-1])
		}
		for k := range Samples {
			if tr[k] != TrainingGbps || (k > 0 && inf[k] >= inf[k-1]) || (ten[k] != 0 && ten[k] != TenantOnGbps) {
				t.Fatalf("sample %d: %v %v %v", k, tr[k], inf[k], ten[k])
			}
		}
		lo := int(math.Floor(float64((Samples-1)*SampleS)/p.TenantOnMaxS)) - 1
		hi := int(math.Ceil(float64((Samples-1)*SampleS) / p.TenantOnMinS))
		if ts.TenantSwitches < max(0, lo) || ts.TenantSwitches > hi {
			t.Fatalf("%d switches, want %d to %d", ts.TenantSwitches, lo, hi)
		}
	})
}

// TestPropertyNoiseNeverGoesNegative holds for every seed and noise.
func TestPropertyNoiseNeverGoesNegative(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := DefaultParams()
		p.Seed = rapid.Uint64Range(1, 1_000_000).Draw(t, "seed")
		p.NoiseGbps = rapid.Float64Range(0, 10).Draw(t, "noise")
		ts, err := Generate(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range ts.Series {
			for _, v := range s.Gbps {
				if v < 0 || math.IsNaN(v) {
					t.Fatalf("%s: %v", s.Key, v)
				}
			}
		}
	})
}

func TestMixes(t *testing.T) {
	for name, mix := range map[string][]SizeShare{"inference": InferenceMix(), "training": TrainingMix()} {
		var sum float64
		for _, s := range mix {
			sum += s.Share
		}
		if math.Abs(sum-1) > 1e-12 {
			t.Errorf("%s shares sum to %v", name, sum)
		}
	}
	for _, s := range InferenceMix() {
		if s.FromSeed != (s.Bytes == MB) || (s.Bytes == MB && s.Share != 0.68) {
			t.Errorf("inference %+v", s)
		}
	}
	for _, s := range TrainingMix() {
		if s.Bytes < 10*MB || s.Bytes >= 1000*MB || s.FromSeed {
			t.Errorf("training %+v is not tens to hundreds of MB, or claims the seed", s)
		}
	}
}

func TestCloudMatrixLoadsTheCore(t *testing.T) {
	m, err := BuildMatrices(DefaultParams())
	if err != nil {
		t.Fatal(err)
	}
	if m.Training.CoreShare != dpShare && math.Abs(m.Training.CoreShare-dpShare) > 1e-12 {
		t.Errorf("training core share %v, want %v", m.Training.CoreShare, dpShare)
	}
	if m.Cloud.CoreShare < 0.5 {
		t.Errorf("cloud core share %v", m.Cloud.CoreShare)
	}
}

// TestPropertyMatrices: every matrix is a distribution with an empty
// diagonal; the training matrix carries traffic only inside blocks and on
// the ring between neighbouring blocks, so its core share is exactly the
// ring's.
func TestPropertyMatrices(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := DefaultParams()
		p.Seed = rapid.Uint64Range(1, 1_000_000).Draw(t, "seed")
		p.MatrixSize = rapid.SampledFrom([]int{8, 16, 32, 64}).Draw(t, "n")
		p.BlockSize = rapid.SampledFrom([]int{2, 4, 8}).Filter(func(b int) bool { return b <= p.MatrixSize/2 }).Draw(t, "b")
		m, err := BuildMatrices(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range []Matrix{m.Training, m.Cloud} {
			var sum float64
			for i, row := range x.Cells {
				for j, v := range row {
					if v < 0 || (i == j && v != 0) {
						t.Fatalf("cell %d,%d = %v", i, j, v)
					}
					sum += v
				}
			}
			if math.Abs(sum-1) > 1e-9 || x.CoreShare < 0 || x.CoreShare > 1 {
				t.Fatalf("sum %v, core %v", sum, x.CoreShare)
			}
		}
		b, blocks := p.BlockSize, p.MatrixSize/p.BlockSize
		for i, row := range m.Training.Cells {
			for j, v := range row {
				ring := j/b == (i/b+1)%blocks && j%b == i%b
				if i/b != j/b && !ring && v != 0 {
					t.Fatalf("training traffic %v off the blocks at %d,%d", v, i, j)
				}
			}
		}
		if math.Abs(m.Training.CoreShare-dpShare) > 1e-9 {
			t.Fatalf("training core share %v", m.Training.CoreShare)
		}
	})
}
