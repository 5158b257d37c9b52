package creditloop

import (
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
