package advisor

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// qaID matches a question or answer section: "s3-1-q2", "s1-a1".
var qaID = regexp.MustCompile(`^(s\d+(?:-\d+)*)-([qa])(\d+)$`)

// mainID matches a main section: "s1" ... "s7".
var mainID = regexp.MustCompile(`^s\d+$`)

func TestReadingSectionsQuestionsAndLinks(t *testing.T) {
	en, zh := readDoc(t, "en", "reading"), readDoc(t, "zh-TW", "reading")
	if !slices.Equal(en.ids, zh.ids) {
		t.Fatalf("reading.md sections differ:\nen    %v\nzh-TW %v", en.ids, zh.ids)
	}
	groups := linkGroups()
	mains := map[string]int{}
	for i, id := range en.ids {
		for _, d := range []doc{en, zh} {
			if strings.TrimSpace(d.text(id)) == "" {
				t.Errorf("reading %s is empty in one language", id)
			}
		}
		if m := qaID.FindStringSubmatch(id); m != nil {
			// A question is followed by its answer; an answer follows its
			// question; both belong to a section that exists.
			owner, kind, n := m[1], m[2], m[3]
			pair := owner + "-a" + n
			if kind == "a" {
				pair = owner + "-q" + n
			}
			j := slices.Index(en.ids, pair)
			if j < 0 || (kind == "q" && j != i+1) || (kind == "a" && j != i-1) || !en.has(owner) {
				t.Errorf("reading %s: its pair %s is not next to it, or section %s is missing", id, pair, owner)
			}
			if kind == "q" {
				mains[strings.SplitN(owner, "-", 2)[0]]++
			}
			for _, d := range []doc{en, zh} {
				if strings.HasPrefix(d.text(id), "# ") {
					t.Errorf("reading %s: a question or answer has no title line", id)
				}
			}
		} else {
			for _, d := range []doc{en, zh} {
				blocks := d.blocks[id]
				if len(blocks) < 2 || !strings.HasPrefix(blocks[0], "# ") || len(strings.TrimSpace(blocks[0])) < 3 {
					t.Errorf("reading %s: the first line must be a title \"# ...\" followed by text", id)
				}
			}
		}
		// Links: valid, and the same targets in the same order in both
		// languages, each with a label.
		le, lz := en.links(t, id), zh.links(t, id)
		if len(le) != len(lz) {
			t.Errorf("reading %s: %d links in en, %d in zh-TW", id, len(le), len(lz))
			continue
		}
		for k := range le {
			if le[k].Target.String() != lz[k].Target.String() {
				t.Errorf("reading %s link %d: en %s, zh-TW %s", id, k, le[k].Target, lz[k].Target)
			}
			// Their panels and pages are the registry's: ui checks them.
			if _, err := le[k].KnobValues(groups...); err != nil {
				t.Errorf("reading %s: %v", id, err)
			}
			if le[k].Label == lz[k].Label {
				t.Errorf("reading %s link %d: the zh-TW label is the English one", id, k)
			}
		}
	}
	for n := 1; n <= 7; n++ {
		id := fmt.Sprintf("s%d", n)
		if !en.has(id) {
			t.Errorf("reading.md lacks main section %s", id)
		} else if mains[id] == 0 {
			t.Errorf("main section %s has no question", id)
		}
	}
	for _, id := range en.ids {
		if mainID.MatchString(id) || (strings.HasPrefix(id, "s") && !qaID.MatchString(id)) {
			if len(en.links(t, id)) == 0 && id != "s0" {
				t.Errorf("reading %s links to no panel", id)
			}
		}
	}
	for _, d := range []doc{en, zh} {
		items := 0
		for _, b := range d.blocks["keynumbers"] {
			if strings.HasPrefix(b, "- ") {
				items++
			}
		}
		if items < 10 {
			t.Errorf("keynumbers holds %d list items", items)
		}
	}
	if len(en.blocks["keynumbers"]) != len(zh.blocks["keynumbers"]) {
		t.Error("keynumbers differ in length between languages")
	}
}

// TestReadingQuotesTheSettingsItTalksAbout pins the brief's example: the
// text about 600 ns of jitter and a 64 KB batch opens Panel 1 there.
func TestReadingQuotesTheSettingsItTalksAbout(t *testing.T) {
	for _, lang := range langs {
		found := false
		for _, l := range readDoc(t, lang, "reading").links(t, "s3-3") {
			v := l.Values("credit")
			if l.Panel == "credit" && l.Page == "throughput" && v["jitter_ns"] == "600" && v["batch_kib"] == "64" {
				found = true
			}
		}
		if !found {
			t.Errorf("%s reading s3-3 does not open the credit loop at 600 ns and 64 KiB", lang)
		}
	}
}

var slug = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

func TestGlossary(t *testing.T) {
	en, zh := readDoc(t, "en", "glossary"), readDoc(t, "zh-TW", "glossary")
	if !slices.Equal(en.ids, zh.ids) {
		t.Fatalf("glossary.md entries differ:\nen    %v\nzh-TW %v", en.ids, zh.ids)
	}
	for _, id := range en.ids {
		if !slug.MatchString(id) {
			t.Errorf("glossary id %q is not an ascii slug", id)
		}
		for _, d := range []doc{en, zh} {
			b := d.blocks[id]
			if len(b) < 2 || !strings.HasPrefix(b[0], "# ") || strings.TrimSpace(b[1]) == "" {
				t.Errorf("glossary %s: want a \"# Term\" line and a definition", id)
			}
		}
	}
	// The terms the seed defines and those the explorer adds.
	for _, id := range []string{
		"bare-metal-ai-cloud", "vpc", "overlay", "underlay", "p-dpu", "p-rnic", "cuckoo-hash", "stash", "csr",
		"write-with-immediate", "cqe", "psn-bitmap", "iscqe-bitmap", "credit-based-cc", "overdraft", "tx-pfc", "ecmp",
		"dcqcn", "pfc", "ecn", "bdp", "incast", "te", "qp", "rdma-write", "alm", "vxlan", "nccl", "adaptive-routing",
		"go-back-n", "direct-placement", "clear-to-send", "qp-scaling", "loop-time", "jitter", "free-window", "slack",
		"equation-1", "equation-2", "goodput", "spurious-retransmission", "bus-bandwidth", "balls-into-bins",
		"model-choice", "paper-figure", "calibrated-row", "gain-convention",
	} {
		if !en.has(id) {
			t.Errorf("glossary lacks %q", id)
		}
	}
}

func TestAdvisorTextsExistInBothLanguages(t *testing.T) {
	var keys []string
	for _, d := range Designs() {
		keys = append(keys, "design."+string(d.ID))
	}
	for _, r := range Reasons() {
		keys = append(keys, "reason."+string(r))
	}
	for _, f := range Knobs().Specs() {
		keys = append(keys, "input."+f.Key)
	}
	for _, a := range Axes() {
		keys = append(keys, "axis."+string(a))
	}
	for _, f := range FitValues() {
		keys = append(keys, "fit."+string(f))
	}
	for _, s := range Stances() {
		keys = append(keys, "stance."+string(s))
	}
	for _, r := range Derive(DefaultInputs()).Rows() {
		keys = append(keys, "derived."+r.Key)
	}
	for _, c := range CheckIDs() {
		keys = append(keys, "check."+string(c))
	}
	keys = append(keys, "about", "assumptions")
	en, zh := readDoc(t, "en", "advisor"), readDoc(t, "zh-TW", "advisor")
	if !slices.Equal(en.ids, zh.ids) {
		t.Errorf("advisor.md sections differ between languages")
	}
	for _, k := range keys {
		for _, d := range []doc{en, zh} {
			if strings.TrimSpace(d.text(k)) == "" {
				t.Errorf("advisor.md lacks %q in one language", k)
			}
		}
	}
	for _, id := range en.ids {
		if !slices.Contains(keys, id) {
			t.Errorf("advisor.md holds %q, which no rule, design or input uses", id)
		}
	}
}

// TestAssumptionsQuoteTheRulesConstants keeps the assumptions text true to
// the thresholds the rules use.
func TestAssumptionsQuoteTheRulesConstants(t *testing.T) {
	if TERounds != 10 || CreditOverdraftBatches != 1 {
		t.Fatal("the assumptions text says ten controller periods and one overdraft batch: update it")
	}
	want := map[string][]string{
		"en":    {"Ten controller periods", "2,000 QPs per RNIC", fmt.Sprintf("%d B per QP", BitmapBytesPerQP), fmt.Sprintf("%d KiB", CreditBatchBytes/1024)},
		"zh-TW": {"十個控制週期", "2,000 個 QP", fmt.Sprintf("%d B", BitmapBytesPerQP), fmt.Sprintf("%d KiB", CreditBatchBytes/1024)},
	}
	if PaperMaxQPsPerNIC != 2000 {
		t.Fatal("the assumptions text says 2,000 QPs: update it")
	}
	for lang, parts := range want {
		text := readDoc(t, lang, "advisor").text("assumptions")
		for _, p := range parts {
			if !strings.Contains(text, p) {
				t.Errorf("%s advisor.md assumptions lacks %q", lang, p)
			}
		}
	}
}
