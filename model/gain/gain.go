// Package gain converts between the paper's way of printing a speed-up and
// the usual one. The paper normalises Pegasus to 1 and prints the gain as
// how much slower the old cluster is, relative to Pegasus:
//
//	printed = (new - old) / new = 1 - old/new
//
// The usual convention divides by the old rate instead:
//
//	usual = (new - old) / old = new/old - 1
//
// For small gains the two nearly agree (usual = printed + printed^2 + ...);
// for large ones they part: 53.2 % printed is +114 % in the usual sense.
package gain

import "pegasus/model/knob"

// Input is what the converter takes: one gain as the paper prints it.
type Input struct {
	PrintedPct float64 // %, Pegasus normalised to 1
}

// MaxPrintedPct is the largest printed gain accepted: at 100 % the old
// cluster would run at zero speed, so the range stops just short of it.
const MaxPrintedPct = 99.9

// Knobs declares the converter's one input; its default is the paper's
// largest printed gain, LLaMA 7B's 53.2 %.
func Knobs() knob.Table[Input] {
	return knob.Table[Input]{
		Name: "gain",
		Fields: []knob.Field[Input]{
			knob.Bind(knob.Spec{Key: "printed_pct", Unit: "%", Kind: knob.Number, Min: 0, Max: MaxPrintedPct, Step: 0.1, Big: 1,
				Default: 53.2, Origin: knob.Paper},
				func(in *Input) *float64 { return &in.PrintedPct }),
		},
	}
}

// Conversion is one printed gain in every convention.
type Conversion struct {
	PrintedPct float64 // the paper's figure, % (Pegasus normalised to 1)
	OldOverNew float64 // the old cluster's rate relative to Pegasus
	Speedup    float64 // Pegasus's rate over the old cluster's
	UsualPct   float64 // the usual "+x %": (speedup - 1) x 100
}

// FromPrinted converts the paper's printed gain; a value outside the
// knob's range is a *knob.FieldError.
func FromPrinted(printedPct float64) (Conversion, error) {
	if err := Knobs().Validate(Input{PrintedPct: printedPct}); err != nil {
		return Conversion{}, err
	}
	old := 1 - printedPct/100
	s := 1 / old
	return Conversion{PrintedPct: printedPct, OldOverNew: old, Speedup: s, UsualPct: 100 * (s - 1)}, nil
}

// Curve samples both conventions for printed gains from 0 to maxPct.
func Curve(maxPct float64, points int) (printed, usual []float64) {
	for i := 0; i < points; i++ {
		p := maxPct * float64(i) / float64(points-1)
		c, _ := FromPrinted(p)
		printed = append(printed, p)
		usual = append(usual, c.UsualPct)
	}
	return printed, usual
}
