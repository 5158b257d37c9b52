// Package describe says engine values in the user's language where they
// meet the terminal UI: the figures the `check` command and the panels
// set side by side, the advisor's verdict glyphs and quantities, and the
// panels' names. What a knob allows, why a value was refused and a
// flag's help live below it, in i18n/knobtext, so that the settings
// layer needs no UI package.
package describe
