package advisor

import "testing"

// BenchmarkAdviseMax runs the advisor at every knob's maximum; the rules
// are a fixed number of comparisons, so any input costs the same.
func BenchmarkAdviseMax(b *testing.B) {
	tb := Knobs()
	in := tb.Defaults()
	for _, f := range tb.Fields {
		f.Set(&in, f.Highest())
	}
	if err := tb.Validate(in); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		_ = Advise(in)
		_ = Derive(in).Rows()
	}
}
