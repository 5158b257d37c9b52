package ui

import (
	"os/exec"
	"strings"
	"testing"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

// TestConstructorsBuildEveryPanel is the panel recipe's check: every panel
// in the list builds in both languages, has a unique identity, a title, a
// start-page blurb, pages with unique keys, and fills exactly its area.
func TestConstructorsBuildEveryPanel(t *testing.T) {
	for _, lang := range i18n.Langs {
		env := kittest.Env(t, lang, false, nil)
		seen := map[kit.PanelID]bool{}
		for _, newPanel := range Constructors() {
			p := newPanel(env)
			id := p.ID()
			if seen[id] {
				t.Errorf("%s: panel %s twice", lang, id)
			}
			seen[id] = true
			if p.Title() == "" || env.Text.Shell.Blurbs[string(id)] == "" {
				t.Errorf("%s: panel %s has no title or no blurb", lang, id)
			}
			p.SetSize(80, 22)
			kittest.AssertFits(t, p.View(), 80, 22)
			if p.PageStatus() == "" {
				t.Errorf("%s: panel %s has no page status", lang, id)
			}
		}
	}
}

// TestKitImportsNoEngine keeps panels/kit a leaf: it may use the knob
// declaration type, never an engine.
func TestKitImportsNoEngine(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "pegasus/panels/kit").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
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
	out, err := exec.Command("go", "list", "-f", `{{.ImportPath}} {{join .Imports " "}}`, "pegasus/...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		for _, imp := range fields[1:] {
			if imp == "github.com/spf13/viper" && fields[0] != "pegasus/ui/settings" {
				t.Errorf("%s imports viper", fields[0])
			}
		}
	}
}
