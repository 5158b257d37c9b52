package cli

import (
	"errors"
	"fmt"
	"io"

	"pegasus/content"
	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/ui"
	"pegasus/ui/deck"
	"pegasus/ui/notes"
	"pegasus/ui/safe"
	"pegasus/ui/settings"
)

// runPresent runs a lecture deck over the live panels, or with --check
// checks it and with --dump prints it as a Markdown handout. Without a
// file it uses the built-in deck. The deck decides every knob value: no
// config file, variable or saved preference is read, and nothing is
// saved.
func runPresent(c *ctx, args []string) int {
	t := c.t
	fs := c.commandFlags("present")
	check := fs.Bool("check", false, t.Lecture.FlagCheck)
	dump := fs.Bool("dump", false, t.Lecture.FlagDump)
	ids := fs.Bool("ids", false, t.Lecture.FlagIDs)
	if code, ok := c.parseCommand("present", fs, args, 1); !ok {
		return code
	}
	ascii := c.ascii(fs)
	lib, err := c.io.content()
	if err != nil {
		return c.fail(err)
	}
	env := kit.Env{Text: t, Styles: kit.NewStyles(kit.ThemeHighContrast, ascii), Content: lib, Compute: c.io.Compute}
	cat := ui.DeckCatalog(env)
	if *ids {
		if fs.NArg() > 0 {
			return c.fail(&settings.InputError{Msg: fmt.Sprintf(t.CLI.ExtraArgFmt, fs.Arg(0))})
		}
		return c.output(func(w io.Writer) error { return deck.IDs(w, t, cat, glyphsFor(ascii)) })
	}
	d, err := ui.ReadDeck(t, fs.Arg(0), cat)
	if err != nil {
		return c.fail(err)
	}
	switch {
	case *check:
		return c.output(func(w io.Writer) error {
			_, err := fmt.Fprintln(w, fmt.Sprintf(t.Lecture.PresentCheckedFmt, d.Source, len(d.Steps)))
			return err
		})
	case *dump:
		return c.output(func(w io.Writer) error { return deck.Markdown(w, d, t, cat, glyphsFor(ascii)) })
	}
	if !c.io.IsTerminal {
		fmt.Fprintln(c.io.Stderr, "pegasus: "+t.Lecture.PresentNoTTY)
		return ExitBadInput
	}
	return presentDeck(c, t, d, fs.Arg(0), lib, ascii)
}

// presentDeck runs the presenter full-screen, writing the speaker notes'
// state where `pegasus notes` looks for it; a deck file (path, "" for the
// built-in deck) is read again when it changes.
func presentDeck(c *ctx, t *i18n.Text, d deck.Deck, path string, lib content.Library, ascii bool) int {
	closeLog, err := startLog(t, c.env)
	if err != nil {
		return c.fail(err)
	}
	defer closeLog()
	cfg := ui.Config{Lang: t.Lang, Theme: kit.ThemeHighContrast, ASCII: ascii, DarkBackground: true, Content: lib,
		Deck: &d, DeckFile: path, ExportDir: settings.ExportDir(c.env), Status: t.Lecture.PresentNotes}
	pub, err := notes.NewPublisher(settings.RuntimeDir(c.env))
	switch {
	case presenterRefused(err):
		// Another presenter, or a runtime directory that is not safe:
		// refused before anything is drawn or changed.
		return c.fail(&settings.InputError{Msg: notes.Explain(t, err)})
	case err != nil:
		cfg.Status = fmt.Sprintf(t.Lecture.NotesFailedFmt, notes.Explain(t, err))
	default:
		cfg.Notes = pub
		defer pub.Close() // after the ended state is written
	}
	c.plainConfig(&cfg)
	model := ui.New(cfg)
	sig, code := runProgram(c.io.Stdout, model, false)
	if err := model.EndPresentation(); err != nil {
		fmt.Fprintln(c.io.Stderr, "pegasus: "+fmt.Sprintf(t.Lecture.NotesFailedFmt, safe.Error(err)))
	}
	if sig != nil {
		fmt.Fprintln(c.io.Stderr, "pegasus: "+fmt.Sprintf(t.CLI.SignalFmt, sig))
	}
	return code
}

// presenterRefused reports whether the presenter may not start: another
// presenter holds the runtime directory's lock, or the directory is not
// safe (another user's, open to others). No runtime directory at all, or
// one that cannot be made, only leaves the speaker notes out.
func presenterRefused(err error) bool {
	var le *safe.LockedError
	var ud *safe.UnsafeDirError
	return errors.As(err, &le) || errors.As(err, &ud)
}

// usageLine is a command's usage line in language t.
func usageLine(t *i18n.Text, name string) string {
	switch name {
	case "present":
		return fmt.Sprintf(t.Lecture.PresentLineFmt, "pegasus")
	case "export":
		return fmt.Sprintf(t.Lecture.ExportLineFmt, "pegasus")
	case "calc":
		return fmt.Sprintf(t.CLI.CalcLineFmt, "pegasus")
	case "serve":
		return fmt.Sprintf(t.Serve.LineFmt, "pegasus")
	}
	return fmt.Sprintf(t.CLI.CommandLineFmt, "pegasus "+name)
}
