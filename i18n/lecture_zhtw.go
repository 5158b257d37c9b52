package i18n

// traditionalChineseLecture is lecture mode and export in Traditional
// Chinese (Taiwan).
func traditionalChineseLecture() LectureText {
	return LectureText{
		EnglishLabelsNote: "Labels in English: the embedded font lacks a character of the Chinese labels.",
		Data: DataText{
			AxisFmt: "%s（%s）", PairFmt: "%s，%s",
			Throughput: "吞吐量", Time: "時間", CreditBalance: "Credit 餘額", Quantity: "項目", Value: "數值", Unit: "單位",
			Lower: "下限", Upper: "上限", LowEnd: "低端", HighEnd: "高端", Mean: "平均", Max: "最大",
			Uplink: "上行鏈路", LoadOverMean: "負載與平均值之比", BusBandwidth: "每張 NIC 的 bus bandwidth", Kind: "類型", Result: "結果",
			Equal: "兩種換算相同時",
		},
	}
}
