package kit

import (
	"io"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// xterm16 are xterm's default 16 colours, as a plain TERM=xterm terminal
// draws them.
var xterm16 = [16][3]float64{
	{0, 0, 0}, {205, 0, 0}, {0, 205, 0}, {205, 205, 0}, {0, 0, 238}, {205, 0, 205}, {0, 205, 205}, {229, 229, 229},
	{127, 127, 127}, {255, 0, 0}, {0, 255, 0}, {255, 255, 0}, {92, 92, 255}, {255, 0, 255}, {0, 255, 255}, {255, 255, 255},
}

// luminance is the relative luminance of an xterm colour (WCAG 2).
func luminance(c lipgloss.CompleteColor) float64 {
	i, err := strconv.Atoi(c.ANSI)
	if err != nil || i < 0 || i > 15 {
		return math.NaN()
	}
	lin := func(v float64) float64 {
		v /= 255
		if v <= 0.03928 {
			return v / 12.92
		}
		return math.Pow((v+0.055)/1.055, 2.4)
	}
	rgb := xterm16[i]
	return 0.2126*lin(rgb[0]) + 0.7152*lin(rgb[1]) + 0.0722*lin(rgb[2])
}

// contrast is the WCAG contrast ratio of two colours in xterm's 16.
func contrast(a, b lipgloss.CompleteColor) float64 {
	la, lb := luminance(a), luminance(b)
	return (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
}

// TestSixteenColourPalettesAreReadable: with 16 colours (TERM=xterm),
// each theme's text reads on its background and on the selected row and
// active tab (WCAG's 4.5:1 at least, 7:1 for body text), muted text and
// the curves on the background at 3:1; and lipgloss draws the colours
// chosen for 16, not the nearest of 16 to the 24-bit ones.
func TestSixteenColourPalettesAreReadable(t *testing.T) {
	for _, theme := range ThemeNames {
		p := PaletteFor(theme)
		pairs := []struct {
			name   string
			fg, bg lipgloss.CompleteColor
			least  float64
		}{
			{"text on the background", p.Text, p.Bg, 7},
			{"the selected row and active tab", p.Text, p.SelectedBg, 4.5},
			{"muted text", p.Muted, p.Bg, 3},
			{"accent", p.Accent, p.Bg, 3},
			{"curve 1", p.Eq1, p.Bg, 3},
			{"curve 2", p.Eq2, p.Bg, 3},
			{"marker", p.Marker, p.Bg, 3},
		}
		for _, c := range pairs {
			if got := contrast(c.fg, c.bg); !(got >= c.least) {
				t.Errorf("%s: %s is %.2f:1 in 16 colours (colours %s on %s), want %.1f:1", theme, c.name, got, c.fg.ANSI, c.bg.ANSI, c.least)
			}
		}
		r := lipgloss.NewRenderer(io.Discard)
		r.SetColorProfile(termenv.ANSI)
		out := r.NewStyle().Foreground(p.Text).Background(p.SelectedBg).Render("x")
		fg, bg := ansiCode(p.Text.ANSI, false), ansiCode(p.SelectedBg.ANSI, true)
		if !strings.Contains(out, fg) || !strings.Contains(out, bg) {
			t.Errorf("%s: the selected row is drawn %q in 16 colours, want codes %s and %s", theme, out, fg, bg)
		}
		// xterm draws bold colours 0-7 bright: bold black text is grey.
		st := NewStylesFor(r, theme, false)
		for name, style := range map[string]lipgloss.Style{"selected row": st.Selected, "active tab": st.TabActive, "value": st.Value} {
			i, _ := strconv.Atoi(p.Text.ANSI)
			if style.GetBold() && i < 8 {
				t.Errorf("%s: the %s is bold in colour %d, which xterm shows in its bright twin", theme, name, i)
			}
		}
	}
}

// ansiCode is the SGR parameter of 16-colour index s, as foreground or
// background.
func ansiCode(s string, bg bool) string {
	i, _ := strconv.Atoi(s)
	base := 30
	if i >= 8 {
		base, i = 90, i-8
	}
	if bg {
		base += 10
	}
	return strconv.Itoa(base + i)
}
