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
