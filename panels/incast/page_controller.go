package incast

import (
	"fmt"
	"math"
	"strings"

	"pegasus/i18n"
	"pegasus/model/te"
	"pegasus/panels/kit"
)

// Timeline glyphs: plain ASCII, the same in every glyph set.
const (
	tlOnset  = '!'
	tlHot    = ':'
	tlCalm   = '.'
	tlWrong  = 'x'
	tlRight  = '+'
	tlRelief = '*'
)

// controllerPage draws the distribution of the old controller's relief
// times with the digest's 95 s and the model's mean marked, its summary
// beside the digest, one episode as a timeline and as a list of events,
// and what spraying with credits needs instead.
func (p *Panel) controllerPage(w, h int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Incast
	r := p.te.result
	out := p.heading(fmt.Sprintf(c.ControllerTitleFmt, r.Congested, i18n.Number(p.te.params.IntervalS, 0)), w, engTE)
	if len(r.ReliefS) == 0 {
		return append(out, kit.Prose(c.NeverCongested, w, s.Text.Render)...)
	}
	return p.ChartPage(w, h, kit.ChartLayout{
		Heading: out,
		Caption: c.ReliefAxis,
		Chart: func(rows int) []string {
			return p.drawn("relief", w, rows, p.te.params, func() kit.LineChart { return p.drawRelief(w, rows) })
		},
		Legend: p.Legend(w, 3, p.SeriesEntry(p.reliefSeries(), c.LegendEpisodes),
			kit.MarkEntry(s.Marker.Render(string(g.MarkCurrent))+" "+c.LegendDigest95),
			kit.MarkEntry(s.Muted.Render(string(g.MarkBatch))+" "+fmt.Sprintf(c.LegendMeanFmt, i18n.Number(r.MeanS, 1)))),
		Blocks: [][]string{kit.FitTable(p.reliefRows(), 2, w, 1, 2), p.episodeLines(w),
			kit.Prose(fmt.Sprintf(c.SprayFmt, i18n.Number(r.SprayReactionRTTs, 0), p.us(p.te.params.RTTUs), p.us(r.SprayReliefUs),
				i18n.Number(r.SpeedUp, 0)), w, s.Accent.Render)},
		Fit: 1, Spare: 3, Min: 8, Max: 16,
	})
}

// reliefBins counts the relief times in bins of a round width from 0.
func reliefBins(relief []float64) (width float64, counts []int) {
	top := relief[len(relief)-1]
	width = kit.NiceCeil(math.Max(top, 1) / 20)
	counts = make([]int, int(top/width)+1)
	for _, v := range relief {
		counts[min(int(v/width), len(counts)-1)]++
	}
	return width, counts
}

// reliefSeries is the histogram's style: one series, solid.
func (p *Panel) reliefSeries() kit.Series {
	return kit.Series{Key: "episodes", Style: p.Styles.Eq1, Mark: '#'}
}

// drawRelief describes the histogram, drawn as a staircase, with the
// digest's 95 s and the model's mean marked.
func (p *Panel) drawRelief(w, h int) kit.LineChart {
	s, g := p.Styles, p.Styles.Glyphs
	r := p.te.result
	width, counts := reliefBins(r.ReliefS)
	hist := p.reliefSeries()
	most := 0
	for i, n := range counts {
		x0, x1 := float64(i)*width, float64(i+1)*width
		hist.X = append(hist.X, x0, x0, x1)
		hist.Y = append(hist.Y, 0, float64(n), float64(n))
		most = max(most, n)
	}
	maxX := float64(len(counts)) * width
	hist.X, hist.Y = append(hist.X, maxX), append(hist.Y, 0)
	return kit.LineChart{
		Width: chartWidth(w), Height: h,
		MinX: 0, MaxX: maxX, MinY: 0, MaxY: niceTop(float64(max(most, 1)), 2),
		XLabel: plainNumber, YLabel: plainNumber,
		XTicks: 4, YTicks: 2, XUnit: "s",
		Series: []kit.Series{hist},
		Marks: []kit.VMark{{X: 95, Rune: g.MarkCurrent, Style: s.Marker},
			{X: r.MeanS, Rune: g.MarkBatch, Style: s.Muted}},
		AxisStyle: s.Axis, LabelStyle: s.Muted, Glyphs: g,
	}
}

// reliefRows set the model's relief statistics, from the controller's
// report, beside the digest.
func (p *Panel) reliefRows() [][]string {
	c, g := p.Text.Incast, p.Styles.Glyphs
	rows := [][]string{{"", c.ColModelValue, c.ColDigest}}
	for _, r := range kit.QuantityRows(p.Text, g, te.Report(p.te.params, p.te.result),
		"mean_relief_s", "p50_relief_s", "p95_relief_s", "max_relief_s", "moves_mean", "wrong_share") {
		rows = append(rows, append(r, ""))
	}
	rows[1][2] = g.Approx + " 95 s"
	return rows
}

// episodeLines draw the first congested episode on a time line, then list
// its events.
func (p *Panel) episodeLines(w int) []string {
	s, c := p.Styles, p.Text.Incast
	ev := p.te.result.Episode
	if len(ev) == 0 {
		return nil
	}
	out := kit.Lines(c.EpisodeTitle, w, s.Heading.Render)
	start, end := ev[0].TimeS, ev[len(ev)-1].TimeS
	span := math.Max(end-start, 1e-9)
	lineW := max(8, min(w, 72))
	line := []rune(strings.Repeat("-", lineW))
	for _, e := range ev {
		col := int(math.Round((e.TimeS - start) / span * float64(lineW-1)))
		if r := timelineRune(e); rank(r) >= rank(line[col]) {
			line[col] = r
		}
	}
	out = append(out, s.Accent.Render(string(line)))
	out = append(out, kit.Lines(fmt.Sprintf(c.TimelineKeyFmt, string(tlOnset), string(tlHot), string(tlCalm), string(tlWrong),
		string(tlRight), string(tlRelief)), w, s.Muted.Render)...)
	pairs := make([][2]string, 0, len(ev))
	for _, e := range ev {
		pairs = append(pairs, [2]string{kit.PadLeft("+"+i18n.Number(e.TimeS-start, 1)+" s", 8), p.eventText(e, end-start)})
	}
	return append(out, kit.DefList(pairs, w)...)
}

// rank orders the time line's marks: where two events share a cell, the
// higher rank shows (relief, then onset, then moves, then samples).
func rank(r rune) int {
	switch r {
	case tlRelief:
		return 5
	case tlOnset:
		return 4
	case tlWrong, tlRight:
		return 3
	case tlHot:
		return 2
	case tlCalm:
		return 1
	}
	return 0
}

// timelineRune is an event's mark on the time line.
func timelineRune(e te.Event) rune {
	switch e.Kind {
	case te.Onset:
		return tlOnset
	case te.Sample:
		if e.Congested {
			return tlHot
		}
		return tlCalm
	case te.Move:
		if e.Wrong {
			return tlWrong
		}
		return tlRight
	case te.Relief:
		return tlRelief
	}
	return 0
}

// eventText says what happened at an event, in the user's language.
func (p *Panel) eventText(e te.Event, relief float64) string {
	c := p.Text.Incast
	switch e.Kind {
	case te.Onset:
		return c.EventOnset
	case te.Sample:
		if e.Congested {
			return c.EventHot
		}
		return c.EventCalm
	case te.Move:
		if e.Wrong {
			return fmt.Sprintf(c.EventWrongFmt, p.flowName(e.Flow))
		}
		return fmt.Sprintf(c.EventRightFmt, p.flowName(e.Flow))
	}
	return fmt.Sprintf(c.EventReliefFmt, i18n.Number(relief, 1))
}

// flowName names a flow of an episode: background flows first (B1, B2,
// ...), then the bursty medium flows (M1, M2, ...).
func (p *Panel) flowName(i int) string {
	b := p.te.params.BackgroundFlows
	if i < b {
		return fmt.Sprintf("B%d", i+1)
	}
	return fmt.Sprintf("M%d", i-b+1)
}
