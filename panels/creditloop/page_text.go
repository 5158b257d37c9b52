package creditloop

import (
	"fmt"
	"strings"

	"pegasus/panels/kit"
)

// modelPage explains the model in prose, then its assumptions.
func (p *Panel) modelPage(w int) []string {
	s, c := p.styles, p.text.Credit
	out := []string{s.Heading.Render(c.ModelHeading)}
	out = append(out, wrapStyled(p.doc.Section("model"), w, s.Text.Render)...)
	out = append(out, "", s.Heading.Render(c.AssumptionsHeading))
	return append(out, wrapStyled(p.doc.Section("assumptions"), w, s.Text.Render)...)
}

// questionPage shows one question and, once revealed, its answer.
func (p *Panel) questionPage(q, w int) []string {
	s, c := p.styles, p.text.Credit
	out := []string{s.Heading.Render(fmt.Sprintf(c.QuestionOfFmt, q+1, questionCount))}
	out = append(out, wrapStyled(p.doc.Section(fmt.Sprintf("q%d", q+1)), w, s.Accent.Render)...)
	out = append(out, "")
	if !p.reveal[q] {
		return append(out, wrapStyled(c.RevealHint, w, s.Muted.Render)...)
	}
	out = append(out, s.Heading.Render(c.AnswerHeading))
	out = append(out, wrapStyled(p.doc.Section(fmt.Sprintf("a%d", q+1)), w, s.Text.Render)...)
	return append(out, "", s.Muted.Render(kit.Truncate(c.HideHint, w, p.styles.Glyphs.Ellipsis)))
}

// wrapStyled wraps text to w cells and styles each line; a list item's
// continuation lines are indented under its text.
func wrapStyled(text string, w int, style func(...string) string) []string {
	var out []string
	for _, para := range strings.Split(text, "\n") {
		item, isItem := strings.CutPrefix(para, "- ")
		if !isItem {
			for _, l := range kit.Wrap(para, w) {
				out = append(out, style(l))
			}
			continue
		}
		for i, l := range kit.Wrap(item, max(1, w-2)) {
			lead := "  "
			if i == 0 {
				lead = "- "
			}
			out = append(out, style(lead+l))
		}
	}
	return out
}
