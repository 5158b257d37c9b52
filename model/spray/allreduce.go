package spray

import (
	"container/heap"
	"context"
	"math"
)

// NIC is the RNIC that runs the collective.
type NIC string

// The two NICs of the digest's Figure 13.
const (
	CX7AR NIC = "cx7-ar" // commodity CX7 with switch adaptive routing: holds each write-with-immediate one round trip
	PRNIC NIC = "p-rnic" // Pegasus's RNIC: sends it right after the last write; the receiver orders completions
)

// MinSizeBytes and MaxSizeBytes bound the message sizes the curves cover.
const (
	MinSizeBytes = 1 << 20
	MaxSizeBytes = 1 << 30
)

// BusBandwidthGbps is the bus bandwidth per NIC of an all-reduce of size
// bytes: 2(N-1)/N of each ring's share over the time it takes, the usual
// NCCL definition, so it is at most the line rate. It is 0 when p does not
// pass Validate or bytes is not in (0, MaxSizeBytes].
//
// Each ring moves its share in 2(N-1) steps of share/N bytes, in chunks.
// A chunk can go once the same chunk of the previous step has arrived from
// the neighbour (one send plus the hop latency, plus one round trip on the
// commodity NIC, whose write-with-immediate waits for the earlier writes'
// acknowledgements), once the link is free, and once the receiver has a
// free slot. Ready chunks go in step order. All ranks of a ring are alike,
// so following one is enough.
func BusBandwidthGbps(p AllReduceParams, nic NIC, bytes float64) float64 {
	if p.check() != nil {
		return 0
	}
	bw, _ := busBandwidth(context.Background(), p, nic, bytes)
	return bw
}

// busBandwidth is BusBandwidthGbps on valid parameters, cancellable. The
// work is 2(N-1) x chunks sends, at most 2 x MaxSizeBytes / (channels x
// 64 KiB) = 32,768.
func busBandwidth(ctx context.Context, p AllReduceParams, nic NIC, bytes float64) (float64, error) {
	if !(bytes > 0 && bytes <= MaxSizeBytes) {
		return 0, nil
	}
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
	arrivals := make([]float64, 0, steps*chunks) // in send order, for the slot limit
	linkFree, last := 0.0, 0.0
	for sent := 0; sent < steps*chunks; sent++ {
		if sent%checkEvery == 0 && ctx.Err() != nil {
			return 0, ctx.Err()
		}
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
	return 2 * (n - 1) / n * share * 8 / totalNs, nil
}

// CurvePoint is the bus bandwidth of both NICs at one message size.
type CurvePoint struct {
	Bytes      float64
	CX7, PRNIC float64 // Gb/s per NIC
}

// CurveSizes is how many message sizes a curve samples: 1 MiB to 1 GiB,
// four per doubling.
const CurveSizes = 41

// AllReduceCurve is AllReduceCurveCtx without cancellation; parameters
// that do not pass Validate give no points.
func AllReduceCurve(p AllReduceParams) []CurvePoint { return uncancelled(AllReduceCurveCtx, p) }

// AllReduceCurveCtx samples both NICs from 1 MiB to 1 GiB, four points per
// doubling (SizeMB plays no part). It returns ctx.Err() soon after ctx is
// done.
func AllReduceCurveCtx(ctx context.Context, p AllReduceParams) ([]CurvePoint, error) {
	if err := p.check(); err != nil {
		return nil, err
	}
	out := make([]CurvePoint, 0, CurveSizes)
	for e := range CurveSizes {
		b := MinSizeBytes * math.Pow(2, float64(e)/4)
		pt, err := point(ctx, p, b)
		if err != nil {
			return nil, err
		}
		out = append(out, pt)
	}
	return out, nil
}

// AllReduceAt is both NICs at the message size SizeMB.
func AllReduceAt(p AllReduceParams) (CurvePoint, error) {
	if err := p.check(); err != nil {
		return CurvePoint{}, err
	}
	return point(context.Background(), p, p.SizeBytes())
}

// point is both NICs at one size.
func point(ctx context.Context, p AllReduceParams, bytes float64) (CurvePoint, error) {
	cx, err := busBandwidth(ctx, p, CX7AR, bytes)
	if err != nil {
		return CurvePoint{}, err
	}
	pr, err := busBandwidth(ctx, p, PRNIC, bytes)
	if err != nil {
		return CurvePoint{}, err
	}
	return CurvePoint{Bytes: bytes, CX7: cx, PRNIC: pr}, nil
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
