package compare

import (
	"fmt"
	"strings"

	"pegasus/i18n"
	model "pegasus/model/compare"
	"pegasus/panels/kit"
)

// pages is the panel's page table, in order.
func (p *Panel) pages() []kit.Page {
	return []kit.Page{
		{Key: "table", Title: func(t *i18n.Text) string { return t.Compare.PageTable }, Body: kit.TextBody(p.tablePage), Data: kit.Exports(p.tableDataset)},
		{Key: "maps", Title: func(t *i18n.Text) string { return t.Compare.PageMaps }, Body: kit.TextBody(p.mapsPage), Data: kit.Exports(p.mapsDataset)},
		{Key: "assumptions", Title: func(t *i18n.Text) string { return t.Shell.PageAssumptions }, Body: kit.TextBody(p.assumptionsPage)},
		{Key: "about", Title: func(t *i18n.Text) string { return t.Compare.PageAbout }, Body: p.TextPage("about")},
	}
}

// Layout of the table: the system column is at most systemW cells, the
// columns gap cells apart, and each dimension's column at least
// minColumn cells; below gridMin the table shows one item at a time.
const (
	systemW   = 15
	gap       = 2
	minColumn = 16
	gridMin   = systemW + 5*(gap+minColumn)
)

// name is the display name of a system; dimName of a dimension.
func (p *Panel) name(s model.SystemID) string       { return p.Doc.Section(model.SystemKey(s)) }
func (p *Panel) dimName(d model.DimensionID) string { return p.Doc.Section(model.DimensionKey(d)) }

// tablePage is the systems against the dimensions: the whole grid when
// the columns are wide enough to read, else one system (or dimension) at
// a time.
func (p *Panel) tablePage(w int) []string {
	s, g := p.Styles, p.Styles.Glyphs
	out := kit.Prose(p.Text.Compare.TableHeading, w, s.Heading.Render)
	out = append(out, kit.Prose(g.Missing+" "+p.Doc.Section(model.SourceKey(model.NotDescribed)), w, s.Muted.Render)...)
	out = append(out, "")
	if w < gridMin {
		return append(out, p.single(w)...)
	}
	return append(out, p.grid(w)...)
}

// cell is the text of one cell wrapped to w; a cell the digest leaves
// open starts with the missing mark and is muted, so it stands out with
// or without colour.
func (p *Panel) cell(sys model.SystemID, d model.DimensionID, w int) []string {
	s := p.Styles
	text := p.Doc.Section(model.CellKey(sys, d))
	if model.Cell(sys, d) == model.NotDescribed {
		return kit.Lines(s.Glyphs.Missing+" "+text, w, s.Muted.Render)
	}
	return kit.Lines(text, w, s.Text.Render)
}

// grid lays the table out whole: a row per system, a column per
// dimension, each cell wrapped in its column and rows ruled apart.
func (p *Panel) grid(w int) []string {
	s, g := p.Styles, p.Styles.Glyphs
	dims := model.Dimensions()
	sysW := 0
	for _, sys := range model.Systems() {
		sysW = max(sysW, kit.Width(p.name(sys)))
	}
	sysW = min(sysW, systemW)
	colW := (w - sysW - len(dims)*gap) / len(dims)
	widths := []int{sysW}
	head := [][]string{nil}
	for _, d := range dims {
		widths = append(widths, colW)
		head = append(head, kit.Lines(p.dimName(d), colW, s.Heading.Render))
	}
	rule := s.Rule.Render(strings.Repeat(g.HRule, w))
	out := append(sideBySide(head, widths), rule)
	for i, sys := range model.Systems() {
		if i > 0 {
			out = append(out, rule)
		}
		row := [][]string{kit.Lines(p.name(sys), sysW, s.Accent.Render)}
		for _, d := range dims {
			row = append(row, p.cell(sys, d, colW))
		}
		out = append(out, sideBySide(row, widths)...)
	}
	return out
}

// sideBySide sets blocks of lines in columns of the given widths, gap
// cells apart, as tall as the tallest block.
func sideBySide(blocks [][]string, widths []int) []string {
	height := 0
	for _, b := range blocks {
		height = max(height, len(b))
	}
	out := make([]string, height)
	for y := range out {
		var line strings.Builder
		for i, b := range blocks {
			if i > 0 {
				line.WriteString(strings.Repeat(" ", gap))
			}
			cell := ""
			if y < len(b) {
				cell = b[y]
			}
			line.WriteString(kit.PadRight(cell, widths[i]))
		}
		out[y] = strings.TrimRight(line.String(), " ")
	}
	return out
}

// single shows one system on every dimension, or one dimension for every
// system, with arrows to say that left and right move to the next.
func (p *Panel) single(w int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Compare
	systems, dims := model.Systems(), model.Dimensions()
	var name, position string
	if p.byDimension {
		p.item = min(p.item, len(dims)-1)
		name, position = p.dimName(dims[p.item]), fmt.Sprintf(c.DimensionOfFmt, p.item+1, len(dims))
	} else {
		p.item = min(p.item, len(systems)-1)
		name, position = p.name(systems[p.item]), fmt.Sprintf(c.SystemOfFmt, p.item+1, len(systems))
	}
	head := s.Selected.Render(g.PageLeft+" "+name+" "+g.PageRight) + "  " + s.Muted.Render(position)
	out := []string{kit.Truncate(head, w, g.Ellipsis)}
	indent := func(lines []string) []string {
		for i, l := range lines {
			lines[i] = "  " + l
		}
		return lines
	}
	textW := min(max(1, w-2), kit.MaxMeasure)
	if p.byDimension {
		d := dims[p.item]
		for _, sys := range systems {
			out = append(out, kit.Lines(p.name(sys), w, s.Accent.Render)...)
			out = append(out, indent(p.cell(sys, d, textW))...)
		}
		return out
	}
	sys := systems[p.item]
	for _, d := range dims {
		out = append(out, kit.Lines(p.dimName(d), w, s.Heading.Render)...)
		out = append(out, indent(p.cell(sys, d, textW))...)
	}
	return out
}

// Layout of a map: a region's column is at least regionMin cells; below
// that the regions are stacked.
const regionMin = 14

// mapsPage draws both maps: each region a column headed by its name, the
// systems placed in it below, each marked as placed by the digest or by
// the explorer's reading; a legend says which mark is which.
func (p *Panel) mapsPage(w int) []string {
	s, g := p.Styles, p.Styles.Glyphs
	var out []string
	for i, m := range model.Maps() {
		if i > 0 {
			out = append(out, "")
		}
		out = append(out, kit.Lines(p.Doc.Section(model.TitleKey(m.ID)), w, s.Heading.Render)...)
		n := len(m.Regions)
		if colW := (w - (n-1)*gap) / n; colW >= regionMin {
			out = append(out, p.regionColumns(m, colW)...)
			continue
		}
		for _, r := range m.Regions {
			out = append(out, kit.Lines(p.Doc.Section(model.RegionKey(m.ID, r)), w, s.Accent.Render)...)
			for _, l := range p.placed(m.ID, r, max(1, w-2)) {
				out = append(out, "  "+l)
			}
		}
	}
	out = append(out, "")
	return append(out, kit.Flow([]string{
		s.Value.Render(g.Stated) + " " + s.Text.Render(p.Doc.Section(model.BasisKey(model.Stated))),
		s.Muted.Render(g.Inferred + " " + p.Doc.Section(model.BasisKey(model.Inferred))),
	}, w, 3, g.Ellipsis)...)
}

// regionColumns draws a map's regions side by side, colW cells each:
// names, a rule under each, then the systems placed there.
func (p *Panel) regionColumns(m model.Map, colW int) []string {
	s, g := p.Styles, p.Styles.Glyphs
	var names, placed [][]string
	widths := make([]int, len(m.Regions))
	for i, r := range m.Regions {
		names = append(names, kit.Lines(p.Doc.Section(model.RegionKey(m.ID, r)), colW, s.Accent.Render))
		placed = append(placed, p.placed(m.ID, r, colW))
		widths[i] = colW
	}
	rules := make([][]string, len(m.Regions))
	for i := range rules {
		rules[i] = []string{s.Rule.Render(strings.Repeat(g.HRule, colW))}
	}
	out := sideBySide(names, widths)
	out = append(out, sideBySide(rules, widths)...)
	return append(out, sideBySide(placed, widths)...)
}

// placed lists the systems in one region of a map, each with its mark,
// wrapped to w; an empty region shows a muted dash.
func (p *Panel) placed(m model.MapID, r model.RegionID, w int) []string {
	s, g := p.Styles, p.Styles.Glyphs
	var out []string
	for _, pl := range model.Placements(m) {
		if pl.Region != r {
			continue
		}
		mark, style := g.Stated+" ", s.Value.Render
		if pl.Basis == model.Inferred {
			mark, style = g.Inferred+" ", s.Muted.Render
		}
		for i, l := range kit.Wrap(p.name(pl.System), max(1, w-kit.Width(mark))) {
			if i > 0 {
				mark = strings.Repeat(" ", kit.Width(mark))
			}
			out = append(out, style(mark+l))
		}
	}
	if len(out) == 0 {
		out = append(out, s.Muted.Render("-"))
	}
	return out
}

// assumptionsPage says what the table and maps rest on: the digest's
// statements, the placements the explorer infers (each with the cell it
// reads) and the cells the digest leaves open.
func (p *Panel) assumptionsPage(w int) []string {
	s, c := p.Styles, p.Text.Compare
	out := kit.Prose(p.Doc.Section("assumptions"), w, s.Text.Render)
	out = append(out, "")
	out = append(out, kit.Prose(p.Doc.Section(model.BasisKey(model.Inferred)), w, s.Heading.Render)...)
	for _, m := range model.Maps() {
		for _, pl := range model.Placements(m.ID) {
			if pl.Basis != model.Inferred {
				continue
			}
			item := fmt.Sprintf(c.FromCellFmt, p.name(pl.System), p.Doc.Section(model.RegionKey(m.ID, pl.Region)),
				p.dimName(m.Dimension), p.Doc.Section(model.CellKey(pl.System, m.Dimension)))
			out = append(out, kit.Prose("- "+item, w, s.Text.Render)...)
		}
	}
	out = append(out, "")
	out = append(out, kit.Prose(p.Doc.Section(model.SourceKey(model.NotDescribed)), w, s.Heading.Render)...)
	for _, sys := range model.Systems() {
		for _, d := range model.Dimensions() {
			if model.Cell(sys, d) == model.NotDescribed {
				out = append(out, kit.Prose("- "+fmt.Sprintf(c.MissingCellFmt, p.name(sys), p.dimName(d)), w, s.Text.Render)...)
			}
		}
	}
	return out
}

// tableDataset is the table as one row per cell.
func (p *Panel) tableDataset() kit.Dataset {
	c := p.Text.Compare
	t := &kit.DataTable{Columns: []string{c.ColSystem, c.ColDimension, c.ColSource, c.ColText}}
	for _, sys := range model.Systems() {
		for _, d := range model.Dimensions() {
			t.Rows = append(t.Rows, []string{p.name(sys), p.dimName(d), p.Doc.Section(model.SourceKey(model.Cell(sys, d))),
				p.Doc.Section(model.CellKey(sys, d))})
		}
	}
	return kit.Dataset{Title: c.TableHeading, Table: t}
}

// mapsDataset is the maps as one row per placement.
func (p *Panel) mapsDataset() kit.Dataset {
	c := p.Text.Compare
	t := &kit.DataTable{Columns: []string{c.ColMap, c.ColRegion, c.ColSystem, c.ColBasis}}
	for _, m := range model.Maps() {
		for _, pl := range model.Placements(m.ID) {
			t.Rows = append(t.Rows, []string{p.Doc.Section(model.TitleKey(m.ID)), p.Doc.Section(model.RegionKey(m.ID, pl.Region)),
				p.name(pl.System), p.Doc.Section(model.BasisKey(pl.Basis))})
		}
	}
	return kit.Dataset{Title: c.PageMaps, Table: t}
}
