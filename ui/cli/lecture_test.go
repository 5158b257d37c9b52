package cli

import (
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
	"pegasus/ui"
)

// builtinSteps is the number of steps of the built-in deck, read and
// checked as the presenter does.
func builtinSteps(t *testing.T) int {
	t.Helper()
	env := kittest.Env(t, i18n.English, false, nil)
	d, err := ui.ReadDeck(env.Text, "", ui.DeckCatalog(env))
	if err != nil {
		t.Fatal(err)
	}
	return len(d.Steps)
}

func TestPresentCheckAndDump(t *testing.T) {
	t.Parallel()
	n := builtinSteps(t)
	code, out, errOut := runCmd(t, cleanEnv(t), "present", "--check")
	if code != ExitOK || !strings.Contains(out, fmt.Sprintf("the built-in deck: %d steps", n)) {
		t.Errorf("present --check: %d\n%s%s", code, out, errOut)
	}
	code, out, _ = runCmd(t, cleanEnv(t), "present", "--dump", "--lang", "zh-TW")
	if code != ExitOK || strings.Count(out, "\n## ") != n || !strings.Contains(out, "## 第 1 步：") {
		t.Errorf("present --dump --lang zh-TW: %d\n%s", code, out)
	}
}

// TestPresentRefusesABadDeck: the file, the line and what is allowed, exit 2.
func TestPresentRefusesABadDeck(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "deck.yaml")
	deck := "title: {en: T, zh-TW: T}\nsteps:\n  - title: {en: S, zh-TW: S}\n    caption: {en: C, zh-TW: C}\n    panel: credit\n    set:\n      credit.overdraft: 9\n"
	if err := os.WriteFile(path, []byte(deck), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"present", "--check", path}, {"present", path}} {
		code, _, errOut := runCmd(t, cleanEnv(t), args...)
		if code != ExitBadInput || !strings.Contains(errOut, path+`:7: credit.overdraft = "9" is not allowed; allowed: a whole number from 0 to 4`) {
			t.Errorf("%v: %d\n%s", args, code, errOut)
		}
	}
	code, _, errOut := runCmd(t, cleanEnv(t), "present", "--check", filepath.Join(dir, "none.yaml"))
	if code != ExitBadInput || !strings.Contains(errOut, "none.yaml: cannot be read") {
		t.Errorf("a missing deck: %d\n%s", code, errOut)
	}
	code, _, errOut = runCmd(t, cleanEnv(t), "present", "--check", dir)
	if code != ExitBadInput || !strings.Contains(errOut, "is a directory, not a regular file") {
		t.Errorf("a directory as a deck: %d\n%s", code, errOut)
	}
}

func TestPresentNeedsATerminal(t *testing.T) {
	t.Parallel()
	code, _, errOut := runCmd(t, cleanEnv(t), "present")
	if code != ExitBadInput || !strings.Contains(errOut, "needs a terminal") {
		t.Errorf("present without a terminal: %d\n%s", code, errOut)
	}
}

func TestNotesOnceWithoutAPresenter(t *testing.T) {
	t.Parallel()
	e := cleanEnv(t, "XDG_RUNTIME_DIR="+t.TempDir())
	code, out, _ := runCmd(t, e, "notes", "--once")
	if code != ExitOK || !strings.Contains(out, "Waiting for a presentation") {
		t.Errorf("notes --once: %d\n%s", code, out)
	}
}

// TestExportWritesAndRefuses: a CSV with its columns, the path shown; an
// existing file needs --force (exit 2); bad input exits 2; an unwritable
// place exits 3.
func TestExportWritesAndRefuses(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	out := filepath.Join(dir, "power.csv")
	code, stdout, errOut := runCmd(t, cleanEnv(t), "export", "--panel", "power", "--format", "csv", "--out", out, "--param", "power.nics=4")
	if code != ExitOK || !strings.Contains(stdout, "Wrote "+out) {
		t.Fatalf("export: %d\n%s%s", code, stdout, errOut)
	}
	f, _ := os.Open(out)
	rows, err := csv.NewReader(f).ReadAll()
	f.Close()
	if err != nil || strings.Join(rows[0], "|") != "Quantity|unrounded|server power rounded to 0.1 kW|Unit" || rows[1][1] != "420" {
		t.Errorf("the CSV: %v %q", err, rows)
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--panel", "power", "--format", "csv", "--out", out}, ExitBadInput, "exists; add --force"},
		{[]string{"--panel", "power", "--format", "svg", "--out", filepath.Join(dir, "p.svg")}, ExitBadInput, "no curves to chart"},
		{[]string{"--panel", "credit", "--page", "nope", "--format", "svg", "--out", filepath.Join(dir, "c.svg")}, ExitBadInput, "pages: throughput"},
		{[]string{"--panel", "credit", "--format", "svg", "--out", filepath.Join(dir, "c.svg"), "--param", "credit.batch_kib=3"}, ExitBadInput, "allowed: one of 4, 8"},
		{[]string{"--panel", "credit", "--format", "gif", "--out", filepath.Join(dir, "c.gif")}, ExitBadInput, "allowed: csv, json, svg, png, pdf"},
		{[]string{"--format", "svg", "--out", filepath.Join(dir, "c.svg")}, ExitBadInput, "missing --panel"},
		{[]string{"--panel", "credit", "--format", "svg", "--out", filepath.Join(dir, "no", "c.svg")}, ExitIO, "no such file"},
	} {
		code, _, errOut := runCmd(t, cleanEnv(t), append([]string{"export"}, c.args...)...)
		if code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("export %v: %d\n%s", c.args, code, errOut)
		}
	}
	code, _, errOut = runCmd(t, cleanEnv(t), "export", "--panel", "power", "--format", "json", "--out", out, "--force")
	if b, _ := os.ReadFile(out); code != ExitOK || !strings.Contains(string(b), `"panel": "power"`) {
		t.Errorf("export --force: %d %s", code, errOut)
	}
}

// TestExportEveryPanelAndPage exports every page of every panel, the
// formats taken in turn: each writes its file (exit 0, the path on
// standard output) or refuses in one line (exit 2, no file), and no panel
// lacking knobs or data makes the command fail otherwise.
func TestExportEveryPanelAndPage(t *testing.T) {
	t.Parallel()
	formats := []string{"csv", "json", "svg", "png", "pdf"}
	// The engines' work knobs are small: what is checked is that every
	// page exports, not the engines' figures at their defaults.
	light := map[kit.PanelID][]string{
		"spraying":  {"--param", "spray.trials=5", "--param", "retx.packets=1000"},
		"flowtable": {"--param", "cuckoo.trials=2"},
		"incast":    {"--param", "incast.line_gbps=100"},
	}
	cat := catalog(i18n.For(i18n.English), kittest.Content(t), testEngines.Session(2))
	dir := t.TempDir()
	n := 0
	for _, info := range cat.Panels {
		first := n // the formats go round across every page
		n += len(info.Pages)
		t.Run(string(info.ID), func(t *testing.T) {
			t.Parallel()
			for i, page := range info.Pages {
				format := formats[(first+i)%len(formats)]
				out := filepath.Join(dir, fmt.Sprintf("%s-%s.%s", info.ID, page, format))
				code, stdout, stderr := runCmd(t, cleanEnv(t), append([]string{"export", "--panel", string(info.ID), "--page", page, "--format", format, "--out", out}, light[info.ID]...)...)
				_, statErr := os.Stat(out)
				switch code {
				case ExitOK:
					if statErr != nil || !strings.Contains(stdout, out) {
						t.Errorf("%s/%s %s: exit 0 but %v, stdout %q", info.ID, page, format, statErr, stdout)
					}
				case ExitBadInput:
					if statErr == nil || strings.Count(strings.TrimSpace(stderr), "\n") != 0 || stderr == "" {
						t.Errorf("%s/%s %s: refused, yet a file (%v) or not one line: %q", info.ID, page, format, statErr, stderr)
					}
				default:
					t.Errorf("%s/%s %s: exit %d: %s", info.ID, page, format, code, stderr)
				}
			}
		})
	}
	if n < 40 {
		t.Errorf("only %d pages exported", n)
	}
}
