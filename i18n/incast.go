package i18n

// IncastText is the incast panel: N senders into one receiver under
// credits and DCQCN, Figure 14's sweep, the buffer against the BDP, the
// measured traffic, the old controller, PCIe incast and older NICs; and
// the calc subjects incast, te, traffic and pcie.
type IncastText struct {
	Title, ParamsHeading, RefusedFmt, PageQuestionFmt                  string
	PageQueue, PageSweep, PageBuffer, PageDCQCN, PageTraffic           string
	PageMatrix, PageController, PagePCIe, PageLegacy, PageAbout        string
	LegendCredit, LegendDCQCN, ColCredit, ColDCQCN, ColDigest, AxisQPs string
	ColModelValue, FromDigest, FromModel, NotFinished                  string

	// The queue page.
	QueueTitle, QueueTitleFmt, QueueAxisFmt, LegendIdealFmt                         string
	RowPeakQueue, RowMeanQueue, RowQueueDelay, RowGoodput, RowLastFCT               string
	RowOverIdeal, RowPauses, RowIdeal, CreditBoundFmt, DCQCNGrowsFmt, QueueSetupFmt string
	// The wire: both ideals, the loss against the line and its headers.
	RowIdealPayload, RowBelowLine                                            string
	ExportTimeS, ExportFrom                                                  string
	ExportTo, ExportEpisodes                                                 string
	SweepTitle, SweepTitleFmt, VerdictCutFmt, VerdictCreditLossFmt           string
	VerdictDCQCNLossFmt, InDigestRange, OutsideDigestRange, CutChartTitle    string
	DirectionHolds, NotReproduced                                            string
	LossChartTitle, LegendModelCut, LegendDigestRange, LegendDigestDCQCN     string
	LegendDigestCredit                                                       string
	ColQPs, ColCreditDelay, ColDCQCNDelay, ColCut, ColCreditLoss             string
	ColDCQCNLoss, ColPauses, CreditQueueAboveFmt, SweepSetupFmt              string
	BufferTitle, BufferLeadFmt, BufferBarsFmt, BufferNoteFmt, ColRate        string
	ColBDP, ColBuffer, ColBufferBDPs, ColPileUp, ColCreditPeak, ColDCQCNPeak string
	DCQCNTitleFmt, ColParameter, ColNow, FixedPointTitle, FixedPointNote     string
	ColMarking, ColFixedQueue, ColSimQueue, ColFixedRate, AboveKmax          string

	// The traffic and matrix pages.
	TrafficTitleFmt, AxisHours, TaskTraining, TaskInference, TaskTenant string
	ColTask, TenantModelFmt, MixInference, MixTraining, MeanSizeFmt     string
	TrafficNote, MatrixTitleFmt, MatrixTraining, MatrixCloud            string
	CoreShareFmt, ShadeLow, ShadeHigh, MatrixNoteFmt                    string

	// The controller page.
	ControllerTitle, ControllerTitleFmt, NeverCongested, ReliefAxis           string
	LegendEpisodes, LegendDigest95, LegendMeanFmt                             string
	EpisodeTitle, TimelineKeyFmt, EventOnset, EventHot, EventCalm             string
	EventWrongFmt, EventRightFmt, EventReliefFmt, SprayFmt                    string
	PCIeTitle, PCIeTitleFmt, PCIeAxisFmt, PCIeMarksFmt, ColPolicy             string
	ColPauseFrames, ColPausedTime, ColDropped, ColPeakQueue, ColCreditRate    string
	ColNICRate, AutoOffFmt, AutoStayedFmt, OnNoteFmt, OffNoteFmt              string
	LegacyTitle, ColNIC, ColMark, ColControl, ColQueue, ColSignal, FindingFmt string
	Measured, NotMeasured, QueueCredit, QueueDCQCN, SignalCredit, SignalCNP   string

	// CalcTrafficNoteFmt says that calc traffic's levels are generated.
	CalcTrafficNoteFmt string

	// The sweep's headline numbers, as a lecture step shows them in big digits.
	ReadoutCutLeast, ReadoutCutMost, ReadoutCreditLoss, ReadoutDCQCNLoss string

	// The sweep by mechanism, what moves the delay cut, the wire.
	MechTitle, NoCauseNote, ColMechanism, ColLossAbove, ColCutBelow                      string
	ClosestFmt, LandsFmt, CutInputsTitleFmt, ColInput, ColValue, CutAsSet, CutInputsNote string
	RowWire, WireValueFmt, ExportLossTitle, ExportLossPct, BandDCQCN, BandCredit         string
	ExportDelayCaveat                                                                    string
	// MechanismDocs says, by mechanism name, where it comes from and with
	// which parameter values.
	MechanismDocs map[string]string
}
