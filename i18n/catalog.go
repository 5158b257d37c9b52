package i18n

import (
	"fmt"
	"strings"
)

// Text is the typed catalog of every user-facing string, in one language.
// Fields ending in Fmt are fmt formats; a test checks that both languages
// use the same verbs in the same order.
type Text struct {
	Lang     Lang
	Shell    ShellText
	Keys     KeyText
	Credit   CreditText
	Check    CheckText
	Config   ConfigText
	Flags    FlagText
	CLI      CLIText
	Power    PowerText
	Evidence EvidenceText
	Spray    SprayText
	Compare  CompareText
	Advisor  AdvisorText
	Reading  ReadingText
	Flow     FlowText
	Incast   IncastText
	Knob     KnobText
	Lecture  LectureText
	Charset  CharsetText
	Files    FilesText
}

// For returns the catalog of a language (English for an unknown one). Each
// call builds a fresh value: nothing is shared or mutable.
func For(l Lang) *Text {
	if l == TraditionalChinese {
		t := traditionalChinese()
		return &t
	}
	t := english()
	return &t
}

// ShellText is the frame around the panels.
type ShellText struct {
	AppName            string
	LanguageName       string // this language's own name
	TooSmallFmt        string // width, height, min width, min height
	HelpTitle          string
	HelpGlobal         string
	HelpPanelFmt       string // panel title
	HelpClose          string
	LanguageSetFmt     string // language name
	ThemeSetFmt        string // theme name
	ThemeDark          string
	ThemeLight         string
	ThemeHighContrast  string
	PrefsMovedFmt      string // path, why it does not fit, where it was moved
	PrefsStuckFmt      string // path, why it does not fit, why it could not be moved
	PrefsNowhere       string // neither XDG_STATE_HOME nor HOME: nothing is saved
	PrefsOverriddenFmt string // list of OverrideFmt
	OverrideFmt        string // key, the source that overrides it
	PageHint           string // how to change pages, beside a compact page bar
	MoreFmt            string // last line shown, lines in all
	NamedFmt           string // "name: value" with the language's colon
	ListSep            string // between items of a list on one line
	ChoiceSep          string // between the choices a value may take
	Yes, No            string
	OpenedFmt          string // panel title, after a jump from another panel
	QuestionOfFmt      string // question number, questions in all
	RevealHint         string
	AnswerHeading      string
	HideHint           string

	MouseOn, MouseOff, SearchPlaceholder, FoundFmt, NotFoundFmt, Working, MoreKeysFmt string
	StartTitle, StartIntro, StartPanels, StartKeys, StartKeyList, StartBegin          string
	// StartPanelFmt is one panel on the start page: number, title, blurb.
	StartPanelFmt                            string
	StartDismiss, NoticeTitle, NoticeDismiss string
	// Blurbs describes each panel in one line, by panel identifier.
	Blurbs map[string]string
	// PageAssumptions titles every panel's page of the model's choices.
	PageAssumptions string
	// Going back from a panel a link opened: the status after the jump
	// (panel opened, panel the link came from), after going back (the
	// panel), the footer's key help (the panel), and a link to a panel
	// the explorer does not have (its identifier).
	OpenedReturnFmt, ReturnedFmt, ReturnToFmt, NoPanelFmt string
}

// KeyText is the help text of key bindings.
type KeyText struct {
	Quit, Help, Language, Theme, NextPanel, PrevPanel, Back           string
	ParamUp, ParamDown, Decrease, Increase, DecreaseBig, IncreaseBig  string
	Reset, ResetAll, NextPage, PrevPage, Reveal, ScrollUp, ScrollDown string
	Choose, Adjust, Page                                              string
	FirstPage, LastPage, HalfUp, HalfDown, Top, Bottom                string
	Mouse, Jump, Search, FindNext                                     string
	RowUp, RowDown, Open, Erase, Row, StepNext, StepBack              string
	TypeValue, Apply                                                  string
	// Return goes back to the panel a link came from.
	Return string
}

// CreditText is Panel 1, the credit loop.
type CreditText struct {
	Title                                                                string
	ParamsHeading, ResultsHeading                                        string
	BatchOne, BatchesFmt, BatchUnit                                      string
	PageThroughput, PageTrace, PageReadouts, PageReference, PageFormulas string
	PageModel, PageQuestionFmt, PageCost                                 string
	Eq1Short, Eq2Short, Eq1Long, Eq2LongFmt                              string
	BatchTime, Window, SeedInfoFmt, Computing                            string

	ChartATitle, LegendJitterFmt, LegendBatchFmt     string
	ChartBTitleFmt, TraceCaptionFmt, TraceExplainFmt string

	ReadoutsHeading, RowBatch, PacketsFmt, RowLoop, RowBDP, RowFreeWindow, RowSlack string
	RowWire, RowShare, RowGoodput, RowBounds, HeadersFmt, BoundsNoteFmt             string
	RowRunBounds, RunBoundsNoteFmt, UnitsNoteFmt, WindowLineFmt, WindowRoundsFmt    string
	IdleKeyFmt                                                                      string

	ReferenceHeading, ColFigure, ColSeed, ColModel, ColDiff, ReferenceNote     string
	TestbedHeading, TestbedEq1, TestbedEq2, TestbedFmt                         string
	Inside, Below, Above, TestbedJitterFmt, TestbedJitterOpenFmt, TestbedNever string

	Eq1Rule, Eq2RuleFmt, BothRules, UniformNote, ThroughputOverLine, SlackValueFmt string

	ModelHeading, AssumptionsHeading string

	CostHeading, CostPaper, CostCompareFmt, CostOtherFmt, CostInFlight, CostIncastFmt string
	CostDrain, CostCredits, CostMsgBatches, CostOverGrant, CostNoteFmt                string
}

// Batches formats a count of batches ("1 batch", "3 batches").
func (c CreditText) Batches(n int) string {
	if n == 1 {
		return c.BatchOne
	}
	return fmt.Sprintf(c.BatchesFmt, n)
}

// CheckText is the `check` and `calc` commands, and the figure names shared
// with the panels.
type CheckText struct {
	Title, ColPanel, ColFigure, ColSeed, ColEngine, ColDiff, ColVerdict, ColConvention string
	Pass, Fail, SummaryFmt, ColKind, KindCountFmt, KindsNote, DiffNote                 string
	KindRecomputed, KindCalibrated, KindConsistency                                    string
	FigBatchTime, FigEq1At16K, FigEq2At16K, FigEq1At64K, FigEq2At64K, FigAbsorbed      string
	ConvBatchTime, ConvAnchor, ConvAbsorbed                                            string
	CalcCreditTitle, CalcSettingsFmt                                                   string

	FigPowerExtra, FigServerLow, FigServerHigh                                     string
	FigFPGASaving, FigFPGALow, FigFPGAHigh, FigASICSaving, FigASICLow, FigASICHigh string
	FigFPGAHolds, FigASICHolds                                                     string
	FigLlamaOld, FigLlamaSpeedup, FigLlamaUsual, FigDenseSpeedup, FigMoESpeedup    string
	FigBitmapBytes, FigWindowCovers, FigAR8, FigAR16, FigAR64, FigAR256            string
	FigSpuriousOOO, FigSpuriousBoth                                                string
	ConvBitmap, ConvFig13, ConvSpurious                                            string
	CalcSprayTitle, CalcAllReduceTitle, CalcRetxTitle, CalcReceiverTitle           string
	ConvPowerExact, ConvServerKW, ConvSavingPct, ConvHolds, ConvGain               string
	OtherConventionFmt                                                             string
	CalcPowerTitle, CalcPowerSettingsFmt, CalcGainTitle                            string

	FigFlowThreshold, FigFlowAIFits, FigFlowClassicFits, FigFlowUpdateMachine       string
	FigFlowUpdateEvery, FigFlowCalibratedFits, FigFlowLargestTask                   string
	FigFlowFaultsAgree, ConvFlowThreshold, ConvFlowFits, ConvFlowCalibrated         string
	ConvFlowLargest, ConvFlowFaults                                                 string
	CalcCuckooTitle, CalcCSRTitle, CalcTwoLevelTitle, CalcScaleTitle                string
	FigIncastDelayCut, FigIncastCreditLoss, FigIncastBDP, FigIncastTERelief         string
	FigIncastTraining, FigIncastInferenceStart, FigIncastInferenceEnd               string
	FigIncastTenant, FigIncast1MB, FigIncastPCIe, FigIncastLegacy                   string
	ConvIncastSweep, ConvIncastBDP, ConvIncastTE, ConvIncastTraffic, ConvIncastPCIe string
	ConvIncastLegacy                                                                string
}

// Label returns the name of a checked figure by its reference ID.
func (c CheckText) Label(id string) string {
	return map[string]string{
		"credit.batch_time_16k":      c.FigBatchTime,
		"credit.eq1_16k_600ns":       c.FigEq1At16K,
		"credit.eq2_16k_600ns":       c.FigEq2At16K,
		"credit.eq1_64k_600ns":       c.FigEq1At64K,
		"credit.eq2_64k_600ns":       c.FigEq2At64K,
		"credit.absorbed_jitter":     c.FigAbsorbed,
		"power.extra_w":              c.FigPowerExtra,
		"power.server_kw_low":        c.FigServerLow,
		"power.server_kw_high":       c.FigServerHigh,
		"power.fpga_saving_w":        c.FigFPGASaving,
		"power.fpga_saving_pct_low":  c.FigFPGALow,
		"power.fpga_saving_pct_high": c.FigFPGAHigh,
		"power.asic_saving_w":        c.FigASICSaving,
		"power.asic_saving_pct_low":  c.FigASICLow,
		"power.asic_saving_pct_high": c.FigASICHigh,
		"power.fpga_contains_10_5":   c.FigFPGAHolds,
		"power.asic_contains_10_5":   c.FigASICHolds,
		"gain.llama7b_old_over_new":  c.FigLlamaOld,
		"gain.llama7b_speedup":       c.FigLlamaSpeedup,
		"gain.llama7b_usual_pct":     c.FigLlamaUsual,
		"gain.dense70b_speedup":      c.FigDenseSpeedup,
		"gain.moe7b_speedup":         c.FigMoESpeedup,
		"spray.bitmap_bytes":         c.FigBitmapBytes,
		"spray.window_covers":        c.FigWindowCovers,
		"spray.fig13_8mb":            c.FigAR8,
		"spray.fig13_16mb":           c.FigAR16,
		"spray.fig13_64mb":           c.FigAR64,
		"spray.fig13_256mb":          c.FigAR256,
		"spray.spurious_ooo":         c.FigSpuriousOOO,
		"spray.spurious_both":        c.FigSpuriousBoth,

		"flowtable.threshold_4way":             c.FigFlowThreshold,
		"flowtable.ai_vpc_fits":                c.FigFlowAIFits,
		"flowtable.classic_vpc_fits":           c.FigFlowClassicFits,
		"flowtable.update_state_machine_s":     c.FigFlowUpdateMachine,
		"flowtable.update_every_command_s":     c.FigFlowUpdateEvery,
		"flowtable.calibrated_update_fits":     c.FigFlowCalibratedFits,
		"flowtable.largest_task_update_s":      c.FigFlowLargestTask,
		"flowtable.faults_replay_to_agreement": c.FigFlowFaultsAgree,
		"incast.fig14_delay_cut_up_to_64":      c.FigIncastDelayCut,
		"incast.fig14_credit_loss_above_64":    c.FigIncastCreditLoss,
		"incast.bdp_outgrows_buffer":           c.FigIncastBDP,
		"incast.te_relief_s":                   c.FigIncastTERelief,
		"incast.training_gbps":                 c.FigIncastTraining,
		"incast.inference_start_gbps":          c.FigIncastInferenceStart,
		"incast.inference_end_gbps":            c.FigIncastInferenceEnd,
		"incast.tenant_on_gbps":                c.FigIncastTenant,
		"incast.inference_1mb_pct":             c.FigIncast1MB,
		"incast.pcie_tx_pfc_off_no_pauses":     c.FigIncastPCIe,
		"incast.legacy_separate_queues":        c.FigIncastLegacy,
	}[id]
}

// Convention returns how a checked figure is computed and compared.
func (c CheckText) Convention(id string) string {
	switch {
	case id == "credit.batch_time_16k":
		return c.ConvBatchTime
	case id == "credit.absorbed_jitter":
		return c.ConvAbsorbed
	case strings.HasPrefix(id, "credit."):
		return c.ConvAnchor
	case id == "power.server_kw_low" || id == "power.server_kw_high":
		return c.ConvServerKW
	case strings.HasSuffix(id, "_pct_low") || strings.HasSuffix(id, "_pct_high"):
		return c.ConvSavingPct
	case strings.HasSuffix(id, "_contains_10_5"):
		return c.ConvHolds
	case strings.HasPrefix(id, "power."):
		return c.ConvPowerExact
	case strings.HasPrefix(id, "gain."):
		return c.ConvGain
	case strings.HasPrefix(id, "spray.fig13"):
		return c.ConvFig13
	case strings.HasPrefix(id, "spray.spurious"):
		return c.ConvSpurious
	case strings.HasPrefix(id, "spray."):
		return c.ConvBitmap
	case id == "flowtable.threshold_4way":
		return c.ConvFlowThreshold
	case strings.HasPrefix(id, "flowtable.update_"):
		return c.ConvFlowCalibrated
	case id == "flowtable.largest_task_update_s":
		return c.ConvFlowLargest
	case id == "flowtable.faults_replay_to_agreement":
		return c.ConvFlowFaults
	case strings.HasPrefix(id, "flowtable."):
		return c.ConvFlowFits
	case strings.HasPrefix(id, "incast.fig14"):
		return c.ConvIncastSweep
	case id == "incast.bdp_outgrows_buffer":
		return c.ConvIncastBDP
	case id == "incast.te_relief_s":
		return c.ConvIncastTE
	case id == "incast.pcie_tx_pfc_off_no_pauses":
		return c.ConvIncastPCIe
	case id == "incast.legacy_separate_queues":
		return c.ConvIncastLegacy
	case strings.HasPrefix(id, "incast."):
		return c.ConvIncastTraffic
	}
	return ""
}

// ConfigText is configuration and command-line errors.
type ConfigText struct {
	BadValueFmt, UnknownKeyFmt, BadFileFmt                                            string
	SourceMerged, SourceFileFmt, SourceEnvFmt, SourceFlagFmt, SourcePrefsFmt          string
	AllowedRangeFmt, AllowedOneOfFmt, AllowedWholeRangeFmt                            string
	AllowedAboveFmt, AllowedAtMostFmt, AllowedAtLeastFmt, AllowedMultipleFmt          string
	NotRegularFmt, TooBigFmt, MultiDocFmt, NotMappingFmt, NoValueFmt, EmptyConfigFlag string
	SourceEnvAll, SourceFlagAll, SourceDefaults                                       string
	NoTTYFmt, UnknownCommandFmt, SeeHelpFmt                                           string
	// UnknownEnvFmt names a PEGASUS_* variable that sets nothing;
	// DidYouMeanFmt offers the nearest known name; AllKeysHint says where
	// every key is listed.
	UnknownEnvFmt, DidYouMeanFmt, AllKeysHint string
	// CrossValueFmt refuses a value given for one knob that breaks a rule
	// across knobs with another knob's value: the source, the knob given,
	// its value, the other knob, its value, the other knob again and what
	// it allows.
	CrossValueFmt string
	// NameSep separates names in a list of allowed keys or commands.
	NameSep string
	// AsideFmt wraps a remark after a message: " (%s)" or a full-width pair.
	AsideFmt string
}

// FlagText is the help of the flags that are not engine knobs (those
// are described from their declaration, see KnobText).
type FlagText struct {
	Config, JSON, Lang, Theme, ASCII, SavePrefs, Mouse, Help string
}

// CLIText is the command line: usage, commands, calc subjects, and the
// messages of flag parsing (pflag's own English never reaches the user).
type CLIText struct {
	UsageTitle, FlagsTitle, SubjectsTitle string
	// Commands describes each command by name; Subjects each calc subject.
	Commands, Subjects                                                    map[string]string
	ExplorerLine, CalcLineFmt, CalcNote, SubjectUsageFmt, CommandUsageFmt string
	// CommandLineFmt is a usage line: a command and its flags.
	CommandLineFmt                                        string
	UnknownFlagFmt, FlagValueFmt, BadFlagFmt, ExtraArgFmt string
	// NeedSubjectFmt and UnknownSubjectFmt refuse calc without a subject,
	// or with one it does not know, listing the subjects.
	NeedSubjectFmt, UnknownSubjectFmt string
	// LogFailedFmt: the debug log PEGASUS_LOG names cannot be opened.
	LogFailedFmt                                                 string
	WriteFailedFmt, SavePrefsFailedFmt, SignalFmt, ExitNoticeFmt string
}

// PowerText is the power panel: one DPU for eight RNICs.
type PowerText struct {
	Title, ParamsHeading, ResultsHeading                                      string
	FPGA, ASIC                                                                string
	PageTable, PageBars, PageSite, PageAbout                                  string
	TableHeading, StepExtra, StepServerFmt, StepSavingFmt, StepHoldsFmt       string
	Unrounded, DigestRounding, PrintsFmt, DigestFollowsFmt                    string
	SummaryExtra, SummarySavingFmt, SummaryGPUs, InvalidFmt, LastGood         string
	BarsTitle, DesignDPUPerNICFmt, DesignCX7Fmt, DesignFPGAFmt, DesignASICFmt string
	SiteHeadingFmt, ColDesign, ColServer, ColServers, ColGPUs, ColDelta       string
	// SiteRowFmt is one design's site figures when the table does not
	// fit: server power, servers, GPUs; SiteGainFmt adds the GPUs gained.
	SiteRowFmt, SiteGainFmt      string
	SiteHeadlineFmt, SiteNoteFmt string
}

// EvidenceText is the evidence panel: what was measured and what it shows.
type EvidenceText struct {
	Title                                                                           string
	PageResults, PageConverter, PageAttribution, PageKeyNumbers                     string
	KindMeasurement, KindAnalysis, KindProduction                                   string
	ResultsHeading, SetupLabel, ResultLabel, OpensFmt                               string
	ConverterHeading, PrintedLabel, OldOverNewLabel, SpeedupLabel                   string
	UsualLabel, InputHint, InputErrorFmt, ChartTitle, LegendUsual                   string
	LegendPrinted, CaseStudyHeading                                                 string
	AttributionHeading, ColComparison, ColNIC, ColLB, ColCC, ColIsolates            string
	Changed, Same, NotStated, NotInvolved                                           string
	KeyNumbersHeading, KeyNumbersHint, DeploymentFmt, CaseLlama, CaseDense, CaseMoE string
	PageSource, SourceHeading                                                       string
}

// SprayText is the spraying panel: load over ECMP, the receiver's bitmaps,
// AllReduce and retransmission triggers.
type SprayText struct {
	Title, ParamsHeading, Computing                                                string
	PageBalance, PageReceiver, PageAllReduce, PageRetx, PageQuestionFmt, PageAbout string

	BalanceTitleFmt, MeanMark, ColScheme, ColUsed, ColMaxLoad, ColThroughput, ColSlowest, ColOOO string
	ExpectationFmt, MixNote, TrialsNoteFmt, TENoteFmt                                            string

	ReceiverTitle, StepFmt, StepWithImm, StepNone, RowPSN, RowCQE, HeadFmt        string
	CompletionsFmt, NoCompletions, WindowFmt, BDPFmt, WindowShort, ChunkTimeTitle string
	CommodityFmt, PegasusFmt, ReceiverKeys                                        string

	AllReduceTitle, LegendCX7, LegendPRNIC, DigestFig13, ColSize, ColRatio, AllReduceSetupFmt string
	LegendSizes, HeldFmt, WindowShortLabel, InFlightLabel, CoversLabel                        string

	RetxTitle, ColPolicy, ColSpurious, ColRequests, ColDetect, PolicyOOO, PolicyBoth string
	// NoLossDrawn fills the detection column when the run drew no loss.
	NoLossDrawn                           string
	DigestRetx, RetxSetupFmt, LossNoteFmt string
}
