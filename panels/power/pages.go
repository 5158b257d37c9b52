package power

import (
	"fmt"
	"math"
	"strings"

	"pegasus/i18n"
	model "pegasus/model/power"
	"pegasus/model/reference"
	"pegasus/panels/kit"
)

// tablePage is the digest's arithmetic, one numbered step per block: what
// is computed, the formula with the current numbers, and the result in
// both rounding conventions.
func (p *Panel) tablePage(w int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Power
	r := p.result
	in := r.FPGA.Inputs
	num := i18n.Number
	var out []string
	add := func(style func(...string) string, indent, text string) {
		for _, l := range kit.Wrap(text, max(1, w-len(indent))) {
			out = append(out, style(indent+l))
		}
	}
	step := func(n int, title string) {
		for i, l := range kit.Wrap(title, max(1, w-3)) {
			lead := "   "
			if i == 0 {
				lead = fmt.Sprintf("%d. ", n)
			}
			out = append(out, s.Heading.Render(lead+l))
		}
	}
	pct := func(v float64) string { return num(v, 2) + " %" }
	prints := func(lo, hi float64) string {
		return fmt.Sprintf(c.PrintsFmt, i18n.Range(roundTenth(lo), roundTenth(hi), 1)+" %")
	}

	out = append(out, kit.Lines(c.TableHeading, w, s.Heading.Render)...)
	out = append(out, "")
	step(1, c.StepExtra)
	add(s.Value.Render, "   ", fmt.Sprintf("%d %s (%s - %s) W = %s W", in.NICs, g.Times, num(in.DPUW, 0), num(in.CX7W, 0), num(r.FPGA.ExtraW, 0)))
	step(2, fmt.Sprintf(c.StepServerFmt, i18n.Range(in.ShareLowPct, in.ShareHighPct, 1)))
	sep := p.Text.Shell.ListSep
	add(s.Value.Render, "   ", fmt.Sprintf("%s W %s %s %% = %s kW", num(r.FPGA.ExtraW, 0), g.Div, num(in.ShareHighPct, 1), num(r.FPGA.ServerKWLow, 2))+
		sep+fmt.Sprintf("%s W %s %s %% = %s kW", num(r.FPGA.ExtraW, 0), g.Div, num(in.ShareLowPct, 1), num(r.FPGA.ServerKWHigh, 2)))
	add(s.Muted.Render, "   ", fmt.Sprintf(c.PrintsFmt, num(r.FPGA.Rounded.ServerKWLow, 1)+"-"+num(r.FPGA.Rounded.ServerKWHigh, 1)+" kW"))
	for i, a := range []struct {
		name  string
		arith model.Arithmetic
	}{{"FPGA", r.FPGA}, {"ASIC", r.ASIC}} {
		ar := a.arith
		step(3+i, fmt.Sprintf(c.StepSavingFmt, ar.Inputs.NICs, a.name, ar.Inputs.NICs))
		add(s.Value.Render, "   ", fmt.Sprintf("%d %s %s - (%s + %d %s %s) W = %s W",
			ar.Inputs.NICs, g.Times, num(ar.Inputs.DPUW, 0), num(ar.Inputs.DPUW, 0), ar.Inputs.NICs, g.Times, num(ar.Inputs.RNICW, 0), num(ar.SavingW, 0)))
		conv := func(name string, hiKW, loKW, lo, hi float64, kwDecimals int) {
			add(s.Text.Render, "   ", fmt.Sprintf(p.Text.Shell.NamedFmt, name,
				fmt.Sprintf("%s W %s %s kW = %s", num(ar.SavingW, 0), g.Div, num(hiKW, kwDecimals), pct(lo))+
					sep+fmt.Sprintf("%s %s kW = %s", g.Div, num(loKW, kwDecimals), pct(hi))))
			add(s.Muted.Render, "     ", prints(lo, hi))
		}
		conv(c.Unrounded, ar.ServerKWHigh, ar.ServerKWLow, ar.SavingPctLow, ar.SavingPctHigh, 2)
		conv(c.DigestRounding, ar.Rounded.ServerKWHigh, ar.Rounded.ServerKWLow, ar.Rounded.SavingPctLow, ar.Rounded.SavingPctHigh, 1)
	}
	step(5, fmt.Sprintf(c.StepHoldsFmt, num(reference.StatedSavingPct, 1)))
	holds := func(name string, a model.Arithmetic) string {
		lo, hi := a.Rounded.SavingPctLow, a.Rounded.SavingPctHigh
		answer := p.Text.Shell.No
		if model.Contains(lo, hi, reference.StatedSavingPct) {
			answer = p.Text.Shell.Yes
		}
		return fmt.Sprintf(p.Text.Shell.NamedFmt, fmt.Sprintf("%s %s %%", name, i18n.Range(roundTenth(lo), roundTenth(hi), 1)), answer)
	}
	add(s.Value.Render, "   ", holds("FPGA", r.FPGA)+sep+holds("ASIC", r.ASIC))
	out = append(out, "")
	// Which convention the digest's print follows, from its own inputs.
	digestF := model.Compute(reference.DigestInputs(75))
	digestA := model.Compute(reference.DigestInputs(30))
	rng := func(lo, hi float64) string { return num(roundTenth(lo), 1) + "-" + num(roundTenth(hi), 1) }
	add(s.Muted.Render, "", fmt.Sprintf(c.DigestFollowsFmt,
		rng(digestF.Rounded.SavingPctLow, digestF.Rounded.SavingPctHigh), rng(digestA.Rounded.SavingPctLow, digestA.Rounded.SavingPctHigh),
		rng(digestF.SavingPctLow, digestF.SavingPctHigh), rng(digestA.SavingPctLow, digestA.SavingPctHigh)))
	return out
}

// designName names a design with the current number of NICs.
func (p *Panel) designName(d model.Design, nics int) string {
	c := p.Text.Power
	format := c.DesignASICFmt
	switch d.ID {
	case model.DPUPerNIC:
		format = c.DesignDPUPerNICFmt
	case model.CX7FrontDPU:
		format = c.DesignCX7Fmt
	case model.PegasusFPGA:
		format = c.DesignFPGAFmt
	}
	return fmt.Sprintf(format, nics)
}

// chosen reports whether a design is the headline Pegasus design.
func (p *Panel) chosen(d model.Design) bool {
	if p.result.Scenario.UseASIC {
		return d.ID == model.PegasusASIC
	}
	return d.ID == model.PegasusFPGA
}

// barsPage draws each design's NIC power as a horizontal bar with its
// value beside it. Bars are drawn here rather than with ntcharts so the
// labels can be Chinese; every power is positive, so no bar is empty.
func (p *Panel) barsPage(w int) []string {
	s, g := p.Styles, p.Styles.Glyphs
	r := p.result
	out := append(kit.Lines(p.Text.Power.BarsTitle, w, s.Heading.Render), "")
	labels := make([]string, len(r.Designs))
	values := make([]string, len(r.Designs))
	labelW, valueW, most := 0, 0, 0.0
	for i, d := range r.Designs {
		mark := "  "
		if p.chosen(d) {
			mark = g.Cursor + " "
		}
		labels[i] = mark + p.designName(d, r.Scenario.NICs)
		values[i] = i18n.Number(d.NICW, 0) + " W"
		labelW, valueW, most = max(labelW, kit.Width(labels[i])), max(valueW, kit.Width(values[i])), math.Max(most, d.NICW)
	}
	styles := []func(...string) string{s.Bad.Render, s.Muted.Render, s.Eq1.Render, s.Eq2.Render}
	barW := w - labelW - valueW - 3
	for i, d := range r.Designs {
		if barW < 4 { // too narrow for bars beside labels: stack them
			out = append(out, kit.Truncate(labels[i], w, g.Ellipsis))
			out = append(out, "  "+styles[i](strings.Repeat(g.IdleBlock, barLen(d.NICW, most, max(w-valueW-3, 1))))+" "+values[i])
			continue
		}
		bar := styles[i](strings.Repeat(g.IdleBlock, barLen(d.NICW, most, barW)))
		out = append(out, kit.PadRight(labels[i], labelW)+" "+bar+" "+s.Value.Render(values[i]))
	}
	return out
}

// barLen is the length in cells of a bar for v when the longest, for most,
// fills width; a positive value always shows at least one cell.
func barLen(v, most float64, width int) int {
	if most <= 0 || v <= 0 {
		return 0
	}
	return max(1, int(math.Round(v/most*float64(width))))
}

// sitePage fits each design into the site's power budget.
func (p *Panel) sitePage(w int) []string {
	s, c := p.Styles, p.Text.Power
	r := p.result
	st := r.Scenario.Site
	out := append(kit.Lines(fmt.Sprintf(c.SiteHeadingFmt, i18n.Number(st.BudgetMW, 1), i18n.Number(st.ServerKW, 1), st.GPUsPerServer), w, s.Heading.Render), "")
	rows := [][]string{{c.ColDesign, c.ColServer, c.ColServers, c.ColGPUs, c.ColDelta}}
	var headline string
	for _, row := range r.Site {
		delta := i18n.Signed(float64(row.DeltaGPU), 0)
		if row.Design.ID == model.DPUPerNIC {
			delta = ""
		}
		rows = append(rows, []string{p.designName(row.Design, r.Scenario.NICs), i18n.Number(row.ServerW/1000, 2) + " kW",
			i18n.Int(row.Servers), i18n.Int(row.GPUs), delta})
		if p.chosen(row.Design) {
			headline = fmt.Sprintf(c.SiteHeadlineFmt, p.designName(row.Design, r.Scenario.NICs), i18n.Signed(float64(row.DeltaGPU), 0))
		}
	}
	if table := kit.Table(rows, 2, 1, 2, 3, 4); kit.Widest(table) <= w {
		out = append(out, table...)
	} else {
		for _, row := range rows[1:] {
			line := "  " + fmt.Sprintf(c.SiteRowFmt, row[1], row[2], row[3])
			if row[4] != "" {
				line += fmt.Sprintf(c.SiteGainFmt, row[4])
			}
			out = append(out, kit.Truncate(row[0], w, s.Glyphs.Ellipsis), kit.Truncate(line, w, s.Glyphs.Ellipsis))
		}
	}
	out = append(out, "")
	out = append(out, kit.Lines(headline, w, s.Accent.Render)...)
	out = append(out, "")
	return append(out, kit.Lines(fmt.Sprintf(c.SiteNoteFmt, r.Scenario.NICs), w, s.Muted.Render)...)
}
