package i18n

// englishSearch is the search's English text.
func englishSearch() SearchText {
	return SearchText{
		Placeholder:             "text to find",
		ScopePanel:              "this panel",
		ScopeAll:                "every panel",
		ScopeHintFmt:            "Tab: %s",
		SearchingFmt:            "Searching for %q...",
		FoundFmt:                "%q: %d of %d, %s (n/N: next/previous)",
		FoundAllFmt:             "%q: %d of %d, %s, %s (n/N: next/previous)",
		NotFoundFmt:             "%q is not in this panel; / then Tab searches every panel",
		NotFoundAllFmt:          "%q is in no panel",
		ResultsTitleFmt:         "%q: %d matches in %d panels",
		ResultsTitleOneFmt:      "%q: one match",
		ResultsTitleOnePanelFmt: "%q: %d matches, all in one panel",
		ResultsHint:             "up/down choose, Enter opens the match, Esc closes",
		ResultsPlaceFmt:         "%d of %d",
		ResultsWhereFmt:         "%d %s: %s",
		KeyFindPrev:             "previous match",
	}
}
