package kit

import (
	"fmt"
	"github.com/muesli/termenv"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
)

// ThemeName names a colour theme.
type ThemeName string

// The themes. Auto picks dark or light from the terminal's background.
const (
	ThemeAuto         ThemeName = "auto"
	ThemeDark         ThemeName = "dark"
	ThemeLight        ThemeName = "light"
	ThemeHighContrast ThemeName = "high-contrast"
)

// ThemeNames lists the themes a user may choose, in cycling order.
var ThemeNames = []ThemeName{ThemeDark, ThemeLight, ThemeHighContrast}

// ParseTheme reads a theme name.
func ParseTheme(s string) (ThemeName, error) {
	t := ThemeName(strings.ToLower(strings.TrimSpace(s)))
	switch t {
	case ThemeAuto, ThemeDark, ThemeLight, ThemeHighContrast:
		return t, nil
	}
	return "", fmt.Errorf("unknown theme %q (allowed: auto, dark, light, high-contrast)", s)
}

// Resolve turns auto into dark or light.
func (t ThemeName) Resolve(darkBackground bool) ThemeName {
	if t != ThemeAuto {
		return t
	}
	if darkBackground {
		return ThemeDark
	}
	return ThemeLight
}

// Next returns the theme after t in cycling order.
func (t ThemeName) Next() ThemeName {
	for i, n := range ThemeNames {
		if n == t {
			return ThemeNames[(i+1)%len(ThemeNames)]
		}
	}
	return ThemeNames[0]
}

// Palette is a theme's named colours, each with the colour of the 16 a
// plain terminal (TERM=xterm) draws instead, chosen for that palette:
// the nearest of 16 to a 24-bit colour is often unreadable on the theme's
// own background or selection.
type Palette struct {
	Text, Muted, Accent, Eq1, Eq2, Marker, Good, Bad, Border, SelectedBg, TabBg lipgloss.CompleteColor
	// Bg is the background the theme paints under everything, so that it
	// reads the same on a black and on a white terminal.
	Bg   lipgloss.CompleteColor
	Bold bool // bold headings and values (projectors)
}

// col is a colour: hex in 24 and 256 colours, ansi (0-15) in 16.
func col(hex, ansi string) lipgloss.CompleteColor {
	return lipgloss.CompleteColor{TrueColor: hex, ANSI256: hex, ANSI: ansi}
}

// PaletteFor returns the colours of a resolved theme.
func PaletteFor(t ThemeName) Palette {
	switch t {
	case ThemeLight:
		return Palette{Text: col("#1F2328", "0"), Muted: col("#57606A", "8"), Accent: col("#0550AE", "4"), Eq1: col("#BC4C00", "1"),
			Eq2: col("#0A7F6F", "4"), Marker: col("#8250DF", "5"), Good: col("#1A7F37", "2"), Bad: col("#CF222E", "1"),
			Border: col("#AFB8C1", "8"), SelectedBg: col("#DDF4FF", "14"), TabBg: col("#D0D7DE", "7"), Bg: col("#FFFFFF", "15")}
	case ThemeHighContrast:
		return Palette{Text: col("#FFFFFF", "15"), Muted: col("#E0E0E0", "7"), Accent: col("#00FFFF", "14"), Eq1: col("#FFB000", "11"),
			Eq2: col("#00E5FF", "14"), Marker: col("#FFFF00", "13"), Good: col("#00FF66", "10"), Bad: col("#FF5555", "9"),
			Border: col("#FFFFFF", "15"), SelectedBg: col("#0000AA", "4"), TabBg: col("#333333", "8"), Bold: true, Bg: col("#000000", "0")}
	default:
		return Palette{Text: col("#E6E6E6", "15"), Muted: col("#9AA0AA", "7"), Accent: col("#7AA2F7", "12"), Eq1: col("#FF9E64", "11"),
			Eq2: col("#2AC3DE", "14"), Marker: col("#E0AF68", "13"), Good: col("#9ECE6A", "10"), Bad: col("#F7768E", "9"),
			Border: col("#565F89", "8"), SelectedBg: col("#283457", "4"), TabBg: col("#24283B", "8"), Bg: col("#1A1B26", "0")}
	}
}

// Styles is every style the shell and panels draw with, built from one
// palette and one glyph set and passed down by value.
type Styles struct {
	Theme  ThemeName
	Glyphs Glyphs

	Text, Muted, Heading, Accent, Value, Good, Bad lipgloss.Style
	Selected                                       lipgloss.Style // the selected row
	TabActive, TabInactive, AppName                lipgloss.Style
	Eq1, Eq2, Marker, Axis                         lipgloss.Style
	Rule                                           lipgloss.Style
	Overlay                                        lipgloss.Style // the help box
	Status, Error                                  lipgloss.Style
	HelpKey, HelpDesc, HelpSep                     lipgloss.Style
	Big                                            lipgloss.Style // large readouts on a projector

	// canvas is the escape sequence that sets the theme's text colour and
	// background ("" when the terminal shows no colour).
	canvas string
	// renderer is the terminal every style above renders for (its colour
	// profile): the process's own, or an SSH session's.
	renderer *lipgloss.Renderer
}

// NewStyles builds the styles of a resolved theme for the process's own
// terminal (Lip Gloss's default renderer), with ASCII borders and glyphs
// when ascii is set.
func NewStyles(t ThemeName, ascii bool) Styles {
	return NewStylesFor(lipgloss.DefaultRenderer(), t, ascii)
}

// NewStylesFor builds the styles of a resolved theme for the terminal r
// renders to: an SSH session passes its own renderer, so that its colour
// profile (from the client's TERM) decides every escape sequence, not the
// server's terminal. A nil r is the default renderer.
func NewStylesFor(r *lipgloss.Renderer, t ThemeName, ascii bool) Styles {
	if r == nil {
		r = lipgloss.DefaultRenderer()
	}
	p := PaletteFor(t)
	g := UnicodeGlyphs()
	border := lipgloss.RoundedBorder()
	if ascii {
		g = ASCIIGlyphs()
		border = lipgloss.Border{Top: "-", Bottom: "-", Left: "|", Right: "|", TopLeft: "+", TopRight: "+", BottomLeft: "+", BottomRight: "+"}
	}
	fg := func(c lipgloss.CompleteColor) lipgloss.Style { return r.NewStyle().Foreground(c) }
	strong := strongText(r, p)
	return Styles{
		Theme:       t,
		Glyphs:      g,
		Text:        fg(p.Text),
		Muted:       fg(p.Muted),
		Heading:     fg(p.Accent).Bold(true),
		Accent:      fg(p.Accent).Bold(p.Bold),
		Value:       fg(p.Text).Bold(strong),
		Good:        fg(p.Good).Bold(p.Bold),
		Bad:         fg(p.Bad).Bold(true),
		Selected:    fg(p.Text).Background(p.SelectedBg).Bold(strong),
		TabActive:   fg(p.Text).Background(p.SelectedBg).Bold(strong).Padding(0, 1),
		TabInactive: fg(p.Muted).Padding(0, 1),
		AppName:     fg(p.Accent).Bold(true).Padding(0, 1),
		Eq1:         fg(p.Eq1).Bold(p.Bold),
		Eq2:         fg(p.Eq2).Bold(p.Bold),
		Marker:      fg(p.Marker).Bold(p.Bold),
		Axis:        fg(p.Muted),
		Rule:        fg(p.Border),
		Overlay:     r.NewStyle().Border(border).BorderForeground(p.Accent).Padding(0, 1),
		Status:      fg(p.Accent),
		Error:       fg(p.Bad).Bold(true),
		HelpKey:     fg(p.Accent).Bold(p.Bold),
		HelpDesc:    fg(p.Muted),
		HelpSep:     fg(p.Border),
		Big:         fg(p.Accent).Bold(true),
		canvas:      canvasSequence(r, p),
		renderer:    r,
	}
}

// strongText reports whether the text colour may be drawn bold. In 16
// colours a terminal such as xterm draws bold text of colours 0-7 in their
// bright twins (its boldColors default), so the light theme's black text
// would turn grey, on the selected row's cyan too; there the weight is
// left out and the background alone marks the row.
func strongText(r *lipgloss.Renderer, p Palette) bool {
	if r.ColorProfile() != termenv.ANSI {
		return true
	}
	i, err := strconv.Atoi(p.Text.ANSI)
	return err != nil || i >= 8
}

// NewStyle is an empty style of the styles' renderer, for widgets and
// charts that need a style of their own (a bare lipgloss.NewStyle would
// render for the process's terminal, not the session's).
func (s Styles) NewStyle() lipgloss.Style { return s.Renderer().NewStyle() }

// Renderer is the renderer the styles draw for (Lip Gloss's default one
// for styles built as a zero value).
func (s Styles) Renderer() *lipgloss.Renderer {
	if s.renderer == nil {
		return lipgloss.DefaultRenderer()
	}
	return s.renderer
}

// canvasSequence is the sequence r emits, in its colour profile, to set
// the theme's text colour and background.
func canvasSequence(r *lipgloss.Renderer, p Palette) string {
	out := r.NewStyle().Foreground(p.Text).Background(p.Bg).Render("x")
	if i := strings.Index(out, "x"); i > 0 {
		return out[:i]
	}
	return ""
}

// reset is the sequence that ends every styled run.
const reset = "\x1b[0m"

// Paint lays the theme's background and text colour under a whole screen
// of w x h cells: every line is padded to w, and every styled run that
// ends restores the canvas, so unstyled text and gaps take the theme's
// colours too. Without colour it returns the view unchanged.
func (s Styles) Paint(view string, w int) string {
	if s.canvas == "" {
		return view
	}
	lines := strings.Split(view, "\n")
	for i, l := range lines {
		pad := max(0, w-Width(l))
		lines[i] = s.canvas + strings.ReplaceAll(l, reset, reset+s.canvas) + strings.Repeat(" ", pad) + reset
	}
	return strings.Join(lines, "\n")
}
