package cli

import (
	"fmt"
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

// tmuxSession drives the real binary in a private tmux server.
type tmuxSession struct {
	t    *testing.T
	path string
	sock string
}

func (s tmuxSession) run(args ...string) string {
	s.t.Helper()
	out, err := exec.Command(s.path, append([]string{"-L", s.sock, "-f", "/dev/null"}, args...)...).CombinedOutput()
	if err != nil {
		s.t.Fatalf("tmux %v: %v\n%s", args, err, out)
	}
	return string(out)
}

func (s tmuxSession) capture() string { return s.run("capture-pane", "-p") }

// waitFor polls the pane until cond holds (no fixed sleeps).
func (s tmuxSession) waitFor(what string, cond func(pane string) bool) string {
	s.t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	var pane string
	for time.Now().Before(deadline) {
		if pane = s.capture(); cond(pane) {
			return pane
		}
		time.Sleep(50 * time.Millisecond)
	}
	s.t.Fatalf("timed out waiting for %s; the pane shows:\n%s", what, pane)
	return ""
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

// built is the binary, built once per test run.
var built struct {
	path string
	err  error
	once sync.Once
}

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

// pegasusBinary is the program, built once per test run.
func pegasusBinary(t *testing.T) string {
	t.Helper()
	built.once.Do(func() {
		dir, err := os.MkdirTemp("", "pegasus-e2e-bin")
		if err != nil {
			built.err = err
			return
		}
		built.path = filepath.Join(dir, "pegasus")
		if out, err := exec.Command("go", "build", "-o", built.path, "pegasus").CombinedOutput(); err != nil {
			built.err = fmt.Errorf("build: %v\n%s", err, out)
		}
	})
	if built.err != nil {
		t.Fatal(built.err)
	}
	return built.path
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
	t.Cleanup(func() { exec.Command(tmuxPath, "-L", s.sock, "kill-server").Run() })
	script := fmt.Sprintf(`env -i TERM="$TERM" PATH=/usr/bin:/bin LANG=C.UTF-8 HOME=%[1]s XDG_CONFIG_HOME=%[1]s/config XDG_STATE_HOME=%[1]s/state XDG_RUNTIME_DIR=%[1]s/run %[4]s %[2]s %[3]s; echo PEGASUS_EXIT=$?; sleep 600`,
		home, bin, strings.Join(args, " "), strings.Join(extra, " "))
	s.run("new-session", "-d", "-x", "100", "-y", "30", "sh", "-c", script)
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
