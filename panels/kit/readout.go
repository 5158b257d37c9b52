package kit

// Readout is one of the few numbers that matter on a panel, named so that
// a lecture step can show it in big digits.
type Readout struct {
	// Key is the readout's stable name, for decks ("eq2_gbps").
	Key string
	// Label names it in the current language.
	Label string
	// Value is the number, unrounded; Decimals is how many it is shown with.
	Value    float64
	Decimals int
	// Unit follows the number ("Gb/s"); "" for none.
	Unit string
}

// Readouter is a panel that names its headline numbers. The keys are the
// same whatever the knobs say, so a deck can be checked against them.
type Readouter interface {
	Readouts() []Readout
}

// PageTable is a panel whose pages have stable keys: every panel built on
// Base is one.
type PageTable interface {
	// PageKeys lists the pages' stable names in order.
	PageKeys() []string
	// PageTitles names the pages in the current language.
	PageTitles() []string
	// CurrentPage is the stable name of the page on screen.
	CurrentPage() string
}

// AnswerMsg shows or hides the answer of the question page on screen;
// on any other page it changes nothing.
type AnswerMsg struct{ Show bool }

// FindReadout picks a readout by key.
func FindReadout(rs []Readout, key string) (Readout, bool) {
	for _, r := range rs {
		if r.Key == key {
			return r, true
		}
	}
	return Readout{}, false
}
