package advisor

import (
	"fmt"
	"strings"

	"pegasus/i18n"
	"pegasus/panels/describe"
	"pegasus/panels/kit"
)

// pages is the panel's page table, in order.
func (p *Panel) pages() []kit.Page {
	title := func(f func(i18n.AdvisorText) string) func(*i18n.Text) string {
		return func(t *i18n.Text) string { return f(t.Advisor) }
	}
	return []kit.Page{
		{Key: "verdicts", Title: title(func(c i18n.AdvisorText) string { return c.PageVerdicts }), Body: p.verdictsPage},
		{Key: "why", Title: title(func(c i18n.AdvisorText) string { return c.PageWhy }), Body: kit.TextBody(p.whyPage)},
		{Key: "assumptions", Title: func(t *i18n.Text) string { return t.Shell.PageAssumptions }, Body: kit.TextBody(p.assumptionsPage)},
		{Key: "about", Title: title(func(c i18n.AdvisorText) string { return c.PageAbout }), Body: kit.TextBody(p.aboutPage)},
	}
}

// refresh rebuilds the cached rendering. It runs in Update, never in View.
func (p *Panel) refresh() {
	if p.Empty() {
		p.SetView("")
		return
	}
	if p.Width >= kit.WideMin {
		lw := kit.LeftWidth(p.Width)
		right := p.PageArea(kit.RightX(p.Width), 0, p.Width-lw-3, p.Height)
		p.SetView(kit.TwoColumns(p.Styles, p.leftColumn(lw), right, p.Width, p.Height))
		return
	}
	top := []string{kit.KnobLine(&p.Base, &p.ctl, p.in, 0, p.Width)}
	top = append(top, p.invalidLines(p.Width)...)
	body := p.PageArea(0, len(top), p.Width, p.Height-len(top))
	p.SetView(kit.FitLines(strings.Join(top, "\n")+"\n"+body, p.Width, p.Height, p.Styles.Glyphs.Ellipsis))
}

// leftColumn lists the knobs, then why the knobs' inputs are not judged
// or, when they are, the legend of the model-choice mark.
func (p *Panel) leftColumn(w int) []string {
	lines := []string{p.Styles.Heading.Render(p.Text.Advisor.ParamsHeading)}
	lines = append(lines, kit.KnobList(&p.Base, &p.ctl, p.in, 1, w)...)
	if bad := p.invalidLines(w); len(bad) > 0 {
		return append(lines, bad...)
	}
	return append(lines, kit.ModelNote(&p.Base, w)...)
}

// invalidLines explain, in the user's language, which knob breaks the
// rule across knobs and what it allows; none when the inputs are valid.
func (p *Panel) invalidLines(w int) []string {
	if p.invalid == nil {
		return nil
	}
	text := p.invalid.Error()
	if fe, ok := describe.AsFieldError(p.invalid); ok {
		text = fmt.Sprintf(p.Text.Advisor.InvalidFmt, p.Text.Knob.Label(fe.QualifiedKey()), fe.Value, describe.Allowed(p.Text, fe))
	}
	return kit.Lines(text+" "+p.Text.Advisor.LastGood, w, p.Styles.Error.Render)
}

// aboutPage says what the advisor is and is not.
func (p *Panel) aboutPage(w int) []string {
	return kit.Prose(p.Doc.Section("about"), w, p.Styles.Text.Render)
}
