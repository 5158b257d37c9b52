package i18n

// englishCharset is the character-set notices in English.
func englishCharset() CharsetText {
	return CharsetText{
		CodesetFmt: "the locale %s uses the character set %s, not UTF-8: the explorer shows English in plain ASCII. " +
			"For Chinese and the full glyphs, use a UTF-8 locale, for example %s.",
		NoCodesetFmt: "the locale %s names no character set, so it uses its language's legacy one, not UTF-8: " +
			"the explorer shows English in plain ASCII. For Chinese and the full glyphs, use a UTF-8 locale, for example %s.",
		LanguageLockedFmt: "Chinese needs a UTF-8 locale, and %s is not one: start the explorer with %s to read it in Chinese.",
	}
}
