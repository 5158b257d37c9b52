package serve

import (
	"bytes"
	"io"
	"regexp"
	"sync"
	"time"
)

// input carries what a client types from its SSH channel to its explorer.
// One goroutine reads the channel (until it ends, or the session closes);
// reads may give up at a deadline (while the terminal is asked its
// background), and bytes read too early can be handed back.
type input struct {
	ch   chan []byte
	done chan struct{}
	once sync.Once

	mu      sync.Mutex
	pending []byte
	// replies until when answers to the terminal query that arrive late
	// are dropped rather than read as keys.
	repliesUntil time.Time
}

// newInput starts reading r.
func newInput(r io.Reader) *input {
	in := &input{ch: make(chan []byte, 16), done: make(chan struct{})}
	go in.pump(r)
	return in
}

// pump reads the channel until it ends or the session closes.
func (in *input) pump(r io.Reader) {
	defer close(in.ch)
	buf := make([]byte, 4096)
	for {
		n, err := r.Read(buf)
		if n > 0 {
			select {
			case in.ch <- bytes.Clone(buf[:n]):
			case <-in.done:
				return
			}
		}
		if err != nil {
			return
		}
	}
}

// Read implements io.Reader for the explorer: what the client typed.
func (in *input) Read(p []byte) (int, error) {
	for {
		n, err := in.read(p, nil)
		if err != nil || n == 0 {
			return n, err
		}
		in.mu.Lock()
		late := time.Now().Before(in.repliesUntil)
		in.mu.Unlock()
		if !late {
			return n, nil
		}
		// An answer to the background query that came after its deadline
		// is not a key.
		if kept := stripReplies(p[:n]); len(kept) > 0 {
			return copy(p, kept), nil
		}
	}
}

// read gives what is pending, else the next chunk; at deadline (nil:
// none) it gives up with errQueryTimeout.
func (in *input) read(p []byte, deadline <-chan struct{}) (int, error) {
	in.mu.Lock()
	if len(in.pending) > 0 {
		n := copy(p, in.pending)
		in.pending = in.pending[n:]
		in.mu.Unlock()
		return n, nil
	}
	in.mu.Unlock()
	select {
	case b, ok := <-in.ch:
		if !ok {
			return 0, io.EOF
		}
		n := copy(p, b)
		if n < len(b) {
			in.mu.Lock()
			in.pending = append(bytes.Clone(b[n:]), in.pending...)
			in.mu.Unlock()
		}
		return n, nil
	case <-in.done:
		return 0, io.EOF
	case <-deadline:
		return 0, errQueryTimeout
	}
}

// unread hands bytes back, to be read before anything else.
func (in *input) unread(b []byte) {
	if len(b) == 0 {
		return
	}
	in.mu.Lock()
	in.pending = append(bytes.Clone(b), in.pending...)
	in.mu.Unlock()
}

// dropLateReplies drops answers to the terminal query that arrive within
// d from now.
func (in *input) dropLateReplies(d time.Duration) {
	in.mu.Lock()
	in.repliesUntil = time.Now().Add(d)
	in.mu.Unlock()
}

// close ends reading: Read returns io.EOF from now on.
func (in *input) close() { in.once.Do(func() { close(in.done) }) }

// errQueryTimeout is a read given up on at its deadline.
var errQueryTimeout = timeoutError{}

// timeoutError is errQueryTimeout's type (a net.Error-like timeout).
type timeoutError struct{}

func (timeoutError) Error() string { return "the terminal did not answer in time" }
func (timeoutError) Timeout() bool { return true }

// replies matches a terminal's answers to the background query: the
// background colour (OSC 11) and the primary device attributes (DA1).
var replies = regexp.MustCompile(`\x1b\]11;[^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[\?[0-9;]*c`)

// stripReplies removes the terminal's answers from b, keeping the keys.
func stripReplies(b []byte) []byte { return replies.ReplaceAll(b, nil) }
