package main

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"pegasus/i18n"
	"pegasus/model/gain"
	"pegasus/model/reference"
)

// gainCalc is the JSON of `calc gain`.
type gainCalc struct {
	PrintedPct float64 `json:"printed_pct"`
	OldOverNew float64 `json:"old_over_new"`
	Speedup    float64 `json:"speedup"`
	UsualPct   float64 `json:"usual_pct"`
}

// runCalcGain converts a gain printed in the paper's convention.
func runCalcGain(args []string, stdout, stderr io.Writer, e env, t *i18n.Text) int {
	fs, asJSON := calcFlags("gain", stderr, t, func(setting) bool { return false })
	fs.String("printed-pct", strconv.FormatFloat(reference.PrintedLlama7B, 'f', -1, 64), t.Flags.PrintedPct)
	if stop, code := parseFlags(fs, args, stderr, t); stop {
		return code
	}
	ld, err := loadSettings(fs, e, false, time.Now())
	if err != nil {
		return report(stderr, err)
	}
	raw := fs.Lookup("printed-pct").Value.String()
	v, perr := strconv.ParseFloat(strings.TrimSpace(raw), 64)
	c, cerr := gain.FromPrinted(v)
	var re *gain.RangeError
	if perr != nil || errors.As(cerr, &re) {
		return report(stderr, badFlag(ld.text, "printed-pct", raw, ld.text.Config.AllowedGain))
	}
	res := gainCalc{PrintedPct: c.PrintedPct, OldOverNew: c.OldOverNew, Speedup: c.Speedup, UsualPct: c.UsualPct}
	return printCalc(stdout, stderr, *asJSON, res, func(w io.Writer) {
		ev := ld.text.Evidence
		num := i18n.Number
		fmt.Fprintln(w, ld.text.Check.CalcGainTitle)
		writeRows(w, [][]string{
			{ev.PrintedLabel, num(c.PrintedPct, -1) + " %"},
			{ev.OldOverNewLabel, num(c.OldOverNew, 4)},
			{ev.SpeedupLabel, num(c.Speedup, 4) + "x"},
			{ev.UsualLabel, i18n.Signed(c.UsualPct, 2) + " %"},
		})
	})
}
