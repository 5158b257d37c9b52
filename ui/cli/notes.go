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

	"pegasus/panels/kit"
	"pegasus/ui"
	"pegasus/ui/notes"
	"pegasus/ui/settings"
)

// notesWidth is the width of plain notes when the terminal's is unknown.
const notesWidth = 78

// runNotes follows a presenting explorer: a small full-screen view in a
// terminal, plain text at each step change otherwise (until the
// presentation ends), or the current step once with --once.
func runNotes(c *ctx, args []string) int {
	t := c.t
	fs := newFlagSet("pegasus notes")
	addGlobal(fs, t)
	once := fs.Bool("once", false, t.Lecture.FlagOnce)
	if err := parse(fs, args, t, "pegasus notes"); errors.Is(err, errHelp) {
		return c.output(func(w io.Writer) error { commandUsage(w, t, "notes", fs); return nil })
	} else if err != nil {
		return c.fail(err)
	}
	if err := noArgs(fs, t); err != nil {
		return c.fail(err)
	}
	dir := settings.RuntimeDir(c.env)
	if dir == "" {
		return c.fail(&settings.InputError{Msg: t.Lecture.NotesNoDir})
	}
	path := notes.Path(dir)
	ascii := c.ascii(fs)
	w := c.io.Width
	if w <= 0 {
		w = notesWidth
	}
	switch {
	case *once:
		return c.output(func(out io.Writer) error {
			return notes.Print(out, path, t, kit.NewStyles(kit.ThemeDark, ascii), time.Now(), w)
		})
	case !c.io.IsTerminal:
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
		defer stop()
		return c.output(func(out io.Writer) error {
			return notes.Follow(ctx, out, path, t, kit.NewStyles(kit.ThemeDark, ascii), time.Now, w)
		})
	}
	v := notes.NewViewer(path, t, kit.NewStyles(kit.ThemeDark, ascii), time.Now)
	if _, err := tea.NewProgram(v, tea.WithAltScreen(), tea.WithFPS(ui.FPS), tea.WithOutput(c.io.Stdout)).Run(); err != nil {
		return c.fail(err)
	}
	return ExitOK
}
