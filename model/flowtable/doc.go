// Package flowtable models the RNIC's hardware flow table: a d-way cuckoo
// hash of d equal banks with one slot per bank for each key, all d
// candidates checked in parallel, and a small stash checked after them.
// Keys are inserted by a random eviction walk with a move limit; a key the
// walk leaves homeless goes to the stash, and when the stash is full the
// walk is undone and the insertion fails, so no key is ever lost.
//
// Fill inserts a tenant's VPC entries until the first insertion fails and
// records the load at the first stash use and at overflow; Sweep repeats it
// over trials. The package also holds the lookup semantics (VXLAN
// encapsulation on a hit, a drop on a miss), the asymptotic load
// thresholds of d-ary cuckoo hashing, and sizing helpers that compare an AI
// cloud's VPC with a classic cloud's and show what re-splitting a VPC buys.
//
// The package is a pure engine: standard library and pegasus/model/knob
// only.
package flowtable
