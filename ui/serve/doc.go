// Package serve puts the explorer in front of a class over SSH (pegasus
// serve), with Charm's wish: every connection gets its own explorer, at
// its terminal's size, in its language and colours, and nothing else (no
// shell, command, forwarding or file transfer). With a lecture to follow,
// every session shows the presenter's step, page and knobs as they move,
// until the student leaves to explore alone.
//
// What a class may cost the machine is bounded: sessions, new
// connections per address, idle and total time, slow computations (a
// shared pool of workers and a shared cache of results, one computation
// for identical requests), and the screen output held for a slow client.
package serve
