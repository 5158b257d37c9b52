package i18n

// SearchText is the shell's search: the prompt, what the status line says
// of a search, and the list of matches across every panel.
type SearchText struct {
	// Placeholder is the empty prompt's hint.
	Placeholder string
	// ScopePanel and ScopeAll name where the prompt searches; ScopeHintFmt
	// says which key switches to the other one (its name).
	ScopePanel, ScopeAll, ScopeHintFmt string
	// SearchingFmt says a search runs (the query).
	SearchingFmt string
	// FoundFmt is the current match in this panel: query, its number,
	// matches in all, the page and its position.
	FoundFmt string
	// FoundAllFmt is the current match across the panels: query, its
	// number, matches in all, the panel, the page and its position.
	FoundAllFmt string
	// NotFoundFmt and NotFoundAllFmt say the query is in no page of this
	// panel, of any panel (the query).
	NotFoundFmt, NotFoundAllFmt string
	// ResultsTitleFmt heads the list of matches: query, matches, panels;
	// ResultsTitleOneFmt when there is one match (query), and
	// ResultsTitleOnePanelFmt when they are all in one panel (query,
	// matches).
	ResultsTitleFmt, ResultsTitleOneFmt, ResultsTitleOnePanelFmt string
	// ResultsHint names the list's keys; ResultsPlaceFmt says which row is
	// chosen (its number, rows in all).
	ResultsHint, ResultsPlaceFmt string
	// ResultsWhereFmt names a match's place: panel number, panel, page.
	ResultsWhereFmt string
	// KeyFindPrev is the help of the previous-match key.
	KeyFindPrev string
}
