package content

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"pegasus/i18n"
)

func TestBothLanguagesHoldTheSameDocumentsAndSections(t *testing.T) {
	lib, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	en := lib.Names(i18n.English)
	zh := lib.Names(i18n.TraditionalChinese)
	slices.Sort(en)
	slices.Sort(zh)
	if !slices.Equal(en, zh) || len(en) == 0 {
		t.Fatalf("documents differ: en %v, zh-TW %v", en, zh)
	}
	for _, name := range en {
		a, b := lib.Doc(i18n.English, name), lib.Doc(i18n.TraditionalChinese, name)
		if !slices.Equal(a.IDs(), b.IDs()) {
			t.Errorf("%s: sections differ: en %v, zh-TW %v", name, a.IDs(), b.IDs())
		}
		for _, id := range a.IDs() {
			if strings.TrimSpace(a.Section(id)) == "" || strings.TrimSpace(b.Section(id)) == "" {
				t.Errorf("%s/%s is empty in one language", name, id)
			}
		}
	}
}

func TestCreditDocHasWhatThePanelReads(t *testing.T) {
	lib, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range i18n.Langs {
		d := lib.Doc(lang, CreditDoc)
		for _, id := range []string{"model", "assumptions", "q1", "a1", "q2", "a2", "q3", "a3"} {
			if d.Section(id) == "" {
				t.Errorf("%s credit.md lacks section %q", lang, id)
			}
		}
	}
}

func TestParseJoinsLinesAndKeepsLists(t *testing.T) {
	fsys := fstest.MapFS{
		"r/en/x.md":    {Data: []byte("## a\none\ntwo\n\n- item 1\n- item 2\n")},
		"r/zh-TW/x.md": {Data: []byte("## a\n第一行\n第二行\n")},
	}
	lib, err := LoadFS(fsys, "r")
	if err != nil {
		t.Fatal(err)
	}
	if got := lib.Doc(i18n.English, "x").Section("a"); got != "one two\n\n- item 1\n- item 2" {
		t.Errorf("en = %q", got)
	}
	if got := lib.Doc(i18n.TraditionalChinese, "x").Section("a"); got != "第一行第二行" {
		t.Errorf("zh-TW = %q", got)
	}
}

func TestParseRejectsTextBeforeHeading(t *testing.T) {
	fsys := fstest.MapFS{
		"r/en/x.md":    {Data: []byte("stray\n## a\ntext\n")},
		"r/zh-TW/x.md": {Data: []byte("## a\n文字\n")},
	}
	if _, err := LoadFS(fsys, "r"); err == nil || !strings.Contains(err.Error(), "en/x.md") {
		t.Errorf("LoadFS = %v, want an error naming en/x.md", err)
	}
}

// TestNoAmbiguousWidthGlyphs keeps glyphs that some terminals draw two
// cells wide (dashes, "x" signs, box lines) out of the long-form text.
func TestNoAmbiguousWidthGlyphs(t *testing.T) {
	lib, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range i18n.Langs {
		for _, name := range lib.Names(lang) {
			d := lib.Doc(lang, name)
			for _, id := range d.IDs() {
				if i := strings.IndexAny(d.Section(id), "–—×÷≤≥±µ•·…→←▸●━─│"); i >= 0 {
					t.Errorf("%s/%s#%s holds an ambiguous-width glyph near %q", lang, name, id, d.Section(id)[max(0, i-20):i+3])
				}
			}
		}
	}
}
