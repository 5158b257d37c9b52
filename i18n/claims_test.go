package i18n

import (
	"strings"
	"testing"
)

// TestCatalogSaysWhatTheSeedSupports pins issue 18's corrections in the
// catalogs, in both languages: the batch's KiB is the model's reading
// (marked), DCQCN's 40 Gb/s set is the DCQCN paper's, TX PFC staying off
// is the model's choice, and calc traffic's levels are generated.
func TestCatalogSaysWhatTheSeedSupports(t *testing.T) {
	for _, c := range []struct {
		what string
		get  func(*Text) string
		en   []string
		zh   []string
	}{
		{"the batch's unit is the model's reading", func(t *Text) string { return t.Credit.CostPaperFmt },
			[]string{"%s", "the paper's 16 KB"}, []string{"%s", "論文的 16 KB"}},
		{"the batch's unit is the model's reading", func(t *Text) string { return t.Knob.ModelNote },
			[]string{"16 KB batch is read as 16 KiB"}, []string{"16 KB 批次在此讀成 16 KiB"}},
		{"the DCQCN paper's set", func(t *Text) string { return t.Knob.Value("incast.dcqcn_preset", "paper40") },
			[]string{"DCQCN paper"}, []string{"DCQCN 論文"}},
		{"TX PFC staying off is the model's choice", func(t *Text) string { return t.Incast.AutoOffFmt },
			[]string{"the model's choice%s"}, []string{"模型的選擇%s"}},
		{"calc traffic's levels are generated", func(t *Text) string { return t.Incast.CalcTrafficNoteFmt },
			[]string{"Model%s", "generated"}, []string{"模型%s", "產生"}},
	} {
		for lang, want := range map[Lang][]string{English: c.en, TraditionalChinese: c.zh} {
			got := c.get(For(lang))
			for _, w := range want {
				if !strings.Contains(got, w) {
					t.Errorf("%s (%s): %q lacks %q", c.what, lang, got, w)
				}
			}
		}
	}
	if got := For(English).Credit.CostPaperFmt; strings.Contains(got, "(paper)") {
		t.Errorf("the batch still reads %q", got)
	}
	if got := For(English).Knob.Value("incast.dcqcn_preset", "paper40"); got == "paper 40G" {
		t.Errorf("the DCQCN set still reads %q", got)
	}
}

// TestChineseNamesAreNotHalfEnglish: panel names and labels say credit,
// batch and chunk in Chinese (信用額度, 批次, 區塊), once and everywhere;
// prose keeps the English terms where the glossary introduces them.
func TestChineseNamesAreNotHalfEnglish(t *testing.T) {
	zh := For(TraditionalChinese)
	labels := []string{zh.Credit.Title, zh.Credit.PageTrace, zh.Credit.PageCost, zh.Credit.BatchTime, zh.Credit.RowBatch,
		zh.Credit.CostHeading, zh.Incast.LegendCredit, zh.Incast.ColCredit, zh.Lecture.Data.CreditBalance, zh.Report.Titles["credit"]}
	for k, v := range zh.Knob.Labels {
		if strings.HasPrefix(k, "credit.") || strings.HasPrefix(k, "incast.") || strings.HasPrefix(k, "spray.") {
			labels = append(labels, v)
		}
	}
	labels = append(labels, zh.Knob.Groups["credit"])
	for _, v := range zh.Report.Labels {
		labels = append(labels, v)
	}
	for _, l := range labels {
		for _, half := range []string{"Credit", "credit", "Batch", "batch", "Chunk"} {
			if strings.Contains(l, half) {
				t.Errorf("label %q is half English (%s)", l, half)
			}
		}
	}
	if zh.Credit.Title != "信用額度迴路" {
		t.Errorf("the credit loop is called %q", zh.Credit.Title)
	}
}
