package twolevel

import "pegasus/model/flowtable"

// OpKind is what one operation of an update does.
type OpKind int

// The operations.
const (
	// Put adds an entry or moves it to a new underlay address.
	Put OpKind = iota
	// Remove deletes an entry.
	Remove
)

// Op is one operation of a controller update.
type Op struct {
	Kind  OpKind
	Key   uint64
	Value uint64 // Put only
}

// RecordKind is the kind of a log record.
type RecordKind int

// The record kinds.
const (
	// Begin carries a transaction: its operations and the net cell writes
	// that take every RNIC table from the previous version to this one.
	Begin RecordKind = iota
	// Commit marks the transaction applied on the DPU and on every RNIC
	// that is up.
	Commit
	// Reject marks an update refused before anything was written: its
	// entries do not fit the table.
	Reject
)

// String names the record kind.
func (k RecordKind) String() string {
	switch k {
	case Begin:
		return "begin"
	case Commit:
		return "commit"
	case Reject:
		return "reject"
	}
	return "?"
}

// Record is one entry of the DPU's write-ahead log, which survives a DPU
// crash (the model keeps it on the DPU's persistent storage).
type Record struct {
	Kind    RecordKind
	Txn     int // the controller's update number, from 0
	Version int // Begin and Commit: the table version it makes, from 1
	Ops     []Op
	// Writes are the net cell writes: at most one per cell, holding the
	// cell's final content after the update. Net writes make every
	// partial application a subset, and pushing them again from the first
	// finishes the job whatever subset was applied.
	Writes []flowtable.Write
}

// netWrites collapses a plan's writes to one per cell, in the order each
// cell was first written, each with the cell's value before the plan and
// its last value; cells that end as they began are dropped.
func netWrites(ws []flowtable.Write) []flowtable.Write {
	idx := map[int]int{}
	var out []flowtable.Write
	for _, w := range ws {
		if i, ok := idx[w.Cell]; ok {
			out[i].New, out[i].NewUsed = w.New, w.NewUsed
			continue
		}
		idx[w.Cell] = len(out)
		out = append(out, w)
	}
	kept := out[:0]
	for _, w := range out {
		if w.OldUsed != w.NewUsed || (w.NewUsed && w.Old != w.New) {
			kept = append(kept, w)
		}
	}
	return kept
}

// Replay rebuilds the table a log describes: the writes of every Begin in
// order onto an empty table of p's shape (a Begin without its Commit is
// rolled forward, as recovery does). It also returns the authoritative
// entries of the committed updates and the last version begun.
func Replay(p flowtable.Params, seed uint64, log []Record) (*flowtable.Table, map[uint64]uint64, int, error) {
	t, err := flowtable.New(p, seed)
	if err != nil {
		return nil, nil, 0, err
	}
	begun := map[int]Record{}
	auth := map[uint64]uint64{}
	version := 0
	for _, r := range log {
		switch r.Kind {
		case Begin:
			for _, w := range r.Writes {
				if err := t.Apply(w); err != nil {
					return nil, nil, 0, err
				}
			}
			begun[r.Version] = r
			version = r.Version
		case Commit:
			applyOps(auth, begun[r.Version].Ops)
		}
	}
	return t, auth, version, nil
}

// applyOps applies an update's operations to a software table.
func applyOps(auth map[uint64]uint64, ops []Op) {
	for _, o := range ops {
		if o.Kind == Remove {
			delete(auth, o.Key)
		} else {
			auth[o.Key] = o.Value
		}
	}
}
