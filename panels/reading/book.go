package reading

import (
	"regexp"
	"strings"
	"unicode"

	"pegasus/content"
	"pegasus/i18n"
	"pegasus/model/advisor"
)

// Book is the reading in one language, structured for the panel and the
// `read` command: the sections in order, each with its questions, and the
// glossary.
type Book struct {
	Lang     i18n.Lang
	Sections []Section
	Terms    []Term
}

// Section is one main section of the reading ("s3-1", "keynumbers").
type Section struct {
	ID string
	// Number is how the section is numbered ("3.1"; "0" for the opening
	// summary); "" when it has none (the key numbers).
	Number string
	// Title is the heading as the text writes it, number included.
	Title     string
	Blocks    []Block
	Questions []Question
}

// Question is one question at the end of a section, with its answer.
type Question struct {
	ID     string // "s3-3-q2"
	Ask    []Block
	Answer []Block
}

// Term is one glossary entry.
type Term struct {
	ID         string
	Name       string
	Definition []Block
}

// BlockKind is what a block of text is.
type BlockKind int

// The kinds of block.
const (
	Paragraph BlockKind = iota
	ListItem
	LinkLine
)

// Block is a paragraph, a list item, or a link into a panel.
type Block struct {
	Kind BlockKind
	// Text is the paragraph or item (without its "- "), or a link's label.
	Text string
	// Link is where a link line leads.
	Link advisor.Link
}

// qaID matches a question or an answer section: "s3-1-q2", "s1-a1".
var qaID = regexp.MustCompile(`^(s\d+(?:-\d+)*)-([qa])(\d+)$`)

// NewBook structures the reading and the glossary of one language.
func NewBook(lib content.Library, lang i18n.Lang) Book {
	doc := lib.Doc(lang, content.ReadingDoc)
	b := Book{Lang: lang}
	at := map[string]int{}
	for _, id := range doc.IDs() {
		m := qaID.FindStringSubmatch(id)
		if m == nil {
			title, blocks := titled(doc.Section(id))
			at[id] = len(b.Sections)
			b.Sections = append(b.Sections, Section{ID: id, Number: numberOf(id, title), Title: title, Blocks: blocks})
			continue
		}
		i, ok := at[m[1]]
		if !ok {
			continue // a question without its section: the content tests forbid it
		}
		s := &b.Sections[i]
		qid := m[1] + "-q" + m[3]
		if m[2] == "q" {
			s.Questions = append(s.Questions, Question{ID: qid, Ask: blocksOf(doc.Section(id))})
		} else if n := len(s.Questions); n > 0 && s.Questions[n-1].ID == qid {
			s.Questions[n-1].Answer = blocksOf(doc.Section(id))
		}
	}
	gloss := lib.Doc(lang, content.GlossaryDoc)
	for _, id := range gloss.IDs() {
		name, def := titled(gloss.Section(id))
		b.Terms = append(b.Terms, Term{ID: id, Name: name, Definition: def})
	}
	return b
}

// Section finds a section by its id or its number ("s3-1", "3.1"); a
// question's id finds the section it belongs to.
func (b Book) Section(key string) (Section, bool) {
	key = strings.TrimSpace(key)
	if m := qaID.FindStringSubmatch(key); m != nil {
		key = m[1]
	}
	for _, s := range b.Sections {
		if strings.EqualFold(s.ID, key) || (s.Number != "" && s.Number == key) {
			return s, true
		}
	}
	return Section{}, false
}

// titled splits a section into its title line ("# Title") and the blocks
// after it.
func titled(text string) (string, []Block) {
	head, rest, _ := strings.Cut(text, "\n\n")
	title, ok := strings.CutPrefix(head, "# ")
	if !ok {
		return "", blocksOf(text)
	}
	return strings.TrimSpace(title), blocksOf(rest)
}

// blocksOf splits a section's text into blocks: paragraphs are separated
// by a blank line, list items by a line break, and a paragraph that is a
// link line becomes a link (or stays text if it is not well formed, which
// the content tests forbid).
func blocksOf(text string) []Block {
	var out []Block
	for _, para := range strings.Split(text, "\n\n") {
		for _, line := range strings.Split(para, "\n") {
			line = strings.TrimSpace(line)
			switch {
			case line == "":
			case advisor.IsLink(line):
				if l, err := advisor.ParseLink(line); err == nil {
					out = append(out, Block{Kind: LinkLine, Text: l.Label, Link: l})
				} else {
					out = append(out, Block{Kind: Paragraph, Text: line})
				}
			case strings.HasPrefix(line, "- "):
				out = append(out, Block{Kind: ListItem, Text: strings.TrimPrefix(line, "- ")})
			default:
				out = append(out, Block{Kind: Paragraph, Text: line})
			}
		}
	}
	return out
}

// numberOf is a section's number: the number its title starts with, "0"
// for the opening summary s0, or "".
func numberOf(id, title string) string {
	if n, _, ok := strings.Cut(title, " "); ok && n != "" && strings.Trim(n, "0123456789.") == "" {
		return n
	}
	if id == "s0" {
		return "0"
	}
	return ""
}

// TitleText is the title without its leading number.
func (s Section) TitleText() string {
	if s.Number != "" {
		if rest, ok := strings.CutPrefix(s.Title, s.Number+" "); ok {
			return rest
		}
	}
	return s.Title
}

// Links lists the section's links in order: those of its text, then
// those in its answers.
func (s Section) Links() []advisor.Link {
	var out []advisor.Link
	add := func(blocks []Block) {
		for _, b := range blocks {
			if b.Kind == LinkLine {
				out = append(out, b.Link)
			}
		}
	}
	add(s.Blocks)
	for _, q := range s.Questions {
		add(q.Ask)
		add(q.Answer)
	}
	return out
}

// ShortName is a Chinese term's name without the English name it gives in
// brackets ("逐封包噴灑（Per-packet spraying）" is "逐封包噴灑"), or the name
// itself.
func ShortName(name string) string {
	i := strings.LastIndex(name, "（")
	if i <= 0 || !strings.HasSuffix(name, "）") {
		return name
	}
	for _, r := range name[i:] {
		if unicode.Is(unicode.Han, r) {
			return name // a Chinese gloss, not the English name
		}
	}
	return strings.TrimSpace(name[:i])
}
