package model

import (
	"os/exec"
	"strings"
	"testing"
)

// TestEnginesStayPure fails if any engine depends on the UI stack, the
// configuration library or the translations.
func TestEnginesStayPure(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "./...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list -deps ./...: %v\n%s", err, out)
	}
	forbidden := []string{"github.com/charmbracelet/", "github.com/NimbleMarkets/", "github.com/spf13/", "pegasus/i18n", "pegasus/ui", "pegasus/panels", "pegasus/content"}
	for _, dep := range strings.Fields(string(out)) {
		for _, f := range forbidden {
			if strings.HasPrefix(dep, f) {
				t.Errorf("model imports %s", dep)
			}
		}
	}
}
