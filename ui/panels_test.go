package ui

import (
	"testing"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

// TestRegistryBuildsEveryPanel is the panel recipe's check: every
// registered panel has a unique identifier and a title in both languages
// (Registry.Check), and builds in both languages as what it registers:
// its identifier and title, a start-page blurb, pages, and exactly its
// area filled.
func TestRegistryBuildsEveryPanel(t *testing.T) {
	t.Parallel()
	reg := Panels()
	if err := reg.Check(); err != nil {
		t.Fatal(err)
	}
	for _, lang := range i18n.Langs {
		env := testEnv(t, lang, false, nil)
		for i, p := range reg.Build(env) {
			id := p.ID()
			if id != reg[i].ID || p.Title() != reg[i].Title(env.Text) || env.Text.Shell.Blurbs[string(id)] == "" {
				t.Errorf("%s: panel %d is %s %q, registered as %s %q, or has no blurb", lang, i, id, p.Title(), reg[i].ID, reg[i].Title(env.Text))
			}
			p.SetSize(80, 22)
			kittest.AssertFits(t, p.View(), 80, 22)
			if p.PageStatus() == "" {
				t.Errorf("%s: panel %s has no page status", lang, id)
			}
		}
	}
}

// TestRegistryCheckCatchesBadEntries: a panel without a title in a
// language, or an identifier registered twice, fails the check.
func TestRegistryCheckCatchesBadEntries(t *testing.T) {
	t.Parallel()
	reg := Panels()
	untitled := append(kit.Registry{}, reg...)
	untitled[2].Title = func(t *i18n.Text) string {
		if t.Lang == i18n.TraditionalChinese {
			return ""
		}
		return "Incast"
	}
	twice := append(append(kit.Registry{}, reg...), reg[0])
	for name, r := range map[string]kit.Registry{"untitled": untitled, "twice": twice} {
		if err := r.Check(); err == nil {
			t.Errorf("%s: the check passed", name)
		}
	}
}
