package i18n

// FlowText is the flow-table panel: the RNIC's cuckoo table and stash,
// lookups, sizing, two-level tables under faults, the CSR channel and the
// scale view.
type FlowText struct {
	Title, ParamsHeading, InvalidFmt, LastGood string
	// SlotsFittedFmt says the slots moved to a multiple of the new ways:
	// the slots, then the ways.
	SlotsFittedFmt                                                                         string
	PageFill, PageLookup, PageSizing, PageTwoLevel, PageCSR, PageScale                     string
	PageQuestionFmt, PageAbout                                                             string
	KeyPlay, KeyRefill, KeyNextPacket, KeyStep, KeyRun                                     string
	KeyRestartRNIC, KeyDropChannel, KeyCrashDPU, KeyPrevRNIC, KeyNextRNIC                  string
	KeyStartOver                                                                           string
	AxisLoad, AxisStash, AxisEntries, AxisSeconds                                          string
	ColStash, ColOverflow, ColKeys, ColEntries, ColLoad, ColRNIC, ColVersion               string
	ColState, ColUpdate, ColField, ColBytes, ColValue, ColGPUs, ColPerRNIC                 string
	ColVPC, ColFits, ColTables, ColSplit, ColPerTable, ColStashUse, ColEvery               string
	ColMachine, ColVPCsPerDay, ColLargest, ColDaily                                        string
	ModeEvery, ModeMachine, ModeResultFmt                                                  string
	StateInitial, StateEstablished, StateWaiting, StateDown, StateLegend                   string
	DPUUp, DPURebooting, DPURecovering, Rebooting                                          string
	FillChartTitle, FillTitleFmt, FillIdle, FillPlaying, FillPaused, FillDone, ProgressFmt string
	ThisFillFmt, LegendThisFill, LegendMeanFmt, LegendThresholdFmt                         string
	LegendLoadNow, SweepHeadingFmt, SpreadFmt, RowFirstStash, RowOverflow                  string
	RowBought, BoughtFmt, RowThresholdFmt, NoStashNote, ByStashHeading                     string
	LookupTitle, LookupTableFmt, PacketFmt, CandidatesHeading, CandidateFmt                string
	CandHere, CandOther, CandEmpty, StashHitFmt, StashAbsent, StashNone                    string
	WhereBankFmt, WhereStash, HitFmt, MissText, HeaderHeadingFmt, LayerFmt                 string
	LayerEthernet, LayerIPv4, LayerUDP, LayerVXLAN, LookupKeys                             string
	OffChipHeading, OffChipFmt                                                             string
	SizingTitle, CapacityFmt, UsableMeasured, UsableThreshold, VPCLoadFmt                  string
	FitsOne, NeedsTablesFmt                                                                string
	RowAICloud, RowCalibrated, RowLargestTaskFmt, RowClassic                               string
	ReSplitHeadingFmt, StashRarely, StashLikely, StashOverflows, ReSplitNote               string
	TwoLevelTitle, DPUStatusFmt, RunIdle, RunPlaying, RunPaused, AgreeFmt                  string
	Disagree, CrashRefused, EventsHeading, NoEvents, HalfFmt, LogFmt                       string
	TwoLevelKeysFmt                                                                        string
	EvBeginFmt, EvRejectFmt, EvWriteFmt, EvVersionFmt, EvCommitFmt                         string
	EvFailedFmt, EvCheckFmt, EvDiscoveredFmt, EvWaitChannelFmt                             string
	EvWaitRebootFmt, EvRestartFmt, EvDropFmt, EvCrash, EvDPUBack                           string
	EvReplayFmt, EvRecoveredFmt                                                            string
	CSRTitle, CSRSetupFmt, SpeedupFmt, RestartsFmt, CalibrationFmt                         string
	CSRChartTitle, LegendEntriesFmt                                                        string
	ScaleTitleFmt, ScaleSetupFmt, ScaleTableNote, ScaleTimesNote                           string
	BreaksHeading, LimitTable                                                              string
	LimitBudgetEveryFmt, LimitBudgetMachineFmt, LimitSaturateEvery                         string
	LimitSaturateMachine, BreakNowFmt, BreakAtFmt, BreakBeyondFmt                          string
	BreakNeverFmt, OverflowShareFmt                                                        string

	// Fields names the encapsulation's fields by their engine name
	// ("dst_mac").
	Fields map[string]string
}
