package i18n

// ReadingText is the Reading panel, the paper re-told with its questions,
// links and glossary, and the `read` command that prints it.
type ReadingText struct {
	Title                      string
	PageContents, PageGlossary string
	// SectionFmt names a section by its number ("Section 3.1").
	SectionFmt string

	ContentsHeading, ContentsHint                 string
	ColNumber, ColSection, ColQuestions, ColLinks string

	QuestionsHeading string
	QuestionFmt      string // question number in its section
	ShowAnswer       string // under the selected question
	LinkHint         string // under the selected link
	NarrowSideBySide string // when two columns do not fit
	BadLinkFmt       string // the reason a link cannot be followed

	SearchLabel, SearchHint, SearchTyping, SearchKept, MatchesFmt, NoMatchFmt string

	// Columns of the exported tables.
	ColTerm, ColOtherTermFmt, ColDefinition, ColLink, ColOpens, ColKeyNumber, ColMeaning string

	// Key help.
	KeyRead, KeyReadBack, KeyLinkPrev, KeyLinkNext       string
	KeyFollow, KeyOpenSection, KeySection, KeySideBySide string
	KeySearch, KeyKeep, KeyErase, KeyClear               string
	// The footer's shorter names of the same keys.
	ShortFollow, ShortOpen, ShortLinks, ShortSide, ShortSearch, ShortRead string

	// The `read` command.
	FlagList, FlagSection, FlagGlossary, FlagAnswers          string
	ListHeading, UnknownSectionFmt, OneAction, AnswersHeading string
}
