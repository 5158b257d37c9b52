package flowtable

// insert places e by a random eviction walk (the journal is empty on
// entry).
//
// The walk: if a candidate slot of the key in hand is free, the key goes
// there. Otherwise it evicts the occupant of one of its candidates, chosen
// uniformly among the banks other than the one it was itself just evicted
// from (any bank for the new key), and the evicted key is now in hand.
// After MaxKicks evictions the key in hand is homeless: it goes to the
// stash if a stash cell is free; otherwise every write is undone. With two
// ways the walk has no choice and is the classic cuckoo insertion of Pagh
// and Rodler.
//
// A random walk rather than a breadth-first search: it needs no queue or
// visited set (what an FPGA pipeline can hold), it is the insertion the
// d-ary cuckoo literature analyses (Fotakis, Pagh, Sanders and Spirakis;
// Frieze, Melsted and Mitzenmacher), and each eviction is one table write,
// so MaxKicks bounds the CSR writes an insertion can cost.
func (t *Table) insert(e Entry) Outcome {
	// cand holds the candidate slots of the key in hand, by bank, each
	// hashed once per key in hand.
	cand := t.cand
	for b := range cand {
		cand[b] = t.hash.slot(e.Key, b)
	}
	if c, ok := t.findIn(cand, e.Key); ok {
		t.set(c, e, true)
		return Outcome{Status: Updated}
	}
	if s, ok := t.freeIn(cand, -1); ok {
		t.set(s, e, true)
		return Outcome{Status: Placed}
	}
	hand, from := e, -1
	for kick := 1; kick <= t.maxKicks; kick++ {
		b := t.rng.IntN(t.ways)
		if from >= 0 {
			// Uniform over the other d-1 banks.
			b = t.rng.IntN(t.ways - 1)
			if b >= from {
				b++
			}
		}
		s := cand[b]
		victim := t.cells[s]
		t.set(s, hand, true)
		hand, from = victim, b
		// The victim sat at its own candidate of bank b: s.
		for v := range cand {
			if v != from {
				cand[v] = t.hash.slot(hand.Key, v)
			}
		}
		cand[from] = s
		if f, ok := t.freeIn(cand, from); ok {
			t.set(f, hand, true)
			return Outcome{Status: Placed, Kicks: kick}
		}
	}
	for c := t.slots; c < len(t.cells); c++ {
		if !t.used[c] {
			t.set(c, hand, true)
			return Outcome{Status: Stashed, Kicks: t.maxKicks}
		}
	}
	t.undo()
	return Outcome{Status: Full, Kicks: t.maxKicks}
}

// freeIn returns the first free slot of cand (a key's candidates, by
// bank), skipping bank skip (the slot the key was just evicted from,
// which is taken).
func (t *Table) freeIn(cand []int, skip int) (int, bool) {
	for b, s := range cand {
		if b != skip && !t.used[s] {
			return s, true
		}
	}
	return -1, false
}
