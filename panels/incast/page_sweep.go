package incast

import (
	"fmt"
	"math"
	"strings"

	"pegasus/i18n"
	"pegasus/model/incast"
	"pegasus/panels/kit"
)

// sweepPage sets the model's sweep over QP counts against the digest's
// reading of Figure 14: first the verdicts, then the credits' cut of
// queueing delay up to 64 QPs and both controls' bandwidth loss above,
// each chart with the digest's range drawn as two flat lines, DCQCN's
// loss under every mechanism against the digest's, what moves the delay
// cut, the points as a table and what the model does not reproduce.
func (p *Panel) sweepPage(w, h int) []string {
	s, c := p.Styles, p.Text.Incast
	sw := p.shown()
	params := p.sweep.params
	out := p.heading(fmt.Sprintf(c.SweepTitleFmt, p.count(sw.Senders, "senders"), i18n.Int(params.LineGbps),
		p.presetName(incast.PresetOf(params.DCQCN).String()), p.mechanismName(p.settings.Incast.Mechanism)), w, engSweep)
	out = append(out, p.sweepVerdicts(w)...)
	low, high := splitPoints(sw.Points)
	ch := max(8, min(14, (h-len(out)-6)/2))
	if len(low) > 0 {
		out = append(append(out, ""), kit.Lines(c.CutChartTitle, w, s.Heading.Render)...)
		out = append(out, p.drawn("cut", w, ch, p.chartKey(), func() kit.LineChart { return p.drawCut(low, w, ch) })...)
		cr, band := p.cutSeries(low)
		out = append(out, p.Legend(w, 3, p.SeriesEntry(cr, c.LegendModelCut), p.BandEntry(band, c.LegendDigestRange))...)
	}
	if len(high) > 0 {
		out = append(append(out, ""), kit.Lines(c.LossChartTitle, w, s.Heading.Render)...)
		out = append(out, p.drawn("loss", w, ch, p.chartKey(), func() kit.LineChart { return p.drawLoss(high, w, ch) })...)
		cr, dc, bands := p.lossSeries(high)
		out = append(out, p.Legend(w, 3, p.SeriesEntry(cr, c.LegendCredit), p.SeriesEntry(dc, c.LegendDCQCN),
			p.BandEntry(bands[0], c.LegendDigestDCQCN), p.BandEntry(bands[1], c.LegendDigestCredit))...)
	}
	out = append(out, "")
	out = append(out, p.mechanismLines(w)...)
	out = append(out, "")
	out = append(out, p.cutInputLines(w)...)
	out = append(out, "")
	out = append(out, p.sweepTable(w)...)
	out = append(out, "")
	out = append(out, p.sweepNotes(w)...)
	return out
}

// shown is the sweep seen with DCQCN under the mechanism on the knobs:
// every mechanism ran, so a move of that knob needs no new run.
func (p *Panel) shown() incast.SweepResult {
	return p.sweep.result.For(p.settings.Incast.Mechanism)
}

// chartKey is what the sweep's charts depend on: the run's parameters and
// the mechanism shown.
func (p *Panel) chartKey() any {
	return struct {
		params incast.Params
		mech   incast.Mechanism
	}{p.sweep.params, p.settings.Incast.Mechanism}
}

// mechanismName is a mechanism's name in the user's language.
func (p *Panel) mechanismName(m incast.Mechanism) string {
	return p.Text.Knob.Value("incast.dcqcn_mechanism", m.String())
}

// mechanismLines set DCQCN's loss above 64 QPs under every mechanism
// beside the digest's 20.2-32.5 %, with each one's source and parameters,
// and say which comes closest and why none lands.
func (p *Panel) mechanismLines(w int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Incast
	res := p.sweep.result
	out := kit.Lines(c.MechTitle, w, s.Heading.Render)
	out = append(out, kit.Prose(c.NoCauseNote, w, s.Text.Render)...)
	rows := [][]string{{c.ColMechanism, c.ColLossAbove, c.ColCutBelow}}
	for i, m := range res.Mechanisms {
		name := "  " + p.mechanismName(incast.Mechanism(i))
		if incast.Mechanism(i) == p.settings.Incast.Mechanism {
			name = g.Cursor + " " + p.mechanismName(incast.Mechanism(i))
		}
		in := g.Cross
		if m.InSeedRange {
			in = g.Check
		}
		rows = append(rows, []string{name, in + " " + rangePct(m.LossMinPct, m.LossMaxPct, 2), rangePct(m.DelayCutMinPct, m.DelayCutMaxPct, 1)})
	}
	out = append(out, kit.FitTable(rows, 2, w, 1, 2)...)
	var lands []string
	for i, m := range res.Mechanisms {
		if m.InSeedRange {
			lands = append(lands, p.mechanismName(incast.Mechanism(i)))
		}
	}
	if len(lands) > 0 {
		out = append(out, kit.Prose(fmt.Sprintf(c.LandsFmt, strings.Join(lands, p.Text.Shell.ListSep)), w, s.Accent.Render)...)
	} else {
		cl := res.Mechanisms[res.Closest]
		out = append(out, kit.Prose(fmt.Sprintf(c.ClosestFmt, p.mechanismName(incast.Mechanism(res.Closest)),
			i18n.Range(cl.LossMinPct, cl.LossMaxPct, 2)), w, s.Accent.Render)...)
	}
	for i := range res.Mechanisms {
		name := incast.Mechanism(i).String()
		out = append(out, kit.Prose(fmt.Sprintf(p.Text.Shell.NamedFmt, p.mechanismName(incast.Mechanism(i)), c.MechanismDocs[name]), w, s.Muted.Render)...)
	}
	return out
}

// cutInputLines list what the credits' cut of queueing delay up to 64
// QPs becomes when one input moves, beside the digest's 44.6-82.7 %.
func (p *Panel) cutInputLines(w int) []string {
	s, c := p.Styles, p.Text.Incast
	sh := p.shown().Shape
	out := kit.Lines(fmt.Sprintf(c.CutInputsTitleFmt, i18n.Range(sh.DelayCutMinPct, sh.DelayCutMaxPct, 1)), w, s.Heading.Render)
	if p.cut == nil {
		return append(out, p.Computing()...)
	}
	if p.stale(engCut) {
		out = append(out, p.Computing()...)
	}
	t := incast.Knobs()
	rows := [][]string{{c.ColInput, c.ColValue, c.ColCut}}
	for _, r := range p.cut.rows {
		if r.Key == "" {
			rows = append(rows, []string{c.CutAsSet, "", rangePct(r.MinPct, r.MaxPct, 1)})
			continue
		}
		f, _ := t.Field(r.Key)
		rows = append(rows, []string{p.Text.Knob.Label("incast." + r.Key), kit.KnobValue(p.Text, p.Styles.Glyphs, "incast", f.Spec, r.Value),
			rangePct(r.MinPct, r.MaxPct, 1)})
	}
	out = append(out, kit.FitTable(rows, 2, w, 1, 2)...)
	return append(out, kit.Prose(c.CutInputsNote, w, s.Muted.Render)...)
}

// splitPoints separates the points Figure 14 compares by delay (up to
// 64 QPs) from those it compares by bandwidth.
func splitPoints(points []incast.SweepPoint) (low, high []incast.SweepPoint) {
	for _, pt := range points {
		if pt.QPs <= incast.Fig14SplitQPs {
			low = append(low, pt)
		} else {
			high = append(high, pt)
		}
	}
	return low, high
}

// sweepVerdicts say, claim by claim, whether the direction holds and
// whether the values fall in the digest's range.
func (p *Panel) sweepVerdicts(w int) []string {
	s := p.Styles
	sh := p.shown().Shape
	var out []string
	for k, text := range p.verdictTexts() {
		ok := []bool{sh.DelayCutPositive, sh.CreditWithinSeed, sh.DCQCNLossInSeedRange}[k]
		for i, l := range kit.Wrap(text, max(1, w-3)) {
			lead := "   "
			if i == 0 {
				lead = p.verdict(ok) + strings.Repeat(" ", max(1, 3-kit.Width(p.Styles.Glyphs.Check)))
			}
			out = append(out, lead+s.Text.Render(l))
		}
	}
	return out
}

// verdictTexts are the three claims of Figure 14 against the sweep shown:
// the delay cut up to 64 QPs, the credits' loss and DCQCN's above.
func (p *Panel) verdictTexts() []string {
	c := p.Text.Incast
	sw := p.shown()
	sh := sw.Shape
	cutWord := c.OutsideDigestRange
	switch {
	case sh.DelayCutInSeedRange:
		cutWord = c.InDigestRange
	case sh.DelayCutPositive:
		cutWord = c.DirectionHolds
	}
	lossWord := c.NotReproduced
	if sh.DCQCNLossInSeedRange {
		lossWord = c.InDigestRange
	}
	return []string{
		fmt.Sprintf(c.VerdictCutFmt, i18n.Range(sh.DelayCutMinPct, sh.DelayCutMaxPct, 1), cutWord),
		fmt.Sprintf(c.VerdictCreditLossFmt, i18n.Number(sh.CreditLossMaxPct, 3), i18n.Number(sw.WireLossPct, 2)),
		fmt.Sprintf(c.VerdictDCQCNLossFmt, i18n.Range(sh.DCQCNLossMinPct, sh.DCQCNLossMaxPct, 3), lossWord),
	}
}

// qpLabel names point i of points on a categorical x axis.
func qpLabel(points []incast.SweepPoint) func(float64) string {
	return func(v float64) string {
		i := int(math.Round(v))
		if i < 0 || i >= len(points) {
			return ""
		}
		return fmt.Sprint(points[i].QPs)
	}
}

// cutSeries is the model's cut of queueing delay at each point up to 64
// QPs (x is the point's index) and the digest's range, drawn as a band.
func (p *Panel) cutSeries(low []incast.SweepPoint) (kit.Series, kit.Band) {
	s, g := p.Styles, p.Styles.Glyphs
	cr := kit.Series{Key: "cut", Style: s.Eq2, Mark: 'c'}
	for i, pt := range low {
		cr.X, cr.Y = append(cr.X, float64(i)), append(cr.Y, pt.DelayCutPct)
	}
	return cr, kit.Band{Key: "digest-cut", Lo: incast.SeedDelayCutMinPct, Hi: incast.SeedDelayCutMaxPct, Rune: g.RefLine, Style: s.Muted}
}

// drawCut describes the chart of the cut of queueing delay against QPs.
func (p *Panel) drawCut(low []incast.SweepPoint, w, h int) kit.LineChart {
	s, g := p.Styles, p.Styles.Glyphs
	cr, band := p.cutSeries(low)
	minY := math.Min(0, 20*math.Floor(minOf(cr.Y)/20))
	return kit.LineChart{
		Width: chartWidth(w), Height: h,
		MinX: 0, MaxX: float64(max(len(low)-1, 1)), MinY: minY, MaxY: 100,
		XLabel: qpLabel(low), YLabel: plainNumber,
		XTicks: max(len(low)-1, 1), YTicks: 4, XUnit: p.Text.Incast.AxisQPs,
		Series: []kit.Series{cr}, Bands: []kit.Band{band},
		AxisStyle: s.Axis, LabelStyle: s.Muted, Glyphs: g,
	}
}

// lossSeries are both controls' bandwidth loss above 64 QPs and the
// digest's bounds, each drawn in its own rune: DCQCN's 20.2-32.5 % and
// the credits' 3 %.
func (p *Panel) lossSeries(high []incast.SweepPoint) (credit, dcqcn kit.Series, bands [2]kit.Band) {
	s, g := p.Styles, p.Styles.Glyphs
	credit = kit.Series{Key: "credit", Style: s.Eq2, Mark: 'c'}
	// DCQCN's curve carries its marks: in the model both losses sit near
	// zero, one on the other.
	dcqcn = kit.Series{Key: "dcqcn", Style: s.Eq1, Stroke: kit.Dashed, Mark: 'd', Marked: true}
	for i, pt := range high {
		credit.X, credit.Y = append(credit.X, float64(i)), append(credit.Y, pt.Credit.LossPct)
		dcqcn.X, dcqcn.Y = append(dcqcn.X, float64(i)), append(dcqcn.Y, pt.DCQCN.LossPct)
	}
	return credit, dcqcn, [2]kit.Band{
		{Key: "digest-dcqcn", Lo: incast.SeedDCQCNLossMinPct, Hi: incast.SeedDCQCNLossMaxPct, Rune: g.RefLine, Style: s.Muted},
		{Key: "digest-credit", Lo: incast.SeedCreditLossMaxPct, Hi: incast.SeedCreditLossMaxPct, Rune: g.RefDots, Style: s.Muted},
	}
}

// drawLoss describes the chart of the bandwidth loss against QPs.
func (p *Panel) drawLoss(high []incast.SweepPoint, w, h int) kit.LineChart {
	s, g := p.Styles, p.Styles.Glyphs
	cr, dc, bands := p.lossSeries(high)
	maxY := math.Max(40, 10*math.Ceil(math.Max(maxOf(cr.Y), maxOf(dc.Y))/10))
	return kit.LineChart{
		Width: chartWidth(w), Height: h,
		MinX: 0, MaxX: float64(max(len(high)-1, 1)), MinY: 0, MaxY: maxY,
		XLabel: qpLabel(high), YLabel: plainNumber,
		XTicks: max(len(high)-1, 1), YTicks: 4, XUnit: p.Text.Incast.AxisQPs,
		Series: []kit.Series{cr, dc}, Bands: bands[:],
		AxisStyle: s.Axis, LabelStyle: s.Muted, Glyphs: g,
	}
}

// sweepTable lists every point: both controls' queueing delay, the cut,
// both bandwidth losses and the pause frames.
func (p *Panel) sweepTable(w int) []string {
	c := p.Text.Incast
	rows := [][]string{{c.ColQPs, c.ColCreditDelay, c.ColDCQCNDelay, c.ColCut, c.ColCreditLoss, c.ColDCQCNLoss, c.ColPauses}}
	for _, pt := range p.shown().Points {
		rows = append(rows, []string{i18n.Int(pt.QPs), p.us(pt.Credit.MeanQueueDelayUs), p.us(pt.DCQCN.MeanQueueDelayUs),
			pct(pt.DelayCutPct, 1), pct(pt.Credit.LossPct, 3), pct(pt.DCQCN.LossPct, 3),
			i18n.Int(pt.Credit.PFCPauses) + " / " + i18n.Int(pt.DCQCN.PFCPauses)})
	}
	return kit.FitTable(rows, 2, w, 0, 1, 2, 3, 4, 5, 6)
}

// sweepNotes say how the sweep was measured, why the credits queue more
// above 64 QPs when they do, and where the model parts from the testbed.
func (p *Panel) sweepNotes(w int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Incast
	sw := p.sweep
	var out []string
	_, high := splitPoints(p.shown().Points)
	for _, pt := range high {
		if pt.Credit.MeanQueueDelayUs > pt.DCQCN.MeanQueueDelayUs {
			batch := kib(float64(sw.params.BatchKiB * sw.params.Overdraft))
			out = append(out, kit.Prose(fmt.Sprintf(c.CreditQueueAboveFmt, batch, i18n.Int(pt.QPs), kib(pt.Credit.MeanQueueKiB),
				kib(pt.DCQCN.MeanQueueKiB)), w, s.Text.Render)...)
			out = append(out, "")
			break
		}
	}
	out = append(out, kit.Prose(p.Doc.Section("sweepgap"), w, s.Accent.Render)...)
	out = append(out, "")
	return append(out, kit.Prose(fmt.Sprintf(c.SweepSetupFmt, i18n.Number(incast.SweepWarmupUs, 0), g.Micro, i18n.Number(incast.SweepWindowUs, 0),
		g.Micro), w, s.Muted.Render)...)
}
