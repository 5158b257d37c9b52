package incast

// switchIn queues an arriving packet at the receiver's egress port and
// pauses its ingress port once that port holds Xoff bytes or more.
func (s *sim) switchIn(i int32) {
	pk := &s.pkts[i]
	pk.arrive = s.now
	sw := &s.sw
	sw.queue.push(i)
	s.noteQueue()
	sw.queueBytes += pk.bytes
	s.stats.maxQueue = max(s.stats.maxQueue, sw.queueBytes)
	s.sampler.peak = max(s.sampler.peak, sw.queueBytes)
	port := pk.port
	sw.portBytes[port] += pk.bytes
	if !sw.portPaused[port] && sw.portBytes[port] >= sw.xoff {
		sw.portPaused[port] = true
		sw.pauseStart[port] = s.now
		s.stats.pauses++
		s.stats.pausedNow++
		s.ev.push(s.now+s.delayPs, evPFC, port, 1)
	}
	if !sw.busy {
		s.startEgress()
	}
}

// startEgress starts sending the head packet; DCQCN's ECN mark is decided
// here, on the queue as the packet leaves it (egress marking).
func (s *sim) startEgress() {
	sw := &s.sw
	i := sw.queue.pop()
	sw.busy = true
	pk := &s.pkts[i]
	if s.p.Control == DCQCN {
		if pr := s.dc.markProbability(float64(sw.queueBytes)); pr >= 1 || (pr > 0 && s.rng.Float64() < pr) {
			pk.marked = true
			s.stats.marked++
		}
	}
	if s.now >= s.spec.warmPs {
		s.stats.delaySum += float64(s.now - pk.arrive)
		s.stats.delayN++
	}
	s.ev.push(s.now+s.wirePs(pk.bytes), evSwitchOut, i, 0)
}

// switchOut frees the buffer of a sent packet, resumes its ingress port
// once that port is down to Xon, and starts the next packet.
func (s *sim) switchOut(i int32) {
	sw := &s.sw
	pk := &s.pkts[i]
	s.noteQueue()
	sw.queueBytes -= pk.bytes
	s.stats.minQueue = min(s.stats.minQueue, sw.queueBytes)
	port := pk.port
	sw.portBytes[port] -= pk.bytes
	if sw.portPaused[port] && sw.portBytes[port] <= sw.xon {
		sw.portPaused[port] = false
		s.stats.pausedPs += s.now - sw.pauseStart[port]
		s.stats.pausedNow--
		s.ev.push(s.now+s.delayPs, evPFC, port, 0)
	}
	s.ev.push(s.now+s.delayPs, evReceive, i, 0)
	sw.busy = false
	if sw.queue.n > 0 {
		s.startEgress()
	}
}
