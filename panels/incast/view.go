package incast

import (
	"pegasus/i18n"
	"pegasus/model/pcie"
	"pegasus/panels/kit"
)

// pages is the panel's page table, in order.
func (p *Panel) pages() []kit.Page {
	credit := kit.PageSeries{Key: "credit", Label: func(t *i18n.Text) string { return t.Incast.LegendCredit }}
	dcqcn := kit.PageSeries{Key: "dcqcn", Label: func(t *i18n.Text) string { return t.Incast.LegendDCQCN }}
	var policies []kit.PageSeries
	for _, m := range []pcie.Mode{pcie.Auto, pcie.On, pcie.Off} {
		policies = append(policies, kit.PageSeries{Key: m.String(), Label: func(t *i18n.Text) string { return t.Knob.Value("pcie.tx_pfc", m.String()) }})
	}
	pages := []kit.Page{
		{Key: "queue", Title: func(t *i18n.Text) string { return t.Incast.PageQueue }, Body: p.queuePage, Series: []kit.PageSeries{credit, dcqcn},
			Ready: func() bool { return p.run != nil }, Waiting: func(t *i18n.Text) string { return t.Incast.QueueTitle }, Data: kit.Exports(p.queueDataset)},
		{Key: "sweep", Title: func(t *i18n.Text) string { return t.Incast.PageSweep }, Body: p.sweepPage, Group: groupSweep, Series: []kit.PageSeries{
			{Key: "cut", Label: func(t *i18n.Text) string { return t.Incast.LegendModelCut }},
			{Key: "digest-cut", Label: func(t *i18n.Text) string { return t.Incast.LegendDigestRange }},
			credit, dcqcn,
			{Key: "digest-dcqcn", Label: func(t *i18n.Text) string { return t.Incast.LegendDigestDCQCN }},
			{Key: "digest-credit", Label: func(t *i18n.Text) string { return t.Incast.LegendDigestCredit }},
		}, Ready: func() bool { return p.sweep != nil }, Waiting: func(t *i18n.Text) string { return t.Incast.SweepTitle }, Data: kit.Exports(p.sweepDataset)},
		{Key: "bdp", Title: func(t *i18n.Text) string { return t.Incast.PageBuffer }, Body: kit.TextBody(p.bufferPage), Group: groupBuffer,
			Ready: func() bool { return p.buffer != nil }, Waiting: func(t *i18n.Text) string { return t.Incast.BufferTitle }, Data: kit.Exports(p.bufferDataset)},
		{Key: "dcqcn", Title: func(t *i18n.Text) string { return t.Incast.PageDCQCN }, Body: kit.TextBody(p.dcqcnPage), Group: groupDCQCN, Data: kit.Exports(p.dcqcnDataset)},
		{Key: "traffic", Title: func(t *i18n.Text) string { return t.Incast.PageTraffic }, Body: p.trafficPage, Group: groupTraffic, Series: []kit.PageSeries{
			{Key: "training", Label: func(t *i18n.Text) string { return t.Incast.TaskTraining }},
			{Key: "inference", Label: func(t *i18n.Text) string { return t.Incast.TaskInference }},
			{Key: "tenant", Label: func(t *i18n.Text) string { return t.Incast.TaskTenant }},
		}, Data: kit.Exports(p.trafficDataset)},
		{Key: "matrix", Title: func(t *i18n.Text) string { return t.Incast.PageMatrix }, Body: p.matrixPage, Group: groupTraffic, Data: kit.Exports(p.matrixDataset)},
		{Key: "controller", Title: func(t *i18n.Text) string { return t.Incast.PageController }, Body: p.controllerPage, Group: groupTE,
			Series: []kit.PageSeries{{Key: "episodes", Label: func(t *i18n.Text) string { return t.Incast.LegendEpisodes }}},
			Ready:  func() bool { return p.te != nil }, Waiting: func(t *i18n.Text) string { return t.Incast.ControllerTitle }, Data: p.controllerDataset},
		{Key: "pcie", Title: func(t *i18n.Text) string { return t.Incast.PagePCIe }, Body: p.pciePage, Group: groupPCIe, Series: policies,
			Ready: func() bool { return p.pcie != nil }, Waiting: func(t *i18n.Text) string { return t.Incast.PCIeTitle }, Data: kit.Exports(p.pcieDataset)},
		{Key: "legacy", Title: func(t *i18n.Text) string { return t.Incast.PageLegacy }, Body: kit.TextBody(p.legacyPage), Data: kit.Exports(p.legacyDataset)},
	}
	// A question's knobs are those of the page it asks about.
	pages = append(pages, kit.QuestionPages(4, func(t *i18n.Text) string { return t.Incast.PageQuestionFmt }, groupQueue, groupSweep, groupTE, groupPCIe)...)
	return append(pages,
		kit.Page{Key: "assumptions", Title: func(t *i18n.Text) string { return t.Shell.PageAssumptions }, Body: p.TextPage("assumptions")},
		kit.Page{Key: "about", Title: func(t *i18n.Text) string { return t.Incast.PageAbout }, Body: p.TextPage("about")},
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
