// Package kit is the leaf package shared by the shell (ui) and the panels:
// the panel contract, the messages that cross between them, the theme and
// styles, glyph sets, and small widgets (text wrapping, sliders, charts).
// It imports neither ui nor any panel.
package kit
