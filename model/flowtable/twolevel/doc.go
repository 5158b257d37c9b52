// Package twolevel simulates Pegasus's two-level flow tables: the SDN
// controller talks only to the DPU; the DPU keeps the authoritative
// software table and pushes each change, cell by cell over the CSR
// channel, to the hardware tables of its eight RNICs; a change commits in
// the DPU and the RNICs as one transaction recorded in a write-ahead log;
// a per-RNIC state machine (Initial, Channel Established, Waiting, Down)
// checks each RNIC's PCIe address only around restarts.
//
// The reader can restart an RNIC (its table is wiped and its PCIe address
// changes), drop an RNIC's channel mid-update, or crash the DPU (which
// reboots the whole server, RNICs included), and step the simulation event
// by event. Whatever the faults, once the run settles every RNIC holds
// exactly the DPU's table, and the log replays to it.
//
// The package is a pure engine: standard library and pegasus/model/...
// only.
package twolevel
