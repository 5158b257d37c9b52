package evidence

import (
	"fmt"

	"pegasus/model/gain"
	"pegasus/panels/kit"
)

// chartMaxPct is the printed-gain range the chart covers.
const chartMaxPct = 60

// gainChart draws the usual gain against the printed one over 0-60 %,
// with the line where the two would agree and the current gain marked.
func (p *Panel) gainChart(w, h int) []string {
	s, g := p.Styles, p.Styles.Glyphs
	key := fmt.Sprint(w, h)
	chart := p.Chart(&p.chart, key, func() kit.LineChart {
		equal, usualLine := p.gainSeries(gain.Curve(chartMaxPct, 121))
		return kit.LineChart{
			Width: w, Height: h,
			MinX: 0, MaxX: chartMaxPct, MinY: 0, MaxY: 150,
			XLabel: func(v float64) string { return fmt.Sprintf("%.0f", v) },
			YLabel: func(v float64) string { return fmt.Sprintf("%.0f", v) },
			XTicks: 6, YTicks: 3,
			Series: []kit.Series{equal, usualLine},
			XUnit:  "%", AxisStyle: s.Axis, LabelStyle: s.Muted, Glyphs: g,
		}
	})
	return chart.MarkedLines(p.conv.PrintedPct, g.MarkCurrent, s.Marker)
}

// gainSeries are the chart's two lines: where both conventions would agree
// (dotted), and the usual gain against the printed one (solid).
func (p *Panel) gainSeries(printed, usual []float64) (equalLine, usualLine kit.Series) {
	s := p.Styles
	return kit.Series{Key: "equal", X: []float64{0, chartMaxPct}, Y: []float64{0, chartMaxPct}, Style: s.Muted, Stroke: kit.Dotted, Mark: '.'},
		kit.Series{Key: "usual", X: printed, Y: usual, Style: s.Eq2, Mark: 'u'}
}
