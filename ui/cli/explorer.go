package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log"
	"os"
	"os/signal"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"pegasus/content"
	"pegasus/i18n"
	"pegasus/model/engines"
	"pegasus/panels/kit"
	"pegasus/ui"
	"pegasus/ui/safe"
	"pegasus/ui/settings"
)

// runExplorer reads the settings and runs the explorer full-screen. It
// saves the preferences after the program has ended and the terminal is
// back, also when a signal (SIGHUP, SIGINT, SIGTERM) ended it.
func runExplorer(c *ctx, args []string) int {
	t := c.t
	fs := explorerFlags(t)
	if err := parse(fs, args, t, "pegasus"); errors.Is(err, errHelp) {
		all := fs.Lookup("help-all").Changed
		return c.output(func(w io.Writer) error { explorerUsage(w, t, fs, all); return nil })
	} else if err != nil {
		return c.fail(err)
	}
	if fs.Lookup("help-all").Changed {
		return c.output(func(w io.Writer) error { explorerUsage(w, t, fs, true); return nil })
	}
	if fs.NArg() > 0 {
		return c.fail(&settings.InputError{Msg: fmt.Sprintf(t.Config.UnknownCommandFmt, fs.Arg(0), strings.Join(commandNames(), t.Config.NameSep))})
	}
	ld, err := settings.Load(settings.Request{Groups: engines.Groups(), Flags: fs, Env: c.env, Text: t,
		WithPrefs: true, WithFile: true, Now: time.Now()})
	if err != nil {
		return c.fail(err)
	}
	t = c.text(ld.Text(c.env))
	if !c.io.IsTerminal {
		fmt.Fprintln(c.io.Stderr, fmt.Sprintf(t.Config.NoTTYFmt, strings.Join(subjectNames(), t.Config.NameSep)))
		return ExitBadInput
	}
	lib, err := c.io.content()
	if err != nil {
		return c.fail(err)
	}
	closeLog, err := startLog(t, c.env)
	if err != nil {
		return c.fail(err)
	}
	defer closeLog()
	cfg := c.tuiConfig(ld, t, lib)
	model := ui.New(cfg)
	sig, code := runProgram(c.io.Stdout, model, cfg.Mouse)
	session := model.Session()
	if err := ld.SavePrefs(session); err != nil {
		fmt.Fprintln(c.io.Stderr, "pegasus: "+fmt.Sprintf(t.CLI.SavePrefsFailedFmt, safe.Explain(t, err)))
		return ExitIO
	}
	// Whether or not preferences are saved, a start page dismissed is
	// not shown again (an older preferences file that says so counts).
	if session.StartPageSeen || ld.Prefs.StartPageSeen {
		if err := settings.MarkStartPageSeen(c.env); err != nil {
			fmt.Fprintln(c.io.Stderr, "pegasus: "+fmt.Sprintf(t.CLI.StartSeenFailedFmt, safe.Explain(t, err)))
			return ExitIO
		}
	}
	for _, n := range ld.ExitNotices {
		fmt.Fprintln(c.io.Stderr, "pegasus: "+fmt.Sprintf(t.CLI.ExitNoticeFmt, n))
	}
	if sig != nil {
		fmt.Fprintln(c.io.Stderr, "pegasus: "+fmt.Sprintf(t.CLI.SignalFmt, sig))
	}
	return code
}

// runProgram runs the explorer, drawing on out, until it quits or a
// signal arrives. It returns the signal, if one ended it, and the exit
// code: 0, or 128 plus the signal's number.
func runProgram(out io.Writer, model *ui.Model, mouse bool) (os.Signal, int) {
	opts := []tea.ProgramOption{tea.WithAltScreen(), tea.WithoutSignalHandler(), tea.WithFPS(ui.FPS), tea.WithOutput(out)}
	if mouse {
		opts = append(opts, tea.WithMouseCellMotion())
	}
	p := tea.NewProgram(model, opts...)
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGHUP, syscall.SIGINT, syscall.SIGTERM)
	defer signal.Stop(sigs)
	var got atomic.Value
	done := make(chan struct{})
	go func() {
		select {
		case s := <-sigs:
			got.Store(s)
			p.Quit()
		case <-done:
		}
	}()
	_, err := p.Run()
	close(done)
	if s, ok := got.Load().(os.Signal); ok {
		if n, ok := s.(syscall.Signal); ok {
			return s, 128 + int(n)
		}
		return s, 128
	}
	if err != nil {
		log.Printf("the explorer stopped: %v", err)
		return nil, ExitIO
	}
	return nil, ExitOK
}

// startLog sends the log to the file PEGASUS_LOG names (safe.OpenAppend:
// a FIFO nobody reads, a directory or a block device is refused at once,
// exit 2), else nowhere: the explorer never prints while it runs.
func startLog(t *i18n.Text, env settings.Env) (func(), error) {
	path := env.Get(settings.EnvLog)
	if path == "" {
		log.SetOutput(io.Discard)
		return func() {}, nil
	}
	f, err := safe.OpenAppend(path, 0o600)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) && pe.Path == path {
			// The file is named once, by the message around the cause.
			return nil, &settings.InputError{Msg: safe.Line(fmt.Sprintf(t.CLI.LogFailedFmt, path, pe.Err))}
		}
		return nil, &settings.InputError{Msg: settings.EnvLog + ": " + safe.Explain(t, err)}
	}
	log.SetOutput(f)
	log.SetPrefix("pegasus ")
	return func() { f.Close() }, nil
}

// tuiConfig copies the merged settings, and the directory the export key
// writes to, into the shell's plain config. A terminal that takes ASCII
// only gets ASCII glyphs and English, with the language key saying why it
// does not switch.
func (c *ctx) tuiConfig(ld settings.Loaded, t *i18n.Text, lib content.Library) ui.Config {
	theme, _ := kit.ParseTheme(ld.Theme) // checked when read
	dark := true
	if theme == kit.ThemeAuto {
		dark = lipgloss.HasDarkBackground()
	}
	cfg := ui.Config{
		Lang: t.Lang, Theme: theme, ASCII: ld.ASCII, DarkBackground: dark, ThemeGuessed: theme == kit.ThemeAuto && underTmux(c.env), Mouse: ld.Mouse,
		Values: ld.Values, Content: lib, Notices: ld.Notices, Status: ld.Status,
		ShowStartPage: !ld.Prefs.StartPageSeen && !settings.StartPageSeen(c.env), ExportDir: settings.ExportDir(c.env),
	}
	c.plainConfig(&cfg)
	return cfg
}

// underTmux reports whether the program runs inside tmux (or screen),
// which answers the background colour query with its own or not at all.
func underTmux(env settings.Env) bool {
	term := env.Get("TERM")
	return env.Get("TMUX") != "" || strings.HasPrefix(term, "tmux") || strings.HasPrefix(term, "screen")
}

// plainConfig sets a shell's config for a terminal that takes ASCII only:
// ASCII glyphs, English, and a language key that says why it does not
// switch.
func (c *ctx) plainConfig(cfg *ui.Config) {
	if !c.plain() {
		return
	}
	cfg.ASCII, cfg.Lang = true, i18n.English
	cfg.LanguageLock = fmt.Sprintf(i18n.For(i18n.English).Charset.LanguageLockedFmt,
		c.charset.Var+"="+safe.Line(c.charset.Value), c.charset.Var+"="+c.charset.UTF8Locale())
}
