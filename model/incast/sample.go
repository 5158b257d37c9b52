package incast

// SampleTarget is about how many samples a run keeps for a chart: the
// sampling period doubles whenever twice as many have been taken.
const SampleTarget = 200

// Sample is the state of the run over one sampling period.
type Sample struct {
	TimeUs          float64   `json:"t_us"`              // end of the period
	DurUs           float64   `json:"dur_us"`            // length of the period
	QueueKiB        float64   `json:"queue_kib"`         // egress queue, time average over the period
	PeakQueueKiB    float64   `json:"peak_queue_kib"`    // egress queue, highest in the period
	SenderGbps      []float64 `json:"sender_gbps"`       // each sender's sending rate
	DeliveredGbps   float64   `json:"delivered_gbps"`    // rate at the receiver
	CreditsInFlight int64     `json:"credits_in_flight"` // granted, not yet at the sender (end of period)
	CreditsHeld     int64     `json:"credits_held"`      // received and unused (end of period)
	PFCPauses       int       `json:"pfc_pauses"`        // pause frames sent so far
	PausedPorts     int       `json:"paused_ports"`      // ingress ports paused (end of period)
}

// sampler cuts the run into periods.
type sampler struct {
	interval, start, next int64
	qIntStart             float64
	peak, delivered       int64
	samples               []Sample
}

func newSampler(s *sim) sampler {
	span := s.spec.horizonPs
	if !s.spec.backlogged {
		// Expect a little over the ideal time; the period doubles if not.
		span = s.txPs(s.p.TotalBytes())*5/4 + 8*s.delayPs
	}
	iv := max(1, span/SampleTarget)
	return sampler{interval: iv, next: iv, samples: make([]Sample, 0, 2*SampleTarget)}
}

// advance closes every period that ends at or before t.
func (sm *sampler) advance(s *sim, t int64) {
	for t >= sm.next {
		sm.close(s, sm.next)
		sm.start, sm.next = sm.next, sm.next+sm.interval
		if len(sm.samples) >= 2*SampleTarget {
			sm.halve()
			sm.next = sm.start + sm.interval
		}
	}
}

// queueIntegral is the queue's time integral up to t (no event between
// the last queue change and t).
func queueIntegral(s *sim, t int64) float64 {
	return s.stats.qInt + float64(s.sw.queueBytes)*float64(t-s.stats.lastQT)
}

// close records the period from sm.start to end.
func (sm *sampler) close(s *sim, end int64) {
	dur := end - sm.start
	if dur <= 0 {
		return
	}
	qi := queueIntegral(s, end)
	ns := float64(dur) / 1000
	rates := make([]float64, len(s.senders))
	for i := range s.senders {
		rates[i] = float64(s.senders[i].sent) * 8 / ns
		s.senders[i].sent = 0
	}
	sm.samples = append(sm.samples, Sample{
		TimeUs:          float64(end) / 1e6,
		DurUs:           float64(dur) / 1e6,
		QueueKiB:        (qi - sm.qIntStart) / float64(dur) / KiB,
		PeakQueueKiB:    float64(max(sm.peak, s.sw.queueBytes)) / KiB,
		SenderGbps:      rates,
		DeliveredGbps:   float64(sm.delivered) * 8 / ns,
		CreditsInFlight: s.stats.creditsInFlight,
		CreditsHeld:     s.stats.creditsHeld,
		PFCPauses:       s.stats.pauses,
		PausedPorts:     s.stats.pausedNow,
	})
	sm.qIntStart = qi
	sm.peak = s.sw.queueBytes
	sm.delivered = 0
}

// halve merges neighbouring samples pairwise and doubles the period.
func (sm *sampler) halve() {
	out := sm.samples[:0]
	for i := 0; i+1 < len(sm.samples); i += 2 {
		out = append(out, mergeSamples(sm.samples[i], sm.samples[i+1]))
	}
	sm.samples = out
	sm.interval *= 2
}

// mergeSamples joins two consecutive samples: averages weighted by time,
// the higher peak, the later end-of-period values.
func mergeSamples(a, b Sample) Sample {
	d := a.DurUs + b.DurUs
	w := func(x, y float64) float64 { return (x*a.DurUs + y*b.DurUs) / d }
	rates := make([]float64, len(a.SenderGbps))
	for i := range rates {
		rates[i] = w(a.SenderGbps[i], b.SenderGbps[i])
	}
	b.DurUs = d
	b.QueueKiB = w(a.QueueKiB, b.QueueKiB)
	b.PeakQueueKiB = max(a.PeakQueueKiB, b.PeakQueueKiB)
	b.SenderGbps = rates
	b.DeliveredGbps = w(a.DeliveredGbps, b.DeliveredGbps)
	return b
}

// finish closes the periods up to the end of the run, the last one short.
func (sm *sampler) finish(s *sim) {
	sm.advance(s, s.stats.end)
	sm.close(s, s.stats.end)
}
