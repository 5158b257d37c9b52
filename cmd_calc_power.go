package main

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"pegasus/i18n"
	"pegasus/model/power"
	"pegasus/model/reference"
	"pegasus/panels/kit"
)

// powerCalc is the JSON of `calc power`. Figures are unrounded; Rounded
// holds the digest's convention (server power rounded to 0.1 kW first).
type powerCalc struct {
	DPUW            float64     `json:"dpu_w"`
	CX7W            float64     `json:"cx7_w"`
	RNICW           float64     `json:"rnic_w"`
	NICs            int         `json:"nics"`
	ShareLowPct     float64     `json:"share_low_pct"`
	ShareHighPct    float64     `json:"share_high_pct"`
	ExtraW          float64     `json:"extra_w"`
	ServerKWLow     float64     `json:"server_kw_low"`
	ServerKWHigh    float64     `json:"server_kw_high"`
	SavingW         float64     `json:"saving_w"`
	SavingPctLow    float64     `json:"saving_pct_low"`
	SavingPctHigh   float64     `json:"saving_pct_high"`
	Rounded         roundedJSON `json:"rounded"`
	StatedPct       float64     `json:"stated_saving_pct"`
	StatedInRange   bool        `json:"stated_in_range"`
	StatedInRounded bool        `json:"stated_in_rounded_range"`
}

// roundedJSON is the digest's convention: server power rounded to 0.1 kW
// before the saving is divided by it.
type roundedJSON struct {
	ServerKWLow   float64 `json:"server_kw_low"`
	ServerKWHigh  float64 `json:"server_kw_high"`
	SavingPctLow  float64 `json:"saving_pct_low"`
	SavingPctHigh float64 `json:"saving_pct_high"`
}

// powerFlag is one input of `calc power`: its engine field, its default
// and the rule a value that is not a number breaks.
type powerFlag struct {
	field string
	def   float64
	rule  power.Rule
	usage func(i18n.FlagText) string
}

// powerFlags lists the inputs in the order the command documents them.
func powerFlags() []powerFlag {
	return []powerFlag{
		{"dpu_w", 150, power.RulePositive, func(f i18n.FlagText) string { return f.DPUW }},
		{"cx7_w", 45, power.RulePositive, func(f i18n.FlagText) string { return f.CX7W }},
		{"rnic_w", 75, power.RulePositive, func(f i18n.FlagText) string { return f.RNICW }},
		{"nics", 8, power.RuleNICs, func(f i18n.FlagText) string { return f.NICs }},
		{"share_low_pct", 6.5, power.RuleShare, func(f i18n.FlagText) string { return f.ShareLowPct }},
		{"share_high_pct", 13.7, power.RuleShare, func(f i18n.FlagText) string { return f.ShareHighPct }},
	}
}

// flagName is the command-line spelling of an engine field.
func flagName(field string) string { return strings.ReplaceAll(field, "_", "-") }

// runCalcPower works the digest's power arithmetic for any inputs.
func runCalcPower(args []string, stdout, stderr io.Writer, e env, t *i18n.Text) int {
	fs, asJSON := calcFlags("power", stderr, t, func(setting) bool { return false })
	for _, f := range powerFlags() {
		fs.String(flagName(f.field), strconv.FormatFloat(f.def, 'f', -1, 64), f.usage(t.Flags))
	}
	if stop, code := parseFlags(fs, args, stderr, t); stop {
		return code
	}
	ld, err := loadSettings(fs, e, false, time.Now())
	if err != nil {
		return report(stderr, err)
	}
	in, err := powerInputs(ld.text, fs)
	if err != nil {
		return report(stderr, err)
	}
	a := power.Compute(in)
	res := powerCalc{
		DPUW: in.DPUW, CX7W: in.CX7W, RNICW: in.RNICW, NICs: in.NICs, ShareLowPct: in.ShareLowPct, ShareHighPct: in.ShareHighPct,
		ExtraW: a.ExtraW, ServerKWLow: a.ServerKWLow, ServerKWHigh: a.ServerKWHigh,
		SavingW: a.SavingW, SavingPctLow: a.SavingPctLow, SavingPctHigh: a.SavingPctHigh,
		Rounded:         roundedJSON{a.Rounded.ServerKWLow, a.Rounded.ServerKWHigh, a.Rounded.SavingPctLow, a.Rounded.SavingPctHigh},
		StatedPct:       reference.StatedSavingPct,
		StatedInRange:   power.Contains(a.SavingPctLow, a.SavingPctHigh, reference.StatedSavingPct),
		StatedInRounded: power.Contains(a.Rounded.SavingPctLow, a.Rounded.SavingPctHigh, reference.StatedSavingPct),
	}
	return printCalc(stdout, stderr, *asJSON, res, func(w io.Writer) { printPowerTable(w, ld.text, res) })
}

// powerInputs reads and checks the flags; a message names the flag, the
// value and what is allowed.
func powerInputs(t *i18n.Text, fs *pflag.FlagSet) (power.Inputs, error) {
	vals := map[string]float64{}
	for _, f := range powerFlags() {
		raw := fs.Lookup(flagName(f.field)).Value.String()
		v, err := strconv.ParseFloat(strings.TrimSpace(raw), 64)
		if err != nil {
			fe := &power.FieldError{Field: f.field, Rule: f.rule}
			return power.Inputs{}, badFlag(t, flagName(f.field), raw, kit.PowerAllowed(t, fe, 0, 0))
		}
		vals[f.field] = v
	}
	in := power.Inputs{DPUW: vals["dpu_w"], CX7W: vals["cx7_w"], RNICW: vals["rnic_w"], NICs: int(vals["nics"]),
		ShareLowPct: vals["share_low_pct"], ShareHighPct: vals["share_high_pct"]}
	if vals["nics"] != float64(in.NICs) {
		in.NICs = 0 // not a whole number: reported as out of range below
	}
	var fe *power.FieldError
	if err := in.Validate(); errors.As(err, &fe) {
		raw := fs.Lookup(flagName(fe.Field)).Value.String()
		return power.Inputs{}, badFlag(t, flagName(fe.Field), raw, kit.PowerAllowed(t, fe, in.ShareHighPct, in.CX7W))
	}
	return in, nil
}

// printPowerTable writes the arithmetic as a short table in language t.
func printPowerTable(w io.Writer, t *i18n.Text, r powerCalc) {
	c := t.Power
	num := i18n.Number
	fmt.Fprintln(w, t.Check.CalcPowerTitle)
	fmt.Fprintf(w, t.Check.CalcPowerSettingsFmt+"\n\n",
		num(r.DPUW, -1), num(r.CX7W, -1), num(r.RNICW, -1), r.NICs, num(r.ShareLowPct, -1), num(r.ShareHighPct, -1))
	answer := func(b bool) string {
		if b {
			return t.Shell.Yes
		}
		return t.Shell.No
	}
	writeRows(w, [][]string{
		{c.StepExtra, num(r.ExtraW, 2) + " W"},
		{fmt.Sprintf(c.StepServerFmt, num(r.ShareLowPct, -1), num(r.ShareHighPct, -1)), num(r.ServerKWLow, 3) + "-" + num(r.ServerKWHigh, 3) + " kW"},
		{fmt.Sprintf(c.SummarySavingFmt, num(r.RNICW, -1)+" W P-RNIC"), num(r.SavingW, 2) + " W"},
		{c.Unrounded, num(r.SavingPctLow, 2) + "-" + num(r.SavingPctHigh, 2) + " %"},
		{c.DigestRounding, num(r.Rounded.SavingPctLow, 2) + "-" + num(r.Rounded.SavingPctHigh, 2) + " %"},
		{fmt.Sprintf(c.StepHoldsFmt, num(r.StatedPct, 1)), answer(r.StatedInRounded)},
	})
}
