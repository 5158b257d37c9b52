package creditloop

import (
	"fmt"

	"pegasus/panels/kit"
)

// modelPage explains the model in prose, then its assumptions.
func (p *Panel) modelPage(w int) []string {
	s, c := p.styles, p.text.Credit
	out := []string{s.Heading.Render(c.ModelHeading)}
	out = append(out, kit.Lines(p.doc.Section("model"), w, s.Text.Render)...)
	out = append(out, "", s.Heading.Render(c.AssumptionsHeading))
	return append(out, kit.Lines(p.doc.Section("assumptions"), w, s.Text.Render)...)
}

// questionPage shows one question and, once revealed, its answer.
func (p *Panel) questionPage(q, w int) []string {
	s, c := p.styles, p.text.Credit
	out := []string{s.Heading.Render(fmt.Sprintf(c.QuestionOfFmt, q+1, questionCount))}
	out = append(out, kit.Lines(p.doc.Section(fmt.Sprintf("q%d", q+1)), w, s.Accent.Render)...)
	out = append(out, "")
	if !p.reveal[q] {
		return append(out, kit.Lines(c.RevealHint, w, s.Muted.Render)...)
	}
	out = append(out, s.Heading.Render(c.AnswerHeading))
	out = append(out, kit.Lines(p.doc.Section(fmt.Sprintf("a%d", q+1)), w, s.Text.Render)...)
	return append(out, "", s.Muted.Render(kit.Truncate(c.HideHint, w, p.styles.Glyphs.Ellipsis)))
}
