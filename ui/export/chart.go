package export

import (
	"bytes"
	"errors"
	"fmt"
	"image/color"

	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
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
// dataset's labels (its title, axes and curve names).
func Covers(ds kit.Dataset) (bool, error) {
	f, err := chartFont()
	if err != nil {
		return false, err
	}
	return covers(f, ds), nil
}

// covers reports whether f has a glyph for every rune of ds's labels.
func covers(f *opentype.Font, ds kit.Dataset) bool {
	var buf sfnt.Buffer
	labels := append([]string{ds.Title, ds.XLabel, ds.YLabel}, ds.Notes...)
	for _, s := range ds.Series {
		labels = append(labels, s.Name)
	}
	for _, b := range ds.Bands {
		labels = append(labels, b.Name)
	}
	for _, l := range labels {
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

// seriesColors are the curves' colours, in order: they stay apart in
// grey too, and dashes tell the second curve from the first.
var seriesColors = []color.RGBA{
	{R: 0x1f, G: 0x4e, B: 0x99, A: 0xff}, {R: 0xc0, G: 0x39, B: 0x2b, A: 0xff}, {R: 0x2e, G: 0x8b, B: 0x57, A: 0xff},
	{R: 0xe6, G: 0x7e, B: 0x22, A: 0xff}, {R: 0x6c, G: 0x3f, B: 0x8f, A: 0xff},
}

// bandColors fill the reference bands: light, so the curves stay on top.
var bandColors = []color.RGBA{
	{R: 0xd6, G: 0xe4, B: 0xf5, A: 0xff}, {R: 0xf6, G: 0xdc, B: 0xd8, A: 0xff}, {R: 0xdc, G: 0xef, B: 0xe2, A: 0xff},
}

// noteWidth is where the notes under a chart's title wrap, in cells.
const noteWidth = 96

// drawChart draws the dataset's reference bands and curves in format f,
// with note as a second title line when it is set and the dataset's
// notes under the title.
func drawChart(f *opentype.Font, ds kit.Dataset, format Format, note string) ([]byte, error) {
	if len(ds.Series) == 0 {
		return nil, ErrNoCurves
	}
	p := plot.New()
	useFont(p, f)
	p.Title.Text = ds.Title
	if note != "" {
		p.Title.Text += "\n" + note
	}
	for _, n := range ds.Notes {
		for _, l := range kit.Wrap(n, noteWidth) {
			p.Title.Text += "\n" + l
		}
	}
	p.X.Label.Text, p.Y.Label.Text = ds.XLabel, ds.YLabel
	if ds.LogX {
		p.X.Scale = plot.LogScale{}
		p.X.Tick.Marker = plot.LogTicks{Prec: -1}
	}
	p.Add(plotter.NewGrid())
	p.Legend.Top = true
	p.Legend.XOffs, p.Legend.YOffs = -vg.Points(6), -vg.Points(4)
	for i, b := range ds.Bands {
		band, err := plotter.NewPolygon(plotter.XYs{{X: b.XMin, Y: b.YMin}, {X: b.XMax, Y: b.YMin}, {X: b.XMax, Y: b.YMax}, {X: b.XMin, Y: b.YMax}})
		if err != nil {
			return nil, fmt.Errorf("band %q: %w", b.Name, err)
		}
		band.Color = bandColors[i%len(bandColors)]
		band.LineStyle.Width = 0
		p.Add(band)
		p.Legend.Add(b.Name, band)
	}
	for i, s := range ds.Series {
		c := seriesColors[i%len(seriesColors)]
		if s.Bars {
			bars, err := plotter.NewBarChart(plotter.Values(s.Y), barWidth(len(s.Y)))
			if err != nil {
				return nil, fmt.Errorf("bars %q: %w", s.Name, err)
			}
			bars.XMin, bars.Color, bars.LineStyle.Width = s.X[0], c, 0
			p.Add(bars)
			p.Legend.Add(s.Name, bars)
			continue
		}
		pts := make(plotter.XYs, 0, len(s.X))
		for j := range s.X {
			if s.Y[j] == s.Y[j] { // NaN: no value there
				pts = append(pts, plotter.XY{X: s.X[j], Y: s.Y[j]})
			}
		}
		line, err := plotter.NewLine(pts)
		if err != nil {
			return nil, fmt.Errorf("curve %q: %w", s.Name, err)
		}
		line.Color, line.Width = c, vg.Points(1.6)
		if s.Dashed {
			line.Dashes = []vg.Length{vg.Points(6), vg.Points(3)}
		}
		p.Add(line)
		p.Legend.Add(s.Name, line)
	}
	var canvas vg.CanvasWriterTo
	if format == SVG {
		canvas = vgsvg.New(ChartWidth, ChartHeight)
	} else {
		canvas = vgimg.PngCanvas{Canvas: vgimg.NewWith(vgimg.UseWH(ChartWidth, ChartHeight), vgimg.UseDPI(PNGDPI),
			vgimg.UseBackgroundColor(color.White))}
	}
	// A margin keeps the last tick label and the legend off the edge.
	p.Draw(draw.Crop(draw.New(canvas), margin, -margin, margin, -margin))
	var b bytes.Buffer
	if _, err := canvas.WriteTo(&b); err != nil {
		return nil, fmt.Errorf("draw the chart: %w", err)
	}
	return b.Bytes(), nil
}

// barWidth is the width of one of n bars on a chart.
func barWidth(n int) vg.Length {
	return max(vg.Points(2), vg.Points(480/float64(max(n, 1))*0.7))
}

// useFont makes every text of p use f.
func useFont(p *plot.Plot, f *opentype.Font) {
	cache := font.NewCache(font.Collection{{Font: font.Font{Typeface: typeface}, Face: f}})
	h := text.Plain{Fonts: cache}
	p.TextHandler = h
	for _, st := range []*text.Style{&p.Title.TextStyle, &p.X.Label.TextStyle, &p.Y.Label.TextStyle,
		&p.X.Tick.Label, &p.Y.Tick.Label, &p.Legend.TextStyle} {
		st.Handler = h
		st.Font = font.Font{Typeface: typeface, Size: st.Font.Size}
	}
}
