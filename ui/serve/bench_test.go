package serve

import (
	"os"
	"strconv"
	"testing"
	"time"
)

// TestClassroomSmall is the load run's small version, in every test run:
// twelve students in this process, four off the lecture turning a knob
// ten times a second, two that stop reading, while the presenter steps
// every 100 ms, six times, from the step before the credit loop's three
// pauses: to it, through them and on. Every key's frame comes, and the
// followers end on the presenter's step and pauses (how fast is the
// benchmark's to say, not this test's).
func TestClassroomSmall(t *testing.T) {
	t.Parallel()
	base := t.TempDir()
	d := builtinDeck(t)
	ts := followServer(t, base, d, func(c *Config) { c.Workers = 1 })
	pr := startPresenter(t, base, d)
	cr := classroom{addr: ts.addr, hostKey: ts.key, base: base, sessions: 12, off: 4, stalled: 2,
		keysPerS: 10, step: 100 * time.Millisecond, length: 650 * time.Millisecond, keyWait: wait, deck: d,
		start: stepOf(t, d, "credit-600ns") - 1,
		// The students' status lines of joining go: their footers show
		// the pips.
		connected: func() { ts.clock.Skip(statusLife) }}
	res := cr.run(t, pr)
	t.Logf("%d keys, p50 %s, p99 %s, %d frames, %d steps reaching every follower within %s", res.keys, res.percentile(0.5), res.percentile(0.99),
		res.frames, res.steps, maxOf(res.spread))
	if res.keys == 0 || res.missed > 0 {
		t.Errorf("%d keys sent, %d without their frame within 2 s", res.keys, res.missed)
	}
	if want := cr.sessions - cr.off - cr.stalled; res.followersLast != want {
		t.Errorf("%d of %d followers show the presenter's last step", res.followersLast, want)
	}
}

// BenchmarkClassroom is the load run: a server process with 100 students
// at 80x24 following the built-in lecture as the presenter steps every
// 2 s, 30 of them off the lecture sending 5 knob keys a second, for 60 s
// (PEGASUS_BENCH_SECONDS and PEGASUS_BENCH_SESSIONS change them); then
// again with 10 of the followers' terminals (200x60) not reading. It reports the
// frames delivered, the key-to-frame latency, the server's memory per
// session and its CPU. Run it with:
//
//	go test ./ui/serve -run '^$' -bench Classroom -benchtime 1x -timeout 20m
func BenchmarkClassroom(b *testing.B) {
	seconds, sessions := envInt("PEGASUS_BENCH_SECONDS", 60), envInt("PEGASUS_BENCH_SESSIONS", 100)
	for _, stalled := range []int{0, 10} {
		b.Run("stalled="+strconv.Itoa(stalled), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				classroomOnce(b, sessions, stalled, time.Duration(seconds)*time.Second)
			}
		})
	}
}

// classroomOnce runs one class against a fresh server process and
// reports what it measured.
func classroomOnce(b *testing.B, sessions, stalled int, length time.Duration) {
	base := b.TempDir()
	d := builtinDeck(b)
	ch := startChild(b, base)
	pr := startPresenter(b, base, d)
	pid := ch.cmd.Process.Pid
	var rss1, rssAll int
	var cpu0, self0 float64
	cr := classroom{addr: ch.addr, hostKey: ch.key, base: base, sessions: sessions, off: 30 * sessions / 100,
		stalled: stalled, keysPerS: 5, step: 2 * time.Second, length: length, keyWait: 2 * time.Second, deck: d,
		first:     func() { rss1 = procStatus(pid, "VmRSS") },
		connected: func() { cpu0, self0 = cpuSeconds(pid), cpuSeconds(os.Getpid()) }}
	start := time.Now()
	res := cr.run(b, pr)
	rssAll = procStatus(pid, "VmRSS")
	peak := procStatus(pid, "VmHWM")
	cpu := cpuSeconds(pid) - cpu0
	self := cpuSeconds(os.Getpid()) - self0
	elapsed := time.Since(start)
	pr.stop()
	stats := ch.stop(b)
	perSession := float64(rssAll-rss1) / 1024 / float64(sessions-1)
	b.ReportMetric(float64(res.percentile(0.5).Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(res.percentile(0.99).Microseconds())/1000, "p99-ms")
	b.ReportMetric(float64(res.frames), "frames")
	b.ReportMetric(perSession, "MB/session")
	b.ReportMetric(cpu/length.Seconds(), "cpu-cores")
	b.ReportMetric(float64(maxOf(res.spread).Milliseconds()), "step-to-all-ms")
	b.Logf("%d sessions (%d off the lecture, %d not reading), %s: %d steps, %d knob keys (%d without a frame in 2 s), latency p50 %s p99 %s max %s; %d frames; followers on the last step %d/%d",
		sessions, cr.off, stalled, length, res.steps, res.keys, res.missed, res.percentile(0.5), res.percentile(0.99), res.percentile(1),
		res.frames, res.followersLast, sessions-cr.off-stalled)
	b.Logf("a step reached every follower within %s at most (%d steps timed, %d not within the step's 2 s)", maxOf(res.spread), len(res.spread), res.spreadMissed)
	b.Logf("this process (the clients and the presenter): CPU %.1f s (%.2f cores)", self, self/length.Seconds())
	b.Logf("server: RSS %.1f MB with 1 session, %.1f MB with %d (%.2f MB per session beyond the first), peak %.1f MB; CPU %.1f s over %s (%.2f cores); %s; run took %s",
		float64(rss1)/1024, float64(rssAll)/1024, sessions, perSession, float64(peak)/1024, cpu, length, cpu/length.Seconds(), stats, elapsed.Round(time.Second))
}

// maxOf is the largest duration (0 for none).
func maxOf(ds []time.Duration) time.Duration {
	var m time.Duration
	for _, d := range ds {
		m = max(m, d)
	}
	return m
}

// envInt is a variable's number, else def.
func envInt(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n > 0 {
		return n
	}
	return def
}
