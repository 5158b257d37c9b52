// Package deck reads lecture decks: an ordered list of steps, each opening
// a panel on a page with parameters set, a caption in both languages,
// optional speaker notes and up to two numbers to show in big digits.
// Decks are YAML; every mistake is reported with the file, the line and
// what is allowed, checked against the real panels and knob declarations.
package deck

import (
	"pegasus/i18n"
	"pegasus/panels/kit"
)

// Text is a text in each language it is given in.
type Text map[i18n.Lang]string

// In is the text in language l, else in the other language ("" when
// neither is given).
func (t Text) In(l i18n.Lang) string {
	if s := t[l]; s != "" {
		return s
	}
	return t[l.Next()]
}

// Deck is a lecture: a title and its steps, in order.
type Deck struct {
	// Source names the file in messages ("the built-in deck" or a path).
	Source string
	Title  Text
	Steps  []Step
}

// MaxBig is how many numbers a step may show in big digits.
const MaxBig = 2

// Step is one moment of a lecture.
type Step struct {
	// Line is where the step starts in its file.
	Line int
	// Title names the step in headings, the notes and the handout.
	Title Text
	// Panel is the panel the step opens, on page Page ("" keeps the
	// panel's page as it is).
	Panel kit.PanelID
	Page  string
	// Values are the knob values the step sets, by group, then key; every
	// other knob of the panel goes back to its default.
	Values map[string]map[string]float64
	// Big are readout keys of the panel shown in big digits.
	Big []string
	// Caption is the one line shown under the panel; Notes are the
	// speaker's (optional; a language left out falls back to the other).
	Caption, Notes Text
}
