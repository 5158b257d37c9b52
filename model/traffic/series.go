package traffic

import (
	"math"
	"math/rand/v2"
)

// Series is one task's rate at the ToR-NIC link, one value per sample.
type Series struct {
	Key  string    `json:"key"`  // "training", "inference" or "tenant"
	Gbps []float64 `json:"gbps"` // one rate per SampleS seconds
}

// TimeSeries are the three tasks of section 2 with their summaries.
type TimeSeries struct {
	SampleS int      `json:"sample_s"` // seconds between samples (10)
	Series  []Series `json:"series"`   // training, inference, tenant
	// Summaries, to set against the seed's figures.
	TrainingMeanGbps   float64 `json:"training_mean_gbps"`
	InferenceStartGbps float64 `json:"inference_start_gbps"` // mean of the first 5 minutes
	InferenceEndGbps   float64 `json:"inference_end_gbps"`   // mean of the last 5 minutes
	TenantOnGbps       float64 `json:"tenant_on_gbps"`       // mean while on
	TenantIdleShare    float64 `json:"tenant_idle_share"`    // share of samples idle
	TenantSwitches     int     `json:"tenant_switches"`      // on/off changes
}

// summaryWindow is the span the start and end summaries average: 5 min.
const summaryWindow = 300 / SampleS

// Generate builds the three series. Each level carries Gaussian noise of
// NoiseGbps (independent per sample, clipped at zero). The model's
// choices: the inference task decays exponentially from 45 to 12 Gb/s
// (the seed gives only the ends); the tenant's on and off spells are
// uniform between TenantOnMinS and TenantOnMaxS and it starts on; idle
// is zero.
func Generate(p Params) (TimeSeries, error) {
	if err := Knobs().ValidateNamed(p); err != nil {
		return TimeSeries{}, err
	}
	rng := rand.New(rand.NewPCG(p.Seed, 0x7aff1c))
	noisy := func(level float64) float64 { return math.Max(0, level+p.NoiseGbps*rng.NormFloat64()) }
	training := make([]float64, Samples)
	inference := make([]float64, Samples)
	tenant := make([]float64, Samples)
	for k := range Samples {
		training[k] = noisy(TrainingGbps)
		frac := float64(k) / float64(Samples-1)
		inference[k] = noisy(InferenceStartGbps * math.Pow(InferenceEndGbps/InferenceStartGbps, frac))
	}
	on, switches := true, 0
	spell := func() float64 { return p.TenantOnMinS + rng.Float64()*(p.TenantOnMaxS-p.TenantOnMinS) }
	next := spell()
	for k := range Samples {
		for t := float64(k * SampleS); t >= next; next += spell() {
			on = !on
			switches++
		}
		if on {
			tenant[k] = noisy(TenantOnGbps)
		}
	}
	ts := TimeSeries{
		SampleS: SampleS,
		Series: []Series{
			{Key: "training", Gbps: training},
			{Key: "inference", Gbps: inference},
			{Key: "tenant", Gbps: tenant},
		},
		TrainingMeanGbps:   mean(training),
		InferenceStartGbps: mean(inference[:summaryWindow]),
		InferenceEndGbps:   mean(inference[Samples-summaryWindow:]),
		TenantSwitches:     switches,
	}
	var onSum float64
	onN := 0
	for _, v := range tenant {
		if v > 0 {
			onSum += v
			onN++
		}
	}
	if onN > 0 {
		ts.TenantOnGbps = onSum / float64(onN)
	}
	ts.TenantIdleShare = 1 - float64(onN)/Samples
	return ts, nil
}

func mean(v []float64) float64 {
	var s float64
	for _, x := range v {
		s += x
	}
	return s / float64(len(v))
}
