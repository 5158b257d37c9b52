package evidence

import (
	"os"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/model/reference"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

func TestMain(m *testing.M) {
	kittest.Pin()
	os.Exit(m.Run())
}

func newPanel(t testing.TB, lang i18n.Lang) *Panel {
	t.Helper()
	return New(testEnv(t, lang, false, nil)).(*Panel)
}

func asPanel(t testing.TB, l i18n.Lang) kit.Panel { return newPanel(t, l) }

func typed(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }

var enter = tea.KeyMsg{Type: tea.KeyEnter}

func TestGoldenPages(t *testing.T) { kittest.GoldenEveryPage(t, asPanel, 5, nil) }

func TestEveryPageFitsAnySize(t *testing.T) { kittest.FitsAnySize(t, asPanel, 5) }

func TestEveryTextExistsInBothLanguages(t *testing.T) {
	for _, lang := range i18n.Langs {
		p := newPanel(t, lang)
		var ids []string
		for _, r := range results() {
			ids = append(ids, r.id+".title", r.id+".setup", r.id+".result")
		}
		for _, c := range comparisons() {
			ids = append(ids, "attr."+c.id, "attr."+c.id+".isolates")
		}
		for _, kn := range keyNumbers() {
			ids = append(ids, "kn."+kn.id)
		}
		ids = append(ids, "results.intro", "converter.note", "attribution.intro", "source.paper", "source.digest")
		for _, id := range ids {
			if p.Doc.Section(id) == "" {
				t.Errorf("%s: evidence.md lacks %s", lang, id)
			}
		}
	}
}

// TestConverterTypesNudgesAndRejects types the case study's gains, then a
// value that is not a printed gain: the last valid result stays.
func TestConverterTypesNudgesAndRejects(t *testing.T) {
	p := newPanel(t, i18n.English)
	p.SetSize(100, 40)
	p.Update(kit.ShowPageMsg{Page: "converter"})
	if p.conv.PrintedPct != reference.PrintedLlama7B || !strings.Contains(p.View(), "+113.7 %") {
		t.Fatalf("start: %+v", p.conv)
	}
	kittest.Press(p, enter, typed("7"), typed("."), typed("5"), enter)
	if p.conv.PrintedPct != 7.5 || !strings.Contains(p.View(), "= 1.08x") {
		t.Errorf("7.5 typed: %+v", p.conv)
	}
	kittest.Press(p, enter, typed("120"), enter)
	if p.conv.PrintedPct != 7.5 || !strings.Contains(p.View(), `"120" is not a printed gain`) {
		t.Errorf("120 accepted or not reported: %+v", p.conv)
	}
	kittest.Press(p, tea.KeyMsg{Type: tea.KeyRight})
	if p.conv.PrintedPct != 7.6 || p.bad != "" {
		t.Errorf("nudge: %+v, error %q", p.conv, p.bad)
	}
	kittest.Press(p, enter, typed("9"), tea.KeyMsg{Type: tea.KeyBackspace}, typed("4.8"), enter)
	if p.conv.PrintedPct != 4.8 {
		t.Errorf("erase then type: %+v", p.conv)
	}
}

// enterOn walks to key number id and presses Enter.
func enterOn(t *testing.T, lang i18n.Lang, id string) *Panel {
	p := newPanel(t, lang)
	p.SetSize(80, 22)
	p.Update(kit.ShowPageMsg{Page: "keynumbers"})
	for keyNumbers()[p.row].id != id {
		kittest.Press(p, tea.KeyMsg{Type: tea.KeyDown})
	}
	kittest.Press(p, enter)
	return p
}

// TestKeyNumberOpensItsPanel walks to the credit row and presses Enter.
func TestKeyNumberOpensItsPanel(t *testing.T) {
	p := enterOn(t, i18n.TraditionalChinese, "credit")
	got, ok := p.TakeOpen()
	if !ok || got.To != reference.PanelCredit || got.Page != "reference" {
		t.Errorf("opens %+v (%v)", got, ok)
	}
	if _, again := p.TakeOpen(); again {
		t.Error("the request was handed out twice")
	}
	if !strings.Contains(p.View(), "323-383") {
		t.Error("the selected row scrolled out of view")
	}
	for _, kn := range keyNumbers() {
		if kn.panel == "" {
			t.Errorf("key number %s leads nowhere", kn.id)
		}
	}
}

func TestEveryLinkNamesAPage(t *testing.T) {
	pages := map[string][]string{
		reference.PanelCredit:   {"throughput", "trace", "readouts", "reference", "formulas", "model", "q1", "q2", "q3", "cost"},
		reference.PanelPower:    {"arithmetic", "bars", "site", "assumptions", "about"},
		reference.PanelEvidence: {"results", "converter", "attribution", "keynumbers", "source"},
		reference.PanelSpray:    {"balance", "receiver", "allreduce", "retx", "q1", "q2", "q3", "assumptions", "about"},
		reference.PanelFlow:     {"fill", "lookup", "sizing", "twolevel", "csr", "scale", "q1", "q2", "q3", "assumptions", "about"},
		reference.PanelIncast: {"queue", "sweep", "bdp", "dcqcn", "traffic", "matrix", "controller", "pcie", "legacy",
			"q1", "q2", "q3", "q4", "assumptions", "about"},
	}
	for _, kn := range keyNumbers() {
		if kn.panel == "" {
			continue
		}
		found := false
		for _, pg := range pages[string(kn.panel)] {
			found = found || pg == kn.page
		}
		if !found {
			t.Errorf("key number %s links to %s/%s, which does not exist", kn.id, kn.panel, kn.page)
		}
	}
}

// TestKeyNumberScrollsToItsResult: a row whose result is on this panel's
// results page opens it scrolled to that result.
func TestKeyNumberScrollsToItsResult(t *testing.T) {
	p := enterOn(t, i18n.English, "inference")
	if p.Page().Key != "results" || !strings.Contains(p.View(), p.Doc.Section("case-study.title")) {
		t.Errorf("the inference key number does not show its result:\n%s", p.View())
	}
	if p.Pager.Scroll == 0 {
		t.Error("the results page did not scroll to the case study")
	}
}

// TestTEKeyNumberOpensTheController: the 95 s relief lives on the incast
// panel's controller page.
func TestTEKeyNumberOpensTheController(t *testing.T) {
	open, ok := enterOn(t, i18n.English, "te").TakeOpen()
	if !ok || open.To != reference.PanelIncast || open.Page != "controller" {
		t.Errorf("Enter on the 95 s row asks for %+v, %v", open, ok)
	}
}

// TestFailedSearchKeepsTheScroll: a search draws every page, and the key
// numbers page moves the scroll to its selected row while it is drawn; a
// search that finds nothing must leave the page and scroll as they were.
func TestFailedSearchKeepsTheScroll(t *testing.T) {
	p := newPanel(t, i18n.English)
	p.SetSize(100, 20)
	for range 20 {
		p.Update(tea.KeyMsg{Type: tea.KeyShiftDown})
	}
	before := p.Pager
	if before.Scroll == 0 {
		t.Fatal("the results page did not scroll")
	}
	for i := range p.PageTitles() {
		if found := p.SearchPage(kit.NewQuery("zzzz-not-there"), i); len(found) > 0 {
			t.Fatalf("found text that is not there on page %d: %+v", i, found)
		}
	}
	if p.Pager != before {
		t.Errorf("a failed search moved the pager from %+v to %+v", before, p.Pager)
	}
}
