package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// printCalc writes res as JSON when asJSON is set and the readable table
// that printTable writes otherwise; it returns the exit code.
func printCalc(stdout, stderr io.Writer, asJSON bool, res any, printTable func(io.Writer)) int {
	if asJSON {
		if err := writeJSON(stdout, res); err != nil {
			return report(stderr, err)
		}
		return exitOK
	}
	printTable(stdout)
	return exitOK
}

// writeRows writes rows as aligned lines; the columns listed in right are
// right-aligned.
func writeRows(w io.Writer, rows [][]string, right ...int) {
	for _, l := range kit.Table(rows, 2, right...) {
		fmt.Fprintln(w, l)
	}
}

// flagValue reads a flag as a number; a message names the flag, the value
// and what is allowed when it is not one.
func flagValue(t *i18n.Text, fs *pflag.FlagSet, name, allowed string) (float64, error) {
	raw := fs.Lookup(name).Value.String()
	v, err := strconv.ParseFloat(strings.TrimSpace(raw), 64)
	if err != nil {
		return 0, badFlag(t, name, raw, allowed)
	}
	return v, nil
}

// flagReader reads numeric flags into their destinations and keeps the
// first error, so a command checks once after reading them all.
type flagReader struct {
	t   *i18n.Text
	fs  *pflag.FlagSet
	err error
}

// number reads flag name into dst; allowed says what the flag takes.
func (r *flagReader) number(name, allowed string, dst *float64) {
	if r.err == nil {
		*dst, r.err = flagValue(r.t, r.fs, name, allowed)
	}
}

// whole reads flag name, which must be a whole number, into dst.
func (r *flagReader) whole(name string, dst *int) {
	var v float64
	if r.number(name, r.t.Config.AllowedWholeNumber, &v); r.err == nil && v != float64(int(v)) {
		r.err = badFlag(r.t, name, r.fs.Lookup(name).Value.String(), r.t.Config.AllowedWholeNumber)
	}
	*dst = int(v)
}

// seed reads --seed, a whole number from 1 to maxSeed.
func (r *flagReader) seed(dst *uint64) {
	allowed := fmt.Sprintf(r.t.Config.AllowedWholeRangeFmt, "1", i18n.Int(maxSeed))
	var v float64
	if r.number("seed", allowed, &v); r.err == nil && (v < 1 || v > maxSeed || v != float64(int(v))) {
		r.err = badFlag(r.t, "seed", r.fs.Lookup("seed").Value.String(), allowed)
	}
	*dst = uint64(v)
}

// badFlag is the one-line message for a flag value that is not allowed.
func badFlag(t *i18n.Text, name, raw, allowed string) error {
	return &inputError{fmt.Sprintf(t.Config.BadValueFmt, fmt.Sprintf(t.Config.SourceFlagFmt, name), strings.ReplaceAll(name, "-", "_"), raw, allowed)}
}
