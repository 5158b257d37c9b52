package advisor

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The content documents live in the content package, which an engine may
// not import; the tests read the files directly.
const contentDir = "../../content/files"

// langs are the languages every document must exist in.
var langs = []string{"en", "zh-TW"}

// doc is one content document: section ids in order and each section's
// blocks (paragraphs, title lines, list items and link lines).
type doc struct {
	ids    []string
	blocks map[string][]string
}

// readDoc parses content/files/<lang>/<name>.md the way content.parse
// splits it: sections at "## id", blocks at blank lines, list items and
// link lines on their own.
func readDoc(t *testing.T, lang, name string) doc {
	t.Helper()
	f, err := os.Open(filepath.Join(contentDir, lang, name+".md"))
	if err != nil {
		t.Fatalf("open %s/%s.md: %v", lang, name, err)
	}
	defer f.Close()
	d := doc{blocks: map[string][]string{}}
	cur, para := "", ""
	flush := func() {
		if cur != "" && para != "" {
			d.blocks[cur] = append(d.blocks[cur], para)
		}
		para = ""
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(line, "## "):
			flush()
			cur = strings.TrimSpace(strings.TrimPrefix(line, "## "))
			d.ids = append(d.ids, cur)
		case line == "":
			flush()
		case strings.HasPrefix(line, "- "), strings.HasPrefix(line, LinkPrefix):
			flush()
			d.blocks[cur] = append(d.blocks[cur], line)
		default:
			if para != "" {
				para += " "
			}
			para += line
		}
	}
	flush()
	if err := sc.Err(); err != nil {
		t.Fatalf("read %s/%s.md: %v", lang, name, err)
	}
	return d
}

// text is a section's blocks joined, "" if the section is missing.
func (d doc) text(id string) string { return strings.Join(d.blocks[id], "\n") }

// has reports whether the document holds a section.
func (d doc) has(id string) bool {
	_, ok := d.blocks[id]
	return ok
}

// links parses every link line of a section.
func (d doc) links(t *testing.T, id string) []Link {
	t.Helper()
	var out []Link
	for _, b := range d.blocks[id] {
		if !IsLink(b) {
			continue
		}
		l, err := ParseLink(b)
		if err != nil {
			t.Errorf("section %s: %v", id, err)
			continue
		}
		out = append(out, l)
	}
	return out
}
