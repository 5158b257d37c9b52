// Package i18n holds the explorer's typed string catalogs (English and
// Traditional Chinese), locale detection and number formatting.
package i18n

import (
	"fmt"
	"strings"
)

// Lang is a supported interface language.
type Lang string

// The supported languages.
const (
	English            Lang = "en"
	TraditionalChinese Lang = "zh-TW"
)

// Langs lists the supported languages in switching order.
var Langs = []Lang{English, TraditionalChinese}

// Next returns the language after l in switching order.
func (l Lang) Next() Lang {
	if l == English {
		return TraditionalChinese
	}
	return English
}

// ParseLang reads a language tag as a user may type it: "en", "en-US",
// "zh-TW", "zh_TW", "zh-Hant", "zh-HK" and so on. Chinese tags that imply
// traditional characters map to zh-TW; other Chinese tags are rejected
// because the explorer has no Simplified Chinese catalog.
func ParseLang(tag string) (Lang, error) {
	t := strings.ToLower(strings.TrimSpace(tag))
	t = strings.ReplaceAll(t, "_", "-")
	switch {
	case t == "en" || strings.HasPrefix(t, "en-"):
		return English, nil
	case t == "zh-tw" || t == "zh-hk" || t == "zh-mo" || strings.HasPrefix(t, "zh-hant"),
		strings.HasPrefix(t, "zh-tw.") || strings.HasPrefix(t, "zh-hk."):
		return TraditionalChinese, nil
	}
	return "", fmt.Errorf("unknown language %q (allowed: en, zh-TW)", tag)
}

// DetectLang picks the start language from the POSIX locale variables,
// LC_ALL, then LC_MESSAGES, then LANG: the first one set decides.
// zh_TW, zh_HK and zh_Hant locales give zh-TW; anything else English.
func DetectLang(getenv func(string) string) Lang {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := getenv(name)
		if v == "" {
			continue
		}
		if isTraditionalChineseLocale(v) {
			return TraditionalChinese
		}
		return English
	}
	return English
}

// isTraditionalChineseLocale reports whether a locale such as
// "zh_TW.UTF-8" or "zh_Hant_TW" names Traditional Chinese.
func isTraditionalChineseLocale(locale string) bool {
	l := strings.ToLower(locale)
	if i := strings.IndexAny(l, ".@"); i >= 0 {
		l = l[:i]
	}
	l = strings.ReplaceAll(l, "-", "_")
	return l == "zh_tw" || l == "zh_hk" || l == "zh_mo" || strings.HasPrefix(l, "zh_hant")
}

// Charset is what the locale says about the terminal's character set.
type Charset struct {
	// Var and Value are the variable that decides it (LC_ALL, then
	// LC_CTYPE, then LANG: the first one set) and its value; "" when none
	// is set.
	Var, Value string
	// Codeset is the character set the value names after its dot
	// ("UTF-8", "Big5", "ISO-8859-1"), "" when it names none.
	Codeset string
	// UTF8 reports whether the terminal takes UTF-8: a UTF-8 codeset, or
	// the C or POSIX locale (or none at all), which the explorer has
	// always taken as UTF-8, as Python does (PEP 538) and as nearly every
	// terminal today is. A locale that names another codeset, or a
	// language without one (glibc gives zh_TW Big5 and en_US ISO-8859-1),
	// is not.
	UTF8 bool
}

// DetectCharset reads the terminal's character set from the POSIX locale
// variables that decide it: LC_ALL, then LC_CTYPE, then LANG.
func DetectCharset(getenv func(string) string) Charset {
	for _, name := range []string{"LC_ALL", "LC_CTYPE", "LANG"} {
		v := getenv(name)
		if v == "" {
			continue
		}
		c := Charset{Var: name, Value: v}
		locale, codeset, dotted := strings.Cut(v, ".")
		if dotted {
			codeset, _, _ = strings.Cut(codeset, "@")
			c.Codeset = codeset
			c.UTF8 = isUTF8(codeset)
			return c
		}
		c.UTF8 = locale == "C" || locale == "POSIX" || isUTF8(locale) // macOS sets LC_CTYPE=UTF-8
		return c
	}
	return Charset{UTF8: true}
}

// isUTF8 reports whether a codeset name spells UTF-8 ("UTF-8", "utf8").
func isUTF8(codeset string) bool {
	n := strings.NewReplacer("-", "", "_", "").Replace(strings.ToLower(codeset))
	return n == "utf8"
}

// UTF8Locale suggests the UTF-8 form of the locale c names: its language
// and territory with the UTF-8 codeset ("zh_TW.Big5" gives
// "zh_TW.UTF-8"), or C.UTF-8 when it names neither.
func (c Charset) UTF8Locale() string {
	locale, _, _ := strings.Cut(c.Value, ".")
	locale, _, _ = strings.Cut(locale, "@")
	if locale == "" || locale == "C" || locale == "POSIX" || isUTF8(locale) {
		return "C.UTF-8"
	}
	return locale + ".UTF-8"
}
