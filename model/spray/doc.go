// Package spray models Pegasus's per-packet spraying and what it needs at
// the receiver: load over an ECMP group under five ways of choosing paths,
// the PSN and isCQE bitmaps that restore completion order, ring AllReduce
// with and without the extra round trip a commodity NIC pays per chunk,
// and the retransmission trigger that tells loss from reordering.
//
// Each engine declares its inputs once as a knob table (BalanceKnobs,
// AllReduceKnobs, RetxKnobs, ReceiverKnobs), runs in bounded time at every
// allowed input, takes a context so that a superseded run can be
// cancelled, and is deterministic for a given seed.
package spray
