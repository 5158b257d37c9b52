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

// matrixGap is the space between two heat maps side by side.
const matrixGap = 4

// matrixPage draws the two traffic matrices as heat maps, side by side
// when they fit: a co-designed training job (block diagonal: its traffic
// stays under its ToRs) and the cloud's tenants (scattered, with more of
// it crossing the core), each with its core share.
func (p *Panel) matrixPage(w, h int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Incast
	m := p.matrix
	out := p.heading(fmt.Sprintf(c.MatrixTitleFmt, m.Training.Size, m.Training.BlockSize), w, noEngine)
	maps := []traffic.Matrix{m.Training, m.Cloud}
	titles := []string{c.MatrixTraining, c.MatrixCloud}
	n := m.Training.Size
	room := max(4, h-len(out)-4)
	if side := (w - matrixGap) / 2; side >= min(n, 8) {
		cellW := 1
		if 2*n <= side && n <= room {
			cellW = 2
		}
		cols, rows := min(n, side/cellW), min(n, room)
		var blocks [2][]string
		for i, mx := range maps {
			blocks[i] = p.matrixBlock(mx, titles[i], cols, rows, cellW)
		}
		colW := cols * cellW
		for _, t := range titles {
			colW = max(colW, min(side, kit.Width(t)))
		}
		for y := range blocks[0] {
			out = append(out, kit.PadRight(kit.Truncate(blocks[0][y], colW, g.Ellipsis), colW)+strings.Repeat(" ", matrixGap)+
				kit.Truncate(blocks[1][y], colW, g.Ellipsis))
		}
	} else {
		cols, rows := min(n, max(1, w)), min(n, max(2, (room-4)/2))
		for i, mx := range maps {
			for _, l := range p.matrixBlock(mx, titles[i], cols, rows, 1) {
				out = append(out, kit.Truncate(l, w, g.Ellipsis))
			}
		}
	}
	out = append(out, p.shadeKey(w))
	out = append(out, "")
	return append(out, kit.Prose(fmt.Sprintf(c.MatrixNoteFmt, pct(100*m.Training.CoreShare, 0), pct(100*m.Cloud.CoreShare, 0)), w, s.Text.Render)...)
}

// matrixBlock is one heat map: its title, its cells and its core share.
func (p *Panel) matrixBlock(m traffic.Matrix, title string, cols, rows, cellW int) []string {
	s, c := p.Styles, p.Text.Incast
	out := []string{s.Heading.Render(title)}
	out = append(out, heatMap(p.Styles.Glyphs, m.Cells, cols, rows, cellW, s.Eq2.Render)...)
	return append(out, s.Muted.Render(fmt.Sprintf(c.CoreShareFmt, pct(100*m.CoreShare, 0))))
}

// heatMap draws cells (square, any size) as rows x cols character cells,
// each cellW wide: a cell shows the mean of the cells it covers, shaded
// on a square-root scale of the largest, so that light traffic still
// shows; blank means none.
func heatMap(g kit.Glyphs, cells [][]float64, cols, rows, cellW int, style func(...string) string) []string {
	n := len(cells)
	if n == 0 || cols < 1 || rows < 1 {
		return nil
	}
	grid := make([][]float64, rows)
	most := 0.0
	for r := range grid {
		grid[r] = make([]float64, cols)
		i0, i1 := r*n/rows, max((r+1)*n/rows, r*n/rows+1)
		for col := range grid[r] {
			j0, j1 := col*n/cols, max((col+1)*n/cols, col*n/cols+1)
			var sum float64
			for i := i0; i < i1; i++ {
				for j := j0; j < j1; j++ {
					sum += cells[i][j]
				}
			}
			grid[r][col] = sum / float64((i1-i0)*(j1-j0))
			most = math.Max(most, grid[r][col])
		}
	}
	levels := len(g.Shades) - 1
	out := make([]string, rows)
	for r, row := range grid {
		var b strings.Builder
		for _, v := range row {
			shade := g.Shades[0]
			if v > 0 && most > 0 {
				shade = g.Shades[1+min(levels-1, int(math.Round(math.Sqrt(v/most)*float64(levels-1))))]
			}
			b.WriteString(strings.Repeat(shade, cellW))
		}
		out[r] = style(b.String())
	}
	return out
}

// shadeKey explains the shades, lightest to darkest.
func (p *Panel) shadeKey(w int) string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Incast
	return kit.Truncate(s.Muted.Render(c.ShadeLow+" ")+s.Eq2.Render(strings.Join(g.Shades[1:], ""))+s.Muted.Render(" "+c.ShadeHigh), w, g.Ellipsis)
}
