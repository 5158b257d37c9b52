package kit

import (
	"math"
	"strings"
)

// Slider draws a parameter's position in its range as a bar of a given
// width: filled up to the knob, empty after it.
func Slider(g Glyphs, frac float64, width int) string {
	if width < 3 {
		return ""
	}
	frac = math.Max(0, math.Min(1, frac))
	knob := int(math.Round(frac * float64(width-1)))
	return strings.Repeat(g.SliderFill, knob) + g.SliderKnob + strings.Repeat(g.SliderEmpty, width-1-knob)
}
