package flowtable

import (
	"testing"

	"pegasus/model/knob"
	"pegasus/model/proptest"
	"pgregory.net/rapid"
)

// smallParams draws a small table, so walks fail and the stash fills.
func smallParams(t *rapid.T) Params {
	d := rapid.IntRange(2, 8).Draw(t, "ways")
	return Params{
		Ways:     d,
		Slots:    d * rapid.IntRange(8, 40).Draw(t, "bank"),
		Stash:    rapid.IntRange(0, 6).Draw(t, "stash"),
		MaxKicks: rapid.IntRange(1, 60).Draw(t, "kicks"),
		Trials:   1,
		Seed:     rapid.Uint64Range(1, knob.MaxSeed).Draw(t, "seed"),
	}
}

// checkInvariants compares the table with the keys it should hold.
func checkInvariants(t *rapid.T, tb *Table, want map[uint64]uint64) {
	seen := map[uint64]int{}
	stashed := 0
	for c := range tb.Cells() {
		e, ok := tb.Cell(c)
		if !ok {
			continue
		}
		seen[e.Key]++
		if c >= tb.Slots() {
			stashed++
			continue
		}
		b := c / (tb.Slots() / tb.Ways())
		if tb.hash.slot(e.Key, b) != c {
			t.Fatalf("key %x sits in cell %d, not its candidate %d of bank %d", e.Key, c, tb.hash.slot(e.Key, b), b)
		}
	}
	for k, n := range seen {
		if n != 1 {
			t.Fatalf("key %x is stored %d times", k, n)
		}
		if _, ok := want[k]; !ok {
			t.Fatalf("key %x is stored but was never inserted (or was deleted)", k)
		}
	}
	if len(seen) != len(want) || tb.Len() != len(want) || tb.StashLen() != stashed {
		t.Fatalf("table holds %d keys (Len %d, stash %d/%d), want %d", len(seen), tb.Len(), tb.StashLen(), stashed, len(want))
	}
	for k, v := range want {
		if got, ok := tb.Lookup(k); !ok || got != v {
			t.Fatalf("key %x: lookup %v %v, want %v", k, got, ok, v)
		}
	}
}

// TestPropertyWalksNeverLoseOrDuplicate runs random inserts, updates and
// deletes on small tables: after each, every stored key is in exactly one
// cell at one of its own candidates (or in the stash), every key inserted
// and not deleted is found with its latest value, and a failed insertion
// changes no cell.
//
// Thirty cases: each checks every cell after each of its up to four
// tables' worth of operations.
func TestPropertyWalksNeverLoseOrDuplicate(t *testing.T) {
	proptest.Check(t, 30, func(t *rapid.T) {
		p := smallParams(t)
		tb, err := New(p, p.Seed)
		if err != nil {
			t.Fatal(err)
		}
		want := map[uint64]uint64{}
		universe := uint64(p.Slots + p.Stash + 20)
		for i := range rapid.IntRange(1, 4*p.Slots).Draw(t, "ops") {
			key := rapid.Uint64Range(0, universe).Draw(t, "key")
			if rapid.IntRange(0, 3).Draw(t, "op") == 0 {
				_, had := want[key]
				if tb.Delete(key) != had {
					t.Fatalf("op %d: delete %x reports %v, want %v", i, key, !had, had)
				}
				delete(want, key)
			} else {
				before := tb.Clone()
				o := tb.Insert(Entry{Key: key, Value: uint64(i)})
				switch o.Status {
				case Full:
					if !tb.SameCells(before) {
						t.Fatalf("op %d: a failed insertion changed the table", i)
					}
				case Stashed:
					if tb.StashLen() == 0 {
						t.Fatalf("op %d: stashed with an empty stash", i)
					}
					want[key] = uint64(i)
				default:
					want[key] = uint64(i)
				}
				if o.Kicks > p.MaxKicks {
					t.Fatalf("op %d: %d kicks, limit %d", i, o.Kicks, p.MaxKicks)
				}
			}
			checkInvariants(t, tb, want)
		}
	})
}

// TestPropertyReplicaFollowsWrites applies the writes a primary reports to
// a replica of the same shape: the two always hold the same cells, which
// is what lets the DPU push a placement to the RNICs cell by cell.
func TestPropertyReplicaFollowsWrites(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := smallParams(t)
		primary, err := New(p, p.Seed)
		if err != nil {
			t.Fatal(err)
		}
		replica, err := New(p, p.Seed+1) // a different walk generator: it never walks
		if err != nil {
			t.Fatal(err)
		}
		for i := range rapid.IntRange(1, 3*p.Slots).Draw(t, "ops") {
			key := rapid.Uint64Range(0, uint64(2*p.Slots)).Draw(t, "key")
			var ws []Write
			if rapid.Bool().Draw(t, "delete") {
				_, ws = primary.DeleteWrites(key)
			} else {
				_, ws = primary.InsertWrites(Entry{Key: key, Value: uint64(i)})
			}
			for _, w := range ws {
				if err := replica.Apply(w); err != nil {
					t.Fatal(err)
				}
			}
			if !replica.SameCells(primary) {
				t.Fatalf("op %d: the replica differs", i)
			}
		}
	})
}

func TestApplyRejectsACellOutsideTheTable(t *testing.T) {
	tb, err := New(DefaultParams(), 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []int{-1, tb.Cells()} {
		if err := tb.Apply(Write{Cell: c, NewUsed: true}); err == nil {
			t.Errorf("write to cell %d accepted", c)
		}
	}
}

func TestDeletePullsAStashEntryBack(t *testing.T) {
	p := Params{Ways: 2, Slots: 16, Stash: 4, MaxKicks: 4, Trials: 1, Seed: 3}
	tb, err := New(p, 3)
	if err != nil {
		t.Fatal(err)
	}
	for k := uint64(1); tb.StashLen() == 0; k++ {
		if tb.Insert(Entry{Key: k, Value: k}).Status == Full {
			t.Fatal("the table filled before the stash was used")
		}
	}
	stashed := -1
	for c := tb.Slots(); c < tb.Cells(); c++ {
		if _, ok := tb.Cell(c); ok {
			stashed = c
		}
	}
	e, _ := tb.Cell(stashed)
	var cand []int
	cand = tb.Candidates(cand, e.Key)
	occupant, _ := tb.Cell(cand[0])
	if !tb.Delete(occupant.Key) {
		t.Fatal("delete failed")
	}
	if c, ok := tb.Find(e.Key); !ok || c != cand[0] || tb.StashLen() != 0 {
		t.Errorf("the stash entry did not move into the freed slot: cell %d, stash %d", c, tb.StashLen())
	}
}

func TestStatusNames(t *testing.T) {
	for s, want := range map[Status]string{Placed: "placed", Updated: "updated", Stashed: "stashed", Full: "full", Status(9): "status(9)"} {
		if s.String() != want {
			t.Errorf("%d: %q", int(s), s.String())
		}
	}
}

func TestKeyRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		vni := rapid.Uint32Range(0, 1<<24-1).Draw(t, "vni")
		ip := rapid.Uint32().Draw(t, "ip")
		v, i := SplitKey(Key(vni, ip))
		if v != vni || i != ip {
			t.Fatalf("Key(%x, %x) splits into %x, %x", vni, ip, v, i)
		}
	})
}
