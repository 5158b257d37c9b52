package i18n

import (
	"math"
	"strconv"
	"strings"
)

// Number formats v with the given number of decimals and a comma between
// thousands, as both English and Taiwanese usage write numbers. Negative
// zero prints as zero.
func Number(v float64, decimals int) string {
	if math.IsNaN(v) {
		return "NaN"
	}
	if math.IsInf(v, 0) {
		if v > 0 {
			return "inf"
		}
		return "-inf"
	}
	s := strconv.FormatFloat(v, 'f', decimals, 64)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	intPart, frac, hasFrac := strings.Cut(s, ".")
	var b strings.Builder
	for i, r := range intPart {
		if i > 0 && (len(intPart)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	out := b.String()
	if hasFrac {
		out += "." + frac
	}
	if neg && strings.Trim(out, "0.,") != "" {
		out = "-" + out
	}
	return out
}

// Signed is Number with an explicit plus sign for positive values.
func Signed(v float64, decimals int) string {
	s := Number(v, decimals)
	if !strings.HasPrefix(s, "-") && strings.Trim(s, "0.,") != "" {
		return "+" + s
	}
	return s
}

// Int formats an integer with thousands separators.
func Int(v int) string { return Number(float64(v), 0) }

// Bytes formats a byte count with binary prefixes (B, KiB, MiB, GiB),
// keeping up to two decimals and dropping trailing zeros.
func Bytes(n float64) string {
	units := []string{"B", "KiB", "MiB", "GiB"}
	i := 0
	for math.Abs(n) >= 1024 && i < len(units)-1 {
		n /= 1024
		i++
	}
	s := strconv.FormatFloat(n, 'f', 2, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	return s + " " + units[i]
}

// Duration formats nanoseconds as ns, µs or ms with about three
// significant digits.
func Duration(ns float64) string { return DurationWith(ns, "µ") }

// DurationWith is Duration with the given micro prefix ("u" where the
// terminal draws "µ" two cells wide).
func DurationWith(ns float64, micro string) string {
	switch a := math.Abs(ns); {
	case a >= 1e6:
		return Number(ns/1e6, 2) + " ms"
	case a >= 1e4:
		return Number(ns/1e3, 1) + " " + micro + "s"
	case a >= 1e3:
		return Number(ns/1e3, 2) + " " + micro + "s"
	default:
		return Number(ns, 2) + " ns"
	}
}

// Range formats the range lo-hi with the given number of decimals, as
// Number does: "20.2-32.5", or a single number when both ends print the
// same ("0.003", not "0.003-0.003").
func Range(lo, hi float64, decimals int) string {
	a, b := Number(lo, decimals), Number(hi, decimals)
	if a == b {
		return a
	}
	return a + "-" + b
}
