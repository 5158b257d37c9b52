package export

import (
	xfont "golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgpdf"
)

// outlinePDF is gonum's PDF canvas with its text drawn as the embedded
// font's glyph outlines. gonum's PDF backend embeds a TrueType font in
// the Windows-1252 code page only: it writes "µs" as "Âµs" and cannot
// write Chinese at all. Outlines draw every character the chart font has,
// in both languages, and the file embeds no font (the text is not
// selectable, as in a PNG).
type outlinePDF struct {
	*vgpdf.Canvas
}

// newOutlinePDF wraps a PDF canvas.
func newOutlinePDF(c *vgpdf.Canvas) outlinePDF { return outlinePDF{c} }

// FillString implements vg.Canvas: each glyph of str is filled as its
// outline, from the baseline at pt, kerned and advanced as gonum measures
// text (font.Face.Width), so that alignment matches.
func (c outlinePDF) FillString(f font.Face, pt vg.Point, str string) {
	if f.Font.Size == 0 || f.Face == nil {
		return
	}
	sf := f.Face
	upem := fixed.Int26_6(sf.UnitsPerEm())
	// At upem pixels per em (in 26.6), a glyph's coordinates come out in
	// font units; scale turns them into points.
	scale := f.Font.Size / vg.Length(upem)
	var buf sfnt.Buffer
	x := vg.Length(0)
	var prev sfnt.GlyphIndex
	for i, r := range str {
		idx, err := sf.GlyphIndex(&buf, r)
		if err != nil {
			continue
		}
		if i > 0 {
			// A pair without kerning (sfnt.ErrNotFound) keeps its advance.
			if k, err := sf.Kern(&buf, prev, idx, upem, xfont.HintingNone); err == nil {
				x += vg.Length(k) * scale
			}
		}
		segs, err := sf.LoadGlyph(&buf, idx, upem, nil)
		if err == nil && len(segs) > 0 {
			c.Fill(glyphPath(segs, vg.Point{X: pt.X + x, Y: pt.Y}, scale))
		}
		if adv, err := sf.GlyphAdvance(&buf, idx, upem, xfont.HintingNone); err == nil {
			x += vg.Length(adv) * scale
		}
		prev = idx
	}
}

// glyphPath turns a glyph's segments (y down, in font units) into a path
// at origin (y up, in points).
func glyphPath(segs sfnt.Segments, origin vg.Point, scale vg.Length) vg.Path {
	at := func(p fixed.Point26_6) vg.Point {
		return vg.Point{X: origin.X + vg.Length(p.X)*scale, Y: origin.Y - vg.Length(p.Y)*scale}
	}
	var path vg.Path
	open := false
	for _, s := range segs {
		switch s.Op {
		case sfnt.SegmentOpMoveTo:
			if open {
				path.Close()
			}
			path.Move(at(s.Args[0]))
			open = true
		case sfnt.SegmentOpLineTo:
			path.Line(at(s.Args[0]))
		case sfnt.SegmentOpQuadTo:
			path.QuadTo(at(s.Args[0]), at(s.Args[1]))
		case sfnt.SegmentOpCubeTo:
			path.CubeTo(at(s.Args[0]), at(s.Args[1]), at(s.Args[2]))
		}
	}
	if open {
		path.Close()
	}
	return path
}
