package cli

import (
	"os"
	"strings"
	"testing"

	"pegasus/ui/settings"
)

// TestReadmeIsTrue keeps README.md in step with the program: its screen
// capture is the 80x24 golden, its check sample is what check prints, and
// it names every command, calc subject, explorer key and exit code.
func TestReadmeIsTrue(t *testing.T) {
	t.Parallel()
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(readme)
	blocks := strings.Split(text, "```")
	capture := ""
	for i, b := range blocks {
		if i%2 == 1 && strings.Contains(b, "1 Credit loop │") {
			capture = strings.TrimPrefix(b, "text\n")
		}
	}
	screen, err := os.ReadFile("../testdata/TestGoldenScreens/en/80x24.golden")
	if err != nil {
		t.Fatal(err)
	}
	var trimmed []string
	for _, l := range strings.Split(string(screen), "\n") {
		trimmed = append(trimmed, strings.TrimRight(l, " "))
	}
	if strings.TrimSpace(capture) != strings.TrimSpace(strings.Join(trimmed, "\n")) {
		t.Errorf("the README's capture differs from ui/testdata/TestGoldenScreens/en/80x24.golden; paste the golden in")
	}
	_, out, _ := runCmd(t, cleanEnv(t), "check")
	for _, b := range blocks {
		if !strings.Contains(b, "$ pegasus check") {
			continue
		}
		for _, l := range strings.Split(b, "\n")[2:] {
			if l = strings.TrimSpace(l); l != "" && l != "..." && !strings.Contains(out, l) {
				t.Errorf("the README's check sample shows %q, which check no longer prints", l)
			}
		}
	}
	for _, name := range commandNames() {
		if !strings.Contains(text, "pegasus "+name) && !strings.Contains(text, "`"+name+"`") {
			t.Errorf("the README does not mention the %s command", name)
		}
	}
	for _, s := range subjectNames() {
		if !strings.Contains(text, "`calc "+s+"`") {
			t.Errorf("the README does not list calc %s", s)
		}
	}
	for _, r := range settings.Rows(nil) {
		if !strings.Contains(text, "`"+r.Key()+"`") {
			t.Errorf("the README does not name the explorer's key %s", r.Key())
		}
	}
	for _, code := range []string{"| 0 |", "| 1 |", "| 2 |", "| 3 |", "129, 130, 143"} {
		if !strings.Contains(text, code) {
			t.Errorf("the README's exit codes lack %q", code)
		}
	}
}
