package i18n

// readingEnglish is the Reading panel's English text.
func readingEnglish() ReadingText {
	return ReadingText{
		Title:        "Reading",
		PageContents: "Contents",
		PageGlossary: "Glossary",
		SectionFmt:   "Section %s",

		ContentsHeading: "The paper, re-told in sections",
		ContentsHint:    "Read in order with PgDn, or choose a section and press Enter. In the text, Enter follows a link into the panel it names, at the settings the text talks about; b or Alt+Left comes back to the same place. | puts English and Chinese side by side.",
		ColNumber:       "No.",
		ColSection:      "Section",
		ColQuestions:    "Questions",
		ColLinks:        "Links",

		QuestionsHeading: "Questions",
		QuestionFmt:      "Q%d",
		ShowAnswer:       "Enter shows the answer.",
		LinkHint:         "Enter opens it; b or Alt+Left comes back here.",
		NarrowSideBySide: "Too narrow for two columns: each English paragraph is followed by its Chinese one.",
		BadLinkFmt:       "This link cannot be opened: %s",

		SearchLabel:  "Search",
		SearchHint:   "Enter searches terms and definitions, in English and in Chinese.",
		SearchTyping: "Type to narrow the list; Enter keeps the search, Esc clears it.",
		SearchKept:   "Enter edits the search, Esc clears it.",
		MatchesFmt:   "%d of %d terms",
		NoMatchFmt:   "No term or definition holds %q.",

		ColTerm:         "Term",
		ColOtherTermFmt: "Term in %s",
		ColDefinition:   "Definition",
		ColLink:         "Link",
		ColOpens:        "Opens",
		ColKeyNumber:    "Number",
		ColMeaning:      "Meaning",

		KeyRead:        "read on, or the next link on screen",
		KeyReadBack:    "read back, or the previous link on screen",
		KeyLinkPrev:    "previous link or question",
		KeyLinkNext:    "next link or question",
		KeyFollow:      "follow the link / show or hide the answer",
		KeyOpenSection: "open the section",
		KeySection:     "section",
		KeySideBySide:  "English and Chinese side by side",
		KeySearch:      "search the glossary",
		KeyKeep:        "keep the search",
		KeyErase:       "erase a typed character",
		KeyClear:       "clear the search",
		ShortFollow:    "open / answer",
		ShortOpen:      "open",
		ShortLinks:     "links",
		ShortSide:      "side by side",
		ShortRead:      "read",
		ShortSearch:    "search",

		FlagList:          "list the sections",
		FlagSection:       "print one section, by its number (1, 3.1, ...) or its id (s3-1, keynumbers)",
		FlagGlossary:      "print the glossary",
		FlagAnswers:       "with --section: print the answers after the questions",
		ListHeading:       "Sections (print one with: pegasus read --section N)",
		UnknownSectionFmt: "read: there is no section %q; the sections are %s",
		OneAction:         "read: choose one of --list, --section and --glossary",
		AnswersHeading:    "Answers",
	}
}
