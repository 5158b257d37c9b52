package settings

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/spf13/pflag"

	"pegasus/i18n"
	"pegasus/model/engines"
	"pegasus/ui/safe/safetest"
)

var now = time.Date(2026, 12, 2, 15, 4, 5, 0, time.UTC)

// testGroups are the engines' knob groups, testRows their rows and
// testText the English catalog: what every Load of the tests (hundreds of
// fuzz seeds) reads besides its files, variables and flags, built once
// (Load changes none of them).
var (
	testGroups = sync.OnceValue(engines.Groups)
	testRows   = sync.OnceValue(func() []Row { return Rows(testGroups()) })
	testText   = sync.OnceValue(func() *i18n.Text { return i18n.For(i18n.English) })
)

// home is a private HOME with XDG directories under it.
func home(t *testing.T) Env {
	t.Helper()
	h := t.TempDir()
	return Env{"HOME": h, "XDG_CONFIG_HOME": filepath.Join(h, "config"), "XDG_STATE_HOME": filepath.Join(h, "state")}
}

// flags is the explorer's key flags, parsed from args.
func flags(t *testing.T, args ...string) *pflag.FlagSet {
	t.Helper()
	fs := pflag.NewFlagSet("test", pflag.ContinueOnError)
	fs.String("config", "", "")
	AddFlags(fs, testRows(), Row.Flag, func(Row) string { return "" })
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	return fs
}

func load(t *testing.T, e Env, args ...string) (Loaded, error) {
	t.Helper()
	return Load(Request{Groups: testGroups(), Flags: flags(t, args...), Env: e, Text: testText(),
		WithPrefs: true, WithFile: true, Now: now})
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func prefsPath(e Env) string { return DefaultPrefsPath(e) }

func TestLayersOverrideInOrder(t *testing.T) {
	e := home(t)
	write(t, prefsPath(e), "credit:\n  jitter_ns: 100\n  batch_kib: 32\n  line_gbps: 800\n")
	write(t, DefaultConfigPath(e), "credit:\n  jitter_ns: 200\n  batch_kib: 64\n")
	e["PEGASUS_CREDIT_JITTER_NS"] = "300"
	ld, err := load(t, e, "--jitter-ns", "400")
	if err != nil {
		t.Fatal(err)
	}
	c := ld.Values["credit"]
	if c["jitter_ns"] != 400 || c["batch_kib"] != 64 || c["line_gbps"] != 800 || c["overdraft"] != 1 {
		t.Errorf("flags > env > file > prefs > defaults broken: %v", c)
	}
	if !strings.Contains(ld.Status, "credit.jitter_ns by flag --jitter-ns") || !strings.Contains(ld.Status, "credit.batch_kib by config file") {
		t.Errorf("the override of saved preferences is not announced: %q", ld.Status)
	}
	if strings.Contains(ld.Status, "line_gbps") {
		t.Errorf("a saved value nothing overrides is announced: %q", ld.Status)
	}
}

// TestPrefsThatDoNotFitTogetherAreMovedAsideNotFatal is the tester's case:
// a DPU drawing less than the CX7 it replaces, saved in the preferences.
// The explorer starts from the other layers, and the file is kept.
func TestPrefsThatDoNotFitTogetherAreMovedAsideNotFatal(t *testing.T) {
	e := home(t)
	write(t, prefsPath(e), "power:\n  dpu_w: 10\n")
	ld, err := load(t, e)
	if err != nil {
		t.Fatalf("bad preferences stopped the start: %v", err)
	}
	if ld.Values["power"]["dpu_w"] != 150 {
		t.Errorf("dpu_w = %v, want the default", ld.Values["power"]["dpu_w"])
	}
	aside := prefsPath(e) + ".corrupt-20261202-150405"
	if b, err := os.ReadFile(aside); err != nil || !strings.Contains(string(b), "dpu_w: 10") {
		t.Fatalf("the file was not kept aside: %v", err)
	}
	if _, err := os.Stat(prefsPath(e)); !os.IsNotExist(err) {
		t.Error("the bad file is still where it was")
	}
	if len(ld.Notices) != 1 || !strings.Contains(ld.Notices[0], aside) || !strings.Contains(ld.Notices[0], "power.dpu_w") ||
		len(ld.ExitNotices) != 1 {
		t.Errorf("notices = %q, exit notices = %q", ld.Notices, ld.ExitNotices)
	}
}

// TestPrefsThatClashWithTheConfigAreMovedAside: each layer is fine alone,
// but the saved low share is above the config file's high share.
func TestPrefsThatClashWithTheConfigAreMovedAside(t *testing.T) {
	e := home(t)
	write(t, prefsPath(e), "power:\n  share_low_pct: 9\n")
	write(t, DefaultConfigPath(e), "power:\n  share_high_pct: 8\n")
	ld, err := load(t, e)
	if err != nil {
		t.Fatalf("a clash with saved preferences stopped the start: %v", err)
	}
	if ld.Values["power"]["share_low_pct"] != 6.5 || len(ld.Notices) != 1 {
		t.Errorf("values %v, notices %q", ld.Values["power"], ld.Notices)
	}
}

// TestMovingAsideNeverOverwritesABackup: two bad files within one second.
func TestMovingAsideNeverOverwritesABackup(t *testing.T) {
	e := home(t)
	first := prefsPath(e) + ".corrupt-20261202-150405"
	write(t, first, "the first backup")
	write(t, prefsPath(e), "credit: [not, a, map\n")
	ld, err := load(t, e)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(first); string(b) != "the first backup" {
		t.Fatal("an earlier backup was overwritten")
	}
	if b, err := os.ReadFile(first + "-2"); err != nil || !strings.Contains(string(b), "not, a, map") {
		t.Fatalf("the second backup is missing: %v", err)
	}
	if !strings.Contains(ld.Notices[0], first+"-2") {
		t.Errorf("notice = %q", ld.Notices[0])
	}
}

func TestNowhereToSaveIsSaid(t *testing.T) {
	ld, err := load(t, Env{"XDG_STATE_HOME": "relative/state"})
	if err != nil {
		t.Fatal(err)
	}
	if len(ld.Notices) != 1 || !strings.Contains(ld.Notices[0], "will not be saved") {
		t.Errorf("notices = %q", ld.Notices)
	}
	if DefaultPrefsPath(Env{"HOME": "/h", "XDG_STATE_HOME": "rel"}) != "/h/.local/state/pegasus/prefs.yaml" {
		t.Error("a relative XDG_STATE_HOME was not ignored")
	}
}

// TestOneRunFlagIsNotSaved: a flag sets the jitter for this run; the user
// moves the batch only; the saved file gets the batch, not the flag's jitter.
func TestOneRunFlagIsNotSaved(t *testing.T) {
	e := home(t)
	write(t, prefsPath(e), "credit:\n  jitter_ns: 900\n")
	ld, err := load(t, e, "--jitter-ns", "1500")
	if err != nil {
		t.Fatal(err)
	}
	final := map[string]map[string]float64{"credit": {}}
	for k, v := range ld.Values["credit"] {
		final["credit"][k] = v
	}
	final["credit"]["batch_kib"] = 64
	if err := ld.SavePrefs(Session{Values: final, Theme: "light"}); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(prefsPath(e))
	text := string(b)
	if !strings.Contains(text, "jitter_ns: 900") || !strings.Contains(text, "batch_kib: 64") || !strings.Contains(text, "theme: light") {
		t.Errorf("saved:\n%s", text)
	}
	if strings.Contains(text, "1500") {
		t.Errorf("the one-run flag was saved:\n%s", text)
	}
	// The same value moved away and back is not a change either.
	entries, _ := os.ReadDir(filepath.Dir(prefsPath(e)))
	if len(entries) != 1 {
		t.Errorf("a temporary file was left beside the preferences: %v", entries)
	}
}

// TestInvalidSetIsNotSaved: a panel that exits with its knobs in a state
// it refuses (a DPU below the CX7) does not save that group, so the next
// start does not move the preferences aside; other groups still save.
func TestInvalidSetIsNotSaved(t *testing.T) {
	e := home(t)
	ld, err := load(t, e)
	if err != nil {
		t.Fatal(err)
	}
	final := map[string]map[string]float64{"power": {}, "credit": {"jitter_ns": 700}}
	for k, v := range ld.Values["power"] {
		final["power"][k] = v
	}
	final["power"]["dpu_w"] = 10 // below the CX7's 45 W
	if err := ld.SavePrefs(Session{Values: final}); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(prefsPath(e))
	if text := string(b); strings.Contains(text, "dpu_w") || !strings.Contains(text, "jitter_ns: 700") {
		t.Errorf("saved:\n%s", text)
	}
	next, err := load(t, e)
	if err != nil || len(next.Notices) != 0 || next.Values["credit"]["jitter_ns"] != 700 {
		t.Errorf("next start: %v, notices %q, jitter %v", err, next.Notices, next.Values["credit"]["jitter_ns"])
	}
}

func TestBadInputNamesSourceKeyValueAndAllowed(t *testing.T) {
	cases := []struct {
		name  string
		setup func(t *testing.T, e Env) []string
		want  []string
	}{
		{"config value", func(t *testing.T, e Env) []string {
			write(t, DefaultConfigPath(e), "credit:\n  jitter_ns: 70000\n")
			return nil
		}, []string{"config file", "credit.jitter_ns", "70000", "from 0 to 60,000"}},
		{"config null", func(t *testing.T, e Env) []string {
			write(t, DefaultConfigPath(e), "credit:\n  jitter_ns: ~\n")
			return nil
		}, []string{"config file", "credit.jitter_ns has no value", "from 0 to 60,000"}},
		{"config second document", func(t *testing.T, e Env) []string {
			write(t, DefaultConfigPath(e), "theme: dark\n---\ntheme: light\n")
			return nil
		}, []string{"config file", "more than one YAML document"}},
		{"config unknown key", func(t *testing.T, e Env) []string {
			write(t, DefaultConfigPath(e), "credit:\n  jiter_ns: 1\n")
			return nil
		}, []string{`unknown key "credit.jiter_ns"; did you mean "credit.jitter_ns"?`, "pegasus config"}},
		{"env NaN", func(t *testing.T, e Env) []string { e["PEGASUS_CREDIT_JITTER_NS"] = "NaN"; return nil },
			[]string{"PEGASUS_CREDIT_JITTER_NS", "NaN", "from 0 to 60,000"}},
		{"env unknown", func(t *testing.T, e Env) []string { e["PEGASUS_CREDIT_JITER_NS"] = "1"; return nil },
			[]string{"unknown environment variable PEGASUS_CREDIT_JITER_NS; did you mean PEGASUS_CREDIT_JITTER_NS?", "pegasus config"}},
		{"flag whole", func(t *testing.T, e Env) []string { return []string{"--overdraft", "1.5"} },
			[]string{"flag --overdraft", "1.5", "a whole number from 0 to 4"}},
		{"flag huge whole", func(t *testing.T, e Env) []string { return []string{"--seed", "1e308"} },
			[]string{"flag --seed", "1e308", "a whole number from 1 to 1,000,000"}},
		{"flag Inf", func(t *testing.T, e Env) []string { return []string{"--spray-skew-ns", "Inf"} },
			[]string{"flag --spray-skew-ns", "Inf", "from 0 to"}},
		{"cross rule from flags", func(t *testing.T, e Env) []string { return []string{"--dpu-w", "40"} },
			[]string{"flag --dpu-w", "power.dpu_w", "more than cx7_w (now 45)"}},
		{"choice", func(t *testing.T, e Env) []string { return []string{"--batch-kib", "12"} },
			[]string{"flag --batch-kib", "one of 4, 8, 16, 32, 64, 128"}},
		{"named", func(t *testing.T, e Env) []string { return []string{"--spray-scheme", "ecmp"} },
			[]string{"flag --spray-scheme", "ecmp", "hash, qp-scaling, te, ar, spray"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := home(t)
			args := c.setup(t, e)
			_, err := load(t, e, args...)
			if err == nil || !IsInputError(err) {
				t.Fatalf("accepted, or not bad input: %v", err)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("%q lacks %q", err, w)
				}
			}
		})
	}
}

func TestConfigMustBeARegularFileOfSensibleSize(t *testing.T) {
	e := home(t)
	for _, path := range []string{safetest.Zero(t), t.TempDir()} {
		if _, err := load(t, e, "--config", path); err == nil || !strings.Contains(err.Error(), "not a regular file") {
			t.Errorf("%s: %v", path, err)
		}
	}
	big := filepath.Join(t.TempDir(), "big.yaml")
	write(t, big, "# "+strings.Repeat("x", MaxFileBytes)+"\n")
	if _, err := load(t, e, "--config", big); err == nil || !strings.Contains(err.Error(), "at most 1,048,576 bytes") {
		t.Errorf("a 1 MiB config: %v", err)
	}
	if _, err := load(t, e, "--config", ""); err == nil || !strings.Contains(err.Error(), "needs a file name") {
		t.Errorf("--config '': %v", err)
	}
	if _, err := load(t, e, "--config", filepath.Join(t.TempDir(), "missing.yaml")); err == nil {
		t.Error("a named config file that is missing was accepted")
	}
}

// TestPrefsWithANullKeepEveryOtherValue is what FuzzPrefsFile found: a
// key with no value (here the start page's) made reading keep that key
// alone, so the other saved values were silently dropped at the start and
// lost when the explorer saved on exit.
func TestPrefsWithANullKeepEveryOtherValue(t *testing.T) {
	e := home(t)
	write(t, prefsPath(e), "start_page_seen: ~\ncredit:\n  jitter_ns: 900\ntheme: light\n")
	ld, err := load(t, e)
	if err != nil || len(ld.Notices) != 0 {
		t.Fatalf("err %v, notices %q", err, ld.Notices)
	}
	if ld.Values["credit"]["jitter_ns"] != 900 || ld.Theme != "light" || ld.Prefs.StartPageSeen {
		t.Fatalf("jitter %v, theme %q, start page seen %v", ld.Values["credit"]["jitter_ns"], ld.Theme, ld.Prefs.StartPageSeen)
	}
	if err := ld.SavePrefs(Session{Values: ld.Values}); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(prefsPath(e)); !strings.Contains(string(b), "jitter_ns: 900") || !strings.Contains(string(b), "theme: light") {
		t.Errorf("saved on exit:\n%s", b)
	}
}

// TestConfigNullAmongOtherKeysIsNamed: a key with no value is refused by
// name whatever else the file holds.
func TestConfigNullAmongOtherKeysIsNamed(t *testing.T) {
	e := home(t)
	write(t, DefaultConfigPath(e), "credit:\n  batch_kib: 32\n  overdraft:\nlang: en\n")
	_, err := load(t, e)
	if err == nil || !IsInputError(err) || !strings.Contains(err.Error(), "credit.overdraft has no value") {
		t.Fatalf("%v", err)
	}
}

// TestPresetReplacesOnlyLowerLayers: a DCQCN preset named in a layer
// brings its twelve values over lower layers (the defaults included); a
// knob given in the same layer or above stays, even one equal to the
// 400 Gb/s preset's value; a preset in a higher layer wins over a knob
// given below it.
func TestPresetReplacesOnlyLowerLayers(t *testing.T) {
	const paper = 1 // incast.Paper40
	cases := []struct {
		name, config string
		env          map[string]string
		args         []string
		kmin, kmax   float64
	}{
		{"preset alone in the file", "incast:\n  dcqcn_preset: paper40\n", nil, nil, 5, 200},
		{"a 400G value beside it", "incast:\n  dcqcn_preset: paper40\n  kmin_kib: 50\n", nil, nil, 50, 200},
		{"a variable above it", "incast:\n  dcqcn_preset: paper40\n", map[string]string{"PEGASUS_INCAST_KMIN_KIB": "60"}, nil, 60, 200},
		{"a flag preset over a file knob", "incast:\n  kmin_kib: 60\n", nil, []string{"--incast-dcqcn-preset", "paper40"}, 5, 200},
		{"no preset named", "incast:\n  kmin_kib: 60\n", nil, nil, 60, 2000},
	}
	for _, c := range cases {
		e := home(t)
		write(t, DefaultConfigPath(e), c.config)
		for k, v := range c.env {
			e[k] = v
		}
		ld, err := load(t, e, c.args...)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		in := ld.Values["incast"]
		if in["kmin_kib"] != c.kmin || in["kmax_kib"] != c.kmax {
			t.Errorf("%s: kmin %v kmax %v, want %v %v", c.name, in["kmin_kib"], in["kmax_kib"], c.kmin, c.kmax)
		}
		if c.name == "preset alone in the file" && in["dcqcn_preset"] != paper {
			t.Errorf("%s: preset %v", c.name, in["dcqcn_preset"])
		}
	}
}
