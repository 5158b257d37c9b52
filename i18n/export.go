package i18n

// ExportText is what an exported chart or file says beyond the panels'
// own words: the sections of a CSV file, and the names of the reference
// lines a page draws that its screen labels only on an axis or in a
// sentence.
type ExportText struct {
	// CSV sections: the curves' first column, the reference lines' and
	// bands' first column, the verdicts' columns, the notes' column.
	Series, Reference, Verdict, Claim, Note string

	// Incast: the queue's axis, the split of Figure 14 (a QP count), the
	// PCIe page's three levels (a size each), the controller's axis, and
	// a peak's column as a share of the buffer.
	QueuePeak, SplitFmt                       string
	PCIeCreditFmt, PCIeXoffFmt, PCIeBufferFmt string
	ReliefTime, PeakShareFmt                  string

	// Evidence: the converter's marker (printed gain, usual gain).
	GainNowFmt string
}
