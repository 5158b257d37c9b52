// Package kittest holds the checks every panel's tests share: goldens of
// every page at the sizes the shell gives an 80x24 and a 120x40 terminal,
// in both languages, and a property test that a panel fills exactly the
// area it is given at any size.
package kittest

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/mattn/go-runewidth"
	"github.com/muesli/termenv"
	"pgregory.net/rapid"

	"pegasus/content"
	"pegasus/i18n"
	"pegasus/model/proptest"
	"pegasus/panels/kit"
)

// Pin makes rendering independent of the terminal running the tests: no
// colour escapes in goldens, ambiguous glyphs one cell wide.
func Pin() {
	lipgloss.SetColorProfile(termenv.Ascii)
	runewidth.DefaultCondition.EastAsianWidth = false
}

// NewPanel builds a fresh panel in a language.
type NewPanel func(t testing.TB, lang i18n.Lang) kit.Panel

// Sizes are the panel areas of an 80x24 and a 120x40 terminal: the shell
// keeps two rows for its tab bar and footer.
var Sizes = []struct {
	Name string
	W, H int
}{{"80x24", 80, 22}, {"120x40", 120, 38}}

// Press sends keys to a panel and returns the last command.
func Press(p kit.Panel, keys ...tea.KeyMsg) tea.Cmd {
	var cmd tea.Cmd
	for _, k := range keys {
		_, cmd = p.Update(k)
	}
	return cmd
}

// PageDown is the key that turns to the next page in every panel.
var PageDown = tea.KeyMsg{Type: tea.KeyPgDown}

// deferring is the testing.TB GoldenEveryPage and FitsAnySize give the
// panel constructor: a panel built on it with Env renders when the shell
// would (kit.Env.Deferred), not on every key and message; the checks
// flush it before they look at it, as the shell does before it draws.
// Turning to a page then renders that page once, not every page on the
// way.
type deferring struct{ testing.TB }

// GoldenEveryPage compares every page (turned with PgDn) against
// testdata/<test>/<lang>/<size>/<page>.golden. before, if set, runs on
// each page before it is captured (to reveal an answer, say).
func GoldenEveryPage(t *testing.T, newPanel NewPanel, pages int, before func(p kit.Panel, page int)) {
	for _, lang := range i18n.Langs {
		for _, sz := range Sizes {
			t.Run(fmt.Sprintf("%s/%s", lang, sz.Name), func(t *testing.T) {
				p := newPanel(deferring{t}, lang)
				p.SetSize(sz.W, sz.H)
				for pg := 0; pg < pages; pg++ {
					if before != nil {
						before(p, pg)
					}
					p.Flush()
					t.Run(fmt.Sprintf("%02d", pg+1), func(t *testing.T) {
						golden.RequireEqual(t, p.View())
						AssertFits(t, p.View(), sz.W, sz.H)
					})
					Press(p, PageDown)
				}
			})
		}
	}
}

// Fataler is what AssertFits needs of testing.T or rapid.T.
type Fataler interface {
	Helper()
	Fatalf(format string, args ...any)
}

// AssertFits fails unless view is exactly h lines of at most w cells.
func AssertFits(t Fataler, view string, w, h int) {
	t.Helper()
	lines := strings.Split(view, "\n")
	if len(lines) != h {
		t.Fatalf("%dx%d: %d lines", w, h, len(lines))
	}
	for i, l := range lines {
		if kit.Width(l) > w {
			t.Fatalf("%dx%d: line %d is %d cells: %q", w, h, i, kit.Width(l), l)
		}
	}
}

// fitChecks is the number of random pages and sizes FitsAnySize draws:
// each case turns up to every page, rendering each on the way, so a
// hundred cases (rapid's default) cost a panel most of a second; the
// goldens pin every page at two sizes in both languages besides.
const fitChecks = 20

// FitsAnySize renders random pages at random sizes in both languages.
func FitsAnySize(t *testing.T, newPanel NewPanel, pages int) {
	panels := map[i18n.Lang]kit.Panel{}
	for _, l := range i18n.Langs {
		panels[l] = newPanel(deferring{t}, l)
	}
	proptest.Check(t, fitChecks, func(rt *rapid.T) {
		p := panels[rapid.SampledFrom(i18n.Langs).Draw(rt, "lang")]
		for range rapid.IntRange(0, pages-1).Draw(rt, "pages turned") {
			Press(p, PageDown)
		}
		w, h := rapid.IntRange(1, 220).Draw(rt, "w"), rapid.IntRange(1, 70).Draw(rt, "h")
		p.SetSize(w, h)
		p.Flush()
		AssertFits(rt, p.View(), w, h)
	})
}

// Settle runs cmd and every command it leads to, synchronously,
// delivering each result to p: see kit.Settle.
func Settle(p kit.Panel, cmd tea.Cmd) { kit.Settle(p, cmd) }

// engines is the test binary's shared engines (what `pegasus serve` gives
// its sessions): the engines are pure and seeded, so a panel built in one
// test gets the results another test's panel computed for the same
// inputs rather than computing them again.
var engines = kit.NewCompute(2, 256)

// Env is what a panel is built from in a test: a language, the dark theme
// (ASCII glyphs when ascii is set), the embedded texts, knob values, a
// test clock (no timer waits on real time) and the test binary's shared
// engines; deferred rendering when GoldenEveryPage or FitsAnySize builds
// the panel. A test that counts an engine's runs sets its own Compute.
func Env(t testing.TB, lang i18n.Lang, ascii bool, values map[string]map[string]float64) kit.Env {
	t.Helper()
	_, deferred := t.(deferring)
	return kit.Env{Text: catalogs()[lang], Styles: kit.NewStyles(kit.ThemeDark, ascii), Content: Content(t), Values: values, Clock: NewClock(),
		Compute: engines.Session(2), Deferred: deferred}
}

// catalogs are both languages' catalogs, built once for the test binary:
// the panels only read them, and the explorer gives one to all the panels
// of a session too.
var catalogs = sync.OnceValue(func() map[i18n.Lang]*i18n.Text {
	out := map[i18n.Lang]*i18n.Text{}
	for _, l := range i18n.Langs {
		out[l] = i18n.For(l)
	}
	return out
})

// library is the embedded long-form texts, parsed once for the test
// binary: a Library is read-only, and `pegasus serve` shares one between
// its sessions too.
var library = sync.OnceValues(content.Load)

// SharedContent is the embedded long-form texts the test binary parsed
// once, for what builds a shared fixture outside a test.
func SharedContent() (content.Library, error) { return library() }

// Content loads the embedded long-form texts, failing the test if they
// do not load.
func Content(t testing.TB) content.Library {
	t.Helper()
	lib, err := library()
	if err != nil {
		t.Fatal(err)
	}
	return lib
}
