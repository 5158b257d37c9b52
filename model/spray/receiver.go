package spray

import "fmt"

// StateBytesPerQP is the receiver state the digest gives for ordering
// write-with-immediate completions: at most 80 bytes per QP.
const StateBytesPerQP = 80

// BitmapWindow is how many packet positions each of the two bitmaps (PSN
// and isCQE) covers when stateBytes hold both and nothing else.
func BitmapWindow(stateBytes int) int { return stateBytes * 8 / 2 }

// Packet is one packet of an RDMA write stream. A write-with-immediate
// closes a chunk: it carries 4 bytes that the completion delivers.
type Packet struct {
	PSN     int
	WithImm bool
	Imm     uint32
}

// Completion is a completion-queue entry raised for a write-with-immediate.
type Completion struct {
	PSN int
	Imm uint32
}

// Receiver is one QP's receive side: every packet is placed in memory as
// it arrives (direct placement), a PSN bitmap records which have arrived
// and an isCQE bitmap which positions must raise a completion; the
// completion is raised only when the window head passes its position, so
// completions come out in order however the packets arrived.
type Receiver struct {
	window int
	head   int      // next PSN not yet arrived; everything below has
	psn    []bool   // ring: arrived
	cqe    []bool   // ring: raises a completion when the head passes
	imm    []uint32 // ring: immediates stored until then
	placed int      // packets written to memory so far
}

// NewReceiver makes a receiver whose bitmaps cover window positions.
func NewReceiver(window int) *Receiver {
	return &Receiver{window: window, psn: make([]bool, window), cqe: make([]bool, window), imm: make([]uint32, window)}
}

// Head is the first PSN not yet received.
func (r *Receiver) Head() int { return r.head }

// Placed is how many packets have been written to memory.
func (r *Receiver) Placed() int { return r.placed }

// Arrive takes one packet: it is placed at once and its bits set; if it
// fills the head, the head moves past every arrived packet and raises, in
// order, the completions it passes. A packet already received, or beyond
// the window, is refused.
func (r *Receiver) Arrive(p Packet) ([]Completion, error) {
	switch {
	case p.PSN < r.head:
		return nil, fmt.Errorf("PSN %d is a duplicate: the head is already at %d", p.PSN, r.head)
	case p.PSN >= r.head+r.window:
		return nil, fmt.Errorf("PSN %d is beyond the window [%d, %d)", p.PSN, r.head, r.head+r.window)
	}
	i := p.PSN % r.window
	if r.psn[i] {
		return nil, fmt.Errorf("PSN %d is a duplicate", p.PSN)
	}
	r.psn[i], r.cqe[i], r.imm[i] = true, p.WithImm, p.Imm
	r.placed++
	var out []Completion
	for r.psn[r.head%r.window] {
		j := r.head % r.window
		if r.cqe[j] {
			out = append(out, Completion{PSN: r.head, Imm: r.imm[j]})
		}
		r.psn[j], r.cqe[j], r.imm[j] = false, false, 0
		r.head++
	}
	return out, nil
}
