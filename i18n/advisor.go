package i18n

// AdvisorText is the design advisor: the reader's cluster on the left,
// the verdict on each design with its reasons on the right.
type AdvisorText struct {
	Title, ParamsHeading             string
	PageVerdicts, PageWhy, PageAbout string
	// DetailsHeading heads the reasons below the verdicts; SelectHint
	// says how to choose one and follow it.
	DetailsHeading, SelectHint string
	// OpensFmt is the selected reason's link: where Enter goes.
	OpensFmt string
	// WhyHeading heads the derived numbers, ChecksHeading the
	// comparisons the rules make.
	WhyHeading, ChecksHeading string
	// InvalidFmt explains inputs that break the rule across knobs, and
	// that the verdicts shown are for the last valid ones: knob label,
	// value, what is allowed.
	InvalidFmt string
	// KnobsPaper and KnobsModel head the inputs whose defaults come from
	// the paper and from the model.
	KnobsPaper, KnobsModel string
	// Key help.
	KeyNextReason, KeyPrevReason, KeyReason, KeyOpen string
	// Column names of the exported tables.
	ColAxis, ColDesign, ColFit, ColStance, ColReason, ColTarget, ColQuantity, ColValue, ColUnit string
}
