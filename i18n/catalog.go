package i18n

import "fmt"

// Text is the typed catalog of every user-facing string, in one language.
// Fields ending in Fmt are fmt formats; a test checks that both languages
// use the same verbs in the same order.
type Text struct {
	Lang   Lang
	Shell  ShellText
	Keys   KeyText
	Credit CreditText
	Check  CheckText
	Config ConfigText
	Flags  FlagText
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
	AppName           string
	LanguageName      string // this language's own name
	TooSmallFmt       string // width, height, min width, min height
	HelpTitle         string
	HelpGlobal        string
	HelpPanelFmt      string // panel title
	HelpClose         string
	LanguageSetFmt    string // language name
	ThemeSetFmt       string // theme name
	ThemeDark         string
	ThemeLight        string
	ThemeHighContrast string
	PrefsCorruptFmt   string // path, error, path kept aside
	PrefsStuckFmt     string // path, error: the file could not be moved aside
}

// KeyText is the help text of key bindings.
type KeyText struct {
	Quit, Help, Language, Theme, NextPanel, PrevPanel, Back           string
	ParamUp, ParamDown, Decrease, Increase, DecreaseBig, IncreaseBig  string
	Reset, ResetAll, NextPage, PrevPage, Reveal, ScrollUp, ScrollDown string
	Choose, Adjust, Page                                              string
}

// CreditText is Panel 1, the credit loop.
type CreditText struct {
	Title                                                                string
	ParamsHeading, ResultsHeading                                        string
	ParamJitter, ParamBatch, ParamLine, ParamOverdraft, ParamLoop        string
	ParamSeed, ParamIncast                                               string
	BatchOne, BatchesFmt, BatchUnit                                      string
	PageThroughput, PageTrace, PageReadouts, PageReference, PageFormulas string
	PageModel, PageQuestionFmt, PageCost, PageHint, MoreFmt              string
	Eq1Short, Eq2Short, Eq1Long, Eq2LongFmt                              string
	BatchTime, Window, SeedInfoFmt, Computing                            string

	ChartATitle, LegendJitterFmt, LegendBatchFmt     string
	ChartBTitleFmt, TraceCaptionFmt, TraceExplainFmt string

	ReadoutsHeading, RowBatch, PacketsFmt, RowLoop, RowBDP, RowFreeWindow, RowSlack string
	RowWire, RowShare, RowGoodput, RowBounds, HeadersFmt, BoundsNoteFmt             string

	ReferenceHeading, ColFigure, ColSeed, ColModel, ColDiff, ReferenceNote     string
	TestbedHeading, TestbedEq1, TestbedEq2, TestbedFmt                         string
	Inside, Below, Above, TestbedJitterFmt, TestbedJitterOpenFmt, TestbedNever string

	Eq1Rule, Eq2RuleFmt, BothRules, UniformNote, ThroughputOverLine, NamedFmt, SlackValueFmt string

	ModelHeading, AssumptionsHeading, QuestionOfFmt, RevealHint, AnswerHeading, HideHint string

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
	Pass, Fail, SummaryFmt                                                             string
	FigBatchTime, FigEq1At16K, FigEq2At16K, FigEq1At64K, FigEq2At64K, FigAbsorbed      string
	ConvBatchTime, ConvAnchor, ConvAbsorbed                                            string
	CalcCreditTitle, CalcSettingsFmt                                                   string
}

// Label returns the name of a checked figure by its reference ID.
func (c CheckText) Label(id string) string {
	switch id {
	case "credit.batch_time_16k":
		return c.FigBatchTime
	case "credit.eq1_16k_600ns":
		return c.FigEq1At16K
	case "credit.eq2_16k_600ns":
		return c.FigEq2At16K
	case "credit.eq1_64k_600ns":
		return c.FigEq1At64K
	case "credit.eq2_64k_600ns":
		return c.FigEq2At64K
	case "credit.absorbed_jitter":
		return c.FigAbsorbed
	}
	return id
}

// Convention returns how a checked figure is computed and compared.
func (c CheckText) Convention(id string) string {
	switch id {
	case "credit.batch_time_16k":
		return c.ConvBatchTime
	case "credit.absorbed_jitter":
		return c.ConvAbsorbed
	}
	return c.ConvAnchor
}

// ConfigText is configuration and command-line errors.
type ConfigText struct {
	BadValueFmt, UnknownKeyFmt, BadFileFmt                       string
	SourceFileFmt, SourceEnvFmt, SourceFlagFmt, SourcePrefsFmt   string
	AllowedRangeFmt, AllowedOneOfFmt, AllowedWholeRangeFmt       string
	NoTTY, UsageFmt, UnknownCommandFmt, CalcUsageFmt, SeeHelpFmt string
}

// FlagText is the help of each command-line flag.
type FlagText struct {
	Config, JSON, Lang, Theme, ASCII, SavePrefs                             string
	JitterNs, BatchKiB, LineGbps, Overdraft, LoopNs, Seed, Batches, IncastN string
}
