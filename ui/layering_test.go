package ui

import (
	"fmt"
	"os/exec"
	"sort"
	"strings"
	"sync"
	"testing"
)

// The module's layering, checked on one `go list` of every package it
// builds: engines import no UI, panels/kit no engine, only the settings
// layer imports viper, and the settings layer no terminal UI.

// imports is what every package the module builds imports, by import
// path (its own and its dependencies'), from one `go list` for the
// tests that check the module's layering.
var imports = sync.OnceValues(func() (map[string][]string, error) {
	out, err := exec.Command("go", "list", "-deps", "-f", `{{.ImportPath}} {{join .Imports " "}}`, "pegasus/...").CombinedOutput()
	if err != nil {
		return nil, fmt.Errorf("go list: %w\n%s", err, out)
	}
	graph := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		graph[fields[0]] = fields[1:]
	}
	return graph, nil
})

// importGraph is imports, failing the test if `go list` fails.
func importGraph(t *testing.T) map[string][]string {
	t.Helper()
	graph, err := imports()
	if err != nil {
		t.Fatal(err)
	}
	return graph
}

// TestKitImportsNoEngine keeps panels/kit a leaf: it may use the knob
// declaration type, never an engine.
func TestKitImportsNoEngine(t *testing.T) {
	t.Parallel()
	for _, dep := range dependencies(t, func(pkg string) bool { return pkg == "pegasus/panels/kit" }) {
		if strings.HasPrefix(dep, "pegasus/model/") && dep != "pegasus/model/knob" && dep != "pegasus/model/report" {
			t.Errorf("panels/kit imports %s", dep)
		}
		if strings.HasPrefix(dep, "pegasus/ui") || strings.HasPrefix(dep, "github.com/spf13/") {
			t.Errorf("panels/kit imports %s", dep)
		}
	}
}

// TestViperStaysInTheSettingsLayer: only ui/settings imports viper.
func TestViperStaysInTheSettingsLayer(t *testing.T) {
	t.Parallel()
	graph := importGraph(t)
	if len(graph["pegasus/ui/settings"]) == 0 {
		t.Fatal("go list lists no import of ui/settings")
	}
	for pkg, deps := range graph {
		if pkg != "pegasus" && !strings.HasPrefix(pkg, "pegasus/") {
			continue // the module's own packages only
		}
		for _, imp := range deps {
			if imp == "github.com/spf13/viper" && pkg != "pegasus/ui/settings" {
				t.Errorf("%s imports viper", pkg)
			}
		}
	}
}

// dependencies are what the packages named by match import, directly or
// not, sorted; it fails the test when match names none.
func dependencies(t *testing.T, match func(pkg string) bool) []string {
	t.Helper()
	graph := importGraph(t)
	seen := map[string]bool{}
	var visit func(string)
	visit = func(pkg string) {
		for _, dep := range graph[pkg] {
			if !seen[dep] {
				seen[dep] = true
				visit(dep)
			}
		}
	}
	found := false
	for pkg := range graph {
		if match(pkg) {
			found = true
			visit(pkg)
		}
	}
	if !found || len(seen) < 10 {
		t.Fatalf("go list lists %d dependencies of the packages sought (found any: %v)", len(seen), found)
	}
	deps := make([]string, 0, len(seen))
	for dep := range seen {
		deps = append(deps, dep)
	}
	sort.Strings(deps)
	return deps
}

// TestEnginesStayPure fails if any engine depends on the UI stack, the
// configuration library or the translations.
func TestEnginesStayPure(t *testing.T) {
	t.Parallel()
	deps := dependencies(t, func(pkg string) bool { return strings.HasPrefix(pkg, "pegasus/model/") })
	forbidden := []string{"github.com/charmbracelet/", "github.com/NimbleMarkets/", "github.com/spf13/", "pegasus/i18n", "pegasus/ui", "pegasus/panels", "pegasus/content"}
	for _, dep := range deps {
		for _, f := range forbidden {
			if strings.HasPrefix(dep, f) {
				t.Errorf("model imports %s", dep)
			}
		}
	}
}

// TestSettingsNeedNoTerminalUI fails if the settings layer depends on the
// terminal UI stack (Bubble Tea, Bubbles, Lip Gloss, ntcharts and what
// they bring), on the shell or on the panels: what it says about a knob
// comes from i18n/knobtext. It reaches no Charm module at all: ui/safe
// strips escape sequences with its own small parser.
func TestSettingsNeedNoTerminalUI(t *testing.T) {
	t.Parallel()
	deps := dependencies(t, func(pkg string) bool { return pkg == "pegasus/ui/settings" })
	forbidden := []string{"github.com/charmbracelet/", "github.com/NimbleMarkets/", "github.com/lrstanley/", "github.com/muesli/",
		"pegasus/panels", "pegasus/ui/deck", "pegasus/ui/export", "pegasus/ui/notes", "pegasus/ui/cli", "pegasus/content"}
	for _, dep := range deps {
		for _, f := range forbidden {
			if strings.HasPrefix(dep, f) {
				t.Errorf("ui/settings depends on %s", dep)
			}
		}
		if dep == "pegasus/ui" {
			t.Errorf("ui/settings depends on the shell, pegasus/ui")
		}
	}
}
