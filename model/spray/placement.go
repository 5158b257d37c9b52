package spray

import (
	"math"
	"math/rand/v2"
	"slices"

	"gonum.org/v1/gonum/stat/distuv"
)

// sprayPackets sends every packet to a uniformly random uplink. A flow is
// cut into full packets and a last packet holding the rest. The full
// packets of all flows are one multinomial draw over the uplinks (a chain
// of binomials) and each last packet one uniform draw, so a trial costs
// O(paths + flows) however large the flows are.
func sprayPackets(links, sizes []float64, pkt float64, rng *rand.Rand) {
	full := 0.0
	for _, s := range sizes {
		n := math.Ceil(s / pkt)
		full += n - 1
		links[rng.IntN(len(links))] += s - (n-1)*pkt
	}
	for i := range links {
		if full <= 0 {
			break
		}
		k := full
		if rest := len(links) - i; rest > 1 {
			k = distuv.Binomial{N: full, P: 1 / float64(rest), Src: rng}.Rand()
		}
		links[i] += k * pkt
		full -= k
	}
}

// adaptiveScratch holds the buffers of adaptive.
type adaptiveScratch struct {
	loads  []float64
	order  []int
	chunks []float64
	moved  []float64
	active fenwick
}

// adaptive is switch adaptive routing per flowlet: the flows send in
// rounds, one flowlet each in flow order, and each flowlet goes to the
// least-loaded uplink (ties broken at random).
//
// The greedy rule keeps the spread of the loads at most one flowlet c,
// since a flowlet of at most c goes to the least-loaded uplink. So a
// full flowlet sent to the least-loaded uplink lifts it to the top, and a
// run of k full flowlets gives every uplink floor(k/paths) of them and the
// k mod paths least loaded one more: with the loads kept sorted, a run is
// one rotation. Only a flow's last, shorter flowlet needs an insertion.
// Which uplink gets which load is a uniformly random permutation, as with
// random tie-breaking (the process is symmetric in the uplinks and the
// multiset of loads does not depend on the ties). A trial costs
// O(flows x paths) however large the flows are.
func adaptive(links, sizes []float64, c float64, rng *rand.Rand, s *adaptiveScratch) {
	paths, flows := len(links), len(sizes)
	s.loads = append(s.loads[:0], make([]float64, paths)...)
	s.chunks = s.chunks[:0]
	s.order = s.order[:0]
	for f, b := range sizes {
		s.chunks = append(s.chunks, math.Ceil(b/c))
		s.order = append(s.order, f)
	}
	// Flows by the round of their last flowlet, then by index.
	slices.SortStableFunc(s.order, func(a, b int) int { return cmpFloat(s.chunks[a], s.chunks[b]) })
	s.active.reset(flows)
	r := &rotor{loads: s.loads, c: c, moved: s.moved[:0]}
	round := 0.0 // rounds already placed
	for i := 0; i < flows; {
		n := s.chunks[s.order[i]]
		j := i
		for j < flows && s.chunks[s.order[j]] == n {
			j++
		}
		// Rounds before the last one of these flows: every active flow
		// sends a full flowlet.
		r.run((n - 1 - round) * float64(s.active.total()))
		// Their last round: full flowlets from the others, in flow order,
		// and each of these flows' last flowlet in its place.
		prev := -1
		for _, f := range s.order[i:j] {
			r.run(float64(s.active.between(prev+1, f)))
			r.place(sizes[f] - (n-1)*c)
			prev = f
		}
		r.run(float64(s.active.between(prev+1, flows)))
		for _, f := range s.order[i:j] {
			s.active.remove(f)
		}
		round, i = n, j
	}
	s.moved = r.moved
	for k, to := range rng.Perm(paths) {
		links[to] += s.loads[k]
	}
}

// cmpFloat orders two floats.
func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// rotor keeps the uplinks' loads sorted while flowlets of at most c go to
// the least loaded one.
type rotor struct {
	loads []float64
	c     float64
	moved []float64 // buffer for a rotation
}

// run places k full flowlets.
func (r *rotor) run(k float64) {
	if k <= 0 {
		return
	}
	n := float64(len(r.loads))
	if cycles := math.Floor(k / n); cycles > 0 {
		for i := range r.loads {
			r.loads[i] += cycles * r.c
		}
		k -= cycles * n
	}
	m := int(k)
	if m == 0 {
		return
	}
	r.moved = r.moved[:0]
	for _, v := range r.loads[:m] {
		r.moved = append(r.moved, v+r.c)
	}
	copy(r.loads, r.loads[m:])
	copy(r.loads[len(r.loads)-m:], r.moved)
}

// place puts one flowlet of x <= c on the least-loaded uplink.
func (r *rotor) place(x float64) {
	if x >= r.c {
		r.run(1)
		return
	}
	v := r.loads[0] + x
	j := 1
	for j < len(r.loads) && r.loads[j] <= v {
		j++
	}
	copy(r.loads, r.loads[1:j])
	r.loads[j-1] = v
}

// fenwick counts the active flows below an index in O(log n).
type fenwick struct{ tree []int }

// reset marks flows 0..n-1 active.
func (f *fenwick) reset(n int) {
	f.tree = append(f.tree[:0], make([]int, n+1)...)
	for i := 1; i <= n; i++ {
		f.tree[i]++
		if j := i + i&-i; j <= n {
			f.tree[j] += f.tree[i]
		}
	}
}

// prefix counts the active flows below i.
func (f *fenwick) prefix(i int) int {
	s := 0
	for ; i > 0; i -= i & -i {
		s += f.tree[i]
	}
	return s
}

// between counts the active flows in [lo, hi).
func (f *fenwick) between(lo, hi int) int { return f.prefix(hi) - f.prefix(lo) }

// total counts the active flows.
func (f *fenwick) total() int { return f.prefix(len(f.tree) - 1) }

// remove marks flow i inactive.
func (f *fenwick) remove(i int) {
	for i++; i < len(f.tree); i += i & -i {
		f.tree[i]--
	}
}
