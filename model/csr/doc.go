// Package csr models the only channel from Pegasus's DPU to a remote RNIC:
// the RNIC's control and status registers, reached by serial accesses of 4
// to 8 bytes at about 4 MB/s, from a different PCIe domain whose address
// for the RNIC changes when the RNIC restarts. It computes the time to push
// N entries when the DPU checks the PCIe address on every command and when
// a per-RNIC state machine checks it only around restarts, shows what the
// model must assume to land on the digest's production 3.54 s -> 1.5 s,
// and carries the scale view from the 8K GPUs deployed to the 100K-GPU
// target.
//
// The package is a pure engine: standard library and pegasus/model/...
// only.
package csr
