package deck_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/charmbracelet/x/exp/golden"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
	"pegasus/ui"
	"pegasus/ui/deck"
)

func catalog(t testing.TB, lang i18n.Lang) (*i18n.Text, deck.Catalog) {
	t.Helper()
	env := kittest.Env(t, lang, false, nil)
	return env.Text, ui.DeckCatalog(env)
}

// step wraps one step's fields in a deck whose title is fine.
func step(fields string) string {
	return "title: {en: T, zh-TW: T}\nsteps:\n  - title: {en: S, zh-TW: S}\n    caption: {en: C, zh-TW: C}\n" + fields
}

// TestProblemsNameTheLineAndWhatIsAllowed: each mistake is reported with
// the file, its line and what would be allowed.
func TestProblemsNameTheLineAndWhatIsAllowed(t *testing.T) {
	tx, cat := catalog(t, i18n.English)
	for _, c := range []struct{ name, yaml, want string }{
		{"unknown panel", step("    panel: nope\n"), `d.yaml:5: unknown panel "nope"; panels: credit, spraying, incast, power, flowtable, evidence, reading, compare, advisor`},
		{"unknown page", step("    panel: credit\n    page: chart\n"), `d.yaml:6: panel credit has no page "chart"; pages: throughput, trace, readouts`},
		{"unknown parameter", step("    panel: credit\n    set:\n      credit.jitter: 5\n"), `d.yaml:7: unknown parameter "credit.jitter"; the parameters of credit: credit.jitter_ns,`},
		{"another panel's group", step("    panel: credit\n    set:\n      power.dpu_w: 5\n"), `d.yaml:7: panel credit takes no parameter "power.dpu_w"; its parameter groups: credit`},
		{"value out of range", step("    panel: credit\n    set:\n      credit.batch_kib: 17\n"), `d.yaml:7: credit.batch_kib = "17" is not allowed; allowed: one of 4, 8, 16, 32, 64, 128`},
		{"unknown name", step("    panel: power\n    set:\n      power.rnic: gpu\n"), `d.yaml:7: power.rnic = "gpu" is not allowed; allowed: one of fpga, asic`},
		{"rule across knobs", step("    panel: power\n    set:\n      power.cx7_w: 200\n"), `d.yaml:7: power.cx7_w = "200" is not allowed while power.dpu_w = "150"; allowed for power.dpu_w: more than cx7_w (now 200)`},
		{"rule across knobs, the knob set on its line", step("    panel: power\n    set:\n      power.rnic: fpga\n      power.cx7_w: 200\n"), `d.yaml:8: power.cx7_w = "200" is not allowed while power.dpu_w = "150"`},
		{"rule across knobs, both set", step("    panel: power\n    set:\n      power.dpu_w: 10\n      power.rnic: fpga\n"), `d.yaml:7: power.dpu_w = "10" is not allowed; allowed: more than cx7_w (now 45)`},
		{"number with a separator", step("    panel: credit\n    set:\n      credit.jitter_ns: 1_0\n"), `d.yaml:7: credit.jitter_ns = "1_0" is not allowed; allowed: a number from 0 to 60,000`},
		{"number as hexadecimal", step("    panel: credit\n    set:\n      credit.jitter_ns: 0x1p4\n"), `d.yaml:7: credit.jitter_ns = "0x1p4" is not allowed`},
		{"number with spaces", step("    panel: credit\n    set:\n      credit.jitter_ns: \" 5 \"\n"), `d.yaml:7: credit.jitter_ns = " 5 " is not allowed`},
		{"unknown readout", step("    panel: credit\n    big: [eq3_gbps]\n"), `d.yaml:6: panel credit has no big readout "eq3_gbps"; its readouts: eq1_gbps,`},
		{"too many readouts", step("    panel: credit\n    big: [eq1_gbps, eq2_gbps, eq1_share]\n"), `d.yaml:6: at most 2 big readouts, not 3`},
		{"unknown field", step("    panel: credit\n    colour: red\n"), `d.yaml:6: unknown field "colour"; allowed: title, panel, page, set, big, caption, notes`},
		{"one language", "title: {en: T}\nsteps: []\n", `d.yaml:1: "title" needs a text in each language: en, zh-TW`},
		{"no steps", "title: {en: T, zh-TW: T}\nsteps: []\n", `d.yaml:2: the deck has no steps`},
		{"unknown language", "title: {en: T, fr: T}\nsteps: []\n", `d.yaml:1: unknown language "fr"; allowed: en, zh-TW`},
		{"missing panel", step(""), `d.yaml:3: missing field "panel"`},
		{"not YAML", "title: [\n", `d.yaml: not a YAML deck:`},
		{"two documents", "title: {en: T, zh-TW: T}\n---\nx: 1\n", `d.yaml: holds more than one YAML document`},
	} {
		_, err := deck.Load(tx, "d.yaml", []byte(c.yaml), cat)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v\nwant it to hold %s", c.name, err, c.want)
		}
	}
}

// TestEveryProblemIsListed: a deck with several mistakes reports them
// all, one per line.
func TestEveryProblemIsListed(t *testing.T) {
	tx, cat := catalog(t, i18n.TraditionalChinese)
	src := step("    panel: credit\n    page: chart\n    set:\n      credit.batch_kib: 17\n")
	_, err := deck.Load(tx, "d.yaml", []byte(src), cat)
	if err == nil || len(strings.Split(err.Error(), "\n")) != 2 || !strings.Contains(err.Error(), "d.yaml:6：面板 credit 沒有頁面") {
		t.Errorf("two problems in Chinese, got:\n%v", err)
	}
}

// TestHandout: one heading per step, in each language; the English one
// is pinned.
func TestHandout(t *testing.T) {
	for _, lang := range i18n.Langs {
		tx, cat := catalog(t, lang)
		d, err := ui.ReadDeck(tx, "", cat)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := deck.Markdown(&b, d, tx, cat, kit.UnicodeGlyphs()); err != nil {
			t.Fatal(err)
		}
		if n := strings.Count(b.String(), "\n## "); n != len(d.Steps) {
			t.Errorf("%s: %d step headings for %d steps", lang, n, len(d.Steps))
		}
		if lang == i18n.English {
			golden.RequireEqual(t, b.Bytes())
		}
	}
}
