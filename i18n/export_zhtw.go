package i18n

// chineseExport is ExportText in Traditional Chinese.
func chineseExport() ExportText {
	return ExportText{
		Series: "曲線", Reference: "參考線與範圍", Verdict: "判定", Claim: "論點", Note: "附註",
		QueuePeak:     "每段期間的最高佇列",
		SplitFmt:      "%d 個 QP：Figure 14 在此以下比排隊延遲，以上比頻寬",
		PCIeCreditFmt: "超過 %s 時信用額度放慢",
		PCIeXoffFmt:   "%s 時 TX PFC 送出暫停",
		PCIeBufferFmt: "緩衝容量 %s",
		ReliefTime:    "紓解時間",
		PeakShareFmt:  "%s（占緩衝的 %%）",
		GainNowFmt:    "目前印出的 %s %%：一般算法 %s %%",
	}
}
