package serve

import (
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
	ts := startServer(t, func(c *Config) { c.OutputBuffer, c.Stall = 64<<10, 200*time.Millisecond })
	steady := ts.open(t, termOptions{answer: true})
	steady.waitText(wait, "Welcome")
	steady.send("x")
	steady.waitText(wait, "Jitter J      600 ns")

	conn, err := ts.dial(t)
	if err != nil {
		t.Fatal(err)
	}
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
	// New sizes make frames the client never takes: 2 MB fill the SSH
	// window, then the server's buffer, then the stall ends it. (A new
	// size redraws the whole screen, at most once a frame: one every
	// 4 ms is several a frame, and no flood for the server to take.)
	start := time.Now()
	go func() {
		if _, err := stdin.Write([]byte("x")); err != nil { // past the start page
			return
		}
		tick := time.NewTicker(4 * time.Millisecond)
		defer tick.Stop()
		for i := 0; ; i++ {
			_ = sess.WindowChange(MaxHeight-i%2, MaxWidth)
			select {
			case <-tick.C:
			case <-ended:
				return
			}
		}
	}()
	select {
	case <-ended:
		t.Logf("disconnected after %s", time.Since(start).Round(time.Millisecond))
	case <-time.After(wait):
		t.Fatal("the stalled client was never disconnected")
	}
	// Its session ends with it (the server's count, every 10 ms: no
	// event to wait on), not when the server next closes.
	deadline := time.Now().Add(wait)
	for ts.Stalled() != 1 || ts.Sessions() != 1 {
		if time.Now().After(deadline) {
			t.Fatalf("%d clients cut off and %d sessions %s after the disconnection", ts.Stalled(), ts.Sessions(), wait)
		}
		time.Sleep(10 * time.Millisecond)
	}
	steady.send("l")
	steady.waitText(wait, "Jitter J      610 ns")
}
