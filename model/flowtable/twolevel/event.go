package twolevel

import "fmt"

// EventKind is what happened in one step.
type EventKind int

// The events.
const (
	// EvBegin: the DPU planned an update and logged it (Version is new).
	EvBegin EventKind = iota
	// EvReject: the update does not fit the table; logged, nothing written.
	EvReject
	// EvWrite: one cell written to an RNIC over the CSR channel.
	EvWrite
	// EvVersion: an RNIC's version register written: it holds a version
	// whole.
	EvVersion
	// EvCommit: every RNIC that is up holds the version; the DPU logs the
	// commit and applies it to its software table.
	EvCommit
	// EvCommandFailed: a command to an RNIC failed; its state is Waiting.
	EvCommandFailed
	// EvCheck: the DPU checked an RNIC's PCIe address (From -> To).
	EvCheck
	// EvDiscovered: a restarted RNIC reappeared at a new address.
	EvDiscovered
	// EvWaitChannel: the DPU waited for a dropped channel.
	EvWaitChannel
	// EvWaitReboot: the DPU waited for a rebooting RNIC.
	EvWaitReboot
	// EvFaultRestart, EvFaultDrop, EvFaultCrash: injected faults.
	EvFaultRestart
	EvFaultDrop
	EvFaultCrash
	// EvDPUBack: the server is back; the DPU starts its recovery.
	EvDPUBack
	// EvReplay: the DPU replayed one log record.
	EvReplay
	// EvRecovered: the DPU finished its replay and resumes.
	EvRecovered
)

var eventNames = []string{
	"begin", "reject", "write", "version", "commit", "command_failed", "check", "discovered",
	"wait_channel", "wait_reboot", "fault_restart", "fault_drop", "fault_crash", "dpu_back", "replay", "recovered",
}

// String names the event kind in snake case.
func (k EventKind) String() string { return nameOf(eventNames, k, "event") }

// nameOf is the name of v among names, or "kind(v)" for a value outside
// them.
func nameOf[V ~int](names []string, v V, kind string) string {
	if v >= 0 && int(v) < len(names) {
		return names[v]
	}
	return fmt.Sprintf("%s(%d)", kind, int(v))
}

// Event is one step of the simulation, with the state after it.
type Event struct {
	N    int     // number of the event, from 0
	AtUs float64 // simulated time, microseconds
	Kind EventKind
	RNIC int // the RNIC concerned, or -1
	Txn  int // the controller's update, or -1
	// Version is the table version begun, written, committed or replayed
	// (0 when none).
	Version int
	Cell    int // EvWrite: the cell written (-1 otherwise)
	// From and To are the RNIC's state before and after (equal when the
	// event does not move it).
	From, To State
	// Committed is the DPU's last committed version after the event.
	Committed int
}
