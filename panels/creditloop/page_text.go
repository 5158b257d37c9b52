package creditloop

import (
	"pegasus/panels/kit"
)

// modelPage explains the model in prose, then its assumptions.
func (p *Panel) modelPage(w int) []string {
	s, c := p.Styles, p.Text.Credit
	out := []string{s.Heading.Render(c.ModelHeading)}
	out = append(out, kit.Prose(p.Doc.Section("model"), w, s.Text.Render)...)
	out = append(out, "", s.Heading.Render(c.AssumptionsHeading))
	return append(out, kit.Prose(p.Doc.Section("assumptions"), w, s.Text.Render)...)
}
