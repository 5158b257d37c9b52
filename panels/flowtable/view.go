package flowtable

import (
	"fmt"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// pages is the panel's page table, in order.
func (p *Panel) pages() []kit.Page {
	pages := []kit.Page{
		{Key: "fill", Title: func(t *i18n.Text) string { return t.Flow.PageFill }, Body: p.fillPage, Data: p.fillDataset, Series: []kit.PageSeries{
			{Key: "fill", Label: func(t *i18n.Text) string { return t.Flow.LegendThisFill }},
			{Key: "mean", Label: func(t *i18n.Text) string { return fmt.Sprintf(t.Flow.LegendMeanFmt, p.valid.Cuckoo.Trials) }},
		}},
		{Key: "lookup", Title: func(t *i18n.Text) string { return t.Flow.PageLookup }, Body: kit.TextBody(p.lookupPage), Data: p.lookupDataset},
		{Key: "sizing", Title: func(t *i18n.Text) string { return t.Flow.PageSizing }, Body: kit.TextBody(p.sizingPage), Data: kit.Exports(p.sizingDataset)},
		{Key: "twolevel", Title: func(t *i18n.Text) string { return t.Flow.PageTwoLevel }, Body: p.twoLevelPage, Group: groupTwoLevel, Data: p.twoLevelDataset},
		{Key: "csr", Title: func(t *i18n.Text) string { return t.Flow.PageCSR }, Body: p.csrPage, Group: groupCSR, Data: kit.Exports(p.csrDataset), Series: []kit.PageSeries{
			{Key: "every", Label: func(t *i18n.Text) string { return t.Flow.ModeEvery }},
			{Key: "machine", Label: func(t *i18n.Text) string { return t.Flow.ModeMachine }},
		}},
		{Key: "scale", Title: func(t *i18n.Text) string { return t.Flow.PageScale }, Body: kit.TextBody(p.scalePage), Group: groupScale, Data: p.scaleDataset},
	}
	pages = append(pages, kit.QuestionPages(3, func(t *i18n.Text) string { return t.Flow.PageQuestionFmt })...)
	return append(pages,
		kit.Page{Key: "assumptions", Title: func(t *i18n.Text) string { return t.Shell.PageAssumptions }, Body: p.TextPage("assumptions")},
		kit.Page{Key: "about", Title: func(t *i18n.Text) string { return t.Flow.PageAbout }, Body: p.TextPage("about")},
	)
}

// refresh rebuilds the cached rendering. It runs in Update, never in View.
func (p *Panel) refresh() {
	if p.Empty() {
		p.SetView("")
		return
	}
	p.SetView(kit.KnobsBesidePage(&p.Base, p.controls(), p.settings, p.Text.Flow.ParamsHeading))
}

// prose is a section of the panel's document, wrapped.
func (p *Panel) prose(section string, w int) []string {
	return kit.Prose(p.Doc.Section(section), w, p.Styles.Text.Render)
}

// heading wraps a page's title.
func (p *Panel) heading(text string, w int) []string {
	return kit.Lines(text, w, p.Styles.Heading.Render)
}

// muted wraps a note.
func (p *Panel) muted(text string, w int) []string { return kit.Prose(text, w, p.Styles.Muted.Render) }

// plain wraps a sentence of the page.
func (p *Panel) plain(text string, w int) []string { return kit.Prose(text, w, p.Styles.Text.Render) }

// pageHead starts a page: its title, then, for each knob group the page
// reads whose knobs do not check, which knob is wrong and what it allows,
// and that the page shows the last valid values.
func (p *Panel) pageHead(title string, w int, groups ...group) []string {
	c := p.Text.Flow
	out := p.heading(title, w)
	for _, g := range groups {
		if err := p.invalid[g]; err != nil {
			out = append(out, kit.Lines(kit.Refusal(p.Text, c.InvalidFmt, err)+" "+c.LastGood, w, p.Styles.Error.Render)...)
		}
	}
	return out
}

// pct formats a fraction as a percentage with the given decimals.
func pct(v float64, decimals int) string { return i18n.Number(100*v, decimals) + " %" }

// chartRows rounds a chart's height down so that its plot (the rows
// above the axis and its labels) divides into ticks whole intervals: no
// blank rows above the plot.
func chartRows(rows, ticks int) int {
	return 2 + max(1, (rows-2)/ticks)*ticks
}

// secs formats seconds.
func secs(v float64, decimals int) string { return i18n.Number(v, decimals) + " s" }
