// Package assets embeds the explorer's default files: the commented
// configuration file that `pegasus config` prints (generated from the
// engines' knob declarations, and kept equal to them by a test), the
// lecture decks `pegasus present` runs, and the font chart exports are
// drawn with.
package assets

import (
	"embed"
	_ "embed"
)

// DefaultConfig is the commented default configuration file.
//
//go:embed config.yaml
var DefaultConfig []byte

// Decks holds the built-in lecture decks, decks/<name>.yaml.
//
//go:embed decks/*.yaml
var Decks embed.FS

// BuiltinDeck is the path of the deck `pegasus present` runs without a
// file, inside Decks.
const BuiltinDeck = "decks/pegasus.yaml"

// ChartFont is the TrueType font chart exports use: Liberation Sans for
// Latin text and Droid Sans Fallback for the 5,401 common Traditional
// Chinese characters of Big5 level 1 (and two beyond them the text uses),
// merged and renamed Pegasus Sans by fonts/subset.py (licences in fonts/).
//
//go:embed fonts/PegasusSans-Regular.ttf
var ChartFont []byte
