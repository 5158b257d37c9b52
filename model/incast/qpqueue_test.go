package incast

import (
	"testing"

	"pgregory.net/rapid"
)

// TestPropertyQPQueueOrder checks a sender's QP queue against a
// brute-force scan of the queued QPs: whatever is queued, moved (in the
// heap or the lane) or taken out, the front is always the queued QP with
// the least (key, sequence number), with or without the lane.
func TestPropertyQPQueueOrder(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		const qps = 12
		qq := qpQueue{place: make([]qpPlace, qps), useLane: rapid.Bool().Draw(t, "lane")}
		for i := range qq.place {
			qq.place[i].pos = notQueued
		}
		var model [qps]*qpEntry // each queued QP's key and sequence number
		var seq uint64
		now := int64(0)
		for range rapid.IntRange(1, 300).Draw(t, "steps") {
			var want *qpEntry
			for _, e := range model {
				if e != nil && (want == nil || e.less(want.key, want.seq)) {
					want = e
				}
			}
			got := qq.front()
			switch {
			case (got == nil) != (want == nil):
				t.Fatalf("front %+v, want %+v", got, want)
			case got != nil && *got != *want:
				t.Fatalf("front %+v, want %+v", *got, *want)
			}
			q := int32(rapid.IntRange(0, qps-1).Draw(t, "qp"))
			key := now + rapid.Int64Range(-3, 10).Draw(t, "key")
			switch op := rapid.IntRange(0, 3).Draw(t, "op"); {
			case op == 0 && model[q] == nil:
				seq++
				qq.push(q, key, seq)
				model[q] = &qpEntry{key: key, seq: seq, q: q}
			case op == 1 && model[q] != nil:
				qq.rekey(q, key)
				model[q].key = key
			case op == 2 && want != nil:
				// The front QP sends and goes back with a later key.
				q = qq.popFront()
				seq++
				now = max(now, want.key)
				qq.push(q, now+rapid.Int64Range(0, 10).Draw(t, "after"), seq)
				model[q] = &qpEntry{key: qq.place[q].key, seq: seq, q: q}
			case op == 3 && want != nil:
				if q = qq.popFront(); q != want.q {
					t.Fatalf("took QP %d out, want %d", q, want.q)
				}
				model[q] = nil
			}
			for i, e := range model {
				if qq.queued(int32(i)) != (e != nil) {
					t.Fatalf("QP %d queued %v, want %v", i, qq.queued(int32(i)), e != nil)
				}
			}
		}
	})
}
