package cli

import (
	"fmt"
	"io"
	"strings"

	"pegasus/i18n"
	"pegasus/model/knob"
	"pegasus/panels/kit"
	"pegasus/panels/reading"
	"pegasus/ui"
	"pegasus/ui/settings"
)

// readWidth is the line width of `read` when the terminal's is unknown
// (output to a file or a pipe).
const readWidth = 80

// runRead prints the reading as plain text, for handouts: the list of
// sections, one section with its links and questions (and, asked for,
// the answers), or the glossary, in the language of --lang.
func runRead(c *ctx, args []string) int {
	t := c.t
	fs := c.commandFlags("read")
	list := fs.Bool("list", false, t.Reading.FlagList)
	section := fs.String("section", "", t.Reading.FlagSection)
	glossary := fs.Bool("glossary", false, t.Reading.FlagGlossary)
	answers := fs.Bool("answers", false, t.Reading.FlagAnswers)
	if code, ok := c.parseCommand("read", fs, args, 0); !ok {
		return code
	}
	actions := 0
	for _, set := range []bool{*list, fs.Changed("section"), *glossary} {
		if set {
			actions++
		}
	}
	if actions > 1 {
		return c.fail(&settings.InputError{Msg: t.Reading.OneAction})
	}
	lib, err := c.io.content()
	if err != nil {
		return c.fail(err)
	}
	book := reading.NewBook(lib, t.Lang)
	ascii := c.ascii(fs)
	pr := printer{t: t, g: glyphsFor(ascii), w: min(kit.MaxMeasure, readWidth), groups: reading.LinkGroups(), panels: ui.Panels(), oneLanguage: c.plain()}
	if c.io.Width > 0 {
		pr.w = min(kit.MaxMeasure, c.io.Width)
	}
	switch {
	case fs.Changed("section"):
		s, ok := book.Section(*section)
		if !ok {
			return c.fail(&settings.InputError{Msg: fmt.Sprintf(t.Reading.UnknownSectionFmt, *section, strings.Join(sectionKeys(book), t.Shell.ChoiceSep))})
		}
		return c.output(func(w io.Writer) error { return pr.section(w, s, *answers) })
	case *glossary:
		other := reading.NewBook(lib, t.Lang.Next())
		return c.output(func(w io.Writer) error { return pr.glossary(w, book, other) })
	}
	return c.output(func(w io.Writer) error { return pr.list(w, book) })
}

// sectionKeys names every section as --section takes it: its number, or
// its id when it has none.
func sectionKeys(b reading.Book) []string {
	keys := make([]string, len(b.Sections))
	for i, s := range b.Sections {
		keys[i] = s.Number
		if s.Number == "" {
			keys[i] = s.ID
		}
	}
	return keys
}

// printer writes the reading as plain text lines of at most w cells.
type printer struct {
	t      *i18n.Text
	g      kit.Glyphs
	w      int
	groups []knob.Group
	panels kit.Registry // to name the panels links lead to
	// oneLanguage leaves out the other language (a terminal that cannot
	// show it).
	oneLanguage bool
}

// plain is the identity style, for kit.Lines.
func plain(s ...string) string { return strings.Join(s, " ") }

// list writes the sections: number, id and title.
func (p printer) list(w io.Writer, b reading.Book) error {
	rows := make([][]string, len(b.Sections))
	for i, s := range b.Sections {
		rows[i] = []string{"  " + s.Number, s.ID, s.TitleText()}
	}
	lines := append(kit.Lines(p.t.Reading.ListHeading, p.w, plain), "")
	return writeLines(w, append(lines, kit.Table(rows, 2)...))
}

// section writes a section: its title underlined, its paragraphs, items
// and links (each with where it leads), its questions, and, when asked,
// the answers after them.
func (p printer) section(w io.Writer, s reading.Section, answers bool) error {
	r := p.t.Reading
	lines := p.heading(s.Title, "=")
	lines = append(lines, p.blocks(s.Blocks, 0)...)
	if len(s.Questions) > 0 {
		lines = append(lines, p.heading(r.QuestionsHeading, "-")...)
		for n, q := range s.Questions {
			lines = append(lines, p.numbered(n, q.Ask)...)
		}
	}
	if answers && len(s.Questions) > 0 {
		lines = append(lines, p.heading(r.AnswersHeading, "-")...)
		for n, q := range s.Questions {
			lines = append(lines, p.numbered(n, q.Answer)...)
		}
	}
	return writeLines(w, lines)
}

// heading is a title underlined with rule, then a blank line.
func (p printer) heading(title, rule string) []string {
	lines := kit.Lines(title, p.w, plain)
	return append(lines, strings.Repeat(rule, min(p.w, kit.Widest(lines))), "")
}

// numbered writes question or answer n (0-based): its number, then its
// blocks indented under it.
func (p printer) numbered(n int, blocks []reading.Block) []string {
	label := fmt.Sprintf(p.t.Reading.QuestionFmt, n+1)
	body := p.blocks(blocks, kit.Width(label)+1)
	if len(body) > 0 && len(body[0]) >= len(label) {
		body[0] = label + body[0][len(label):]
	}
	return body
}

// blocks writes blocks indented by indent cells, a blank line after each
// paragraph, list or link.
func (p printer) blocks(blocks []reading.Block, indent int) []string {
	pad := strings.Repeat(" ", indent)
	width := max(1, p.w-indent)
	var out []string
	for i, b := range blocks {
		var lines []string
		switch b.Kind {
		case reading.LinkLine:
			arrow := p.g.Arrow + " "
			under := strings.Repeat(" ", kit.Width(arrow))
			for j, l := range kit.Wrap(b.Text, max(1, width-kit.Width(arrow))) {
				lead := under
				if j == 0 {
					lead = arrow
				}
				lines = append(lines, lead+l)
			}
			where := reading.Summary(p.panels, p.t, p.g, b.Link, p.groups)
			for _, l := range kit.Wrap("("+where+")", max(1, width-kit.Width(arrow))) {
				lines = append(lines, under+strings.ReplaceAll(l, reading.NoBreakSpace, " "))
			}
		case reading.ListItem:
			lines = kit.Lines("- "+b.Text, width, plain)
		default:
			lines = kit.Lines(b.Text, width, plain)
		}
		for _, l := range lines {
			out = append(out, strings.TrimRight(pad+l, " "))
		}
		if b.Kind != reading.ListItem || i == len(blocks)-1 || blocks[i+1].Kind != reading.ListItem {
			out = append(out, "")
		}
	}
	return out
}

// glossary writes every term with its definition; an English term also
// gives its Chinese name, where the terminal can show it.
func (p printer) glossary(w io.Writer, b, other reading.Book) error {
	lines := p.heading(p.t.Reading.PageGlossary, "=")
	for i, term := range b.Terms {
		name := term.Name
		if b.Lang == i18n.English && !p.oneLanguage {
			if zh := reading.ShortName(other.Terms[i].Name); zh != name {
				name += "  " + zh
			}
		}
		lines = append(lines, kit.Lines(name, p.w, plain)...)
		lines = append(lines, p.blocks(term.Definition, 2)...)
	}
	return writeLines(w, lines)
}

// writeLines writes lines, the last blank ones left out.
func writeLines(w io.Writer, lines []string) error {
	for len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	_, err := io.WriteString(w, strings.Join(lines, "\n")+"\n")
	return err
}
