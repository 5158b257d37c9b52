package incast

import (
	"pegasus/i18n"
	"pegasus/model/pcie"
	"pegasus/panels/kit"
)

// pages is the panel's page table, in order.
func (p *Panel) pages() []kit.Page {
	title := kit.TitleIn(func(t *i18n.Text) i18n.IncastText { return t.Incast })
	label := func(field func(c i18n.IncastText) string) func(*i18n.Text) string {
		return func(t *i18n.Text) string { return field(t.Incast) }
	}
	series := func(key string, field func(c i18n.IncastText) string) kit.PageSeries {
		return kit.PageSeries{Key: key, Label: label(field)}
	}
	credit := series("credit", func(c i18n.IncastText) string { return c.LegendCredit })
	dcqcn := series("dcqcn", func(c i18n.IncastText) string { return c.LegendDCQCN })
	var policies []kit.PageSeries
	for _, m := range []pcie.Mode{pcie.Auto, pcie.On, pcie.Off} {
		policies = append(policies, kit.PageSeries{Key: m.String(), Label: func(t *i18n.Text) string { return t.Knob.Value("pcie.tx_pfc", m.String()) }})
	}
	pages := []kit.Page{
		{Key: "queue", Title: title(func(c i18n.IncastText) string { return c.PageQueue }), Body: p.queuePage, Series: []kit.PageSeries{credit, dcqcn},
			Ready: func() bool { return p.run != nil }, Waiting: title(func(c i18n.IncastText) string { return c.QueueTitle }), Data: kit.Exports(p.queueDataset)},
		{Key: "sweep", Title: title(func(c i18n.IncastText) string { return c.PageSweep }), Body: p.sweepPage, Group: groupSweep, Series: []kit.PageSeries{
			series("cut", func(c i18n.IncastText) string { return c.LegendModelCut }),
			series("digest-cut", func(c i18n.IncastText) string { return c.LegendDigestRange }),
			credit, dcqcn,
			series("digest-dcqcn", func(c i18n.IncastText) string { return c.LegendDigestDCQCN }),
			series("digest-credit", func(c i18n.IncastText) string { return c.LegendDigestCredit }),
		}, Ready: func() bool { return p.sweep != nil }, Waiting: title(func(c i18n.IncastText) string { return c.SweepTitle }), Data: kit.Exports(p.sweepDataset)},
		{Key: "bdp", Title: title(func(c i18n.IncastText) string { return c.PageBuffer }), Body: kit.TextBody(p.bufferPage), Group: groupBuffer,
			Ready: func() bool { return p.buffer != nil }, Waiting: title(func(c i18n.IncastText) string { return c.BufferTitle }), Data: kit.Exports(p.bufferDataset)},
		{Key: "dcqcn", Title: title(func(c i18n.IncastText) string { return c.PageDCQCN }), Body: kit.TextBody(p.dcqcnPage), Group: groupDCQCN, Data: kit.Exports(p.dcqcnDataset)},
		{Key: "traffic", Title: title(func(c i18n.IncastText) string { return c.PageTraffic }), Body: p.trafficPage, Group: groupTraffic, Series: []kit.PageSeries{
			series("training", func(c i18n.IncastText) string { return c.TaskTraining }),
			series("inference", func(c i18n.IncastText) string { return c.TaskInference }),
			series("tenant", func(c i18n.IncastText) string { return c.TaskTenant }),
		}, Data: kit.Exports(p.trafficDataset)},
		{Key: "matrix", Title: title(func(c i18n.IncastText) string { return c.PageMatrix }), Body: p.matrixPage, Group: groupTraffic, Data: kit.Exports(p.matrixDataset)},
		{Key: "controller", Title: title(func(c i18n.IncastText) string { return c.PageController }), Body: p.controllerPage, Group: groupTE,
			Series: []kit.PageSeries{series("episodes", func(c i18n.IncastText) string { return c.LegendEpisodes })},
			Ready:  func() bool { return p.te != nil }, Waiting: title(func(c i18n.IncastText) string { return c.ControllerTitle }), Data: p.controllerDataset},
		{Key: "pcie", Title: title(func(c i18n.IncastText) string { return c.PagePCIe }), Body: p.pciePage, Group: groupPCIe, Series: policies,
			Ready: func() bool { return p.pcie != nil }, Waiting: title(func(c i18n.IncastText) string { return c.PCIeTitle }), Data: kit.Exports(p.pcieDataset)},
		{Key: "legacy", Title: title(func(c i18n.IncastText) string { return c.PageLegacy }), Body: kit.TextBody(p.legacyPage), Data: kit.Exports(p.legacyDataset)},
	}
	// A question's knobs are those of the page it asks about.
	pages = append(pages, kit.QuestionPages(4, func(t *i18n.Text) string { return t.Incast.PageQuestionFmt }, groupQueue, groupSweep, groupTE, groupPCIe)...)
	return append(pages,
		kit.Page{Key: "assumptions", Title: func(t *i18n.Text) string { return t.Shell.PageAssumptions }, Body: p.TextPage("assumptions")},
		kit.Page{Key: "about", Title: title(func(c i18n.IncastText) string { return c.PageAbout }), Body: p.TextPage("about")},
	)
}

// refresh rebuilds the cached rendering. It runs in Update, never in View.
func (p *Panel) refresh() {
	ctl := p.controls()
	p.SetView(p.Layout(func(w int) []string {
		left := append([]string{p.Styles.Heading.Render(p.Text.Incast.ParamsHeading)}, kit.KnobList(&p.Base, ctl, p.settings, 1, w)...)
		left = append(left, "")
		if p.refusal != nil {
			left = append(left, kit.Lines(p.refusalText(), w, p.Styles.Error.Render)...)
		}
		return append(left, kit.ModelNote(&p.Base, w)...)
	}, func(w int) []string {
		top := []string{kit.KnobLine(&p.Base, ctl, p.settings, 0, w)}
		if p.refusal != nil {
			top = append(top, p.Styles.Error.Render(kit.Truncate(p.refusalText(), w, p.Styles.Glyphs.Ellipsis)))
		}
		return top
	}))
}

// refusalText says which knob refused to move and what it allows.
func (p *Panel) refusalText() string { return kit.Refusal(p.Text, p.Text.Incast.RefusedFmt, p.refusal) }

// heading starts a page: its title, wrapped, and the computing line while
// engine e's result on screen is not for the knobs.
func (p *Panel) heading(title string, w int, e engine) []string {
	return p.Heading(title, w, e != noEngine && p.stale(e))
}
