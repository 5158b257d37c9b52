package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/term"
	"github.com/muesli/termenv"

	"pegasus/i18n"
	loop "pegasus/model/credit"
	"pegasus/model/power"
	"pegasus/model/reference"
	"pegasus/ui"
)

func TestMain(m *testing.M) {
	lipgloss.SetColorProfile(termenv.Ascii)
	os.Exit(m.Run())
}

// cleanEnv is an environment with a private home and no locale.
func cleanEnv(t *testing.T, extra ...string) env {
	t.Helper()
	home := t.TempDir()
	e := newEnv(append([]string{"HOME=" + home, "XDG_CONFIG_HOME=" + filepath.Join(home, "config"), "XDG_STATE_HOME=" + filepath.Join(home, "state")}, extra...))
	return e
}

func runCmd(t *testing.T, e env, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, &out, &errb, e)
	return code, out.String(), errb.String()
}

func TestCheckPassesAndNamesEveryFigure(t *testing.T) {
	code, out, _ := runCmd(t, cleanEnv(t), "check")
	if code != exitOK {
		t.Fatalf("check exited %d:\n%s", code, out)
	}
	en := i18n.For(i18n.English)
	for _, r := range reference.All() {
		if !strings.Contains(out, en.Check.Label(string(r.ID))) {
			t.Errorf("check output lacks %s", r.ID)
		}
		if en.Check.Label(string(r.ID)) == string(r.ID) {
			t.Errorf("%s has no English name", r.ID)
		}
		if i18n.For(i18n.TraditionalChinese).Check.Label(string(r.ID)) == string(r.ID) {
			t.Errorf("%s has no Chinese name", r.ID)
		}
	}
	if n := len(reference.All()); !strings.Contains(out, fmt.Sprintf("%d of %d figures agree", n, n)) {
		t.Errorf("summary missing:\n%s", out)
	}
}

func TestCheckJSONAndChinese(t *testing.T) {
	code, out, _ := runCmd(t, cleanEnv(t, "LANG=zh_TW.UTF-8"), "check", "--json")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	var rep checkReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("check --json is not JSON: %v\n%s", err, out)
	}
	if rep.Lang != "zh-TW" || rep.Total != len(reference.All()) || rep.Passed != rep.Total {
		t.Errorf("report = %+v", rep)
	}
	for _, r := range rep.Rows {
		if r.Convention == "" || r.Figure == "" {
			t.Errorf("row %s lacks its name or convention", r.ID)
		}
	}
	_, table, _ := runCmd(t, cleanEnv(t), "check", "--lang", "zh-TW")
	if !strings.Contains(table, "通過") || !strings.Contains(table, "計算方式") {
		t.Errorf("Chinese table:\n%s", table)
	}
}

func TestCheckFailsOnAMismatch(t *testing.T) {
	rows := reference.All()
	rows[1].Engine += 10
	rep := buildCheckReport(i18n.For(i18n.English), rows)
	if rep.Passed != rep.Total-1 {
		t.Errorf("a 10 Gb/s error passed: %+v", rep.Rows[1])
	}
}

func TestCalcCreditJSON(t *testing.T) {
	code, out, errOut := runCmd(t, cleanEnv(t), "calc", "credit", "--jitter-ns", "600", "--batch-kib", "16", "--json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"line_gbps", "batch_time_ns", "loop_time_ns", "eq1_gbps", "eq2_gbps"} {
		if _, ok := m[k]; !ok {
			t.Errorf("JSON lacks %s", k)
		}
	}
	if eq1 := m["eq1_gbps"].(float64); eq1 < 340.5 || eq1 > 343.5 {
		t.Errorf("eq1_gbps = %v, want about 342", eq1)
	}
	if m["batch_time_ns"].(float64) != 327.68 || m["loop_time_ns"].(float64) != 2621.44 {
		t.Errorf("batch time %v, loop %v", m["batch_time_ns"], m["loop_time_ns"])
	}
}

func TestCalcTakesEveryPanelParameter(t *testing.T) {
	code, out, errOut := runCmd(t, cleanEnv(t), "calc", "credit", "--jitter-ns", "1500", "--batch-kib", "128",
		"--line-gbps", "800", "--overdraft", "3", "--loop-ns", "5000", "--seed", "7", "--json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var c creditCalc
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatal(err)
	}
	p := loop.Params{JitterNs: 1500, BatchKiB: 128, LineGbps: 800, Overdraft: 3, LoopNs: 5000, Seed: 7, Batches: loop.DefaultN, IncastN: loop.DefaultIncast}
	eq1, eq2 := loop.ThroughputPairGbps(p, loop.NewDraws(7, p.Batches))
	if c.Eq1Gbps != eq1 || c.Eq2Gbps != eq2 || c.Overdraft != 3 || c.LineGbps != 800 {
		t.Errorf("calc = %+v; engine gives %v, %v", c, eq1, eq2)
	}
}

func TestCalcTableIsReadable(t *testing.T) {
	_, out, _ := runCmd(t, cleanEnv(t), "calc", "credit")
	for _, want := range []string{"Batch time", "327.68 ns", "Eq. 1", "Eq. 2", "Goodput"} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
}

func TestBadInputNamesSourceKeyValueAndAllowed(t *testing.T) {
	dir := t.TempDir()
	unknown := filepath.Join(dir, "unknown.yaml")
	os.WriteFile(unknown, []byte("credit:\n  jiter_ns: 5\n"), 0o644)
	mistyped := filepath.Join(dir, "mistyped.yaml")
	os.WriteFile(mistyped, []byte("credit:\n  batch_kib: twelve\n"), 0o644)
	broken := filepath.Join(dir, "broken.yaml")
	os.WriteFile(broken, []byte("credit: [\n"), 0o644)
	cases := []struct {
		name string
		env  []string
		args []string
		want []string
	}{
		{"flag out of range", nil, []string{"calc", "credit", "--jitter-ns", "2500"}, []string{"flag --jitter-ns", "credit.jitter_ns", `"2500"`, "0 to 2,000"}},
		{"flag not a choice", nil, []string{"calc", "credit", "--batch-kib", "12"}, []string{"flag --batch-kib", `"12"`, "4, 8, 16, 32, 64, 128"}},
		{"env mistyped", []string{"PEGASUS_CREDIT_OVERDRAFT=one"}, []string{"check"}, []string{"environment variable PEGASUS_CREDIT_OVERDRAFT", `"one"`, "0 to 4"}},
		{"env unknown", []string{"PEGASUS_JITTER=5"}, []string{"check"}, []string{"PEGASUS_JITTER", "PEGASUS_CREDIT_JITTER_NS"}},
		{"file unknown key", nil, []string{"check", "--config", unknown}, []string{unknown, "credit.jiter_ns", "credit.jitter_ns"}},
		{"file mistyped", nil, []string{"check", "--config", mistyped}, []string{mistyped, "credit.batch_kib", `"twelve"`}},
		{"file broken", nil, []string{"check", "--config", broken}, []string{broken}},
		{"file missing", nil, []string{"check", "--config", filepath.Join(dir, "nope.yaml")}, []string{"nope.yaml"}},
		{"lang", nil, []string{"check", "--lang", "fr"}, []string{"flag --lang", `"fr"`, "en, zh-TW"}},
		{"theme", []string{"PEGASUS_THEME=neon"}, []string{"--theme", "dark"}, nil}, // the flag wins; checked below
	}
	for _, c := range cases[:len(cases)-1] {
		t.Run(c.name, func(t *testing.T) {
			code, _, errOut := runCmd(t, cleanEnv(t, c.env...), c.args...)
			if code != exitBadInput {
				t.Fatalf("exit %d, want 2; stderr %q", code, errOut)
			}
			if strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
				t.Errorf("message is not one line: %q", errOut)
			}
			for _, w := range c.want {
				if !strings.Contains(errOut, w) {
					t.Errorf("message %q lacks %q", errOut, w)
				}
			}
		})
	}
	t.Run("bad env is reported even when a flag would win", func(t *testing.T) {
		code, _, errOut := runCmd(t, cleanEnv(t, "PEGASUS_THEME=neon"), "check")
		if code != exitBadInput || !strings.Contains(errOut, "PEGASUS_THEME") || !strings.Contains(errOut, "high-contrast") {
			t.Errorf("exit %d, %q", code, errOut)
		}
	})
	t.Run("Chinese message", func(t *testing.T) {
		_, _, errOut := runCmd(t, cleanEnv(t, "LANG=zh_TW.UTF-8"), "calc", "credit", "--seed", "0")
		if !strings.Contains(errOut, "參數 --seed") || !strings.Contains(errOut, "之間的整數") {
			t.Errorf("message %q", errOut)
		}
	})
}

// TestLayersOverrideInOrder: defaults < preferences < file < env < flags.
func TestLayersOverrideInOrder(t *testing.T) {
	e := cleanEnv(t)
	os.MkdirAll(filepath.Join(e["XDG_STATE_HOME"], "pegasus"), 0o755)
	os.WriteFile(defaultPrefsPath(e.get), []byte("credit:\n  jitter_ns: 100\n  seed: 9\n  loop_ns: 3000\n  overdraft: 2\n"), 0o644)
	os.MkdirAll(filepath.Join(e["XDG_CONFIG_HOME"], "pegasus"), 0o755)
	os.WriteFile(defaultConfigPath(e.get), []byte("theme: light\ncredit:\n  jitter_ns: 200\n  seed: 8\n  loop_ns: 4000\n"), 0o644)
	e["PEGASUS_CREDIT_JITTER_NS"] = "300"
	e["PEGASUS_CREDIT_SEED"] = "7"
	fs := newFlagSet("t", &bytes.Buffer{}, i18n.For(i18n.English), func(setting) bool { return true })
	if err := fs.Parse([]string{"--jitter-ns", "400"}); err != nil {
		t.Fatal(err)
	}
	ld, err := loadSettings(fs, e, true, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	p := ld.settings.Credit.params()
	if p.JitterNs != 400 || p.Seed != 7 || p.LoopNs != 4000 || p.Overdraft != 2 || p.BatchKiB != 16 || ld.settings.Theme != "light" {
		t.Errorf("merged = %+v, theme %s", p, ld.settings.Theme)
	}
}

func TestPreferencesRoundTripAtomically(t *testing.T) {
	e := cleanEnv(t)
	path := defaultPrefsPath(e.get)
	p := loop.DefaultParams()
	p.JitterNs, p.BatchKiB = 900, 64
	sc := power.DefaultScenario()
	sc.UseASIC, sc.DPUW = true, 180
	saved := mergePrefs(prefsFile{Theme: "high-contrast"}, ui.Prefs{Lang: i18n.TraditionalChinese, LangSwitched: true, Theme: "dark", Credit: p, Power: sc})
	if err := savePrefs(path, saved); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("the prefs directory holds %d files; a temporary file was left behind", len(entries))
	}
	lp := loadPrefs(i18n.For(i18n.English), path, time.Now())
	if lp.notice != "" || !lp.writable {
		t.Fatalf("notice %q", lp.notice)
	}
	if lp.values["lang"] != "zh-TW" || lp.values["theme"] != "high-contrast" || lp.values["credit.jitter_ns"] != 900.0 || lp.values["credit.batch_kib"] != 64 ||
		lp.values["power.rnic"] != "asic" || lp.values["power.dpu_w"] != 180.0 {
		t.Errorf("loaded %v", lp.values)
	}
}

func TestCorruptPreferencesAreKeptAsideAndReported(t *testing.T) {
	e := cleanEnv(t)
	path := defaultPrefsPath(e.get)
	os.MkdirAll(filepath.Dir(path), 0o755)
	for name, body := range map[string]string{"syntax": "credit: [\n", "value": "credit:\n  batch_kib: 12\n", "key": "colour: red\n"} {
		t.Run(name, func(t *testing.T) {
			os.WriteFile(path, []byte(body), 0o644)
			now := time.Date(2026, 12, 2, 10, 0, 0, 0, time.UTC)
			lp := loadPrefs(i18n.For(i18n.English), path, now)
			aside := path + ".corrupt-20261202-100000"
			if !strings.Contains(lp.notice, path) || !strings.Contains(lp.notice, aside) || !lp.writable {
				t.Errorf("notice %q", lp.notice)
			}
			if kept, err := os.ReadFile(aside); err != nil || string(kept) != body {
				t.Errorf("the corrupt file was not kept intact: %v", err)
			}
			if _, err := os.Stat(path); !os.IsNotExist(err) {
				t.Error("the corrupt file is still in place")
			}
			os.Remove(aside)
		})
	}
}

func TestNoTerminalPointsToCheckAndCalc(t *testing.T) {
	if term.IsTerminal(os.Stdin.Fd()) && term.IsTerminal(os.Stdout.Fd()) {
		t.Skip("the test runs in a terminal")
	}
	code, _, errOut := runCmd(t, cleanEnv(t))
	if code != exitBadInput || !strings.Contains(errOut, "pegasus check") || !strings.Contains(errOut, "pegasus calc credit") {
		t.Errorf("exit %d, %q", code, errOut)
	}
}

func TestUnknownCommand(t *testing.T) {
	code, _, errOut := runCmd(t, cleanEnv(t), "chek")
	if code != exitBadInput || !strings.Contains(errOut, `"chek"`) {
		t.Errorf("exit %d, %q", code, errOut)
	}
	code, _, errOut = runCmd(t, cleanEnv(t), "calc", "bogus")
	if code != exitBadInput || !strings.Contains(errOut, "calc bogus") {
		t.Errorf("exit %d, %q", code, errOut)
	}
}

func TestFlagErrorsAreOneLineWithAPointerToHelp(t *testing.T) {
	code, _, errOut := runCmd(t, cleanEnv(t), "calc", "credit", "--jitter-ns")
	if code != exitBadInput || !strings.Contains(errOut, "--jitter-ns") || !strings.Contains(errOut, "pegasus calc credit --help") {
		t.Errorf("exit %d, %q", code, errOut)
	}
	code, _, errOut = runCmd(t, cleanEnv(t), "--bogus")
	if code != exitBadInput || strings.Count(strings.TrimSpace(errOut), "\n") != 0 || !strings.Contains(errOut, "--bogus") {
		t.Errorf("exit %d, %q", code, errOut)
	}
}

func TestHelpGoesToStdout(t *testing.T) {
	code, out, _ := runCmd(t, cleanEnv(t), "--help")
	if code != exitOK || !strings.Contains(out, "--jitter-ns") || !strings.Contains(out, "check") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

// TestBuiltInDefaultsMatchTheEngine keeps the embedded config file and the
// engine's defaults (used by the panel's reset keys) the same.
func TestBuiltInDefaultsMatchTheEngine(t *testing.T) {
	d, err := defaultValues()
	if err != nil {
		t.Fatal(err)
	}
	s, err := merge(d)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Credit.params(); got != loop.DefaultParams() {
		t.Errorf("assets/config.yaml gives %+v, the engine %+v", got, loop.DefaultParams())
	}
	if got := s.Power.scenario(); got != power.DefaultScenario() {
		t.Errorf("assets/config.yaml gives %+v, the engine %+v", got, power.DefaultScenario())
	}
	if s.Lang != "" || s.Theme != "auto" || s.ASCII || !s.SavePrefs {
		t.Errorf("defaults = %+v", s)
	}
	code, out, _ := runCmd(t, cleanEnv(t), "config")
	if code != exitOK || !strings.Contains(out, "jitter_ns: 600") {
		t.Errorf("pegasus config: exit %d\n%s", code, out)
	}
}

// TestReadmeIsTrue keeps the README's screen capture, its check sample and
// its settings table in step with the program.
func TestReadmeIsTrue(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(readme)
	blocks := strings.Split(text, "```")
	capture := ""
	for i, b := range blocks {
		if i%2 == 1 && strings.Contains(b, "Pegasus explorer │") {
			capture = strings.TrimPrefix(b, "text\n")
		}
	}
	screen, err := os.ReadFile("ui/testdata/TestGoldenScreens/en/80x24.golden")
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
	for _, s := range settings() {
		for _, want := range []string{"`" + s.Key + "`", "`--" + s.Flag + "`", "`" + s.Env() + "`"} {
			if !strings.Contains(text, want) {
				t.Errorf("the README's settings table lacks %s", want)
			}
		}
	}
}

// TestEveryCatalogStringIsUsed fails on a catalog field that no code
// outside the catalog reads: dead text drifts out of date unseen.
func TestEveryCatalogStringIsUsed(t *testing.T) {
	var code strings.Builder
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		if strings.HasPrefix(path, "i18n/") && path != "i18n/catalog.go" {
			return nil
		}
		b, err := os.ReadFile(path)
		code.Write(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	var walk func(v reflect.Value, path string)
	walk = func(v reflect.Value, path string) {
		for i := 0; i < v.NumField(); i++ {
			f := v.Type().Field(i)
			switch v.Field(i).Kind() {
			case reflect.Struct:
				walk(v.Field(i), path+"."+f.Name)
			case reflect.String:
				if !regexp.MustCompile(`\.` + f.Name + `\b`).MatchString(code.String()) {
					t.Errorf("%s.%s is never used", path, f.Name)
				}
			}
		}
	}
	walk(reflect.ValueOf(*i18n.For(i18n.English)), "Text")
}

func TestCalcPowerJSONMatchesTheDigest(t *testing.T) {
	code, out, errOut := runCmd(t, cleanEnv(t), "calc", "power", "--dpu-w", "150", "--cx7-w", "45", "--rnic-w", "75",
		"--nics", "8", "--share-low-pct", "6.5", "--share-high-pct", "13.7", "--json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatal(err)
	}
	want := map[string]float64{"extra_w": 840, "server_kw_low": 6.131386861313869, "server_kw_high": 12.923076923076922,
		"saving_w": 450, "saving_pct_low": 100 * 450 / 12923.076923076922, "saving_pct_high": 100 * 450 / 6131.386861313869}
	for k, v := range want {
		if got, ok := m[k].(float64); !ok || math.Abs(got-v) > 1e-9 {
			t.Errorf("%s = %v, want %v", k, m[k], v)
		}
	}
	rounded := m["rounded"].(map[string]any)
	if rounded["server_kw_low"] != 6.1 || math.Abs(rounded["saving_pct_high"].(float64)-7.377) > 0.001 {
		t.Errorf("rounded = %v", rounded)
	}
}

func TestCalcPowerTakesAnyInputsAndNamesBadOnes(t *testing.T) {
	code, out, _ := runCmd(t, cleanEnv(t), "calc", "power", "--dpu-w", "2500", "--rnic-w", "0.5", "--nics", "16", "--json")
	if code != exitOK || !strings.Contains(out, `"saving_w": 37492`) {
		t.Errorf("exit %d:\n%s", code, out) // 16 x 2500 - (2500 + 16 x 0.5) = 37,492 W
	}
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"--dpu-w", "0"}, []string{"flag --dpu-w", `"0"`, "more than 0"}},
		{[]string{"--cx7-w", "-45"}, []string{"flag --cx7-w", `"-45"`}},
		{[]string{"--share-low-pct", "14"}, []string{"flag --share-low-pct", `"14"`, "13.7"}},
		{[]string{"--nics", "eight"}, []string{"flag --nics", `"eight"`, "1 to 64"}},
		{[]string{"--dpu-w", "40"}, []string{"flag --dpu-w", "CX7"}},
	} {
		code, _, errOut := runCmd(t, cleanEnv(t), append([]string{"calc", "power"}, c.args...)...)
		if code != exitBadInput {
			t.Errorf("%v: exit %d", c.args, code)
		}
		for _, w := range c.want {
			if !strings.Contains(errOut, w) {
				t.Errorf("%v: message %q lacks %q", c.args, errOut, w)
			}
		}
	}
}

func TestCalcGain(t *testing.T) {
	code, out, _ := runCmd(t, cleanEnv(t), "calc", "gain", "--printed-pct", "53.2", "--json")
	var g gainCalc
	if code != exitOK || json.Unmarshal([]byte(out), &g) != nil {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	if math.Abs(g.OldOverNew-0.468) > 1e-9 || math.Abs(g.Speedup-1/0.468) > 1e-9 || math.Abs(g.UsualPct-100*(1/0.468-1)) > 1e-9 {
		t.Errorf("calc gain = %+v", g)
	}
	code, _, errOut := runCmd(t, cleanEnv(t), "calc", "gain", "--printed-pct", "100")
	if code != exitBadInput || !strings.Contains(errOut, "flag --printed-pct") || !strings.Contains(errOut, "100") {
		t.Errorf("exit %d, %q", code, errOut)
	}
	_, table, _ := runCmd(t, cleanEnv(t), "calc", "gain", "--printed-pct", "4.8", "--lang", "zh-TW")
	if !strings.Contains(table, "1.0504x") || !strings.Contains(table, "加速倍數") {
		t.Errorf("table:\n%s", table)
	}
}

func TestPowerSettingsAreCheckedAcrossKeys(t *testing.T) {
	code, _, errOut := runCmd(t, cleanEnv(t, "PEGASUS_POWER_SHARE_LOW_PCT=20"), "check")
	if code != exitBadInput || !strings.Contains(errOut, "power.share_low_pct") || !strings.Contains(errOut, "13.7") {
		t.Errorf("exit %d, %q", code, errOut)
	}
}

func TestCalcSprayAllReduceRetx(t *testing.T) {
	code, out, errOut := runCmd(t, cleanEnv(t), "calc", "spray", "--scheme", "hash", "--flows", "8", "--paths", "8", "--trials", "200", "--seed", "1", "--json")
	var s sprayCalc
	if code != exitOK || json.Unmarshal([]byte(out), &s) != nil {
		t.Fatalf("calc spray: exit %d %s\n%s", code, errOut, out)
	}
	if math.Abs(s.UsedPathFraction-s.HashExpectedUsed) > 0.03 || math.Abs(s.MaxLinkLoad-s.HashExpectedMaxLoad)/s.HashExpectedMaxLoad > 0.08 || s.ThroughputFraction >= 1 {
		t.Errorf("calc spray hash = %+v", s)
	}
	_, out, _ = runCmd(t, cleanEnv(t), "calc", "spray", "--scheme", "spray", "--json")
	json.Unmarshal([]byte(out), &s)
	if s.UsedPathFraction != 1 || s.MaxLinkLoad > 1.05 {
		t.Errorf("calc spray spray = %+v", s)
	}
	code, out, _ = runCmd(t, cleanEnv(t), "calc", "allreduce", "--size-mb", "16", "--nic", "cx7-ar", "--json")
	var a allReduceCalc
	if code != exitOK || json.Unmarshal([]byte(out), &a) != nil || a.BusBWGbps <= 0 || a.PRNICOverCX7 < 1.6 {
		t.Errorf("calc allreduce: exit %d, %+v", code, a)
	}
	code, out, _ = runCmd(t, cleanEnv(t), "calc", "retx", "--policy", "ooo", "--packets", "100000", "--json")
	var r retxCalc
	if code != exitOK || json.Unmarshal([]byte(out), &r) != nil || r.SpuriousRate <= 0 || r.Spurious != r.Requests {
		t.Errorf("calc retx: exit %d, %+v", code, r)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"calc", "spray", "--paths", "0"}, "flag --paths"},
		{[]string{"calc", "spray", "--flows", "0"}, "flag --flows"},
		{[]string{"calc", "spray", "--scheme", "random"}, "hash, qp-scaling, te, ar, spray"},
		{[]string{"calc", "retx", "--ooo-threshold", "1.2"}, "0 to 1"},
		{[]string{"calc", "retx", "--missing-threshold", "-0.1"}, "flag --missing-threshold"},
		{[]string{"calc", "retx", "--window", "3"}, "4 to 65,536"},
		{[]string{"calc", "retx", "--policy", "sometimes"}, "ooo, ooo+missing"},
		{[]string{"calc", "allreduce", "--nic", "cx6"}, "cx7-ar, p-rnic"},
		{[]string{"calc", "allreduce", "--size-mb", "2048"}, "1 to 1024"},
		{[]string{"calc", "spray", "--trials", "2.5"}, "flag --trials: trials = \"2.5\" is not allowed; allowed: a whole number"},
		{[]string{"calc", "spray", "--seed", "0"}, "flag --seed: seed = \"0\" is not allowed; allowed: a whole number from 1 to 1,000,000"},
		{[]string{"calc", "retx", "--seed", "1.5"}, "allowed: a whole number from 1 to 1,000,000"},
		{[]string{"calc", "retx", "--loss-rate", "x"}, "flag --loss-rate: loss_rate = \"x\" is not allowed; allowed: a number"},
	} {
		code, _, errOut := runCmd(t, cleanEnv(t), c.args...)
		if code != exitBadInput || !strings.Contains(errOut, c.want) || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
			t.Errorf("%v: exit %d, %q (want %q)", c.args, code, errOut, c.want)
		}
	}
}
