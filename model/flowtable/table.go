package flowtable

import (
	"fmt"
	"math/rand/v2"
)

// Entry is one row of the table: the overlay key (see Key) and the value
// it translates to (the underlay address).
type Entry struct {
	Key   uint64
	Value uint64
}

// Write is one change of one cell, as the DPU would push it over the CSR
// channel: cells 0 to Slots-1 are the banks' slots (bank b holds cells
// b*BankSize to (b+1)*BankSize-1), cells Slots to Slots+Stash-1 the stash.
type Write struct {
	Cell     int
	Old, New Entry
	// OldUsed and NewUsed tell whether the cell held an entry before and
	// after the write (a write with NewUsed false clears the cell).
	OldUsed, NewUsed bool
}

// Status is what an insertion did.
type Status int

// The statuses of an insertion.
const (
	// Placed: the key sits in one of its candidate slots.
	Placed Status = iota
	// Updated: the key was present; its value was replaced in place.
	Updated
	// Stashed: the walk hit the move limit and the key it left homeless
	// (not necessarily the new one) went to the stash.
	Stashed
	// Full: the walk hit the move limit with the stash full; the walk was
	// undone, the table is as before and the new key is not stored.
	Full
)

// statusNames are the statuses' names, by Status.
var statusNames = []string{"placed", "updated", "stashed", "full"}

// String names the status.
func (s Status) String() string {
	if s >= 0 && int(s) < len(statusNames) {
		return statusNames[s]
	}
	return fmt.Sprintf("status(%d)", int(s))
}

// Outcome reports one insertion.
type Outcome struct {
	Status Status
	Kicks  int // evictions made (undone ones included when Full)
}

// Table is a d-way cuckoo hash with one slot per bank for each key and a
// stash. It is not safe for concurrent use.
//
// Invariants, after every operation: each stored key is in exactly one
// cell; a key in a bank's cell is at its own candidate slot of that bank;
// Len counts the stored keys; an insertion that fails leaves every cell
// as it was.
type Table struct {
	ways, bank, slots int
	maxKicks          int
	hash              hashers
	cells             []Entry
	used              []bool
	count, stashed    int
	pcg               *rand.PCG
	rng               *rand.Rand
	journal           []Write // the current operation's writes, for undo and export
	cand              []int   // insert's scratch: the candidates of the key in hand
}

// New builds an empty table of p's shape. seed fixes the hash functions
// and the walks (Fill derives one per trial from p.Seed); two tables with
// equal p and seed place every key identically.
func New(p Params, seed uint64) (*Table, error) {
	if err := validated("new table", p); err != nil {
		return nil, err
	}
	n := p.UsedSlots() + p.Stash
	pcg := rand.NewPCG(seed, seed^0x2545f4914f6cdd1d)
	return &Table{
		ways: p.Ways, bank: p.BankSize(), slots: p.UsedSlots(), maxKicks: p.MaxKicks,
		hash:  newHashers(p.Ways, p.BankSize(), seed),
		cells: make([]Entry, n), used: make([]bool, n),
		pcg: pcg, rng: rand.New(pcg),
		cand: make([]int, p.Ways),
	}, nil
}

// Ways is the number of banks.
func (t *Table) Ways() int { return t.ways }

// Slots is the number of slots over all banks.
func (t *Table) Slots() int { return t.slots }

// StashSize is the stash's capacity.
func (t *Table) StashSize() int { return len(t.cells) - t.slots }

// Cells is Slots plus StashSize: the cells a Write may address.
func (t *Table) Cells() int { return len(t.cells) }

// Len is the number of stored keys, stash included.
func (t *Table) Len() int { return t.count }

// StashLen is the number of keys in the stash.
func (t *Table) StashLen() int { return t.stashed }

// Load is the stored keys over the slots (stash entries count as load).
func (t *Table) Load() float64 { return float64(t.count) / float64(t.slots) }

// Cell returns cell i's entry and whether it holds one.
func (t *Table) Cell(i int) (Entry, bool) { return t.cells[i], t.used[i] }

// Candidates appends key's candidate slots, one per bank, to dst.
func (t *Table) Candidates(dst []int, key uint64) []int {
	for b := range t.ways {
		dst = append(dst, t.hash.slot(key, b))
	}
	return dst
}

// BankLoads returns how many slots of each bank are used.
func (t *Table) BankLoads() []int {
	out := make([]int, t.ways)
	for i := range t.slots {
		if t.used[i] {
			out[i/t.bank]++
		}
	}
	return out
}

// Find returns the cell that holds key: the d candidates first (the
// hardware checks them in parallel), then the stash.
func (t *Table) Find(key uint64) (int, bool) {
	for b := range t.ways {
		if s := t.hash.slot(key, b); t.used[s] && t.cells[s].Key == key {
			return s, true
		}
	}
	return t.findStash(key)
}

// findIn is Find with key's candidates, by bank, already hashed.
func (t *Table) findIn(cand []int, key uint64) (int, bool) {
	for _, s := range cand {
		if t.used[s] && t.cells[s].Key == key {
			return s, true
		}
	}
	return t.findStash(key)
}

// findStash returns the stash cell that holds key.
func (t *Table) findStash(key uint64) (int, bool) {
	for c := t.slots; t.stashed > 0 && c < len(t.cells); c++ {
		if t.used[c] && t.cells[c].Key == key {
			return c, true
		}
	}
	return -1, false
}

// Lookup returns key's value.
func (t *Table) Lookup(key uint64) (uint64, bool) {
	c, ok := t.Find(key)
	if !ok {
		return 0, false
	}
	return t.cells[c].Value, true
}

// set writes cell c and journals the change. It fills the journal's
// record in place: a record built whole and copied in would be read back
// across the smaller stores that built it, which the processor does not
// forward.
func (t *Table) set(c int, e Entry, used bool) {
	t.journal = append(t.journal, Write{})
	w := &t.journal[len(t.journal)-1]
	w.Cell, w.Old, w.OldUsed, w.New, w.NewUsed = c, t.cells[c], t.used[c], e, used
	t.put(c, e, used)
}

// put writes cell c, keeping the counts.
func (t *Table) put(c int, e Entry, used bool) {
	if t.used[c] != used {
		d := 1
		if !used {
			d = -1
		}
		t.count += d
		if c >= t.slots {
			t.stashed += d
		}
	}
	t.cells[c], t.used[c] = e, used
}

// undo reverses the journal.
func (t *Table) undo() {
	for i := len(t.journal) - 1; i >= 0; i-- {
		w := t.journal[i]
		t.put(w.Cell, w.Old, w.OldUsed)
	}
	t.journal = t.journal[:0]
}

// Insert stores e, or replaces the value if e.Key is present.
func (t *Table) Insert(e Entry) Outcome {
	t.journal = t.journal[:0]
	return t.insert(e)
}

// InsertWrites is Insert that also returns the cell writes it made, in the
// order made (none when Full).
func (t *Table) InsertWrites(e Entry) (Outcome, []Write) { return t.Insert(e), t.takeJournal() }

// Delete removes key and reports whether it was stored. A slot freed in a
// bank pulls in a stash entry whose candidate it is, so the stash drains
// as the table empties.
func (t *Table) Delete(key uint64) bool {
	t.journal = t.journal[:0]
	return t.delete(key)
}

// DeleteWrites is Delete that also returns the cell writes it made.
func (t *Table) DeleteWrites(key uint64) (bool, []Write) { return t.Delete(key), t.takeJournal() }

// takeJournal returns a copy of the journal: the writes of the operation
// just made (Go calls a return's operands left to right, so in
// InsertWrites it runs after Insert).
func (t *Table) takeJournal() []Write {
	if len(t.journal) == 0 {
		return nil
	}
	return append([]Write(nil), t.journal...)
}

func (t *Table) delete(key uint64) bool {
	c, ok := t.Find(key)
	if !ok {
		return false
	}
	t.set(c, Entry{}, false)
	if c >= t.slots {
		return true
	}
	b := c / t.bank
	for s := t.slots; s < len(t.cells); s++ {
		if t.used[s] && t.hash.slot(t.cells[s].Key, b) == c {
			// Copy in before clearing the stash cell, so the key is never
			// absent from the table between the two writes.
			t.set(c, t.cells[s], true)
			t.set(s, Entry{}, false)
			break
		}
	}
	return true
}

// Apply writes one cell as a replica does when the DPU pushes a Write: it
// sets the cell to w.New without looking at keys or hashes. A replica that
// applies the writes of a primary, in order, holds the same cells.
func (t *Table) Apply(w Write) error {
	if w.Cell < 0 || w.Cell >= len(t.cells) {
		return fmt.Errorf("flowtable: write to cell %d of %d", w.Cell, len(t.cells))
	}
	t.put(w.Cell, w.New, w.NewUsed)
	return nil
}

// Clear empties every cell (an RNIC restart wipes its on-chip table).
func (t *Table) Clear() {
	clear(t.cells)
	clear(t.used)
	t.count, t.stashed = 0, 0
	t.journal = t.journal[:0]
}

// SameCells reports whether two tables hold the same entry in every cell.
func (t *Table) SameCells(o *Table) bool {
	if len(t.cells) != len(o.cells) || t.count != o.count {
		return false
	}
	for i := range t.cells {
		if t.used[i] != o.used[i] || (t.used[i] && t.cells[i] != o.cells[i]) {
			return false
		}
	}
	return true
}

// Entries returns every stored entry, in cell order.
func (t *Table) Entries() []Entry {
	out := make([]Entry, 0, t.count)
	for i, u := range t.used {
		if u {
			out = append(out, t.cells[i])
		}
	}
	return out
}

// Clone returns an independent copy (cells, counts and walk state).
func (t *Table) Clone() *Table {
	c := *t
	c.cells = append([]Entry(nil), t.cells...)
	c.used = append([]bool(nil), t.used...)
	c.journal = nil
	c.cand = make([]int, len(t.cand))
	pcg := *t.pcg
	c.pcg = &pcg
	c.rng = rand.New(c.pcg)
	return &c
}
