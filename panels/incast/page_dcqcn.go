package incast

import (
	"fmt"

	"pegasus/i18n"
	"pegasus/model/incast"
	"pegasus/panels/kit"
)

// dcqcnPage lists DCQCN's parameters as the knobs set them beside both
// named sets, then the fluid model's fixed point at each QP count of the
// sweep beside the queue the simulation settled at.
func (p *Panel) dcqcnPage(w int) []string {
	s, c := p.Styles, p.Text.Incast
	d := p.settings.Incast.DCQCN
	out := p.heading(fmt.Sprintf(c.DCQCNTitleFmt, p.presetName(incast.PresetOf(d).String())), w, noEngine)
	out = append(out, kit.FitTable(p.dcqcnRows(), 2, w, 1, 2, 3, 4)...)
	out = append(out, "")
	out = append(out, kit.Prose(p.Doc.Section("presets"), w, s.Muted.Render)...)
	out = append(append(out, ""), kit.Lines(c.FixedPointTitle, w, s.Heading.Render)...)
	if p.sweep == nil {
		return append(out, p.Computing()...)
	}
	if p.stale(engSweep) {
		out = append(out, p.Computing()...)
	}
	out = append(out, kit.FitTable(p.fixedPointRows(), 2, w, 0, 1, 2, 3, 4)...)
	return append(out, kit.Prose(c.FixedPointNote, w, s.Muted.Render)...)
}

// dcqcnRows are the twelve DCQCN knobs: now, the 400 Gb/s set, the
// DCQCN paper's 40 Gb/s set and the values the connectx mechanism runs
// with in place of the knobs' (NVIDIA's defaults, the marking kept).
func (p *Panel) dcqcnRows() [][]string {
	c, g := p.Text.Incast, p.Styles.Glyphs
	now := p.settings.Incast
	scaled, paper, cx := now, now, now
	scaled.DCQCN, paper.DCQCN, cx.DCQCN = incast.DCQCNScaled400(), incast.DCQCNPaper40(), incast.ConnectXDCQCN(now.DCQCN)
	rows := [][]string{{c.ColParameter, c.ColNow, p.presetName("scaled400"), p.presetName("paper40"), p.mechanismName(incast.MechConnectX)}}
	for _, k := range kit.KnobsOf(incast.Knobs(), incast.DCQCNKeys...) {
		rows = append(rows, []string{k.Label(p.Text), k.Value(now, p.Text, g), k.Value(scaled, p.Text, g), k.Value(paper, p.Text, g),
			k.Value(cx, p.Text, g)})
	}
	return rows
}

// fixedPointRows set the fluid model's fixed point for the sweep's
// parameters beside the simulated DCQCN queue at each QP count.
func (p *Panel) fixedPointRows() [][]string {
	c := p.Text.Incast
	sw := p.sweep
	q := sw.params
	q.Mechanism = p.settings.Incast.Mechanism
	rows := [][]string{{c.ColQPs, c.ColMarking, c.ColFixedQueue, c.ColSimQueue, c.ColFixedRate}}
	for _, pt := range p.shown().Points {
		fp, err := incast.DCQCNFixedPoint(incast.EffectiveDCQCN(q), float64(sw.params.LineGbps), pt.QPs)
		if err != nil {
			continue
		}
		queue := kib(fp.QueueKiB)
		if !fp.Exists {
			queue = c.AboveKmax
		}
		rows = append(rows, []string{i18n.Int(pt.QPs), pct(100*fp.P, 3), queue, kib(pt.DCQCN.MeanQueueKiB), gbps(fp.RateGbps, 1)})
	}
	return rows
}
