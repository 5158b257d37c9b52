package evidence

import (
	"fmt"
	"strings"

	"pegasus/model/gain"
	"pegasus/panels/kit"
)

// chartCache keeps the converter chart, which changes only with the size
// and the theme; the current gain is laid over it as a mark.
type chartCache struct {
	key string
	out kit.RenderedChart
}

// chartMaxPct is the printed-gain range the chart covers.
const chartMaxPct = 60

// gainChart draws the usual gain against the printed one over 0-60 %,
// with the line where the two would agree and the current gain marked.
func (p *Panel) gainChart(w, h int) []string {
	s, g := p.styles, p.styles.Glyphs
	key := fmt.Sprint(w, h, s.Theme, g.AxisV)
	if p.chart.key != key {
		printed, usual := gain.Curve(chartMaxPct, 121)
		p.chart.key = key
		p.chart.out = kit.LineChart{
			Width: w, Height: h,
			MinX: 0, MaxX: chartMaxPct, MinY: 0, MaxY: 150,
			XLabel: func(v float64) string { return fmt.Sprintf("%.0f", v) },
			YLabel: func(v float64) string { return fmt.Sprintf("%.0f", v) },
			XTicks: 6, YTicks: 3,
			Series: []kit.Series{
				{X: []float64{0, chartMaxPct}, Y: []float64{0, chartMaxPct}, Style: s.Muted},
				{X: printed, Y: usual, Style: s.Eq2},
			},
			AxisStyle: s.Axis, LabelStyle: s.Muted, Glyphs: g,
		}.Render()
	}
	if p.chart.out.View == "" {
		return nil
	}
	return strings.Split(p.chart.out.Mark(p.conv.PrintedPct, g.MarkCurrent, s.Marker), "\n")
}
