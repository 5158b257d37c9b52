package cli

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/spf13/pflag"

	"pegasus/i18n"
	"pegasus/i18n/knobtext"
	"pegasus/model/engines"
	"pegasus/panels/kit"
	"pegasus/ui/safe"
	"pegasus/ui/settings"
)

// newFlagSet is a flag set that reports errors instead of printing them:
// pflag's own English never reaches the user.
func newFlagSet(name string) *pflag.FlagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	fs.SortFlags = false
	return fs
}

// addGlobal declares the flags every command takes: --lang, --ascii and
// --help (the explorer declares its own full set).
func addGlobal(fs *pflag.FlagSet, t *i18n.Text) {
	fs.String("lang", "", t.Flags.Lang)
	fs.Bool("ascii", false, t.Flags.ASCII)
	fs.BoolP("help", "h", false, t.Flags.Help)
}

// errHelp is returned by parse when the user asked for help.
var errHelp = errors.New("help")

// parse parses args; a flag error is an *InputError in language t that
// names the flag, with a pointer to --help.
func parse(fs *pflag.FlagSet, args []string, t *i18n.Text, helpHint string) error {
	err := fs.Parse(args)
	if errors.Is(err, pflag.ErrHelp) || (err == nil && fs.Lookup("help") != nil && fs.Lookup("help").Changed) {
		return errHelp
	}
	if err == nil {
		return checkLang(fs, t)
	}
	return &settings.InputError{Msg: flagError(fs, t, err) + fmt.Sprintf(t.Config.AsideFmt, fmt.Sprintf(t.Config.SeeHelpFmt, helpHint))}
}

// flagError words one of pflag's errors in language t, by its type
// (pflag's English never reaches the user). What the user typed is
// echoed through safe.Line; an unknown flag gets the nearest known one.
func flagError(fs *pflag.FlagSet, t *i18n.Text, err error) string {
	var (
		unknown *pflag.NotExistError
		noValue *pflag.ValueRequiredError
		invalid *pflag.InvalidValueError
		syntax  *pflag.InvalidSyntaxError
	)
	switch {
	case errors.As(err, &unknown):
		if unknown.GetSpecifiedShortnames() != "" {
			return fmt.Sprintf(t.CLI.UnknownFlagFmt, "-"+safe.Line(unknown.GetSpecifiedName()))
		}
		name := unknown.GetSpecifiedName()
		return fmt.Sprintf(t.CLI.UnknownFlagFmt, "--"+safe.Line(name)) +
			settings.DidYouMean(t, name, "", visibleFlags(fs), func(n string) string { return "--" + n })
	case errors.As(err, &noValue):
		return fmt.Sprintf(t.CLI.FlagValueFmt, "--"+noValue.GetFlag().Name)
	case errors.As(err, &invalid):
		f := invalid.GetFlag()
		allowed := fmt.Sprintf(t.Config.AllowedOneOfFmt, "true"+t.Shell.ChoiceSep+"false")
		return fmt.Sprintf(t.Config.BadValueFmt, fmt.Sprintf(t.Config.SourceFlagFmt, f.Name), f.Name, invalid.GetValue(), allowed)
	case errors.As(err, &syntax):
		return fmt.Sprintf(t.CLI.BadFlagFmt, safe.Line(syntax.GetSpecifiedFlag()))
	}
	return safe.Line(err.Error())
}

// visibleFlags lists the names of the flags usage shows.
func visibleFlags(fs *pflag.FlagSet) []string {
	var names []string
	fs.VisitAll(func(f *pflag.Flag) {
		if !f.Hidden {
			names = append(names, f.Name)
		}
	})
	return names
}

// checkLang refuses a --lang that names no language of the explorer, as
// the explorer's own settings do ("auto" follows the locale).
func checkLang(fs *pflag.FlagSet, t *i18n.Text) error {
	f := fs.Lookup("lang")
	if f == nil || !f.Changed || f.Value.String() == "auto" {
		return nil
	}
	if _, err := i18n.ParseLang(f.Value.String()); err == nil {
		return nil
	}
	allowed := []string{"auto"}
	for _, l := range i18n.Langs {
		allowed = append(allowed, string(l))
	}
	return &settings.InputError{Msg: fmt.Sprintf(t.Config.BadValueFmt, fmt.Sprintf(t.Config.SourceFlagFmt, "lang"), "lang", f.Value.String(),
		fmt.Sprintf(t.Config.AllowedOneOfFmt, strings.Join(allowed, t.Shell.ChoiceSep)))}
}

// commandFlags is the flag set of `pegasus <name>`, with the flags every
// command takes (addGlobal).
func (c *ctx) commandFlags(name string) *pflag.FlagSet {
	fs := newFlagSet("pegasus " + name)
	addGlobal(fs, c.t)
	return fs
}

// parseCommand parses the flags of `pegasus <name>` and refuses more than
// maxArgs words after them. It is false when the command has nothing more
// to do: --help printed its usage, or a bad flag or word failed; code is
// then how it ends.
func (c *ctx) parseCommand(name string, fs *pflag.FlagSet, args []string, maxArgs int) (code int, ok bool) {
	t := c.t
	if err := parse(fs, args, t, "pegasus "+name); errors.Is(err, errHelp) {
		return c.output(func(w io.Writer) error { commandUsage(w, t, name, fs); return nil }), false
	} else if err != nil {
		return c.fail(err), false
	}
	if fs.NArg() > maxArgs {
		return c.fail(&settings.InputError{Msg: fmt.Sprintf(t.CLI.ExtraArgFmt, fs.Arg(maxArgs))}), false
	}
	return 0, true
}

// noArgs refuses words left after the flags.
func noArgs(fs *pflag.FlagSet, t *i18n.Text) error {
	if fs.NArg() > 0 {
		return &settings.InputError{Msg: fmt.Sprintf(t.CLI.ExtraArgFmt, fs.Arg(0))}
	}
	return nil
}

// printFlags lists a flag set's flags with their help, in declaration
// order, hidden flags left out.
func printFlags(w io.Writer, t *i18n.Text, fs *pflag.FlagSet) {
	printFlagsIf(w, t, fs, func(*pflag.Flag) bool { return true })
}

// printFlagsIf prints the visible flags that keep says to print.
func printFlagsIf(w io.Writer, t *i18n.Text, fs *pflag.FlagSet, keep func(*pflag.Flag) bool) {
	var rows [][]string
	fs.VisitAll(func(f *pflag.Flag) {
		if f.Hidden || !keep(f) {
			return
		}
		name := "--" + f.Name
		if f.Shorthand != "" {
			name = "-" + f.Shorthand + ", " + name
		}
		rows = append(rows, []string{"  " + name, f.Usage})
	})
	fmt.Fprintln(w, t.CLI.FlagsTitle)
	for _, l := range kit.Table(rows, 2) {
		fmt.Fprintln(w, l)
	}
}

// knobUsage is a knob flag's help in language t.
func knobUsage(t *i18n.Text) func(settings.Row) string {
	return func(r settings.Row) string {
		return knobtext.FlagUsage(t, kit.UnicodeGlyphs().Micro, r.Group, r.Spec)
	}
}

// shellUsage is the help of the explorer's own flags.
func shellUsage(t *i18n.Text) func(settings.Row) string {
	help := map[string]string{settings.KeyLang: t.Flags.Lang, settings.KeyTheme: t.Flags.Theme, settings.KeyASCII: t.Flags.ASCII,
		settings.KeySavePrefs: t.Flags.SavePrefs, settings.KeyMouse: t.Flags.Mouse}
	return func(r settings.Row) string {
		if h, ok := help[r.Spec.Key]; ok {
			return h
		}
		return knobUsage(t)(r)
	}
}

// explorerFlags builds the explorer's flag set: --config, --help, the
// explorer's own keys and one flag per engine knob.
func explorerFlags(t *i18n.Text) *pflag.FlagSet {
	return explorerFlagSet(t, shellUsage(t), knobUsage(t))
}

// explorerFlagSet is explorerFlags with the help of the explorer's own
// keys and of the knobs given.
func explorerFlagSet(t *i18n.Text, shellHelp, knobHelp func(settings.Row) string) *pflag.FlagSet {
	fs := newFlagSet("pegasus")
	rows := settings.Rows(engines.Groups())
	var shell, knobs []settings.Row
	for _, r := range rows {
		if r.Group == "" {
			shell = append(shell, r)
		} else {
			knobs = append(knobs, r)
		}
	}
	fs.String("config", "", t.Flags.Config)
	settings.AddFlags(fs, shell, settings.Row.Flag, shellHelp)
	settings.AddFlags(fs, knobs, settings.Row.Flag, knobHelp)
	for _, r := range knobs {
		if err := fs.SetAnnotation(r.Flag(), knobFlag, []string{r.Group}); err != nil {
			panic(fmt.Sprintf("a knob without its flag: %v", err)) // AddFlags declared each one
		}
	}
	fs.BoolP("help", "h", false, t.Flags.Help)
	fs.Bool("help-all", false, t.Flags.HelpAll)
	return fs
}

// knobFlag annotates the explorer's flags that set an engine knob: its
// short help leaves them out.
const knobFlag = "pegasus-knob"

// isKnobFlag reports whether f sets an engine knob.
func isKnobFlag(f *pflag.Flag) bool {
	_, ok := f.Annotations[knobFlag]
	return ok
}

// explorerValueFlags reports whether the explorer's flag name takes a
// value, for finding a subcommand among the arguments. The names are
// worked out once a process (they follow from the compiled-in knob tables
// alone; tests run the command line hundreds of times), without the
// flags' help.
var explorerValueFlags = sync.OnceValue(func() func(name string) bool {
	takes := map[string]bool{}
	noHelp := func(settings.Row) string { return "" }
	explorerFlagSet(i18n.For(i18n.English), noHelp, noHelp).VisitAll(func(f *pflag.Flag) {
		if f.NoOptDefVal == "" && f.Value.Type() != "bool" {
			takes[f.Name] = true
		}
	})
	return func(name string) bool { return takes[name] }
})
