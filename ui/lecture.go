package ui

import (
	"errors"
	"fmt"
	"io/fs"

	"pegasus/assets"
	"pegasus/i18n"
	"pegasus/model/advisor"
	"pegasus/model/engines"
	"pegasus/panels/kit"
	"pegasus/ui/deck"
	"pegasus/ui/settings"
)

// DeckCatalog builds every registered panel from env (in env's language)
// and describes what a deck may ask of each: pages, readouts, knob groups.
func DeckCatalog(env kit.Env) deck.Catalog {
	cat := deck.Catalog{Groups: engines.Groups()}
	for _, p := range Panels().Build(env) {
		cat.Panels = append(cat.Panels, deck.NewPanelInfo(p))
	}
	return cat
}

// LinkPages lists, for each registered panel, the pages a link may open:
// its page keys, and "" for the panel as it is (in env's language; the
// Reading panel's pages are reading.md's section ids).
func LinkPages(env kit.Env) advisor.Pages {
	pages := advisor.Pages{}
	for _, p := range DeckCatalog(env).Panels {
		pages[string(p.ID)] = append([]string{""}, p.Pages...)
	}
	return pages
}

// ReadDeck reads a deck file (path "" for the built-in deck) and checks
// it against cat; problems are *settings.InputError values naming the
// file and the line.
func ReadDeck(t *i18n.Text, path string, cat deck.Catalog) (deck.Deck, error) {
	source, raw, err := deckSource(t, path)
	if err != nil {
		return deck.Deck{}, err
	}
	return deck.Load(t, source, raw, cat)
}

// deckSource reads a deck's bytes and names it for messages.
func deckSource(t *i18n.Text, path string) (string, []byte, error) {
	if path == "" {
		raw, err := assets.Decks.ReadFile(assets.BuiltinDeck)
		if err != nil {
			return "", nil, fmt.Errorf("read the built-in deck: %w", err)
		}
		return t.Lecture.DeckBuiltin, raw, nil
	}
	raw, err := settings.ReadRegularFile(t, path, path)
	if err != nil && !settings.IsInputError(err) {
		if errors.Is(err, fs.ErrNotExist) {
			err = fs.ErrNotExist
		}
		return "", nil, &settings.InputError{Msg: fmt.Sprintf(t.Config.BadFileFmt, path, err)}
	}
	return path, raw, err
}
