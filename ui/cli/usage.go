package cli

import (
	"fmt"
	"io"

	"github.com/spf13/pflag"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// explorerUsage prints how to run the explorer and each command, then the
// explorer's own flags and, with all, the flag of every engine knob
// (without, a line says how many there are and where they are listed).
func explorerUsage(w io.Writer, t *i18n.Text, fs *pflag.FlagSet, all bool) {
	fmt.Fprintln(w, t.CLI.UsageTitle)
	rows := [][]string{{"  " + fmt.Sprintf(t.CLI.CommandLineFmt, "pegasus"), t.CLI.ExplorerLine}}
	for _, name := range commandNames() {
		rows = append(rows, []string{"  " + usageLine(t, name), t.CLI.Commands[name]})
	}
	for _, l := range kit.Table(rows, 2) {
		fmt.Fprintln(w, l)
	}
	fmt.Fprintln(w)
	subjectList(w, t)
	fmt.Fprintln(w)
	if all {
		printFlags(w, t, fs)
		return
	}
	printFlagsIf(w, t, fs, func(f *pflag.Flag) bool { return !isKnobFlag(f) })
	knobs := 0
	fs.VisitAll(func(f *pflag.Flag) {
		if isKnobFlag(f) && !f.Hidden {
			knobs++
		}
	})
	fmt.Fprintln(w)
	for _, l := range kit.Wrap(fmt.Sprintf(t.CLI.KnobFlagsFmt, knobs), 78) {
		fmt.Fprintln(w, l)
	}
}

// subjectList prints the calc subjects with a line each.
func subjectList(w io.Writer, t *i18n.Text) {
	fmt.Fprintln(w, t.CLI.SubjectsTitle)
	var rows [][]string
	for _, name := range subjectNames() {
		rows = append(rows, []string{"  " + name, t.CLI.Subjects[name]})
	}
	for _, l := range kit.Table(rows, 2) {
		fmt.Fprintln(w, l)
	}
}

// commandUsage prints a command's usage line, a description and flags.
func commandUsage(w io.Writer, t *i18n.Text, name string, fs *pflag.FlagSet) {
	if line := usageLine(t, name); line != "pegasus "+name+" [flags]" {
		fmt.Fprintln(w, t.CLI.UsageTitle+" "+line)
	} else {
		fmt.Fprintf(w, t.CLI.CommandUsageFmt+"\n", "pegasus", name)
	}
	fmt.Fprintln(w, "  "+t.CLI.Commands[name])
	fmt.Fprintln(w)
	printFlags(w, t, fs)
}
