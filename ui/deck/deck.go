// Package deck reads lecture decks: an ordered list of steps, each opening
// a panel on a page with parameters set, a caption in both languages,
// optional speaker notes, up to two numbers to show in big digits, a
// planned time, and pauses that reveal the step a press at a time. A
// step may instead show the talk's title and agenda. Decks are YAML;
// every mistake is reported with the file, the line and what is allowed,
// checked against the real panels and knob declarations.
package deck

import (
	"time"

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
	// Planned is how long the talk is meant to take (0: not given).
	Planned time.Duration
	Steps   []Step
}

// MaxBig is how many numbers a step may show in big digits.
const MaxBig = 2

// MaxPauses is how many pauses one step may hold.
const MaxPauses = 9

// Step is one moment of a lecture.
type Step struct {
	// Line is where the step starts in its file.
	Line int
	// ID names the step for good ("credit-600"), so that a deck edited
	// while it is presented reopens the same step; "" when not given.
	ID string
	// Title names the step in headings, the notes and the handout.
	Title Text
	// Part, when given, starts a part of the talk: the agenda lists the
	// parts, and the steps after this one belong to it until the next.
	Part Text
	// Agenda: the step shows the talk's title and agenda instead of a
	// panel (Panel is then "").
	Agenda bool
	// Panel is the panel the step opens, on page Page ("" keeps the
	// panel's page as it is).
	Panel kit.PanelID
	Page  string
	// Values are the knob values the step sets, by group, then key; every
	// other knob of the panel goes back to its default.
	Values map[string]map[string]float64
	// Big are readout keys of the panel shown in big digits.
	Big []string
	// Caption is the line shown under the panel; Notes are the speaker's
	// (optional; a language left out falls back to the other).
	Caption, Notes Text
	// Planned is how long the step is meant to take (0: not given).
	Planned time.Duration
	// Pauses reveal the step a press at a time: each holds back one of
	// its big numbers, one curve of its page's chart or one more caption
	// line until it is reached.
	Pauses []Pause
}

// Pause is one press of a step's incremental reveal: one of the step's
// big readouts (Big), one curve (or reference band) of the chart on the
// step's page (Series, its key), or a caption line (Line) under the
// caption.
type Pause struct {
	Big    string
	Series string
	Line   Text
}

// HiddenSeries are the keys of the curves the step's pauses still hold
// back once revealed pauses have been revealed (none when every series
// pause is revealed).
func (s Step) HiddenSeries(revealed int) []string {
	var out []string
	for i, p := range s.Pauses {
		if p.Series != "" && i >= revealed {
			out = append(out, p.Series)
		}
	}
	return out
}

// BigShown reports whether readout key of the step is on screen once
// revealed pauses have been revealed: a readout that no pause holds back
// always is.
func (s Step) BigShown(key string, revealed int) bool {
	for i, p := range s.Pauses {
		if p.Big == key {
			return i < revealed
		}
	}
	return true
}

// Lines are the step's caption lines that pauses add, each with whether
// it is on screen once revealed pauses have been revealed.
func (s Step) Lines(revealed int) (lines []Text, shown []bool) {
	for i, p := range s.Pauses {
		if p.Big == "" && p.Series == "" {
			lines, shown = append(lines, p.Line), append(shown, i < revealed)
		}
	}
	return lines, shown
}

// Find is the index of the step with identifier id.
func (d Deck) Find(id string) (int, bool) {
	for i, s := range d.Steps {
		if id != "" && s.ID == id {
			return i, true
		}
	}
	return 0, false
}
