package incast

// ring is a first-in first-out queue of T in a buffer whose length is a
// power of two (or zero), doubled when full. Entries are filled in place
// (add returns the new slot): an entry built whole and copied in would be
// read back across the smaller stores that built it, which the processor
// does not forward.
type ring[T any] struct {
	buf     []T
	head, n int
}

// add makes room at the end and returns the new last slot to fill.
func (r *ring[T]) add() *T {
	if r.n == len(r.buf) {
		grown := make([]T, max(16, 2*len(r.buf)))
		for i := range r.n {
			grown[i] = r.buf[(r.head+i)&(len(r.buf)-1)]
		}
		r.buf, r.head = grown, 0
	}
	e := &r.buf[(r.head+r.n)&(len(r.buf)-1)]
	r.n++
	return e
}

// push adds v at the end.
func (r *ring[T]) push(v T) { *r.add() = v }

// pop removes the oldest entry and returns it; the ring must not be
// empty.
func (r *ring[T]) pop() T {
	v := *r.first()
	r.drop()
	return v
}

// first is the oldest entry; the ring must not be empty.
func (r *ring[T]) first() *T { return &r.buf[r.head] }

// last is the newest entry; the ring must not be empty.
func (r *ring[T]) last() *T { return &r.buf[(r.head+r.n-1)&(len(r.buf)-1)] }

// drop removes the oldest entry; the ring must not be empty.
func (r *ring[T]) drop() {
	r.head = (r.head + 1) & (len(r.buf) - 1)
	r.n--
}

// clear empties the ring, keeping its buffer.
func (r *ring[T]) clear() { r.head, r.n = 0, 0 }
