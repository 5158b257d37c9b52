// Command pegasus is a terminal explorer of Tencent's Pegasus network for a
// bare-metal AI cloud: live, bilingual panels over pure engines, plus
// non-interactive commands (check, calc, config) for checking the paper's
// figures. Everything happens in package ui/cli; main only connects it to
// the process.
package main

import (
	"os"

	"github.com/charmbracelet/x/term"

	"pegasus/ui/cli"
	"pegasus/ui/settings"
)

func main() {
	isTerminal := term.IsTerminal(os.Stdin.Fd()) && term.IsTerminal(os.Stdout.Fd())
	width := 0
	if term.IsTerminal(os.Stdout.Fd()) {
		width, _, _ = term.GetSize(os.Stdout.Fd())
	}
	io := cli.IO{Stdout: os.Stdout, Stderr: os.Stderr, IsTerminal: isTerminal, Width: width}
	os.Exit(cli.Run(os.Args[1:], io, settings.NewEnv(os.Environ())))
}
