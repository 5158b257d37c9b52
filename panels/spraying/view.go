package spraying

import (
	"pegasus/i18n"
	"pegasus/panels/kit"
)

// pages is the panel's page table, in order.
func (p *Panel) pages() []kit.Page {
	title := kit.TitleIn(func(t *i18n.Text) i18n.SprayText { return t.Spray })
	pages := []kit.Page{
		{Key: "balance", Title: title(func(c i18n.SprayText) string { return c.PageBalance }), Body: p.balancePage},
		{Key: "receiver", Title: title(func(c i18n.SprayText) string { return c.PageReceiver }), Body: kit.TextBody(p.receiverPage)},
		{Key: "allreduce", Title: title(func(c i18n.SprayText) string { return c.PageAllReduce }), Body: p.allReducePage, Series: []kit.PageSeries{
			{Key: "cx7", Label: func(t *i18n.Text) string { return t.Spray.LegendCX7 }},
			{Key: "prnic", Label: func(t *i18n.Text) string { return t.Spray.LegendPRNIC }},
		}},
		{Key: "retx", Title: title(func(c i18n.SprayText) string { return c.PageRetx }), Body: kit.TextBody(p.retxPage)},
	}
	pages = append(pages, kit.QuestionPages(3, func(t *i18n.Text) string { return t.Spray.PageQuestionFmt })...)
	return append(pages, []kit.Page{
		{Key: "assumptions", Title: func(t *i18n.Text) string { return t.Shell.PageAssumptions }, Body: p.TextPage("assumptions")},
		{Key: "about", Title: title(func(c i18n.SprayText) string { return c.PageAbout }), Body: p.TextPage("about")},
	}...)
}

// group is the engine whose knobs the page on screen shows: a question's
// knobs are those of the engine it asks about.
func (p *Panel) group() group {
	switch p.Page().Key {
	case "receiver":
		return groupReceiver
	case "allreduce", "q2":
		return groupAllReduce
	case "retx", "q3":
		return groupRetx
	}
	return groupBalance
}

// refresh rebuilds the cached rendering. It runs in Update, never in View.
func (p *Panel) refresh() {
	p.SetView(kit.KnobsBesidePage(&p.Base, p.controls(), p.settings, p.Text.Spray.ParamsHeading))
}

// computing is the line shown while an engine has no result yet.
func (p *Panel) computing() []string {
	return []string{p.Styles.Muted.Render(p.Text.Spray.Computing)}
}

// pct formats a fraction as a percentage.
func pct(v float64, decimals int) string { return i18n.Number(100*v, decimals) + " %" }
