package content

import (
	"strings"
	"testing"

	"pegasus/i18n"
)

// docText is a whole document in one language, sections joined.
func docText(t *testing.T, lang i18n.Lang, name DocName) string {
	t.Helper()
	lib, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	d := lib.Doc(lang, name)
	var b strings.Builder
	for _, id := range d.IDs() {
		b.WriteString(d.Section(id))
		b.WriteString("\n")
	}
	return b.String()
}

// TestSentencesTheSeedDoesNotSupport pins issue 18's corrections: each
// sentence the digest does not support is gone, in both languages, and
// its correction is there.
func TestSentencesTheSeedDoesNotSupport(t *testing.T) {
	for _, c := range []struct {
		what      string
		lang      i18n.Lang
		doc       DocName
		gone, now string
	}{
		{"adaptive routing was the Figure 13 testbed's, not the compared clusters'", i18n.English, "glossary",
			"the CX7 clusters it was compared with use it", "in the Figure 13 testbed the CX7 RNICs"},
		{"adaptive routing was the Figure 13 testbed's", i18n.TraditionalChinese, "glossary",
			"拿來比較的 CX7 叢集則有使用", "在 Figure 13 的測試床上"},
		{"the paper does not say ring", i18n.English, "glossary", "The paper compares ring AllReduce", "without naming the algorithm"},
		{"the paper does not say ring", i18n.TraditionalChinese, "glossary", "論文比較了 CX7 與 P-RNIC 上的環狀 AllReduce", "沒有說用哪一種演算法"},
		{"the stash's read is not known to fit the 20 ns", i18n.English, "flowtable", "inside the 20 ns", "whether that read still fits in the 20 ns the paper does not say"},
		{"the stash's read is not known to fit the 20 ns", i18n.TraditionalChinese, "flowtable", "32 個表項，仍在 20 ns 之內", "這次讀取是否仍在 20 ns 之內，論文沒有交代"},
		{"tasks run per day", i18n.English, "reading", "tasks start per day", "100 tenant tasks run per day"},
		{"tasks run per day", i18n.TraditionalChinese, "reading", "每天開跑的租戶任務", "每天執行的租戶任務大約 100 個"},
		{"same models, parallelism and batch size", i18n.English, "reading", "everything else about them", "the models, the parallelism and the batch sizes are the same"},
		{"same models, parallelism and batch size", i18n.TraditionalChinese, "reading", "其餘一切更是各不相同", "模型、平行方式與批次大小則相同"},
		{"1 % has no stated base", i18n.English, "evidence", "1 % of packets were resent", "a rate whose base the paper does not give"},
		{"1 % has no stated base", i18n.TraditionalChinese, "evidence", "有 1 % 的封包是白白重送的", "論文沒有說這個比例是相對於什麼算的"},
		{"credits stay within 3 %", i18n.English, "incast", "the credits lose nothing", "stay within the digest's 3 %"},
		{"credits stay within 3 %", i18n.TraditionalChinese, "incast", "而 credit 在那裡沒有損失", "維持在導讀說的 3 % 以內"},
		{"the DCQCN paper's set, not this paper's", i18n.English, "incast", "The paper's set is the one", "not a set of the Pegasus paper"},
		{"the DCQCN paper's set, not this paper's", i18n.TraditionalChinese, "incast", "論文參數組是 DCQCN 論文", "不是 Pegasus 論文給的"},
		{"offload is not only inference's", i18n.English, "reading", "When inference offloads KV-cache", "When KV-cache or multimodal data are offloaded"},
		{"offload is not only inference's", i18n.TraditionalChinese, "reading", "推論在卸載 KV-cache", "卸載 KV-cache 或多模態資料時"},
		{"a share of time", i18n.English, "reading", "the share of 20 production months", "the share of time, over 20 production months"},
		{"a share of time", i18n.TraditionalChinese, "reading", "20 個月的生產期間中，完全沒有丟包的時間比例", "完全沒有丟包的時間所占的比例"},
		{"two years by February 2026, no start date", i18n.English, "evidence", "from early 2024", "in production for two years by February 2026"},
		{"two years by February 2026, no start date", i18n.TraditionalChinese, "evidence", "2024 年初", "到 2026 年 2 月已在生產環境運作兩年"},
		{"the PCIe sentence in our own words", i18n.TraditionalChinese, "incast", "KV-cache 與多模態卸載會經由 PCIe 把主機記憶體複製到 GPU", "走的正是 RNIC 寫入網路資料的那條 PCIe 鏈路"},
		{"Taiwan usage: 視窗", i18n.TraditionalChinese, "incast", "免費窗口", "免費視窗"},
		{"Taiwan usage: no 在全局中的位置", i18n.TraditionalChinese, "reading", "在全局中的位置", "從整體脈絡看這篇論文"},
		{"the out-of-order degree's definition is the model's", i18n.English, "spray", "the out-of-order degree, how far", "the model's reading†"},
		{"the out-of-order degree's definition is the model's", i18n.TraditionalChinese, "spray", "一是亂序程度，也就是", "論文沒有定義；模型的解讀†"},
		{"one slot per bank is the model's", i18n.English, "flowtable", "one of four slots, one per bank", "one slot in each†"},
		{"one slot per bank is the model's", i18n.TraditionalChinese, "flowtable", "每個 bank 一個，四個同時讀取", "每個 bank 一個†"},
		{"the CSR channel's sharing and serial push are the model's", i18n.English, "flowtable", "", "written one after another†"},
		{"the CSR channel's sharing and serial push are the model's", i18n.TraditionalChinese, "flowtable", "", "依序逐一寫入†"},
		{"the CSR channel's total is the model's reading", i18n.English, "glossary", "about 4 MB/s in total", "shared by the eight RNICs"},
		{"the CSR channel's total is the model's reading", i18n.TraditionalChinese, "glossary", "總共大約 4 MB/s", "由八張 RNIC 分享"},
		{"TX PFC staying off is the model's", i18n.English, "incast", "", "the paper does not say when it comes back on"},
		{"TX PFC staying off is the model's", i18n.TraditionalChinese, "incast", "", "論文沒有說何時重新開啟"},
	} {
		text := docText(t, c.lang, c.doc)
		if c.gone != "" && strings.Contains(text, c.gone) {
			t.Errorf("%s (%s %s): still says %q", c.what, c.lang, c.doc, c.gone)
		}
		if !strings.Contains(text, c.now) {
			t.Errorf("%s (%s %s): lacks %q", c.what, c.lang, c.doc, c.now)
		}
	}
}
