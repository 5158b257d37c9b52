package advisor

import (
	"fmt"
	"strings"

	"pegasus/content"
	model "pegasus/model/advisor"
	"pegasus/model/knob"
	"pegasus/panels/describe"
	"pegasus/panels/kit"
)

// verdictsPage is the verdict on every design at a glance, grouped by
// axis, then each design's reasons with their stance and where each one
// leads. The selected reason is marked with the cursor glyph as well as a
// highlight, and kept in view after it moves.
func (p *Panel) verdictsPage(w, h int) []string {
	p.judge()
	s, c := p.Styles, p.Text.Advisor
	markW := 0
	for _, f := range model.FitValues() {
		markW = max(markW, kit.Width(p.fitMark(f, 0)))
	}
	var out []string
	for _, axis := range model.Axes() {
		out = append(out, kit.Lines(p.Doc.Section("axis."+string(axis)), w, s.Heading.Render)...)
		for _, r := range p.recs {
			if r.Axis == axis {
				out = append(out, p.hang("  "+p.fitMark(r.Fit, markW)+"  ", p.designName(r.Design), w, s.Value.Render)...)
			}
		}
	}
	out = append(out, "")
	out = append(out, kit.Lines(c.DetailsHeading, w, s.Heading.Render)...)
	out = append(out, kit.Lines(c.SelectHint, w, s.Muted.Render)...)
	selTop, selBottom := 0, 0
	for i, r := range p.recs {
		out = append(out, "")
		out = append(out, p.hang(p.fitMark(r.Fit, 0)+"  ", p.designName(r.Design), w, s.Value.Render)...)
		for j, rs := range r.Reasons {
			selected := p.picks[p.sel] == pick{i, j}
			if selected {
				selTop = len(out)
			}
			out = append(out, p.reasonLines(rs, selected, w)...)
			if selected {
				selBottom = len(out)
			}
		}
	}
	if p.follow {
		// The area shows h-1 lines of a body taller than it (the last
		// line says how far it has scrolled).
		visible := max(1, h-1)
		if selTop < p.Pager.Scroll {
			p.Pager.Scroll = selTop
		} else if selBottom > p.Pager.Scroll+visible {
			p.Pager.Scroll = min(selTop, selBottom-visible)
		}
		p.follow = false
	}
	return out
}

// fitMark is a verdict as a glyph and a word, padded to w cells, so it
// reads the same without colour.
func (p *Panel) fitMark(f model.Fit, w int) string {
	s := p.Styles
	mark := kit.PadRight(describe.FitGlyph(s.Glyphs, f)+" "+p.Doc.Section("fit."+string(f)), w)
	switch f {
	case model.Fits:
		return s.Good.Render(mark)
	case model.Depends:
		return s.Marker.Render(mark)
	}
	return s.Bad.Render(mark)
}

// designName is a design's name in the current language.
func (p *Panel) designName(d model.DesignID) string { return p.Doc.Section("design." + string(d)) }

// reasonLines shows one reason: its stance, its text and where it leads,
// indented under the stance; the selected one is highlighted, marked with
// the cursor, and says that Enter opens its target.
func (p *Panel) reasonLines(rs model.Reason, selected bool, w int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Advisor
	stanceW := 0
	for _, st := range model.Stances() {
		stanceW = max(stanceW, kit.Width(p.stanceWord(st)))
	}
	gutter, word := "  ", kit.PadRight(p.stanceWord(rs.Stance), stanceW)
	textStyle, linkStyle := s.Text.Render, s.Muted.Render
	link := g.Arrow + " " + p.targetLabel(rs.Target)
	if selected {
		gutter, textStyle, linkStyle = g.Cursor+" ", plain, plain
		link = fmt.Sprintf(c.OpensFmt, p.targetLabel(rs.Target))
	} else {
		word = p.stanceStyle(rs.Stance)(word)
	}
	text := p.Doc.Section("reason." + string(rs.ID))
	var lines []string
	if lead := gutter + word + " "; w-kit.Width(lead) >= minReasonText {
		lines = p.hang(lead, text, w, textStyle)
		lines = append(lines, p.hang(strings.Repeat(" ", kit.Width(lead)), link, w, linkStyle)...)
	} else { // too narrow to indent under the stance: stack it
		lines = []string{kit.Truncate(gutter+word, w, g.Ellipsis)}
		lines = append(lines, p.hang("  ", text, w, textStyle)...)
		lines = append(lines, p.hang("  ", link, w, linkStyle)...)
	}
	if selected {
		for i, l := range lines {
			lines[i] = s.Selected.Render(kit.PadRight(l, w))
		}
	}
	return lines
}

// minReasonText is the narrowest a reason's text is set beside its
// stance; narrower, the stance goes on a line of its own.
const minReasonText = 16

// plain leaves text unstyled (the caller styles whole lines).
func plain(s ...string) string { return strings.Join(s, " ") }

// stanceWord is a stance's label in the current language.
func (p *Panel) stanceWord(st model.Stance) string { return p.Doc.Section("stance." + string(st)) }

// stanceStyle colours a reason's first line by its stance.
func (p *Panel) stanceStyle(st model.Stance) func(...string) string {
	switch st {
	case model.For:
		return p.Styles.Good.Render
	case model.Against:
		return p.Styles.Bad.Render
	}
	return p.Styles.Marker.Render
}

// hang wraps text to w cells after lead: the first line starts with lead,
// the others are indented by its width.
func (p *Panel) hang(lead, text string, w int, style func(...string) string) []string {
	lw := kit.Width(lead)
	lines := p.wraps.get(text, max(1, w-lw))
	out := make([]string, len(lines))
	for i, l := range lines {
		prefix := strings.Repeat(" ", lw)
		if i == 0 {
			prefix = lead
		}
		out[i] = prefix + style(l)
	}
	return out
}

// targetLabel says where a reason leads: a reading section by its title,
// a panel by its name and the values it opens at.
func (p *Panel) targetLabel(t model.Target) string {
	named := p.Text.Shell.NamedFmt
	title := p.PanelTitle(kit.PanelID(t.Panel))
	if t.Panel == model.ReadingPanel {
		return fmt.Sprintf(named, title, p.sectionTitle(t.Page))
	}
	var vals []string
	for _, prm := range t.Params {
		if spec, ok := p.spec(prm.Key); ok {
			if v, err := spec.Parse(prm.Value); err == nil {
				group, _, _ := strings.Cut(prm.Key, ".")
				vals = append(vals, p.Text.Knob.Label(prm.Key)+" "+kit.KnobValue(p.Text, p.Styles.Glyphs, group, spec, v))
			}
		}
	}
	if len(vals) == 0 {
		return title
	}
	return fmt.Sprintf(named, title, strings.Join(vals, p.Text.Shell.ListSep))
}

// spec finds the declaration of a qualified knob key ("credit.jitter_ns").
func (p *Panel) spec(qualified string) (knob.Spec, bool) { return knob.Lookup(p.groups, qualified) }

// sectionTitle is a reading section's title, its first line without the
// "# "; the section id when the document lacks it.
func (p *Panel) sectionTitle(id string) string {
	text := p.lib.Doc(p.Text.Lang, content.DocName(model.ReadingPanel)).Section(id)
	first, _, _ := strings.Cut(text, "\n")
	if title, ok := strings.CutPrefix(first, "# "); ok {
		return strings.TrimSpace(title)
	}
	return id
}

// wraps remembers text wrapped to a width, so that a key press redraws
// the page without wrapping every reason again. It forgets everything
// when it grows past wrapsMax entries (a language or size change).
type wraps map[wrapKey][]string

// wrapKey is a text and the width it was wrapped to.
type wrapKey struct {
	text string
	w    int
}

// wrapsMax bounds the cache: every reason, label and link at a few widths.
const wrapsMax = 1024

// get returns text wrapped to w cells; the caller must not change it.
func (c wraps) get(text string, w int) []string {
	k := wrapKey{text, w}
	if lines, ok := c[k]; ok {
		return lines
	}
	if len(c) >= wrapsMax {
		clear(c)
	}
	lines := kit.Wrap(text, w)
	c[k] = lines
	return lines
}
