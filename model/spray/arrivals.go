package spray

// arrival is a packet reaching the receiver.
type arrival struct {
	at  float64 // ns
	psn int
}

// before orders arrivals by time, then by PSN, so that a run does not
// depend on how the heap breaks ties.
func (a arrival) before(b arrival) bool {
	return a.at < b.at || (a.at == b.at && a.psn < b.psn)
}

// arrivalHeap is a binary min-heap of arrivals.
type arrivalHeap struct{ items []arrival }

func (h *arrivalHeap) len() int     { return len(h.items) }
func (h *arrivalHeap) min() arrival { return h.items[0] }

// push adds an arrival.
func (h *arrivalHeap) push(a arrival) {
	h.items = append(h.items, a)
	i := len(h.items) - 1
	for i > 0 {
		parent := (i - 1) / 2
		if !h.items[i].before(h.items[parent]) {
			break
		}
		h.items[i], h.items[parent] = h.items[parent], h.items[i]
		i = parent
	}
}

// pop removes and returns the earliest arrival.
func (h *arrivalHeap) pop() arrival {
	top := h.items[0]
	last := len(h.items) - 1
	h.items[0] = h.items[last]
	h.items = h.items[:last]
	for i := 0; ; {
		small, l, r := i, 2*i+1, 2*i+2
		if l < last && h.items[l].before(h.items[small]) {
			small = l
		}
		if r < last && h.items[r].before(h.items[small]) {
			small = r
		}
		if small == i {
			break
		}
		h.items[i], h.items[small] = h.items[small], h.items[i]
		i = small
	}
	return top
}
