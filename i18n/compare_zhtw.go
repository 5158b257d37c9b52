package i18n

// traditionalChineseCompare is the compare panel in Traditional Chinese.
func traditionalChineseCompare() CompareText {
	return CompareText{
		Title:          "比較",
		PageTable:      "對照表",
		PageMaps:       "定位圖",
		PageAbout:      "說明",
		TableHeading:   "Pegasus 與導讀提到的其他系統並列",
		SystemOfFmt:    "第 %d 個系統，共 %d 個",
		DimensionOfFmt: "第 %d 個面向，共 %d 個",
		FromCellFmt:    "%s：%s。依據它在「%s」一格的內容：%s",
		MissingCellFmt: "%s：%s",
		KeyOther:       "換一個系統或面向",
		KeyView:        "依系統／依面向",
		KeyScroll:      "捲動",
		ColSystem:      "系統",
		ColDimension:   "面向",
		ColSource:      "來源",
		ColText:        "導讀的說法",
		ColMap:         "定位圖",
		ColRegion:      "區域",
		ColBasis:       "放置依據",
	}
}
