package cli

import (
	"bufio"
	"bytes"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// TestServeRefusesBadInput: every flag, file and address serve cannot use
// exits 2 before anything listens, saying what is allowed.
func TestServeRefusesBadInput(t *testing.T) {
	t.Parallel()
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	dir := t.TempDir()
	write := func(name, text string, mode os.FileMode) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), mode); err != nil {
			t.Fatal(err)
		}
		return p
	}
	empty := write("empty", "\n", 0o600)
	badKeys := write("keys", "# the class\nssh-ed25519 AAAAnot-base64 alice\n", 0o600)
	for _, tc := range []struct {
		args []string
		env  []string
		want string
	}{
		{[]string{"serve", "--listen", "0.0.0.0:2222"}, nil, "add --allow-remote"},
		{[]string{"serve", "--listen", ":2222"}, nil, "add --allow-remote"},
		{[]string{"serve", "--listen", "2222"}, nil, "is not host:port"},
		{[]string{"serve", "--listen", busy.Addr().String()}, nil, "cannot listen on " + busy.Addr().String()},
		{[]string{"serve", "--max-sessions", "0"}, nil, `--max-sessions "0": allowed 1-10000`},
		{[]string{"serve", "--idle-timeout", "5"}, nil, `--idle-timeout "5": allowed 1s-24h0m0s`},
		{[]string{"serve", "--max-time", "30s"}, nil, "--max-time"},
		{[]string{"serve", "lecture.yaml"}, nil, "a deck file is read only with --follow"},
		{[]string{"serve", "--passphrase-file", empty}, nil, "is empty"},
		{[]string{"serve"}, []string{EnvPassphrase + "="}, EnvPassphrase + " is set but empty"},
		{[]string{"serve", "--authorized-keys", badKeys}, nil, "line 2: not a public key"},
		{[]string{"serve", "--authorized-keys", empty}, nil, "holds no public key"},
		{[]string{"serve", "--follow", filepath.Join(dir, "missing.yaml")}, nil, "missing.yaml"},
		{[]string{"serve", "--lang", "zh-TW", "--listen", "0.0.0.0:2222"}, nil, "請加上 --allow-remote"},
	} {
		code, out, errOut := runCmd(t, cleanEnv(t, tc.env...), tc.args...)
		if code != ExitBadInput || !strings.Contains(errOut, tc.want) || out != "" {
			t.Errorf("%v: exit %d, stderr %q, stdout %q; want exit 2 and %q", tc.args, code, errOut, out, tc.want)
		}
	}
}

// TestServeRefusesAHostKeyOthersCanRead: the key is refused, not fixed.
func TestServeRefusesAHostKeyOthersCanRead(t *testing.T) {
	t.Parallel()
	env := cleanEnv(t)
	key := filepath.Join(env["XDG_STATE_HOME"], "pegasus", "ssh_host_ed25519_key")
	if err := os.MkdirAll(filepath.Dir(key), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(key, []byte("not read"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(key, 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := runCmd(t, env, "serve", "--listen", "127.0.0.1:0")
	if code != ExitBadInput || !strings.Contains(errOut, "can be read by others (mode 0644): run chmod 600 on it") {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if info, _ := os.Stat(key); info.Mode().Perm() != 0o644 {
		t.Fatalf("the key's mode was changed to %v", info.Mode().Perm())
	}
}

// TestServeBinaryEndsTheLectureOnSignals runs the real binary: it says
// where students connect and its host key's fingerprint, serves a
// student, and on SIGTERM tells the student the lecture ended and exits
// 143; on SIGINT it exits 130.
func TestServeBinaryEndsTheLectureOnSignals(t *testing.T) {
	buildEarly()
	t.Parallel()
	if testing.Short() {
		t.Skip("runs the built binary; skipped in -short mode")
	}
	bin := pegasusBinary(t)
	for _, tc := range []struct {
		sig     syscall.Signal
		student bool
		code    int
	}{{syscall.SIGTERM, true, 143}, {syscall.SIGINT, false, 130}} {
		home := t.TempDir()
		cmd := exec.Command(bin, "serve", "--listen", "127.0.0.1:0")
		// The student's explorer starts every panel's engines: small
		// work (lightWork), since what is checked is the server.
		cmd.Env = append([]string{"HOME=" + home, "LANG=C.UTF-8", "PATH=/usr/bin:/bin"}, lightWork...)
		stdout, _ := cmd.StdoutPipe()
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(stdout)
		var addr, fingerprint string
		for sc.Scan() && (addr == "" || fingerprint == "") {
			line := sc.Text()
			if rest, ok := strings.CutPrefix(line, "Students connect with: ssh -p "); ok {
				port, host, _ := strings.Cut(rest, " ")
				addr = net.JoinHostPort(host, port)
			}
			if i := strings.Index(line, "fingerprint SHA256:"); i >= 0 {
				fingerprint = line[i+len("fingerprint "):]
			}
		}
		go io.Copy(io.Discard, stdout)
		if addr == "" || fingerprint == "" {
			cmd.Process.Kill()
			t.Fatalf("no address or fingerprint in the start message; stderr: %s", stderr.String())
		}
		var screen syncWriter
		var sess *gossh.Session
		if tc.student {
			conn, err := gossh.Dial("tcp", addr, &gossh.ClientConfig{User: "student", Timeout: 10 * time.Second,
				HostKeyCallback: func(_ string, _ net.Addr, k gossh.PublicKey) error {
					if gossh.FingerprintSHA256(k) != fingerprint {
						t.Errorf("the host key %s is not the one announced, %s", gossh.FingerprintSHA256(k), fingerprint)
					}
					return nil
				}})
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			if sess, err = conn.NewSession(); err != nil {
				t.Fatal(err)
			}
			if err := sess.RequestPty("dumb", 24, 80, gossh.TerminalModes{}); err != nil {
				t.Fatal(err)
			}
			sess.Stdout = &screen
			if err := sess.Shell(); err != nil {
				t.Fatal(err)
			}
			screen.waitFor(t, "Pegasus")
		}
		_ = cmd.Process.Signal(tc.sig)
		err := cmd.Wait()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		}
		if code != tc.code {
			t.Errorf("%v: exit %d, want %d; stderr: %s", tc.sig, code, tc.code, stderr.String())
		}
		if tc.student {
			// The screen has all the server sent once the session's
			// output is copied to the end (Wait waits for that).
			ended := make(chan struct{})
			go func() { _ = sess.Wait(); close(ended) }()
			select {
			case <-ended:
			case <-time.After(20 * time.Second):
				t.Fatal("the student's session did not end with the server")
			}
		}
		if tc.student && !strings.Contains(screen.String(), "The lecture has ended and the server is closing.") {
			t.Errorf("the student was not told the lecture ended:\n%q", screen.String())
		}
		if !strings.Contains(stderr.String(), "students were told the lecture ended") {
			t.Errorf("no stopping line on stderr: %s", stderr.String())
		}
	}
}

// syncWriter is a buffer an SSH session writes to while a test reads it,
// and waits for.
type syncWriter struct {
	mu      sync.Mutex
	buf     bytes.Buffer
	written chan struct{} // closed at the next write
}

func (w *syncWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.written != nil {
		close(w.written)
		w.written = nil
	}
	return w.buf.Write(p)
}

func (w *syncWriter) String() string {
	s, _ := w.read()
	return s
}

// read is what was written and a channel closed at the next write.
func (w *syncWriter) read() (string, <-chan struct{}) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.written == nil {
		w.written = make(chan struct{})
	}
	return w.buf.String(), w.written
}

// waitFor waits until what was written holds text.
func (w *syncWriter) waitFor(t *testing.T, text string) {
	t.Helper()
	deadline := time.NewTimer(20 * time.Second)
	defer deadline.Stop()
	for {
		s, written := w.read()
		if strings.Contains(s, text) {
			return
		}
		select {
		case <-written:
		case <-deadline.C:
			t.Fatalf("no %q within 20 s:\n%q", text, s)
		}
	}
}
