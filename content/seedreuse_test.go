package content

import (
	"bufio"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"pegasus/i18n"
)

// The digest's sentences must not be carried over: no 20-character run of
// its Chinese may appear in our zh-TW texts. A run counts as the digest's
// Chinese when at least half of it is Han characters (runs made mostly of
// shared technical names, such as "adaptive routing", are not its prose).
// The digest itself is not in the repository: testdata/seed_zh_runs.txt
// holds the FNV-1a 64-bit hashes of its runs, one per line in hex.
// Regenerate it with PEGASUS_SEED=/path/to/seed go test ./content -run
// TestSeedRunHashes.
const (
	runLen    = 20
	runMinHan = 10
	runsFile  = "testdata/seed_zh_runs.txt"
)

// runHash is the FNV-1a 64-bit hash of a run.
func runHash(run []rune) uint64 {
	h := fnv.New64a()
	h.Write([]byte(string(run)))
	return h.Sum64()
}

// chineseRuns calls fn with every run of text that counts as Chinese.
func chineseRuns(text string, fn func(run []rune)) {
	for _, line := range strings.Split(text, "\n") {
		r := []rune(line)
		for i := 0; i+runLen <= len(r); i++ {
			han := 0
			for _, c := range r[i : i+runLen] {
				if unicode.Is(unicode.Han, c) {
					han++
				}
			}
			if han >= runMinHan {
				fn(r[i : i+runLen])
			}
		}
	}
}

// TestSeedRunHashes regenerates testdata/seed_zh_runs.txt from the seed
// named by PEGASUS_SEED; without it, it checks that the file is there.
func TestSeedRunHashes(t *testing.T) {
	path := os.Getenv("PEGASUS_SEED")
	if path == "" {
		if _, err := os.Stat(runsFile); err != nil {
			t.Fatal(err)
		}
		return
	}
	seed, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	set := map[uint64]bool{}
	chineseRuns(string(seed), func(run []rune) { set[runHash(run)] = true })
	var lines []string
	for h := range set {
		lines = append(lines, fmt.Sprintf("%016x", h))
	}
	sort.Strings(lines)
	if err := os.WriteFile(runsFile, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}

// seedRuns reads the hashes of the digest's Chinese runs.
func seedRuns(t *testing.T) map[uint64]bool {
	t.Helper()
	f, err := os.Open(runsFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	set := map[uint64]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var h uint64
		if _, err := fmt.Sscanf(sc.Text(), "%x", &h); err != nil {
			t.Fatalf("%s: %v", runsFile, err)
		}
		set[h] = true
	}
	if len(set) < 1000 {
		t.Fatalf("%s holds %d runs: regenerate it", runsFile, len(set))
	}
	return set
}

// catalogStrings is every string of a catalog.
func catalogStrings(v reflect.Value, fn func(string)) {
	switch v.Kind() {
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			catalogStrings(v.Field(i), fn)
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			catalogStrings(v.MapIndex(k), fn)
		}
	case reflect.String:
		fn(v.String())
	}
}

// TestNoChineseRunOfTheSeed: the zh-TW documents, the zh-TW catalog and
// the lecture decks repeat no 20-character run of the digest's Chinese.
func TestNoChineseRunOfTheSeed(t *testing.T) {
	runs := seedRuns(t)
	check := func(where, text string) {
		chineseRuns(text, func(run []rune) {
			if runs[runHash(run)] {
				t.Errorf("%s repeats the digest's %q: say it in other words", where, string(run))
			}
		})
	}
	lib, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range lib.Names(i18n.TraditionalChinese) {
		d := lib.Doc(i18n.TraditionalChinese, name)
		for _, id := range d.IDs() {
			check("zh-TW "+string(name)+"#"+id, d.Section(id))
		}
	}
	catalogStrings(reflect.ValueOf(*i18n.For(i18n.TraditionalChinese)), func(s string) { check("the zh-TW catalog", s) })
	decks, err := filepath.Glob("../assets/decks/*.yaml")
	if err != nil || len(decks) == 0 {
		t.Fatalf("no decks: %v", err)
	}
	for _, path := range decks {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		check(path, unwrap(string(b)))
	}
}

// unwrap joins a deck's wrapped lines: without a space where a line ends
// or the next starts with a Han character (Chinese is wrapped anywhere),
// with one elsewhere.
func unwrap(text string) string {
	var b strings.Builder
	prev := ""
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if prev != "" {
			last, _ := utf8.DecodeLastRuneInString(prev)
			first, _ := utf8.DecodeRuneInString(line)
			if !unicode.Is(unicode.Han, last) && !unicode.Is(unicode.Han, first) {
				b.WriteByte(' ')
			}
		}
		b.WriteString(line)
		prev = line
	}
	return b.String()
}
