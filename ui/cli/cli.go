// Package cli is the command line: the explorer's start-up and the
// non-interactive commands (check, calc, config, read, present, notes,
// export). It parses flags in the user's language, reads the settings
// through package settings, and turns every failure into a clear message
// and an exit code. main only calls Run.
package cli

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/mattn/go-runewidth"
	"github.com/spf13/pflag"

	"pegasus/content"
	"pegasus/i18n"
	"pegasus/model/reference"
	"pegasus/panels/kit"
	"pegasus/ui/safe"
	"pegasus/ui/settings"
)

// Exit codes (README.md lists them too).
const (
	ExitOK       = 0 // done
	ExitMismatch = 1 // check: a figure disagrees with the digest
	ExitBadInput = 2 // bad flags, config, variables, deck file, or no terminal
	ExitIO       = 3 // the output or the preferences could not be written
	// A signal ends the explorer with 128 + its number after saving the
	// preferences: 129 for SIGHUP, 130 for SIGINT, 143 for SIGTERM.
)

// IO is where a command reads and writes.
type IO struct {
	Stdout, Stderr io.Writer
	// IsTerminal reports whether standard input and output are a terminal
	// (the explorer needs one).
	IsTerminal bool
	// Width is the terminal's width for wrapped text (0 when unknown).
	Width int
	// Figures, when set, gives `check` its rows: tests that run it many
	// times share one computation. Nil computes them (reference.All).
	Figures func() []reference.Row
	// Compute, when set, runs the engines of the panels a command builds
	// without the explorer (export, the deck catalog of present and
	// export) on a pool and cache shared with other runs: tests that run
	// many commands compute each engine once. Nil computes them here.
	Compute *kit.ComputeSession
	// Content, when set, gives the embedded texts: tests that run many
	// commands parse them once. Nil parses them (content.Load).
	Content func() (content.Library, error)
}

// content is the embedded texts, from Content or parsed here; an error
// says what failed to load.
func (o IO) content() (content.Library, error) {
	load := content.Load
	if o.Content != nil {
		load = o.Content
	}
	lib, err := load()
	if err != nil {
		return lib, fmt.Errorf("load the embedded texts: %w", err)
	}
	return lib, nil
}

// figures are the rows `check` reports.
func (o IO) figures() []reference.Row {
	if o.Figures != nil {
		return o.Figures()
	}
	return reference.All()
}

// command is one subcommand.
type command struct {
	name string
	run  func(c *ctx, args []string) int
}

// commands lists the subcommands in the order usage shows them.
func commands() []command {
	return []command{
		{"check", runCheck},
		{"calc", runCalc},
		{"config", runConfig},
		{"read", runRead},
		{"present", runPresent},
		{"notes", runNotes},
		{"export", runExport},
		{"serve", runServe},
	}
}

// commandNames lists the subcommands.
func commandNames() []string {
	var out []string
	for _, c := range commands() {
		out = append(out, c.name)
	}
	return out
}

// ctx is what every command receives.
type ctx struct {
	io  IO
	env settings.Env
	t   *i18n.Text // the language of messages so far
	// charset is the terminal's character set, from the locale. When it
	// is not UTF-8 the streams write ASCII only, and every command speaks
	// English with ASCII glyphs (see plain).
	charset i18n.Charset
	// rawStdout is standard output as given, for bytes that must not be
	// filtered (an export written to "-"), whatever the charset.
	rawStdout io.Writer
}

// plain reports whether the terminal's character set is not UTF-8: the
// explorer then writes English in ASCII, since the Chinese catalog and
// the glyphs (box lines, braille charts) would print as garbage.
func (c *ctx) plain() bool { return !c.charset.UTF8 }

// text is t, or English when the terminal cannot show t's language.
func (c *ctx) text(t *i18n.Text) *i18n.Text {
	if c.plain() && t.Lang != i18n.English {
		return i18n.For(i18n.English)
	}
	return t
}

// ascii reports whether a command draws with ASCII glyphs: --ascii, or a
// terminal that takes nothing else.
func (c *ctx) ascii(fs *pflag.FlagSet) bool {
	on, _ := fs.GetBool("ascii")
	return on || c.plain()
}

// charsetNotice says, in English (the only language such a terminal is
// shown), why the explorer runs in English and ASCII, and what to set.
func charsetNotice(cs i18n.Charset) string {
	t := i18n.For(i18n.English).Charset
	locale := cs.Var + "=" + safe.Line(cs.Value)
	fix := cs.Var + "=" + cs.UTF8Locale()
	if cs.Codeset == "" {
		return fmt.Sprintf(t.NoCodesetFmt, locale, fix)
	}
	return fmt.Sprintf(t.CodesetFmt, locale, safe.Line(cs.Codeset), fix)
}

// Run runs the explorer or a subcommand and returns the exit code.
// Global flags (--lang, --ascii, --help) work before or after a
// subcommand's name.
func Run(args []string, io IO, env settings.Env) int {
	// Ambiguous-width glyphs are one cell, whatever the locale says; only
	// the --ascii mode suits terminals that draw them wide. (Set only
	// when it differs: tests run commands side by side.)
	if runewidth.DefaultCondition.EastAsianWidth {
		runewidth.DefaultCondition.EastAsianWidth = false
	}
	name, at := findCommand(args, explorerValueFlags())
	c := &ctx{io: io, env: env, charset: i18n.DetectCharset(env.Get), rawStdout: io.Stdout}
	if c.plain() {
		c.io.Stdout, c.io.Stderr = asciiOnly(io.Stdout), asciiOnly(io.Stderr)
		fmt.Fprintln(c.io.Stderr, "pegasus: "+charsetNotice(c.charset))
	}
	if name == "" {
		c.t = c.text(earlyText(args, env, true))
		return runExplorer(c, args)
	}
	rest := append(slices.Clone(args[:at]), args[at+1:]...)
	c.t = c.text(earlyText(rest, env, false))
	if name == "help" {
		return runExplorer(c, []string{"--help"})
	}
	for _, cmd := range commands() {
		if cmd.name == name {
			return cmd.run(c, rest)
		}
	}
	return c.fail(&settings.InputError{Msg: fmt.Sprintf(c.t.Config.UnknownCommandFmt, name, strings.Join(commandNames(), c.t.Config.NameSep))})
}

// findCommand finds the first argument that is not a flag or a flag's
// value: the subcommand, if it is one ("" and -1 when there is none, or
// when the word is not a command: the explorer then refuses it).
func findCommand(args []string, takesValue func(flag string) bool) (string, int) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			return "", -1
		case strings.HasPrefix(a, "-"):
			name := strings.TrimLeft(a, "-")
			if !strings.Contains(name, "=") && takesValue(name) {
				i++ // skip the flag's value
			}
		case a == "help" || slices.Contains(commandNames(), a):
			return a, i
		default:
			return "", -1
		}
	}
	return "", -1
}

// earlyText picks the language of messages before the settings are read:
// a valid --lang among the arguments, else (for the explorer only, which
// reads PEGASUS_* variables) PEGASUS_LANG, else the locale.
func earlyText(args []string, env settings.Env, explorer bool) *i18n.Text {
	for i, a := range args {
		v, ok := strings.CutPrefix(a, "--lang=")
		if !ok && a == "--lang" && i+1 < len(args) {
			v, ok = args[i+1], true
		}
		if l, err := i18n.ParseLang(v); ok && err == nil {
			return i18n.For(l)
		}
	}
	if explorer {
		if l, err := i18n.ParseLang(env.Get("PEGASUS_LANG")); err == nil {
			return i18n.For(l)
		}
	}
	return i18n.For(i18n.DetectLang(env.Get))
}

// fail prints an error and returns its exit code: bad input is 2, the
// rest (writing, saving) 3. The message names each path once and holds
// no control characters (safe.Error).
func (c *ctx) fail(err error) int {
	fmt.Fprintln(c.io.Stderr, "pegasus: "+safe.Error(err))
	if settings.IsInputError(err) {
		return ExitBadInput
	}
	return ExitIO
}

// output writes a command's result; a failed write (a full disk, a closed
// pipe: standard output is not buffered, so every write reports its own
// failure) is an I/O failure, reported with exit code 3.
func (c *ctx) output(write func(w io.Writer) error) int {
	ew := &errWriter{w: c.io.Stdout}
	err := write(ew)
	if err == nil {
		err = ew.err
	}
	if err != nil {
		fmt.Fprintln(c.io.Stderr, "pegasus: "+fmt.Sprintf(c.t.CLI.WriteFailedFmt, safe.Explain(c.t, err)))
		return ExitIO
	}
	return ExitOK
}

// errWriter keeps the first write error.
type errWriter struct {
	w   io.Writer
	err error
}

// Write implements io.Writer.
func (e *errWriter) Write(p []byte) (int, error) {
	if e.err != nil {
		return 0, e.err
	}
	n, err := e.w.Write(p)
	if err != nil {
		e.err = err
	}
	return n, err
}
