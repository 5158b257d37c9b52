package serve

import (
	"io"
	"net"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// TestShutdownTellsEveryone: ending the server tells every student, in
// their language, that the lecture ended, and closes their sessions.
func TestShutdownTellsEveryone(t *testing.T) {
	t.Parallel()
	ts := startServer(t, nil)
	en := ts.open(t, termOptions{answer: true})
	zh := ts.open(t, termOptions{answer: true, env: map[string]string{"LC_ALL": "zh_TW.UTF-8"}})
	en.waitText(wait, "Welcome")
	zh.waitText(wait, "歡迎")
	if told := ts.Shutdown(5 * time.Second); told != 2 {
		t.Errorf("Shutdown told %d sessions, want 2", told)
	}
	en.waitText(wait, "The lecture has ended and the server is closing.")
	zh.waitText(wait, "課程已結束，伺服器即將關閉。")
	for _, c := range []*client{en, zh} {
		if code := c.waitEnd(wait); code != 0 {
			t.Errorf("exit status %d, want 0", code)
		}
	}
	if _, err := ts.dial(t); err == nil {
		t.Error("a connection was taken after the shutdown")
	}
}

// TestStalledClientIsCutOff: a client that stops reading fills its own
// output buffer and is disconnected, and its session ends at once; a
// student beside it notices nothing.
func TestStalledClientIsCutOff(t *testing.T) {
	t.Parallel()
	// The server's socket send buffers, which the kernel grows to
	// megabytes on loopback, are kept to a few kilobytes: what the client
	// does not read backs up into the session's output buffer within a
	// few frames.
	ts := startServerOn(t, func(c *Config) { c.OutputBuffer, c.Stall = 64<<10, 200*time.Millisecond },
		func(ln net.Listener) net.Listener { return smallSendBuffers{ln} })
	steady := ts.open(t, termOptions{answer: true})
	steady.waitText(wait, "Welcome")
	steady.send("x")
	steady.waitText(wait, "Jitter J      600 ns")

	nc, err := net.Dial("tcp", ts.addr)
	if err != nil {
		t.Fatal(err)
	}
	raw := newStallConn(nc)
	defer raw.Close()
	cc, chans, reqs, err := gossh.NewClientConn(raw, ts.addr, &gossh.ClientConfig{User: "student",
		HostKeyCallback: gossh.FixedHostKey(ts.key), Timeout: wait})
	if err != nil {
		t.Fatal(err)
	}
	conn := gossh.NewClient(cc, chans, reqs)
	defer conn.Close()
	sess, err := conn.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.RequestPty("xterm-256color", MaxHeight, MaxWidth, gossh.TerminalModes{}); err != nil {
		t.Fatal(err)
	}
	stdin, _ := sess.StdinPipe()
	if _, err := sess.StdoutPipe(); err != nil { // never read
		t.Fatal(err)
	}
	if err := sess.Shell(); err != nil {
		t.Fatal(err)
	}
	ended := make(chan struct{})
	go func() { _ = sess.Wait(); close(ended) }()
	// The client stops reading its socket: it answers the device query
	// (the first frame comes at once) and types past the start page, and
	// new sizes make frames it never takes, until the stall ends it. (A
	// new size repaints the whole screen, at most once a frame: one every
	// 10 ms is a few a frame, and no flood for the server to take. Sizes
	// past the largest, which the session draws at the largest, repaint
	// without laying the page out again.)
	close(raw.stop)
	start := time.Now()
	stopResizing := make(chan struct{})
	resized := make(chan struct{})
	go func() {
		defer close(resized)
		if _, err := io.WriteString(stdin, "\x1b[?62cx"); err != nil {
			return
		}
		tick := time.NewTicker(10 * time.Millisecond)
		defer tick.Stop()
		for i := 0; ; i++ {
			_ = sess.WindowChange(MaxHeight+1+i%2, MaxWidth)
			select {
			case <-tick.C:
			case <-stopResizing:
				return
			}
		}
	}()
	// The stall cuts the client off, and its session ends with it (the
	// log's line for the session comes once the session is no longer
	// counted), not when the server next closes.
	ts.waitLog(t, wait, "msg=session addr="+nc.LocalAddr().String())
	close(stopResizing)
	<-resized
	t.Logf("cut off and ended after %s", time.Since(start).Round(time.Millisecond))
	if ts.Stalled() != 1 || ts.Sessions() != 1 {
		t.Fatalf("%d clients cut off and %d sessions once the stalled one ended", ts.Stalled(), ts.Sessions())
	}
	// The client, reading again, finds its connection closed.
	raw.resume()
	select {
	case <-ended:
	case <-time.After(wait):
		t.Fatal("the stalled client's connection was not closed")
	}
	steady.send("l")
	steady.waitText(wait, "Jitter J      610 ns")
}

// socketBuffer is the send buffer of the server's sockets in a test that
// stalls a client (the kernel doubles it, and keeps a minimum).
const socketBuffer = 4 << 10

// smallSendBuffers is a listener whose connections' send buffers are
// socketBuffer, for good (the kernel would otherwise grow them to
// megabytes).
type smallSendBuffers struct{ net.Listener }

// Accept implements net.Listener.
func (l smallSendBuffers) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if tc, ok := c.(*net.TCPConn); ok {
		_ = tc.SetWriteBuffer(socketBuffer)
	}
	return c, err
}
