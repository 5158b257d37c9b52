package i18n

// chineseSearch is the search's Traditional Chinese text.
func chineseSearch() SearchText {
	return SearchText{
		Placeholder:             "要尋找的文字",
		ScopePanel:              "此面板",
		ScopeAll:                "所有面板",
		ScopeHintFmt:            "Tab：改搜%s",
		SearchingFmt:            "正在搜尋 %q...",
		FoundFmt:                "%q：第 %d 個，共 %d 個，%s（n/N：下一個／上一個）",
		FoundAllFmt:             "%q：第 %d 個，共 %d 個，%s，%s（n/N：下一個／上一個）",
		NotFoundFmt:             "此面板中沒有 %q；按 / 再按 Tab 可搜尋所有面板",
		NotFoundAllFmt:          "所有面板中都沒有 %q",
		ResultsTitleFmt:         "%q：%d 個符合處，分布在 %d 個面板",
		ResultsTitleOneFmt:      "%q：只有一個符合處",
		ResultsTitleOnePanelFmt: "%q：%d 個符合處，都在同一個面板",
		ResultsHint:             "上/下 選擇，Enter 開啟該處，Esc 關閉",
		ResultsPlaceFmt:         "第 %d 個，共 %d 個",
		ResultsWhereFmt:         "%d %s：%s",
		KeyFindPrev:             "上一個符合處",
	}
}
