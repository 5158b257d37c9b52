// Package pcie models PCIe incast inside a server (section 3.4 of the
// digest): host-to-GPU copies (KV-cache and multimodal offload) share the
// PCIe link into the GPU with the RNIC's writes of network data. Past a
// queue threshold the RNIC's credit generator slows; past a higher one
// the RNIC sends PFC pause frames into the fabric (TX PFC), which is on
// by default and turned off per NIC when its pause counters run high, so
// that local PCIe congestion does not spread as pauses.
//
// The model is a fluid one, stepped every 20 ns: rates and the RNIC's
// queue over time, pause frames that reach the fabric, and bytes the
// RNIC drops when its buffer overflows with TX PFC off. Every number is
// the model's choice (the seed gives none); the package is a pure engine.
package pcie
