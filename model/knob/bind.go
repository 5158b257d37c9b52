package knob

// Value is a Go type a knob can be bound to: a number, or a type built on
// one (an enumeration such as a scheme or a policy).
type Value interface {
	~int | ~uint64 | ~float64
}

// Bind binds spec to the field of P that at points to. Reading converts
// the field to float64; setting converts the float64 back (a whole-number
// or named knob's value has no fraction, so nothing is lost). A knob whose
// value is not its field's (a percentage of a ratio, a name's index, a
// preset) spells out its own Get and Set instead.
func Bind[P any, V Value](spec Spec, at func(*P) *V) Field[P] {
	return Field[P]{
		Spec: spec,
		Get:  func(p P) float64 { return float64(*at(&p)) },
		Set:  func(p *P, v float64) { *at(p) = V(v) },
	}
}

// MaxSeed is the largest random seed any engine takes.
const MaxSeed = 1_000_000

// Seed declares an engine's "seed" knob: a whole number from 1 to MaxSeed,
// 1 by default, moved by 1 or big at a time.
func Seed(big float64) Spec {
	return Spec{Key: "seed", Kind: Whole, Min: 1, Max: MaxSeed, Step: 1, Big: big, Default: 1, Origin: Model}
}

// LineRate declares the "line_gbps" knob of the engines that simulate an
// RNIC's link (credit loop, incast, PCIe): one of the speeds 100, 200,
// 400 and 800 Gb/s, the paper's 400 Gb/s by default.
func LineRate() Spec {
	return Spec{Key: "line_gbps", Unit: "Gb/s", Kind: Choice, Choices: []float64{100, 200, 400, 800}, Default: 400, Origin: Paper}
}
