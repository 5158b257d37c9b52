package i18n

// englishLecture is lecture mode and export in English.
func englishLecture() LectureText {
	return LectureText{
		EnglishLabelsNote: "Labels in English: the embedded font lacks a character of the Chinese labels.",
		Data: DataText{
			AxisFmt: "%s (%s)", PairFmt: "%s, %s",
			Throughput: "Throughput", Time: "Time", CreditBalance: "Credit balance", Quantity: "Quantity", Value: "Value", Unit: "Unit",
			Lower: "lower bound", Upper: "upper bound", LowEnd: "low end", HighEnd: "high end", Mean: "mean", Max: "max",
			Uplink: "Uplink", LoadOverMean: "Load over the mean", BusBandwidth: "Bus bandwidth per NIC", Kind: "Kind", Result: "Result",
			Equal: "Both conventions equal",
		},
	}
}
