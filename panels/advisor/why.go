package advisor

import (
	"fmt"
	model "pegasus/model/advisor"
	"pegasus/model/knob"
	"pegasus/panels/describe"
	"pegasus/panels/kit"
)

// whyPage is what the verdicts rest on: the numbers derived from the
// inputs, then each comparison the rules make, with its numbers and
// whether it holds (a glyph and a word); a comparison whose threshold is
// the model's choice carries the model's mark.
func (p *Panel) whyPage(w int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Advisor
	out := kit.Prose(c.WhyHeading, w, s.Heading.Render)
	var rows [][]string
	for _, r := range model.Derive(p.good).Rows() {
		rows = append(rows, []string{s.Text.Render(p.Doc.Section("derived." + r.Key)), s.Value.Render(describe.Quantity(g, r.Value, r.Unit))})
	}
	if table := kit.Table(rows, 2, 1); kit.Widest(table) <= w {
		out = append(out, table...)
	} else {
		for _, r := range rows {
			out = append(out, kit.Lines(r[0], w, plain)...)
			out = append(out, "  "+r[1])
		}
	}
	out = append(out, "")
	out = append(out, kit.Prose(c.ChecksHeading, w, s.Heading.Render)...)
	yes, no := g.Check+" "+p.Text.Shell.Yes, g.Cross+" "+p.Text.Shell.No
	markW := max(kit.Width(yes), kit.Width(no))
	for _, ch := range model.Checks(p.good) {
		mark := s.Bad.Render(kit.PadRight(no, markW))
		if ch.Holds {
			mark = s.Good.Render(kit.PadRight(yes, markW))
		}
		label := p.Doc.Section("check." + string(ch.ID))
		if ch.ModelLimit {
			label += g.ModelMark
		}
		out = append(out, p.hang(mark+"  ", label, w, s.Text.Render)...)
		cmp := fmt.Sprintf("%s %s %s", describe.Quantity(g, ch.Value, ch.Unit), describe.RuleGlyph(g, ch.Rule), describe.Quantity(g, ch.Limit, ch.Unit))
		out = append(out, p.hang("    ", cmp, w, s.Muted.Render)...)
	}
	out = append(out, "")
	return append(out, kit.ModelNote(&p.Base, w)...)
}

// assumptionsPage gives the rules' thresholds (the model's choices, in
// the advisor's document), then which inputs start from the paper's
// figures and which from the model's, each with its default.
func (p *Panel) assumptionsPage(w int) []string {
	s, c := p.Styles, p.Text.Advisor
	out := kit.Prose(p.Doc.Section("assumptions"), w, s.Text.Render)
	for _, part := range []struct {
		origin  knob.Origin
		heading string
	}{{knob.Paper, c.KnobsPaper}, {knob.Model, c.KnobsModel}} {
		out = append(out, "")
		out = append(out, kit.Prose(part.heading, w, s.Heading.Render)...)
		for _, spec := range model.Knobs().Specs() {
			if spec.Origin != part.origin {
				continue
			}
			item := fmt.Sprintf(p.Text.Shell.NamedFmt, p.Doc.Section("input."+spec.Key), kit.KnobValue(p.Text, s.Glyphs, "advisor", spec, spec.Default))
			out = append(out, kit.Prose("- "+item, w, s.Text.Render)...)
		}
	}
	return out
}

// verdictsDataset is the verdicts as one row per reason.
func (p *Panel) verdictsDataset() kit.Dataset {
	p.judge()
	c := p.Text.Advisor
	t := &kit.DataTable{Columns: []string{c.ColAxis, c.ColDesign, c.ColFit, c.ColStance, c.ColReason, c.ColTarget}}
	for _, r := range p.recs {
		for _, rs := range r.Reasons {
			t.Rows = append(t.Rows, []string{p.Doc.Section("axis." + string(r.Axis)), p.designName(r.Design),
				p.Doc.Section("fit." + string(r.Fit)), p.stanceWord(rs.Stance), p.Doc.Section("reason." + string(rs.ID)), rs.Target.String()})
		}
	}
	return kit.Dataset{Title: c.PageVerdicts, Table: t}
}

// whyDataset is the derived numbers with their units.
func (p *Panel) whyDataset() kit.Dataset {
	p.judge()
	c := p.Text.Advisor
	t := &kit.DataTable{Columns: []string{c.ColQuantity, c.ColValue, c.ColUnit}}
	for _, r := range model.Derive(p.good).Rows() {
		t.Rows = append(t.Rows, []string{p.Doc.Section("derived." + r.Key), fmt.Sprint(r.Value), r.Unit})
	}
	return kit.Dataset{Title: c.WhyHeading, Table: t}
}
