package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"pegasus/content"
	"pegasus/i18n"
	"pegasus/model/engines"
	"pegasus/ui/settings"
)

// readmeVariables lists every environment variable README.md documents
// in its prose (code blocks show samples, such as a misspelt variable):
// each $NAME, `NAME` or `NAME=...`, each PEGASUS_, XDG_ or LC_ name and
// NO_COLOR; "PEGASUS_<GROUP>_<KEY>" stands for every key's variable.
func readmeVariables(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	var prose []string
	for i, part := range strings.Split(string(b), "```") {
		if i%2 == 0 {
			prose = append(prose, part)
		}
	}
	text := strings.Join(prose, "\n")
	var names []string
	add := func(n string) {
		if !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	for _, re := range []*regexp.Regexp{
		regexp.MustCompile(`\$([A-Z][A-Z0-9_]*[A-Z0-9])`),
		regexp.MustCompile("`([A-Z][A-Z0-9_]*[A-Z0-9])(?:=[^`]*)?`"),
		regexp.MustCompile(`\b((?:PEGASUS|XDG|LC)_[A-Z0-9_]*[A-Z0-9]|NO_COLOR)\b`),
	} {
		for _, m := range re.FindAllStringSubmatch(text, -1) {
			add(m[1])
		}
	}
	// The README's section on the tests names variables that steer `go
	// test`, not the program: they are not the program's to read.
	names = slices.DeleteFunc(names, func(n string) bool { return slices.Contains(testToolVariables, n) })
	if strings.Contains(text, "PEGASUS_<GROUP>_<KEY>") {
		for _, r := range settings.Rows(engines.Groups()) {
			add(r.Env())
		}
	}
	slices.Sort(names)
	return names
}

// testToolVariables are the variables README.md names for running the
// tests (rapid's number of cases), which the program never reads.
var testToolVariables = []string{"RAPID_CHECKS"}

// validValue is a value each documented variable may hold.
func validValue(t *testing.T, name string) (string, bool) {
	if s, ok := rowOf(name); ok {
		return s, true
	}
	switch name {
	case settings.EnvConfig:
		path := filepath.Join(t.TempDir(), "config.yaml")
		if err := os.WriteFile(path, []byte("theme: dark\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		return path, true
	case settings.EnvLog:
		return filepath.Join(t.TempDir(), "pegasus.log"), true
	case settings.EnvRuntime, settings.EnvExportDir, "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR", "HOME":
		return t.TempDir(), true
	case "NO_COLOR":
		return "1", true
	case "LANG", "LC_ALL", "LC_MESSAGES", "LC_CTYPE":
		return "en_US.UTF-8", true
	case settings.EnvServePassphrase:
		return "fat-tree 2025", true
	case "TERM":
		return "xterm-256color", true
	case "COLORTERM":
		return "truecolor", true
	}
	return "", false
}

// rowOf is the default of the key whose variable is name.
func rowOf(name string) (string, bool) {
	for _, r := range settings.Rows(engines.Groups()) {
		if r.Env() == name {
			return r.Spec.Format(r.Spec.Default), true
		}
	}
	return "", false
}

// everyCommand is one run of each command, reading what it reads; export
// writes to a new file in dir at each call.
func everyCommand(dir string) [][]string {
	out := filepath.Join(dir, fmt.Sprintf("export-%d.csv", time.Now().UnixNano()))
	cmds := [][]string{{}, {"help"}, {"config"}, {"read", "--list"}, {"present", "--check"}, {"present", "--dump"},
		{"notes", "--once"}, {"export", "--panel", "credit", "--format", "csv", "--out", out}, {"calc", "power"}, {"check"}}
	for _, s := range subjectNames() {
		cmds = append(cmds, []string{"calc", s, "--help"})
	}
	return cmds
}

// refusedAsUnknown reports whether stderr refuses one of the variables
// names as unknown, in either language, and which.
func refusedAsUnknown(stderr string, names []string) (string, bool) {
	for _, l := range i18n.Langs {
		format := i18n.For(l).Config.UnknownEnvFmt
		for _, name := range names {
			if strings.Contains(stderr, fmt.Sprintf(format, name)) {
				return name, true
			}
		}
	}
	return "", false
}

// TestEveryDocumentedVariableWorksEverywhere: each variable README.md
// documents, set to a valid value, is accepted by every command: the run
// ends as it ends without it and nothing is refused as unknown. The
// explorer (without a terminal here) reads every setting first, so it
// must get as far as saying it needs a terminal, with each variable that
// is not a knob's alone; every command, the explorer too, runs with all
// of them set at once (a variable a command refused, or that changed how
// it ends, shows there). Before, PEGASUS_EXPORT_DIR stopped the explorer
// as an unknown variable.
func TestEveryDocumentedVariableWorksEverywhere(t *testing.T) {
	t.Parallel()
	names := readmeVariables(t)
	for _, must := range []string{"PEGASUS_EXPORT_DIR", "PEGASUS_CONFIG", "PEGASUS_LOG", "PEGASUS_RUNTIME_DIR",
		"PEGASUS_LANG", "PEGASUS_CREDIT_JITTER_NS", "NO_COLOR", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "HOME"} {
		if !slices.Contains(names, must) {
			t.Errorf("the README's variables, as read, lack %s: %q", must, names)
		}
	}
	dir := t.TempDir()
	// How each command ends without the variables (its first words name it).
	baseline := map[string]int{}
	cmdName := func(args []string) string { return strings.Join(args[:min(3, len(args))], " ") }
	for _, args := range everyCommand(dir) {
		baseline[cmdName(args)], _, _ = runCmd(t, cleanEnv(t), args...)
	}
	ends := func(args []string) int { return baseline[cmdName(args)] }
	noTTY := strings.SplitN(i18n.For(i18n.English).Config.NoTTYFmt, "\n", 2)[0]
	all := cleanEnv(t)
	for _, name := range names {
		v, ok := validValue(t, name)
		if !ok {
			t.Errorf("README.md documents %s, which this test cannot set: give it a valid value in validValue", name)
			continue
		}
		all[name] = v
		if _, isKey := rowOf(name); isKey {
			continue // a knob's variable at its default: all of them at once below
		}
		// The explorer reads every variable: each that is not a knob's,
		// alone (one may change where the others are read from).
		e := cleanEnv(t)
		e[name] = v
		if code, _, errOut := runCmd(t, e, nil...); code != ExitBadInput || !strings.HasPrefix(errOut, noTTY) {
			t.Errorf("pegasus with %s=%s: exit %d, %q", name, v, code, errOut)
		}
	}
	// Every command with every documented variable at once: each one
	// ends as without them, refuses none as unknown and names none.
	for _, args := range everyCommand(dir) {
		code, _, errOut := runCmd(t, all, args...)
		if code != ends(args) || strings.Contains(errOut, "PEGASUS_") || (len(args) == 0 && !strings.HasPrefix(errOut, noTTY)) {
			t.Errorf("%q with every documented variable: exit %d (%d without them), %q", args, code, ends(args), errOut)
		}
		if name, refused := refusedAsUnknown(errOut, names); refused {
			t.Errorf("%q with every documented variable refuses %s as unknown: %q", args, name, errOut)
		}
	}
}

// TestTheExplorerExportsToPEGASUS_EXPORT_DIR: the variable reaches the
// explorer's export key, as it reaches the presenter's.
func TestTheExplorerExportsToPEGASUS_EXPORT_DIR(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	env := cleanEnv(t, settings.EnvExportDir+"="+dir)
	lib, err := content.Load()
	if err != nil {
		t.Fatal(err)
	}
	ld, err := settings.Load(settings.Request{Groups: engines.Groups(), Flags: explorerFlags(i18n.For(i18n.English)), Env: env,
		Text: i18n.For(i18n.English), WithFile: true})
	if err != nil {
		t.Fatal(err)
	}
	c := &ctx{env: env, charset: i18n.DetectCharset(env.Get)}
	if cfg := c.tuiConfig(ld, i18n.For(i18n.English), lib); cfg.ExportDir != dir {
		t.Errorf("the explorer exports to %q, want %q", cfg.ExportDir, dir)
	}
}

// TestReadmeErrorSamplesAreWhatTheProgramSays: each README sample of a
// refusal ("$ [VAR=value ...] pegasus args" then "pegasus: ...") is the
// program's message, word for word.
func TestReadmeErrorSamplesAreWhatTheProgramSays(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(b), "\n")
	samples := 0
	for i := 0; i+1 < len(lines); i++ {
		cmd, ok := strings.CutPrefix(lines[i], "$ ")
		if !ok || !strings.HasPrefix(lines[i+1], "pegasus: ") {
			continue
		}
		env := cleanEnv(t)
		words := strings.Fields(cmd)
		for len(words) > 0 && strings.Contains(words[0], "=") {
			k, v, _ := strings.Cut(words[0], "=")
			env[k], words = v, words[1:]
		}
		if len(words) == 0 || words[0] != "pegasus" {
			t.Errorf("README line %d: %q is not a pegasus command", i+1, lines[i])
			continue
		}
		samples++
		if _, _, errOut := runCmd(t, env, words[1:]...); strings.TrimSpace(errOut) != lines[i+1] {
			t.Errorf("README line %d: %s\nsays  %q\nprints %q", i+2, lines[i], lines[i+1], errOut)
		}
	}
	if samples < 3 {
		t.Errorf("only %d refusal samples found in the README", samples)
	}
}
