package ui

import (
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// burstKeys is how many knob keys a burst sends at once.
const burstKeys = 2000

// burstCase is a panel, the page and knob a burst moves, and the knob's
// line on screen at a value.
type burstCase struct {
	name  string
	open  kit.OpenPanelMsg
	downs int                        // Down presses from the first knob to the one moved
	line  func(v int) *regexp.Regexp // the knob's line at value v, on screen
	start int                        // the knob's value before a burst
}

func burstCases() []burstCase {
	return []burstCase{
		{"advisor", kit.OpenPanelMsg{To: "advisor", Page: "verdicts"}, 8,
			func(v int) *regexp.Regexp {
				return regexp.MustCompile(`Incast senders +` + strconv.Itoa(v) + ` senders`)
			}, 4},
		{"incast", kit.OpenPanelMsg{To: "incast", Page: "queue"}, 0,
			func(v int) *regexp.Regexp { return regexp.MustCompile(`Senders N +` + strconv.Itoa(v) + ` `) }, 4},
		{"flowtable", kit.OpenPanelMsg{To: "flowtable", Page: "fill"}, 0,
			func(v int) *regexp.Regexp { return regexp.MustCompile(`Ways +` + strconv.Itoa(v) + ` ways`) }, 4},
	}
}

// burstWatch wraps the shell and reports, from View, when the screen shows
// a knob at the value a burst ends on with every result for it (no
// "(computing...)" left, no panel busy): what a user waits for after a
// burst of keys.
type burstWatch struct {
	*Model
	keys   int          // keys handled so far (the event loop's own count)
	want   atomic.Int64 // keys handled when the burst is over
	line   atomic.Pointer[regexp.Regexp]
	knobOK atomic.Bool // a View showed the final value
	doneOK atomic.Bool // ... and every result for it
}

// Update implements tea.Model.
func (w *burstWatch) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if _, ok := msg.(tea.KeyMsg); ok {
		w.keys++
	}
	_, cmd := w.Model.Update(msg)
	return w, cmd
}

// View implements tea.Model: the shell's view, checked once every key of
// the burst was handled.
func (w *burstWatch) View() string {
	v := w.Model.View()
	if int64(w.keys) < w.want.Load() || w.doneOK.Load() {
		return v
	}
	plain := ansi.Strip(v)
	if re := w.line.Load(); re != nil && re.MatchString(plain) {
		w.knobOK.Store(true)
		if !strings.Contains(plain, w.Model.text.Shell.Computing) && !w.Model.busy() {
			w.doneOK.Store(true)
		}
	}
	return v
}

// frameClock is the program's output: it discards the frames and notes
// when the first frame after a View that showed the final value (and
// every result for it) was written.
type frameClock struct {
	w              *burstWatch
	mu             sync.Mutex
	knobAt, doneAt time.Time
}

// Write implements io.Writer.
func (f *frameClock) Write(p []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	now := time.Now()
	if f.knobAt.IsZero() && f.w.knobOK.Load() {
		f.knobAt = now
	}
	if f.doneAt.IsZero() && f.w.doneOK.Load() {
		f.doneAt = now
	}
	return len(p), nil
}

func (f *frameClock) reset() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.knobAt, f.doneAt = time.Time{}, time.Time{}
}

func (f *frameClock) times() (knob, done time.Time) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.knobAt, f.doneAt
}

// cpuTime is the process's user and system CPU time so far.
func cpuTime(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkKeyBurst sends 2,000 knob keys at once, as bytes on the
// program's input (a terminal's auto-repeat or a paste), to the advisor,
// incast and flow-table panels of a real program that renders at its
// frame rate to a discarding writer. It reports the time from the burst
// to the first frame showing the knob's final value (ms-to-knob) and to
// the first frame showing it with every result for it (ms-to-shown), and
// the process's CPU use from 0.5 s to 2 s after the burst (cpu%-0.5-2s):
// a drained burst leaves the program idle.
func BenchmarkKeyBurst(b *testing.B) {
	for _, c := range burstCases() {
		b.Run(c.name, func(b *testing.B) { runBurst(b, c) })
	}
}

func runBurst(b *testing.B, c burstCase) {
	in, feed, err := os.Pipe()
	if err != nil {
		b.Fatal(err)
	}
	cfg := testConfig(b, i18n.English)
	cfg.DrawEveryMessage = false // as the explorer runs
	// Real time, as the explorer runs: the tests' fake clock has frame
	// timers fire at once, so every key would cost a rendering.
	cfg.Clock = kit.SystemClock{}
	w := &burstWatch{Model: New(cfg)}
	out := &frameClock{w: w}
	p := tea.NewProgram(w, tea.WithInput(in), tea.WithOutput(out), tea.WithFPS(FPS),
		tea.WithoutSignalHandler(), tea.WithAltScreen())
	done := make(chan struct{})
	go func() {
		defer close(done)
		if _, err := p.Run(); err != nil {
			b.Error(err)
		}
	}()
	defer func() {
		p.Quit()
		<-done
		feed.Close()
		in.Close()
	}()
	p.Send(tea.WindowSizeMsg{Width: 160, Height: 48})
	p.Send(c.open)
	for range c.downs {
		p.Send(tea.KeyMsg{Type: tea.KeyDown})
	}
	handled := int64(c.downs)
	// settle waits until the screen shows the knob at v with its results.
	settle := func(v int) {
		w.line.Store(c.line(v))
		w.knobOK.Store(false)
		w.doneOK.Store(false)
		out.reset()
		w.want.Store(handled)
		deadline := time.Now().Add(60 * time.Second)
		for _, d := out.times(); d.IsZero(); _, d = out.times() {
			if time.Now().After(deadline) {
				b.Fatalf("%s: the knob never showed %d with its results", c.name, v)
			}
			time.Sleep(time.Millisecond)
		}
	}
	settle(c.start)
	right, left := "\x1b[C", "\x1b[D"
	// 1,998 keys swing the knob between start and start+1; the last two
	// take it to start+2, a value no frame of the burst showed before.
	burst := strings.Repeat(right+left, burstKeys/2-1) + right + right
	var toKnob, toShown, cpuPct float64
	for b.Loop() {
		w.line.Store(c.line(c.start + 2))
		w.knobOK.Store(false)
		w.doneOK.Store(false)
		out.reset()
		handled += burstKeys
		w.want.Store(handled)
		sent := time.Now()
		if _, err := io.WriteString(feed, burst); err != nil {
			b.Fatal(err)
		}
		time.Sleep(time.Until(sent.Add(500 * time.Millisecond)))
		cpu0 := cpuTime(b)
		time.Sleep(time.Until(sent.Add(2 * time.Second)))
		cpuPct += 100 * float64(cpuTime(b)-cpu0) / float64(time.Since(sent)-500*time.Millisecond)
		deadline := sent.Add(60 * time.Second)
		knob, shown := out.times()
		for ; shown.IsZero(); knob, shown = out.times() {
			if time.Now().After(deadline) {
				b.Fatalf("%s: the burst's last value never showed with its results", c.name)
			}
			time.Sleep(time.Millisecond)
		}
		toKnob += float64(knob.Sub(sent).Milliseconds())
		toShown += float64(shown.Sub(sent).Milliseconds())
		// Back to the start, outside the measurement.
		handled += 2
		if _, err := io.WriteString(feed, left+left); err != nil {
			b.Fatal(err)
		}
		settle(c.start)
	}
	b.ReportMetric(toKnob/float64(b.N), "ms-to-knob")
	b.ReportMetric(toShown/float64(b.N), "ms-to-shown")
	b.ReportMetric(cpuPct/float64(b.N), "cpu%-0.5-2s")
	b.ReportMetric(0, "ns/op")
}
