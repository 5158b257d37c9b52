package advisor

import (
	"strings"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// pages is the panel's page table, in order.
func (p *Panel) pages() []kit.Page {
	return []kit.Page{
		{Key: "verdicts", Title: func(t *i18n.Text) string { return t.Advisor.PageVerdicts }, Body: p.verdictsPage, Data: kit.Exports(p.verdictsDataset)},
		{Key: "why", Title: func(t *i18n.Text) string { return t.Advisor.PageWhy }, Body: kit.TextBody(p.whyPage), Data: kit.Exports(p.whyDataset)},
		{Key: "assumptions", Title: func(t *i18n.Text) string { return t.Shell.PageAssumptions }, Body: kit.TextBody(p.assumptionsPage)},
		{Key: "about", Title: func(t *i18n.Text) string { return t.Advisor.PageAbout }, Body: p.TextPage("about")},
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
		rx, rw := kit.RightX(p.Width), p.Width-lw-3
		right := p.withInvalid(rw, func(top int) string { return p.PageArea(rx, top, rw, p.Height-top) })
		p.SetView(kit.TwoColumns(p.Styles, p.leftColumn(lw), right, p.Width, p.Height))
		return
	}
	line := kit.KnobLine(&p.Base, &p.ctl, p.in, 0, p.Width) + "\n"
	body := p.withInvalid(p.Width, func(top int) string { return p.PageArea(0, top+1, p.Width, p.Height-top-1) })
	p.SetView(kit.FitLines(line+body, p.Width, p.Height, p.Styles.Glyphs.Ellipsis))
}

// withInvalid sets, above the page area, why the knobs' inputs are not
// judged, when they are not; area draws the page below top lines.
func (p *Panel) withInvalid(w int, area func(top int) string) string {
	bad := p.invalidLines(w)
	if len(bad) == 0 || len(bad) >= p.Height-2 {
		return area(0)
	}
	return strings.Join(bad, "\n") + "\n" + area(len(bad))
}

// leftColumn lists the knobs and the legend of the model-choice mark.
func (p *Panel) leftColumn(w int) []string {
	lines := []string{p.Styles.Heading.Render(p.Text.Advisor.ParamsHeading)}
	lines = append(lines, kit.KnobList(&p.Base, &p.ctl, p.in, 1, w)...)
	return append(lines, kit.ModelNote(&p.Base, w)...)
}

// invalidLines explain, in the user's language, which knob breaks the
// rule across knobs and what it allows; none when the inputs are valid.
func (p *Panel) invalidLines(w int) []string {
	if p.invalid == nil {
		return nil
	}
	return kit.Lines(kit.Refusal(p.Text, p.Text.Advisor.InvalidFmt, p.invalid), w, p.Styles.Error.Render)
}
