package incast

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
)

// packet is one packet on its way from a sender to the receiver.
type packet struct {
	qp     int32
	port   int32 // its sender's, the switch's ingress port
	bytes  int64
	offset int64 // position of its first byte in the QP's message
	arrive int64 // arrival at the switch, ps
	free   bool  // part of the QP's free first window
	marked bool  // ECN congestion experienced
}

// qpState is one QP, at both ends.
type qpState struct {
	sender  int32
	size    int64 // bytes of the message
	sent    int64
	rcvd    int64
	winRcvd int64 // bytes received in the measurement window
	fct     int64 // completion at the receiver, ps (-1 until then)

	// Credit, sender side.
	freeLeft   int64 // free batches still to start
	batchLeft  int64 // bytes of the current batch still to send
	batchFree  bool  // the current batch is a free one
	balance    int64 // credits received less batches started beyond the free window
	got        int64 // credits received
	spent      int64 // batches started beyond the free window
	off        bool  // OFF sent and not yet cancelled by ON
	reqTotal   int64 // requests to send: one per batch beyond the free window
	reqSent    int64
	lastCredit int64 // arrival of its latest credit: a QP's credits arrive in order

	// Credit, receiver side.
	pending   int64 // requests waiting for a grant
	granted   int64
	offAtRecv bool
	queued    bool // in its sender's ring at the pacer

	// DCQCN.
	rp      reactionPoint
	lastCNP int64
}

// senderState is one sender's NIC.
type senderState struct {
	queue       qpQueue // QPs that may send, by (key, seq)
	linkFree    int64   // end of the packet on the wire
	paused      bool    // a PFC pause is in force
	wakeAt      int64
	wakeGen     int32
	wakePending bool
	sent        int64 // bytes sent in the current sample
}

// switchState is the receiver's egress queue with per-ingress PFC.
type switchState struct {
	queue      ring[int32] // packet indices
	busy       bool
	queueBytes int64
	portBytes  []int64
	portPaused []bool
	pauseStart []int64
	xoff, xon  int64
}

// pacerState is the receiver's credit pacer.
type pacerState struct {
	clock        int64 // earliest time of the next grant
	scheduled    bool
	gen          int32
	senders      ring[int32]   // senders with requesting QPs, round-robin
	senderQueued []bool        // sender is in senders
	qpRing       []ring[int32] // per sender: its requesting QPs, round-robin
}

// runSpec says how to run a set of parameters: QPs per sender, whether
// the QPs are backlogged (never finish), the horizon and the measurement
// window's start.
type runSpec struct {
	qps        []int // QPs of each sender
	backlogged bool
	// steady starts every QP in the state a long run at its fair share
	// leaves it in, rather than at time zero of a transfer.
	steady    bool
	warmPs    int64 // measurement starts here
	horizonPs int64 // the run stops here at the latest
}

// sim is the whole state of one run.
type sim struct {
	p       Params
	spec    runSpec
	dc      dcqcnConfig
	rng     *rand.Rand
	ev      eventQueue
	now     int64
	done    bool
	delayPs int64 // one link's delay
	batchPs int64 // one batch's time on the wire
	batch   int64
	ovh     int64 // wire overhead of every packet
	// lastPortCNP is the receiving port's last CNP, when CNPs are paced
	// per port.
	lastPortCNP int64

	qps     []qpState
	senders []senderState
	sw      switchState
	pacer   pacerState
	pkts    []packet
	freePk  []int32
	qpSeq   uint64
	// place is each QP's place in its sender's queue.
	place []qpPlace

	stats   stats
	sampler sampler

	// steady is DCQCN's fixed point for a steady-state start, solved once
	// per run (every QP of the run starts from it).
	steady struct {
		solved bool
		fp     FixedPoint
		err    error
	}
}

// stats accumulates the summaries.
type stats struct {
	sent, delivered, winDelivered int64
	doneQPs                       int
	delaySum                      float64 // ps, over packets dequeued in the window
	delayN                        int64
	qInt, qIntAtWarm              float64 // byte·ps
	lastQT                        int64
	warmSeen                      bool
	maxQueue, minQueue            int64
	pauses                        int
	pausedPs                      int64
	pausedNow                     int
	cnps, marked, offs            int
	granted                       int64
	creditsInFlight, creditsHeld  int64
	outOfOrder                    int
	overBytes                     int64
	maxDebt, maxOverGrant         int64
	end                           int64
}

// newSim sets up a run of p (already validated) under spec, with the
// memory sc lends (nil: none).
func newSim(p Params, spec runSpec, sc *scratch) *sim {
	if sc == nil {
		sc = &scratch{}
	}
	s := &sim{
		p:           p,
		spec:        spec,
		dc:          newDCQCNConfig(p),
		rng:         rand.New(rand.NewPCG(p.Seed, 0x1ca57)),
		delayPs:     int64(math.Round(p.LinkDelayNs * 1000)),
		batch:       p.BatchBytes(),
		ovh:         int64(p.WireOverheadBytes),
		lastPortCNP: minTime,
	}
	s.batchPs = s.txPs(p.BatchWireBytes())
	n := len(spec.qps)
	s.senders = sc.takeSenders(n)
	s.sw = switchState{
		queue:      ring[int32]{buf: sc.swFifo},
		portBytes:  make([]int64, n),
		portPaused: make([]bool, n),
		pauseStart: make([]int64, n),
	}
	s.sw.xoff = p.PFCXoffBytes() // every run has one port per sender: n == p.Senders
	s.sw.xon = max(0, s.sw.xoff-2*PacketBytes)
	s.pacer = pacerState{senderQueued: make([]bool, n), qpRing: make([]ring[int32], n)}
	total := 0
	for _, count := range spec.qps {
		total += count
	}
	s.qps = grown(sc.qps, total)
	s.place = grown(sc.place, total)[:total]
	for i := range s.place {
		s.place[i] = qpPlace{pos: notQueued}
	}
	for si := range s.senders {
		qq := &s.senders[si].queue
		qq.place, qq.useLane = s.place, p.Control == Credit
	}
	s.pkts, s.freePk = grown(sc.pkts, 1024), sc.freePk
	s.ev.h = grown(sc.heap, 256)
	for l := range s.ev.lanes {
		s.ev.lanes[l].buf = sc.lanes[l]
	}
	s.ev.init()
	size := int64(p.SizeKiB) * KiB
	if spec.backlogged {
		size = math.MaxInt64 / 4
	}
	for si, count := range spec.qps {
		for range count {
			q := int32(len(s.qps))
			st := qpState{sender: int32(si), size: size, fct: -1, lastCNP: minTime}
			if p.Control == Credit {
				batches := (size + s.batch - 1) / s.batch
				st.freeLeft = min(batches, int64(p.FreeBatches()))
				st.reqTotal = batches - st.freeLeft
			} else {
				st.rp = newReactionPoint(&s.dc)
			}
			if spec.steady {
				s.steadyStart(&st, q)
			}
			s.qps = append(s.qps, st)
			if p.Control == DCQCN || s.creditCanSend(&st) {
				s.queuePush(si, q, 0)
			}
			if st.pending > 0 {
				s.activate(q)
			}
		}
	}
	s.stats.minQueue = math.MaxInt64
	s.sampler = newSampler(s)
	for si := range s.senders {
		s.kick(si, 0)
	}
	return s
}

// grown is b emptied, with room for n.
func grown[T any](b []T, n int) []T {
	if cap(b) < n {
		return make([]T, 0, n)
	}
	return b[:0]
}

// txPs is the time b bytes take at line rate.
func (s *sim) txPs(b int64) int64 { return b * 8000 / int64(s.p.LineGbps) }

// wirePs is the time a packet of b payload bytes takes on a link: its
// payload and its wire overhead at line rate.
func (s *sim) wirePs(b int64) int64 { return s.txPs(b + s.ovh) }

// run processes events until every byte is delivered, the horizon passes
// or ctx is cancelled.
func (s *sim) run(ctx context.Context) error {
	for n := 0; !s.ev.empty() && !s.done; n++ {
		if n&4095 == 0 {
			if err := ctx.Err(); err != nil {
				return fmt.Errorf("incast run cancelled at %.1f us: %w", float64(s.now)/1e6, err)
			}
		}
		t, kind, a, b := s.ev.pop()
		if t > s.spec.horizonPs {
			break
		}
		if t >= s.sampler.next {
			s.sampler.advance(s, t)
		}
		if !s.stats.warmSeen && t >= s.spec.warmPs {
			s.markWarm()
		}
		s.now = t
		switch kind {
		case evSenderWake:
			snd := &s.senders[a]
			if b == snd.wakeGen {
				snd.wakePending = false
				s.trySend(int(a))
			}
		case evSwitchIn:
			s.switchIn(a)
		case evSwitchOut:
			s.switchOut(a)
		case evReceive:
			s.receive(a)
		case evCNP:
			s.cnpArrives(a)
		case evCredit:
			s.creditArrives(a)
		case evPFC:
			s.pfcArrives(int(a), b == 1)
		case evRequest:
			s.requestArrives(a)
		case evOffOn:
			s.offOnArrives(a, b == 1)
		case evPacer:
			if b == s.pacer.gen {
				s.pacer.scheduled = false
				s.pace()
			}
		}
	}
	if !s.done {
		// Backlogged, or cut off: the run lasts to the horizon.
		s.sampler.advance(s, s.spec.horizonPs)
		s.now = max(s.now, s.spec.horizonPs)
	}
	s.stats.end = s.now
	if !s.stats.warmSeen {
		s.markWarm()
	}
	s.sampler.finish(s)
	return nil
}

// markWarm snapshots what the measurement window subtracts.
func (s *sim) markWarm() {
	s.stats.warmSeen = true
	s.noteQueue()
	t := max(s.spec.warmPs, s.stats.lastQT)
	s.stats.qIntAtWarm = s.stats.qInt + float64(s.sw.queueBytes)*float64(t-s.stats.lastQT)
}

// noteQueue advances the queue's time integral to now.
func (s *sim) noteQueue() {
	if s.now > s.stats.lastQT {
		s.stats.qInt += float64(s.sw.queueBytes) * float64(s.now-s.stats.lastQT)
		s.stats.lastQT = s.now
	}
}

// newPacket takes a packet record from the pool for b bytes of QP q, of
// the sender on ingress port port, at offset off of its message, filling
// the record in place (see ring).
func (s *sim) newPacket(q, port int32, b, off int64, free bool) int32 {
	var i int32
	if n := len(s.freePk); n > 0 {
		i = s.freePk[n-1]
		s.freePk = s.freePk[:n-1]
	} else {
		s.pkts = append(s.pkts, packet{})
		i = int32(len(s.pkts) - 1)
	}
	pk := &s.pkts[i]
	pk.qp, pk.port, pk.bytes, pk.offset, pk.arrive, pk.free, pk.marked = q, port, b, off, 0, free, false
	return i
}

// minTime stands for "never" in time fields.
const minTime = math.MinInt64
