package kit

import (
	"strings"
	"testing"
)

func TestWrapKeepsWordsAndWidth(t *testing.T) {
	lines := Wrap("the quick brown fox jumps over the lazy dog", 10)
	for _, l := range lines {
		if Width(l) > 10 {
			t.Errorf("line %q is %d cells", l, Width(l))
		}
	}
	if strings.Join(lines, " ") != "the quick brown fox jumps over the lazy dog" {
		t.Errorf("words lost or split: %q", lines)
	}
}

func TestWrapChineseNeverStartsWithClosingPunctuation(t *testing.T) {
	text := "接收端以輪詢方式服務提出請求的 QP，每個 batch 授予一個 credit。credit 走高優先佇列，不會被資料延誤。"
	for w := 6; w <= 30; w++ {
		for _, l := range Wrap(text, w) {
			if Width(l) > w {
				t.Fatalf("width %d: line %q is %d cells", w, l, Width(l))
			}
			if l != "" && strings.ContainsRune("，。、；：！？）」", []rune(l)[0]) {
				t.Fatalf("width %d: line starts with punctuation: %q", w, l)
			}
		}
	}
}

func TestWrapOpeningBracketStaysWithNext(t *testing.T) {
	for _, l := range Wrap("甲乙丙丁「戊己」", 8) {
		if strings.HasSuffix(l, "「") {
			t.Fatalf("line ends with an opening bracket: %q", l)
		}
	}
}

func TestWrapKeepsLatinWordAfterOpeningBracket(t *testing.T) {
	text := "接收端使用（write-with-immediate）與（balls-into-bins）模型"
	for w := 8; w <= 40; w++ {
		joined := strings.Join(Wrap(text, w), "\n")
		for _, word := range []string{"（write-with-immediate）", "（balls-into-bins）"} {
			if Width(word) <= w && !strings.Contains(joined, word) {
				t.Fatalf("width %d: %q split across lines:\n%s", w, word, joined)
			}
		}
	}
}

func TestTableAlignsChinese(t *testing.T) {
	rows := Table([][]string{{"抖動", "600", "ns"}, {"Loop time", "2,621.44", "ns"}}, 2, 1)
	if Width(rows[0]) != Width(rows[1]) {
		t.Errorf("rows differ in width: %q (%d) vs %q (%d)", rows[0], Width(rows[0]), rows[1], Width(rows[1]))
	}
}

func TestFitLines(t *testing.T) {
	got := FitLines("abcdef\nx", 4, 3, "…")
	want := "abc…\nx   \n    "
	if got != want {
		t.Errorf("FitLines = %q, want %q", got, want)
	}
}

func TestFlowNeverSplitsItems(t *testing.T) {
	got := Flow([]string{"aaa", "bbb", "cc"}, 7, 1, "…")
	if len(got) != 2 || got[0] != "aaa bbb" || got[1] != "cc" {
		t.Errorf("Flow = %q", got)
	}
}

func TestDefListWrapsThenStacks(t *testing.T) {
	pairs := [][2]string{{"Batch", "16 KiB"}, {"Loop", "2,621.44 ns x 400 Gb/s = 131,072 B"}}
	wide := DefList(pairs, 60)
	if len(wide) != 2 || wide[0] != "Batch  16 KiB" {
		t.Errorf("wide = %q", wide)
	}
	wrapped := DefList(pairs, 24) // value column of 17 cells
	if len(wrapped) != 3 || wrapped[2] != "       Gb/s = 131,072 B" {
		t.Errorf("wrapped = %q", wrapped)
	}
	stacked := DefList(pairs, 20)
	if stacked[0] != "Batch" || stacked[1] != "  16 KiB" {
		t.Errorf("stacked = %q", stacked)
	}
	for _, l := range append(wrapped, stacked...) {
		if Width(l) > 24 {
			t.Errorf("line %q too wide", l)
		}
	}
}

func TestNiceCeil(t *testing.T) {
	for in, want := range map[float64]float64{0.3: 0.5, 4194: 5000, 40: 50, 20: 20, 21: 25, 2.6: 5, 7: 10} {
		if got := NiceCeil(in); got != want {
			t.Errorf("NiceCeil(%v) = %v, want %v", in, got, want)
		}
	}
}

func TestWrapTerminatesOnWideCharsInOneCell(t *testing.T) {
	if got := Wrap("中文", 1); len(got) != 2 {
		t.Errorf("Wrap(中文, 1) = %q", got)
	}
}

func TestFitTableSplitsColumns(t *testing.T) {
	rows := [][]string{{"scheme", "used", "max load", "throughput"}, {"hash", "66 %", "2.58", "0.41"}}
	if got := FitTable(rows, 2, 80, 1, 2, 3); len(got) != 2 {
		t.Errorf("wide: %q", got)
	}
	got := FitTable(rows, 2, 24, 1, 2, 3)
	if len(got) != 5 || !strings.HasPrefix(got[3], "scheme") || Widest(got) > 24 {
		t.Errorf("narrow: %q", got)
	}
}

// TestWrapKeepsFormulasWhole: a bracket after a Latin character does not
// open a break ("W/(L+J/2)" and "r[n]" stay whole).
func TestWrapKeepsFormulasWhole(t *testing.T) {
	for _, text := range []string{"bounds: W/(L+J) <= throughput/line <= W/(L+J/2), with W", "r[n] = max(r[n-1], s[n] + L)"} {
		for w := 8; w < 40; w++ {
			for _, l := range Wrap(text, w) {
				if strings.HasPrefix(l, "(L+J") || strings.HasPrefix(l, "[n") || strings.HasSuffix(l, "W/") || strings.HasSuffix(l, " r") {
					t.Errorf("width %d splits a formula: %q", w, Wrap(text, w))
				}
			}
		}
	}
}

func TestWrapKeepsAPercentSignWithItsNumber(t *testing.T) {
	for w := 4; w <= 30; w++ {
		for _, l := range Wrap("the paper prints +53.2 %, +7.5 % and +4.8 %).", w) {
			if strings.HasPrefix(l, "%") {
				t.Fatalf("width %d: a line starts with %%: %q", w, l)
			}
		}
	}
}

func TestLabelValuesKeepValuesWhole(t *testing.T) {
	pairs := [][2]string{{"Extra power, a DPU per NIC", "840 W"}, {"GPUs gained", "+352"}}
	for _, w := range []int{40, 20, 12, 6} {
		lines := LabelValues(pairs, w, "…")
		all := strings.Join(lines, "\n")
		for _, p := range pairs {
			if !strings.Contains(all, p[1]) {
				t.Errorf("width %d: value %q cut:\n%s", w, p[1], all)
			}
		}
		for _, l := range lines {
			if Width(l) > w {
				t.Errorf("width %d: %q is %d cells", w, l, Width(l))
			}
		}
	}
	if got := LabelValues(pairs, 40, "…")[0]; !strings.HasPrefix(got, "Extra power, a DPU per NIC") {
		t.Errorf("wide enough, the label is cut: %q", got)
	}
}
