package creditloop

import (
	"pegasus/i18n"
	"pegasus/panels/kit"
)

// pages is the panel's page table, in order.
func (p *Panel) pages() []kit.Page {
	rules := []kit.PageSeries{
		{Key: "eq1", Label: func(t *i18n.Text) string { return t.Credit.Eq1Short }},
		{Key: "eq2", Label: func(t *i18n.Text) string { return t.Credit.Eq2Short }},
	}
	pages := []kit.Page{
		{Key: "throughput", Title: func(t *i18n.Text) string { return t.Credit.PageThroughput }, Body: p.throughputPage, Series: rules, Data: kit.Exports(p.throughputDataset)},
		{Key: "trace", Title: func(t *i18n.Text) string { return t.Credit.PageTrace }, Body: p.tracePage, Series: rules, Data: kit.Exports(p.traceDataset)},
		{Key: "readouts", Title: func(t *i18n.Text) string { return t.Credit.PageReadouts }, Body: kit.TextBody(p.readoutsPage), Data: kit.Exports(p.readoutsDataset)},
		{Key: "reference", Title: func(t *i18n.Text) string { return t.Credit.PageReference }, Body: kit.TextBody(p.referencePage)},
		{Key: "formulas", Title: func(t *i18n.Text) string { return t.Credit.PageFormulas }, Body: kit.TextBody(p.formulasPage)},
		{Key: "model", Title: func(t *i18n.Text) string { return t.Credit.PageModel }, Body: kit.TextBody(p.modelPage)},
	}
	pages = append(pages, kit.QuestionPages(3, func(t *i18n.Text) string { return t.Credit.PageQuestionFmt })...)
	return append(pages, kit.Page{Key: "cost", Title: func(t *i18n.Text) string { return t.Credit.PageCost }, Body: kit.TextBody(p.costPage)})
}
