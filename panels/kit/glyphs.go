package kit

// Glyphs is the set of symbols the explorer draws with. Unicode glyphs
// such as box lines, "×" and "≤" are East Asian "ambiguous" width: terminals
// set to draw them wide misalign everything, so an ASCII set is offered.
type Glyphs struct {
	Cursor                   string // marks the selected row (also without colour)
	VRule                    string // vertical separator
	HRule                    string // horizontal separator
	Times                    string
	Div                      string
	Le                       string
	Approx                   string
	Arrow                    string
	Ellipsis                 string
	Ge                       string
	Check                    string // verdict: agrees (a design fits)
	Cross                    string // verdict: differs (a design does not fit)
	Maybe                    string // verdict: it depends
	Missing                  string // a fact the digest does not describe
	Stated                   string // placed by the digest's own words
	Inferred                 string // placed by the explorer's reading
	Micro                    string // prefix of µs
	CeilOpen                 string
	CeilClose                string
	SliderFill               string
	SliderEmpty              string
	SliderKnob               string
	PageLeft                 string
	PageRight                string
	MarkCurrent              rune   // chart: the current jitter
	MarkBatch                rune   // chart: the batch time
	IdleBlock                string // link idle most of a column
	IdleSome                 string // link idle part of a column
	AxisV, AxisH, AxisCorner rune
	ModelMark                string // after a value the model chose (the paper gives none)
	// Braille draws curves in braille dots; the ASCII set draws one mark
	// per column instead.
	Braille bool
	// SolidKey, DashKey and DotKey show a solid, a dashed and a dotted
	// curve in a legend, as they are drawn.
	SolidKey, DashKey, DotKey string
	// RefLine and RefDots draw a chart's reference lines (the digest's
	// ranges), so that two references on one chart differ without colour.
	RefLine, RefDots rune
	// Shades fill the cells of a heat map, from empty to full.
	Shades []string
	// Blocks draws big digits with block glyphs; the ASCII set draws them
	// with # and, three rows tall, with seven-segment strokes.
	Blocks bool
}

// UnicodeGlyphs is the default set.
func UnicodeGlyphs() Glyphs {
	return Glyphs{
		Cursor: "▸", VRule: "│", HRule: "─", Times: "×", Div: "÷", Le: "≤", Ge: "≥", Approx: "≈",
		Arrow: "→", Ellipsis: "…", Check: "✓", Cross: "✗", Maybe: "◒", Missing: "⊘", Stated: "◼", Inferred: "◻", Micro: "µ",
		CeilOpen: "⌈", CeilClose: "⌉",
		SliderFill: "━", SliderEmpty: "─", SliderKnob: "●", PageLeft: "◂", PageRight: "▸",
		MarkCurrent: '│', MarkBatch: '┊', IdleBlock: "█", IdleSome: "▁",
		AxisV: '│', AxisH: '─', AxisCorner: '└', ModelMark: "†",
		Braille: true, SolidKey: "━━━", DashKey: "━ ━", DotKey: "⠂ ⠂", RefLine: '┄', RefDots: '·', Blocks: true,
		Shades: []string{" ", "░", "▒", "▓", "█"},
	}
}

// ASCIIGlyphs is the set for terminals that draw ambiguous glyphs wide.
func ASCIIGlyphs() Glyphs {
	return Glyphs{
		Cursor: ">", VRule: "|", HRule: "-", Times: "x", Div: "/", Le: "<=", Ge: ">=", Approx: "~",
		Arrow: "->", Ellipsis: "...", Check: "ok", Cross: "NO", Maybe: "~", Missing: "--", Stated: "#", Inferred: "?", Micro: "u",
		CeilOpen: "ceil(", CeilClose: ")",
		SliderFill: "=", SliderEmpty: "-", SliderKnob: "o", PageLeft: "<", PageRight: ">",
		MarkCurrent: '|', MarkBatch: ':', IdleBlock: "#", IdleSome: ".",
		AxisV: '|', AxisH: '-', AxisCorner: '+', ModelMark: "*",
		SolidKey: "===", DashKey: "= =", DotKey: "...", RefLine: '-', RefDots: '.',
		Shades: []string{" ", ".", ":", "+", "#"},
	}
}
