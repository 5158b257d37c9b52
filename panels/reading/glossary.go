package reading

import (
	"fmt"
	"strings"
	"unicode"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// maxQuery bounds the typed search.
const maxQuery = 40

// matches lists the glossary terms that hold the query, in either
// language: terms whose name holds it first, then those whose definition
// does, each group in the glossary's order. An empty query matches all.
func (p *Panel) matches() []int {
	q := strings.ToLower(strings.TrimSpace(p.query))
	var byName, byText []int
	for i := range p.en.Terms {
		terms := [2]Term{p.en.Terms[i], p.zh.Terms[i]}
		switch {
		case q == "" || strings.Contains(strings.ToLower(terms[0].Name), q) || strings.Contains(strings.ToLower(terms[1].Name), q):
			byName = append(byName, i)
		case strings.Contains(strings.ToLower(definition(terms[0])), q) || strings.Contains(strings.ToLower(definition(terms[1])), q):
			byText = append(byText, i)
		}
	}
	return append(byName, byText...)
}

// definition is a term's definition as one text.
func definition(t Term) string {
	parts := make([]string, len(t.Definition))
	for i, b := range t.Definition {
		parts[i] = b.Text
	}
	return strings.Join(parts, "\n")
}

// glossaryRows lays out the search line and the matching terms, each with
// its definition; in the reading language alone, an English term also
// shows its Chinese name (unless the terminal cannot show it).
func (p *Panel) glossaryRows() []row {
	s := p.Styles
	found := p.matches()
	rows := []row{{full: true, gap: true, draw: func(l i18n.Lang, w int, _ bool) []string {
		return p.searchLines(p.texts[l], len(found), w)
	}}}
	if len(found) == 0 {
		return append(rows, row{full: true, draw: func(l i18n.Lang, w int, _ bool) []string {
			return wrapped(fmt.Sprintf(p.texts[l].Reading.NoMatchFmt, p.query), w, s.Muted.Render)
		}})
	}
	for _, i := range found {
		rows = append(rows, row{gap: true, draw: func(l i18n.Lang, w int, _ bool) []string {
			term := p.book(l).Terms[i]
			var lines []string
			name := term.Name
			if l == i18n.English && !p.side && !p.oneLanguage {
				if zh := ShortName(p.zh.Terms[i].Name); zh != name {
					name += "  " + zh
				}
			}
			for _, line := range kit.Wrap(name, w) {
				lines = append(lines, marked(line, p.query, s.Heading.Render, s.Selected.Render))
			}
			for _, b := range term.Definition {
				for _, line := range kit.Wrap(b.Text, max(1, w-2)) {
					lines = append(lines, "  "+marked(line, p.query, s.Text.Render, s.Selected.Render))
				}
			}
			return lines
		}})
	}
	return rows
}

// searchLines is the glossary's search line and the hint under it.
func (p *Panel) searchLines(t *i18n.Text, found, w int) []string {
	s, r := p.Styles, t.Reading
	count := s.Muted.Render(fmt.Sprintf(r.MatchesFmt, found, len(p.en.Terms)))
	switch {
	case p.typing:
		field := s.Selected.Render("[" + p.query + "_]")
		line := fmt.Sprintf(t.Shell.NamedFmt, r.SearchLabel, field) + "  " + count
		return append([]string{kit.Truncate(line, w, s.Glyphs.Ellipsis)}, wrapped(r.SearchTyping, w, s.Muted.Render)...)
	case p.query != "":
		line := fmt.Sprintf(t.Shell.NamedFmt, r.SearchLabel, s.Value.Render(p.query)) + "  " + count
		return append([]string{kit.Truncate(line, w, s.Glyphs.Ellipsis)}, wrapped(r.SearchKept, w, s.Muted.Render)...)
	}
	return append(wrapped(r.SearchHint, w, s.Muted.Render), count)
}

// marked styles a line of plain text, the query's occurrences (any case)
// in hi and the rest in base.
func marked(line, query string, base, hi func(...string) string) string {
	q := strings.ToLower(strings.TrimSpace(query))
	lower := strings.ToLower(line)
	if q == "" || len(lower) != len(line) {
		return base(line)
	}
	var b strings.Builder
	for {
		i := strings.Index(lower, q)
		if i < 0 {
			break
		}
		if i > 0 {
			b.WriteString(base(line[:i]))
		}
		b.WriteString(hi(line[i : i+len(q)]))
		line, lower = line[i+len(q):], lower[i+len(q):]
	}
	if line != "" {
		b.WriteString(base(line))
	}
	return b.String()
}

// searchKey takes a key while a search is typed: characters narrow the
// list at once, Backspace erases, Enter keeps the search, Esc clears it.
// It reports whether the key was one of those.
func (p *Panel) searchKey(msg tea.KeyMsg) bool {
	switch msg.Type {
	case tea.KeyEnter:
		p.typing = false
	case tea.KeyEsc:
		p.typing, p.query = false, ""
	case tea.KeyBackspace:
		if r := []rune(p.query); len(r) > 0 {
			p.query = string(r[:len(r)-1])
		}
	case tea.KeyRunes, tea.KeySpace:
		var runes []rune
		for _, r := range msg.Runes {
			if unicode.IsPrint(r) {
				runes = append(runes, r)
			}
		}
		if msg.Type == tea.KeySpace {
			runes = []rune{' '}
		}
		if r := []rune(p.query); len(r)+len(runes) <= maxQuery {
			p.query += string(runes)
		}
	default:
		return false
	}
	p.Pager.Scroll = 0
	p.changed()
	return true
}
