package i18n

// englishExport is ExportText in English.
func englishExport() ExportText {
	return ExportText{
		Series: "Series", Reference: "Reference", Verdict: "Verdict", Claim: "Claim", Note: "Note",
		QueuePeak:     "Highest queue in each period",
		SplitFmt:      "%d QPs: Figure 14 compares queueing delay up to here, bandwidth above",
		PCIeCreditFmt: "credits slow above %s",
		PCIeXoffFmt:   "TX PFC pauses at %s",
		PCIeBufferFmt: "the buffer holds %s",
		ReliefTime:    "Relief time",
		PeakShareFmt:  "%s (%% of the buffer)",
		GainNowFmt:    "printed %s %%: usual %s %%",
	}
}
