package incast

import (
	"fmt"
	"math"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"pegasus/i18n"
	"pegasus/model/traffic"
	"pegasus/panels/kit"
)

// trafficTicks is the number of labelled hours on the time axis.
const trafficTicks = 3

// trafficPage draws the three tasks of section 2 at the ToR-NIC link,
// one strip each over the same three hours and the same rate scale, then
// their summaries beside the digest's figures and the message sizes.
func (p *Panel) trafficPage(w, h int) []string {
	s, c := p.Styles, p.Text.Incast
	ts := p.series
	out := p.heading(fmt.Sprintf(c.TrafficTitleFmt, ts.SampleS), w, noEngine)
	rows := max(3, (h-len(out)-2)/3-1)
	top := p.trafficTop()
	names, styles := p.taskNames(), p.taskStyles()
	var last kit.RenderedChart
	for i, ser := range ts.Series {
		out = append(out, kit.Lines(names[i], w, styles[i].Render)...)
		key := fmt.Sprint("traffic", i, w, rows, p.settings.Traffic, top)
		task := kit.Series{Key: trafficKeys[i], Y: ser.Gbps, Style: styles[i]}
		chart := p.Chart(p.chart(fmt.Sprint("traffic", i)), key, func() kit.LineChart { return p.drawTask(task, top, w, rows) })
		if chart.View == "" {
			continue
		}
		out = append(out, strings.Split(chart.View, "\n")...)
		last = chart
	}
	if last.View != "" {
		axis := kit.XAxisLine(last.PlotX, last.PlotWidth, trafficTicks, 0, trafficTicks, func(v float64) string { return fmt.Sprintf("%.0f", v) })
		if kit.Width(axis)+1+kit.Width(c.AxisHours) <= w {
			axis += " " + c.AxisHours
		}
		out = append(out, s.Muted.Render(axis))
	}
	out = append(out, "")
	out = append(out, kit.FitTable(p.trafficRows(), 2, w)...)
	out = append(out, "")
	out = append(out, p.mixLines(w)...)
	return append(out, kit.Prose(c.TrafficNote, w, s.Muted.Render)...)
}

// trafficKeys are the three tasks' series keys, in the generator's order.
var trafficKeys = []string{"training", "inference", "tenant"}

// taskNames name the three series in the generator's order.
func (p *Panel) taskNames() []string {
	c := p.Text.Incast
	return []string{c.TaskTraining, c.TaskInference, c.TaskTenant}
}

// taskStyles colour the three series.
func (p *Panel) taskStyles() []lipgloss.Style {
	s := p.Styles
	return []lipgloss.Style{s.Eq2, s.Eq1, s.Marker}
}

// trafficTop is the rate scale shared by the strips: 80 Gb/s, or the next
// 20 above the highest sample.
func (p *Panel) trafficTop() float64 {
	top := 80.0
	for _, ser := range p.series.Series {
		top = math.Max(top, 20*math.Ceil(maxOf(ser.Gbps)/20))
	}
	return top
}

// drawTask describes one task's rate over the three hours (task.Y, in
// Gb/s), x in hours.
func (p *Panel) drawTask(task kit.Series, top float64, w, h int) kit.LineChart {
	s, g := p.Styles, p.Styles.Glyphs
	task.X = make([]float64, len(task.Y))
	for i := range task.X {
		task.X[i] = float64(i*traffic.SampleS) / 3600
	}
	return kit.LineChart{
		Width: w, Height: h, HideXAxis: true,
		MinX: 0, MaxX: trafficTicks, MinY: 0, MaxY: top,
		YLabel: plainNumber, YMarks: []float64{0, top},
		XTicks:    trafficTicks,
		Series:    []kit.Series{task},
		AxisStyle: s.Axis, LabelStyle: s.Muted, Glyphs: g,
	}
}

// trafficRows set the generated series' summaries beside the digest.
func (p *Panel) trafficRows() [][]string { return p.trafficRowsWith(p.Styles.Glyphs) }

// trafficRowsWith are trafficRows in glyphs g (an export's, say).
func (p *Panel) trafficRowsWith(g kit.Glyphs) [][]string {
	c := p.Text.Incast
	ts := p.series
	arrow := " " + g.Arrow + " "
	return [][]string{
		{c.ColTask, c.ColDigest, c.ColModelValue},
		{c.TaskTraining, g.Approx + " " + gbps(traffic.TrainingGbps, 0), gbps(ts.TrainingMeanGbps, 1)},
		{c.TaskInference, i18n.Number(traffic.InferenceStartGbps, 0) + arrow + gbps(traffic.InferenceEndGbps, 0),
			i18n.Number(ts.InferenceStartGbps, 1) + arrow + gbps(ts.InferenceEndGbps, 1)},
		{c.TaskTenant, g.Approx + " " + gbps(traffic.TenantOnGbps, 0), fmt.Sprintf(c.TenantModelFmt, gbps(ts.TenantOnGbps, 1),
			pct(100*ts.TenantIdleShare, 0), ts.TenantSwitches)},
	}
}

// mixLines draw the message-size mixes as bars: inference (68 % at 1 MB,
// the digest's figure) and training (the model's three sizes).
func (p *Panel) mixLines(w int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Incast
	var out []string
	for _, m := range []struct {
		title string
		mix   []traffic.SizeShare
	}{{c.MixInference, traffic.InferenceMix()}, {c.MixTraining, traffic.TrainingMix()}} {
		out = append(out, kit.Lines(m.title, w, s.Heading.Render)...)
		barW := max(4, min(30, w-30))
		for _, sz := range m.mix {
			src := c.FromModel
			if sz.FromSeed {
				src = c.FromDigest
			}
			line := kit.PadLeft(sizeMB(sz.Bytes), 7) + " " + s.Eq2.Render(bar(g, sz.Share, barW)) + " " +
				kit.PadLeft(pct(100*sz.Share, 0), 5) + " " + s.Muted.Render(src)
			out = append(out, kit.Truncate(line, w, g.Ellipsis))
		}
		out = append(out, kit.Lines(fmt.Sprintf(c.MeanSizeFmt, sizeMB(int(traffic.MeanBytes(m.mix)))), w, s.Muted.Render)...)
		out = append(out, "")
	}
	return out
}

// sizeMB writes a message size in decimal megabytes, as the digest does.
func sizeMB(bytes int) string {
	if bytes < traffic.MB {
		return i18n.Number(float64(bytes)/1000, 0) + " KB"
	}
	return i18n.Number(float64(bytes)/traffic.MB, 0) + " MB"
}
