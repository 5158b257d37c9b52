package csr

import "math"

// Calibration is what the model must assume to land on the digest's
// production update, 3.54 s with the address checked on every command and
// 1.5 s with the state machine. The paper gives neither the update's size
// nor the cost of a check, so two inputs are solved for, the rest fixed:
//
//   - Entries (calibrated): with no restart during the update the state
//     machine makes no check, so 1.5 s is pure data. At 4 MB/s that is
//     6.0 MB; over 8 RNICs with 32-byte entries it is 23,438 entries per
//     RNIC, inside the digest's "tens of thousands" and the 32K table.
//   - CheckUs (calibrated): checking every command adds one check per
//     access, so the ratio 3.54 / 1.5 = 2.36 makes a check 1.36 accesses
//     long, 2.72 us with 8-byte accesses (1.36 us with 4-byte ones).
//
// The speedup does not depend on the update's size: it is 1 + check time
// / access time, whatever is pushed.
type Calibration struct {
	Entries     int     // entries per RNIC in the production update (rounded)
	EntryBytes  int     // assumed
	RNICs       int     // the digest's 8
	AccessBytes int     // assumed
	MBps        float64 // the digest's 4 MB/s
	CheckUs     float64 // one address check
	// Before and After are the model's times at these values.
	Before, After float64
}

// Calibrate solves the update's size and the check time for the given
// entry size, RNIC count, access width and rate (all positive).
func Calibrate(entryBytes, rnics, accessBytes int, mbps float64) Calibration {
	c := Calibration{EntryBytes: entryBytes, RNICs: rnics, AccessBytes: accessBytes, MBps: mbps}
	accessUs := float64(accessBytes) / mbps
	perEntry := (entryBytes + accessBytes - 1) / accessBytes
	accesses := ProductionAfterS * 1e6 / accessUs
	c.Entries = int(math.Round(accesses / float64(rnics*perEntry)))
	c.CheckUs = math.Round((ProductionBeforeS/ProductionAfterS-1)*accessUs*1e4) / 1e4
	r := push(Params{Entries: c.Entries, EntryBytes: entryBytes, RNICs: rnics, AccessBytes: accessBytes, MBps: mbps, CheckUs: c.CheckUs, TableEntries: max(c.Entries, 1)})
	c.Before, c.After = r.SecondsCheckEveryCommand, r.SecondsStateMachine
	return c
}
