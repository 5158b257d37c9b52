package reading

import (
	"fmt"
	"strings"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// pageKind is what a page of the panel holds.
type pageKind int

// The kinds of page.
const (
	contentsPage pageKind = iota
	sectionPage
	glossaryPage
	notesPage
)

// Stable keys of the pages that are not sections (a section's page key
// is its id: "s3-1", "keynumbers").
const (
	contentsKey    = "contents"
	glossaryKey    = "glossary"
	assumptionsKey = "assumptions"
)

// pages is the panel's page table: the contents, one page per section
// (the key numbers last), the glossary and the assumptions.
func (p *Panel) pages() []kit.Page {
	out := []kit.Page{{Key: contentsKey, Title: func(t *i18n.Text) string { return t.Reading.PageContents }}}
	for _, s := range p.book(i18n.English).Sections {
		id := s.ID
		out = append(out, kit.Page{Key: id, Title: func(t *i18n.Text) string {
			sec, _ := p.book(t.Lang).Section(id)
			return sec.Title
		}})
	}
	out = append(out,
		kit.Page{Key: glossaryKey, Title: func(t *i18n.Text) string { return t.Reading.PageGlossary }},
		kit.Page{Key: assumptionsKey, Title: func(t *i18n.Text) string { return t.Shell.PageAssumptions }},
	)
	for i := range out {
		i := i
		out[i].Body = func(w, _ int) []string { return p.layoutOf(i, w).lines }
	}
	return out
}

// kindOf is the kind of page i.
func (p *Panel) kindOf(i int) pageKind {
	switch p.Pages[i].Key {
	case contentsKey:
		return contentsPage
	case glossaryKey:
		return glossaryPage
	case assumptionsKey:
		return notesPage
	}
	return sectionPage
}

// book is the reading in a language.
func (p *Panel) book(l i18n.Lang) *Book {
	if l == i18n.TraditionalChinese {
		return &p.zh
	}
	return &p.en
}

// layoutOf lays page i out at width w with the panel's current state; the
// current page's layout is kept until the state or the width changes.
func (p *Panel) layoutOf(i, w int) layout {
	if c := p.cached; c.page == i && c.width == w && c.stamp == p.stamp && c.stamp != 0 {
		return c.layout
	}
	var rows []row
	switch p.kindOf(i) {
	case contentsPage:
		rows = p.contentsRows()
	case glossaryPage:
		rows = p.glossaryRows()
	case notesPage:
		rows = p.textRows(func(l i18n.Lang) Section { return p.notes[l] })
	default:
		rows = p.textRows(func(l i18n.Lang) Section { return p.book(l).Sections[i-1] })
	}
	if _, two := columns(w); p.side && two {
		rows = append([]row{p.languageRow()}, rows...)
	} else if p.side {
		rows = append([]row{{full: true, gap: true, draw: func(l i18n.Lang, w int, _ bool) []string {
			return wrapped(p.texts[l].Reading.NarrowSideBySide, w, p.Styles.Muted.Render)
		}}}, rows...)
	}
	lay := assemble(p.Styles, rows, p.Text.Lang, p.side, p.sel[p.Pages[i].Key], w)
	if i == p.Pager.Page {
		p.cached = cachedLayout{page: i, width: w, stamp: p.stamp, layout: lay}
	}
	return lay
}

// languageRow heads the two columns of the side-by-side mode with the
// languages' names.
func (p *Panel) languageRow() row {
	return row{gap: true, draw: func(l i18n.Lang, w int, _ bool) []string {
		return []string{p.Styles.Muted.Render(kit.Truncate(p.texts[l].Shell.LanguageName, w, p.Styles.Glyphs.Ellipsis))}
	}}
}

// contentsRows lists the sections; Enter opens the selected one.
func (p *Panel) contentsRows() []row {
	s := p.Styles
	rows := []row{
		{full: true, draw: func(l i18n.Lang, w int, _ bool) []string {
			return wrapped(p.texts[l].Reading.ContentsHeading, w, s.Heading.Render)
		}},
		{full: true, gap: true, draw: func(l i18n.Lang, w int, _ bool) []string {
			return wrapped(p.texts[l].Reading.ContentsHint, w, s.Muted.Render)
		}},
	}
	numW := 0
	for _, sec := range p.en.Sections {
		numW = max(numW, kit.Width(sec.Number))
	}
	for i, sec := range p.en.Sections {
		rows = append(rows, row{key: "sec:" + sec.ID, act: action{page: sec.ID}, draw: func(l i18n.Lang, w int, selected bool) []string {
			sec := p.book(l).Sections[i]
			style := s.Text.Render
			if selected {
				style = s.Selected.Render
			}
			lead := kit.PadRight(sec.Number, numW) + "  "
			var lines []string
			for j, line := range kit.Wrap(sec.TitleText(), max(1, w-2-len(lead))) {
				if j > 0 {
					lead = strings.Repeat(" ", len(lead))
				}
				lines = append(lines, s.Muted.Render(lead)+style(line))
			}
			return gutter(s, lines, selected)
		}})
	}
	return rows
}

// textRows lays out a section of text (a reading section, or the
// assumptions): its title, its blocks, then its questions, each answer
// shown once revealed. sec gives the section in a language.
func (p *Panel) textRows(sec func(i18n.Lang) Section) []row {
	s := p.Styles
	rows := []row{{gap: true, draw: func(l i18n.Lang, w int, _ bool) []string {
		return wrapped(sec(l).Title, w, s.Heading.Render)
	}}}
	rows = append(rows, p.blockRows(func(l i18n.Lang) []Block { return sec(l).Blocks }, "link:", 0)...)
	questions := sec(p.Text.Lang).Questions
	if len(questions) == 0 {
		return rows
	}
	rows = append(rows, row{gap: true, draw: func(l i18n.Lang, w int, _ bool) []string {
		return wrapped(p.texts[l].Reading.QuestionsHeading, w, s.Accent.Render)
	}})
	for n, q := range questions {
		open := p.open[q.ID]
		rows = append(rows, row{key: "q:" + q.ID, act: action{question: q.ID}, gap: true,
			draw: func(l i18n.Lang, w int, selected bool) []string {
				t := p.texts[l]
				return p.questionLines(t, sec(l).Questions[n].Ask, n, w, selected, open)
			}})
		if !open {
			continue
		}
		rows = append(rows, row{indent: answerIndent, draw: func(l i18n.Lang, w int, _ bool) []string {
			return []string{s.Heading.Render(kit.Truncate(p.texts[l].Shell.AnswerHeading, w, s.Glyphs.Ellipsis))}
		}})
		answer := p.blockRows(func(l i18n.Lang) []Block { return sec(l).Questions[n].Answer }, "a:"+q.ID+":", answerIndent)
		rows = append(rows, answer...)
	}
	return rows
}

// answerIndent sets an answer under its question's text.
const answerIndent = 4

// questionLines draws question n (0-based): its number, its text, and,
// when it is selected and its answer hidden, how to show it.
func (p *Panel) questionLines(t *i18n.Text, ask []Block, n, w int, selected, open bool) []string {
	s := p.Styles
	label := fmt.Sprintf(t.Reading.QuestionFmt, n+1) + " "
	style := s.Accent.Render
	if selected {
		style = s.Selected.Render
	}
	var text []string
	for _, b := range ask {
		text = append(text, b.Text)
	}
	inner := max(1, w-2-kit.Width(label))
	var lines []string
	for i, l := range kit.Wrap(strings.Join(text, " "), inner) {
		lead := strings.Repeat(" ", kit.Width(label))
		if i == 0 {
			lead = label
		}
		lines = append(lines, style(lead+l))
	}
	if selected && !open {
		for _, l := range kit.Wrap(t.Reading.ShowAnswer, inner) {
			lines = append(lines, strings.Repeat(" ", kit.Width(label))+s.Muted.Render(l))
		}
	}
	return gutter(s, lines, selected)
}

// blockRows lays out blocks: paragraphs and list items as text, links as
// selectable items keyed prefix + their position.
func (p *Panel) blockRows(blocks func(i18n.Lang) []Block, prefix string, indent int) []row {
	s := p.Styles
	list := blocks(i18n.English)
	var rows []row
	for k, b := range list {
		gap := k == len(list)-1 || b.Kind != ListItem || list[k+1].Kind != ListItem
		r := row{indent: indent, gap: gap}
		switch b.Kind {
		case LinkLine:
			r.key = fmt.Sprintf("%s%d", prefix, k)
			link := b.Link
			r.act = action{link: &link}
			r.draw = func(l i18n.Lang, w int, selected bool) []string {
				return p.linkLines(p.texts[l], blocks(l)[k], w, selected)
			}
		case ListItem:
			r.draw = func(l i18n.Lang, w int, _ bool) []string {
				return kit.Lines("- "+blocks(l)[k].Text, w, s.Text.Render)
			}
		default:
			r.draw = func(l i18n.Lang, w int, _ bool) []string {
				return wrapped(blocks(l)[k].Text, w, s.Text.Render)
			}
		}
		rows = append(rows, r)
	}
	return rows
}

// linkLines draws a link: an arrow and its label, where it leads, and,
// when it is selected, how to follow it and come back.
func (p *Panel) linkLines(t *i18n.Text, b Block, w int, selected bool) []string {
	s, g := p.Styles, p.Styles.Glyphs
	arrow := g.Arrow + " "
	inner := max(1, w-2-kit.Width(arrow))
	style := s.Accent.Render
	if selected {
		style = s.Selected.Render
	}
	pad := strings.Repeat(" ", kit.Width(arrow))
	var lines []string
	for i, l := range kit.Wrap(b.Text, inner) {
		lead := pad
		if i == 0 {
			lead = arrow
		}
		lines = append(lines, style(lead+l))
	}
	for _, l := range kit.Wrap(Summary(p.Panels(), t, g, b.Link, p.groups), inner) {
		lines = append(lines, pad+s.Muted.Render(strings.ReplaceAll(l, NoBreakSpace, " ")))
	}
	if selected {
		for _, l := range kit.Wrap(t.Reading.LinkHint, inner) {
			lines = append(lines, pad+s.Muted.Render(l))
		}
	}
	return gutter(s, lines, selected)
}
