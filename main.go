// Command pegasus is a terminal explorer of Tencent's Pegasus network for a
// bare-metal AI cloud: live, bilingual panels over pure engines, plus the
// non-interactive `check` and `calc` commands.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/mattn/go-runewidth"
	"github.com/spf13/pflag"

	"pegasus/assets"
	"pegasus/i18n"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr, newEnv(os.Environ())))
}

// Exit codes.
const (
	exitOK       = 0
	exitMismatch = 1 // check: a figure disagrees with the seed
	exitBadInput = 2 // bad flags, config, environment, or no terminal
)

// run dispatches to a subcommand or the explorer and returns the exit code.
func run(args []string, stdout, stderr io.Writer, env env) int {
	// Ambiguous-width glyphs are one cell, whatever the locale says; only
	// the --ascii mode suits terminals that draw them wide.
	runewidth.DefaultCondition.EastAsianWidth = false
	if len(args) > 0 {
		switch args[0] {
		case "check":
			return runCheck(args[1:], stdout, stderr, env)
		case "calc":
			return runCalc(args[1:], stdout, stderr, env)
		case "config":
			_, err := stdout.Write(assets.DefaultConfig)
			if err != nil {
				return report(stderr, fmt.Errorf("write the default config: %w", err))
			}
			return exitOK
		case "help":
			return runTUI([]string{"--help"}, stdout, stderr, env)
		}
	}
	return runTUI(args, stdout, stderr, env)
}

// newFlagSet builds a command's flags: --config and the settings keep
// selects, with help in language t. Parse errors are returned, not fatal.
func newFlagSet(name string, stderr io.Writer, t *i18n.Text, keep func(setting) bool) *pflag.FlagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.SortFlags = false
	fs.String("config", "", t.Flags.Config)
	addSettingFlags(fs, t, keep)
	return fs
}

// addSettingFlags declares one string flag per setting (values are checked
// by the setting itself, so messages name the flag and what is allowed),
// with help in the user's language.
func addSettingFlags(fs *pflag.FlagSet, t *i18n.Text, keep func(setting) bool) {
	for _, s := range settings() {
		if s.Flag == "" || !keep(s) {
			continue
		}
		fs.String(s.Flag, "", s.Usage(t.Flags))
		// Marked so that only these flags are read as settings: a command may
		// declare its own flag of the same name (calc power's --dpu-w).
		_ = fs.SetAnnotation(s.Flag, settingAnnotation, []string{s.Key})
		if s.Kind == kindBool {
			fs.Lookup(s.Flag).NoOptDefVal = "true"
		}
	}
}

// settingAnnotation marks the flags that set a configuration key.
const settingAnnotation = "pegasus-setting"

// earlyLang picks the language for messages before the configuration is
// fully read: a valid --lang, else PEGASUS_LANG, else the locale.
func earlyLang(fs *pflag.FlagSet, getenv func(string) string) *i18n.Text {
	if f := fs.Lookup("lang"); f != nil && f.Changed {
		if l, err := i18n.ParseLang(f.Value.String()); err == nil {
			return i18n.For(l)
		}
	}
	return envLang(getenv)
}

// envLang is the language PEGASUS_LANG names, else the locale's.
func envLang(getenv func(string) string) *i18n.Text {
	if l, err := i18n.ParseLang(getenv("PEGASUS_LANG")); err == nil {
		return i18n.For(l)
	}
	return i18n.For(i18n.DetectLang(getenv))
}

// earlyLangFromArgs picks the message language before flags are parsed
// (a flag error must be reported in some language): a --lang value among
// the arguments if valid, else PEGASUS_LANG, else the locale.
func earlyLangFromArgs(args []string, e env) *i18n.Text {
	for i, a := range args {
		v, ok := strings.CutPrefix(a, "--lang=")
		if !ok && a == "--lang" && i+1 < len(args) {
			v, ok = args[i+1], true
		}
		if l, err := i18n.ParseLang(v); ok && err == nil {
			return i18n.For(l)
		}
	}
	return envLang(e.get)
}

// finalText resolves the configured language ("" means the locale's).
func finalText(s appSettings, getenv func(string) string) *i18n.Text {
	if l, err := i18n.ParseLang(s.Lang); err == nil {
		return i18n.For(l)
	}
	return i18n.For(i18n.DetectLang(getenv))
}

// configPath returns the config file to read and whether the user named it.
func configPath(fs *pflag.FlagSet, getenv func(string) string) (string, bool) {
	if f := fs.Lookup("config"); f != nil && f.Changed {
		return f.Value.String(), true
	}
	if p := getenv("PEGASUS_CONFIG"); p != "" {
		return p, true
	}
	return defaultConfigPath(getenv), false
}

// report prints an error and returns its exit code: bad input is 2.
func report(stderr io.Writer, err error) int {
	var in *inputError
	if errors.As(err, &in) {
		fmt.Fprintln(stderr, "pegasus: "+in.msg)
		return exitBadInput
	}
	fmt.Fprintln(stderr, "pegasus: "+err.Error())
	return exitBadInput
}

// parseFlags parses args. A flag error (unknown flag, missing value) is
// printed on one line with a pointer to --help, and is bad input.
func parseFlags(fs *pflag.FlagSet, args []string, stderr io.Writer, t *i18n.Text) (stop bool, code int) {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return true, exitOK
		}
		fmt.Fprintf(stderr, "pegasus: %s (%s)\n", err, fmt.Sprintf(t.Config.SeeHelpFmt, fs.Name()))
		return true, exitBadInput
	}
	return false, exitOK
}
