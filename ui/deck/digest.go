package deck

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
)

// Digest names a deck's content: two decks with the same title, plan and
// steps (panels, pages, values, readouts, texts, pauses, planned times)
// have the same digest, wherever
// they were read from and in whatever language their source is named.
// A presenter publishes it, so that a server following the lecture can
// tell whether it holds the same deck.
func (d Deck) Digest() string {
	h := sha256.New()
	fmt.Fprintf(h, "%#v\n%d\n%#v", d.Title, d.Planned, d.Steps)
	return hex.EncodeToString(h.Sum(nil))[:16]
}
