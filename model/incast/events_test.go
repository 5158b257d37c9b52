package incast

import (
	"testing"

	"pgregory.net/rapid"
)

// TestPropertyEventQueueOrder checks the queue against a brute-force
// scan of everything scheduled: whatever is pushed (in or out of its
// lane's order, with many events at one time), every pop gives the
// earliest event by (time, scheduling order), with its kind and
// arguments.
func TestPropertyEventQueueOrder(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var q eventQueue
		q.init()
		var held []event // the model: every scheduled event
		var seq uint64
		now := int64(0)
		for range rapid.IntRange(1, 400).Draw(t, "steps") {
			if len(held) > 0 && rapid.IntRange(0, 2).Draw(t, "pop") == 0 {
				var want event
				want, held = earliest(held)
				tm, kind, a, b := q.pop()
				if got := (event{t: tm, seq: want.seq, kind: kind, a: a, b: b}); got != want {
					t.Fatalf("popped %+v, want %+v", got, want)
				}
				now = tm
				continue
			}
			tm := now + rapid.Int64Range(0, 20).Draw(t, "after")
			kind := eventKind(rapid.IntRange(0, kindCount-1).Draw(t, "kind"))
			a := rapid.Int32Range(-5, 5).Draw(t, "a")
			b := rapid.Int32Range(-5, 5).Draw(t, "b")
			seq++
			held = append(held, event{t: tm, seq: seq, kind: kind, a: a, b: b})
			q.push(tm, kind, a, b)
		}
		for len(held) > 0 {
			if q.empty() {
				t.Fatalf("empty with %d events held", len(held))
			}
			var want event
			want, held = earliest(held)
			tm, kind, a, b := q.pop()
			if got := (event{t: tm, seq: want.seq, kind: kind, a: a, b: b}); got != want {
				t.Fatalf("popped %+v, want %+v", got, want)
			}
		}
		if !q.empty() {
			t.Fatal("not empty after every event came out")
		}
	})
}

// earliest takes the earliest of events by (time, sequence) out of them.
func earliest(events []event) (event, []event) {
	m := 0
	for i := range events {
		if events[i].less(events[m].t, events[m].seq) {
			m = i
		}
	}
	e := events[m]
	return e, append(events[:m], events[m+1:]...)
}
