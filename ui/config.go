// Package ui is the explorer's shell: the tab bar, the status bar, the
// help, start and notice overlays, search, themes, the language switch, the
// mouse, and the routing of messages to the panels. Only ui/cli imports it.
package ui

import (
	"time"

	"github.com/charmbracelet/lipgloss"

	"pegasus/content"
	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/ui/deck"
	"pegasus/ui/notes"
	"pegasus/ui/settings"
)

// FPS is the most frames a second the renderer draws. Bubble Tea redraws
// only what changed; 30 frames keep a key's effect under one frame of a
// 60 Hz screen's perception while halving the idle wake-ups.
const FPS = 30

// Config is everything the shell starts from, already checked by the
// settings layer (which alone knows about flags, files and variables).
type Config struct {
	Lang           i18n.Lang
	Theme          kit.ThemeName // may be auto
	ASCII          bool          // ASCII borders and glyphs
	DarkBackground bool          // resolves the auto theme
	// ThemeGuessed says that DarkBackground is a guess (tmux does not
	// pass the terminal's background on): the status line says so once.
	ThemeGuessed bool
	Mouse        bool // mouse capture at start
	// Values are the knob values every panel starts from, by group, then key.
	Values  map[string]map[string]float64
	Content content.Library
	// Notices must be read before anything else (a preferences file moved
	// aside): shown in a box until a key is pressed.
	Notices []string
	// Status is a line for the status bar on the first frame.
	Status string
	// ShowStartPage shows the start page (a first run).
	ShowStartPage bool
	// Deck, when set, runs the shell in lecture mode over this deck;
	// Notes, when set, receives the presentation's state for the speaker
	// notes.
	Deck  *deck.Deck
	Notes *notes.Publisher
	// DeckFile is the deck's file, read again when it changes while it
	// is presented ("" for the built-in deck).
	DeckFile string
	// ExportDir is where the export key writes ("" for the current
	// directory).
	ExportDir string
	// Clock tells the time and runs the timers of the shell and the
	// panels: frames, the status line, the presenter's timer, settle
	// timers, animations (nil: the system clock).
	Clock kit.Clock
	// DrawEveryMessage renders the screen after every message instead of
	// at most once a frame interval: for tests that read View right after
	// Update.
	DrawEveryMessage bool
	// Renders, when set, counts the panels' renderings (tests that bound
	// the work a burst of keys costs).
	Renders *kit.RenderCount
	// LanguageLock, when set, keeps the language as it is: the language
	// key shows this status line instead (a terminal whose character set
	// cannot show the other language).
	LanguageLock string
	// KeepStatus keeps informational status lines until Esc instead of
	// clearing them after a few seconds (tests read them).
	KeepStatus bool
	// Renderer draws every style (nil: Lip Gloss's default renderer, for
	// the process's own terminal); an SSH session passes its own, so that
	// the client's terminal decides the colours.
	Renderer *lipgloss.Renderer
	// Compute, when set, runs the panels' slow engines on a pool and cache
	// shared with other sessions (kit.Env.Compute).
	Compute *kit.ComputeSession
	// NoExport turns the export key off: it says why on the status line
	// instead (a session over SSH writes no files).
	NoExport bool
	// Follow, when set, makes the shell follow a lecture presented
	// elsewhere (pegasus serve --follow): LectureMsg says where it is.
	Follow *Follow
}

// clock is the configured clock, or the system's.
func (c Config) clock() kit.Clock { return kit.ClockOr(c.Clock) }

// now is the time by the configured clock.
func (c Config) now() time.Time { return c.clock().Now() }

// Session is what the shell hands back to be saved when it exits.
func (m *Model) Session() settings.Session {
	s := settings.Session{Values: map[string]map[string]float64{}, StartPageSeen: m.startSeen}
	for _, p := range m.panels {
		for g, vals := range kit.ValuesOf(p) {
			s.Values[g] = vals
		}
	}
	if m.langSwitched {
		s.Lang = string(m.text.Lang)
	}
	if m.themeSwitched {
		s.Theme = string(m.styles.Theme)
	}
	return s
}
