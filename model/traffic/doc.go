// Package traffic generates the production traffic section 2 of the
// digest describes, as deterministic synthetic data: three ToR-NIC rate
// series sampled every 10 s for 3 hours (a training task, a decaying
// inference task, a tenant that alternates between load and idle), the
// message-size mixes of inference and training, and two traffic matrices
// (a co-designed training cluster's block diagonal against a bare-metal
// cloud's scattered one).
//
// The figures the seed gives (about 70 Gb/s; 45 to 12 Gb/s over 3 hours;
// about 45 Gb/s or idle; 68% of inference messages at 1 MB) are inputs of
// the generators; everything else (noise, the decay's shape, on and off
// lengths, the other message sizes, the jobs behind the matrices) is the
// model's choice, said so where it is made. The package is a pure engine.
package traffic
