package cli

import (
	"os"
	"strings"
	"testing"

	"pegasus/i18n"
	"pegasus/model/engines"
	"pegasus/panels/kit/kittest"
	"pegasus/ui"
)

// TestPresentIDsListsWhatADeckCanName: `present --ids` names every panel,
// each of its pages, readouts and chart series and every knob of its groups, as a deck
// writes them, in the user's language; the README's deck reference is
// its English output.
func TestPresentIDsListsWhatADeckCanName(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCmd(t, cleanEnv(t), "present", "--ids")
	if code != ExitOK {
		t.Fatalf("present --ids: %d\n%s", code, errOut)
	}
	env := kittest.Env(t, i18n.English, false, nil)
	for _, p := range ui.DeckCatalog(env).Panels {
		want := []string{"panel: " + string(p.ID) + "  " + p.Title}
		for _, k := range p.Pages {
			want = append(want, "page: "+k+" ")
		}
		for _, r := range p.Readouts {
			want = append(want, "big: "+r.Key+" ")
		}
		for _, page := range p.Pages {
			for _, sr := range p.Series[page] {
				want = append(want, "series: "+sr.Key+" ")
			}
		}
		for _, g := range engines.Groups() {
			for _, group := range p.Groups {
				if g.GroupName() != group {
					continue
				}
				for _, s := range g.Specs() {
					want = append(want, "set: "+group+"."+s.Key+" ")
				}
			}
		}
		for _, w := range want {
			if !strings.Contains(out, w) {
				t.Errorf("present --ids lacks %q", w)
			}
		}
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, ref, _ := strings.Cut(string(readme), "### Deck reference")
	_, ref, _ = strings.Cut(ref, "```text\n")
	ref, _, _ = strings.Cut(ref, "```")
	if ref != out {
		t.Errorf("the README's deck reference differs from present --ids; paste its output in")
	}
	code, out, _ = runCmd(t, cleanEnv(t), "present", "--ids", "--lang", "zh-TW")
	if code != ExitOK || !strings.Contains(out, "panel: credit  "+i18n.For(i18n.TraditionalChinese).Credit.Title) || !strings.Contains(out, "講稿步驟") {
		t.Errorf("present --ids --lang zh-TW: %d\n%s", code, out)
	}
	if code, _, errOut := runCmd(t, cleanEnv(t), "present", "--ids", "deck.yaml"); code != ExitBadInput || !strings.Contains(errOut, "deck.yaml") {
		t.Errorf("present --ids with a deck: %d %s", code, errOut)
	}
}
