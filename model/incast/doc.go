// Package incast simulates N-to-1 incast under one top-of-rack switch:
// N senders with Q queue pairs (QPs) each send to one receiver through a
// single egress queue with PFC. The senders run either Pegasus's
// receiver-granted credits or DCQCN, so the two can be compared on the
// same queue: depth over time, per-sender rates, credits in flight, PFC
// pause frames, queueing delay, goodput and flow completion times.
//
// The simulation is packet-level and event-driven (4 KiB packets, times
// in picoseconds) and deterministic for a given seed. Sweep runs both
// controls over a list of QP counts in the manner of Figure 14 of the
// paper, BufferVsBDP relates the bandwidth-delay product to the switch
// buffer at 100 to 800 Gb/s, and DCQCNFixedPoint solves the DCQCN fluid
// model for its steady state. Legacy lists how Pegasus keeps older NICs
// beside its own.
//
// The package is a pure engine: it imports no UI, configuration or
// translation package.
package incast
