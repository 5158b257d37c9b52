package export

import (
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"pegasus/panels/kit"
)

// Spacing of the parts of a chart, in points.
const (
	gapBelowTitle   = 8
	gapAboveCaption = 10
	gapBesidePlot   = 12
	legendShare     = 0.27 // of the width, at most
	legendMax       = 200
	thumbWidth      = 24
	thumbGap        = 5
	entryGap        = 4
	lineSpacing     = 1.2 // of the font size
	verdictIndent   = 14
)

// captionLine is a line under the plot, with the verdict mark drawn
// before it (mark is 0: none; +1: ✓; -1: ✗; a wrapped line keeps its
// verdict's indent).
type captionLine struct {
	text   string
	mark   int
	indent bool
}

// legendBlock is a legend entry with its name wrapped to the legend's
// width.
type legendBlock struct {
	entry legendEntry
	lines []string
}

// layout is where each part of a chart goes.
type layout struct {
	c             draw.Canvas
	st            styles
	title         []string
	caption       []captionLine
	legend        []legendBlock
	plot, legArea vg.Rectangle
	captionTop    vg.Length
}

// layOut places the title across the top, the verdicts and notes across
// the bottom, the legend in a column on the right and the plot in what
// remains, so that no label sits on the data.
func layOut(c draw.Canvas, st styles, ds kit.Dataset, note string, fig figure) layout {
	w := c.Max.X - c.Min.X
	l := layout{c: c, st: st}
	for _, t := range []string{ds.Title, note} {
		if t != "" {
			l.title = append(l.title, wrapTo(st.title, t, w)...)
		}
	}
	for _, v := range ds.Verdicts {
		mark := -1
		if v.Holds {
			mark = 1
		}
		for i, line := range wrapTo(st.caption, v.Text, w-verdictIndent) {
			if i > 0 {
				mark = 0
			}
			l.caption = append(l.caption, captionLine{text: line, mark: mark, indent: true})
		}
	}
	for _, n := range ds.Notes {
		for _, line := range wrapTo(st.caption, n, w) {
			l.caption = append(l.caption, captionLine{text: line})
		}
	}
	legW := min(w*legendShare, legendMax)
	for _, e := range fig.legend {
		l.legend = append(l.legend, legendBlock{entry: e, lines: wrapTo(st.legend, e.name, legW-thumbWidth-thumbGap)})
	}
	top := c.Max.Y - vg.Length(len(l.title))*lineHeight(st.title) - gapBelowTitle
	bottom := c.Min.Y
	if len(l.caption) > 0 {
		l.captionTop = c.Min.Y + vg.Length(len(l.caption))*lineHeight(st.caption)
		bottom = l.captionTop + gapAboveCaption
	}
	right := c.Max.X
	if len(l.legend) > 0 {
		right -= legW + gapBesidePlot
		l.legArea = vg.Rectangle{Min: vg.Point{X: right + gapBesidePlot, Y: bottom}, Max: vg.Point{X: c.Max.X, Y: top}}
	}
	l.plot = vg.Rectangle{Min: vg.Point{X: c.Min.X, Y: bottom}, Max: vg.Point{X: right, Y: top}}
	return l
}

// lineHeight is the distance between two lines of a style.
func lineHeight(st text.Style) vg.Length { return st.Font.Size * lineSpacing }

// draw draws the chart's parts where layOut placed them.
func (l layout) draw(fig figure) {
	c := l.c
	title := l.st.title
	title.XAlign, title.YAlign = draw.XCenter, draw.YTop
	y := c.Max.Y
	for _, t := range l.title {
		c.FillText(title, vg.Point{X: (c.Min.X + c.Max.X) / 2, Y: y}, t)
		y -= lineHeight(l.st.title)
	}
	plotCanvas := draw.Canvas{Canvas: c.Canvas, Rectangle: l.plot}
	fig.plot.Draw(plotCanvas)
	l.drawLegend(fig.plot.DataCanvas(plotCanvas).Max.Y)
	l.drawCaption()
}

// drawLegend draws the legend's entries down its column from top (the
// top of the plot's data area): a sample, then the name, wrapped, each
// line centred on its row (the sample on the first).
func (l layout) drawLegend(top vg.Length) {
	st := l.st.legend
	st.YAlign = draw.YCenter
	lh := lineHeight(st)
	y := top
	for _, b := range l.legend {
		thumb := &draw.Canvas{Canvas: l.c.Canvas, Rectangle: vg.Rectangle{
			Min: vg.Point{X: l.legArea.Min.X, Y: y - lh},
			Max: vg.Point{X: l.legArea.Min.X + thumbWidth, Y: y},
		}}
		b.entry.thumb.Thumbnail(thumb)
		for _, line := range b.lines {
			l.c.FillText(st, vg.Point{X: l.legArea.Min.X + thumbWidth + thumbGap, Y: y - lh/2}, line)
			y -= lh
		}
		y -= entryGap
	}
}

// drawCaption draws the verdicts, each after its ✓ or ✗, then the notes,
// each line centred on its row.
func (l layout) drawCaption() {
	st := l.st.caption
	st.YAlign = draw.YCenter
	lh := lineHeight(st)
	y := l.captionTop
	for _, line := range l.caption {
		x := l.c.Min.X
		if line.indent {
			x += verdictIndent
		}
		mid := y - lh/2
		if line.mark != 0 {
			half := st.Font.Size * 0.45
			drawVerdictMark(l.c, vg.Rectangle{Min: vg.Point{X: l.c.Min.X + 1, Y: mid - half}, Max: vg.Point{X: l.c.Min.X + 1 + 2*half, Y: mid + half}}, line.mark > 0)
		}
		l.c.FillText(st, vg.Point{X: x, Y: mid}, line.text)
		y -= lh
	}
}

// drawVerdictMark draws ✓ (holds) or ✗ in box as strokes: the chart font
// has neither glyph, and strokes draw the same in every format.
func drawVerdictMark(c draw.Canvas, box vg.Rectangle, holds bool) {
	w, h := box.Max.X-box.Min.X, box.Max.Y-box.Min.Y
	at := func(fx, fy float64) vg.Point {
		return vg.Point{X: box.Min.X + w*vg.Length(fx), Y: box.Min.Y + h*vg.Length(fy)}
	}
	if holds {
		c.StrokeLines(draw.LineStyle{Color: checkColor, Width: vg.Points(1.6)}, []vg.Point{at(0, 0.5), at(0.35, 0.1), at(1, 0.95)})
		return
	}
	st := draw.LineStyle{Color: crossColor, Width: vg.Points(1.6)}
	c.StrokeLines(st, []vg.Point{at(0.1, 0.1), at(0.9, 0.9)})
	c.StrokeLines(st, []vg.Point{at(0.1, 0.9), at(0.9, 0.1)})
}

// wrapTo breaks s into lines no wider than w in style st (Chinese between
// any two characters, other text between words, as kit.Wrap does).
func wrapTo(st text.Style, s string, w vg.Length) []string {
	fits := func(lines []string) bool {
		for _, l := range lines {
			if st.Width(l) > w {
				return false
			}
		}
		return true
	}
	cells := max(8, int(w/(st.Font.Size*0.42)))
	for cells > 8 {
		lines := kit.Wrap(s, cells)
		if fits(lines) {
			return lines
		}
		cells = min(cells-1, int(float64(cells)*0.95))
	}
	return kit.Wrap(s, 8)
}
