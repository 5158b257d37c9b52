package incast

import (
	"fmt"
	"math"

	"pegasus/i18n"
	"pegasus/model/incast"
	"pegasus/panels/kit"
)

// bufferPage relates the bandwidth-delay product to the switch buffer at
// 100 to 800 Gb/s: the buffer holds fewer round trips at each faster
// line, and DCQCN's incast peak takes a growing share of it while the
// credits' stays small. Bars show each control's peak as a share of the
// buffer, then a table gives the numbers.
func (p *Panel) bufferPage(w int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Incast
	b := p.buffer
	out := p.heading(c.BufferTitle, w, engBuffer)
	out = append(out, kit.Prose(fmt.Sprintf(c.BufferLeadFmt, p.count(b.params.Senders, "senders"), g.Times, p.count(b.params.QPsPerSender, "QPs"),
		i18n.Number(incast.BufferGrowthPerDoubling, 1)), w, s.Text.Render)...)
	out = append(out, "")
	out = append(out, p.bufferBars(w)...)
	out = append(out, "")
	out = append(out, p.bufferTable(w)...)
	out = append(out, "")
	return append(out, kit.Prose(fmt.Sprintf(c.BufferNoteFmt, i18n.Number(incast.BufferGrowthPerDoubling, 1)), w, s.Muted.Render)...)
}

// bufferBars draws, for each line rate, each control's peak queue as a
// share of that rate's buffer.
func (p *Panel) bufferBars(w int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Incast
	labels := []string{c.ColCredit, c.ColDCQCN}
	lw := 0
	for _, l := range labels {
		lw = max(lw, kit.Width(l))
	}
	rateW := len("800 Gb/s")
	barW := max(4, w-rateW-lw-12)
	most := 0.0
	for _, r := range p.buffer.rows {
		most = math.Max(most, math.Max(r.CreditPeakPct, r.DCQCNPeakPct))
	}
	scale := kit.NiceCeil(math.Max(most, 1))
	out := kit.Lines(fmt.Sprintf(c.BufferBarsFmt, pct(scale, 0)), w, s.Muted.Render)
	for _, r := range p.buffer.rows {
		for i, v := range []float64{r.CreditPeakPct, r.DCQCNPeakPct} {
			rate, style := gbps(float64(r.LineGbps), 0), s.Eq2 // the rate once, on the credits' bar
			if i == 1 {
				rate, style = "", s.Eq1
			}
			line := s.Muted.Render(kit.PadLeft(rate, rateW)) + " " + kit.PadRight(labels[i], lw) + " " + style.Render(bar(g, v/scale, barW)) + " " + pct(v, 1)
			out = append(out, kit.Truncate(line, w, g.Ellipsis))
		}
	}
	return out
}

// bufferRows are the table's rows: each line rate's BDP, buffer, buffer in
// BDPs, the pile-up of one round trip, and both controls' peaks.
func (p *Panel) bufferRows() [][]string {
	c := p.Text.Incast
	rows := [][]string{{c.ColRate, c.ColBDP, c.ColBuffer, c.ColBufferBDPs, c.ColPileUp, c.ColCreditPeak, c.ColDCQCNPeak}}
	for _, r := range p.buffer.rows {
		rows = append(rows, []string{gbps(float64(r.LineGbps), 0), kib(r.BDPKiB), kib(r.BufferKiB), i18n.Number(r.BufferBDPs, 0),
			kib(r.ReactionKiB), kib(r.CreditPeakKiB), kib(r.DCQCNPeakKiB)})
	}
	return rows
}

// bufferTable is the numbers behind the bars.
func (p *Panel) bufferTable(w int) []string {
	return kit.FitTable(p.bufferRows(), 2, w, 0, 1, 2, 3, 4, 5, 6)
}
