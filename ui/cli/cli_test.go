package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/mattn/go-runewidth"
	"github.com/muesli/termenv"

	"pegasus/i18n"
	"pegasus/i18n/knobtext"
	loop "pegasus/model/credit"
	"pegasus/model/engines"
	"pegasus/model/reference"
	"pegasus/panels/describe"
	"pegasus/panels/kit"
	"pegasus/ui/settings"
)

func TestMain(m *testing.M) {
	lipgloss.SetColorProfile(termenv.Ascii)
	runewidth.DefaultCondition.EastAsianWidth = false // as Run sets it: the tests run side by side
	// The end-to-end tests wait on the program in a terminal far more than
	// they compute: unless -parallel says otherwise, eight tests run at
	// once, whatever the number of processors, so that the others compute
	// meanwhile.
	// The tests run the command line hundreds of times, each run leaving
	// its garbage: unless GOGC says otherwise, the heap may grow to three
	// times what is live before a collection (the process stays near
	// 130 MB), and less time goes to collecting.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(300)
	}
	flag.Parse()
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "test.parallel" })
	if !given {
		if err := flag.Set("test.parallel", "8"); err != nil {
			panic(err)
		}
	}
	os.Exit(m.Run())
}

// cleanEnv is an environment with a private home and no locale.
func cleanEnv(t *testing.T, extra ...string) settings.Env {
	t.Helper()
	home := t.TempDir()
	return settings.NewEnv(append([]string{"HOME=" + home, "XDG_CONFIG_HOME=" + filepath.Join(home, "config"),
		"XDG_STATE_HOME=" + filepath.Join(home, "state")}, extra...))
}

// sharedFigures are check's rows, computed once for the test binary (they
// are deterministic, and computing them runs every engine) as a command
// without IO.Figures computes them; figures gives each caller its own
// copy.
var sharedFigures = sync.OnceValue(IO{}.figures)

func figures() []reference.Row { return slices.Clone(sharedFigures()) }

// sharedContent is the embedded texts, parsed once for the test binary
// as a command without IO.Content parses them (they are only read).
var sharedContent = sync.OnceValues(IO{}.content)

// testEngines is the pool and cache of engine results that the commands
// these tests run share (IO.Compute): the engines are pure and seeded, so
// an export of a page computes what another run already did only once.
var testEngines = kit.NewCompute(2, 256)

func runCmd(t *testing.T, e settings.Env, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = Run(args, IO{Stdout: &out, Stderr: &errb, Figures: figures, Compute: testEngines.Session(2), Content: sharedContent}, e)
	return code, out.String(), errb.String()
}

// TestCheckPassesAndNamesEveryFigure runs check as the program does (its
// rows are the ones a command computes without IO.Figures: see
// sharedFigures), and every figure of the catalog is among them.
func TestCheckPassesAndNamesEveryFigure(t *testing.T) {
	t.Parallel()
	code, out, _ := runCmd(t, cleanEnv(t), "check")
	if code != ExitOK {
		t.Fatalf("check exited %d:\n%s", code, out)
	}
	en, zh := i18n.For(i18n.English), i18n.For(i18n.TraditionalChinese)
	rows := figures()
	ids := map[string]bool{}
	for _, r := range rows {
		ids[string(r.ID)] = true
	}
	for id := range en.Check.Figures {
		if !ids[id] {
			t.Errorf("check computes no row for the catalog's figure %s", id)
		}
	}
	for _, r := range rows {
		id := string(r.ID)
		if !strings.Contains(out, en.Check.Label(id)) || en.Check.Label(id) == "" || zh.Check.Label(id) == "" ||
			en.Check.Figures[id].How == "" || zh.Check.Figures[id].How == "" {
			t.Errorf("check output, or a catalog, lacks %s", r.ID)
		}
	}
	if strings.Contains(out, "%!") {
		t.Errorf("a figure's explanation has a format mismatch:\n%s", out)
	}
	counted, notRepro, echoes := 0, 0, 0
	for _, r := range rows {
		switch {
		case r.Kind.Counts():
			counted++
		case r.Kind == reference.NotReproduced:
			notRepro++
		default:
			echoes++
		}
	}
	want := fmt.Sprintf("%d of %d checked figures agree", counted, counted)
	if !strings.Contains(strings.Join(strings.Fields(out), " "), want) ||
		!strings.Contains(strings.Join(strings.Fields(out), " "), fmt.Sprintf("%d not reproduced, %d echoes", notRepro, echoes)) {
		t.Errorf("summary missing (%q, %d not reproduced, %d echoes):\n%s", want, notRepro, echoes, out)
	}
	for _, k := range reference.Kinds {
		if !strings.Contains(out, describe.KindLabel(en, k)) {
			t.Errorf("the table does not show the kind %s", k)
		}
	}
}

func TestCheckJSONKindsAndChinese(t *testing.T) {
	t.Parallel()
	code, out, _ := runCmd(t, cleanEnv(t, "LANG=zh_TW.UTF-8"), "check", "--json")
	if code != ExitOK {
		t.Fatalf("exit %d", code)
	}
	var rep map[string]any
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("check --json is not JSON: %v\n%s", err, out)
	}
	rows := figures()
	counted := 0
	for _, r := range rows {
		if r.Kind.Counts() {
			counted++
		}
	}
	if rep["lang"] != "zh-TW" || int(rep["total"].(float64)) != counted || int(rep["passed"].(float64)) != counted {
		t.Errorf("report = %v", rep)
	}
	kinds := rep["kinds"].(map[string]any)
	total := 0.0
	for _, v := range kinds {
		total += v.(float64)
	}
	if int(total) != len(rows) || int(total) != counted+int(rep["not_reproduced"].(float64))+int(rep["echoes"].(float64)) {
		t.Errorf("kinds = %v", kinds)
	}
	for _, k := range reference.Kinds {
		if kinds[string(k)] == nil {
			t.Errorf("no row of kind %s", k)
		}
	}
	found := false
	for _, row := range rep["rows"].([]any) {
		r := row.(map[string]any)
		if _, seed := r["seed"]; seed || r["kind"] == "" || r["convention"] == "" {
			t.Errorf("row %v", r)
		}
		if !slices.Contains([]string{"recomputed", "calibrated", "consistency", "echo", "not-reproduced"}, r["kind"].(string)) {
			t.Errorf("row %v has kind %v", r["id"], r["kind"])
		}
		if r["id"] == string(reference.IncastFig14DCQCNLeast) {
			found = r["kind"] == "not-reproduced" && r["digest_value"] == 20.2 && r["counted"] == false
		}
	}
	if !found {
		t.Error("no not-reproduced row for DCQCN's 20.2 %")
	}
	_, table, _ := runCmd(t, cleanEnv(t), "--lang", "zh-TW", "check")
	if !strings.Contains(table, "通過") || !strings.Contains(table, "校準") || !strings.Contains(table, "未重現") || !strings.Contains(table, "回聲") {
		t.Errorf("Chinese table (global flag before the command):\n%s", table)
	}
}

// TestCheckFailsOnlyOnACountedMismatch: a counted row off by 10 fails
// the report; rows that do not count (echoes, figures not reproduced)
// never do, whatever their values.
func TestCheckFailsOnlyOnACountedMismatch(t *testing.T) {
	t.Parallel()
	rows := figures()
	counted := -1
	for i, r := range rows {
		if !r.Kind.Counts() {
			rows[i].Engine += 1000
		} else if counted < 0 {
			counted = i
		}
	}
	en := i18n.For(i18n.English)
	rep := buildCheckReport(en, rows)
	if rep.Passed != rep.Total {
		t.Errorf("rows that do not count failed the report: %d of %d", rep.Passed, rep.Total)
	}
	rows[counted].Engine += 10
	rep = buildCheckReport(en, rows)
	if rep.Passed != rep.Total-1 {
		t.Errorf("a 10-unit error passed: %+v", rep.Rows[counted])
	}
	var b bytes.Buffer
	if err := printCheckTable(&b, en, glyphsFor(false), rep, 100); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), fmt.Sprintf(en.Check.FailedFmt, en.Check.Label(string(rows[counted].ID)))) {
		t.Errorf("the table does not name the failing figure:\n%s", b.String())
	}
}

// failingWriter fails every write, as /dev/full does.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

func TestAFailedWriteIsAnError(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{{"check"}, {"check", "--json"}, {"calc", "credit"}, {"calc", "gain", "--json"}, {"config"}} {
		var errb bytes.Buffer
		code := Run(args, IO{Stdout: failingWriter{}, Stderr: &errb, Figures: figures, Compute: testEngines.Session(2), Content: sharedContent}, cleanEnv(t))
		if code != ExitIO || !strings.Contains(errb.String(), "no space left") {
			t.Errorf("%v: exit %d, %q", args, code, errb.String())
		}
	}
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full here")
	}
	defer full.Close()
	var errb bytes.Buffer
	if code := Run([]string{"calc", "credit"}, IO{Stdout: full, Stderr: &errb, Figures: figures, Compute: testEngines.Session(2), Content: sharedContent}, cleanEnv(t)); code != ExitIO {
		t.Errorf("calc credit >/dev/full exits %d", code)
	}
}

func TestCalcCreditJSON(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCmd(t, cleanEnv(t), "calc", "credit", "--jitter-ns", "600", "--batch-kib", "16", "--json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var c creditCalc
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatal(err)
	}
	if c.Eq1Gbps < 340.5 || c.Eq1Gbps > 343.5 || c.BatchTimeNs != 327.68 || c.LoopTimeNs != 2621.44 {
		t.Errorf("calc credit = %+v", c)
	}
	if c.Eq1Share < c.Eq1RunBounds.Lower/400*(1-1e-9) || c.Eq1Gbps < c.Eq1RunBounds.Lower*(1-1e-9) || c.Eq1Gbps > c.Eq1RunBounds.Upper*(1+1e-9) {
		t.Errorf("Eq. 1 outside the run's bounds: %+v", c)
	}
}

// TestShortRunStaysInsideTheRunBounds is the tester's case.
func TestShortRunStaysInsideTheRunBounds(t *testing.T) {
	t.Parallel()
	_, out, _ := runCmd(t, cleanEnv(t), "calc", "credit", "--jitter-ns", "2000", "--batch-kib", "4", "--overdraft", "0",
		"--loop-ns", "20000", "--batches", "1000", "--seed", "3", "--json")
	var c creditCalc
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatal(err)
	}
	if c.Eq1Gbps >= c.Eq1Bounds.Lower {
		t.Errorf("the case no longer leaves the steady bounds: %+v", c)
	}
	if c.Eq1Gbps < c.Eq1RunBounds.Lower || c.Eq1Gbps > c.Eq1RunBounds.Upper {
		t.Errorf("Eq. 1 %v outside the run's bounds %+v", c.Eq1Gbps, c.Eq1RunBounds)
	}
}

func TestCalcTakesEveryKnobOfItsEngine(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCmd(t, cleanEnv(t), "calc", "credit", "--jitter-ns", "1500", "--batch-kib", "128",
		"--line-gbps", "800", "--overdraft", "3", "--loop-ns", "5000", "--seed", "7", "--json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var c creditCalc
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatal(err)
	}
	p := loop.DefaultParams()
	p.JitterNs, p.BatchKiB, p.LineGbps, p.Overdraft, p.LoopNs, p.Seed = 1500, 128, 800, 3, 5000, 7
	eq1, eq2 := loop.ThroughputPairGbps(p, loop.NewDraws(7, p.Batches))
	if math.Abs(c.Eq1Gbps-eq1) > 0.05 || math.Abs(c.Eq2Gbps-eq2) > 0.05 { // rounded to the 1 decimal declared
		t.Errorf("calc = %+v; engine gives %v, %v", c, eq1, eq2)
	}
}

// TestCalcReadsOnlyTheCommandLine: a broken config file, PEGASUS_* values
// and PEGASUS_LANG change nothing in calc and check.
func TestCalcReadsOnlyTheCommandLine(t *testing.T) {
	t.Parallel()
	e := cleanEnv(t, "PEGASUS_POWER_DPU_W=10", "PEGASUS_CREDIT_JITTER_NS=broken", "PEGASUS_LANG=zh-TW")
	os.MkdirAll(filepath.Join(e["XDG_CONFIG_HOME"], "pegasus"), 0o755)
	os.WriteFile(filepath.Join(e["XDG_CONFIG_HOME"], "pegasus", "config.yaml"), []byte("credit: [broken\n"), 0o644)
	for _, args := range [][]string{{"calc", "gain"}, {"calc", "spray", "--trials", "10"}, {"calc", "power"}, {"check"}} {
		code, out, errOut := runCmd(t, e, args...)
		if code != ExitOK || strings.ContainsAny(out, "。功") {
			t.Errorf("%v: exit %d %q\n%s", args, code, errOut, out)
		}
	}
}

func TestGlobalFlagsBeforeOrAfterTheCommand(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"--lang", "zh-TW", "check"}, {"check", "--lang", "zh-TW"}, {"--lang=zh-TW", "calc", "power"},
		{"calc", "--lang=zh-TW", "power"}, {"calc", "power", "--lang", "zh-TW"},
	} {
		code, out, errOut := runCmd(t, cleanEnv(t), args...)
		if code != ExitOK || !strings.ContainsAny(out, "導功") {
			t.Errorf("%v: exit %d %q\n%s", args, code, errOut, out)
		}
	}
}

func TestHelpAnywhereGoesToStdout(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{{"--help"}, {"-h"}, {"help"}, {"check", "--help"}, {"calc", "--help"}, {"calc", "credit", "-h"},
		{"config", "--help"}, {"calc", "retx", "--help", "--lang", "zh-TW"}} {
		code, out, errOut := runCmd(t, cleanEnv(t), args...)
		if code != ExitOK || out == "" || errOut != "" {
			t.Errorf("%v: exit %d, stdout %d bytes, stderr %q", args, code, len(out), errOut)
		}
	}
	_, out, _ := runCmd(t, cleanEnv(t), "calc", "retx", "--help")
	if !strings.Contains(out, "--queue-jitter-ns") || !strings.Contains(out, "Queue jitter (ns;") || strings.Contains(out, "string") {
		t.Errorf("calc retx --help does not describe its flags:\n%s", out)
	}
}

func TestChineseModeShowsNoPflagEnglish(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{{"--lang", "zh-TW", "--bogus"}, {"--lang", "zh-TW", "calc", "credit", "--jitter-ns"}, {"--lang", "zh-TW", "--help"}} {
		_, out, errOut := runCmd(t, cleanEnv(t), args...)
		for _, english := range []string{"unknown flag", "Usage of", "(default", "needs an argument"} {
			if strings.Contains(out+errOut, english) {
				t.Errorf("%v shows pflag's %q:\n%s%s", args, english, out, errOut)
			}
		}
	}
}

func TestBadCalcInputIsOneLineWithTheRange(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"calc", "allreduce", "--size-mb", "NaN"}, "a number from 1 to 1,024"},
		{[]string{"calc", "allreduce", "--size-mb", "Inf"}, "flag --size-mb"},
		{[]string{"calc", "retx", "--skew-ns", "1e9"}, "a number from 0 to"},
		{[]string{"calc", "retx", "--queue-jitter-ns", "1e9"}, "flag --queue-jitter-ns"},
		{[]string{"calc", "spray", "--te-period-s", "1e-9"}, "flag --te-period-s"},
		{[]string{"calc", "spray", "--trials", "1.5"}, "a whole number from 1 to 1,000"},
		{[]string{"calc", "spray", "--seed", "1e308"}, "a whole number from 1 to 1,000,000"},
		{[]string{"calc", "spray", "--scheme", "random"}, "hash, qp-scaling, te, ar, spray"},
		{[]string{"calc", "retx", "--policy", "sometimes"}, "ooo, ooo+missing"},
		{[]string{"calc", "power", "--dpu-w", "40"}, "more than cx7_w (now 45)"},
		{[]string{"calc", "power", "--share-low-pct", "14"}, "at most share_high_pct (now 13.7)"},
		{[]string{"calc", "gain", "--printed-pct", "100"}, "a number from 0 to 99.9"},
		{[]string{"calc", "credit", "--batch-kib", "12"}, "one of 4, 8, 16, 32, 64, 128"},
		{[]string{"calc", "credit", "extra"}, `unexpected argument "extra"`},
		{[]string{"calc", "nothing"}, `unknown subject "nothing"; subjects: credit, spray, receiver,`},
		{[]string{"nothing"}, `unknown command "nothing"`},
		{[]string{"--jitter-ns"}, "flag --jitter-ns needs a value"},
	} {
		code, _, errOut := runCmd(t, cleanEnv(t), c.args...)
		first := strings.SplitN(errOut, "\n", 2)[0]
		if code != ExitBadInput || !strings.Contains(first, c.want) {
			t.Errorf("%v: exit %d, %q (want %q)", c.args, code, errOut, c.want)
		}
	}
}

func TestCalcPowerUsesThePanelsKnobs(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCmd(t, cleanEnv(t), "calc", "power", "--json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var m map[string]any
	json.Unmarshal([]byte(out), &m)
	want := map[string]float64{"extra_w": 840, "server_kw_low": 6.131386861313869, "server_kw_high": 12.923076923076922, "saving_w": 450}
	for k, v := range want {
		if got, ok := m[k].(float64); !ok || math.Abs(got-v) > 0.0005 { // JSON keeps the 3 decimals the engine declares
			t.Errorf("%s = %v, want %v", k, m[k], v)
		}
	}
	_, out, _ = runCmd(t, cleanEnv(t), "calc", "power", "--rnic", "asic", "--json")
	json.Unmarshal([]byte(out), &m)
	if m["saving_w"].(float64) != 810 || m["stated_in_rounded_range"] != true {
		t.Errorf("ASIC: %v", m)
	}
}

func TestCalcSprayAllReduceRetx(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCmd(t, cleanEnv(t), "calc", "spray", "--scheme", "hash", "--trials", "200", "--json")
	var s sprayCalc
	if code != ExitOK || json.Unmarshal([]byte(out), &s) != nil {
		t.Fatalf("calc spray: exit %d %s\n%s", code, errOut, out)
	}
	if math.Abs(s.UsedPathFraction-s.HashExpectedUsed) > 0.03 || math.Abs(s.MaxLinkLoad-s.HashExpectedMaxLoad)/s.HashExpectedMaxLoad > 0.08 {
		t.Errorf("calc spray hash = %+v", s)
	}
	code, out, _ = runCmd(t, cleanEnv(t), "calc", "allreduce", "--size-mb", "16", "--json")
	var a allReduceCalc
	if code != ExitOK || json.Unmarshal([]byte(out), &a) != nil || a.PRNICOverCX7 < 1.6 {
		t.Errorf("calc allreduce: exit %d, %+v", code, a)
	}
	code, out, _ = runCmd(t, cleanEnv(t), "calc", "retx", "--policy", "ooo", "--packets", "100000", "--json")
	var r retxCalc
	if code != ExitOK || json.Unmarshal([]byte(out), &r) != nil || r.SpuriousRate <= 0 || r.Spurious != r.Requests {
		t.Errorf("calc retx: exit %d, %+v", code, r)
	}
}

// TestEveryKnobIsInConfigEnvAndCalcWithTheSameRange: every knob of every
// engine is a key of the config file, a PEGASUS_* variable and a flag of a
// calc subject, and all three describe the same range.
func TestEveryKnobIsInConfigEnvAndCalcWithTheSameRange(t *testing.T) {
	t.Parallel()
	en := i18n.For(i18n.English)
	file := ConfigFile()
	calcFlags := map[string]string{} // flag help by group and key
	for _, s := range engines.All() {
		_, out, _ := runCmd(t, cleanEnv(t), "calc", s.Name(), "--help")
		for _, g := range s.Groups() {
			for _, spec := range g.Specs() {
				calcFlags[g.GroupName()+"."+spec.Key] = out
			}
		}
	}
	for _, r := range settings.Rows(engines.Groups()) {
		if r.Group == "" {
			continue
		}
		allowed := knobtext.AllowedSpec(en, r.Spec)
		if !strings.Contains(file, r.Spec.Key+": "+r.Spec.Format(r.Spec.Default)) || !strings.Contains(file, r.Env()) ||
			!strings.Contains(file, allowed) {
			t.Errorf("config lacks %s, its default, %s or %q", r.Key(), r.Env(), allowed)
		}
		help, ok := calcFlags[r.Key()]
		if !ok {
			t.Errorf("no calc subject takes %s", r.Key())
			continue
		}
		if !strings.Contains(help, "--"+r.ShortFlag()) || !strings.Contains(help, allowed) {
			t.Errorf("calc's help lacks --%s with %q", r.ShortFlag(), allowed)
		}
	}
}

// updateAssets reports -update, which rewrites assets/config.yaml from
// ConfigFile as it rewrites the goldens (x/exp/golden, imported by this
// package's tests, declares the flag).
func updateAssets() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// TestConfigAssetIsTheGeneratedFile: assets/config.yaml, which `pegasus
// config` prints, is ConfigFile; regenerate it with
// `go test ./ui/cli -run TestConfigAsset -update`.
func TestConfigAssetIsTheGeneratedFile(t *testing.T) {
	t.Parallel()
	const assetPath = "../../assets/config.yaml"
	if updateAssets() {
		if err := os.WriteFile(assetPath, []byte(ConfigFile()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	asset, err := os.ReadFile(assetPath)
	if err != nil {
		t.Fatal(err)
	}
	if string(asset) != ConfigFile() {
		t.Error("assets/config.yaml is out of date: run `go test ./ui/cli -run TestConfigAsset -update`")
	}
	// It also reads back as a config file that changes nothing.
	path := filepath.Join(t.TempDir(), "config.yaml")
	os.WriteFile(path, asset, 0o644)
	if code, _, errOut := runCmd(t, cleanEnv(t, "PEGASUS_CONFIG="+path), "--help"); code != ExitOK {
		t.Errorf("exit %d: %s", code, errOut)
	}
}

// TestExplorerFlagsAreUnique: every engine knob has one explorer flag of
// its own, and calc subjects take the explorer's spelling too.
func TestExplorerFlagsAreUnique(t *testing.T) {
	t.Parallel()
	seen := map[string]string{}
	for _, r := range settings.Rows(engines.Groups()) {
		if other, dup := seen[r.Flag()]; dup {
			t.Errorf("--%s is both %s and %s", r.Flag(), other, r.Key())
		}
		seen[r.Flag()] = r.Key()
	}
	code, _, errOut := runCmd(t, cleanEnv(t), "calc", "spray", "--spray-trials", "10", "--json")
	if code != ExitOK {
		t.Errorf("calc spray --spray-trials: %d %s", code, errOut)
	}
}

func TestNoTerminalPointsToCheckAndCalc(t *testing.T) {
	t.Parallel()
	code, _, errOut := runCmd(t, cleanEnv(t))
	if code != ExitBadInput || !strings.Contains(errOut, "pegasus check") || !strings.Contains(errOut, "credit, spray") {
		t.Errorf("exit %d: %q", code, errOut)
	}
}

// TestBadPreferencesDoNotStopTheStart: the explorer goes on to its terminal
// check (here: none) instead of failing on the preferences, which are kept.
func TestBadPreferencesDoNotStopTheStart(t *testing.T) {
	t.Parallel()
	e := cleanEnv(t)
	prefs := filepath.Join(e["XDG_STATE_HOME"], "pegasus", "prefs.yaml")
	os.MkdirAll(filepath.Dir(prefs), 0o755)
	os.WriteFile(prefs, []byte("power:\n  dpu_w: 10\n"), 0o644)
	code, _, errOut := runCmd(t, e)
	if code != ExitBadInput || !strings.Contains(errOut, "interactive terminal") || strings.Contains(errOut, "dpu_w") {
		t.Errorf("exit %d: %q", code, errOut)
	}
	matches, _ := filepath.Glob(prefs + ".corrupt-*")
	if len(matches) != 1 {
		t.Errorf("the bad preferences were not kept aside: %v", matches)
	}
}

func TestEveryCatalogKnobLabelExists(t *testing.T) {
	t.Parallel()
	for _, l := range i18n.Langs {
		tx := i18n.For(l)
		for _, r := range settings.Rows(engines.Groups()) {
			if r.Group == "" {
				if tx.Knob.Shell[r.Spec.Key] == "" {
					t.Errorf("%s: the explorer's key %s has no description", l, r.Key())
				}
				continue
			}
			if tx.Knob.Label(r.Key()) == r.Key() {
				t.Errorf("%s: %s has no label", l, r.Key())
			}
			if tx.Knob.Groups[r.Group] == "" {
				t.Errorf("%s: group %s has no name", l, r.Group)
			}
			for _, n := range r.Spec.Names {
				if _, ok := tx.Knob.Values[r.Key()+"."+n]; !ok {
					t.Errorf("%s: %s value %s has no name", l, r.Key(), n)
				}
			}
			if _, ok := tx.Knob.Units[r.Spec.Unit]; !ok && isWord(r.Spec.Unit) {
				t.Errorf("%s: %s's unit %q is not translated", l, r.Key(), r.Spec.Unit)
			}
		}
	}
}

// isWord reports a unit that is a word to translate, not a symbol.
func isWord(u string) bool {
	switch u {
	case "", "ns", "us", "s", "KiB", "MB", "B", "W", "kW", "MW", "%", "Gb/s", "Mb/s", "MB/s", "KB", "ms":
		return false
	}
	return true
}

// TestEveryCommandRefusesAnUnknownLanguage: --lang names a language of
// the explorer (or auto) for every command, or the command exits 2 with
// one line naming the flag, the value and what is allowed.
func TestEveryCommandRefusesAnUnknownLanguage(t *testing.T) {
	t.Parallel()
	for _, name := range commandNames() {
		args := []string{name, "--lang", "xx"}
		if name == "calc" {
			args = []string{"calc", "gain", "--lang", "xx"}
		}
		code, out, errOut := runCmd(t, cleanEnv(t), args...)
		if code != ExitBadInput || out != "" || !strings.Contains(errOut, `lang = "xx" is not allowed; allowed: one of auto, en, zh-TW`) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
	if code, _, errOut := runCmd(t, cleanEnv(t), "calc", "gain", "--lang", "auto"); code != ExitOK {
		t.Errorf("--lang auto: exit %d: %s", code, errOut)
	}
}

// TestCheckFitsItsWidthAndBreaksNoWord: check's table fits the terminal
// (100 columns into a pipe or file), in both languages; at 80 and 100
// columns every word it prints is a whole word of the table laid out
// without a width limit (no figure name is broken mid-word), and every
// figure is named.
func TestCheckFitsItsWidthAndBreaksNoWord(t *testing.T) {
	t.Parallel()
	rows := figures()
	for _, lang := range i18n.Langs {
		tx := i18n.For(lang)
		rep := buildCheckReport(tx, rows)
		print := func(width int) string {
			var b bytes.Buffer
			if err := printCheckTable(&b, tx, glyphsFor(false), rep, width); err != nil {
				t.Fatal(err)
			}
			return b.String()
		}
		words := map[string]bool{}
		for _, f := range strings.Fields(print(100000)) {
			words[f] = true
		}
		_, piped, _ := runCmd(t, cleanEnv(t), "--lang", string(lang), "check")
		for name, out := range map[string]string{"80": print(80), "100": print(100), "piped": piped} {
			limit := 100
			if name == "80" {
				limit = 80
			}
			for _, l := range strings.Split(out, "\n") {
				if kit.Width(l) > limit {
					t.Errorf("%s, %s columns: a line of %d cells: %q", lang, name, kit.Width(l), l)
				}
				for _, f := range strings.Fields(l) {
					// Chinese wraps between any two characters.
					if !words[f] && !strings.ContainsFunc(f, func(r rune) bool { return kit.Width(string(r)) == 2 }) {
						t.Errorf("%s, %s columns: %q is not a word of the table (a word broken?) in %q", lang, name, f, l)
					}
				}
			}
			joined := strings.Join(strings.Fields(out), " ")
			for _, r := range rep.Rows {
				if !strings.Contains(joined, r.Figure) {
					t.Errorf("%s, %s columns: figure %q is not named whole", lang, name, r.Figure)
				}
			}
		}
	}
}
