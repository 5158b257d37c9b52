package twolevel

import (
	"fmt"

	"pegasus/model/flowtable"
)

// Sim is one run of the two-level tables. It is not safe for concurrent
// use.
type Sim struct {
	p         Params
	tableSeed uint64
	empty     *flowtable.Table // an empty table of the RNICs' shape
	nowUs     float64
	events    int
	ctl       *controller
	rnics     []rnic
	nextAddr  uint32

	// Durable: the write-ahead log, and the controller's next update (the
	// controller knows which updates the DPU acknowledged).
	log     []Record
	nextTxn int

	// Volatile DPU state, lost in a crash and rebuilt from the log.
	dpu       DPUState
	dpuBackUs float64
	replayAt  int
	views     []view
	mirror    *flowtable.Table // the RNIC layout every begun version makes
	begun     []int            // log index of each version's Begin
	committed int
	auth      map[uint64]uint64 // the authoritative software table
}

// New prepares a run: every RNIC up, empty and in Channel Established.
func New(p Params) (*Sim, error) {
	if err := validated("new", p); err != nil {
		return nil, err
	}
	s := &Sim{p: p, tableSeed: p.Seed ^ 0x7ab1e, ctl: newController(p), nextAddr: 0x100}
	empty, err := flowtable.New(p.Table, s.tableSeed)
	if err != nil {
		return nil, fmt.Errorf("twolevel: new: %w", err)
	}
	s.empty = empty
	for range p.RNICs {
		s.rnics = append(s.rnics, rnic{table: empty.Clone(), addr: s.newAddr(), alive: true})
	}
	s.resetVolatile()
	for i := range s.views {
		s.views[i] = view{state: ChannelEstablished, addr: s.rnics[i].addr, probed: true}
	}
	return s, nil
}

// newAddr hands out PCIe addresses (bus/device/function), never reused.
func (s *Sim) newAddr() uint32 {
	s.nextAddr += 0x100
	return s.nextAddr
}

// resetVolatile is the DPU's state after a reboot, before its replay.
func (s *Sim) resetVolatile() {
	s.mirror, s.begun, s.committed, s.auth, s.replayAt = s.empty.Clone(), nil, 0, map[uint64]uint64{}, 0
	s.views = make([]view, len(s.rnics))
	for i := range s.views {
		s.views[i] = view{state: Down}
	}
}

// Params returns the run's parameters.
func (s *Sim) Params() Params { return s.p }

// NowUs is the simulated time.
func (s *Sim) NowUs() float64 { return s.nowUs }

// Log returns a copy of the write-ahead log.
func (s *Sim) Log() []Record { return append([]Record(nil), s.log...) }

// Committed is the DPU's last committed version.
func (s *Sim) Committed() int { return s.committed }

// DPU is the DPU's state.
func (s *Sim) DPU() DPUState { return s.dpu }

// Status reports every RNIC.
func (s *Sim) Status() []RNICStatus {
	out := make([]RNICStatus, len(s.rnics))
	for i, r := range s.rnics {
		st := RNICStatus{State: s.views[i].state, Alive: r.alive, Version: r.version, Entries: r.table.Len()}
		if rec, ok := s.record(r.version + 1); ok {
			for _, w := range rec.Writes {
				if e, used := r.table.Cell(w.Cell); used == w.NewUsed && (!used || e == w.New) {
					st.Applied++
				} else {
					st.Pending++
				}
			}
		}
		out[i] = st
	}
	return out
}

// record returns the Begin record of version v, if the DPU knows it.
func (s *Sim) record(v int) (Record, bool) {
	if v < 1 || v > len(s.begun) {
		return Record{}, false
	}
	return s.log[s.begun[v-1]], true
}

// target is the version every RNIC should reach: the last one begun.
func (s *Sim) target() int { return len(s.begun) }

// Done reports whether the run has settled: the DPU is up, every update
// is committed or rejected, and every RNIC is in Channel Established,
// checked since the last fault, at the last version.
func (s *Sim) Done() bool {
	if s.dpu != DPUUp || s.nextTxn < s.p.Txns || s.committed < s.target() {
		return false
	}
	for _, v := range s.views {
		if v.state != ChannelEstablished || !v.probed || v.version != s.committed {
			return false
		}
	}
	return true
}

// emit records an event at the current time.
func (s *Sim) emit(e Event) Event {
	e.N, e.AtUs = s.events, s.nowUs
	s.events++
	e.Committed = s.committed
	return e
}

// blank is an event with no RNIC, update or cell.
func blank(k EventKind) Event { return Event{Kind: k, RNIC: -1, Txn: -1, Cell: -1} }

// forRNIC is an event about RNIC i moving from one state to another.
func forRNIC(k EventKind, i int, from, to State) Event {
	e := blank(k)
	e.RNIC, e.From, e.To = i, from, to
	return e
}

// Step advances the run by one event; it returns false once the run has
// settled (and then does nothing).
func (s *Sim) Step() (Event, bool) {
	if s.Done() {
		return Event{}, false
	}
	s.tick()
	switch s.dpu {
	case DPURebooting:
		s.nowUs = max(s.nowUs, s.dpuBackUs)
		s.resetVolatile()
		s.dpu = DPURecovering
		return s.emit(blank(EvDPUBack)), true
	case DPURecovering:
		return s.replayOne(), true
	}
	for _, act := range []func() (Event, bool){
		s.discover, s.checkInitial, s.push, s.commit, s.resolveWaiting, s.begin, s.waitReboot, s.probe,
	} {
		if e, ok := act(); ok {
			return e, true
		}
	}
	// Unreachable: when nothing is left to do the run is Done.
	panic("twolevel: no step from an unsettled state")
}

// tick brings back every RNIC whose reboot is over.
func (s *Sim) tick() {
	for i := range s.rnics {
		if r := &s.rnics[i]; !r.alive && r.backUs <= s.nowUs {
			r.alive = true
		}
	}
}

// replayOne replays the next log record into the DPU's volatile state, or
// ends the recovery. A Begin without a Commit is rolled forward: the RNICs
// will receive it and it will commit.
func (s *Sim) replayOne() Event {
	if s.replayAt == len(s.log) {
		s.dpu = DPUUp
		if n := len(s.log); n > 0 {
			s.nextTxn = s.log[n-1].Txn + 1
		}
		return s.emit(blank(EvRecovered))
	}
	r := s.log[s.replayAt]
	switch r.Kind {
	case Begin:
		for _, w := range r.Writes {
			_ = s.mirror.Apply(w) // cells of a log written by this table's shape
		}
		s.begun = append(s.begun, s.replayAt)
	case Commit:
		applyOps(s.auth, s.log[s.begun[r.Version-1]].Ops)
		s.committed = r.Version
	}
	s.replayAt++
	e := blank(EvReplay)
	e.Txn, e.Version = r.Txn, r.Version
	return s.emit(e)
}

// discover moves a Down RNIC that is back to Initial.
func (s *Sim) discover() (Event, bool) {
	for i := range s.views {
		if s.views[i].state == Down && s.rnics[i].alive {
			s.views[i] = view{state: Initial}
			return s.emit(forRNIC(EvDiscovered, i, Down, Initial)), true
		}
	}
	return Event{}, false
}

// checkInitial checks the address of an RNIC in Initial.
func (s *Sim) checkInitial() (Event, bool) {
	for i := range s.views {
		if s.views[i].state == Initial {
			return s.check(i), true
		}
	}
	return Event{}, false
}

// check reads RNIC i's PCIe address and version register, and probes its
// channel: the only commands that verify the address.
func (s *Sim) check(i int) Event {
	s.nowUs += s.p.Channel.CheckUs
	v, r := &s.views[i], &s.rnics[i]
	from := v.state
	switch {
	case !r.alive || (from != Initial && r.addr != v.addr):
		*v = view{state: Down}
	case s.nowUs < r.linkUs:
		v.state, v.addr = Waiting, r.addr
	default:
		// The version register says where the RNIC stands; the DPU resumes
		// from the first write of the next version.
		*v = view{state: ChannelEstablished, addr: r.addr, version: r.version, probed: true}
	}
	return s.emit(forRNIC(EvCheck, i, from, v.state))
}

// commandOK reports whether a command to RNIC i reaches it.
func (s *Sim) commandOK(i int) bool {
	r := &s.rnics[i]
	return r.alive && r.addr == s.views[i].addr && s.nowUs >= r.linkUs
}

// push writes the next cell (or the version register) of the lowest RNIC
// in Channel Established that is behind.
func (s *Sim) push() (Event, bool) {
	for i := range s.views {
		v := &s.views[i]
		if v.state != ChannelEstablished || v.version >= s.target() {
			continue
		}
		rec, _ := s.record(v.version + 1)
		if !s.commandOK(i) {
			s.nowUs += s.p.Channel.AccessUs()
			v.state, v.probed = Waiting, false
			e := forRNIC(EvCommandFailed, i, ChannelEstablished, Waiting)
			e.Version, e.Txn = rec.Version, rec.Txn
			return s.emit(e), true
		}
		r := &s.rnics[i]
		if v.next < len(rec.Writes) {
			w := rec.Writes[v.next]
			_ = r.table.Apply(w) // a cell of this table's shape
			v.next++
			s.nowUs += s.p.writeUs()
			e := forRNIC(EvWrite, i, ChannelEstablished, ChannelEstablished)
			e.Version, e.Txn, e.Cell = rec.Version, rec.Txn, w.Cell
			return s.emit(e), true
		}
		r.version, v.version, v.next = rec.Version, rec.Version, 0
		s.nowUs += s.p.Channel.AccessUs()
		e := forRNIC(EvVersion, i, ChannelEstablished, ChannelEstablished)
		e.Version, e.Txn = rec.Version, rec.Txn
		return s.emit(e), true
	}
	return Event{}, false
}

// commit commits the version in flight once every RNIC holds it or is
// Down (a Down RNIC was wiped and serves nothing; it is rebuilt from the
// log when it returns). An RNIC in Waiting or Initial may hold part of
// the version, so it holds the commit back.
func (s *Sim) commit() (Event, bool) {
	if s.committed >= s.target() {
		return Event{}, false
	}
	for _, v := range s.views {
		if v.state == Down {
			continue
		}
		if v.state != ChannelEstablished || v.version < s.target() {
			return Event{}, false
		}
	}
	rec, _ := s.record(s.target())
	s.log = append(s.log, Record{Kind: Commit, Txn: rec.Txn, Version: rec.Version})
	applyOps(s.auth, rec.Ops)
	s.committed = rec.Version
	s.ctl.acknowledge(rec.Ops, true)
	e := blank(EvCommit)
	e.Txn, e.Version = rec.Txn, rec.Version
	return s.emit(e), true
}

// resolveWaiting checks an RNIC in Waiting once there is something to
// learn: its channel is back, or it is gone. With nothing else to do, the
// DPU waits for the earliest channel to return.
func (s *Sim) resolveWaiting() (Event, bool) {
	earliest := -1
	for i := range s.views {
		if s.views[i].state != Waiting {
			continue
		}
		r := &s.rnics[i]
		if !r.alive || r.addr != s.views[i].addr || s.nowUs >= r.linkUs {
			return s.check(i), true
		}
		if earliest < 0 || r.linkUs < s.rnics[earliest].linkUs {
			earliest = i
		}
	}
	if earliest < 0 {
		return Event{}, false
	}
	s.nowUs = s.rnics[earliest].linkUs
	return s.emit(forRNIC(EvWaitChannel, earliest, Waiting, Waiting)), true
}

// begin plans and logs the controller's next update, once the last one
// has committed.
func (s *Sim) begin() (Event, bool) {
	if s.committed < s.target() || s.nextTxn >= s.p.Txns {
		return Event{}, false
	}
	txn := s.nextTxn
	ops := s.ctl.update(txn)
	s.nextTxn++
	e := blank(EvBegin)
	e.Txn = txn
	writes, ok := s.plan(ops)
	if !ok {
		s.log = append(s.log, Record{Kind: Reject, Txn: txn, Ops: ops})
		s.ctl.acknowledge(ops, false)
		e.Kind = EvReject
		return s.emit(e), true
	}
	rec := Record{Kind: Begin, Txn: txn, Version: s.target() + 1, Ops: ops, Writes: writes}
	s.log = append(s.log, rec)
	s.begun = append(s.begun, len(s.log)-1)
	e.Version = rec.Version
	return s.emit(e), true
}

// plan applies ops to the DPU's copy of the RNIC layout and returns the
// net writes; if an entry does not fit, every change is undone.
func (s *Sim) plan(ops []Op) ([]flowtable.Write, bool) {
	var all []flowtable.Write
	for _, o := range ops {
		var ws []flowtable.Write
		if o.Kind == Remove {
			_, ws = s.mirror.DeleteWrites(o.Key)
		} else {
			var out flowtable.Outcome
			out, ws = s.mirror.InsertWrites(flowtable.Entry{Key: o.Key, Value: o.Value})
			if out.Status == flowtable.Full {
				for i := len(all) - 1; i >= 0; i-- {
					w := all[i]
					_ = s.mirror.Apply(flowtable.Write{Cell: w.Cell, New: w.Old, NewUsed: w.OldUsed})
				}
				return nil, false
			}
		}
		all = append(all, ws...)
	}
	return netWrites(all), true
}

// waitReboot waits for the first Down RNIC to come back.
func (s *Sim) waitReboot() (Event, bool) {
	first := -1
	for i := range s.views {
		if s.views[i].state == Down && !s.rnics[i].alive && (first < 0 || s.rnics[i].backUs < s.rnics[first].backUs) {
			first = i
		}
	}
	if first < 0 {
		return Event{}, false
	}
	s.nowUs = max(s.nowUs, s.rnics[first].backUs)
	s.tick()
	return s.emit(forRNIC(EvWaitReboot, first, Down, Down)), true
}

// probe checks, when there is nothing else to do, each RNIC not checked
// since the last fault: the DPU cannot tell which RNIC a disturbance hit.
func (s *Sim) probe() (Event, bool) {
	for i := range s.views {
		if s.views[i].state == ChannelEstablished && !s.views[i].probed {
			return s.check(i), true
		}
	}
	return Event{}, false
}

// FaultKind is a fault the reader can inject.
type FaultKind int

// The faults.
const (
	// RestartRNIC: the RNIC reboots: its table is wiped, its version
	// register reset, and it returns after RebootS at a new PCIe address.
	RestartRNIC FaultKind = iota
	// DropChannel: the RNIC's CSR channel fails for DropMs; the RNIC and
	// its table are untouched.
	DropChannel
	// CrashDPU: the DPU fails, which reboots the whole server (the
	// digest's limits): every RNIC restarts too. The log survives.
	CrashDPU
)

// Fault is one injected fault.
type Fault struct {
	Kind FaultKind
	RNIC int // RestartRNIC and DropChannel: which RNIC
}

// Inject applies a fault now.
func (s *Sim) Inject(f Fault) (Event, error) {
	if f.Kind != CrashDPU && (f.RNIC < 0 || f.RNIC >= len(s.rnics)) {
		return Event{}, fmt.Errorf("twolevel: fault on RNIC %d of %d", f.RNIC, len(s.rnics))
	}
	for i := range s.views {
		s.views[i].probed = false
	}
	switch f.Kind {
	case RestartRNIC:
		s.rnics[f.RNIC].restart(s.nowUs, s.p.RebootS*1e6, s.newAddr())
		return s.emit(forRNIC(EvFaultRestart, f.RNIC, s.views[f.RNIC].state, s.views[f.RNIC].state)), nil
	case DropChannel:
		r := &s.rnics[f.RNIC]
		r.linkUs = max(r.linkUs, s.nowUs+s.p.DropMs*1e3)
		return s.emit(forRNIC(EvFaultDrop, f.RNIC, s.views[f.RNIC].state, s.views[f.RNIC].state)), nil
	case CrashDPU:
		if s.dpu == DPURebooting {
			return Event{}, fmt.Errorf("twolevel: the DPU is already down")
		}
		s.dpu, s.dpuBackUs = DPURebooting, s.nowUs+s.p.RebootS*1e6
		for i := range s.rnics {
			s.rnics[i].restart(s.nowUs, s.p.RebootS*1e6, s.newAddr())
		}
		return s.emit(blank(EvFaultCrash)), nil
	}
	return Event{}, fmt.Errorf("twolevel: unknown fault %d", f.Kind)
}
