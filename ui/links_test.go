package ui

import (
	"strings"
	"testing"

	"pgregory.net/rapid"

	"pegasus/i18n"
	"pegasus/model/advisor"
	"pegasus/model/knob"
	"pegasus/panels/reading"
)

// TestEveryLinkOpensARegisteredPage: every link line of every document,
// in both languages, and every reason of the advisor, at any inputs, names
// a registered panel, a page it has (LinkPages, from the registry) and
// knob values its tables allow.
func TestEveryLinkOpensARegisteredPage(t *testing.T) {
	t.Parallel()
	env := testEnv(t, i18n.English, false, nil)
	pages, groups := LinkPages(env), reading.LinkGroups()
	links := 0
	for _, lang := range i18n.Langs {
		for _, name := range env.Content.Names(lang) {
			doc := env.Content.Doc(lang, name)
			for _, id := range doc.IDs() {
				for _, line := range strings.Split(doc.Section(id), "\n") {
					if !advisor.IsLink(line) {
						continue
					}
					links++
					l, err := advisor.ParseLink(line)
					if err == nil {
						err = advisor.CheckTarget(l.Target, pages, groups...)
					}
					if err != nil {
						t.Errorf("%s %s, section %s: %v", lang, name, id, err)
					}
				}
			}
		}
	}
	if links == 0 {
		t.Fatal("no link line found in the documents")
	}
	tb := advisor.Knobs()
	rapid.Check(t, func(rt *rapid.T) {
		in := tb.Defaults()
		for _, f := range tb.Fields {
			f.Set(&in, drawKnob(rt, f.Spec))
		}
		for _, id := range advisor.Reasons() {
			if err := advisor.CheckTarget(advisor.TargetOf(id, in), pages, groups...); err != nil {
				rt.Fatalf("reason %s: %v", id, err)
			}
		}
	})
}

// drawKnob draws one allowed value of a knob.
func drawKnob(t *rapid.T, s knob.Spec) float64 {
	switch s.Kind {
	case knob.Choice:
		return rapid.SampledFrom(s.Choices).Draw(t, s.Key)
	case knob.Named:
		return float64(rapid.IntRange(0, len(s.Names)-1).Draw(t, s.Key))
	case knob.Whole:
		return float64(rapid.IntRange(int(s.Min), int(s.Max)).Draw(t, s.Key))
	}
	return rapid.Float64Range(s.Min, s.Max).Draw(t, s.Key)
}
