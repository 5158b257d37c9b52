package ui

import (
	"errors"
	"fmt"
	"io/fs"

	"pegasus/assets"
	"pegasus/i18n"
	"pegasus/model/engines"
	"pegasus/panels/kit"
	"pegasus/ui/deck"
	"pegasus/ui/settings"
)

// DeckCatalog builds every panel from env (in env's language) and
// describes what a deck may ask of each: pages, readouts, knob groups.
func DeckCatalog(env kit.Env) deck.Catalog {
	cat := deck.Catalog{Groups: engines.Groups()}
	for _, newPanel := range Constructors() {
		cat.Panels = append(cat.Panels, deck.NewPanelInfo(newPanel(env)))
	}
	return cat
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
