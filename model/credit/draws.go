package credit

import "math/rand/v2"

// Draws holds the uniform random numbers u[n] in [0, 1) behind every jitter
// point of one experiment. Credit n is delayed by J x u[n], so curves over J
// use common random numbers: they are smooth and depend only on the seed.
type Draws struct {
	Seed uint64
	U    []float64
}

// NewDraws draws n uniform numbers from a PCG generator seeded by seed.
func NewDraws(seed uint64, n int) Draws {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	u := make([]float64, n)
	for i := range u {
		u[i] = rng.Float64()
	}
	return Draws{Seed: seed, U: u}
}
