package cli

import (
	"context"
	"errors"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/ui"
	"pegasus/ui/notes"
	"pegasus/ui/settings"
)

// notesWidth is the width of plain notes when the terminal's is unknown.
const notesWidth = 78

// runNotes follows a presenting explorer: a small full-screen view in a
// terminal, plain text at each step change otherwise (until the
// presentation ends, its presenter is gone, or a signal: 128 plus its
// number), or the current step once with --once. A state file or a
// private directory that is not right exits 2.
func runNotes(c *ctx, args []string) int {
	t := c.t
	fs := c.commandFlags("notes")
	once := fs.Bool("once", false, t.Lecture.FlagOnce)
	if code, ok := c.parseCommand("notes", fs, args, 0); !ok {
		return code
	}
	base := settings.RuntimeDir(c.env)
	if base == "" {
		return c.fail(&settings.InputError{Msg: t.Lecture.NotesNoDir})
	}
	ascii := c.ascii(fs)
	styles := kit.NewStyles(kit.ThemeDark, ascii)
	w := c.io.Width
	if w <= 0 {
		w = notesWidth
	}
	switch {
	case *once:
		return notesRun(c, t, func(out io.Writer) error {
			return notes.Print(out, base, t, styles, time.Now(), w)
		})
	case !c.io.IsTerminal:
		return followNotes(c, t, base, styles, w)
	}
	if snap := notes.Look(base, time.Now()); notes.Unsafe(snap.Err) {
		return c.fail(&settings.InputError{Msg: notes.Explain(t, snap.Err)})
	}
	v := notes.NewViewer(base, t, styles, time.Now)
	if _, err := tea.NewProgram(v, tea.WithAltScreen(), tea.WithFPS(ui.FPS), tea.WithOutput(c.io.Stdout)).Run(); err != nil {
		return c.fail(err)
	}
	return ExitOK
}

// notesRun runs a notes printer: a state file or a private directory
// that is not right exits 2 with the reason in the user's language, a
// failed write of the notes exits 3.
func notesRun(c *ctx, t *i18n.Text, run func(out io.Writer) error) int {
	var problem error
	code := c.output(func(out io.Writer) error {
		err := run(out)
		var we *notes.WriteError
		if err != nil && !errors.As(err, &we) {
			problem = err
			return nil
		}
		return err
	})
	if problem != nil {
		return c.fail(&settings.InputError{Msg: notes.Explain(t, problem)})
	}
	return code
}

// followNotes prints the notes at each step until the presentation ends,
// its presenter is gone, or SIGINT, SIGTERM or SIGHUP arrives (exit 128
// plus the signal's number, at once: no read can block it).
func followNotes(c *ctx, t *i18n.Text, base string, styles kit.Styles, w int) int {
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP)
	defer signal.Stop(sigs)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	got := make(chan os.Signal, 1)
	go func() {
		select {
		case s := <-sigs:
			got <- s
			cancel()
		case <-ctx.Done():
		}
	}()
	code := notesRun(c, t, func(out io.Writer) error {
		if err := notes.Follow(ctx, out, base, t, styles, time.Now, w); !errors.Is(err, context.Canceled) {
			return err
		}
		return nil
	})
	select {
	case s := <-got:
		if n, ok := s.(syscall.Signal); ok {
			return 128 + int(n)
		}
		return 128
	default:
	}
	return code
}
