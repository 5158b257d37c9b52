package serve

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"os"
	"os/exec"
	"os/signal"
	"regexp"
	"runtime"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	gossh "golang.org/x/crypto/ssh"

	"pegasus/i18n"
	"pegasus/panels/kit/kittest"
	"pegasus/ui"
	"pegasus/ui/deck"
)

// classroom is a lecture run against a server: students following it,
// some off it turning a knob, some whose terminals stop reading.
type classroom struct {
	addr     string
	hostKey  gossh.PublicKey
	base     string // the presenter's runtime directory
	sessions int    // students, all at 80x24
	off      int    // of them, off the lecture sending knob keys
	stalled  int    // of the followers, clients that stop reading
	keysPerS float64
	step     time.Duration // the presenter's pace
	length   time.Duration
	// keyWait is how long a key's frame is waited for before the key
	// counts as missed.
	keyWait time.Duration
	deck    deck.Deck
	// start is the step (0-based) the presenter opens before the
	// students connect.
	start int
	// connected runs once every student landed on the lecture (to read
	// the server's memory then).
	connected func()
	first     func() // runs once the first student sees the lecture
}

// classResult is what a classroom run measured.
type classResult struct {
	frames       int // frames the students' terminals received
	latencies    []time.Duration
	keys, missed int // knob keys sent; keys whose frame did not come within 2 s
	steps        int // steps the presenter moved
	// spread is, for each step, how long until the last follower showed
	// it (a step some follower missed within the step's time is left out
	// and counted in spreadMissed).
	spread        []time.Duration
	spreadMissed  int
	followersLast int // followers that show the presenter's last step
}

// percentile is the p-th percentile of the latencies.
func (r classResult) percentile(p float64) time.Duration {
	if len(r.latencies) == 0 {
		return 0
	}
	s := slices.Clone(r.latencies)
	slices.Sort(s)
	return s[min(len(s)-1, int(float64(len(s))*p))]
}

// jitterShown reads the credit loop's jitter knob off a screen.
var jitterShown = regexp.MustCompile(`Jitter J +([0-9,]+) ns`)

// run runs the class: the students connect (the first alone, then the
// others at once; each lands on the lecture), the presenter steps through
// the deck at its pace, and the students off the lecture turn the jitter
// knob, each key timed until the frame that shows its value.
func (cr classroom) run(tb testing.TB, pr *presenter) classResult {
	var (
		mu  sync.Mutex
		res classResult
		wg  sync.WaitGroup
	)
	if cr.start > 0 {
		pr.goToStep(cr.start)
	}
	at := lecturePlace{step: cr.start} // where the presenter is
	clients := make([]*benchClient, cr.sessions)
	defer func() {
		for _, c := range clients {
			if c != nil {
				c.close()
			}
		}
	}()
	// land connects student i and waits until it shows the lecture.
	land := func(i int) error {
		c, err := dialBench(cr.addr, cr.hostKey, i >= cr.sessions-cr.stalled)
		if err != nil {
			return fmt.Errorf("student %d: %w", i, err)
		}
		clients[i] = c
		if err := c.waitFor(60*time.Second, onLecture); err != nil {
			return fmt.Errorf("student %d never saw the lecture: %w", i, err)
		}
		if err := c.waitAll(60*time.Second, at.shown(cr.deck)); err != nil {
			return fmt.Errorf("student %d never saw the lecture's step %d: %w", i, cr.start+1, err)
		}
		return nil
	}
	// The first student alone, then the others at once.
	if err := land(0); err != nil {
		tb.Fatal(err)
	}
	if cr.first != nil {
		cr.first()
	}
	errs := make([]error, cr.sessions)
	var joined sync.WaitGroup
	for i := 1; i < cr.sessions; i++ {
		joined.Add(1)
		go func() {
			defer joined.Done()
			errs[i] = land(i)
		}()
	}
	joined.Wait()
	if err := errors.Join(errs...); err != nil {
		tb.Fatal(err)
	}
	if cr.connected != nil {
		cr.connected()
	}
	// The students off the lecture leave it and open the credit loop
	// before the class's time starts.
	values := make([]int, cr.off)
	var opened sync.WaitGroup
	for i := range values {
		opened.Add(1)
		go func() {
			defer opened.Done()
			values[i], errs[i] = clients[i].openKnob()
		}()
	}
	opened.Wait()
	if err := errors.Join(errs...); err != nil {
		tb.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), cr.length)
	defer cancel()
	for i := 0; i < cr.off; i++ {
		wg.Add(1)
		go func(c *benchClient, seed uint64) {
			defer wg.Done()
			lat, keys, missed := c.turnKnob(ctx, values[i], cr.keysPerS, cr.keyWait, seed)
			mu.Lock()
			res.latencies = append(res.latencies, lat...)
			res.keys += keys
			res.missed += missed
			mu.Unlock()
		}(clients[i], uint64(i))
	}
	for _, c := range clients[cr.sessions-cr.stalled:] {
		c.stall()
	}
	tick := time.NewTicker(cr.step)
	defer tick.Stop()
	followers := clients[cr.off : cr.sessions-cr.stalled]
	var spreads sync.WaitGroup
	for ctx.Err() == nil {
		select {
		case <-ctx.Done():
		case <-tick.C:
			var k tea.KeyMsg
			at, k = at.next(cr.deck)
			pr.key(k)
			res.steps++
			spreads.Add(1)
			go func(shown []string, at time.Time) {
				defer spreads.Done()
				d, ok := spreadOf(followers, shown, at, cr.step)
				mu.Lock()
				defer mu.Unlock()
				if ok {
					res.spread = append(res.spread, d)
				} else {
					res.spreadMissed++
				}
			}(at.shown(cr.deck), time.Now())
		}
	}
	spreads.Wait()
	wg.Wait()
	shown := at.shown(cr.deck)
	for i, c := range clients {
		res.frames += c.frames()
		if i >= cr.off && i < cr.sessions-cr.stalled && c.waitAll(cr.keyWait*5, shown) == nil {
			res.followersLast++
		}
	}
	return res
}

// lecturePlace is where a presenter pressing Space through a deck is:
// the step (0-based) and its pauses revealed.
type lecturePlace struct{ step, reveal int }

// next is where Space takes the presenter, and the key it presses: the
// step's next pause, else the next step; Home after the last.
func (p lecturePlace) next(d deck.Deck) (lecturePlace, tea.KeyMsg) {
	switch {
	case p.reveal < len(d.Steps[p.step].Pauses):
		return lecturePlace{p.step, p.reveal + 1}, space
	case p.step == len(d.Steps)-1:
		return lecturePlace{}, tea.KeyMsg{Type: tea.KeyHome}
	}
	return lecturePlace{p.step + 1, 0}, space
}

// shown is what a follower's 80x24 screen shows only there: the step's
// caption and, for a step with pauses, the footer's pips (● revealed,
// ○ not yet).
func (p lecturePlace) shown(d deck.Deck) []string {
	out := []string{stepShown(d, p.step+1, i18n.English)}
	if n := len(d.Steps[p.step].Pauses); n > 0 {
		out = append(out, strings.Repeat("●", p.reveal)+strings.Repeat("○", n-p.reveal))
	}
	return out
}

// spreadOf is how long after at the last of the followers showed every
// text of a place in the lecture; false when one did not within d.
func spreadOf(followers []*benchClient, shown []string, at time.Time, d time.Duration) (time.Duration, bool) {
	var last time.Duration
	for _, c := range followers {
		if c.waitAll(at.Add(d).Sub(time.Now()), shown) != nil {
			return 0, false
		}
		last = max(last, time.Since(at))
	}
	return last, true
}

// onLecture reports whether a screen shows the lecture: its footer's key
// hint, or the status line that hides it for its first seconds.
func onLecture(s string) bool {
	return strings.Contains(s, "f explore on your own") || strings.Contains(s, "The lecture has started: you follow it.")
}

// benchClient is a student's terminal in the load runs.
type benchClient struct {
	raw    *stallConn
	conn   *gossh.Client
	sess   *gossh.Session
	stdin  io.WriteCloser
	screen *screen
	inMu   sync.Mutex
	done   chan struct{}
}

// dialBench connects a student at 80x24 answering the terminal queries;
// a staller stops reading its socket when told to.
func dialBench(addr string, key gossh.PublicKey, staller bool) (*benchClient, error) {
	nc, err := net.Dial("tcp", addr)
	if err != nil {
		return nil, err
	}
	raw := newStallConn(nc)
	cc, chans, reqs, err := gossh.NewClientConn(raw, addr, &gossh.ClientConfig{User: "student", HostKeyCallback: gossh.FixedHostKey(key), Timeout: 30 * time.Second})
	if err != nil {
		nc.Close()
		return nil, err
	}
	c := &benchClient{raw: raw, conn: gossh.NewClient(cc, chans, reqs), done: make(chan struct{})}
	if c.sess, err = c.conn.NewSession(); err != nil {
		return nil, err
	}
	// A staller's terminal is large, so that what it does not read fills
	// its buffers within the run.
	w, h := 80, 24
	if staller {
		w, h = 200, 60
	}
	if err := c.sess.RequestPty("xterm-256color", h, w, gossh.TerminalModes{}); err != nil {
		return nil, err
	}
	c.stdin, _ = c.sess.StdinPipe()
	out, _ := c.sess.StdoutPipe()
	c.screen = newScreen(w, h, true, func(r string) { go c.send(r) })
	if err := c.sess.Shell(); err != nil {
		return nil, err
	}
	go func() {
		defer close(c.done)
		_, _ = io.Copy(c.screen, out)
	}()
	return c, nil
}

// send types s.
func (c *benchClient) send(s string) {
	c.inMu.Lock()
	defer c.inMu.Unlock()
	_, _ = io.WriteString(c.stdin, s)
}

// waitText waits until the screen shows text.
func (c *benchClient) waitText(d time.Duration, text string) error {
	deadline := time.NewTimer(d)
	defer deadline.Stop()
	for {
		ch := c.screen.wait()
		if strings.Contains(c.screen.Text(), text) {
			return nil
		}
		select {
		case <-ch:
		case <-c.done:
			return fmt.Errorf("the connection ended; screen:\n%s", c.screen.Text())
		case <-deadline.C:
			return fmt.Errorf("no %q within %s; screen:\n%s", text, d, c.screen.Text())
		}
	}
}

// waitAll waits until the screen shows every text.
func (c *benchClient) waitAll(d time.Duration, texts []string) error {
	err := c.waitFor(d, func(s string) bool {
		for _, t := range texts {
			if !strings.Contains(s, t) {
				return false
			}
		}
		return true
	})
	if err != nil {
		return fmt.Errorf("no %q within %s (%w); screen:\n%s", texts, d, err, c.screen.Text())
	}
	return nil
}

// frames counts the frames received (each starts at the home position).
func (c *benchClient) frames() int {
	c.screen.mu.Lock()
	defer c.screen.mu.Unlock()
	return c.screen.homes
}

// openKnob leaves the lecture and opens the credit loop, and returns its
// jitter knob's value.
func (c *benchClient) openKnob() (int, error) {
	c.send("f")
	if err := c.waitText(10*time.Second, "off the lecture"); err != nil {
		return 0, err
	}
	c.send("1")
	if err := c.waitText(10*time.Second, "Jitter J"); err != nil {
		return 0, err
	}
	m := jitterShown.FindStringSubmatch(c.screen.Text())
	value, err := strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
	if err != nil {
		return 0, fmt.Errorf("the jitter knob shows %q: %w", m[1], err)
	}
	return value, nil
}

// turnKnob moves the open credit loop's jitter knob, at value, up or down
// at keysPerS until ctx ends, timing each key until the frame that shows
// its value (missed when none came within keyWait).
func (c *benchClient) turnKnob(ctx context.Context, value int, keysPerS float64, keyWait time.Duration, seed uint64) (lat []time.Duration, keys, missed int) {
	rng := rand.New(rand.NewPCG(seed, 7))
	tick := time.NewTicker(time.Duration(float64(time.Second) / keysPerS))
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return lat, keys, missed
		case <-tick.C:
		}
		k, next := "l", value+10
		if value >= 20 && (value >= 59990 || rng.IntN(2) == 0) {
			k, next = "h", value-10
		}
		want := fmt.Sprintf(" %s ns", groupThousands(next))
		keys++
		sent := time.Now()
		c.send(k)
		if err := c.waitFor(keyWait, func(s string) bool {
			m := jitterShown.FindStringSubmatch(s)
			return m != nil && strings.HasSuffix(m[0], want)
		}); err != nil {
			missed++
			m := jitterShown.FindStringSubmatch(c.screen.Text())
			if m == nil {
				return lat, keys, missed
			}
			next, _ = strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
		} else {
			lat = append(lat, time.Since(sent))
		}
		value = next
	}
}

// waitFor waits until the screen satisfies cond.
func (c *benchClient) waitFor(d time.Duration, cond func(string) bool) error {
	deadline := time.NewTimer(d)
	defer deadline.Stop()
	for {
		ch := c.screen.wait()
		if cond(c.screen.Text()) {
			return nil
		}
		select {
		case <-ch:
		case <-c.done:
			return io.EOF
		case <-deadline.C:
			return context.DeadlineExceeded
		}
	}
}

// groupThousands writes n as the explorer does: 1,010.
func groupThousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// stall stops reading the socket: the server's writes to it back up.
func (c *benchClient) stall() { close(c.raw.stop) }

// close hangs up.
func (c *benchClient) close() {
	c.conn.Close()
	c.raw.Close()
}

// stallConn is a TCP connection whose reads can be stopped: a client
// whose terminal stopped reading, so that what the server sends backs up
// in the socket. Once stopped, a read waits for the local close, or for
// the reads to resume.
type stallConn struct {
	net.Conn
	stop    chan struct{}
	resumed chan struct{}
	closed  chan struct{}
	once    sync.Once
}

// newStallConn wraps a connection, reading.
func newStallConn(nc net.Conn) *stallConn {
	return &stallConn{Conn: nc, stop: make(chan struct{}), resumed: make(chan struct{}), closed: make(chan struct{})}
}

// Read implements net.Conn.
func (c *stallConn) Read(p []byte) (int, error) {
	select {
	case <-c.stop:
		select {
		case <-c.closed:
			return 0, io.EOF
		case <-c.resumed:
		}
	default:
	}
	return c.Conn.Read(p)
}

// resume reads again, after a stop.
func (c *stallConn) resume() { close(c.resumed) }

// Close implements net.Conn.
func (c *stallConn) Close() error {
	c.once.Do(func() { close(c.closed) })
	return c.Conn.Close()
}

// childServer runs a server for the load benchmark in this process (the
// test binary started again with PEGASUS_SERVE_CHILD=1): it prints its
// address and host key, follows the presenter in PEGASUS_RUNTIME_DIR,
// and on SIGTERM prints the shared engines' counts and ends the lecture.
func childServer() int {
	lib, err := kittest.SharedContent()
	if err != nil {
		fmt.Println("ERROR", err)
		return 1
	}
	d, err := loadBuiltinDeck()
	if err != nil {
		fmt.Println("ERROR", err)
		return 1
	}
	key, err := newKey()
	if err != nil {
		fmt.Println("ERROR", err)
		return 1
	}
	lecture := NewLecture()
	cfg := Config{Listen: "127.0.0.1:0", HostKey: key, MaxSessions: 200, RatePerMinute: 100000,
		IdleTimeout: DefaultIdleTimeout, MaxTimeout: DefaultMaxTimeout, Workers: DefaultWorkers(),
		SessionEngines: DefaultSessionEngines, CacheEntries: DefaultCacheEntries, OutputBuffer: DefaultOutputBuffer,
		Content: lib, Follow: &ui.Follow{Deck: d}, Lecture: lecture}
	s, err := New(cfg)
	if err == nil {
		err = s.Listen()
	}
	if err != nil {
		fmt.Println("ERROR", err)
		return 1
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go FollowPresenter(ctx, Presenter{Base: os.Getenv("PEGASUS_RUNTIME_DIR"), Deck: d}, lecture)
	go func() { _ = s.Serve() }()
	fmt.Printf("ADDR %s\nKEY %s", s.Addr(), gossh.MarshalAuthorizedKey(key.PublicKey()))
	if path := os.Getenv("PEGASUS_SERVE_CPUPROFILE"); path != "" {
		if f, err := os.Create(path); err == nil {
			_ = pprof.StartCPUProfile(f)
			defer func() { pprof.StopCPUProfile(); f.Close() }()
		}
	}
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGTERM)
	<-sigs
	if path := os.Getenv("PEGASUS_SERVE_HEAPPROFILE"); path != "" {
		if f, err := os.Create(path); err == nil {
			runtime.GC()
			_ = pprof.WriteHeapProfile(f)
			f.Close()
		}
	}
	st := s.Compute().Stats()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	fmt.Printf("STATS runs=%d hits=%d joins=%d stalled=%d gc=%d gc-pause=%s gc-cpu=%.1f%%\n", st.Runs, st.Hits, st.Joins, s.Stalled(),
		ms.NumGC, time.Duration(ms.PauseTotalNs), 100*ms.GCCPUFraction)
	s.Shutdown(3 * time.Second)
	return 0
}

// child is the load benchmark's server process.
type child struct {
	cmd   *exec.Cmd
	addr  string
	key   gossh.PublicKey
	lines chan string
}

// startChild starts the server process, presenting from runtime dir base.
func startChild(tb testing.TB, base string) *child {
	tb.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "PEGASUS_SERVE_CHILD=1", "PEGASUS_RUNTIME_DIR="+base)
	out, err := cmd.StdoutPipe()
	if err != nil {
		tb.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	ch := &child{cmd: cmd, lines: make(chan string, 16)}
	sc := bufio.NewScanner(out)
	go func() {
		for sc.Scan() {
			ch.lines <- sc.Text()
		}
		close(ch.lines)
	}()
	for ch.addr == "" || ch.key == nil {
		line, ok := <-ch.lines
		if !ok {
			tb.Fatal("the server process ended before listening")
		}
		switch {
		case strings.HasPrefix(line, "ADDR "):
			ch.addr = strings.TrimPrefix(line, "ADDR ")
		case strings.HasPrefix(line, "KEY "):
			ch.key, _, _, _, err = gossh.ParseAuthorizedKey([]byte(strings.TrimPrefix(line, "KEY ")))
			if err != nil {
				tb.Fatal(err)
			}
		default:
			tb.Fatalf("the server process said %q", line)
		}
	}
	return ch
}

// stop ends the server process and returns its last words (the shared
// engines' counts).
func (ch *child) stop(tb testing.TB) string {
	_ = ch.cmd.Process.Signal(syscall.SIGTERM)
	var stats string
	for line := range ch.lines {
		if strings.HasPrefix(line, "STATS ") {
			stats = line
		}
	}
	_ = ch.cmd.Wait()
	return stats
}

// procStatus reads a field of /proc/PID/status in kB.
func procStatus(pid int, field string) int {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return -1
	}
	for _, l := range strings.Split(string(raw), "\n") {
		if rest, ok := strings.CutPrefix(l, field+":"); ok {
			n, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(rest), " kB"))
			return n
		}
	}
	return -1
}

// cpuSeconds is the CPU time (user and system) process pid has used.
func cpuSeconds(pid int) float64 {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return -1
	}
	s := string(raw)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+2:])
	utime, _ := strconv.Atoi(f[11])
	stime, _ := strconv.Atoi(f[12])
	return float64(utime+stime) / 100 // USER_HZ
}
