package flowtable

import "math/bits"

// golden is SplitMix64's increment, 2^64 divided by the golden ratio.
const golden = 0x9e3779b97f4a7c15

// mix is SplitMix64's finaliser: a bijection on 64-bit words whose output
// bits each depend on every input bit.
func mix(z uint64) uint64 {
	z ^= z >> 30
	z *= 0xbf58476d1ce4e5b9
	z ^= z >> 27
	z *= 0x94d049bb133111eb
	return z ^ z>>31
}

// hashers are the d hash functions of one table, one per bank. Bank b
// maps key k to mix(seed_b + k*golden), the k-th output of a SplitMix64
// stream started at seed_b, reduced to the bank by Lemire's multiply-shift
// (the high word of h*bank), which is uniform up to 2^-64 per bucket.
type hashers struct {
	seeds []uint64
	bank  uint64
}

// newHashers draws d bank seeds from seed.
func newHashers(d, bank int, seed uint64) hashers {
	h := hashers{seeds: make([]uint64, d), bank: uint64(bank)}
	s := seed
	for b := range h.seeds {
		s += golden
		h.seeds[b] = mix(s)
	}
	return h
}

// index is key's slot in bank b, counted within the bank.
func (h hashers) index(key uint64, b int) int {
	hi, _ := bits.Mul64(mix(h.seeds[b]+key*golden), h.bank)
	return int(hi)
}

// slot is key's candidate slot in bank b, counted over the whole table.
func (h hashers) slot(key uint64, b int) int {
	return b*int(h.bank) + h.index(key, b)
}

// trialSeed derives the seed of trial i of a sweep from the sweep's seed,
// so a trial's result does not depend on which worker runs it.
func trialSeed(seed uint64, trial int) uint64 {
	return mix(seed*golden + uint64(trial) + 1)
}
