package twolevel

import (
	"context"
	"errors"
	"slices"
	"testing"

	"pegasus/model/flowtable"
	"pegasus/model/knob"
	"pegasus/model/proptest"
	"pgregory.net/rapid"
)

func TestKnobsCheck(t *testing.T) {
	if err := Knobs().Check(); err != nil {
		t.Fatal(err)
	}
	p := DefaultParams()
	if p.RNICs != 8 || p.Table != flowtable.DefaultParams() || p.Validate() != nil {
		t.Errorf("defaults %+v", p)
	}
	var fe *knob.FieldError
	if _, err := Knobs().FromValues(map[string]float64{"rnics": 9}); !errors.As(err, &fe) || fe.Key != "rnics" {
		t.Errorf("nine RNICs: %v", err)
	}
	bad := DefaultParams()
	bad.Table.Ways = 9
	if _, err := New(bad); err == nil {
		t.Error("a table of nine ways is accepted")
	}
	if _, err := Run(Params{}, nil); err == nil {
		t.Error("zero params accepted")
	}
}

// small draws a run small enough to check at every step.
func small(t *rapid.T) Params {
	p := DefaultParams()
	p.RNICs = rapid.IntRange(1, MaxRNICs).Draw(t, "rnics")
	p.Txns = rapid.IntRange(1, 8).Draw(t, "txns")
	p.OpsPerTxn = rapid.IntRange(1, 24).Draw(t, "ops")
	p.DeletePct = float64(rapid.IntRange(0, 100).Draw(t, "delete_pct"))
	p.Seed = rapid.Uint64Range(1, knob.MaxSeed).Draw(t, "seed")
	p.Table.Ways = rapid.IntRange(2, 8).Draw(t, "ways")
	p.Table.Slots = p.Table.Ways * rapid.IntRange(8, 24).Draw(t, "bank")
	p.Table.Stash = rapid.IntRange(0, 4).Draw(t, "stash")
	p.Table.MaxKicks = rapid.IntRange(1, 50).Draw(t, "kicks")
	p.RebootS = 0.5
	p.DropMs = float64(rapid.IntRange(1, 50).Draw(t, "drop_ms"))
	return p
}

// versions caches the cells each version of a log makes.
type versions struct {
	p   Params
	sim *Sim
	at  []*flowtable.Table // at[v]: the layout of version v
}

// layout returns the cells of version v, replaying the log as needed.
func (vs *versions) layout(v int) *flowtable.Table {
	if len(vs.at) == 0 {
		vs.at = append(vs.at, vs.sim.empty.Clone())
	}
	for len(vs.at) <= v {
		next := vs.at[len(vs.at)-1].Clone()
		for _, r := range vs.sim.log {
			if r.Kind == Begin && r.Version == len(vs.at) {
				for _, w := range r.Writes {
					_ = next.Apply(w)
				}
			}
		}
		vs.at = append(vs.at, next)
	}
	return vs.at[v]
}

// beginOf finds version v's Begin in the log.
func beginOf(log []Record, v int) (Record, bool) {
	for _, r := range log {
		if r.Kind == Begin && r.Version == v {
			return r, true
		}
	}
	return Record{}, false
}

// checkNoTornTable is the invariant behind "no table is left
// half-updated": an RNIC whose version register reads v holds exactly the
// layout of version v, except for cells that already carry their value in
// version v+1. So the register never claims a version the table does not
// hold whole, and a table holds nothing but its version and part of the
// next one.
func checkNoTornTable(t *rapid.T, vs *versions, n int) {
	for i, r := range vs.sim.rnics {
		base := vs.layout(r.version)
		next, hasNext := beginOf(vs.sim.log, r.version+1)
		pending := map[int]flowtable.Write{}
		if hasNext {
			for _, w := range next.Writes {
				pending[w.Cell] = w
			}
		}
		for c := range base.Cells() {
			got, gotUsed := r.table.Cell(c)
			want, wantUsed := base.Cell(c)
			if gotUsed == wantUsed && (!gotUsed || got == want) {
				continue
			}
			if w, ok := pending[c]; ok && gotUsed == w.NewUsed && (!gotUsed || got == w.New) {
				continue
			}
			t.Fatalf("event %d: RNIC %d at version %d holds %v (%v) in cell %d, which neither version %d nor %d has",
				n, i, r.version, got, gotUsed, c, r.version, r.version+1)
		}
	}
}

// allowed lists the state machine's edges.
var allowed = map[[2]State]bool{
	{Initial, ChannelEstablished}: true, {Initial, Waiting}: true, {Initial, Down}: true,
	{ChannelEstablished, Waiting}: true, {ChannelEstablished, Down}: true,
	{Waiting, ChannelEstablished}: true, {Waiting, Down}: true,
	{Down, Initial}: true,
}

// anyFaultReplaysToAgreement injects random faults (RNIC
// restarts, channel drops, DPU crashes) at random events. After every
// event no table is torn (see checkNoTornTable), every state change is an
// edge of the state machine, and every commit finds each RNIC whose
// register shows the version holding it whole; once the run settles, the
// DPU, every RNIC, the log's replay and the controller agree.
func anyFaultReplaysToAgreement(t *rapid.T) {
	p := small(t)
	s, err := New(p)
	if err != nil {
		t.Fatal(err)
	}
	vs := &versions{p: p, sim: s}
	type planned struct {
		at    int
		fault Fault
	}
	var faults []planned
	for range rapid.IntRange(0, 6).Draw(t, "faults") {
		faults = append(faults, planned{
			at: rapid.IntRange(0, 250).Draw(t, "at"),
			fault: Fault{
				Kind: FaultKind(rapid.IntRange(0, 2).Draw(t, "kind")),
				RNIC: rapid.IntRange(0, p.RNICs-1).Draw(t, "rnic"),
			},
		})
	}
	for n := 0; ; n++ {
		if n > 200_000 {
			t.Fatal("the run does not settle")
		}
		for _, f := range faults {
			if f.at == n {
				_, _ = s.Inject(f.fault) // a crash while rebooting is refused, which is fine
			}
		}
		e, ok := s.Step()
		if !ok {
			if n > 250 {
				break
			}
			continue // faults may still come
		}
		if e.From != e.To && !allowed[[2]State{e.From, e.To}] {
			t.Fatalf("event %d (%v): RNIC %d moved %v -> %v", n, e.Kind, e.RNIC, e.From, e.To)
		}
		checkNoTornTable(t, vs, n)
		if e.Kind == EvCommit {
			for i, r := range s.rnics {
				if r.version == e.Version && !r.table.SameCells(s.mirror) {
					t.Fatalf("commit %d: RNIC %d shows the version but differs", e.Version, i)
				}
			}
		}
	}
	a, err := s.Agreement()
	if err != nil {
		t.Fatal(err)
	}
	if !a.Agree() {
		t.Fatalf("after the faults: %+v", a)
	}
	seen := map[int]int{}
	for _, r := range s.Log() {
		if r.Kind != Commit {
			seen[r.Txn]++
		}
	}
	for txn := range p.Txns {
		if seen[txn] != 1 {
			t.Fatalf("update %d is begun or rejected %d times", txn, seen[txn])
		}
	}
}

// TestPropertyAnyFaultReplaysToAgreement: see anyFaultReplaysToAgreement.
// Fifty cases, each a whole run of the DPU and its RNICs with faults.
func TestPropertyAnyFaultReplaysToAgreement(t *testing.T) {
	proptest.Check(t, 50, anyFaultReplaysToAgreement)
}

func TestQuietRunCommitsEverything(t *testing.T) {
	tr, err := Run(DefaultParams(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if !tr.Agreement.Agree() || tr.Agreement.Version != 12 {
		t.Fatalf("agreement %+v", tr.Agreement)
	}
	for _, e := range tr.Events {
		if e.Kind == EvCheck || e.Kind == EvCommandFailed {
			t.Fatalf("a run with no fault checked an address: %+v", e)
		}
	}
	if last := tr.Events[len(tr.Events)-1]; last.Kind != EvCommit || last.AtUs <= 0 {
		t.Errorf("last event %+v", last)
	}
}

// stateSeq lists the states RNIC i passed through.
func stateSeq(tr Trace, i int) []State {
	var out []State
	for _, e := range tr.Events {
		if e.RNIC == i && e.From != e.To {
			if len(out) == 0 {
				out = append(out, e.From)
			}
			out = append(out, e.To)
		}
	}
	return out
}

func TestRestartMidUpdate(t *testing.T) {
	p := DefaultParams()
	p.Txns = 3
	tr, err := Run(p, []ScheduledFault{{AtEvent: 40, Fault: Fault{Kind: RestartRNIC, RNIC: 0}}})
	if err != nil {
		t.Fatal(err)
	}
	want := []State{ChannelEstablished, Waiting, Down, Initial, ChannelEstablished}
	if got := stateSeq(tr, 0); !slices.Equal(got, want) {
		t.Errorf("RNIC 0 went %v, want %v", got, want)
	}
	if !tr.Agreement.Agree() {
		t.Errorf("agreement %+v", tr.Agreement)
	}
}

func TestChannelDropMidUpdate(t *testing.T) {
	p := DefaultParams()
	p.Txns = 2
	tr, err := Run(p, []ScheduledFault{{AtEvent: 5, Fault: Fault{Kind: DropChannel, RNIC: 0}}})
	if err != nil {
		t.Fatal(err)
	}
	want := []State{ChannelEstablished, Waiting, ChannelEstablished}
	if got := stateSeq(tr, 0); !slices.Equal(got, want) {
		t.Errorf("RNIC 0 went %v, want %v", got, want)
	}
	// The version is pushed again from its first write after the drop.
	var cells []int
	for _, e := range tr.Events {
		if e.Kind == EvWrite && e.RNIC == 0 && e.Version == 1 {
			cells = append(cells, e.Cell)
		}
	}
	if len(cells) < 2 || slices.Index(cells[1:], cells[0]) < 0 {
		t.Errorf("writes of version 1 to RNIC 0 do not start again: %v", cells)
	}
	if !tr.Agreement.Agree() {
		t.Errorf("agreement %+v", tr.Agreement)
	}
}

func TestDPUCrashReplaysTheLog(t *testing.T) {
	p := DefaultParams()
	p.Txns = 4
	tr, err := Run(p, []ScheduledFault{{AtEvent: 300, Fault: Fault{Kind: CrashDPU}}})
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[EventKind]int{}
	for _, e := range tr.Events {
		kinds[e.Kind]++
	}
	if kinds[EvFaultCrash] != 1 || kinds[EvDPUBack] != 1 || kinds[EvReplay] == 0 || kinds[EvRecovered] != 1 || kinds[EvDiscovered] != p.RNICs {
		t.Errorf("events %v", kinds)
	}
	if !tr.Agreement.Agree() || tr.Agreement.Version != 4 {
		t.Errorf("agreement %+v", tr.Agreement)
	}
}

func TestUpdatesThatDoNotFitAreRejected(t *testing.T) {
	p := DefaultParams()
	p.Table = flowtable.Params{Ways: 4, Slots: 64, Stash: 0, MaxKicks: 20, Trials: 1, Seed: 1}
	p.Txns, p.OpsPerTxn, p.DeletePct = 10, 20, 0
	tr, err := Run(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	rejected := 0
	for _, r := range tr.Log {
		if r.Kind == Reject {
			rejected++
		}
	}
	if rejected == 0 || !tr.Agreement.Agree() {
		t.Errorf("%d rejected, agreement %+v", rejected, tr.Agreement)
	}
}

func TestInjectRejectsNonsense(t *testing.T) {
	s, err := New(DefaultParams())
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []Fault{{Kind: RestartRNIC, RNIC: 8}, {Kind: DropChannel, RNIC: -1}, {Kind: FaultKind(7)}} {
		if _, err := s.Inject(f); err == nil {
			t.Errorf("%+v accepted", f)
		}
	}
	if _, err := s.Inject(Fault{Kind: CrashDPU}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Inject(Fault{Kind: CrashDPU}); err == nil {
		t.Error("a second crash while the server reboots is accepted")
	}
}

func TestStatusShowsAPartialUpdate(t *testing.T) {
	s, err := New(DefaultParams())
	if err != nil {
		t.Fatal(err)
	}
	for range 4 { // begin, then three writes to RNIC 0
		s.Step()
	}
	st := s.Status()
	if st[0].Applied != 3 || st[0].Pending == 0 || st[1].Applied != 0 || st[0].State != ChannelEstablished {
		t.Errorf("status %+v", st[:2])
	}
}

func TestCancelledRunStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := RunCtx(ctx, DefaultParams(), nil); !errors.Is(err, context.Canceled) {
		t.Errorf("run: %v", err)
	}
}

func TestNames(t *testing.T) {
	for _, s := range States {
		if s.String() == "" || s.String()[0] == 's' {
			t.Errorf("state %d: %q", int(s), s.String())
		}
	}
	if EvRecovered.String() != "recovered" || EventKind(99).String() != "event(99)" || DPURecovering.String() != "recovering" {
		t.Error("names")
	}
	if Begin.String() != "begin" || Reject.String() != "reject" {
		t.Error("record names")
	}
}
