// Package te simulates the traffic-engineering controller of Tencent's
// previous AI cluster facing the congestion section 2 of the digest
// describes: several medium flows that overlap for a short time overload
// one link; a controller that reads averaged counters every interval (10
// s) moves the flow with the largest average, which is often a steady
// background flow rather than one of the bursty flows causing the
// overload, waits for the next counters and tries again. The output is
// the distribution of relief times, a timeline of one episode, and the
// reaction time of per-packet spraying with receiver credits, which acts
// within round trips.
//
// The seed reports relief in about 95 s; the model's flow mix was chosen
// (calibrated) so that its mean lands near that, which the reference row
// says. The package is a pure engine.
package te
