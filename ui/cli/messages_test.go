package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"pegasus/i18n"
)

// both runs args in English and in Chinese (by --lang) and returns the
// exit codes and standard errors, English first.
func both(t *testing.T, env func() map[string]string, args ...string) (codes [2]int, errs [2]string) {
	t.Helper()
	for i, l := range []i18n.Lang{i18n.English, i18n.TraditionalChinese} {
		e := cleanEnv(t)
		for k, v := range env() {
			e[k] = v
		}
		codes[i], _, errs[i] = runCmd(t, e, append([]string{"--lang", string(l)}, args...)...)
	}
	return codes, errs
}

func noEnv() map[string]string { return nil }

// TestUnknownNamesSayTheNearestOne: an unknown config key, PEGASUS_*
// variable or flag is refused on one short line that names the nearest
// known one, if one is near, and where to see them all; it no longer
// lists about 180 keys.
func TestUnknownNamesSayTheNearestOne(t *testing.T) {
	t.Parallel()
	cfg := filepath.Join(t.TempDir(), "c.yaml")
	if err := os.WriteFile(cfg, []byte("credit:\n  jiter_ns: 5\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		env  map[string]string
		args []string
		en   []string
		zh   []string
	}{
		{map[string]string{"PEGASUS_CONFIG": cfg}, nil,
			[]string{`config file ` + cfg + `: unknown key "credit.jiter_ns"; did you mean "credit.jitter_ns"? ("pegasus config" lists every key with its variable and flag)`},
			[]string{`設定檔 ` + cfg + `：未知的設定鍵 "credit.jiter_ns"；您是指 "credit.jitter_ns" 嗎？（「pegasus config」會列出每個設定鍵及其環境變數與參數）`}},
		{map[string]string{"PEGASUS_EXPORT_DIRR": "/tmp"}, nil,
			[]string{`unknown environment variable PEGASUS_EXPORT_DIRR; did you mean PEGASUS_EXPORT_DIR? ("pegasus config"`},
			[]string{`未知的環境變數 PEGASUS_EXPORT_DIRR；您是指 PEGASUS_EXPORT_DIR 嗎？（「pegasus config」`}},
		{map[string]string{"PEGASUS_POWER_DPUW": "100"}, nil,
			[]string{`did you mean PEGASUS_POWER_DPU_W?`}, []string{`您是指 PEGASUS_POWER_DPU_W 嗎？`}},
		{map[string]string{"PEGASUS_FOO": "1"}, nil,
			[]string{`unknown environment variable PEGASUS_FOO ("pegasus config" lists every key`},
			[]string{`未知的環境變數 PEGASUS_FOO（「pegasus config」`}},
		{map[string]string{"PEGASUS_\x1b]2;owned\x07X": "1"}, nil,
			[]string{`unknown environment variable PEGASUS_X (`}, []string{`未知的環境變數 PEGASUS_X（`}},
		{nil, []string{"--jiter-ns", "5"},
			[]string{`unknown flag --jiter-ns; did you mean --jitter-ns? (run "pegasus --help" for the flags)`},
			[]string{`未知的參數 --jiter-ns；您是指 --jitter-ns 嗎？（執行「pegasus --help」查看可用的參數）`}},
		{nil, []string{"calc", "credit", "--jiter-ns", "5"},
			[]string{`unknown flag --jiter-ns; did you mean --jitter-ns? (run "pegasus calc credit --help"`},
			[]string{`未知的參數 --jiter-ns；您是指 --jitter-ns 嗎？`}},
		{nil, []string{"check", "--jsn"}, []string{`unknown flag --jsn; did you mean --json?`}, []string{`未知的參數 --jsn；您是指 --json 嗎？`}},
		{nil, []string{"check", "--json=maybe"},
			[]string{`flag --json: json = "maybe" is not allowed; allowed: one of true, false`},
			[]string{`參數 --json：json = "maybe" 不是允許的值；允許的值：下列其中之一：true、false`}},
	} {
		codes, errs := both(t, func() map[string]string { return c.env }, c.args...)
		for i, want := range [][]string{c.en, c.zh} {
			for _, w := range want {
				if codes[i] != ExitBadInput || !strings.Contains(errs[i], w) {
					t.Errorf("%q %q: exit %d, %q; want %q", c.env, c.args, codes[i], errs[i], w)
				}
			}
			if strings.Count(errs[i], "\n") != 1 || len(errs[i]) > 300 || strings.Contains(errs[i], "\x1b") {
				t.Errorf("%q %q: not one short line: %q", c.env, c.args, errs[i])
			}
		}
	}
}

// TestUnknownSubjectIsOneLine: calc with an unknown subject, or none,
// says so in one line that lists the subjects, without the usage.
func TestUnknownSubjectIsOneLine(t *testing.T) {
	t.Parallel()
	list := strings.Join(subjectNames(), ", ")
	zhList := strings.Join(subjectNames(), "、")
	for _, c := range []struct {
		args   []string
		en, zh string
	}{
		{[]string{"calc", "nope"}, `pegasus: unknown subject "nope"; subjects: ` + list + "\n", `pegasus: 未知的主題 "nope"；可用的主題：` + zhList + "\n"},
		{[]string{"calc", "cedit", "--json"}, `pegasus: unknown subject "cedit"; subjects: ` + list + "\n", `pegasus: 未知的主題 "cedit"；可用的主題：` + zhList + "\n"},
		{[]string{"calc", "\x1b]2;x\x07"}, `pegasus: unknown subject "\x1b]2;x\a"; subjects: ` + list + "\n", `pegasus: 未知的主題 "\x1b]2;x\a"；可用的主題：` + zhList + "\n"},
		{[]string{"calc"}, "pegasus: calc needs a subject; subjects: " + list + "\n", "pegasus: calc 需要指定一個主題；可用的主題：" + zhList + "\n"},
	} {
		codes, errs := both(t, noEnv, c.args...)
		for i, want := range []string{c.en, c.zh} {
			if codes[i] != ExitBadInput || errs[i] != want {
				t.Errorf("%q: exit %d,\n%q\nwant\n%q", c.args, codes[i], errs[i], want)
			}
		}
	}
}

// TestCrossRuleNamesTheKnobGiven: a value given for one knob that breaks
// a rule with another knob's value (here a default) is refused naming the
// knob given, its source and value, then the rule with the other knob's
// value. Before, --cx7-w 500 was reported as power.dpu_w = "150".
func TestCrossRuleNamesTheKnobGiven(t *testing.T) {
	t.Parallel()
	cfg := filepath.Join(t.TempDir(), "c.yaml")
	if err := os.WriteFile(cfg, []byte("power:\n  cx7_w: 500\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	const rule = `power.cx7_w = "500" is not allowed while power.dpu_w = "150"; allowed for power.dpu_w: more than cx7_w (now 500)`
	const zhRule = `power.cx7_w = "500" 不是允許的值，因為 power.dpu_w = "150"；power.dpu_w 允許的值：大於 cx7_w（目前為 500）`
	for _, c := range []struct {
		env    map[string]string
		args   []string
		en, zh string
	}{
		{nil, []string{"--cx7-w", "500"}, "flag --cx7-w: " + rule, "參數 --cx7-w：" + zhRule},
		{nil, []string{"calc", "power", "--cx7-w", "500"}, "flag --cx7-w: " + rule, "參數 --cx7-w：" + zhRule},
		{map[string]string{"PEGASUS_POWER_CX7_W": "500"}, nil, "environment variable PEGASUS_POWER_CX7_W: " + rule, "環境變數 PEGASUS_POWER_CX7_W：" + zhRule},
		{map[string]string{"PEGASUS_CONFIG": cfg}, nil, "config file " + cfg + ": " + rule, "設定檔 " + cfg + "：" + zhRule},
		// The flag is above the variable that set the other knob.
		{map[string]string{"PEGASUS_POWER_DPU_W": "100"}, []string{"--cx7-w", "120"},
			`flag --cx7-w: power.cx7_w = "120" is not allowed while power.dpu_w = "100"; allowed for power.dpu_w: more than cx7_w (now 120)`,
			`參數 --cx7-w：power.cx7_w = "120" 不是允許的值，因為 power.dpu_w = "100"`},
		// The knob refused is the one given: as before.
		{nil, []string{"--dpu-w", "40"}, `flag --dpu-w: power.dpu_w = "40" is not allowed; allowed: more than cx7_w (now 45)`,
			`參數 --dpu-w：power.dpu_w = "40" 不是允許的值；允許的值：大於 cx7_w（目前為 45）`},
		{nil, []string{"--cx7-w", "200", "--dpu-w", "150"}, `flag --dpu-w: power.dpu_w = "150" is not allowed; allowed: more than cx7_w (now 200)`,
			`參數 --dpu-w：power.dpu_w = "150" 不是允許的值`},
		// A rule over an expression of knobs names the knob given.
		{nil, []string{"calc", "power", "--nics", "64", "--cx7-w", "149"},
			`flag --nics: power.nics = "64" is not allowed while power.server_kw = "9.5"; allowed for power.server_kw: more than nics * cx7_w (now 9.536)`,
			`參數 --nics：power.nics = "64" 不是允許的值，因為 power.server_kw = "9.5"`},
		{nil, []string{"export", "--panel", "power", "--format", "csv", "--out", filepath.Join(t.TempDir(), "x.csv"), "--param", "power.cx7_w=500"},
			"--param: " + rule, "--param：" + zhRule},
	} {
		codes, errs := both(t, func() map[string]string { return c.env }, c.args...)
		for i, want := range []string{c.en, c.zh} {
			if codes[i] != ExitBadInput || !strings.HasPrefix(errs[i], "pegasus: "+want) || strings.Count(errs[i], "\n") != 1 {
				t.Errorf("%q %q: exit %d,\n%q\nwant it to start with\n%q", c.env, c.args, codes[i], errs[i], "pegasus: "+want)
			}
		}
	}
}

// TestAWriteErrorNamesThePathOnce: an export into a directory that does
// not exist, and a log that cannot be opened, fail with the path said
// once, in the user's language.
func TestAWriteErrorNamesThePathOnce(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "missing")
	out := filepath.Join(dir, "x.csv")
	for i, l := range []i18n.Lang{i18n.English, i18n.TraditionalChinese} {
		code, _, errOut := runCmd(t, cleanEnv(t), "--lang", string(l), "export", "--panel", "credit", "--format", "csv", "--out", out)
		prefix := "pegasus: " + strings.SplitN(i18n.For(l).Lecture.ExportFailedFmt, "%s", 2)[0]
		if code != ExitIO || strings.Count(errOut, dir) != 1 || !strings.HasPrefix(errOut, prefix) ||
			!strings.Contains(errOut, "no such file or directory") {
			t.Errorf("%d: exit %d, %q: the directory should appear once, after %q", i, code, errOut, prefix)
		}
	}
	log := filepath.Join(dir, "pegasus.log")
	for _, l := range []i18n.Lang{i18n.English, i18n.TraditionalChinese} {
		tx := i18n.For(l)
		_, err := startLog(tx, map[string]string{"PEGASUS_LOG": log})
		want := fmt.Sprintf(tx.CLI.LogFailedFmt, log, "no such file or directory")
		if err == nil || err.Error() != want {
			t.Errorf("%s: %v, want %q", l, err, want)
		}
	}
}
