package i18n

// CharsetText is what the explorer says when the locale's character set
// is not UTF-8: it then runs in English and plain ASCII, so only the
// English text is ever shown; the Chinese is kept for the day the
// explorer can write other character sets.
type CharsetText struct {
	// CodesetFmt is printed once, on the standard error, when the locale
	// names a character set other than UTF-8: the variable and its value
	// ("LANG=zh_TW.Big5"), the character set, and a UTF-8 locale to use
	// ("LANG=zh_TW.UTF-8").
	CodesetFmt string
	// NoCodesetFmt is the same for a locale that names no character set
	// (zh_TW, whose C library default is Big5): the variable and its
	// value, and a UTF-8 locale to use.
	NoCodesetFmt string
	// LanguageLockedFmt is the status line of the language key in such a
	// locale: the variable and its value, and a UTF-8 locale to use.
	LanguageLockedFmt string
}
