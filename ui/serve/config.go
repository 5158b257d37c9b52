package serve

import (
	"runtime"
	"time"

	"github.com/charmbracelet/log"
	gossh "golang.org/x/crypto/ssh"

	"pegasus/content"
	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/ui"
)

// The limits' defaults (the README's "Teaching a class" lists them).
const (
	DefaultListen         = "127.0.0.1:2222"
	DefaultMaxSessions    = 100
	DefaultRatePerMinute  = 60
	DefaultIdleTimeout    = 30 * time.Minute
	DefaultMaxTimeout     = 4 * time.Hour
	DefaultSessionEngines = 2
	DefaultCacheEntries   = 64
	DefaultOutputBuffer   = 1 << 20
)

// StallTimeout is how long a session's output may stay full before the
// server gives up on the client and disconnects it.
const StallTimeout = 10 * time.Second

// QueryTimeout is how long a new session waits for the terminal to say
// its background colour (wish asks it, to pick a dark or light theme).
const QueryTimeout = time.Second

// MaxWidth and MaxHeight bound the screen a session draws, whatever size
// its client claims.
const (
	MaxWidth  = 400
	MaxHeight = 150
)

// DefaultWorkers is the shared pool's size: half the processors (at least
// one), so that slow computations leave the rest to drawing the screens.
func DefaultWorkers() int { return max(1, runtime.NumCPU()/2) }

// Config is a server's whole configuration, checked by the command.
type Config struct {
	// Listen is the address to listen on (host:port).
	Listen string
	// HostKey signs the server's side of every handshake.
	HostKey gossh.Signer
	// AuthorizedKeys, when not empty, admits these keys; Passphrase, when
	// not empty, admits whoever types it (keyboard-interactive). With
	// neither, everyone is admitted.
	AuthorizedKeys []gossh.PublicKey
	Passphrase     []byte
	// The limits (see the Default* constants).
	MaxSessions, RatePerMinute int
	IdleTimeout, MaxTimeout    time.Duration
	Workers, SessionEngines    int
	CacheEntries, OutputBuffer int
	// Compute, when set, is the pool and cache of engine results the
	// sessions share; nil makes a new one of Workers and CacheEntries.
	// (Tests pass one to every server they start: the engines are pure,
	// so a result computed for one server serves the next.)
	Compute *kit.Compute
	// Stall is how long a full output buffer may wait for its client
	// before the server disconnects it (0: StallTimeout).
	Stall time.Duration
	// Lang, when set, is every session's language; otherwise a session's
	// comes from the client's LANG or LC_* variables, else English.
	Lang i18n.Lang
	// ASCII draws every session with ASCII glyphs.
	ASCII bool
	// Mouse turns mouse capture on at the start of a session.
	Mouse bool
	// Values are the knob values every session starts from.
	Values  map[string]map[string]float64
	Content content.Library
	// Follow, with Lecture, makes every session follow a lecture.
	Follow  *ui.Follow
	Lecture *Lecture
	// Log receives a line per connection; Text is the language of its
	// messages (nil: English).
	Log  *log.Logger
	Text *i18n.Text
	// Clock tells the time of the log and the limits and runs every
	// session's timers (nil: the system clock).
	Clock kit.Clock
}

// stall is the output's stall time.
func (c Config) stall() time.Duration {
	if c.Stall > 0 {
		return c.Stall
	}
	return StallTimeout
}

// text is the language of the log.
func (c Config) text() *i18n.Text {
	if c.Text == nil {
		return i18n.For(i18n.English)
	}
	return c.Text
}

// clock is the configured clock, or the system's.
func (c Config) clock() kit.Clock { return kit.ClockOr(c.Clock) }

// now is the time by the configured clock.
func (c Config) now() time.Time { return c.clock().Now() }
