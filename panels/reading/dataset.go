package reading

import (
	"fmt"
	"strconv"
	"strings"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// Dataset implements kit.Exporter: the contents as a table of sections,
// a section's links (the key numbers as number and meaning), the
// glossary's matching terms in both languages; the assumptions are prose.
func (p *Panel) Dataset() (kit.Dataset, bool) {
	t, r := p.Text, p.Text.Reading
	book := p.book(t.Lang)
	switch p.kindOf(p.Pager.Page) {
	case contentsPage:
		tab := &kit.DataTable{Columns: []string{r.ColNumber, r.ColSection, r.ColQuestions, r.ColLinks}}
		for _, s := range book.Sections {
			tab.Rows = append(tab.Rows, []string{s.Number, s.TitleText(), strconv.Itoa(len(s.Questions)), strconv.Itoa(len(s.Links()))})
		}
		return kit.Dataset{Title: r.ContentsHeading, Table: tab}, true
	case glossaryPage:
		other := i18n.For(t.Lang.Next())
		tab := &kit.DataTable{Columns: []string{r.ColTerm, fmt.Sprintf(r.ColOtherTermFmt, other.Shell.LanguageName), r.ColDefinition}}
		for _, i := range p.matches() {
			term := book.Terms[i]
			tab.Rows = append(tab.Rows, []string{term.Name, p.book(other.Lang).Terms[i].Name, definition(term)})
		}
		return kit.Dataset{Title: r.PageGlossary, Table: tab}, true
	case sectionPage:
		s := book.Sections[p.Pager.Page-1]
		if s.ID == "keynumbers" {
			return keyNumbers(t, s), true
		}
		links := s.Links()
		if len(links) == 0 {
			return kit.Dataset{}, false
		}
		tab := &kit.DataTable{Columns: []string{r.ColLink, r.ColOpens}}
		for _, l := range links {
			tab.Rows = append(tab.Rows, []string{l.Label, strings.ReplaceAll(Summary(p.Panels(), t, kit.ASCIIGlyphs(), l, p.groups), NoBreakSpace, " ")})
		}
		return kit.Dataset{Title: s.Title, Table: tab}, true
	}
	return kit.Dataset{}, false
}

// keyNumbers tables the key numbers: each item's number (before its first
// colon) and what it means.
func keyNumbers(t *i18n.Text, s Section) kit.Dataset {
	tab := &kit.DataTable{Columns: []string{t.Reading.ColKeyNumber, t.Reading.ColMeaning}}
	for _, b := range s.Blocks {
		if b.Kind != ListItem {
			continue
		}
		number, meaning := splitColon(b.Text)
		tab.Rows = append(tab.Rows, []string{number, meaning})
	}
	return kit.Dataset{Title: s.Title, Table: tab}
}

// splitColon splits "number: meaning" at the first colon, Latin or
// full-width; without one the whole text is the meaning.
func splitColon(text string) (string, string) {
	i, n := strings.Index(text, ": "), 2
	if j := strings.Index(text, "："); j >= 0 && (i < 0 || j < i) {
		i, n = j, len("：")
	}
	if i < 0 {
		return "", text
	}
	return strings.TrimSpace(text[:i]), strings.TrimSpace(text[i+n:])
}
