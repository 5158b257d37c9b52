package creditloop

import (
	"pegasus/i18n"
	"pegasus/panels/kit"
)

// pages is the panel's page table, in order.
func (p *Panel) pages() []kit.Page {
	title := kit.TitleIn(func(t *i18n.Text) i18n.CreditText { return t.Credit })
	rules := []kit.PageSeries{
		{Key: "eq1", Label: func(t *i18n.Text) string { return t.Credit.Eq1Short }},
		{Key: "eq2", Label: func(t *i18n.Text) string { return t.Credit.Eq2Short }},
	}
	pages := []kit.Page{
		{Key: "throughput", Title: title(func(c i18n.CreditText) string { return c.PageThroughput }), Body: p.throughputPage, Series: rules, Data: kit.Exports(p.throughputDataset)},
		{Key: "trace", Title: title(func(c i18n.CreditText) string { return c.PageTrace }), Body: p.tracePage, Series: rules, Data: kit.Exports(p.traceDataset)},
		{Key: "readouts", Title: title(func(c i18n.CreditText) string { return c.PageReadouts }), Body: kit.TextBody(p.readoutsPage), Data: kit.Exports(p.readoutsDataset)},
		{Key: "reference", Title: title(func(c i18n.CreditText) string { return c.PageReference }), Body: kit.TextBody(p.referencePage)},
		{Key: "formulas", Title: title(func(c i18n.CreditText) string { return c.PageFormulas }), Body: kit.TextBody(p.formulasPage)},
		{Key: "model", Title: title(func(c i18n.CreditText) string { return c.PageModel }), Body: kit.TextBody(p.modelPage)},
	}
	pages = append(pages, kit.QuestionPages(3, func(t *i18n.Text) string { return t.Credit.PageQuestionFmt })...)
	return append(pages, kit.Page{Key: "cost", Title: title(func(c i18n.CreditText) string { return c.PageCost }), Body: kit.TextBody(p.costPage)})
}
