package flowtable

import (
	"context"
	"testing"
)

// BenchmarkFill32K is one fill of the digest's table to overflow.
func BenchmarkFill32K(b *testing.B) {
	p := DefaultParams()
	for b.Loop() {
		if _, err := FillCtx(context.Background(), p, 0); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSweepDefaults is the panel's default sweep: 20 fills of 32K.
func BenchmarkSweepDefaults(b *testing.B) {
	p := DefaultParams()
	for b.Loop() {
		if _, err := Sweep(p); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSweepLargest is the most work the knobs allow: the largest
// table, stash and move limit, with as many trials as the budget allows,
// at the number of ways that walks longest (three) and at eight.
func BenchmarkSweepLargest(b *testing.B) {
	for _, c := range []struct {
		name        string
		ways, slots int
	}{{"ways3", 3, 65520}, {"ways8", 8, 65536}} {
		p := Params{Ways: c.ways, Slots: c.slots, Stash: MaxStash, MaxKicks: MaxKicksLimit, Seed: 1}
		p.Trials = p.MaxTrialsFor()
		if err := p.Validate(); err != nil {
			b.Fatal(err)
		}
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := Sweep(p); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkSweepManySmall is the most trials allowed, on a small table
// with the longest walks.
func BenchmarkSweepManySmall(b *testing.B) {
	p := Params{Ways: 4, Slots: 840, Stash: MaxStash, MaxKicks: MaxKicksLimit, Seed: 1}
	p.Trials = p.MaxTrialsFor()
	for b.Loop() {
		if _, err := Sweep(p); err != nil {
			b.Fatal(err)
		}
	}
}
