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

// wholeFlag reads a flag that must be a whole number.
func wholeFlag(t *i18n.Text, fs *pflag.FlagSet, name string) (int, error) {
	v, err := flagValue(t, fs, name, t.Config.AllowedWholeNumber)
	if err == nil && v != float64(int(v)) {
		err = badFlag(t, name, fs.Lookup(name).Value.String(), t.Config.AllowedWholeNumber)
	}
	return int(v), err
}

// seedFlag reads --seed, which must be a whole number of at least 1.
func seedFlag(t *i18n.Text, fs *pflag.FlagSet) (uint64, error) {
	v, err := flagValue(t, fs, "seed", t.Config.AllowedPositive)
	if err != nil || v < 1 || v != float64(int(v)) {
		return 0, badFlag(t, "seed", fs.Lookup("seed").Value.String(), t.Config.AllowedPositive)
	}
	return uint64(v), nil
}

// badFlag is the one-line message for a flag value that is not allowed.
func badFlag(t *i18n.Text, name, raw, allowed string) error {
	return &inputError{fmt.Sprintf(t.Config.BadValueFmt, fmt.Sprintf(t.Config.SourceFlagFmt, name), strings.ReplaceAll(name, "-", "_"), raw, allowed)}
}
