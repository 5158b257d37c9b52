package knob

import (
	"strconv"
	"strings"
)

// ParseNumber reads a number as a person types one: an optional sign,
// decimal digits with at most one decimal point ("5", "-0.25", "5.",
// ".5"), and an optional exponent ("1e3", "2.5E-2"). The whole part may
// be grouped by threes with commas, as the explorer prints numbers
// ("20,000.5"). Everything else is refused, though strconv.ParseFloat
// takes some of it: spaces around the number, other separators or
// groupings ("1_0", "1,00", "1 000"), hexadecimal ("0x1p4"), "Inf",
// "NaN", and digits of other scripts ("６００"). A number too large for a
// float64 reads as an infinity, which no knob allows.
func ParseNumber(text string) (float64, bool) {
	if !isDecimal(text) {
		return 0, false
	}
	v, err := strconv.ParseFloat(strings.ReplaceAll(text, ",", ""), 64)
	if err != nil && err.(*strconv.NumError).Err != strconv.ErrRange {
		return 0, false
	}
	return v, true
}

// isDecimal reports whether text is [+-] whole [. digits] [(e|E) [+-]
// digits], with a digit before or after the point, where whole is digits
// or 1 to 3 digits followed by groups of a comma and 3 digits.
func isDecimal(text string) bool {
	i := 0
	sign := func() {
		if i < len(text) && (text[i] == '+' || text[i] == '-') {
			i++
		}
	}
	digits := func() int {
		start := i
		for i < len(text) && text[i] >= '0' && text[i] <= '9' {
			i++
		}
		return i - start
	}
	sign()
	n := digits()
	if n >= 1 && n <= 3 && i < len(text) && text[i] == ',' {
		for i < len(text) && text[i] == ',' {
			i++
			if digits() != 3 {
				return false
			}
		}
	}
	if i < len(text) && text[i] == '.' {
		i++
		n += digits()
	}
	if n == 0 {
		return false
	}
	if i < len(text) && (text[i] == 'e' || text[i] == 'E') {
		i++
		sign()
		if digits() == 0 {
			return false
		}
	}
	return i == len(text)
}
