package i18n

// traditionalChineseCharset is the character-set notices in Traditional
// Chinese.
func traditionalChineseCharset() CharsetText {
	return CharsetText{
		CodesetFmt: "語系 %s 使用的字元集是 %s，不是 UTF-8：探索器改以純 ASCII 顯示英文。" +
			"若要中文與完整的符號，請改用 UTF-8 語系，例如 %s。",
		NoCodesetFmt: "語系 %s 沒有指明字元集，因此沿用該語言舊有的字元集，不是 UTF-8：" +
			"探索器改以純 ASCII 顯示英文。若要中文與完整的符號，請改用 UTF-8 語系，例如 %s。",
		LanguageLockedFmt: "中文需要 UTF-8 語系，而 %s 不是：若要看中文，請以 %s 啟動探索器。",
	}
}
