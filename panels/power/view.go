package power

import (
	"fmt"
	"strings"

	"pegasus/i18n"
	model "pegasus/model/power"
	"pegasus/panels/kit"
)

// page is one view of the panel's right-hand area.
type page int

// The pages, in order.
const (
	pageTable page = iota
	pageBars
	pageSite
	pageAbout
	pageCount
)

// pageKeys are the pages' stable names, for links from other panels.
var pageKeys = [pageCount]string{"arithmetic", "bars", "site", "about"}

// title is the page's name in the current language.
func (pg page) title(t *i18n.Text) string {
	return [...]string{t.Power.PageTable, t.Power.PageBars, t.Power.PageSite, t.Power.PageAbout}[pg]
}

// refresh rebuilds the cached rendering. It runs in Update, never in View.
func (p *Panel) refresh() {
	if p.width <= 0 || p.height <= 0 {
		p.view = ""
		return
	}
	if p.width >= kit.WideMin {
		lw := kit.LeftWidth(p.width)
		p.view = kit.TwoColumns(p.styles, p.leftColumn(lw), p.rightArea(p.width-lw-3, p.height), p.width, p.height)
		return
	}
	top := []string{kit.ParamLine(p.styles, p.text, &p.ctl, p.scenario, p.width)}
	top = append(top, p.summary(p.width)...)
	body := p.rightArea(p.width, p.height-len(top))
	p.view = kit.FitLines(strings.Join(top, "\n")+"\n"+body, p.width, p.height, p.styles.Glyphs.Ellipsis)
}

// leftColumn lists the knobs and the headline results.
func (p *Panel) leftColumn(w int) []string {
	s, c := p.styles, p.text.Power
	lines := []string{s.Heading.Render(c.ParamsHeading)}
	lines = append(lines, kit.ParamList(s, p.text, &p.ctl, p.scenario, w)...)
	lines = append(lines, "", s.Heading.Render(c.ResultsHeading))
	return append(lines, p.summary(w)...)
}

// summary is the headline: the extra power, both savings, and why the
// knobs' scenario is not computed when it is not.
func (p *Panel) summary(w int) []string {
	s, c := p.styles, p.text.Power
	r := p.result
	freed := 0
	for _, row := range r.Site {
		if p.chosen(row.Design) {
			freed = row.DeltaGPU
		}
	}
	rows := kit.Table([][]string{
		{c.SummaryExtra, s.Value.Render(i18n.Number(r.FPGA.ExtraW, 0) + " W")},
		{fmt.Sprintf(c.SummarySavingFmt, "FPGA"), s.Value.Render(i18n.Number(r.FPGA.SavingW, 0) + " W")},
		{fmt.Sprintf(c.SummarySavingFmt, "ASIC"), s.Value.Render(i18n.Number(r.ASIC.SavingW, 0) + " W")},
		{c.SummaryGPUs, s.Value.Render(i18n.Signed(float64(freed), 0))},
	}, 2)
	var out []string
	for _, l := range rows {
		out = append(out, kit.Truncate(l, w, s.Glyphs.Ellipsis))
	}
	if p.invalid != nil {
		out = append(out, kit.Lines(p.invalidText()+" "+c.LastGood, w, s.Error.Render)...)
	}
	return out
}

// invalidText explains, in the user's language, which knob is wrong and
// what it allows.
func (p *Panel) invalidText() string {
	c := p.text.Power
	fe, ok := p.invalid.(*model.FieldError)
	if !ok {
		return p.invalid.Error()
	}
	allowed := kit.PowerAllowed(p.text, fe, p.scenario.ShareHighPct, p.scenario.CX7W)
	return fmt.Sprintf(c.InvalidFmt, p.fieldLabel(fe.Field), i18n.Number(fe.Value, -1), allowed)
}

// fieldLabel names an engine field by the knob that sets it.
func (p *Panel) fieldLabel(field string) string {
	c := p.text.Power
	return map[string]string{
		"dpu_w": c.ParamDPU, "cx7_w": c.ParamCX7, "fpga_w": c.ParamFPGA, "asic_w": c.ParamASIC, "rnic_w": c.ParamRNIC,
		"nics": c.ParamNICs, "share_low_pct": c.ParamShareLow, "share_high_pct": c.ParamShareHigh,
		"site_mw": c.ParamSite, "gpus_per_server": c.ParamGPUs, "server_kw": c.ParamServer,
	}[field]
}

// rightArea is the page bar and the current page.
func (p *Panel) rightArea(w, h int) string {
	titles := make([]string, pageCount)
	for pg := page(0); pg < pageCount; pg++ {
		titles[pg] = pg.title(p.text)
	}
	var body []string
	switch page(p.ctl.Page) {
	case pageTable:
		body = p.tablePage(w)
	case pageBars:
		body = p.barsPage(w)
	case pageSite:
		body = p.sitePage(w)
	default:
		body = kit.Lines(p.doc.Section("about"), w, p.styles.Text.Render)
	}
	return kit.PageArea(p.styles, p.text, &p.ctl.Pager, titles, body, w, h)
}
