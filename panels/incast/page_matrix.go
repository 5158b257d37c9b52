package incast

import (
	"fmt"
	"math"
	"strings"

	"pegasus/i18n"
	"pegasus/model/traffic"
	"pegasus/panels/kit"
)

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

// matrixRows list every pair of GPUs with both matrices' shares, for
// export.
func (p *Panel) matrixRows() [][]string {
	m := p.matrix
	var rows [][]string
	for i := range m.Training.Cells {
		for j := range m.Training.Cells[i] {
			rows = append(rows, []string{fmt.Sprint(i), fmt.Sprint(j), i18n.Number(m.Training.Cells[i][j], 6), i18n.Number(m.Cloud.Cells[i][j], 6)})
		}
	}
	return rows
}
