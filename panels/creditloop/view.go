package creditloop

import (
	"fmt"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// refresh rebuilds the cached rendering. It runs in Update, never in View.
func (p *Panel) refresh() {
	p.SetView(p.Layout(p.leftColumn, func(w int) []string {
		return []string{kit.KnobLine(&p.Base, &p.ctl, p.params, 0, w), p.resultLine()}
	}))
}

// leftColumn lists every knob, a slider for the selected one, and the
// headline results.
func (p *Panel) leftColumn(w int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Credit
	lines := []string{s.Heading.Render(c.ParamsHeading)}
	lines = append(lines, kit.KnobList(&p.Base, &p.ctl, p.params, 1, w)...)
	lines = append(lines, "", s.Heading.Render(c.ResultsHeading))
	pt := p.point
	lines = append(lines, kit.Table([][]string{
		{c.BatchTime, i18n.Number(p.params.BatchTimeNs(), 2) + " ns"},
		{c.Window, fmt.Sprintf("%d + %d = %s", p.params.FreeWindow(), p.params.Overdraft, c.Batches(p.params.WindowBatches()))},
	}, 2)...)
	line := float64(p.params.LineGbps)
	lines = append(lines, kit.Table([][]string{
		{s.Eq1.Render(c.Eq1Short), s.Value.Render(i18n.Number(pt.Eq1Gbps, 1)) + " Gb/s", i18n.Number(100*pt.Eq1Gbps/line, 1) + "%"},
		{s.Eq2.Render(c.Eq2Short), s.Value.Render(i18n.Number(pt.Eq2Gbps, 1)) + " Gb/s", i18n.Number(100*pt.Eq2Gbps/line, 1) + "%"},
	}, 2, 1, 2)...)
	lines = append(lines, s.Muted.Render(fmt.Sprintf(c.SeedInfoFmt, i18n.Int(int(p.params.Seed)), i18n.Int(p.params.Batches))))
	lines = append(lines, kit.ModelNote(&p.Base, w)...)
	for i, l := range lines {
		lines[i] = kit.Truncate(l, w, g.Ellipsis)
	}
	return lines
}

// resultLine is the narrow layout's headline results.
func (p *Panel) resultLine() string {
	s, c := p.Styles, p.Text.Credit
	return s.Eq1.Render(c.Eq1Short) + " " + s.Value.Render(i18n.Number(p.point.Eq1Gbps, 1)) + "  " +
		s.Eq2.Render(c.Eq2Short) + " " + s.Value.Render(i18n.Number(p.point.Eq2Gbps, 1)) + " Gb/s"
}
