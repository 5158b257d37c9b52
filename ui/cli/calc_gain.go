package cli

import (
	"fmt"
	"io"

	"pegasus/i18n"
	"pegasus/model/gain"
)

// gainCalc is the JSON of `calc gain`.
type gainCalc struct {
	PrintedPct float64 `json:"printed_pct"`
	OldOverNew float64 `json:"old_over_new"`
	Speedup    float64 `json:"speedup"`
	UsualPct   float64 `json:"usual_pct"`
}

// calcGain converts a gain printed in the paper's convention.
func calcGain(in calcInput) (any, func(io.Writer) error, error) {
	g, err := gain.Knobs().FromValues(in.values["gain"])
	if err != nil {
		return nil, nil, err
	}
	c, err := gain.FromPrinted(g.PrintedPct)
	if err != nil {
		return nil, nil, err
	}
	res := gainCalc{PrintedPct: c.PrintedPct, OldOverNew: c.OldOverNew, Speedup: c.Speedup, UsualPct: c.UsualPct}
	return res, func(w io.Writer) error {
		ev, num := in.t.Evidence, i18n.Number
		fmt.Fprintln(w, in.t.Check.CalcGainTitle)
		return writeRows(w, [][]string{
			{ev.PrintedLabel, num(c.PrintedPct, -1) + " %"},
			{ev.OldOverNewLabel, num(c.OldOverNew, 4)},
			{ev.SpeedupLabel, num(c.Speedup, 4) + "x"},
			{ev.UsualLabel, i18n.Signed(c.UsualPct, 2) + " %"},
		})
	}, nil
}
