package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/charmbracelet/log"
	"github.com/spf13/pflag"
	gossh "golang.org/x/crypto/ssh"

	"pegasus/i18n"
	"pegasus/model/engines"
	"pegasus/panels/kit"
	"pegasus/ui"
	"pegasus/ui/deck"
	"pegasus/ui/safe"
	"pegasus/ui/serve"
	"pegasus/ui/settings"
)

// EnvPassphrase holds the class passphrase when no --passphrase-file is
// given.
const EnvPassphrase = settings.EnvServePassphrase

// Caps on the files serve reads.
const (
	maxAuthorizedKeysBytes = 1 << 20
	maxPassphraseBytes     = 4 << 10
)

// serveFlags are serve's own flags, read as text and checked by hand so
// that a refusal names the flag and what it allows.
type serveFlags struct {
	listen, hostKey, authKeys, passFile, logFile     *string
	allowRemote, follow                              *bool
	maxSessions, rate, idle, maxTime, workers, cache *string
	perSession, outputKiB                            *string
}

// newServeFlags declares serve's flags, with their defaults.
func newServeFlags(t *i18n.Text) (*pflag.FlagSet, serveFlags) {
	st := t.Serve
	fs := newFlagSet("pegasus serve")
	addGlobal(fs, t)
	fs.String("config", "", t.Flags.Config)
	f := serveFlags{
		listen:      fs.String("listen", serve.DefaultListen, st.FlagListen),
		allowRemote: fs.Bool("allow-remote", false, st.FlagAllowRemote),
		follow:      fs.Bool("follow", false, st.FlagFollow),
		hostKey:     fs.String("host-key", "", st.FlagHostKey),
		authKeys:    fs.String("authorized-keys", "", st.FlagAuthorizedKeys),
		passFile:    fs.String("passphrase-file", "", st.FlagPassphraseFile),
		maxSessions: fs.String("max-sessions", strconv.Itoa(serve.DefaultMaxSessions), st.FlagMaxSessions),
		rate:        fs.String("rate", strconv.Itoa(serve.DefaultRatePerMinute), st.FlagRate),
		idle:        fs.String("idle-timeout", serve.DefaultIdleTimeout.String(), st.FlagIdle),
		maxTime:     fs.String("max-time", serve.DefaultMaxTimeout.String(), st.FlagMaxTime),
		workers:     fs.String("workers", strconv.Itoa(serve.DefaultWorkers()), st.FlagWorkers),
		perSession:  fs.String("session-engines", strconv.Itoa(serve.DefaultSessionEngines), st.FlagSessionEngines),
		cache:       fs.String("cache", strconv.Itoa(serve.DefaultCacheEntries), st.FlagCache),
		outputKiB:   fs.String("output-kib", strconv.Itoa(serve.DefaultOutputBuffer>>10), st.FlagOutputBuffer),
		logFile:     fs.String("log", "", st.FlagLog),
	}
	return fs, f
}

// runServe serves the explorer over SSH until SIGINT, SIGTERM or SIGHUP
// (exit 128 plus the signal's number, after every student was told the
// lecture ended). Bad flags, files or addresses exit 2 before anything
// listens.
func runServe(c *ctx, args []string) int {
	t := c.t
	fs, f := newServeFlags(t)
	if err := parse(fs, args, t, "pegasus serve"); errors.Is(err, errHelp) {
		return c.output(func(w io.Writer) error { commandUsage(w, t, "serve", fs); return nil })
	} else if err != nil {
		return c.fail(err)
	}
	if fs.NArg() > 1 {
		return c.fail(&settings.InputError{Msg: fmt.Sprintf(t.CLI.ExtraArgFmt, fs.Arg(1))})
	}
	if fs.NArg() == 1 && !*f.follow {
		return c.fail(&settings.InputError{Msg: t.Serve.DeckWithoutFollow})
	}
	setup, err := c.serveConfig(fs, f)
	if err != nil {
		return c.fail(err)
	}
	cfg := &setup.cfg
	closeLog, err := serveLog(t, cfg, *f.logFile, c.io.Stderr)
	if err != nil {
		return c.fail(err)
	}
	defer closeLog()
	// Signals are caught from here on: a Ctrl+C right after the start
	// message still ends the lecture properly.
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP)
	defer signal.Stop(sigs)
	s, err := serve.New(*cfg)
	if err != nil {
		return c.fail(err)
	}
	if err := s.Listen(); err != nil {
		return c.fail(&settings.InputError{Msg: safe.Line(fmt.Sprintf(t.Serve.ListenFailedFmt, cfg.Listen, listenReason(err)))})
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if cfg.Lecture != nil {
		pr := setup.presenter
		pr.Problem = func(err error) { cfg.Log.Warn(fmt.Sprintf(t.Lecture.NotesFailedFmt, safe.Line(err.Error()))) }
		go serve.FollowPresenter(ctx, pr, cfg.Lecture)
	}
	if code := c.output(func(w io.Writer) error { return startMessage(w, t, s.Addr(), setup, *f.logFile) }); code != ExitOK {
		s.Shutdown(time.Second)
		return code
	}
	return serveUntilSignal(c, t, s, cfg.Log, sigs)
}

// serveUntilSignal serves until a signal, then ends the lecture for
// everyone; a listener that fails is an I/O failure.
func serveUntilSignal(c *ctx, t *i18n.Text, s *serve.Server, logger *log.Logger, sigs <-chan os.Signal) int {
	served := make(chan error, 1)
	go func() { served <- s.Serve() }()
	logger.Info(t.Serve.LogStarted, "addr", s.Addr().String())
	select {
	case sig := <-sigs:
		told := s.Shutdown(3 * time.Second)
		<-served
		logger.Info(t.Serve.LogStopped, "signal", sig.String(), "sessions", told)
		fmt.Fprintln(c.io.Stderr, "pegasus: "+fmt.Sprintf(t.Serve.StoppingFmt, sig, told))
		if n, ok := sig.(syscall.Signal); ok {
			return 128 + int(n)
		}
		return 128
	case err := <-served:
		s.Shutdown(time.Second)
		fmt.Fprintln(c.io.Stderr, "pegasus: "+safe.Error(err))
		return ExitIO
	}
}

// serveSetup is the server's configuration and what the start message
// says of it: the host key, where the keys and the passphrase came from,
// and the presenter a following server reads (its runtime directory and
// deck).
type serveSetup struct {
	cfg                serve.Config
	key                serve.HostKey
	keysFrom, passFrom string
	presenter          serve.Presenter
}

// serveConfig checks every flag and file and builds the server's
// configuration.
func (c *ctx) serveConfig(fs *pflag.FlagSet, f serveFlags) (serveSetup, error) {
	t := c.t
	s := serveSetup{cfg: serve.Config{Listen: *f.listen, Text: t, ASCII: c.ascii(fs)}}
	cfg := &s.cfg
	if err := checkListen(t, *f.listen, *f.allowRemote); err != nil {
		return s, err
	}
	if err := readLimits(t, cfg, f); err != nil {
		return s, err
	}
	if l, _ := fs.GetString("lang"); l != "" && l != "auto" {
		cfg.Lang, _ = i18n.ParseLang(l) // checked by parse
	}
	ld, err := settings.Load(settings.Request{Groups: engines.Groups(), Flags: fs, Env: c.env, Text: t, WithFile: true, Now: time.Now()})
	if err != nil {
		return s, err
	}
	cfg.Values, cfg.Mouse = ld.Values, ld.Mouse
	if cfg.Content, err = c.io.content(); err != nil {
		return s, err
	}
	if s.key, err = hostKey(t, c.env, *f.hostKey); err != nil {
		return s, err
	}
	cfg.HostKey = s.key.Signer
	if *f.authKeys != "" {
		if cfg.AuthorizedKeys, err = authorizedKeys(t, *f.authKeys); err != nil {
			return s, err
		}
		s.keysFrom = *f.authKeys
	}
	if cfg.Passphrase, s.passFrom, err = passphrase(t, c.env, *f.passFile); err != nil {
		return s, err
	}
	if !*f.follow {
		return s, nil
	}
	return s, c.followConfig(fs, &s)
}

// followConfig reads the deck to follow (the built-in one without a
// file) and finds the runtime directory the presenter writes to. A deck
// file is read again, the same way, when the presenter's changes during
// the talk (its live reload).
func (c *ctx) followConfig(fs *pflag.FlagSet, s *serveSetup) error {
	t := c.t
	base := settings.RuntimeDir(c.env)
	if base == "" {
		return &settings.InputError{Msg: t.Lecture.NotesNoDir}
	}
	env := kit.Env{Text: t, Styles: kit.NewStyles(kit.ThemeDark, s.cfg.ASCII), Content: s.cfg.Content}
	path := fs.Arg(0)
	read := func() (deck.Deck, error) { return ui.ReadDeck(t, path, ui.DeckCatalog(env)) }
	d, err := read()
	if err != nil {
		return err
	}
	s.cfg.Follow, s.cfg.Lecture = &ui.Follow{Deck: d}, serve.NewLecture()
	s.presenter = serve.Presenter{Base: base, Deck: d, Interval: serve.PollInterval}
	if path != "" {
		s.presenter.Reload = read
	}
	return nil
}

// checkListen refuses an address that is not host:port, and one other
// machines can reach unless --allow-remote says so.
func checkListen(t *i18n.Text, addr string, allowRemote bool) error {
	host, port, err := net.SplitHostPort(addr)
	if err == nil {
		_, err = strconv.ParseUint(port, 10, 16)
	}
	if err != nil {
		return &settings.InputError{Msg: safe.Line(fmt.Sprintf(t.Serve.BadListenFmt, addr, err))}
	}
	if !allowRemote && !loopback(host) {
		return &settings.InputError{Msg: safe.Line(fmt.Sprintf(t.Serve.RemoteNeedsFlagFmt, addr))}
	}
	return nil
}

// loopback reports whether host is reachable from this machine only: a
// loopback address, or localhost. Any other name, and no host at all
// (every interface), may be reached from elsewhere.
func loopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// limit is one numeric flag: its name, text, and allowed range.
type limit struct {
	name     string
	raw      string
	lo, hi   int
	duration bool
	zeroOK   bool // a duration of 0 means "never"
}

// readLimits checks the numeric flags and puts them in cfg.
func readLimits(t *i18n.Text, cfg *serve.Config, f serveFlags) error {
	ints := []struct {
		l   limit
		dst *int
	}{
		{limit{name: "max-sessions", raw: *f.maxSessions, lo: 1, hi: 10000}, &cfg.MaxSessions},
		{limit{name: "rate", raw: *f.rate, lo: 1, hi: 100000}, &cfg.RatePerMinute},
		{limit{name: "workers", raw: *f.workers, lo: 1, hi: 256}, &cfg.Workers},
		{limit{name: "session-engines", raw: *f.perSession, lo: 1, hi: 64}, &cfg.SessionEngines},
		{limit{name: "cache", raw: *f.cache, lo: 1, hi: 100000}, &cfg.CacheEntries},
		{limit{name: "output-kib", raw: *f.outputKiB, lo: 16, hi: 1 << 20}, &cfg.OutputBuffer},
	}
	for _, it := range ints {
		n, err := strconv.Atoi(strings.TrimSpace(it.l.raw))
		if err != nil || n < it.l.lo || n > it.l.hi {
			return limitError(t, it.l)
		}
		*it.dst = n
	}
	cfg.OutputBuffer <<= 10
	durations := []struct {
		l   limit
		dst *time.Duration
	}{
		{limit{name: "idle-timeout", raw: *f.idle, lo: 1, hi: 24 * 3600, duration: true}, &cfg.IdleTimeout},
		{limit{name: "max-time", raw: *f.maxTime, lo: 60, hi: 7 * 24 * 3600, duration: true, zeroOK: true}, &cfg.MaxTimeout},
	}
	for _, it := range durations {
		d, err := time.ParseDuration(strings.TrimSpace(it.l.raw))
		ok := err == nil && (d == 0 && it.l.zeroOK || d >= time.Duration(it.l.lo)*time.Second && d <= time.Duration(it.l.hi)*time.Second)
		if !ok {
			return limitError(t, it.l)
		}
		*it.dst = d
	}
	return nil
}

// limitError refuses a numeric flag, saying what it allows.
func limitError(t *i18n.Text, l limit) error {
	allowed := fmt.Sprintf("%d-%d", l.lo, l.hi)
	if l.duration {
		allowed = (time.Duration(l.lo) * time.Second).String() + "-" + (time.Duration(l.hi) * time.Second).String()
		if l.zeroOK {
			allowed = "0" + t.Shell.ChoiceSep + allowed
		}
	}
	return &settings.InputError{Msg: safe.Line(fmt.Sprintf(t.Serve.LimitFmt, l.name, strconv.Quote(l.raw), allowed))}
}

// hostKey loads the host key (made on first use) from --host-key or the
// state directory; one that others may read is refused, never fixed.
func hostKey(t *i18n.Text, env settings.Env, path string) (serve.HostKey, error) {
	if path == "" {
		dir := settings.StateDir(env)
		if dir == "" {
			return serve.HostKey{}, &settings.InputError{Msg: t.Serve.NoStateDir}
		}
		path = filepath.Join(dir, serve.HostKeyName)
	}
	key, err := serve.LoadHostKey(path)
	var pf *safe.PrivateFileError
	switch {
	case err == nil:
		return key, nil
	case errors.As(err, &pf) && pf.OtherOwner:
		return key, &settings.InputError{Msg: safe.Line(fmt.Sprintf(t.Serve.HostKeyOtherOwnerFmt, path, pf.Owner))}
	case errors.As(err, &pf):
		return key, &settings.InputError{Msg: safe.Line(fmt.Sprintf(t.Serve.HostKeyOpenFmt, path, safe.Mode(pf.Mode)))}
	}
	return key, &settings.InputError{Msg: safe.Line(fmt.Sprintf(t.Serve.HostKeyBadFmt, path, fileReason(t, err, path)))}
}

// authorizedKeys reads --authorized-keys.
func authorizedKeys(t *i18n.Text, path string) ([]gossh.PublicKey, error) {
	raw, err := safe.ReadFile(path, maxAuthorizedKeysBytes)
	if err != nil {
		return nil, &settings.InputError{Msg: safe.Line(fmt.Sprintf(t.Config.BadFileFmt, path, fileReason(t, err, path)))}
	}
	keys, err := serve.ParseAuthorizedKeys(raw)
	var le *serve.KeyLineError
	switch {
	case errors.As(err, &le):
		return nil, &settings.InputError{Msg: safe.Line(fmt.Sprintf(t.Serve.KeysBadFmt, path, le.Line, le.Err))}
	case err != nil:
		return nil, &settings.InputError{Msg: safe.Line(fmt.Sprintf(t.Config.BadFileFmt, path, err))}
	case len(keys) == 0:
		return nil, &settings.InputError{Msg: safe.Line(fmt.Sprintf(t.Serve.KeysNoneFmt, path))}
	}
	return keys, nil
}

// passphrase is the class passphrase from --passphrase-file (its first
// line) or PEGASUS_SERVE_PASSPHRASE, and where it came from ("" for
// none).
func passphrase(t *i18n.Text, env settings.Env, path string) ([]byte, string, error) {
	if path == "" {
		v, set := env[EnvPassphrase]
		switch {
		case !set:
			return nil, "", nil
		case v == "":
			return nil, "", &settings.InputError{Msg: fmt.Sprintf(t.Serve.PassphraseEnvFmt, EnvPassphrase)}
		case safe.Line(v) != v:
			return nil, "", &settings.InputError{Msg: fmt.Sprintf(t.Serve.PassphraseLineFmt, t.Serve.PassphraseEnvName)}
		}
		return []byte(v), t.Serve.PassphraseEnvName, nil
	}
	raw, err := safe.ReadFile(path, maxPassphraseBytes)
	if err != nil {
		return nil, "", &settings.InputError{Msg: safe.Line(fmt.Sprintf(t.Config.BadFileFmt, path, fileReason(t, err, path)))}
	}
	line, _, _ := strings.Cut(string(raw), "\n")
	line = strings.TrimSuffix(line, "\r")
	switch {
	case line == "":
		return nil, "", &settings.InputError{Msg: safe.Line(fmt.Sprintf(t.Serve.PassphraseEmptyFmt, path))}
	case safe.Line(line) != line:
		return nil, "", &settings.InputError{Msg: safe.Line(fmt.Sprintf(t.Serve.PassphraseLineFmt, path))}
	}
	return []byte(line), path, nil
}

// fileReason words why a file could not be used, without naming it again.
func fileReason(t *i18n.Text, err error, path string) string {
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Path == path {
		return pe.Err.Error()
	}
	return safe.Explain(t, err)
}

// listenReason words why the address could not be listened on.
func listenReason(err error) string {
	var oe *net.OpError
	if errors.As(err, &oe) && oe.Err != nil {
		return oe.Err.Error()
	}
	return err.Error()
}

// serveLog sends the connection log to --log FILE in logfmt, else to the
// standard error as text.
func serveLog(t *i18n.Text, cfg *serve.Config, path string, stderr io.Writer) (func(), error) {
	opts := log.Options{ReportTimestamp: true, TimeFormat: time.RFC3339}
	if path == "" {
		cfg.Log = log.NewWithOptions(stderr, opts)
		return func() {}, nil
	}
	f, err := safe.OpenAppend(path, 0o600)
	if err != nil {
		return nil, &settings.InputError{Msg: safe.Line(fmt.Sprintf(t.CLI.LogFailedFmt, path, fileReason(t, err, path)))}
	}
	opts.Formatter = log.LogfmtFormatter
	cfg.Log = log.NewWithOptions(f, opts)
	return func() { f.Close() }, nil
}

// startMessage says where the server listens, how students connect, its
// host key, who is admitted, what it follows and its limits.
func startMessage(w io.Writer, t *i18n.Text, addr net.Addr, s serveSetup, logFile string) error {
	st, cfg := t.Serve, s.cfg
	host, port, _ := net.SplitHostPort(addr.String())
	if ip := net.ParseIP(host); ip != nil && ip.IsUnspecified() {
		if name, err := os.Hostname(); err == nil {
			host = name
		}
	}
	connect := "ssh -p " + port + " " + host
	lines := []string{fmt.Sprintf(st.ServingFmt, addr), fmt.Sprintf(st.ConnectFmt, connect)}
	if !loopback(host) {
		lines = append(lines, st.RemoteWarning)
	}
	lines = append(lines, fmt.Sprintf(st.FingerprintFmt, s.key.Path, s.key.Fingerprint()))
	if s.key.Created {
		lines = append(lines, fmt.Sprintf(st.NewKeyFmt, s.key.Path))
	}
	switch {
	case len(cfg.AuthorizedKeys) == 0 && len(cfg.Passphrase) == 0:
		lines = append(lines, st.OpenWarning)
	case len(cfg.AuthorizedKeys) > 0 && len(cfg.Passphrase) > 0:
		lines = append(lines, fmt.Sprintf(st.KeysFmt, len(cfg.AuthorizedKeys), s.keysFrom), fmt.Sprintf(st.PassphraseFromFmt, s.passFrom), st.BothAuthNote)
	case len(cfg.AuthorizedKeys) > 0:
		lines = append(lines, fmt.Sprintf(st.KeysFmt, len(cfg.AuthorizedKeys), s.keysFrom))
	default:
		lines = append(lines, fmt.Sprintf(st.PassphraseFromFmt, s.passFrom))
	}
	if cfg.Follow != nil {
		lines = append(lines, fmt.Sprintf(st.FollowingFmt, cfg.Follow.Deck.Source))
	} else {
		lines = append(lines, st.Exploring)
	}
	maxTime := cfg.MaxTimeout.String()
	if cfg.MaxTimeout == 0 {
		maxTime = "-"
	}
	lines = append(lines, fmt.Sprintf(st.LimitsFmt, cfg.MaxSessions, cfg.RatePerMinute, cfg.IdleTimeout, maxTime,
		cfg.Workers, cfg.SessionEngines, cfg.CacheEntries, fmt.Sprintf("%d KiB", cfg.OutputBuffer>>10)))
	if logFile != "" {
		lines = append(lines, fmt.Sprintf(st.LogToFmt, logFile))
	}
	lines = append(lines, st.StopHint)
	_, err := fmt.Fprintln(w, safe.Text(strings.Join(lines, "\n")))
	return err
}
