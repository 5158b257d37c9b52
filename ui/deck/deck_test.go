package deck_test

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

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
		{"unknown field", step("    panel: credit\n    colour: red\n"), `d.yaml:6: unknown field "colour"; allowed: id, title, part, agenda, panel, page, set, big, caption, reveal, notes, minutes, duration`},
		{"duration without a unit", step("    panel: credit\n    duration: 45\n"), `d.yaml:6: duration "45" is not allowed; allowed: a length with a unit, from 1s to 24h in whole seconds, as 45m, 90s or 1h30m`},
		{"duration below a second", step("    panel: credit\n    duration: 500ms\n"), `d.yaml:6: duration "500ms" is not allowed`},
		{"duration negative", step("    panel: credit\n    duration: -5m\n"), `d.yaml:6: duration "-5m" is not allowed`},
		{"deck duration too long", "title: {en: T, zh-TW: T}\nduration: 25h\nsteps:\n  - title: {en: S, zh-TW: S}\n    caption: {en: C, zh-TW: C}\n    panel: credit\n", `d.yaml:2: duration "25h" is not allowed`},
		{"minutes zero", step("    panel: credit\n    minutes: 0\n"), `d.yaml:6: minutes "0" is not allowed; allowed: a number of minutes above 0 and at most 1,440, in whole seconds, as 2 or 1.5`},
		{"minutes not whole seconds", step("    panel: credit\n    minutes: 0.001\n"), `d.yaml:6: minutes "0.001" is not allowed`},
		{"minutes as text", step("    panel: credit\n    minutes: two\n"), `d.yaml:6: minutes "two" is not allowed`},
		{"minutes and duration", step("    panel: credit\n    minutes: 2\n    duration: 2m\n"), `d.yaml:7: give minutes or duration, not both`},
		{"steps longer than the deck", "title: {en: T, zh-TW: T}\nduration: 1m\nsteps:\n  - title: {en: S, zh-TW: S}\n    caption: {en: C, zh-TW: C}\n    panel: credit\n    minutes: 1.5\n", `d.yaml:2: the steps' planned times add up to 1:30, more than the deck's duration of 1:00`},
		{"bad id", step("    id: Credit Loop\n    panel: credit\n"), `d.yaml:5: step id "Credit Loop" is not allowed; allowed: up to 40 lower-case letters`},
		{"id twice", step("    id: one\n    panel: credit\n  - title: {en: S, zh-TW: S}\n    caption: {en: C, zh-TW: C}\n    id: one\n    panel: credit\n"), `d.yaml:7: step id "one" is given twice (first at line 3)`},
		{"agenda with a panel", step("    agenda: true\n    panel: credit\n"), `d.yaml:6: an agenda step shows the talk's title and agenda, not a panel: remove "panel" (or agenda)`},
		{"agenda not a flag", step("    agenda: yes\n    panel: credit\n"), `d.yaml:5: expected true or false`},
		{"pause of a readout not shown", step("    panel: credit\n    big: [eq1_gbps]\n    reveal:\n      - big: eq2_gbps\n"), `d.yaml:8: pause big "eq2_gbps" is not one of this step's big readouts: eq1_gbps`},
		{"pause twice", step("    panel: credit\n    big: [eq1_gbps]\n    reveal:\n      - big: eq1_gbps\n      - big: eq1_gbps\n"), `d.yaml:9: readout "eq1_gbps" is revealed twice (first at line 8)`},
		{"pause with two fields", step("    panel: credit\n    big: [eq1_gbps]\n    reveal:\n      - {big: eq1_gbps, line: {en: L, zh-TW: L}}\n"), `d.yaml:8: a pause holds one field: big (one of the step's big readouts), series (a curve of the page's chart) or line (a caption line)`},
		{"pause line in one language", step("    panel: credit\n    reveal:\n      - line: {en: L}\n"), `d.yaml:7: "line" needs a text in each language: en, zh-TW`},
		{"pause unknown field", step("    panel: credit\n    reveal:\n      - text: {en: L, zh-TW: L}\n"), `d.yaml:7: unknown field "text"; allowed: big, series, line`},
		{"series pause without a page", step("    panel: credit\n    reveal:\n      - series: eq1\n"), `d.yaml:7: a series pause needs the step's page (page: ...), so that its chart is known`},
		{"series not on the page's chart", step("    panel: credit\n    page: throughput\n    reveal:\n      - series: eq3\n"), `d.yaml:8: pause series "eq3" is not a curve of the chart on page throughput: eq1, eq2`},
		{"series on a page without a chart", step("    panel: credit\n    page: readouts\n    reveal:\n      - series: eq1\n"), `d.yaml:8: pause series "eq1" is not a curve of the chart on page readouts: none`},
		{"series twice", step("    panel: credit\n    page: trace\n    reveal:\n      - series: eq1\n      - series: eq1\n"), `d.yaml:9: series "eq1" is revealed twice (first at line 8)`},
		{"reveal not a list", step("    panel: credit\n    reveal: eq1_gbps\n"), `d.yaml:6: expected a list of pauses`},
		{"too many pauses", step("    panel: credit\n    reveal:\n" + strings.Repeat("      - line: {en: L, zh-TW: L}\n", 10)), `d.yaml:7: at most 9 pauses in a step, not 10`},
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

// TestPlanPartsAndPauses: a deck's planned times, parts, agenda step and
// pauses are read as written, and the agenda groups the steps by part.
func TestPlanPartsAndPauses(t *testing.T) {
	tx, cat := catalog(t, i18n.English)
	src := "title: {en: T, zh-TW: T}\nduration: 45m\nsteps:\n" +
		"  - {title: {en: Cover, zh-TW: C}, caption: {en: C, zh-TW: C}, agenda: true, minutes: 1}\n" +
		"  - title: {en: A, zh-TW: A}\n    id: a-1\n    part: {en: First part, zh-TW: 一}\n    caption: {en: C, zh-TW: C}\n    panel: credit\n    duration: 1m30s\n" +
		"    big: [eq1_gbps, eq2_gbps]\n    reveal:\n      - big: eq2_gbps\n      - line: {en: Then this, zh-TW: 接著}\n      - line: {en: And this, zh-TW: 還有}\n" +
		"  - {title: {en: B, zh-TW: B}, caption: {en: C, zh-TW: C}, panel: power, minutes: 2.5}\n" +
		"  - {title: {en: C, zh-TW: C}, part: {en: Second part, zh-TW: 二}, caption: {en: C, zh-TW: C}, panel: power}\n"
	d, err := deck.Load(tx, "d.yaml", []byte(src), cat)
	if err != nil {
		t.Fatal(err)
	}
	if d.Planned != 45*time.Minute || d.Plan() != 45*time.Minute || !d.Steps[0].Agenda || d.Steps[0].Panel != "" {
		t.Errorf("deck: planned %v, first step %+v", d.Planned, d.Steps[0])
	}
	a := d.Steps[1]
	if a.ID != "a-1" || a.Planned != 90*time.Second || d.Steps[2].Planned != 150*time.Second || len(a.Pauses) != 3 {
		t.Fatalf("step A: %+v", a)
	}
	if a.BigShown("eq2_gbps", 0) || !a.BigShown("eq2_gbps", 1) || !a.BigShown("eq1_gbps", 0) {
		t.Error("eq2_gbps is held back by the first pause only; eq1_gbps by none")
	}
	if lines, shown := a.Lines(2); len(lines) != 2 || lines[1].In(i18n.English) != "And this" || !shown[0] || shown[1] {
		t.Errorf("two pauses in, the caption lines are %v shown %v", lines, shown)
	}
	parts := d.Agenda()
	if len(parts) != 2 || parts[0].First != 1 || parts[0].Last != 2 || parts[0].Planned != 4*time.Minute ||
		parts[1].First != 3 || parts[1].Title.In(i18n.TraditionalChinese) != "二" {
		t.Errorf("agenda: %+v", parts)
	}
	if i, ok := d.Find("a-1"); !ok || i != 1 {
		t.Errorf("find a-1: %d %v", i, ok)
	}
	if got := d.PartOf(2).In(i18n.English); got != "First part" {
		t.Errorf("step 3 is in part %q", got)
	}
	// Without a deck duration the plan is the sum of the steps'.
	d.Planned = 0
	if d.Plan() != 5*time.Minute {
		t.Errorf("plan without a deck duration: %v", d.Plan())
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

// TestSeriesPausesHoldCurvesBack: a step's series pauses hold back the
// curves they name until they are revealed, in order, whatever other
// pauses come between; the handout names each curve in the language.
func TestSeriesPausesHoldCurvesBack(t *testing.T) {
	for _, lang := range i18n.Langs {
		tx, cat := catalog(t, lang)
		src := "title: {en: T, zh-TW: T}\nsteps:\n" +
			"  - title: {en: A, zh-TW: A}\n    caption: {en: C, zh-TW: C}\n    panel: incast\n    page: queue\n    big: [dcqcn_peak_kib]\n" +
			"    reveal:\n      - series: dcqcn\n      - big: dcqcn_peak_kib\n      - series: credit\n      - line: {en: L, zh-TW: L}\n"
		d, err := deck.Load(tx, "d.yaml", []byte(src), cat)
		if err != nil {
			t.Fatal(err)
		}
		s := d.Steps[0]
		for revealed, want := range [][]string{{"dcqcn", "credit"}, {"credit"}, {"credit"}, nil, nil} {
			if got := s.HiddenSeries(revealed); !slices.Equal(got, want) {
				t.Errorf("%s, %d revealed: held back %q, want %q", lang, revealed, got, want)
			}
		}
		if lines, _ := s.Lines(0); len(lines) != 1 {
			t.Errorf("%s: a series pause counted as a caption line: %v", lang, lines)
		}
		names := deck.PauseNames(s, tx, cat)
		if want := fmt.Sprintf(tx.Lecture.PauseSeriesFmt, tx.Incast.LegendDCQCN); names[0] != want {
			t.Errorf("%s: the first pause is named %q, want %q", lang, names[0], want)
		}
	}
}
