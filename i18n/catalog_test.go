package i18n

import (
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// walkStrings calls fn with the dotted path and value of every string
// field in v, recursively.
func walkStrings(v reflect.Value, path string, fn func(path, s string)) {
	switch v.Kind() {
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			walkStrings(v.Field(i), path+"."+v.Type().Field(i).Name, fn)
		}
	case reflect.String:
		fn(path, v.String())
	case reflect.Map:
		for _, k := range v.MapKeys() {
			walkStrings(v.MapIndex(k), path+"["+k.String()+"]", fn)
		}
	}
}

func collect(t *Text) map[string]string {
	m := map[string]string{}
	walkStrings(reflect.ValueOf(*t), "Text", func(p, s string) { m[p] = s })
	return m
}

// TestEveryStringIsFilledInBothLanguages fails on any missing string.
func TestEveryStringIsFilledInBothLanguages(t *testing.T) {
	for _, l := range Langs {
		for path, s := range collect(For(l)) {
			if strings.TrimSpace(s) == "" {
				t.Errorf("%s: %s is empty", l, path)
			}
		}
	}
}

// identical lists fields whose text is the same in both languages on
// purpose (a technical name both languages write the same way).
var identical = []string{"Text.Lang", "Text.Knob.Values[spray.scheme.ar]", "Text.Knob.Labels[power.asic_w]", "Text.Knob.Labels[power.fpga_w]",
	"Text.Knob.Labels[power.cx7_w]", "Text.Knob.Values[spray.scheme.qp-scaling]", "Text.Knob.Labels[power.dpu_w]", "Text.Knob.Values[power.rnic.asic]",
	"Text.Knob.Values[power.rnic.fpga]", "Text.Evidence.ColNIC",
	"Text.Spray.PageAllReduce", "Text.Lecture.EnglishLabelsNote", "Text.Spray.RowCQE", "Text.Spray.LegendPRNIC", "Text.Spray.ColRatio", "Text.Spray.RowPSN",
	"Text.Flow.ColRNIC", "Text.Flow.ColVPC", "Text.Incast.Title", "Text.Incast.ColBDP", "Text.Incast.LegendDCQCN", "Text.Incast.ColDCQCN", "Text.Incast.ColPolicy", "Text.Knob.Values[incast.cc.dcqcn]",
	"Text.Shell.StartPanelFmt"}

// TestMapsHoldTheSameKeys fails when a catalog map (knob labels, panel
// blurbs, command help) names a key in one language only.
func TestMapsHoldTheSameKeys(t *testing.T) {
	en, zh := collect(For(English)), collect(For(TraditionalChinese))
	for path := range en {
		if _, ok := zh[path]; !ok {
			t.Errorf("%s is in English only", path)
		}
	}
	for path := range zh {
		if _, ok := en[path]; !ok {
			t.Errorf("%s is in Chinese only", path)
		}
	}
}

// TestChineseIsTranslated fails when a zh-TW string is a copy of English.
func TestChineseIsTranslated(t *testing.T) {
	en, zh := collect(For(English)), collect(For(TraditionalChinese))
	for path, s := range en {
		if zh[path] == s && !slices.Contains(identical, path) {
			t.Errorf("%s is the same in both languages: %q", path, s)
		}
	}
}

var verb = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[a-zA-Z%]`)

// TestFormatVerbsMatch fails when a translation's fmt verbs differ from
// English, which would garble or panic at run time.
func TestFormatVerbsMatch(t *testing.T) {
	en, zh := collect(For(English)), collect(For(TraditionalChinese))
	for path, s := range en {
		if !strings.HasSuffix(path, "Fmt") && !strings.HasSuffix(path, "Fmt]") {
			// Plain strings may hold a literal "%", never a verb.
			for _, str := range []string{s, zh[path]} {
				if strings.Contains(str, "%s") || strings.Contains(str, "%d") || strings.Contains(str, "%q") || strings.Contains(str, "%[") {
					t.Errorf("%s holds a verb but its name does not end in Fmt: %q", path, str)
				}
			}
			continue
		}
		a, b := verb.FindAllString(s, -1), verb.FindAllString(zh[path], -1)
		if !slices.Equal(a, b) || len(a) == 0 {
			t.Errorf("%s: English verbs %v, zh-TW verbs %v", path, a, b)
		}
	}
}

// TestNoAmbiguousWidthGlyphs keeps box lines, dashes and other East Asian
// ambiguous glyphs out of the catalogs: they would misalign terminals that
// draw them two cells wide. Glyph sets live in the UI, with ASCII variants.
func TestNoAmbiguousWidthGlyphs(t *testing.T) {
	for _, l := range Langs {
		for path, s := range collect(For(l)) {
			if i := strings.IndexAny(s, "–—×÷≤≥±µ•·…→←↑↓▸●━─│"); i >= 0 && path != "Text.Keys.Language" {
				t.Errorf("%s: %s holds an ambiguous-width glyph in %q", l, path, s)
			}
		}
	}
}

// TestEveryCatalogStringIsUsed fails on a catalog field that no code
// outside the catalogs reads: dead text drifts out of date unseen.
func TestEveryCatalogStringIsUsed(t *testing.T) {
	var code strings.Builder
	err := filepath.WalkDir("..", func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		// The catalogs themselves do not count; the wording packages
		// below i18n (knobtext) do.
		if filepath.Dir(path) == "../i18n" && path != "../i18n/catalog.go" && path != "../i18n/knobs.go" && path != "../i18n/report.go" {
			return nil
		}
		b, err := os.ReadFile(path)
		code.Write(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	// A field is read when ".Name" stands in the code as a whole word:
	// the names that follow a dot, gathered in one pass.
	read := map[string]bool{}
	for _, m := range regexp.MustCompile(`\.(\w+)`).FindAllStringSubmatch(code.String(), -1) {
		read[m[1]] = true
	}
	var walk func(v reflect.Value, path string)
	walk = func(v reflect.Value, path string) {
		for i := 0; i < v.NumField(); i++ {
			f := v.Type().Field(i)
			switch v.Field(i).Kind() {
			case reflect.Struct:
				walk(v.Field(i), path+"."+f.Name)
			case reflect.String, reflect.Map:
				if !read[f.Name] {
					t.Errorf("%s.%s is never used", path, f.Name)
				}
			}
		}
	}
	walk(reflect.ValueOf(*For(English)), "Text")
}
