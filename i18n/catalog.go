package i18n

import "fmt"

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
	Report   ReportText
	Lecture  LectureText
	Export   ExportText
	Charset  CharsetText
	Serve    ServeText
	Files    FilesText
	Search   SearchText
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
	AppName        string
	LanguageName   string // this language's own name
	TooSmallFmt    string // width, height, min width, min height
	HelpTitle      string
	HelpGlobal     string
	HelpPanelFmt   string // panel title
	HelpClose      string
	LanguageSetFmt string // language name
	ThemeSetFmt    string // theme name
	// ThemeGuessedFmt says, once, which theme auto guessed where the
	// terminal's background cannot be read (tmux): the theme, the key.
	ThemeGuessedFmt string
	// SliderLogFmt marks the top of a logarithmic slider's range.
	SliderLogFmt       string
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

	MouseOn, MouseOff, Working, MoreKeysFmt                                  string
	StartTitle, StartIntro, StartPanels, StartKeys, StartKeyList, StartBegin string
	// StartPanelFmt names a panel on the start page: number, title.
	StartPanelFmt                            string
	StartDismiss, NoticeTitle, NoticeDismiss string
	// Blurbs describes each panel in one line, by panel identifier.
	Blurbs map[string]string
	// PageAssumptions titles every panel's page of the model's choices.
	PageAssumptions string
	// Computing is what a page shows while an engine computes its result.
	Computing string
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
	BatchTime, Window, SeedInfoFmt                                       string

	ChartATitle, LegendJitterFmt, LegendBatchFmt     string
	ChartBTitleFmt, TraceCaptionFmt, TraceExplainFmt string
	// TraceNoRoom stands for the balance charts where the page is too
	// small to draw them.
	TraceNoRoom string

	ReadoutsHeading, RowBatch, PacketsFmt, RowLoop, RowBDP, RowFreeWindow, RowSlack string
	RowWire, RowShare, RowGoodput, RowBounds, HeadersFmt, BoundsNoteFmt             string
	RowRunBounds, RunBoundsNoteFmt, UnitsNoteFmt, WindowLineFmt, WindowRoundsFmt    string
	IdleKeyFmt                                                                      string

	ReferenceHeading, ColFigure, ColSeed, ColModel, ColDiff, ReferenceNote     string
	AnchorsHeading, ColLoop, AnchorsDigest, AnchorsModelL, AnchorsNote         string
	TestbedHeading, TestbedEq1, TestbedEq2, TestbedFmt                         string
	Inside, Below, Above, TestbedJitterFmt, TestbedJitterOpenFmt, TestbedNever string

	Eq1Rule, Eq2RuleFmt, BothRules, UniformNote, ThroughputOverLine, SlackValueFmt string

	ModelHeading, AssumptionsHeading string

	CostHeading, CostPaperFmt, CostCompareFmt, CostOtherFmt, CostInFlight, CostIncastFmt string
	CostDrain, CostCredits, CostMsgBatches, CostOverGrant, CostNoteFmt                   string
}

// Batches formats a count of batches ("1 batch", "3 batches").
func (c CreditText) Batches(n int) string {
	if n == 1 {
		return c.BatchOne
	}
	return fmt.Sprintf(c.BatchesFmt, n)
}

// CheckText is the `check` and `calc` commands, and the figures of the
// digest shared with the panels (Figures, by reference ID).
type CheckText struct {
	Title, ColPanel, ColFigure, ColSeed, ColEngine, ColDiff, ColVerdict, ColConvention string
	Pass, Fail, SummaryFmt, ColKind, KindCountFmt, KindsNote, DiffNote                 string
	KindRecomputed, KindCalibrated, KindConsistency, KindEcho, KindNotReproduced       string
	// NotCounted is the verdict of a row that does not count (echo or not
	// reproduced); NoValue stands for a value a row does not have.
	NotCounted, NoValue, Agrees, Differs string
	// SummaryCountsFmt follows SummaryFmt: the rows that do not count.
	SummaryCountsFmt, FailedFmt string
	// Figures names every figure of the digest, by reference ID;
	// FigureFmts holds the formats some of them need (see FigureDoc).
	Figures    map[string]FigureDoc
	FigureFmts map[string]string
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
	// HelpAll is the help of --help-all, which lists the knob flags too.
	HelpAll string
}

// CLIText is the command line: usage, commands, calc subjects, and the
// messages of flag parsing (pflag's own English never reaches the user).
type CLIText struct {
	UsageTitle, FlagsTitle, SubjectsTitle string
	// KnobFlagsFmt closes the short help: how many engine knob flags it
	// left out, and where they are listed.
	KnobFlagsFmt string
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
	// StartSeenFailedFmt says the start page could not be remembered as
	// seen (the reason).
	StartSeenFailedFmt string
}

// PowerText is the power panel: one DPU for eight RNICs.
type PowerText struct {
	Title, ParamsHeading, ResultsHeading                                      string
	FPGA, ASIC                                                                string
	PageTable, PageBars, PageSite, PageAbout                                  string
	TableHeading, StepExtra, StepServerFmt, StepSavingFmt, StepHoldsFmt       string
	Unrounded, DigestRounding, PrintsFmt, DigestFollowsFmt                    string
	SummaryExtra, SummarySavingFmt, InvalidFmt, LastGood                      string
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
	Title, ParamsHeading                                                           string
	PageBalance, PageReceiver, PageAllReduce, PageRetx, PageQuestionFmt, PageAbout string

	BalanceTitleFmt, MeanMark, ColScheme, ColUsed, ColMaxLoad, ColThroughput, ColSlowest, ColOOO string
	ExpectationFmt, MixNote, TrialsNoteFmt, TENoteFmt                                            string

	ReceiverTitle, StepFmt, StepWithImm, StepNone, RowPSN, RowCQE, HeadFmt        string
	CompletionsFmt, NoCompletions, WindowFmt, BDPFmt, WindowShort, ChunkTimeTitle string
	CommodityFmt, PegasusFmt, ReceiverKeys                                        string

	AllReduceTitle, LegendCX7, LegendPRNIC, DigestFig13, ColSize, ColRatio, AllReduceSetupFmt string
	LegendSizes, HeldFmt                                                                      string

	RetxTitle, ColPolicy, ColSpurious, ColRequests, ColDetect, PolicyOOO, PolicyBoth string
	// NoLossDrawn fills the detection column when the run drew no loss.
	NoLossDrawn                           string
	DigestRetx, RetxSetupFmt, LossNoteFmt string
}
