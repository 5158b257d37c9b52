package i18n

// LectureText is lecture mode (the presenter, its deck files and the
// speaker notes) and export (files written from a panel's page, and the
// names the panels give their exported data).
type LectureText struct {
	// EnglishLabelsNote is drawn under a chart's title when its labels
	// fell back to English; it is always read in English (the chart is).
	EnglishLabelsNote string

	// Deck files: where a problem is (file:line) comes first.
	DeckBuiltin, DeckNone                                        string
	DeckNotYAMLFmt, DeckMultiDocFmt, DeckWantFmt, DeckNoStepsFmt string
	DeckUnknownFieldFmt, DeckDuplicateFmt, DeckMissingFmt        string
	DeckUnknownLangFmt, DeckNeedLangsFmt, DeckUnknownPanelFmt    string
	DeckUnknownPageFmt, DeckUnknownGroupFmt, DeckUnknownKeyFmt   string
	DeckUnknownReadoutFmt, DeckTooManyBigFmt, DeckMoreFmt        string
	WantList, WantMapping, WantTexts, WantText, WantReadouts     string
	// Planned times, step identifiers, agenda steps and pauses.
	DeckDurationFmt, DeckMinutesFmt, DeckPlanBothFmt, DeckPlanOverFmt string
	DeckIDTwiceFmt, DeckBadIDFmt, DeckAgendaPanelFmt, WantBool        string
	WantPauses, DeckTooManyPausesFmt, DeckPauseOneFmt                 string
	DeckPauseBigFmt, DeckPauseTwiceFmt                                string
	DeckPauseSeriesFmt, DeckPauseNoPageFmt, DeckSeriesTwiceFmt        string

	// The handout (present --dump).
	HandoutStepFmt, HandoutPageFmt, HandoutWhere, HandoutParams string
	HandoutBig, HandoutNotes, HandoutDefaults                   string
	HandoutPlanned, HandoutPart, HandoutPauses, PausesFmt       string
	PauseBigFmt, PauseSeriesFmt                                 string

	// The agenda (a title step, the handout).
	AgendaTitle, AgendaWhere, AgendaStepFmt, AgendaStepsFmt string
	AgendaLineFmt, AgendaPlannedFmt, AgendaCountFmt         string

	// Timers: the presenter's footer (compact) and the notes (in words).
	TimerStepFmt, TimerTalkFmt, TimerLeftFmt, TimerOverFmt string

	// Live reload of a deck file.
	ReloadedFmt, ReloadFailedFmt string

	// present --ids: one line per thing a deck can name.
	FlagIDs, IDsIntro, IDsSeriesFmt string

	// Speaker notes (pegasus notes) and the step counter they share with
	// the presenter.
	NotesTitle, NotesWaitingFmt, NotesUnreadableFmt, NotesEnded string
	NotesBlank, NotesNone, NotesLast, NotesNext, StepOfFmt      string
	NotesPauseFmt, NotesStepTimer, NotesTalkTimer               string
	NotesPlanFmt, NotesNextPressFmt                             string
	// A state file's plan, step clock, pauses or previews that cannot be
	// right (the rest of its problems are in FilesText).
	StatePlanFmt, StateStepClockFmt, StateRevealFmt, StatePreviewFmt string

	// The presenter's keys, footer and status lines.
	KeyNext, KeyPrev, KeyFirst, KeyLast, KeyGoTo, KeyBlank, KeyReveal string
	KeyRestore, KeyExport, HelpPresenter, FirstStep                   string
	GoToFmt, NoStepFmt, RestoredFmt, NotesFailedFmt                   string

	// Export from the explorer.
	ExportNothing, ExportPromptFmt, ExportWroteFmt, ExportEnglishFmt string
	ExportFailedFmt                                                  string

	// The commands: present, notes and export.
	PresentLineFmt, ExportLineFmt, FlagCheck, FlagDump, FlagOnce      string
	FlagPanelFmt, FlagPage, FlagFormat, FlagOut, FlagForce, FlagParam string
	PresentCheckedFmt, PresentNoTTY, PresentNotes, NotesNoDir         string
	NeedFlagFmt, FormatFmt, ParamSyntaxFmt, ExportNoDataFmt           string
	ExportNoChartFmt, ExportExistsFmt                                 string

	Data DataText
}

// DataText names what the panels export: axes, columns and the few
// quantities their pages show without a label of their own.
type DataText struct {
	AxisFmt string // quantity, unit: an axis label
	PairFmt string // a name qualified by another ("Wire rate, Eq. 1")

	Throughput, Time, CreditBalance, Quantity, Value, Unit string
	Lower, Upper, LowEnd, HighEnd, Mean, Max               string
	Uplink, LoadOverMean, BusBandwidth, Kind, Result       string
	Equal                                                  string
}
