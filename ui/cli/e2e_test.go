package cli

import (
	"bufio"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
)

// tmuxSession drives the real binary in a private tmux server, through a
// control-mode client (tmux -C): commands go to it without a process each,
// and it says when the pane was written to, so that a test reads the pane
// again only then, instead of polling it.
type tmuxSession struct {
	t    *testing.T
	path string
	sock string
	ctl  *tmuxControl
}

// tmuxControl is a control-mode client of a session: the command replies
// in order, and the news that the pane wrote something.
type tmuxControl struct {
	cmd     *exec.Cmd
	in      io.WriteCloser
	replies chan tmuxReply
	done    chan struct{} // closed when the client ends
	cmdMu   sync.Mutex    // one command at a time: replies come in order

	mu      sync.Mutex
	written chan struct{} // closed, and replaced, when the pane writes
}

// tmuxReply is a command's reply: its lines, and whether it failed.
type tmuxReply struct {
	lines  []string
	failed bool
}

// attachControl starts a control-mode client of the tmux server on sock
// (which holds one session).
func attachControl(tmuxPath, sock string) (*tmuxControl, error) {
	cmd := exec.Command(tmuxPath, "-L", sock, "-f", "/dev/null", "-C", "attach-session")
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	c := &tmuxControl{cmd: cmd, in: in, replies: make(chan tmuxReply, 1), done: make(chan struct{}), written: make(chan struct{})}
	go c.read(out)
	return c, nil
}

// read takes the client's output: a reply to a command of this client is
// framed by %begin and %end (or %error) lines whose flags are 1; %output
// says the pane wrote.
func (c *tmuxControl) read(out io.Reader) {
	defer close(c.done)
	sc := bufio.NewScanner(out)
	sc.Buffer(make([]byte, 64<<10), 64<<20) // a frame, escaped, is one %output line
	var reply *tmuxReply
	ours := false
	for sc.Scan() {
		line := sc.Text()
		if reply != nil {
			if end, failed := strings.HasPrefix(line, "%end "), strings.HasPrefix(line, "%error "); end || failed {
				if ours {
					reply.failed = failed
					c.replies <- *reply
				}
				reply = nil
				continue
			}
			reply.lines = append(reply.lines, line)
			continue
		}
		switch {
		case strings.HasPrefix(line, "%begin "):
			f := strings.Fields(line)
			reply, ours = &tmuxReply{}, len(f) == 4 && f[3] == "1"
		case strings.HasPrefix(line, "%output "), strings.HasPrefix(line, "%extended-output "):
			c.mu.Lock()
			close(c.written)
			c.written = make(chan struct{})
			c.mu.Unlock()
		}
	}
}

// writes is a channel closed when the pane next writes.
func (c *tmuxControl) writes() <-chan struct{} {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.written
}

// run sends one command (its words quoted for tmux) and returns its reply.
func (c *tmuxControl) run(args ...string) (tmuxReply, error) {
	c.cmdMu.Lock()
	defer c.cmdMu.Unlock()
	quoted := make([]string, len(args))
	for i, a := range args {
		quoted[i] = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
	}
	if _, err := io.WriteString(c.in, strings.Join(quoted, " ")+"\n"); err != nil {
		return tmuxReply{}, err
	}
	select {
	case r := <-c.replies:
		return r, nil
	case <-c.done:
		return tmuxReply{}, errors.New("the tmux client ended")
	case <-time.After(15 * time.Second):
		return tmuxReply{}, errors.New("no reply within 15 s")
	}
}

// close ends the server and the client.
func (c *tmuxControl) close() {
	_, _ = io.WriteString(c.in, "kill-server\n")
	c.in.Close()
	select {
	case <-c.done:
	case <-time.After(5 * time.Second):
		c.cmd.Process.Kill()
	}
	_ = c.cmd.Wait()
}

func (s tmuxSession) run(args ...string) string {
	s.t.Helper()
	r, err := s.ctl.run(args...)
	if err != nil || r.failed {
		s.t.Fatalf("tmux %v: %v\n%s", args, err, strings.Join(r.lines, "\n"))
	}
	if len(r.lines) == 0 {
		return ""
	}
	return strings.Join(r.lines, "\n") + "\n"
}

func (s tmuxSession) capture() string { return s.run("capture-pane", "-p") }

// waitFor reads the pane until cond holds: at once, then each time the
// pane was written to (no fixed sleeps; a look every 200 ms as well, in
// case the pane changed without a write).
func (s tmuxSession) waitFor(what string, cond func(pane string) bool) string {
	s.t.Helper()
	deadline := time.NewTimer(15 * time.Second)
	defer deadline.Stop()
	for {
		written := s.ctl.writes()
		pane := s.capture()
		if cond(pane) {
			return pane
		}
		select {
		case <-written:
		case <-time.After(200 * time.Millisecond):
		case <-deadline.C:
			s.t.Fatalf("timed out waiting for %s; the pane shows:\n%s", what, pane)
		}
	}
}

// matches waits for a line of the pane that matches the regular expression.
func matches(pattern string) func(string) bool {
	re := regexp.MustCompile(pattern)
	return re.MatchString
}

func contains(text string) func(string) bool {
	return func(pane string) bool { return strings.Contains(pane, text) }
}

// TestEndToEndInTmux starts the built binary in a terminal, checks it draws
// the chart, takes keys, survives resizes down to 20x6, quits cleanly with
// the terminal restored, and saves its preferences.
func TestEndToEndInTmux(t *testing.T) {
	buildEarly()
	t.Parallel()
	tmuxPath := needTmux(t)
	s, _, home := startInTmux(t, tmuxPath)
	s.waitFor("the start page of a first run", contains("Welcome to the Pegasus explorer"))
	s.run("send-keys", "Space")
	s.waitFor("the throughput chart", func(p string) bool {
		return strings.Contains(p, "Throughput (Gb/s)") && strings.Contains(p, "400│") && strings.ContainsAny(p, "⠉⠒⠤⣀")
	})
	s.run("send-keys", "Right")
	s.waitFor("the jitter to move", contains("610 ns"))
	s.run("send-keys", "Tab")
	s.waitFor("the spraying panel's results", matches(`▸ spraying +100 %`))
	s.run("send-keys", "Tab")
	s.waitFor("the incast panel's queue", contains("Peak queue"))
	s.run("send-keys", "Tab")
	s.waitFor("the power panel", contains("8 × (150 - 45) W = 840 W"))
	s.run("send-keys", "Tab", "Tab", "PgDn", "PgDn", "PgDn", "Down") // past the flow table to the evidence
	s.waitFor("the key numbers", matches(`▸ 6\.5-13\.7 %`))
	// Enter opens the power panel within the same update, so the three
	// Shift+Tabs typed right after it land on the power panel and go back
	// to the credit loop; only that order shows the credit loop's jitter.
	s.run("send-keys", "Enter", "BTab", "BTab", "BTab")
	s.waitFor("the credit loop after the key number's jump", contains("610 ns"))
	s.run("send-keys", "F2")
	s.waitFor("Chinese", contains("參數"))

	s.run("resize-window", "-x", "60", "-y", "18")
	// A capture can fall between the lines of one frame, so wait until
	// the whole narrow frame is drawn: its knob line, and every line
	// within 60 cells (the timeout's message shows the pane if not).
	s.waitFor("the narrow layout, every line within 60 cells", func(pane string) bool {
		if !strings.Contains(pane, "▸ 抖動 J 610 ns") {
			return false
		}
		for _, l := range strings.Split(strings.TrimRight(pane, "\n"), "\n") {
			if lipgloss.Width(l) > 60 {
				return false
			}
		}
		return true
	})
	s.run("resize-window", "-x", "20", "-y", "6")
	s.waitFor("the too-small message", contains("48x12"))
	s.run("resize-window", "-x", "100", "-y", "30")
	s.waitFor("the full layout again", contains("參數"))

	s.run("send-keys", "q")
	pane := s.waitFor("the program to exit", contains("PEGASUS_EXIT=0"))
	if strings.Contains(pane, "參數") {
		t.Errorf("the explorer's screen is still shown after exit:\n%s", pane)
	}
	prefs, err := os.ReadFile(filepath.Join(home, "state", "pegasus", "prefs.yaml"))
	if err != nil || !strings.Contains(string(prefs), "lang: zh-TW") || !strings.Contains(string(prefs), "jitter_ns: 610") ||
		strings.Contains(string(prefs), "start_page_seen") {
		t.Errorf("preferences after exit: %v\n%s", err, prefs)
	}
	if _, err := os.Stat(filepath.Join(home, "state", "pegasus", "start-page-seen")); err != nil {
		t.Errorf("the start page was not remembered as seen: %v", err)
	}
}

// TestStartPageOnceWithoutPreferences: with --save-prefs=false the start
// page still shows once. The key that closes it is not lost (3 opens the
// third panel), nothing is saved but the state file, and the next start
// goes straight to the explorer, whose first key is taken; deleting the
// state file brings the page back.
func TestStartPageOnceWithoutPreferences(t *testing.T) {
	buildEarly()
	t.Parallel()
	tmuxPath := needTmux(t)
	home := filepath.Join(t.TempDir(), "home")
	env := append([]string{"LANG=C.UTF-8"}, lightWork...)
	seen := filepath.Join(home, "state", "pegasus", "start-page-seen")

	s := startInTmuxEnv(t, tmuxPath, home, env, "--save-prefs=false")
	s.waitFor("the start page", contains("Press any key to begin"))
	s.run("send-keys", "3")
	s.waitFor("the incast panel opened by the key that closed the page", contains("Peak queue"))
	s.run("send-keys", "q")
	s.waitFor("the exit", contains("PEGASUS_EXIT=0"))
	if _, err := os.Stat(seen); err != nil {
		t.Fatalf("no state file after the start page was closed: %v", err)
	}
	if _, err := os.Stat(filepath.Join(home, "state", "pegasus", "prefs.yaml")); err == nil {
		t.Error("preferences were saved with --save-prefs=false")
	}

	s = startInTmuxEnv(t, tmuxPath, home, env, "--save-prefs=false")
	s.waitFor("the explorer", contains("Throughput (Gb/s)"))
	if strings.Contains(s.capture(), "Press any key") {
		t.Fatal("the start page came back")
	}
	s.run("send-keys", "3")
	s.waitFor("the first key taken", contains("Peak queue"))
	s.run("send-keys", "q")
	s.waitFor("the exit", contains("PEGASUS_EXIT=0"))

	if err := os.Remove(seen); err != nil {
		t.Fatal(err)
	}
	s = startInTmuxEnv(t, tmuxPath, home, env, "--save-prefs=false")
	s.waitFor("the start page after the state file was deleted", contains("Press any key to begin"))
}

// sessions numbers the tmux servers this test binary starts.
var sessions atomic.Int64

// startInTmux builds the binary and starts it in a private tmux server,
// 100x30, with a clean environment and a private home; the script prints
// the exit code after the explorer ends.
func startInTmux(t *testing.T, tmuxPath string) (tmuxSession, string, string) {
	t.Helper()
	home := filepath.Join(t.TempDir(), "home")
	return startInTmuxEnv(t, tmuxPath, home, []string{"LANG=C.UTF-8"}), pegasusBinary(t), home
}

// startInTmuxWith is startInTmux running the binary with arguments, its
// engines' work knobs small (lightWork).
func startInTmuxWith(t *testing.T, tmuxPath string, args ...string) (tmuxSession, string, string) {
	t.Helper()
	return startInTmuxLocale(t, tmuxPath, "LANG=C.UTF-8", args...)
}

// startInTmuxLocale is startInTmuxWith under a locale (one VAR=value).
func startInTmuxLocale(t *testing.T, tmuxPath, locale string, args ...string) (tmuxSession, string, string) {
	t.Helper()
	home := filepath.Join(t.TempDir(), "home")
	return startInTmuxEnv(t, tmuxPath, home, append([]string{locale}, lightWork...), args...), pegasusBinary(t), home
}

// lightWork keeps the engines a test does not look at quick: the
// end-to-end test (startInTmux) runs at the defaults.
var lightWork = []string{"PEGASUS_SPRAY_TRIALS=5", "PEGASUS_RETX_PACKETS=5000", "PEGASUS_CUCKOO_TRIALS=2", "PEGASUS_INCAST_LINE_GBPS=100"}

// built is the binary, built once per test run.
var built struct {
	path string
	err  error
	once sync.Once
}

// buildEarly starts building the program, unless a test did already or
// the tests that run it are skipped (-short), and returns at once: those
// tests call it before t.Parallel, so that the build runs while others
// do.
func buildEarly() {
	if !testing.Short() {
		go built.once.Do(func() { built.path, built.err = buildPegasus() })
	}
}

// pegasusBinary is the program, built once per test run into a directory
// of the system's temporary one named after this module: a later run
// finds it there, and go build, seeing it up to date, does not link it
// again. A lock on the directory keeps two test processes from building
// it at once.
func pegasusBinary(t *testing.T) string {
	t.Helper()
	built.once.Do(func() { built.path, built.err = buildPegasus() })
	if built.err != nil {
		t.Fatal(built.err)
	}
	return built.path
}

// buildPegasus builds the program (see pegasusBinary) and returns its path.
func buildPegasus() (string, error) {
	root, err := filepath.Abs("../..")
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256([]byte(root))
	dir := filepath.Join(os.TempDir(), fmt.Sprintf("pegasus-e2e-%d-%x", os.Getuid(), sum[:6]))
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	if info, err := os.Lstat(dir); err != nil || !info.IsDir() || info.Mode().Perm() != 0o700 {
		return "", fmt.Errorf("%s is not a private directory of this test's: %v", dir, err)
	}
	lock, err := os.OpenFile(filepath.Join(dir, "lock"), os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return "", err
	}
	defer lock.Close()
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		return "", err
	}
	path := filepath.Join(dir, "pegasus")
	cmd := exec.Command("go", "build", "-o", path, "pegasus")
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("build: %v\n%s", err, out)
	}
	return path, nil
}

// startInTmuxEnv starts the binary with arguments in a private tmux
// server, 100x30, with a clean environment, the private home given and
// the extra variables (NAME=value) given.
func startInTmuxEnv(t *testing.T, tmuxPath, home string, extra []string, args ...string) tmuxSession {
	t.Helper()
	bin := pegasusBinary(t)
	// Every session gets a server of its own: reusing a name could reach
	// the previous test's server while it is still shutting down.
	s := tmuxSession{t: t, path: tmuxPath, sock: fmt.Sprintf("pegasus-e2e-%d-%d", os.Getpid(), sessions.Add(1))}
	script := fmt.Sprintf(`env -i TERM="$TERM" PATH=/usr/bin:/bin LANG=C.UTF-8 HOME=%[1]s XDG_CONFIG_HOME=%[1]s/config XDG_STATE_HOME=%[1]s/state XDG_RUNTIME_DIR=%[1]s/run %[4]s %[2]s %[3]s; echo PEGASUS_EXIT=$?; sleep 600`,
		home, bin, strings.Join(args, " "), strings.Join(extra, " "))
	out, err := exec.Command(tmuxPath, "-L", s.sock, "-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30", "sh", "-c", script).CombinedOutput()
	if err != nil {
		exec.Command(tmuxPath, "-L", s.sock, "kill-server").Run()
		t.Fatalf("tmux new-session: %v\n%s", err, out)
	}
	if s.ctl, err = attachControl(tmuxPath, s.sock); err != nil {
		exec.Command(tmuxPath, "-L", s.sock, "kill-server").Run()
		t.Fatalf("tmux -C: %v", err)
	}
	t.Cleanup(s.ctl.close)
	return s
}

// pidOf finds the explorer running in the session's pane: the child of
// the pane's shell whose command is the binary at path.
func pidOf(t *testing.T, s tmuxSession, path string) int {
	t.Helper()
	shell := strings.TrimSpace(s.run("display-message", "-p", "#{pane_pid}"))
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		if _, err := strconv.Atoi(e.Name()); err != nil {
			continue
		}
		stat, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		cmd, err2 := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		if err != nil || err2 != nil || !strings.HasPrefix(string(cmd), path) {
			continue
		}
		// stat is "pid (comm) state ppid ...": the ppid follows the comm.
		fields := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
		if len(fields) > 1 && fields[1] == shell {
			pid, _ := strconv.Atoi(e.Name())
			return pid
		}
	}
	t.Fatalf("no process runs %s under the pane's shell %s", path, shell)
	return 0
}

// TestSignalsSavePreferences closes the "terminal" (SIGHUP) and interrupts
// from outside (SIGINT): each time the explorer saves what was moved and
// exits with 128 plus the signal's number.
func TestSignalsSavePreferences(t *testing.T) {
	buildEarly()
	t.Parallel()
	tmuxPath := needTmux(t)
	if _, err := os.Stat("/proc/self/cmdline"); err != nil {
		t.Skip("no /proc to find the process")
	}
	for _, c := range []struct {
		sig    syscall.Signal
		code   string
		jitter string
	}{{syscall.SIGHUP, "129", "610"}, {syscall.SIGINT, "130", "620"}} {
		t.Run(c.sig.String(), func(t *testing.T) {
			s, bin, home := startInTmuxWith(t, tmuxPath)
			s.waitFor("the start page", contains("Welcome to the Pegasus explorer"))
			s.run("send-keys", "Space")
			s.waitFor("the chart", contains("Throughput (Gb/s)"))
			presses := map[string]int{"610": 1, "620": 2}[c.jitter]
			for range presses {
				s.run("send-keys", "Right")
			}
			s.waitFor("the jitter to move", contains(c.jitter+" ns"))
			if err := syscall.Kill(pidOf(t, s, bin), c.sig); err != nil {
				t.Fatal(err)
			}
			s.waitFor("the exit code", contains("PEGASUS_EXIT="+c.code))
			prefs, err := os.ReadFile(filepath.Join(home, "state", "pegasus", "prefs.yaml"))
			if err != nil || !strings.Contains(string(prefs), "jitter_ns: "+c.jitter) {
				t.Errorf("preferences after %v: %v\n%s", c.sig, err, prefs)
			}
		})
	}
}

// needTmux skips an end-to-end test in -short mode or without tmux (CI
// must have it) and returns tmux's path.
func needTmux(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("end-to-end test skipped in -short mode")
	}
	tmuxPath, err := exec.LookPath("tmux")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("tmux is required in CI (.ci/run installs it)")
		}
		t.Skip("tmux is not installed")
	}
	return tmuxPath
}

// TestBig5TerminalGetsEnglishInASCII starts the built binary under
// LANG=zh_TW.Big5: the explorer draws English in ASCII only (no byte a
// Big5 terminal would show as garbage), the language key says why it
// stays English, a burst of knob keys lands on its last value, and the
// notice naming the locale is on the screen after it quits.
func TestBig5TerminalGetsEnglishInASCII(t *testing.T) {
	buildEarly()
	t.Parallel()
	tmuxPath := needTmux(t)
	s, _, _ := startInTmuxLocale(t, tmuxPath, "LANG=zh_TW.Big5")
	pane := s.waitFor("the start page", contains("Welcome to the Pegasus explorer"))
	if l, bad := firstNonASCII(pane); bad {
		t.Errorf("the start page is not ASCII: %q", l)
	}
	s.run("send-keys", "Space")
	s.waitFor("the throughput chart", contains("Throughput (Gb/s)"))
	s.run("send-keys", "L")
	s.waitFor("the language key's reason", contains("Chinese needs a UTF-8 locale"))
	keys := []string{"send-keys"}
	for range 200 {
		keys = append(keys, "Right")
	}
	s.run(keys...)
	pane = s.waitFor("200 steps of the jitter", contains("2,600 ns"))
	if l, bad := firstNonASCII(pane); bad || !strings.Contains(pane, "EN |") {
		t.Errorf("the panel is not English in ASCII: %q\n%s", l, pane)
	}
	s.run("send-keys", "q")
	pane = s.waitFor("the exit", contains("PEGASUS_EXIT=0"))
	if !strings.Contains(pane, "LANG=zh_TW.Big5") || !strings.Contains(pane, "LANG=zh_TW.UTF-8") {
		t.Errorf("no notice after quitting:\n%s", pane)
	}
}
