// Package content holds the explorer's long-form bilingual text (model
// explanations, questions and answers, glossary), embedded from one file
// per document and language: files/<lang>/<doc>.md.
package content

import (
	"bufio"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"pegasus/i18n"
)

//go:embed files
var files embed.FS

// DocName names one document.
type DocName string

// The documents.
const (
	// CreditDoc is Panel 1's text: the model, its assumptions, questions and answers.
	CreditDoc DocName = "credit"
	// PowerDoc is the power panel's text.
	PowerDoc DocName = "power"
	// EvidenceDoc is the evidence panel's text: results, attribution, key numbers.
	EvidenceDoc DocName = "evidence"
	// SprayDoc is the spraying panel's text: what spraying needs, questions and answers.
	SprayDoc DocName = "spray"
	// CompareDoc is the compare panel's text: the systems' cells, the maps' regions.
	CompareDoc DocName = "compare"
	// AdvisorDoc is the design advisor's text: designs, reasons, inputs, checks.
	AdvisorDoc DocName = "advisor"
	// ReadingDoc is the paper re-told: sections, their questions and
	// answers, links into the panels, and the key numbers.
	ReadingDoc DocName = "reading"
	// GlossaryDoc is the glossary: one section per term.
	GlossaryDoc DocName = "glossary"
	// ReadingPanelDoc is the Reading panel's own text: what the re-telling
	// rests on.
	ReadingPanelDoc DocName = "readingpanel"
	// FlowDoc is the flow-table panel's text: the table, its thresholds,
	// sizing, scale, questions and answers, assumptions.
	FlowDoc DocName = "flowtable"
	// IncastDoc is the incast panel's text: the sweep's gap, presets,
	// PCIe and older NICs, questions and answers, assumptions.
	IncastDoc DocName = "incast"
)

// Doc is one document in one language: section id to text.
type Doc struct {
	sections map[string]string
	order    []string
}

// Section returns the text of a section ("" if the document lacks it; a
// test guarantees every shipped document is complete).
func (d Doc) Section(id string) string { return d.sections[id] }

// Map returns the document with every section's text passed through f
// (a glyph the terminal cannot show spelled another way).
func (d Doc) Map(f func(string) string) Doc {
	out := Doc{sections: make(map[string]string, len(d.sections)), order: d.order}
	for id, text := range d.sections {
		out.sections[id] = f(text)
	}
	return out
}

// IDs lists the section ids in file order.
func (d Doc) IDs() []string { return d.order }

// Library is every document in every language, parsed once.
type Library struct {
	docs map[i18n.Lang]map[DocName]Doc
}

// Load parses the embedded files.
func Load() (Library, error) {
	return LoadFS(files, "files")
}

// LoadFS parses documents from root/<lang>/<doc>.md in fsys.
func LoadFS(fsys fs.FS, root string) (Library, error) {
	lib := Library{docs: map[i18n.Lang]map[DocName]Doc{}}
	for _, lang := range i18n.Langs {
		dir := path.Join(root, string(lang))
		entries, err := fs.ReadDir(fsys, dir)
		if err != nil {
			return Library{}, fmt.Errorf("read content for %s: %w", lang, err)
		}
		lib.docs[lang] = map[DocName]Doc{}
		for _, e := range entries {
			if e.IsDir() || !strings.HasSuffix(e.Name(), ".md") {
				continue
			}
			name := DocName(strings.TrimSuffix(e.Name(), ".md"))
			raw, err := fs.ReadFile(fsys, path.Join(dir, e.Name()))
			if err != nil {
				return Library{}, fmt.Errorf("read %s/%s: %w", lang, e.Name(), err)
			}
			doc, err := parse(string(raw))
			if err != nil {
				return Library{}, fmt.Errorf("parse %s/%s: %w", lang, e.Name(), err)
			}
			lib.docs[lang][name] = doc
		}
	}
	return lib, nil
}

// Doc returns a document in a language.
func (l Library) Doc(lang i18n.Lang, name DocName) Doc { return l.docs[lang][name] }

// Names lists the documents present in a language.
func (l Library) Names(lang i18n.Lang) []DocName {
	var out []DocName
	for n := range l.docs[lang] {
		out = append(out, n)
	}
	return out
}

// parse splits a document at lines "## id". Text before the first heading
// is not allowed. Source lines of a paragraph are joined (with a space
// between Latin words, with nothing after a Chinese character) so the UI can
// wrap them to any width; paragraphs are separated by a blank line, and
// consecutive list items ("- ") by a line break.
func parse(raw string) (Doc, error) {
	d := Doc{sections: map[string]string{}}
	var cur string
	var blocks []string
	var para strings.Builder
	endPara := func() {
		if para.Len() > 0 {
			blocks = append(blocks, para.String())
			para.Reset()
		}
	}
	endSection := func() {
		endPara()
		if cur != "" {
			d.sections[cur] = joinBlocks(blocks)
		}
		blocks = nil
	}
	sc := bufio.NewScanner(strings.NewReader(raw))
	lineNo := 0
	for sc.Scan() {
		lineNo++
		line := strings.TrimSpace(sc.Text())
		if id, ok := strings.CutPrefix(line, "## "); ok {
			endSection()
			cur = strings.TrimSpace(id)
			if _, dup := d.sections[cur]; dup {
				return Doc{}, fmt.Errorf("line %d: section %q repeated", lineNo, cur)
			}
			d.sections[cur] = ""
			d.order = append(d.order, cur)
			continue
		}
		switch {
		case cur == "" && line != "":
			return Doc{}, fmt.Errorf("line %d: text before the first \"## id\" heading", lineNo)
		case line == "":
			endPara()
		case strings.HasPrefix(line, "- "):
			endPara()
			blocks = append(blocks, line)
		default:
			if para.Len() > 0 && !endsWide(para.String()) && !startsWide(line) {
				para.WriteByte(' ')
			}
			para.WriteString(line)
		}
	}
	endSection()
	return d, sc.Err()
}

// joinBlocks joins paragraphs with a blank line and list items with a
// line break.
func joinBlocks(blocks []string) string {
	var b strings.Builder
	for i, blk := range blocks {
		if i > 0 {
			if strings.HasPrefix(blk, "- ") && strings.HasPrefix(blocks[i-1], "- ") {
				b.WriteString("\n")
			} else {
				b.WriteString("\n\n")
			}
		}
		b.WriteString(blk)
	}
	return b.String()
}

// wideFrom is the first code point of the CJK blocks.
const wideFrom = 0x2E80

func endsWide(s string) bool {
	r := []rune(s)
	return len(r) > 0 && r[len(r)-1] >= wideFrom
}

func startsWide(s string) bool {
	for _, r := range s {
		return r >= wideFrom
	}
	return false
}
