package spray

import (
	"container/heap"
	"math"
)

// NIC is the RNIC that runs the collective.
type NIC string

// The two NICs of the digest's Figure 13.
const (
	CX7AR NIC = "cx7-ar" // commodity CX7 with switch adaptive routing: holds each write-with-immediate one round trip
	PRNIC NIC = "p-rnic" // Pegasus's RNIC: sends it right after the last write; the receiver orders completions
)

// AllReduceParams describe a ring all-reduce across servers, one ring per
// NIC (channel), each sending its share of the message in chunks that
// pipeline around the ring.
type AllReduceParams struct {
	Servers  int     // ranks on each ring (the testbed: 4 servers)
	Channels int     // rings in parallel, one per NIC (8)
	LineGbps float64 // NIC rate
	ChunkKiB float64 // NCCL chunk size
	HopUs    float64 // per-hop latency besides sending: wire, switch, kernel (us)
	RTTUs    float64 // round trip the commodity NIC waits per chunk before its write-with-immediate (us)
	LaunchUs float64 // fixed start-up cost of the collective (us)
	Slots    int     // chunks a receiver buffers per ring (NCCL_STEPS)
}

// DefaultAllReduce is the setting whose curves show what the digest reads
// from Figure 13: about twice the bus bandwidth for the P-RNIC at 8-16 MB,
// about equal from 64 MB up.
func DefaultAllReduce() AllReduceParams {
	return AllReduceParams{Servers: 4, Channels: 8, LineGbps: 400, ChunkKiB: 256, HopUs: 5, RTTUs: 10, LaunchUs: 2, Slots: 8}
}

// Validate reports the first input that is not allowed.
func (p AllReduceParams) Validate() error {
	switch {
	case p.Servers < 2 || p.Servers > 64:
		return rangeError("servers", p.Servers, 2, 64, true)
	case p.Channels < 1 || p.Channels > 64:
		return rangeError("channels", p.Channels, 1, 64, true)
	case !(p.LineGbps > 0):
		return kindError("line_gbps", p.LineGbps, Positive)
	case !(p.ChunkKiB >= 64 && p.ChunkKiB <= 16384):
		return rangeError("chunk_kib", p.ChunkKiB, 64, 16384, false)
	case !(p.HopUs >= 0) || !(p.RTTUs >= 0) || !(p.LaunchUs >= 0):
		return kindError("rtt_us", p.RTTUs, NonNegative)
	case p.Slots < 1 || p.Slots > 64:
		return rangeError("slots", p.Slots, 1, 64, true)
	}
	return nil
}

// MinSizeBytes and MaxSizeBytes bound the message sizes the curves cover.
const (
	MinSizeBytes = 1 << 20
	MaxSizeBytes = 1 << 30
)

// BusBandwidthGbps is the bus bandwidth per NIC of an all-reduce of size
// bytes: 2(N-1)/N of each ring's share over the time it takes, the usual
// NCCL definition, so it is at most the line rate.
//
// Each ring moves its share in 2(N-1) steps of share/N bytes, in chunks.
// A chunk can go once the same chunk of the previous step has arrived from
// the neighbour (one send plus the hop latency, plus one round trip on the
// commodity NIC, whose write-with-immediate waits for the earlier writes'
// acknowledgements), once the link is free, and once the receiver has a
// free slot. Ready chunks go in step order. All ranks of a ring are alike,
// so following one is enough.
func BusBandwidthGbps(p AllReduceParams, nic NIC, bytes float64) float64 {
	n := float64(p.Servers)
	share := bytes / float64(p.Channels)
	perStep := share / n
	chunks := int(math.Ceil(perStep / (p.ChunkKiB * 1024)))
	chunk := perStep / float64(chunks)
	sendNs := chunk * 8 / p.LineGbps
	lag := p.HopUs * 1000
	if nic == CX7AR {
		lag += p.RTTUs * 1000
	}
	steps := 2 * (p.Servers - 1)
	// pending holds chunks by the time their next step may go; available
	// holds those already ready, by step then chunk.
	pending := &chunkHeap{less: func(a, b chunkState) bool { return a.ready < b.ready || (a.ready == b.ready && a.id < b.id) }}
	available := &chunkHeap{less: func(a, b chunkState) bool { return a.step < b.step || (a.step == b.step && a.id < b.id) }}
	for j := 0; j < chunks; j++ {
		heap.Push(pending, chunkState{id: j})
	}
	var arrivals []float64 // in send order, for the slot limit
	linkFree, last := 0.0, 0.0
	for sent := 0; sent < steps*chunks; sent++ {
		now := linkFree
		if k := len(arrivals) - p.Slots; k >= 0 {
			now = math.Max(now, arrivals[k])
		}
		if available.Len() == 0 && pending.items[0].ready > now {
			now = pending.items[0].ready // the link waits for the next chunk
		}
		for pending.Len() > 0 && pending.items[0].ready <= now {
			heap.Push(available, heap.Pop(pending))
		}
		c := heap.Pop(available).(chunkState)
		arrive := now + sendNs + lag
		linkFree = now + sendNs
		arrivals = append(arrivals, arrive)
		last = math.Max(last, arrive)
		if c.step+1 < steps {
			heap.Push(pending, chunkState{id: c.id, step: c.step + 1, ready: arrive})
		}
	}
	totalNs := last + p.LaunchUs*1000
	return 2 * (n - 1) / n * share * 8 / totalNs
}

// CurvePoint is the bus bandwidth of both NICs at one message size.
type CurvePoint struct {
	Bytes      float64
	CX7, PRNIC float64 // Gb/s per NIC
}

// AllReduceCurve samples both NICs from 1 MiB to 1 GiB, four points per
// doubling.
func AllReduceCurve(p AllReduceParams) []CurvePoint {
	var out []CurvePoint
	for e := 0.0; e <= 40; e++ {
		b := MinSizeBytes * math.Pow(2, e/4)
		out = append(out, CurvePoint{Bytes: b, CX7: BusBandwidthGbps(p, CX7AR, b), PRNIC: BusBandwidthGbps(p, PRNIC, b)})
	}
	return out
}

// chunkState is one chunk of a ring's step: which chunk, which step it is
// at, and when that step may be sent.
type chunkState struct {
	id, step int
	ready    float64
}

// chunkHeap is a min-heap of chunks under an order.
type chunkHeap struct {
	items []chunkState
	less  func(a, b chunkState) bool
}

func (h *chunkHeap) Len() int           { return len(h.items) }
func (h *chunkHeap) Less(i, j int) bool { return h.less(h.items[i], h.items[j]) }
func (h *chunkHeap) Swap(i, j int)      { h.items[i], h.items[j] = h.items[j], h.items[i] }
func (h *chunkHeap) Push(x any)         { h.items = append(h.items, x.(chunkState)) }
func (h *chunkHeap) Pop() any {
	x := h.items[len(h.items)-1]
	h.items = h.items[:len(h.items)-1]
	return x
}
