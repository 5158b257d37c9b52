package kit

import (
	"testing"

	"pegasus/i18n"
	"pegasus/model/spray"
)

func TestSchemeNamesCoverEveryScheme(t *testing.T) {
	for _, lang := range i18n.Langs {
		names := SchemeNames(i18n.For(lang))
		if len(names) != len(spray.Schemes) {
			t.Fatalf("%s: %d names for %d schemes", lang, len(names), len(spray.Schemes))
		}
		for i, n := range names {
			if n == "" {
				t.Errorf("%s: scheme %s has no name", lang, spray.Schemes[i])
			}
		}
	}
}
