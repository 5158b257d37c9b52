package spraying

import (
	"pegasus/i18n"
	"pegasus/panels/kit"
)

// pages is the panel's page table, in order.
func (p *Panel) pages() []kit.Page {
	pages := []kit.Page{
		{Key: "balance", Title: func(t *i18n.Text) string { return t.Spray.PageBalance }, Body: p.balancePage,
			Ready: func() bool { return p.balance != nil }, Data: kit.Exports(p.balanceDataset)},
		{Key: "receiver", Title: func(t *i18n.Text) string { return t.Spray.PageReceiver }, Body: kit.TextBody(p.receiverPage), Group: groupReceiver},
		{Key: "allreduce", Title: func(t *i18n.Text) string { return t.Spray.PageAllReduce }, Body: p.allReducePage, Group: groupAllReduce, Series: []kit.PageSeries{
			{Key: "cx7", Label: func(t *i18n.Text) string { return t.Spray.LegendCX7 }},
			{Key: "prnic", Label: func(t *i18n.Text) string { return t.Spray.LegendPRNIC }},
		}, Ready: func() bool { return p.curve != nil }, Waiting: func(t *i18n.Text) string { return t.Spray.AllReduceTitle }, Data: kit.Exports(p.allReduceDataset)},
		{Key: "retx", Title: func(t *i18n.Text) string { return t.Spray.PageRetx }, Body: kit.TextBody(p.retxPage), Group: groupRetx,
			Ready: func() bool { return p.retx != nil }, Waiting: func(t *i18n.Text) string { return t.Spray.RetxTitle }, Data: kit.Exports(p.retxDataset)},
	}
	// A question's knobs are those of the engine it asks about.
	pages = append(pages, kit.QuestionPages(3, func(t *i18n.Text) string { return t.Spray.PageQuestionFmt }, groupBalance, groupAllReduce, groupRetx)...)
	return append(pages, []kit.Page{
		{Key: "assumptions", Title: func(t *i18n.Text) string { return t.Shell.PageAssumptions }, Body: p.TextPage("assumptions")},
		{Key: "about", Title: func(t *i18n.Text) string { return t.Spray.PageAbout }, Body: p.TextPage("about")},
	}...)
}

// refresh rebuilds the cached rendering. It runs in Update, never in View.
func (p *Panel) refresh() {
	p.SetView(kit.KnobsBesidePage(&p.Base, p.controls(), p.settings, p.Text.Spray.ParamsHeading))
}

// pct formats a fraction as a percentage.
func pct(v float64, decimals int) string { return i18n.Number(100*v, decimals) + " %" }
