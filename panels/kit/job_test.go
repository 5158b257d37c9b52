package kit

import "testing"

func TestJobCoalescesAndCancels(t *testing.T) {
	var j Job
	if !j.Request() {
		t.Fatal("the first request must start")
	}
	ctx, g1 := j.Start()
	// Three more changes while the first run is in flight: one cancel, no
	// new run yet.
	for range 3 {
		if j.Request() {
			t.Fatal("a request while a run is in flight must wait")
		}
	}
	if ctx.Err() == nil {
		t.Fatal("the superseded run was not cancelled")
	}
	show, again := j.Finish(g1, true)
	if show || !again || !j.Busy() {
		t.Fatalf("cancelled run: show %v again %v busy %v", show, again, j.Busy())
	}
	_, g2 := j.Start()
	show, again = j.Finish(g2, false)
	if !show || again || j.Busy() {
		t.Fatalf("newest run: show %v again %v busy %v", show, again, j.Busy())
	}
	if show, _ := j.Finish(g1, false); show {
		t.Fatal("a stale message was shown")
	}
}
