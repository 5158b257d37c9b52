package export

import (
	"bytes"
	"errors"
	"fmt"
	"image/color"
	"math"

	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgpdf"
	"gonum.org/v1/plot/vg/vgsvg"

	"pegasus/assets"
	"pegasus/panels/kit"
)

// The chart's size: 16:10 on a slide, drawn at PNGDPI in a PNG.
const (
	ChartWidth  = 720 * vg.Inch / 72
	ChartHeight = 450 * vg.Inch / 72
	PNGDPI      = 150
)

// margin is the blank border around a chart.
const margin = 12 * vg.Inch / 72

// typeface is the embedded font's name in a chart's font cache.
const typeface font.Typeface = "Pegasus Sans"

// ErrNoCurves is returned when a chart is asked of a page without curves.
var ErrNoCurves = errors.New("the page has no curves to chart")

// chartFont parses the embedded font.
func chartFont() (*opentype.Font, error) {
	f, err := opentype.Parse(assets.ChartFont)
	if err != nil {
		return nil, fmt.Errorf("parse the chart font: %w", err)
	}
	return f, nil
}

// Covers reports whether the embedded font draws every character of the
// dataset's labels (its title, axes, curves, lines, bands, verdicts and
// notes).
func Covers(ds kit.Dataset) (bool, error) {
	f, err := chartFont()
	if err != nil {
		return false, err
	}
	return covers(f, ds), nil
}

// labels are every text a chart of ds draws.
func labels(ds kit.Dataset) []string {
	out := append([]string{ds.Title, ds.XLabel, ds.YLabel}, ds.Notes...)
	for _, s := range ds.Series {
		out = append(out, s.Name)
	}
	for _, b := range ds.Bands {
		out = append(out, b.Name)
	}
	for _, l := range ds.Lines {
		out = append(out, l.Name)
	}
	for _, v := range ds.Verdicts {
		out = append(out, v.Text)
	}
	return out
}

// covers reports whether f has a glyph for every rune of ds's labels.
func covers(f *opentype.Font, ds kit.Dataset) bool {
	var buf sfnt.Buffer
	for _, l := range labels(ds) {
		for _, r := range l {
			if r == '\n' {
				continue
			}
			if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
				return false
			}
		}
	}
	return true
}

// Colours: the curves' stay apart in grey too, and each curve has a
// stroke of its own besides (seriesDashes); the reference lines are grey,
// the current value's marker dark and solid; bands are light, with a
// darker edge, so the curves stay on top.
var (
	seriesColors = []color.RGBA{
		{R: 0x1f, G: 0x4e, B: 0x99, A: 0xff}, {R: 0xc0, G: 0x39, B: 0x2b, A: 0xff}, {R: 0x2e, G: 0x8b, B: 0x57, A: 0xff},
		{R: 0xe6, G: 0x7e, B: 0x22, A: 0xff}, {R: 0x6c, G: 0x3f, B: 0x8f, A: 0xff},
	}
	bandColors = []color.RGBA{
		{R: 0xd6, G: 0xe4, B: 0xf5, A: 0xff}, {R: 0xf6, G: 0xdc, B: 0xd8, A: 0xff}, {R: 0xdc, G: 0xef, B: 0xe2, A: 0xff},
	}
	bandEdges = []color.RGBA{
		{R: 0x7f, G: 0xa3, B: 0xd1, A: 0xff}, {R: 0xd9, G: 0x8c, B: 0x80, A: 0xff}, {R: 0x86, G: 0xc0, B: 0x98, A: 0xff},
	}
	referenceColor = color.RGBA{R: 0x55, G: 0x55, B: 0x55, A: 0xff}
	currentColor   = color.RGBA{R: 0x22, G: 0x22, B: 0x22, A: 0xff}
	checkColor     = color.RGBA{R: 0x2e, G: 0x7d, B: 0x32, A: 0xff}
	crossColor     = color.RGBA{R: 0xc6, G: 0x28, B: 0x28, A: 0xff}
)

// Strokes: solid curves after the first dotted, dashed ones after the
// first dash-dotted, so that no two curves of a chart share a stroke; the
// reference lines take the referenceDashes in turn.
var (
	solidDashes     = [][]vg.Length{nil, {vg.Points(1.5), vg.Points(2.5)}, {vg.Points(10), vg.Points(3)}}
	dashedDashes    = [][]vg.Length{{vg.Points(6), vg.Points(3)}, {vg.Points(8), vg.Points(3), vg.Points(2), vg.Points(3)}, {vg.Points(3), vg.Points(3)}}
	referenceDashes = [][]vg.Length{{vg.Points(4), vg.Points(2.5)}, {vg.Points(1), vg.Points(2)}, {vg.Points(7), vg.Points(2), vg.Points(1), vg.Points(2)}, {vg.Points(2), vg.Points(4)}}
)

// styles are the chart's text styles, all in the embedded font.
type styles struct {
	title, caption, legend text.Style
}

// newStyles builds the text styles of a chart in font f and sets p's.
func newStyles(p *plot.Plot, f *opentype.Font) styles {
	cache := font.NewCache(font.Collection{{Font: font.Font{Typeface: typeface}, Face: f}})
	h := text.Plain{Fonts: cache}
	p.TextHandler = h
	style := func(size vg.Length) text.Style {
		return text.Style{Color: color.Black, Font: font.Font{Typeface: typeface, Size: size}, Handler: h}
	}
	for st, size := range map[*text.Style]vg.Length{&p.X.Label.TextStyle: 11, &p.Y.Label.TextStyle: 11, &p.X.Tick.Label: 9.5,
		&p.Y.Tick.Label: 9.5, &p.Legend.TextStyle: 10, &p.Title.TextStyle: 13} {
		st.Handler = h
		st.Font = font.Font{Typeface: typeface, Size: size}
	}
	return styles{title: style(13), caption: style(9.5), legend: style(9.5)}
}

// legendEntry is a name in the legend and the sample of what it names.
type legendEntry struct {
	name  string
	thumb plot.Thumbnailer
}

// figure is a chart's plot with what is drawn around it.
type figure struct {
	plot   *plot.Plot
	legend []legendEntry
}

// buildPlot lays the dataset out in a plot: bands behind, then curves,
// then the reference lines, on the page's ranges, with ticks that label
// the page's values; the legend is drawn beside the plot, not on it.
func buildPlot(p *plot.Plot, ds kit.Dataset) (figure, error) {
	fig := figure{plot: p}
	p.X.Label.Text, p.Y.Label.Text = ds.XLabel, ds.YLabel
	if ds.LogX {
		p.X.Scale = plot.LogScale{}
	}
	p.Add(plotter.NewGrid())
	for i, b := range ds.Bands {
		band, err := plotter.NewPolygon(plotter.XYs{{X: b.XMin, Y: b.YMin}, {X: b.XMax, Y: b.YMin}, {X: b.XMax, Y: b.YMax}, {X: b.XMin, Y: b.YMax}})
		if err != nil {
			return fig, fmt.Errorf("band %q: %w", b.Name, err)
		}
		band.Color = bandColors[i%len(bandColors)]
		band.LineStyle.Color, band.LineStyle.Width = bandEdges[i%len(bandEdges)], vg.Points(0.6)
		p.Add(band)
		fig.legend = append(fig.legend, legendEntry{b.Name, band})
	}
	solid, dashed := 0, 0
	for i, s := range ds.Series {
		c := seriesColors[i%len(seriesColors)]
		if s.Bars {
			bars, err := plotter.NewBarChart(plotter.Values(s.Y), barWidth(len(s.Y)))
			if err != nil {
				return fig, fmt.Errorf("bars %q: %w", s.Name, err)
			}
			bars.XMin, bars.Color, bars.LineStyle.Width = s.X[0], c, 0
			p.Add(bars)
			fig.legend = append(fig.legend, legendEntry{s.Name, bars})
			continue
		}
		pts := make(plotter.XYs, 0, len(s.X))
		for j := range s.X {
			if !math.IsNaN(s.Y[j]) && !math.IsInf(s.Y[j], 0) && (!ds.LogX || s.X[j] > 0) {
				pts = append(pts, plotter.XY{X: s.X[j], Y: s.Y[j]})
			}
		}
		line, err := plotter.NewLine(pts)
		if err != nil {
			return fig, fmt.Errorf("curve %q: %w", s.Name, err)
		}
		line.Color, line.Width = c, vg.Points(1.6)
		if s.Dashed {
			line.Dashes = dashedDashes[dashed%len(dashedDashes)]
			dashed++
		} else {
			line.Dashes = solidDashes[solid%len(solidDashes)]
			solid++
		}
		p.Add(line)
		fig.legend = append(fig.legend, legendEntry{s.Name, line})
	}
	setRanges(p, ds)
	var xs, ys []float64
	styleOf := map[string]draw.LineStyle{}
	refs := 0
	for _, l := range ds.Lines {
		ax, lo, hi := p.X, p.Y.Min, p.Y.Max
		if l.Horizontal {
			ax, lo, hi = p.Y, p.X.Min, p.X.Max
		}
		if l.At < ax.Min || l.At > ax.Max {
			continue
		}
		pts := plotter.XYs{{X: l.At, Y: lo}, {X: l.At, Y: hi}}
		if l.Horizontal {
			pts = plotter.XYs{{X: lo, Y: l.At}, {X: hi, Y: l.At}}
			ys = append(ys, l.At)
		} else {
			xs = append(xs, l.At)
		}
		line, err := plotter.NewLine(pts)
		if err != nil {
			return fig, fmt.Errorf("line %q: %w", l.Name, err)
		}
		st, seen := styleOf[l.Name]
		if !seen {
			st = draw.LineStyle{Color: referenceColor, Width: vg.Points(1.1), Dashes: referenceDashes[refs%len(referenceDashes)]}
			if l.Current {
				st = draw.LineStyle{Color: currentColor, Width: vg.Points(1.3)}
			} else {
				refs++
			}
			styleOf[l.Name] = st
			fig.legend = append(fig.legend, legendEntry{l.Name, line})
		}
		line.LineStyle = st
		p.Add(line)
	}
	p.X.Tick.Marker = newAxisTicks(ds.LogX, xs, ds.XTicks, 0.055)
	p.Y.Tick.Marker = newAxisTicks(false, ys, ds.YTicks, 0.045)
	return fig, nil
}

// setRanges puts the page's ranges on the axes, or, where the page gives
// none, a range that holds the curves, the bands and the lines.
func setRanges(p *plot.Plot, ds kit.Dataset) {
	for _, l := range ds.Lines {
		ax, set := &p.X, ds.XRange.Set()
		if l.Horizontal {
			ax, set = &p.Y, ds.YRange.Set()
		}
		if !set && (!ds.LogX || l.Horizontal || l.At > 0) {
			ax.Min, ax.Max = math.Min(ax.Min, l.At), math.Max(ax.Max, l.At)
		}
	}
	for _, t := range ds.YTicks {
		if !ds.YRange.Set() {
			p.Y.Min, p.Y.Max = math.Min(p.Y.Min, t), math.Max(p.Y.Max, t)
		}
	}
	if ds.XRange.Set() {
		p.X.Min, p.X.Max = ds.XRange.Min, ds.XRange.Max
	}
	if ds.YRange.Set() {
		p.Y.Min, p.Y.Max = ds.YRange.Min, ds.YRange.Max
	}
}

// barWidth is the width of one of n bars on a chart.
func barWidth(n int) vg.Length {
	return max(vg.Points(2), vg.Points(440/float64(max(n, 1))*0.7))
}

// drawChart draws the dataset in format f: its title (with note as a
// line of its own when set), the plot, the legend beside it and the
// verdicts and notes under it.
func drawChart(f *opentype.Font, ds kit.Dataset, format Format, note string) (out []byte, err error) {
	if len(ds.Series) == 0 {
		return nil, ErrNoCurves
	}
	p := plot.New()
	st := newStyles(p, f)
	fig, err := buildPlot(p, ds)
	if err != nil {
		return nil, err
	}
	var canvas vg.CanvasWriterTo
	switch format {
	case SVG:
		canvas = vgsvg.New(ChartWidth, ChartHeight)
	case PDF:
		canvas = newOutlinePDF(vgpdf.New(ChartWidth, ChartHeight))
	default:
		canvas = vgimg.PngCanvas{Canvas: vgimg.NewWith(vgimg.UseWH(ChartWidth, ChartHeight), vgimg.UseDPI(PNGDPI),
			vgimg.UseBackgroundColor(color.White))}
	}
	defer func() {
		// gonum's canvases panic on what they cannot draw.
		if r := recover(); r != nil {
			out, err = nil, fmt.Errorf("draw the chart: %v", r)
		}
	}()
	lay := layOut(draw.Crop(draw.New(canvas), margin, -margin, margin, -margin), st, ds, note, fig)
	lay.draw(fig)
	var b bytes.Buffer
	if _, err := canvas.WriteTo(&b); err != nil {
		return nil, fmt.Errorf("draw the chart: %w", err)
	}
	return b.Bytes(), nil
}
