package cli

import (
	"strings"
	"testing"

	"pegasus/model/engines"
	"pegasus/ui/settings"
)

// TestHelpIsShortAndHelpAllIsWhole: --help shows the commands, the calc
// subjects and the explorer's own flags, leaves out the flag of every
// engine knob and says where they are; --help-all shows them all. Both
// languages, and help anywhere on the line.
func TestHelpIsShortAndHelpAllIsWhole(t *testing.T) {
	t.Parallel()
	var knobs []string
	for _, r := range settings.Rows(engines.Groups()) {
		if r.Group != "" {
			knobs = append(knobs, "--"+r.Flag()+" ")
		}
	}
	if len(knobs) < 100 {
		t.Fatalf("only %d knob flags", len(knobs))
	}
	for _, lang := range []string{"en", "zh-TW"} {
		code, short, _ := runCmd(t, cleanEnv(t), "--lang", lang, "--help")
		if code != ExitOK {
			t.Fatalf("%s --help: exit %d", lang, code)
		}
		for _, want := range []string{"pegasus check", "pegasus calc", "pegasus config", "--lang", "--theme", "--save-prefs", "--help-all", "credit", "advisor"} {
			if !strings.Contains(short, want) {
				t.Errorf("%s --help lacks %q:\n%s", lang, want, short)
			}
		}
		for _, k := range knobs {
			// The closing line names one knob flag as an example.
			if strings.Contains(short, "\n  "+k) {
				t.Errorf("%s --help lists the knob flag %s", lang, k)
			}
		}
		if lines := strings.Count(short, "\n"); lines > 60 {
			t.Errorf("%s --help is %d lines", lang, lines)
		}
		code, all, _ := runCmd(t, cleanEnv(t), "--lang", lang, "--help-all")
		if code != ExitOK || !strings.HasPrefix(all, strings.SplitN(short, "\n", 2)[0]) {
			t.Fatalf("%s --help-all: exit %d\n%s", lang, code, all)
		}
		for _, k := range knobs {
			if !strings.Contains(all, "\n  "+k) {
				t.Errorf("%s --help-all lacks %s", lang, k)
			}
		}
	}
	_, en, _ := runCmd(t, cleanEnv(t), "--help")
	if !strings.Contains(en, "pegasus --help-all lists them all") || !strings.Contains(en, "pegasus config prints them") {
		t.Errorf("--help does not say where the knob flags are:\n%s", en)
	}
	if _, both, _ := runCmd(t, cleanEnv(t), "--jitter-ns", "900", "--help-all", "--help"); !strings.Contains(both, "\n  --jitter-ns ") {
		t.Error("--help-all with --help should list every flag")
	}
}
