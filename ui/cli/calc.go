package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"pegasus/i18n"
	"pegasus/model/engines"
	"pegasus/model/report"
	"pegasus/panels/kit"
	"pegasus/ui/settings"
)

// subjectNames lists the calc subjects: every registered engine.
func subjectNames() []string {
	var out []string
	for _, e := range engines.All() {
		out = append(out, e.Name())
	}
	return out
}

// runCalc computes one subject from its defaults and the flags alone.
func runCalc(c *ctx, args []string) int {
	t := c.t
	name, at := findCommandIn(args, subjectNames(), map[string]bool{"lang": true})
	if name == "" {
		if slices.Contains(args, "--help") || slices.Contains(args, "-h") {
			return c.output(func(w io.Writer) error { calcUsage(w, t); return nil })
		}
		list := strings.Join(subjectNames(), t.Config.NameSep)
		msg := fmt.Sprintf(t.CLI.NeedSubjectFmt, list)
		if at >= 0 {
			msg = fmt.Sprintf(t.CLI.UnknownSubjectFmt, args[at], list)
		}
		return c.fail(&settings.InputError{Msg: msg})
	}
	subj, _ := engines.Find(name)
	rest := append(slices.Clone(args[:at]), args[at+1:]...)
	fs := newFlagSet("pegasus calc " + name)
	addGlobal(fs, t)
	asJSON := fs.Bool("json", false, t.Flags.JSON)
	rows := settings.Rows(subj.Groups())
	var knobs []settings.Row
	for _, r := range rows {
		if r.Group != "" {
			knobs = append(knobs, r)
		}
	}
	settings.AddFlags(fs, knobs, settings.Row.ShortFlag, knobUsage(t))
	// The explorer's spelling of a prefixed flag works here too, hidden.
	settings.AddFlags(fs, knobs, settings.Row.Flag, knobUsage(t))
	for _, r := range knobs {
		if r.Flag() != r.ShortFlag() {
			fs.Lookup(r.Flag()).Hidden = true
		}
	}
	if err := parse(fs, rest, t, "pegasus calc "+name); errors.Is(err, errHelp) {
		return c.output(func(w io.Writer) error { subjectUsage(w, t, subj, fs); return nil })
	} else if err != nil {
		return c.fail(err)
	}
	if err := noArgs(fs, t); err != nil {
		return c.fail(err)
	}
	ld, err := settings.Load(settings.Request{Groups: subj.Groups(), Flags: fs, Env: c.env, Text: t, Now: time.Now()})
	if err != nil {
		return c.fail(err)
	}
	rep, err := subj.Report(report.Values(ld.Values))
	if err != nil {
		return c.fail(err)
	}
	if *asJSON {
		return c.output(func(w io.Writer) error { return writeJSON(w, rep) })
	}
	g := glyphsFor(c.ascii(fs))
	return c.output(func(w io.Writer) error { return writeReport(w, t, g, rep) })
}

// findCommandIn finds the first word of args that is not a flag or a
// flag's value: its name when it is one of names, else "" and its index
// (-1 when there is no word).
func findCommandIn(args, names []string, valueFlags map[string]bool) (string, int) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if strings.HasPrefix(a, "-") {
			if n := strings.TrimLeft(a, "-"); !strings.Contains(n, "=") && valueFlags[n] {
				i++
			}
			continue
		}
		if slices.Contains(names, a) {
			return a, i
		}
		return "", i
	}
	return "", -1
}

// calcUsage prints how to run calc and its subjects.
func calcUsage(w io.Writer, t *i18n.Text) {
	fmt.Fprintln(w, t.CLI.UsageTitle)
	fmt.Fprintln(w, "  "+fmt.Sprintf(t.CLI.CalcLineFmt, "pegasus"))
	fmt.Fprintln(w)
	subjectList(w, t)
	fmt.Fprintln(w)
	for _, l := range kit.Wrap(t.CLI.CalcNote, 78) {
		fmt.Fprintln(w, l)
	}
}

// subjectUsage prints a subject's usage and flags.
func subjectUsage(w io.Writer, t *i18n.Text, e engines.Engine, fs *pflag.FlagSet) {
	fmt.Fprintf(w, t.CLI.SubjectUsageFmt+"\n", "pegasus", e.Name())
	fmt.Fprintln(w, "  "+t.CLI.Subjects[e.Name()])
	fmt.Fprintln(w)
	printFlags(w, t, fs)
}

// writeJSON prints v as indented JSON.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return fmt.Errorf("write JSON: %w", err)
	}
	return nil
}

// writeRows writes rows as aligned lines; the columns listed in right are
// right-aligned.
func writeRows(w io.Writer, rows [][]string, right ...int) error {
	for _, l := range kit.Table(rows, 2, right...) {
		if _, err := fmt.Fprintln(w, l); err != nil {
			return err
		}
	}
	return nil
}

// glyphsFor picks the glyph set for plain output.
func glyphsFor(ascii bool) kit.Glyphs {
	if ascii {
		return kit.ASCIIGlyphs()
	}
	return kit.UnicodeGlyphs()
}
