package main

import (
	"fmt"
	"io"
	"log"
	"os"
	"slices"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/term"

	"pegasus/content"
	"pegasus/panels/kit"
	"pegasus/ui"
)

// runTUI reads the configuration and runs the explorer full-screen. It
// saves preferences after the program has ended and the terminal is back.
func runTUI(args []string, stdout, stderr io.Writer, e env) int {
	t := earlyLangFromArgs(args, e)
	fs := newFlagSet("pegasus", stderr, t, func(setting) bool { return true })
	if wantsHelp(args) {
		fmt.Fprintf(stdout, t.Config.UsageFmt, "pegasus")
		fs.SetOutput(stdout)
		fs.PrintDefaults()
		return exitOK
	}
	if stop, code := parseFlags(fs, args, stderr, t); stop {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintln(stderr, "pegasus: "+fmt.Sprintf(t.Config.UnknownCommandFmt, fs.Arg(0)))
		return exitBadInput
	}
	ld, err := loadSettings(fs, e, true, time.Now())
	if err != nil {
		return report(stderr, err)
	}
	if !term.IsTerminal(os.Stdin.Fd()) || !term.IsTerminal(os.Stdout.Fd()) {
		fmt.Fprintln(stderr, ld.text.Config.NoTTY)
		return exitBadInput
	}
	lib, err := content.Load()
	if err != nil {
		return report(stderr, fmt.Errorf("load embedded content: %w", err))
	}
	if path := e.get(envLog); path != "" {
		f, err := tea.LogToFile(path, "pegasus")
		if err != nil {
			return report(stderr, fmt.Errorf("open log %s: %w", path, err))
		}
		defer f.Close()
	} else {
		log.SetOutput(io.Discard) // never print while the TUI runs
	}
	cfg := tuiConfig(ld, lib)
	model := ui.New(cfg)
	log.Printf("start: lang %s, theme %s, params %+v", ld.text.Lang, cfg.Theme, cfg.Credit)
	if _, err := tea.NewProgram(model, tea.WithAltScreen()).Run(); err != nil {
		return report(stderr, fmt.Errorf("run the explorer: %w", err))
	}
	if ld.settings.SavePrefs && ld.prefs.writable {
		if err := savePrefs(ld.prefsPath, mergePrefs(ld.prefs.saved, model.Prefs())); err != nil {
			fmt.Fprintln(stderr, "pegasus: save preferences: "+err.Error())
			return exitBadInput
		}
	}
	return exitOK
}

// wantsHelp reports whether the arguments ask for usage.
func wantsHelp(args []string) bool {
	return slices.Contains(args, "-h") || slices.Contains(args, "--help")
}

// tuiConfig copies the merged settings into the shell's plain config.
func tuiConfig(ld loaded, lib content.Library) ui.Config {
	theme, _ := kit.ParseTheme(ld.settings.Theme) // checked when read
	dark := true
	if theme == kit.ThemeAuto {
		dark = lipgloss.HasDarkBackground()
	}
	return ui.Config{
		Lang:           ld.text.Lang,
		Theme:          theme,
		ASCII:          ld.settings.ASCII,
		DarkBackground: dark,
		Credit:         ld.settings.Credit.params(),
		Power:          ld.settings.Power.scenario(),
		Content:        lib,
		StartupNotice:  ld.prefs.notice,
	}
}

// mergePrefs keeps what was saved before and records this session: the
// parameters always, the language and theme only if the user switched them.
func mergePrefs(saved prefsFile, p ui.Prefs) prefsFile {
	saved.Credit = creditFromParams(p.Credit)
	saved.Power = powerFromScenario(p.Power)
	if p.LangSwitched {
		saved.Lang = string(p.Lang)
	}
	if p.ThemeSwitched {
		saved.Theme = string(p.Theme)
	}
	return saved
}
