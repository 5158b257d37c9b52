package settings

import (
	"bytes"
	"cmp"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/spf13/pflag"
	"go.yaml.in/yaml/v3"

	"pegasus/i18n"
	"pegasus/model/engines"
)

// yamlSeeds are the files every YAML fuzz target starts from: valid files,
// the testers' failures, NaN and Inf, nulls, second documents, huge
// numbers, unknown keys, CJK, YAML features (anchors, tags, merge keys)
// and binary junk.
var yamlSeeds = []string{
	// Valid (and, below, every key alone at its default: short files
	// that a byte or two away break a rule across keys).
	"credit:\n  jitter_ns: 600\n  batch_kib: 16\n",
	"lang: zh-TW\ntheme: high-contrast\nascii: true\nsave_prefs: false\nmouse: off\n",
	"# Saved by pegasus on exit.\ncredit:\n  batch_kib: 64\n  jitter_ns: 900\nstart_page_seen: true\ntheme: light\n",
	"power:\n  dpu_w: 200\n  cx7_w: 45\n  share_low_pct: 6.5\n  share_high_pct: 13.7\n",
	"retx:\n  policy: OOO\n  loss_rate: 0.01\nspray:\n  scheme: qp-scaling\n  mix: inference\n",
	"CREDIT:\n  JITTER_NS: 5\n",
	"credit.jitter_ns: 5\n",
	"{credit: {jitter_ns: 1e3}, gain: {printed_pct: 0x10}}",
	"",
	"# only a comment\n",
	// The testers' failures: values fine one by one, not together.
	"power:\n  dpu_w: 10\n",
	"power:\n  share_low_pct: 20\n  share_high_pct: 8\n",
	"credit:\n  jitter_ns: ~\n",
	"theme: dark\n---\ntheme: light\n",
	"credit: [not, a, map\n",
	// NaN, Inf, huge and odd numbers.
	"credit:\n  jitter_ns: .nan\n",
	"credit:\n  jitter_ns: NaN\n",
	"credit:\n  loop_ns: .inf\n",
	"power:\n  dpu_w: -.Inf\n",
	"credit:\n  jitter_ns: 1e999\n",
	"credit:\n  seed: 1e308\n",
	"credit:\n  batches: 99999999999999999999999999999\n",
	"credit:\n  overdraft: 1.0000000000000001\n",
	"credit:\n  overdraft: -0\n",
	"credit:\n  seed: 0x7fffffffffffffff\n",
	"credit:\n  jitter_ns: 1_000\n",
	"credit:\n  jitter_ns: 0o17\n",
	"credit:\n  jitter_ns: '600'\n",
	"credit:\n  jitter_ns: \"  600  \"\n",
	"credit:\n  jitter_ns: 600 ns\n",
	"gain:\n  printed_pct: 99.95\n",
	// Nulls and empty values.
	"~\n",
	"null\n",
	"credit: ~\n",
	"credit:\n",
	"credit: {}\n",
	"start_page_seen: ~\ncredit:\n  jitter_ns: 900\n",
	"start_page_seen:\ntheme: light\n",
	"lang: null\n",
	"credit:\n  jitter_ns: []\n",
	"credit:\n  jitter_ns: {}\n",
	// Second documents.
	"---\n",
	"---\n---\n",
	"credit:\n  jitter_ns: 5\n...\n---\n",
	"--- !!map\n? a\n",
	// Unknown keys, wrong shapes.
	"credit:\n  jiter_ns: 1\n",
	"foo: bar\n",
	"credit:\n  jitter_ns:\n    deeper: 1\n",
	"credit:\n  jitter_ns: [1, 2]\n",
	"- a\n- b\n",
	"just a string\n",
	"42\n",
	"lang: en\nlang: zh-TW\n",
	"? [a, b]\n: c\n",
	"1: 2\n",
	"true: false\n",
	// YAML features.
	"base: &b\n  jitter_ns: 5\ncredit: *b\n",
	"credit:\n  <<: {jitter_ns: 5}\n",
	"credit:\n  jitter_ns: !!str 600\n",
	"credit:\n  jitter_ns: !!binary AAAA\n",
	"credit:\n  jitter_ns: !custom 600\n",
	"a: &a [*a]\n",
	"credit:\n  jitter_ns: |\n    600\n",
	// CJK and other scripts.
	"lang: 中文\n",
	"lang: 繁體中文\ntheme: 深色\n",
	"credit:\n  抖動: 600\n",
	"credit:\n  jitter_ns: ６００\n",
	"theme: ｄａｒｋ\n",
	"\ufefflang: en\n",
	// Binary junk.
	"\x00\xff\xfe\x00",
	"\xef\xbb\xbf\x00credit:\n",
	"\t\t:\n",
	"{{{{",
	"[1, 2",
	"*a",
	"&",
	"%YAML 1.1\n---\nlang: en\n",
	"%TAG ! tag:x,2000:\n---\nlang: en\n",
	"lang: \"\\u0000\"\n",
	"\r\nlang: en\r\n",
}

// yamlSeedFiles are yamlSeeds, every key at its default as the explorer
// saves it, then, when the run fuzzes, a file per key holding only that
// key at its default: short files for the fuzzer to mutate. As test cases
// of a plain run (150 of them a target) they would check nothing the file
// of every key does not: each key read, checked and saved back.
func yamlSeedFiles() []string {
	out := slices.Clone(yamlSeeds)
	all := map[string]string{}
	for _, r := range fuzzRows() {
		all[r.Key()] = r.Spec.Format(r.Spec.Default)
	}
	if doc, err := yaml.Marshal(sortedNode(nest(all))); err == nil {
		out = append(out, prefsHeader+string(doc))
	}
	if !fuzzing() {
		return out
	}
	for _, r := range fuzzRows() {
		text := r.Spec.Key + ": " + r.Spec.Format(r.Spec.Default) + "\n"
		if r.Group != "" {
			text = r.Group + ":\n  " + text
		}
		out = append(out, text)
	}
	return out
}

// fuzzing reports whether the run fuzzes (go test -fuzz), rather than
// only trying the seeds.
func fuzzing() bool {
	f := flag.Lookup("test.fuzz")
	return f != nil && f.Value.String() != ""
}

// fuzzEnv is a private home for one fuzz input, in memory when the
// system has a tmpfs at /dev/shm: saving syncs files to disk, which on a
// disk costs more than the rest of a run.
func fuzzEnv(t *testing.T) Env {
	h, err := os.MkdirTemp("/dev/shm", "pegasus-fuzz-")
	if err != nil {
		h = t.TempDir()
	} else {
		t.Cleanup(func() { os.RemoveAll(h) })
	}
	return Env{"HOME": h, "XDG_CONFIG_HOME": filepath.Join(h, "config"), "XDG_STATE_HOME": filepath.Join(h, "state")}
}

// fuzzGroups are the engines' knob groups, fuzzRows their rows and
// fuzzText the English catalog: what every fuzzed Load reads besides its
// files and variables, built once for the hundreds of seeds (none of
// them changes what it is given).
var (
	fuzzGroups = sync.OnceValue(engines.Groups)
	fuzzRows   = sync.OnceValue(func() []Row { return Rows(fuzzGroups()) })
	fuzzText   = sync.OnceValue(func() *i18n.Text { return i18n.For(i18n.English) })
)

// fuzzLoad loads the explorer's settings with no flags set.
func fuzzLoad(t *testing.T, e Env) (Loaded, error) {
	fs := pflag.NewFlagSet("fuzz", pflag.ContinueOnError)
	fs.String("config", "", "")
	AddFlags(fs, fuzzRows(), Row.Flag, func(Row) string { return "" })
	return Load(Request{Groups: fuzzGroups(), Flags: fs, Env: e, Text: fuzzText(),
		WithPrefs: true, WithFile: true, Now: now})
}

// checkOutcome holds for every Load: it fails only with an *InputError
// of one line, and on success every value is allowed and fits with the
// other knobs of its group.
func checkOutcome(t *testing.T, ld Loaded, err error) {
	t.Helper()
	if err != nil {
		var in *InputError
		if !errors.As(err, &in) {
			t.Fatalf("an error that is not bad input (%T): %v", err, err)
		}
		if msg := err.Error(); msg == "" || strings.ContainsAny(msg, "\r\n") {
			t.Fatalf("the message is not one line: %q", msg)
		}
		return
	}
	for _, g := range fuzzGroups() {
		vals := ld.Values[g.GroupName()]
		for _, s := range g.Specs() {
			if v, ok := vals[s.Key]; !ok || !s.Allows(v) {
				t.Fatalf("%s.%s = %v (set %v) was accepted", g.GroupName(), s.Key, v, ok)
			}
		}
		if err := g.CheckValues(vals); err != nil {
			t.Fatalf("values that do not fit together were accepted: %v", err)
		}
	}
	if !containsString(Themes, ld.Theme) {
		t.Fatalf("theme %q", ld.Theme)
	}
}

func containsString(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// specialSeeds are the bytes the special kinds of file are tried with.
var specialSeeds = []string{"credit:\n  jitter_ns: 600\n", "theme: light\n", "credit: [not, a, map\n", ""}

// addKindSeeds adds every YAML seed as a regular file and a dotfiles link,
// and a few as each special kind of file.
func addKindSeeds(f *testing.F) {
	for _, s := range yamlSeedFiles() {
		f.Add(uint8(kindRegular), []byte(s))
	}
	for kind := range uint8(fileKinds) {
		for _, s := range specialSeeds {
			f.Add(kind, []byte(s))
		}
	}
}

// special reports whether kind is a file the program must not read: a
// FIFO, a device, a directory, a huge file.
func special(kind uint8) bool {
	k := kind % fileKinds
	return k != kindRegular && k != kindDotfiles
}

// FuzzConfigFile: whatever the config file holds, and whatever it is (a
// regular file, a FIFO, a link to /dev/zero or /dev/null, a directory, a
// huge sparse file, a dotfiles link), Load returns at once, and either
// refuses it with one line of bad input (exit 2) or accepts values that
// are allowed; it never panics, never fails another way, and never
// changes the file. A special file is always refused, saying what it is.
func FuzzConfigFile(f *testing.F) {
	addKindSeeds(f)
	f.Fuzz(func(t *testing.T, kind uint8, data []byte) {
		e := fuzzEnv(t)
		path := DefaultConfigPath(e)
		linked := placeKind(t, path, kind, data)
		before, _ := os.Lstat(path)
		var ld Loaded
		var err error
		within(t, "Load", func() { ld, err = fuzzLoad(t, e) })
		checkOutcome(t, ld, err)
		if special(kind) && (err == nil || !strings.Contains(err.Error(), "not a regular file") && !strings.Contains(err.Error(), "bytes")) {
			t.Fatalf("a special config file was not refused as one: %v", err)
		}
		if after, lerr := os.Lstat(path); lerr != nil || !os.SameFile(before, after) {
			t.Fatalf("Load moved or replaced the config file: %v", lerr)
		}
		if file := cmp.Or(linked, path); !special(kind) {
			if b, rerr := os.ReadFile(file); rerr != nil || !bytes.Equal(b, data) {
				t.Fatalf("Load changed the config file: %v", rerr)
			}
		}
	})
}

// FuzzPrefsFile: whatever bytes the preferences file holds, and whatever
// it is (as for FuzzConfigFile), the explorer starts at once (Load
// returns no error and does not panic) and the user loses nothing: the
// file is either used as it is, or moved aside by a rename (the same
// file, not a copy: a FIFO, a device link or a huge file is moved
// untouched), with a notice naming where it went. A file that is used
// reads back the same after the explorer saves it on exit, a dotfiles
// link staying a link.
func FuzzPrefsFile(f *testing.F) {
	addKindSeeds(f)
	f.Fuzz(func(t *testing.T, kind uint8, data []byte) {
		e := fuzzEnv(t)
		path := DefaultPrefsPath(e)
		linked := placeKind(t, path, kind, data)
		before, _ := os.Lstat(path)
		var ld Loaded
		var err error
		within(t, "Load", func() { ld, err = fuzzLoad(t, e) })
		if err != nil {
			t.Fatalf("saved preferences stopped the start: %v", err)
		}
		checkOutcome(t, ld, nil)
		if after, lerr := os.Lstat(path); lerr == nil {
			// Used: left as it was, nothing said, and stable when saved.
			if special(kind) {
				t.Fatalf("a special file (kind %d) was left in place; notices %q", kind%fileKinds, ld.Notices)
			}
			left, _ := os.ReadFile(path)
			if !os.SameFile(before, after) || !bytes.Equal(left, data) || len(ld.Notices) != 0 || len(ld.ExitNotices) != 0 {
				t.Fatalf("a used file changed (%v) or got notices %q", !bytes.Equal(left, data), ld.Notices)
			}
			checkKeysKept(t, ld, data)
			checkSavedReadsBack(t, e, ld)
			if linked != "" {
				if after, _ := os.Lstat(path); after.Mode()&fs.ModeSymlink == 0 {
					t.Fatal("saving replaced the dotfiles link by a file")
				}
			}
			return
		}
		matches, _ := filepath.Glob(path + ".corrupt-*")
		if len(matches) != 1 {
			t.Fatalf("the file is gone and %d backups exist", len(matches))
		}
		if moved, lerr := os.Lstat(matches[0]); lerr != nil || !os.SameFile(before, moved) {
			t.Fatalf("the backup %s is not the file that was there (a copy?): %v", matches[0], lerr)
		}
		if !special(kind) {
			if b, rerr := os.ReadFile(cmp.Or(linked, matches[0])); rerr != nil || !bytes.Equal(b, data) {
				t.Fatalf("the backup %s does not hold the original bytes: %v", matches[0], rerr)
			}
		}
		if len(ld.Notices) != 1 || !strings.Contains(ld.Notices[0], matches[0]) || len(ld.ExitNotices) != 1 {
			t.Fatalf("moved aside to %s with notices %q, exit notices %q", matches[0], ld.Notices, ld.ExitNotices)
		}
		if strings.ContainsAny(ld.Notices[0], "\r\n") {
			t.Fatalf("the notice is not one line: %q", ld.Notices[0])
		}
		if !ld.Prefs.Writable || len(ld.Prefs.Values) != 0 {
			t.Fatalf("after moving the file aside, prefs = %+v", ld.Prefs)
		}
	})
}

// checkKeysKept: every setting a used file gives a value is among the
// preferences read, so saving on exit keeps it. The file is decoded here
// apart from decodeYAML, so that a key that reading drops shows.
func checkKeysKept(t *testing.T, ld Loaded, data []byte) {
	t.Helper()
	var doc map[string]any
	if yaml.Unmarshal(data, &doc) != nil {
		return // read another way than viper reads it: nothing to compare
	}
	flat := map[string]any{}
	flattenDoc(doc, "", flat)
	for k, v := range flat {
		if k == keyStartPageSeen || v == nil {
			continue
		}
		if _, ok := ld.Prefs.Values[k]; !ok {
			t.Fatalf("the saved %s = %v was dropped on reading", k, v)
		}
	}
}

// flattenDoc flattens a decoded YAML document into dotted, lower-case
// keys, whatever type its maps have (a mapping with a tag of its own
// decodes to map[any]any).
func flattenDoc(v any, prefix string, out map[string]any) {
	put := func(k string, sub any) { flattenDoc(sub, prefix+strings.ToLower(k)+".", out) }
	switch m := v.(type) {
	case map[string]any:
		for k, sub := range m {
			put(k, sub)
		}
	case map[any]any:
		for k, sub := range m {
			put(fmt.Sprint(k), sub)
		}
	default:
		if prefix != "" {
			out[strings.TrimSuffix(prefix, ".")] = v
		}
	}
}

// checkSavedReadsBack saves the preferences unchanged, as on exit, and
// loads them again: the same values, and no notice.
func checkSavedReadsBack(t *testing.T, e Env, ld Loaded) {
	t.Helper()
	if err := ld.SavePrefs(Session{Values: ld.Values}); err != nil {
		t.Fatalf("save: %v", err)
	}
	again, err := fuzzLoad(t, e)
	if err != nil || len(again.Notices) != 0 {
		t.Fatalf("the saved file does not load back: %v %q", err, again.Notices)
	}
	for k, v := range ld.Prefs.Values {
		if w, ok := again.Prefs.Values[k]; !ok || w != v {
			t.Fatalf("%s = %v saved, %v (%v) read back", k, v, w, ok)
		}
	}
	// The start page is remembered in a state file of its own: a saved
	// file never says it was seen.
	if again.Prefs.StartPageSeen || again.Theme != ld.Theme || again.Lang != ld.Lang {
		t.Fatalf("read back start page %v theme %q lang %q, saved theme %q lang %q", again.Prefs.StartPageSeen, again.Theme,
			again.Lang, ld.Theme, ld.Lang)
	}
}

// envSeeds are values for any variable: numbers in every spelling, the
// names of named knobs, NaN and Inf, huge numbers, CJK and junk.
var envSeeds = []string{
	"600", "0", "-1", "1.5", "1e308", "-1e308", "1e-320", "4.9e-324", "99999999999999999999", "0x1p10", "0x10", "1_000",
	"NaN", "nan", "Inf", "+Inf", "-Inf", "infinity", " 600 ", "\t16\n", "600ns", "", " ", "\x00", "\xff\xfe",
	"true", "false", "yes", "on", "1", "t", "en", "zh-TW", "zh_TW.UTF-8", "zh-Hant", "auto", "dark", "light",
	"high-contrast", "HIGH-CONTRAST", "spray", "hash", "ooo+missing", "fpga", "ASIC", "inference", "0.00001", "1e-5",
	"中文", "繁體中文", "６００", "深色", "~", "null", "[1]", "{}", "--help", "=", "6.5\n13.7",
}

// FuzzEnvValue sets any two PEGASUS_* knob variables (picked by index) to
// any values: Load refuses them with one line of bad input, or accepts
// them and every value is what the variable says, allowed, and fits.
func FuzzEnvValue(f *testing.F) {
	rows := Rows(engines.Groups())
	for i, v := range envSeeds {
		f.Add(uint16(i), v, uint16(0), "")
	}
	index := func(key string) uint16 {
		for i, r := range rows {
			if r.Key() == key {
				return uint16(i)
			}
		}
		f.Fatalf("no key %s", key)
		return 0
	}
	// Cross rules: each variable fine alone, not together.
	f.Add(index("power.dpu_w"), "10", index("power.cx7_w"), "45")
	f.Add(index("power.share_low_pct"), "20", index("power.share_high_pct"), "8")
	f.Add(index("lang"), "zh-TW", index("credit.jitter_ns"), "NaN")
	f.Add(index("credit.jitter_ns"), "1e3", index("credit.jitter_ns"), "2e3")
	f.Fuzz(func(t *testing.T, i uint16, v string, j uint16, w string) {
		e := fuzzEnv(t)
		a, b := rows[int(i)%len(rows)], rows[int(j)%len(rows)]
		e[a.Env()], e[b.Env()] = v, w
		ld, err := fuzzLoad(t, e)
		checkOutcome(t, ld, err)
		if err != nil {
			return
		}
		for _, r := range []Row{b, a} { // when both name one variable, the second value is set
			raw := e[r.Env()]
			if raw == "" || r.Group == "" {
				continue
			}
			want, perr := r.Parse(raw)
			if perr != nil {
				t.Fatalf("%s=%q was accepted but does not parse: %v", r.Env(), raw, perr)
			}
			if got := ld.Values[r.Group][r.Spec.Key]; got != want {
				t.Fatalf("%s=%q gave %v, want %v", r.Env(), raw, got, want)
			}
		}
	})
}
