package serve

import (
	"bytes"
	"io"
	"net"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// chaosSize is how hard a chaos run pushes.
type chaosSize struct {
	drops, resizes, burst int
}

// TestChaos is the bounded chaos run of every test run: clients that drop
// in the middle of a frame, a flood of resizes, a burst of connections
// opened and closed. The server keeps serving a steady client throughout,
// and afterwards holds no more goroutines or files than before. Those
// counts are the process's, so the run has a process of its own (this
// test binary again), and the other tests go on beside it.
func TestChaos(t *testing.T) {
	if os.Getenv(chaosAlone) == "1" {
		runChaos(t, chaosSize{drops: 8, resizes: 100, burst: 40})
		return
	}
	// The longest test here: it starts before the others wait for their
	// turn, then waits in parallel with them.
	cmd := exec.Command(os.Args[0], "-test.run=^TestChaos$", "-test.count=1", "-test.timeout=5m", "-test.v")
	cmd.Env = append(os.Environ(), chaosAlone+"=1")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Parallel()
	if err := cmd.Wait(); err != nil {
		t.Fatalf("the chaos run in a process of its own: %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "--- PASS: TestChaos") {
		t.Fatalf("the chaos run in a process of its own did not pass:\n%s", out.String())
	}
	t.Logf("the chaos run in a process of its own:\n%s", out.String())
}

// chaosAlone, set to 1, runs TestChaos in this process: the test binary
// started again by TestChaos.
const chaosAlone = "PEGASUS_SERVE_CHAOS_ALONE"

// TestChaosFull is the full chaos run (1,000 resizes, 500 connections in
// a burst); PEGASUS_SERVE_FULL=1 runs it.
func TestChaosFull(t *testing.T) {
	if os.Getenv("PEGASUS_SERVE_FULL") != "1" {
		t.Skip("set PEGASUS_SERVE_FULL=1 for the full chaos run")
	}
	runChaos(t, chaosSize{drops: 50, resizes: 1000, burst: 500})
}

func runChaos(t *testing.T, size chaosSize) {
	ts := startServer(t, func(c *Config) { c.MaxSessions = 60 })
	steady := ts.open(t, termOptions{answer: true})
	steady.waitText(wait, "Welcome")
	steady.send("x")
	steady.waitFor("the steady client's first results", wait, func(s string) bool {
		return strings.Contains(s, "Jitter J      600 ns") && !strings.Contains(s, "computing")
	})
	goroutines, fds := settledCounts(t, ts, 1, -1, -1)

	start := time.Now()
	dropMidFrame(t, ts, size.drops)
	t.Logf("%d clients dropped mid-frame in %s", size.drops, time.Since(start).Round(time.Millisecond))
	steady.send("l")
	steady.waitText(wait, "Jitter J      610 ns")

	start = time.Now()
	r := ts.open(t, termOptions{answer: true})
	r.waitText(wait, "Welcome")
	for i := 0; i < size.resizes; i++ {
		if err := r.sess.WindowChange(20+i%60, 40+i%160); err != nil {
			t.Fatalf("resize %d: %v", i, err)
		}
	}
	r.resize(100, 19) // a height the flood never sent: only the last resize draws it
	r.waitFor("the last size", wait, func(s string) bool {
		lines := strings.Split(s, "\n")
		return len(lines) == 19 && strings.Contains(s, "Welcome") && strings.Contains(lines[17], "╰")
	})
	t.Logf("%d resizes taken in %s", size.resizes, time.Since(start).Round(time.Millisecond))
	r.close()
	// A client that hangs up in the middle of a flood of resizes.
	h := ts.open(t, termOptions{answer: true})
	h.waitText(wait, "Welcome")
	for i := 0; i < size.resizes/2; i++ {
		_ = h.sess.WindowChange(20+i%60, 40+i%160)
	}
	h.close()
	steady.send("l")
	steady.waitText(wait, "Jitter J      620 ns")

	start = time.Now()
	refused := burst(t, ts, size.burst)
	t.Logf("%d connections opened and closed in %s (%d refused by the limits)", size.burst, time.Since(start).Round(time.Millisecond), refused)
	steady.send("l")
	steady.waitText(wait, "Jitter J      630 ns")

	start = time.Now()
	settledCounts(t, ts, 1, goroutines, fds)
	t.Logf("settled in %s", time.Since(start).Round(time.Millisecond))
}

// settledCounts waits for the server to hold sessions sessions and, when
// goroutines and fds are not -1, for this process to be back to those
// counts of goroutines and open files; it returns the counts.
func settledCounts(t *testing.T, ts *testServer, sessions, goroutines, fds int) (int, int) {
	t.Helper()
	deadline := time.Now().Add(wait)
	for {
		runtime.GC()
		g, f := runtime.NumGoroutine(), openFiles()
		if ts.Sessions() == sessions && (goroutines < 0 || g <= goroutines) && (fds < 0 || f <= fds) {
			if goroutines < 0 {
				// The baseline: the same counts twice, 100 ms apart.
				time.Sleep(100 * time.Millisecond)
				runtime.GC()
				if g2, f2 := runtime.NumGoroutine(), openFiles(); g2 == g && f2 == f {
					return g, f
				}
				continue
			}
			t.Logf("back to %d goroutines (before: %d) and %d open files (before: %d)", g, goroutines, f, fds)
			return g, f
		}
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<20)
			n := runtime.Stack(buf, true)
			t.Fatalf("after the chaos: %d sessions (want %d), %d goroutines (before %d), %d open files (before %d)\n%s",
				ts.Sessions(), sessions, g, goroutines, f, fds, buf[:n])
		}
		time.Sleep(20 * time.Millisecond) // counts have no event to wait on
	}
}

// openFiles counts this process's open file descriptors (-1 where /proc
// is not there to say).
func openFiles() int {
	entries, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		return -1
	}
	return len(entries)
}

// dropMidFrame opens n sessions on a large terminal, and cuts each one's
// TCP connection as soon as its first frame starts arriving (past the
// terminal queries, which come before it).
func dropMidFrame(t *testing.T, ts *testServer, n int) {
	t.Helper()
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			raw, err := net.Dial("tcp", ts.addr)
			if err != nil {
				return
			}
			defer raw.Close()
			cc, chans, reqs, err := gossh.NewClientConn(raw, ts.addr, &gossh.ClientConfig{User: "student", HostKeyCallback: gossh.FixedHostKey(ts.key)})
			if err != nil {
				return
			}
			conn := gossh.NewClient(cc, chans, reqs)
			sess, err := conn.NewSession()
			if err != nil {
				return
			}
			if sess.RequestPty("xterm-256color", 100, 300, gossh.TerminalModes{}) != nil {
				return
			}
			out, _ := sess.StdoutPipe()
			stdin, _ := sess.StdinPipe()
			if sess.Shell() != nil {
				return
			}
			_, _ = io.WriteString(stdin, "\x1b[?62c") // answers the device query: the first frame comes at once
			var seen []byte
			buf := make([]byte, 512)
			for !bytes.Contains(seen, []byte("Welcome")) { // the start page's title, at its top
				n, err := out.Read(buf)
				seen = append(seen, buf[:n]...)
				if err != nil {
					return
				}
			}
			raw.Close() // in the middle of the frame
		}()
	}
	wg.Wait()
}

// burst opens n sessions, 50 at a time, each closed as soon as it is
// open; it returns how many the limits refused.
func burst(t *testing.T, ts *testServer, n int) int {
	t.Helper()
	var mu sync.Mutex
	refused := 0
	var wg sync.WaitGroup
	sem := make(chan struct{}, 50)
	for i := 0; i < n; i++ {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			conn, err := ts.dial(t)
			if err != nil {
				mu.Lock()
				refused++
				mu.Unlock()
				return
			}
			defer conn.Close()
			sess, err := conn.NewSession()
			if err != nil {
				return
			}
			if sess.RequestPty("xterm", 24, 80, gossh.TerminalModes{}) == nil {
				_ = sess.Shell()
			}
			sess.Close()
		}()
	}
	wg.Wait()
	return refused
}
