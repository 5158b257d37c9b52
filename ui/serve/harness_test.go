package serve

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/log"
	"github.com/mattn/go-runewidth"
	gossh "golang.org/x/crypto/ssh"

	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

func TestMain(m *testing.M) {
	runewidth.DefaultCondition.EastAsianWidth = false
	if os.Getenv("PEGASUS_SERVE_CHILD") == "1" {
		os.Exit(childServer())
	}
	// These tests wait on their clients, servers and presenters far more
	// than they compute: unless -parallel says otherwise, eight run at
	// once, whatever the number of processors.
	flag.Parse()
	if !flagGiven("test.parallel") {
		if err := flag.Set("test.parallel", "8"); err != nil {
			panic(err)
		}
	}
	os.Exit(m.Run())
}

// flagGiven reports whether the command line set the flag name.
func flagGiven(name string) bool {
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}

// testKey is a new Ed25519 signer.
func testKey(t testing.TB) gossh.Signer {
	t.Helper()
	s, err := newKey()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// newKey is a new Ed25519 signer.
func newKey() (gossh.Signer, error) {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, err
	}
	return gossh.NewSignerFromKey(priv)
}

// syncBuffer is a buffer safe for the log's writer and a test's reader,
// which can wait for the next write.
type syncBuffer struct {
	mu      sync.Mutex
	b       bytes.Buffer
	changed chan struct{} // closed at the next write
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.changed != nil {
		close(b.changed)
		b.changed = nil
	}
	return b.b.Write(p)
}

func (b *syncBuffer) String() string {
	s, _ := b.read()
	return s
}

// read is what was written and a channel closed at the next write.
func (b *syncBuffer) read() (string, <-chan struct{}) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.changed == nil {
		b.changed = make(chan struct{})
	}
	return b.b.String(), b.changed
}

// testServer is a running server on a loopback port, its log, and its
// host key (for the clients to check).
type testServer struct {
	*Server
	addr string
	key  gossh.PublicKey
	log  *syncBuffer
	// clock is the sessions' clock, for the tests that skip time ahead
	// (nil: the system clock).
	clock *skipClock
}

// shared is the pool and cache of engine results that every server and
// presenter of these tests shares (Config.Compute): the engines are pure
// and seeded, so what one test computed (the spraying panel's
// retransmissions, the flow table's sweep) serves the next. A test that
// counts engine runs sets Config.Compute to nil for a pool of its own.
var shared = kit.NewCompute(2, 256)

// lightWork are knob values that keep the engines of the panels these
// tests do not look at quick (every session starts every panel's
// engines): what is checked is the server, not their figures at the
// defaults.
func lightWork() map[string]map[string]float64 {
	return map[string]map[string]float64{"incast": {"line_gbps": 100}, "spray": {"trials": 5}, "retx": {"packets": 5000},
		"cuckoo": {"trials": 2}}
}

// startServer runs a server on 127.0.0.1:0 with small, test-friendly
// limits, the shared engines and light work (lightWork); change adjusts
// the configuration first. It shuts down when the test ends.
func startServer(t testing.TB, change func(*Config)) *testServer {
	t.Helper()
	return startServerOn(t, change, nil)
}

// startServerOn is startServer whose listener, once open, is wrap's
// (nil: as it is), for a test that changes the connections it accepts.
func startServerOn(t testing.TB, change func(*Config), wrap func(net.Listener) net.Listener) *testServer {
	t.Helper()
	lib := kittest.Content(t)
	key := testKey(t)
	logs := &syncBuffer{}
	cfg := Config{Listen: "127.0.0.1:0", HostKey: key, MaxSessions: 20, RatePerMinute: 10000,
		IdleTimeout: time.Minute, MaxTimeout: time.Hour, Workers: 1, SessionEngines: 2, CacheEntries: 64,
		OutputBuffer: DefaultOutputBuffer, Compute: shared, Values: lightWork(), Content: lib, Log: log.NewWithOptions(logs, log.Options{Formatter: log.LogfmtFormatter})}
	if change != nil {
		change(&cfg)
	}
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Listen(); err != nil {
		t.Fatal(err)
	}
	if wrap != nil {
		s.ln = wrap(s.ln)
	}
	served := make(chan struct{})
	go func() { _ = s.Serve(); close(served) }()
	t.Cleanup(func() {
		s.Shutdown(3 * time.Second)
		<-served
	})
	ts := &testServer{Server: s, addr: s.Addr().String(), key: key.PublicKey(), log: logs}
	ts.clock, _ = cfg.Clock.(*skipClock)
	return ts
}

// dial connects to the test server as user "student".
func (ts *testServer) dial(t testing.TB, auth ...gossh.AuthMethod) (*gossh.Client, error) {
	t.Helper()
	return gossh.Dial("tcp", ts.addr, &gossh.ClientConfig{User: "student", Auth: auth,
		HostKeyCallback: gossh.FixedHostKey(ts.key), Timeout: 10 * time.Second})
}

// termOptions is how a test client asks for its terminal.
type termOptions struct {
	term   string
	w, h   int
	env    map[string]string
	answer bool // answer the terminal queries, as a real terminal does
	auth   []gossh.AuthMethod
}

// client is a test's SSH client with a terminal: what the explorer draws
// lands on its screen.
type client struct {
	t      testing.TB
	conn   *gossh.Client
	sess   *gossh.Session
	stdin  io.WriteCloser
	screen *screen
	stderr *syncBuffer
	inMu   sync.Mutex
	done   chan struct{}
}

// open connects a client with a PTY and starts its shell.
func (ts *testServer) open(t testing.TB, o termOptions) *client {
	t.Helper()
	c, err := ts.openErr(t, o)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// openErr is open, returning what failed.
func (ts *testServer) openErr(t testing.TB, o termOptions) (*client, error) {
	if o.term == "" {
		o.term = "xterm-256color"
	}
	if o.w == 0 {
		o.w, o.h = 80, 24
	}
	conn, err := ts.dial(t, o.auth...)
	if err != nil {
		return nil, err
	}
	sess, err := conn.NewSession()
	if err != nil {
		conn.Close()
		return nil, err
	}
	for k, v := range o.env {
		if err := sess.Setenv(k, v); err != nil {
			conn.Close()
			return nil, fmt.Errorf("setenv %s: %w", k, err)
		}
	}
	if err := sess.RequestPty(o.term, o.h, o.w, gossh.TerminalModes{}); err != nil {
		conn.Close()
		return nil, err
	}
	stdin, err := sess.StdinPipe()
	if err != nil {
		conn.Close()
		return nil, err
	}
	stdout, err := sess.StdoutPipe()
	if err != nil {
		conn.Close()
		return nil, err
	}
	c := &client{t: t, conn: conn, sess: sess, stdin: stdin, stderr: &syncBuffer{}, done: make(chan struct{})}
	sess.Stderr = c.stderr
	c.screen = newScreen(o.w, o.h, o.answer, func(r string) { go c.send(r) })
	if err := sess.Shell(); err != nil {
		conn.Close()
		return nil, err
	}
	go func() {
		defer close(c.done)
		_, _ = io.Copy(c.screen, stdout)
	}()
	t.Cleanup(c.close)
	return c, nil
}

// send types s.
func (c *client) send(s string) {
	c.inMu.Lock()
	defer c.inMu.Unlock()
	_, _ = io.WriteString(c.stdin, s)
}

// resize changes the terminal's size.
func (c *client) resize(w, h int) {
	c.screen.resize(w, h)
	if err := c.sess.WindowChange(h, w); err != nil {
		c.t.Fatal(err)
	}
}

// quit presses Ctrl+C (the explorer quits whatever is open) and waits
// for the session to end with status 0.
func (c *client) quit() {
	c.t.Helper()
	c.send("\x03")
	if code := c.waitEnd(wait); code != 0 {
		c.t.Fatalf("quitting ended the session with status %d, want 0", code)
	}
}

// close hangs up.
func (c *client) close() {
	c.sess.Close()
	c.conn.Close()
	<-c.done
}

// waitFor waits until the screen satisfies cond, failing the test with
// the screen after d.
func (c *client) waitFor(what string, d time.Duration, cond func(screen string) bool) string {
	c.t.Helper()
	deadline := time.NewTimer(d)
	defer deadline.Stop()
	for {
		ch := c.screen.wait()
		if text := c.screen.Text(); cond(text) {
			return text
		}
		select {
		case <-ch:
		case <-c.done:
			if text := c.screen.Text(); cond(text) {
				return text
			}
			c.t.Fatalf("the connection ended before %s; screen:\n%s\nstderr: %s", what, c.screen.Text(), c.stderr.String())
		case <-deadline.C:
			c.t.Fatalf("no %s within %s; screen:\n%s", what, d, c.screen.Text())
		}
	}
}

// waitText waits until the screen shows every one of texts.
func (c *client) waitText(d time.Duration, texts ...string) string {
	c.t.Helper()
	return c.waitFor(strings.Join(texts, " + "), d, func(s string) bool {
		for _, t := range texts {
			if !strings.Contains(s, t) {
				return false
			}
		}
		return true
	})
}

// waitEnd waits for the server to end the session, and returns its exit
// status (-1 for none).
func (c *client) waitEnd(d time.Duration) int {
	c.t.Helper()
	errc := make(chan error, 1)
	go func() { errc <- c.sess.Wait() }()
	select {
	case err := <-errc:
		if err == nil {
			return 0
		}
		if ee, ok := err.(*gossh.ExitError); ok {
			return ee.ExitStatus()
		}
		return -1
	case <-time.After(d):
		c.t.Fatalf("the session did not end within %s; screen:\n%s", d, c.screen.Text())
	}
	return -1
}

// waitLog waits until the server's log holds every one of parts.
func (ts *testServer) waitLog(t testing.TB, d time.Duration, parts ...string) string {
	t.Helper()
	deadline := time.NewTimer(d)
	defer deadline.Stop()
	for {
		l, changed := ts.log.read()
		ok := true
		for _, p := range parts {
			ok = ok && strings.Contains(l, p)
		}
		if ok {
			return l
		}
		select {
		case <-changed:
		case <-deadline.C:
			t.Fatalf("the log lacks %q within %s:\n%s", parts, d, ts.log.String())
		}
	}
}
