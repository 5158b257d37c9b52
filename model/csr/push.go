package csr

import "math"

// Push is the time to write Entries entries to each of RNICs RNICs.
//
// The DPU issues one access at a time. Each access moves AccessBytes at
// the channel's rate; an entry of EntryBytes takes ceil(EntryBytes /
// AccessBytes) accesses, each of them a command. Checking the PCIe address
// on every command adds one check per access. The state machine adds
// checks only around restarts (ChecksPerRestart each). A restart wipes the
// RNIC's on-chip table, so its entries are written again (in both modes).
type Push struct {
	Params           Params
	AccessUs         float64 // one access
	AccessesPerEntry int
	// Accesses counts every access: RNICs*Entries*AccessesPerEntry, plus
	// Entries*AccessesPerEntry again for each restart.
	Accesses int
	// Checks made in each mode.
	ChecksEveryCommand, ChecksStateMachine int
	// DataSeconds is the accesses alone, with no checks.
	DataSeconds float64
	// SecondsCheckEveryCommand and SecondsStateMachine are the two modes'
	// times.
	SecondsCheckEveryCommand float64
	SecondsStateMachine      float64
	// Speedup is the first over the second.
	Speedup float64
	// GoodputMBps is the entry bytes delivered per second in each mode.
	GoodputEveryMBps, GoodputStateMachineMBps float64
}

// PushTime computes a push; p must pass Validate.
func PushTime(p Params) (Push, error) {
	if err := validated("push", p); err != nil {
		return Push{}, err
	}
	return push(p), nil
}

// push computes a push of valid params.
func push(p Params) Push {
	r := Push{Params: p, AccessUs: p.AccessUs(), AccessesPerEntry: p.AccessesPerEntry()}
	perRNIC := p.Entries * r.AccessesPerEntry
	r.Accesses = (p.RNICs + p.Restarts) * perRNIC
	r.ChecksEveryCommand = r.Accesses + ChecksPerRestart*p.Restarts
	r.ChecksStateMachine = ChecksPerRestart * p.Restarts
	r.DataSeconds = float64(r.Accesses) * r.AccessUs / 1e6
	r.SecondsCheckEveryCommand = r.DataSeconds + float64(r.ChecksEveryCommand)*p.CheckUs/1e6
	r.SecondsStateMachine = r.DataSeconds + float64(r.ChecksStateMachine)*p.CheckUs/1e6
	r.Speedup = r.SecondsCheckEveryCommand / r.SecondsStateMachine
	payload := float64(p.RNICs*p.Entries*p.EntryBytes) / 1e6
	r.GoodputEveryMBps = payload / r.SecondsCheckEveryCommand
	r.GoodputStateMachineMBps = payload / r.SecondsStateMachine
	return r
}

// CurvePoint is both modes' time at one entry count.
type CurvePoint struct {
	Entries                  int
	SecondsCheckEveryCommand float64
	SecondsStateMachine      float64
}

// Curve returns the push time for entry counts from 0 to p.TableEntries in
// n+1 even steps (n from 1 to 1000), the other inputs as in p.
func Curve(p Params, n int) ([]CurvePoint, error) {
	if err := validated("curve", p); err != nil {
		return nil, err
	}
	n = min(max(n, 1), 1000)
	out := make([]CurvePoint, n+1)
	for i := range out {
		q := p
		q.Entries = int(math.Round(float64(p.TableEntries) * float64(i) / float64(n)))
		r := push(q)
		out[i] = CurvePoint{Entries: q.Entries, SecondsCheckEveryCommand: r.SecondsCheckEveryCommand, SecondsStateMachine: r.SecondsStateMachine}
	}
	return out, nil
}
