package ui

import (
	"sync"
	"testing"

	"pegasus/content"
	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
	"pegasus/ui/deck"
)

// This file holds what the tests of this binary share, as `pegasus serve`
// shares it between its sessions: results that are pure and only read.

// testEngines is the pool and cache of the panels' slow engines that every
// explorer the tests build shares: the engines are pure and seeded, so an
// incast sweep or a credit curve on the same knobs is computed once, not
// once an app. Tests that count engine runs keep their own or none.
//
// A synctest bubble's channels are its own: a goroutine outside it that
// waited for a computation the bubble started would panic. The fuzz
// scripts, each in a bubble, share the engines all the same, because
// they run after every test has ended, one at a time, and synctest.Test
// returns only once the bubble's computations have ended: no goroutine
// outside a bubble asks for anything while it runs (a bubble may wait for
// a computation a test left running; that synctest allows). The key-burst
// test, in a bubble beside the parallel tests, keeps none.
var testEngines = kit.NewCompute(2, 4096)

// sharedEngines is a new explorer's session of testEngines: as many of
// its requests at once as it has engines to run.
func sharedEngines() *kit.ComputeSession { return testEngines.Session(16) }

// testEnv is kittest.Env with the shared texts and engines, for tests
// that build the panels without the shell.
func testEnv(t testing.TB, lang i18n.Lang, ascii bool, values map[string]map[string]float64) kit.Env {
	t.Helper()
	return envWith(lang, ascii, values, kittest.Content(t))
}

// envWith is kittest.Env on texts lib, with the shared engines.
func envWith(lang i18n.Lang, ascii bool, values map[string]map[string]float64, lib content.Library) kit.Env {
	return kit.Env{Text: i18n.For(lang), Styles: kit.NewStyles(kit.ThemeDark, ascii), Content: lib, Values: values,
		Clock: kittest.NewClock(), Compute: sharedEngines()}
}

// builtinDecks are the built-in deck in each language, read and checked
// once (a deck is only read, as the sessions of `pegasus serve` share
// one; a test that changes one changes a copy of its steps).
var builtinDecks = func() map[i18n.Lang]func() (deck.Deck, error) {
	out := map[i18n.Lang]func() (deck.Deck, error){}
	for _, lang := range i18n.Langs {
		out[lang] = sync.OnceValues(func() (deck.Deck, error) {
			lib, err := kittest.SharedContent()
			if err != nil {
				return deck.Deck{}, err
			}
			env := envWith(lang, false, nil, lib)
			return ReadDeck(env.Text, "", DeckCatalog(env))
		})
	}
	return out
}()
