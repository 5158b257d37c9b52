package i18n

// ReportText names what the engines' reports hold (model/report): the
// title of each engine's report by engine ("credit"), and the label of
// each computed quantity by engine and key ("credit.eq1_gbps"). Inputs
// are labelled by their knobs (KnobText). A test checks that every
// quantity of every registered engine has a label in every language.
type ReportText struct {
	Titles map[string]string
	Labels map[string]string
}

// Title is the title of engine's report, or the engine's name.
func (r ReportText) Title(engine string) string {
	if s, ok := r.Titles[engine]; ok {
		return s
	}
	return engine
}

// Label is a quantity's label by its key ("credit.eq1_gbps"), or the key
// when the catalog lacks it.
func (r ReportText) Label(key string) string {
	if s, ok := r.Labels[key]; ok {
		return s
	}
	return key
}
