package i18n

// readingChinese is the Reading panel's Traditional Chinese text.
func readingChinese() ReadingText {
	return ReadingText{
		Title:        "導讀",
		PageContents: "目錄",
		PageGlossary: "詞彙表",
		SectionFmt:   "第 %s 節",

		ContentsHeading: "分節重述的論文",
		ContentsHint:    "按 PgDn 依序閱讀，或選一節後按 Enter。在內文中，按 Enter 會沿著連結開啟它所指的面板，並套用文中談到的設定；按 b 或 Alt+Left 回到原來的位置。按 | 可讓中英文並排。",
		ColNumber:       "編號",
		ColSection:      "章節",
		ColQuestions:    "問題",
		ColLinks:        "連結",

		QuestionsHeading: "問題",
		QuestionFmt:      "問 %d",
		ShowAnswer:       "按 Enter 顯示答案。",
		LinkHint:         "按 Enter 開啟；按 b 或 Alt+Left 回到這裡。",
		NarrowSideBySide: "寬度不夠分成兩欄：每段英文之後緊接著對應的中文。",
		BadLinkFmt:       "無法開啟這個連結：%s",

		SearchLabel:  "搜尋",
		SearchHint:   "按 Enter 搜尋詞條與定義，中文、英文皆可。",
		SearchTyping: "輸入文字以縮小範圍；按 Enter 保留搜尋，按 Esc 清除。",
		SearchKept:   "按 Enter 修改搜尋，按 Esc 清除。",
		MatchesFmt:   "%d／%d 個詞條",
		NoMatchFmt:   "沒有任何詞條或定義含有 %q。",

		ColTerm:         "詞條",
		ColOtherTermFmt: "%s詞條",
		ColDefinition:   "定義",
		ColLink:         "連結",
		ColOpens:        "開啟",
		ColKeyNumber:    "數字",
		ColMeaning:      "意義",

		KeyRead:        "往下讀，或畫面上的下一個連結",
		KeyReadBack:    "往回讀，或畫面上的上一個連結",
		KeyLinkPrev:    "上一個連結或問題",
		KeyLinkNext:    "下一個連結或問題",
		KeyFollow:      "開啟連結／顯示或隱藏答案",
		KeyOpenSection: "開啟該節",
		KeySection:     "選節",
		KeySideBySide:  "中英文並排",
		KeySearch:      "搜尋詞彙表",
		KeyKeep:        "保留搜尋",
		KeyErase:       "刪除輸入的字",
		KeyClear:       "清除搜尋",
		ShortFollow:    "開啟／答案",
		ShortOpen:      "開啟",
		ShortLinks:     "連結",
		ShortSide:      "並排",
		ShortRead:      "閱讀",
		ShortSearch:    "搜尋",

		FlagList:          "列出各節",
		FlagSection:       "印出一節，以編號（如 1、3.1）或代號（如 s3-1、keynumbers）指定",
		FlagGlossary:      "印出詞彙表",
		FlagAnswers:       "搭配 --section：在問題之後印出答案",
		ListHeading:       "各節（用 pegasus read --section N 印出其中一節）",
		UnknownSectionFmt: "read：沒有 %q 這一節；現有的節是 %s",
		OneAction:         "read：--list、--section 與 --glossary 只能擇一",
		AnswersHeading:    "答案",
	}
}
