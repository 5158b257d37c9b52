package spraying

import (
	"fmt"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// retxPage compares the two triggers: needless retransmissions without
// loss, and how soon a real loss is asked for.
func (p *Panel) retxPage(w int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Spray
	out := p.Heading(c.RetxTitle, w, p.stale(engRetx))
	rows := [][]string{{c.ColPolicy, c.ColSpurious, c.ColRequests, c.ColDetect}}
	names := []string{c.PolicyOOO, c.PolicyBoth}
	for i := range names {
		clean, lossy := p.retx.clean[i], p.retx.lossy[i]
		detect := c.NoLossDrawn
		if lossy.Losses > 0 {
			detect = i18n.DurationWith(lossy.MeanDetectUs*1000, g.Micro) + " / " + i18n.DurationWith(lossy.MaxDetectUs*1000, g.Micro)
		}
		rows = append(rows, []string{names[i], i18n.Number(100*clean.SpuriousRate, 4) + " %", i18n.Int(clean.Requests), detect})
	}
	out = append(out, kit.FitTable(rows, 2, w, 1, 2, 3)...)
	out = append(out, kit.Prose(c.DigestRetx, w, s.Accent.Render)...)
	out = append(out, "")
	r := p.retx.clean[0].Params
	out = append(out, kit.Prose(fmt.Sprintf(c.RetxSetupFmt, i18n.Int(r.Packets), r.Paths, i18n.Number(r.SkewNs, 0),
		i18n.Number(r.QueueJitterNs, 0), i18n.Number(r.OOOThreshold*float64(r.Window), 1), i18n.Number(100*r.OOOThreshold, 2)+" %", r.Window,
		i18n.Number(r.MissingThreshold*float64(r.Window), 1), i18n.Number(100*r.MissingThreshold, 2)+" %", r.LossBurst), w, s.Muted.Render)...)
	lossRate := p.retx.lossy[0].Params.LossRate
	return append(out, kit.Prose(fmt.Sprintf(c.LossNoteFmt, i18n.Number(100*lossRate, 3)+" %", i18n.DurationWith(r.RTOUs*1000, g.Micro)), w, s.Muted.Render)...)
}
