package traffic

import "pegasus/model/knob"

// Fixed figures of the seed.
const (
	// SampleS is the counters' sampling period: every 10 s.
	SampleS = 10
	// HorizonS is the span of the series: 3 hours.
	HorizonS = 3 * 3600
	// Samples is the number of samples in a series.
	Samples = HorizonS / SampleS
	// TrainingGbps is the training task's level (about 70 Gb/s).
	TrainingGbps = 70.0
	// InferenceStartGbps and InferenceEndGbps bound the inference task's
	// decay over the 3 hours (about 45 to 12 Gb/s).
	InferenceStartGbps = 45.0
	InferenceEndGbps   = 12.0
	// TenantOnGbps is the level of the alternating tenant (about 45 Gb/s).
	TenantOnGbps = 45.0
)

// Params are the generators' inputs.
type Params struct {
	Seed       uint64  // seed of the noise, the spells and the placements
	NoiseGbps  float64 // standard deviation of the sample-to-sample noise
	MatrixSize int     // GPUs in a traffic matrix
	BlockSize  int     // GPUs under one ToR (a block of the matrix)
	TenantOnMinS,
	TenantOnMaxS float64 // the tenant's on and off spells are uniform in this range
}

// Knobs declares the generators' inputs (group "traffic").
func Knobs() knob.Table[Params] {
	t := knob.Table[Params]{
		Name: "traffic",
		Fields: []knob.Field[Params]{
			knob.Bind(knob.Seed(100), func(p *Params) *uint64 { return &p.Seed }),
			knob.Bind(knob.Spec{Key: "noise_gbps", Unit: "Gb/s", Kind: knob.Number, Min: 0, Max: 10, Step: 0.5, Big: 2, Default: 2, Origin: knob.Model},
				func(p *Params) *float64 { return &p.NoiseGbps }),
			knob.Bind(knob.Spec{Key: "matrix_size", Kind: knob.Choice, Choices: []float64{8, 16, 32, 64}, Default: 16, Origin: knob.Model},
				func(p *Params) *int { return &p.MatrixSize }),
			knob.Bind(knob.Spec{Key: "block_size", Kind: knob.Choice, Choices: []float64{2, 4, 8}, Default: 4, Origin: knob.Model},
				func(p *Params) *int { return &p.BlockSize }),
			knob.Bind(knob.Spec{Key: "tenant_on_min_s", Unit: "s", Kind: knob.Number, Min: 10, Max: 3600, Step: 10, Big: 60, Default: 300, Origin: knob.Model},
				func(p *Params) *float64 { return &p.TenantOnMinS }),
			knob.Bind(knob.Spec{Key: "tenant_on_max_s", Unit: "s", Kind: knob.Number, Min: 10, Max: 3600, Step: 10, Big: 60, Default: 1200, Origin: knob.Model},
				func(p *Params) *float64 { return &p.TenantOnMaxS }),
		},
	}
	t.Cross = func(p Params) error {
		if p.TenantOnMinS > p.TenantOnMaxS {
			return knob.Cross(t.Specs(), "tenant_on_min_s", p.TenantOnMinS, knob.RuleAtMost, "tenant_on_max_s", p.TenantOnMaxS)
		}
		if p.BlockSize > p.MatrixSize/2 {
			return knob.Cross(t.Specs(), "block_size", float64(p.BlockSize), knob.RuleAtMost, "matrix_size / 2", float64(p.MatrixSize/2))
		}
		return nil
	}
	return t
}

// DefaultParams returns every knob at its default.
func DefaultParams() Params { return Knobs().Defaults() }
