package ui

import (
	"fmt"
	"os/exec"
	"strings"
	"sync"
	"testing"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

// TestRegistryBuildsEveryPanel is the panel recipe's check: every
// registered panel has a unique identifier and a title in both languages
// (Registry.Check), and builds in both languages as what it registers:
// its identifier and title, a start-page blurb, pages, and exactly its
// area filled.
func TestRegistryBuildsEveryPanel(t *testing.T) {
	t.Parallel()
	reg := Panels()
	if err := reg.Check(); err != nil {
		t.Fatal(err)
	}
	for _, lang := range i18n.Langs {
		env := testEnv(t, lang, false, nil)
		for i, p := range reg.Build(env) {
			id := p.ID()
			if id != reg[i].ID || p.Title() != reg[i].Title(env.Text) || env.Text.Shell.Blurbs[string(id)] == "" {
				t.Errorf("%s: panel %d is %s %q, registered as %s %q, or has no blurb", lang, i, id, p.Title(), reg[i].ID, reg[i].Title(env.Text))
			}
			p.SetSize(80, 22)
			kittest.AssertFits(t, p.View(), 80, 22)
			if p.PageStatus() == "" {
				t.Errorf("%s: panel %s has no page status", lang, id)
			}
		}
	}
}

// TestRegistryCheckCatchesBadEntries: a panel without a title in a
// language, or an identifier registered twice, fails the check.
func TestRegistryCheckCatchesBadEntries(t *testing.T) {
	t.Parallel()
	reg := Panels()
	untitled := append(kit.Registry{}, reg...)
	untitled[2].Title = func(t *i18n.Text) string {
		if t.Lang == i18n.TraditionalChinese {
			return ""
		}
		return "Incast"
	}
	twice := append(append(kit.Registry{}, reg...), reg[0])
	for name, r := range map[string]kit.Registry{"untitled": untitled, "twice": twice} {
		if err := r.Check(); err == nil {
			t.Errorf("%s: the check passed", name)
		}
	}
}

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
	graph := importGraph(t)
	seen := map[string]bool{}
	var visit func(string)
	visit = func(pkg string) { // what panels/kit imports, directly or not
		for _, dep := range graph[pkg] {
			if !seen[dep] {
				seen[dep] = true
				visit(dep)
			}
		}
	}
	visit("pegasus/panels/kit")
	if len(seen) == 0 {
		t.Fatal("go list lists no import of panels/kit")
	}
	for dep := range seen {
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
