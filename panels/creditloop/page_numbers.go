package creditloop

import (
	"fmt"

	"pegasus/i18n"
	loop "pegasus/model/credit"
	"pegasus/panels/describe"
	"pegasus/panels/kit"
)

// readoutsPage lists every derived quantity with its arithmetic, then the
// two rules side by side.
func (p *Panel) readoutsPage(w int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Credit
	pr, pt := p.params, p.point
	num := i18n.Number
	out := []string{s.Heading.Render(c.ReadoutsHeading)}
	out = append(out, kit.DefList([][2]string{
		{c.RowBatch, fmt.Sprintf(c.PacketsFmt, i18n.Int(pr.BatchKiB), pr.PacketsPerBatch())},
		{c.BatchTime, fmt.Sprintf("%s bit %s %d Gb/s = %s ns", i18n.Int(int(pr.BatchBits())), g.Div, pr.LineGbps, num(pr.BatchTimeNs(), 2))},
		{c.RowLoop, num(pr.LoopNs, 2) + " ns"},
		{c.RowBDP, fmt.Sprintf("%s ns %s %d Gb/s = %s B = %s %s", num(pr.LoopNs, 2), g.Times, pr.LineGbps,
			num(pr.BDPBytes(), 0), num(pr.BDPBatches(), 2), c.BatchUnit)},
		{c.RowFreeWindow, fmt.Sprintf("%s%s%s = %s", g.CeilOpen, num(pr.BDPBatches(), 2), g.CeilClose, c.Batches(pr.FreeWindow()))},
		{c.Window, fmt.Sprintf("%d + %d = %s = %s", pr.FreeWindow(), pr.Overdraft, c.Batches(pr.WindowBatches()),
			i18n.Bytes(float64(pr.WindowBatches()*pr.BatchBytes())))},
		{c.RowSlack, fmt.Sprintf(c.SlackValueFmt, c.Eq1Short, num(pr.SlackNs(0), 2), c.Eq2Short, num(pr.SlackNs(pr.Overdraft), 2))},
	}, w)...)
	line := float64(pr.LineGbps)
	h := pt.Headers
	bounds := func(r loop.Range) string {
		return num(r.Lower*line, 1) + "-" + num(r.Upper*line, 1)
	}
	out = append(out, "")
	out = append(out, kit.FitTable([][]string{
		{"", s.Eq1.Render(c.Eq1Short), s.Eq2.Render(c.Eq2Short)},
		{c.RowWire, num(pt.Eq1Gbps, 1) + " Gb/s", num(pt.Eq2Gbps, 1) + " Gb/s"},
		{c.RowShare, num(100*pt.Eq1Gbps/line, 1) + "%", num(100*pt.Eq2Gbps/line, 1) + "%"},
		{c.RowGoodput, num(h.GoodputGbps(pt.Eq1Gbps), 1) + " Gb/s", num(h.GoodputGbps(pt.Eq2Gbps), 1) + " Gb/s"},
		{c.RowRunBounds, bounds(pt.Eq1Bound.Run), bounds(pt.Eq2Bound.Run)},
		{c.RowBounds, bounds(pt.Eq1Bound.Steady), bounds(pt.Eq2Bound.Steady)},
	}, 2, w, 1, 2)...)
	out = append(out, "")
	for _, l := range kit.Wrap(fmt.Sprintf(c.HeadersFmt, h.RoCE(), h.Encap(), h.Framing(), h.Total(), num(100*h.PayloadShare(), 2)), w) {
		out = append(out, s.Muted.Render(l))
	}
	for _, l := range kit.Wrap(fmt.Sprintf(c.BoundsNoteFmt, g.Le, g.Le, i18n.Int(pr.Batches)), w) {
		out = append(out, s.Muted.Render(l))
	}
	for _, l := range kit.Wrap(fmt.Sprintf(c.UnitsNoteFmt, i18n.Int(pr.BatchKiB), i18n.Int(pr.BatchBytes()), num(pr.BatchTimeNs(), 2), i18n.Int(pr.BatchKiB*1000), num(float64(pr.BatchKiB*1000*8)/float64(pr.LineGbps), 2), g.ModelMark), w) {
		out = append(out, s.Muted.Render(l))
	}
	return out
}

// referencePage sets the seed's figures beside the model's, then the
// testbed's measured ranges against the model at the current settings.
func (p *Panel) referencePage(w int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Credit
	out := []string{s.Heading.Render(c.ReferenceHeading)}
	rows := [][]string{{c.ColFigure, c.ColSeed, c.ColModel, c.ColDiff, ""}}
	for _, r := range p.ref {
		verdict := describe.FigureVerdict(p.Text, g, r)
		switch {
		case r.Kind.Counts() && r.Pass():
			verdict = s.Good.Render(verdict)
		case r.Kind.Counts():
			verdict = s.Bad.Render(verdict)
		default:
			verdict = s.Muted.Render(verdict)
		}
		rows = append(rows, []string{p.Text.Check.Label(string(r.ID)), describe.FigureDigest(p.Text, r), describe.FigureEngine(p.Text, r), describe.FigureDiff(p.Text, r), verdict})
	}
	table := kit.Table(rows, 2, 1, 2, 3)
	if kit.Widest(table) <= w {
		out = append(out, table...)
	} else {
		// Too narrow for columns: each figure's name, then its numbers.
		for _, r := range rows[1:] {
			out = append(out, kit.Truncate(r[0], w, g.Ellipsis))
			out = append(out, kit.Truncate(fmt.Sprintf("  %s %s  %s %s  %s %s  %s", c.ColSeed, r[1], c.ColModel, r[2], c.ColDiff, r[3], r[4]), w, g.Ellipsis))
		}
	}
	for _, l := range kit.Wrap(c.ReferenceNote, w) {
		out = append(out, s.Muted.Render(l))
	}
	out = append(out, "")
	out = append(out, p.anchorLines(w)...)
	out = append(out, "", s.Heading.Render(c.TestbedHeading))
	out = append(out, p.testbedLines(w, c.TestbedEq1, 323, 383, p.point.Eq1Gbps, p.curve.Eq1Gbps)...)
	out = append(out, p.testbedLines(w, c.TestbedEq2, 385, 387, p.point.Eq2Gbps, p.curve.Eq2Gbps)...)
	return out
}

// testbedLines compares a measured range with the model now, and says at
// which jitter the model's curve passes through that range.
func (p *Panel) testbedLines(w int, name string, lo, hi, model float64, curve []float64) []string {
	s, c := p.Styles, p.Text.Credit
	where := c.Inside
	switch {
	case model < lo:
		where = c.Below
	case model > hi:
		where = c.Above
	}
	grid := p.curve.JitterNs
	from, okFrom := loop.JitterForThroughput(grid, curve, hi)
	to, okTo := loop.JitterForThroughput(grid, curve, lo)
	var span string
	switch {
	case !okFrom:
		span = c.TestbedNever
	case !okTo:
		span = fmt.Sprintf(c.TestbedJitterOpenFmt, i18n.Number(from, 0))
	default:
		span = fmt.Sprintf(c.TestbedJitterFmt, i18n.Number(from, 0), i18n.Number(to, 0))
	}
	text := fmt.Sprintf(c.TestbedFmt, name, i18n.Number(lo, 0), i18n.Number(hi, 0), i18n.Number(model, 1), where, span)
	var out []string
	for _, l := range kit.Wrap(text, w) {
		out = append(out, s.Text.Render(l))
	}
	return out
}

// formulasPage writes both rules and the bounds with the current numbers.
func (p *Panel) formulasPage(w int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Credit
	pr, pt := p.params, p.point
	num := i18n.Number
	b := num(pr.BatchTimeNs(), 2)
	f := pr.FreeWindow()
	bits := i18n.Int(int(pr.BatchBits()))
	gap := func(gbps float64) string { return num(pr.BatchBits()/gbps, 2) }
	var out []string
	add := func(style func(...string) string, text string) {
		for _, l := range kit.Wrap(text, w) {
			out = append(out, style(l))
		}
	}
	add(s.Eq1.Render, fmt.Sprintf(p.Text.Shell.NamedFmt, c.Eq1Long, "send = min(re_data, re_credit)"))
	add(s.Text.Render, "  "+c.Eq1Rule)
	add(s.Value.Render, fmt.Sprintf("  s[n] = max(s[n-1] + %s, r[n-%d])", b, f))
	add(s.Eq2.Render, fmt.Sprintf(p.Text.Shell.NamedFmt, fmt.Sprintf(c.Eq2LongFmt, c.Batches(pr.Overdraft)), "send = batch if re_credit >= 0"))
	add(s.Text.Render, "  "+fmt.Sprintf(c.Eq2RuleFmt, c.Batches(pr.Overdraft), c.Batches(pr.Overdraft)))
	add(s.Value.Render, fmt.Sprintf("  s[n] = max(s[n-1] + %s, r[n-%d])", b, f+pr.Overdraft))
	add(s.Heading.Render, c.BothRules)
	add(s.Value.Render, fmt.Sprintf("  r[n] = max(r[n-1], s[n] + %s + %s u[n])", num(pr.LoopNs, 2), num(pr.JitterNs, 0)))
	add(s.Text.Render, "  "+c.UniformNote)
	add(s.Value.Render, "  "+fmt.Sprintf(p.Text.Shell.NamedFmt, c.Eq1Short, fmt.Sprintf("%s bit %s %s ns = %s Gb/s", bits, g.Div, gap(pt.Eq1Gbps), num(pt.Eq1Gbps, 1))))
	add(s.Value.Render, "  "+fmt.Sprintf(p.Text.Shell.NamedFmt, c.Eq2Short, fmt.Sprintf("%s bit %s %s ns = %s Gb/s", bits, g.Div, gap(pt.Eq2Gbps), num(pt.Eq2Gbps, 1))))
	add(s.Heading.Render, fmt.Sprintf(p.Text.Shell.NamedFmt, c.RowBounds, fmt.Sprintf("W/(L+J) %s %s %s W/(L+J/2)", g.Le, c.ThroughputOverLine, g.Le)))
	line := float64(pr.LineGbps)
	for _, r := range []struct {
		name string
		win  int
		b    loop.Bounds
		thr  float64
	}{{c.Eq1Short, f, pt.Eq1Bound, pt.Eq1Gbps}, {c.Eq2Short, f + pr.Overdraft, pt.Eq2Bound, pt.Eq2Gbps}} {
		lj := pr.LoopNs + pr.JitterNs
		add(s.Value.Render, "  "+fmt.Sprintf(p.Text.Shell.NamedFmt, r.name,
			fmt.Sprintf("W = %d %s %s = %s ns", r.win, g.Times, b, num(r.b.WindowNs, 2))))
		add(s.Value.Render, fmt.Sprintf("    min(1, %s/%s) = %s %s %s %s min(1, %s/%s) = %s",
			num(r.b.WindowNs, 2), num(lj, 2), num(r.b.Steady.Lower, 3), g.Le, num(r.thr/line, 3), g.Le,
			num(r.b.WindowNs, 2), num(pr.LoopNs+pr.JitterNs/2, 2), num(r.b.Steady.Upper, 3)))
	}
	add(s.Muted.Render, fmt.Sprintf(c.RunBoundsNoteFmt, i18n.Int(pr.Batches)))
	return out
}

// costPage compares what the paper's 16 KB batch (read as 16 KiB) and another batch size
// cost: the current one, or 64 KiB while the current one is 16 KiB.
func (p *Panel) costPage(w int) []string {
	s, c := p.Styles, p.Text.Credit
	base := p.params
	base.BatchKiB = 16
	other := p.params
	if other.BatchKiB == 16 {
		other.BatchKiB = 64
	}
	a, b := loop.CostFor(base), loop.CostFor(other)
	head := fmt.Sprintf(c.CostOtherFmt, i18n.Int(other.BatchKiB))
	if p.params.BatchKiB == 16 {
		head = fmt.Sprintf(c.CostCompareFmt, i18n.Int(other.BatchKiB))
	}
	rows := [][]string{
		{"", fmt.Sprintf(c.CostPaperFmt, s.Glyphs.ModelMark), head},
		{c.CostInFlight, i18n.Bytes(float64(a.InFlightBytes)), i18n.Bytes(float64(b.InFlightBytes))},
		{fmt.Sprintf(c.CostIncastFmt, p.params.IncastN), i18n.Bytes(float64(a.IncastQueueBytes)), i18n.Bytes(float64(b.IncastQueueBytes))},
		{c.CostDrain, i18n.DurationWith(a.IncastDrainNs, p.Styles.Glyphs.Micro), i18n.DurationWith(b.IncastDrainNs, p.Styles.Glyphs.Micro)},
		{c.CostCredits, perSecond(a.CreditsPerSecond), perSecond(b.CreditsPerSecond)},
		{c.CostMsgBatches, i18n.Int(a.MessageBatches), i18n.Int(b.MessageBatches)},
		{c.CostOverGrant, overGrant(a), overGrant(b)},
	}
	out := []string{s.Heading.Render(c.CostHeading)}
	if table := kit.Table(rows, 2, 1, 2); kit.Widest(table) <= w {
		out = append(out, table...)
	} else {
		// Too narrow for columns: each figure's name, then both values.
		for _, r := range rows[1:] {
			out = append(out, r[0])
			for _, v := range []string{fmt.Sprintf(p.Text.Shell.NamedFmt, rows[0][1], r[1]), fmt.Sprintf(p.Text.Shell.NamedFmt, rows[0][2], r[2])} {
				out = append(out, kit.Truncate("  "+v, w, p.Styles.Glyphs.Ellipsis))
			}
		}
	}
	out = append(out, "")
	for _, l := range kit.Wrap(fmt.Sprintf(c.CostNoteFmt, p.params.IncastN), w) {
		out = append(out, s.Muted.Render(l))
	}
	return out
}

// perSecond formats a rate with an SI prefix.
func perSecond(v float64) string {
	switch {
	case v >= 1e6:
		return i18n.Number(v/1e6, 2) + " M/s"
	case v >= 1e3:
		return i18n.Number(v/1e3, 1) + " k/s"
	}
	return i18n.Number(v, 0) + " /s"
}

// overGrant formats the unused credit of a 1 MB message.
func overGrant(c loop.Cost) string {
	return i18n.Int(c.OverGrantBytes) + " B (" + i18n.Number(100*c.OverGrantFraction, 1) + "%)"
}

// anchorLines shows Panel 1's four anchors at several loop times beside
// the digest's, the model's L marked: they hold only there.
func (p *Panel) anchorLines(w int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Credit
	num := i18n.Number
	head := []string{c.ColLoop, c.Eq1Short + " 16 KiB", c.Eq2Short + " 16 KiB", c.Eq1Short + " 64 KiB", c.Eq2Short + " 64 KiB"}
	rows := [][]string{head, {c.AnchorsDigest, "342", "379", "352", "400"}}
	for _, a := range p.anchors {
		l := num(a.LoopNs, 2)
		if a.LoopNs == loop.DefaultLoopNs {
			l += g.ModelMark + " " + c.AnchorsModelL
		}
		rows = append(rows, []string{l, num(a.Eq1At16K, 1), num(a.Eq2At16K, 1), num(a.Eq1At64K, 1), num(a.Eq2At64K, 1)})
	}
	out := kit.Lines(c.AnchorsHeading, w, s.Heading.Render)
	out = append(out, kit.FitTable(rows, 2, w, 1, 2, 3, 4)...)
	for _, l := range kit.Wrap(c.AnchorsNote, w) {
		out = append(out, s.Muted.Render(l))
	}
	return out
}
