package i18n

// FigureDoc is one figure of the digest as `check` and the panels name
// it: its label and how the model arrives at its value (or why it has
// none). Rows whose explanation needs what only a run gives, the engine's
// other reading or another source's value, have formats in
// CheckText.FigureFmts under "<id>.HowFmt" (the DCQCN mechanism's name
// first, then the row's numbers: reference.Row Mech, Vals), "<id>.AltFmt"
// and "<id>.RefFmt" (one %s each).
type FigureDoc struct {
	Label string
	How   string
}

// Label returns the name of a figure by its reference ID.
func (c CheckText) Label(id string) string { return c.Figures[id].Label }
