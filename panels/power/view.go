package power

import (
	"pegasus/i18n"
	"pegasus/panels/kit"
)

// pages is the panel's page table, in order.
func (p *Panel) pages() []kit.Page {
	return []kit.Page{
		{Key: "arithmetic", Title: func(t *i18n.Text) string { return t.Power.PageTable }, Body: kit.TextBody(p.tablePage), Data: kit.Exports(p.arithmeticDataset)},
		{Key: "bars", Title: func(t *i18n.Text) string { return t.Power.PageBars }, Body: kit.TextBody(p.barsPage), Data: kit.Exports(p.barsDataset)},
		{Key: "site", Title: func(t *i18n.Text) string { return t.Power.PageSite }, Body: kit.TextBody(p.sitePage), Data: kit.Exports(p.siteDataset)},
		{Key: "assumptions", Title: func(t *i18n.Text) string { return t.Shell.PageAssumptions }, Body: p.TextPage("assumptions")},
		{Key: "about", Title: func(t *i18n.Text) string { return t.Power.PageAbout }, Body: p.TextPage("about")},
	}
}

// refresh rebuilds the cached rendering. It runs in Update, never in View.
func (p *Panel) refresh() {
	p.SetView(p.Layout(p.leftColumn, func(w int) []string {
		return append([]string{kit.KnobLine(&p.Base, &p.ctl, p.scenario, 0, w)}, p.summary(w)...)
	}))
}

// leftColumn lists the knobs and the headline results.
func (p *Panel) leftColumn(w int) []string {
	s, c := p.Styles, p.Text.Power
	lines := []string{s.Heading.Render(c.ParamsHeading)}
	lines = append(lines, kit.KnobList(&p.Base, &p.ctl, p.scenario, 1, w)...)
	lines = append(lines, "", s.Heading.Render(c.ResultsHeading))
	lines = append(lines, p.summary(w)...)
	return append(lines, kit.ModelNote(&p.Base, w)...)
}

// summary is the headline, the panel's readouts (the extra power, both
// savings, the GPUs freed), and why the knobs' scenario is not computed
// when it is not.
func (p *Panel) summary(w int) []string {
	s, c := p.Styles, p.Text.Power
	var rows [][2]string
	for _, r := range p.Readouts() {
		rows = append(rows, [2]string{r.Label, s.Value.Render(r.Text())})
	}
	out := kit.LabelValues(rows, w, s.Glyphs.Ellipsis)
	if p.invalid != nil {
		out = append(out, kit.Lines(kit.Refusal(p.Text, c.InvalidFmt, p.invalid)+" "+c.LastGood, w, s.Error.Render)...)
	}
	return out
}
