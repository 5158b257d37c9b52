// Package ui is the explorer's shell: the tab bar, the help overlay, the
// footer, themes, the language switch and the routing of messages to the
// panels. Only main imports it.
package ui

import (
	"pegasus/content"
	"pegasus/i18n"
	loop "pegasus/model/credit"
	"pegasus/model/power"
	"pegasus/panels/kit"
)

// Config is everything the shell starts from, already validated by main
// (which alone knows about flags, files and the environment).
type Config struct {
	Lang           i18n.Lang
	Theme          kit.ThemeName // may be auto
	ASCII          bool          // ASCII borders and glyphs
	DarkBackground bool          // resolves the auto theme
	Credit         loop.Params
	Power          power.Scenario
	Content        content.Library
	StartupNotice  string // shown in the status line on the first frame (e.g. a preferences problem)
}

// Prefs is what the shell hands back to be saved when it exits.
type Prefs struct {
	Lang          i18n.Lang
	LangSwitched  bool // the user changed the language during the session
	Theme         kit.ThemeName
	ThemeSwitched bool // the user changed the theme during the session
	Credit        loop.Params
	Power         power.Scenario
}
