package twolevel

import "pegasus/model/flowtable"

// rnic is the hardware: its on-chip table, its version register and its
// PCIe address, as the RNIC itself holds them.
type rnic struct {
	table   *flowtable.Table
	version int    // the last version applied whole (0 after a restart)
	addr    uint32 // PCIe address in the DPU's domain; a restart changes it
	alive   bool
	backUs  float64 // when a restarting RNIC is back
	linkUs  float64 // the CSR channel is down until then
}

// restart wipes the RNIC and gives it a new address when it comes back.
func (r *rnic) restart(nowUs, rebootUs float64, addr uint32) {
	r.table.Clear()
	r.version, r.addr, r.alive, r.backUs, r.linkUs = 0, addr, false, nowUs+rebootUs, 0
}

// view is the DPU's volatile knowledge of one RNIC.
type view struct {
	state   State
	addr    uint32 // the address the DPU last verified
	version int    // the RNIC's version register as the DPU last read or wrote it
	next    int    // next write of version+1 to push
	probed  bool   // checked since the last disturbance
}

// RNICStatus is one RNIC as a panel draws it.
type RNICStatus struct {
	State   State
	Alive   bool
	Version int // its version register
	// Applied and Pending count the writes of the next version (Version+1)
	// it holds and still needs; Applied > 0 with Pending > 0 is a table
	// part-way through an update.
	Applied, Pending int
	Entries          int // entries in its table
}
