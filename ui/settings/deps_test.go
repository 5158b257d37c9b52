package settings

import (
	"os/exec"
	"strings"
	"testing"
)

// TestSettingsNeedNoTerminalUI fails if the settings layer depends on the
// terminal UI stack (Bubble Tea, Bubbles, Lip Gloss, ntcharts and what
// they bring) or on the panels: what it says about a knob comes from
// i18n/knobtext. It reaches no Charm module at all: ui/safe strips escape
// sequences with its own small parser.
func TestSettingsNeedNoTerminalUI(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list -deps: %v\n%s", err, out)
	}
	forbidden := []string{"github.com/charmbracelet/", "github.com/NimbleMarkets/", "github.com/lrstanley/", "github.com/muesli/",
		"pegasus/panels", "pegasus/ui/deck", "pegasus/ui/export", "pegasus/ui/notes", "pegasus/ui/cli", "pegasus/content"}
	deps := strings.Fields(string(out))
	if len(deps) < 10 {
		t.Fatalf("go list -deps listed %d packages: %q", len(deps), deps)
	}
	for _, dep := range deps {
		for _, f := range forbidden {
			if strings.HasPrefix(dep, f) {
				t.Errorf("ui/settings depends on %s", dep)
			}
		}
	}
	for _, dep := range deps {
		if dep == "pegasus/ui" {
			t.Errorf("ui/settings depends on the shell, pegasus/ui")
		}
	}
}
