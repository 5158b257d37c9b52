package credit

import "math"

// MessageBytes is the message used for the over-grant figure: 1 MB, the
// size of 68% of inference collective messages in the seed.
const MessageBytes = 1_000_000

// Cost is what a batch size costs, the price of the larger batch that
// lets Eq. 2 ride out more jitter.
type Cost struct {
	BatchKiB          int     // batch size these figures are for
	InFlightBytes     int     // (F + overdraft) x batch: bytes a QP may have unacknowledged
	IncastQueueBytes  int     // N x batch: extra standing queue when N senders overdraw at once
	IncastDrainNs     float64 // time to drain that queue at line rate
	CreditsPerSecond  float64 // credits the receiver must issue to keep one sender at line rate
	MessageBatches    int     // batches a 1 MB message needs
	OverGrantBytes    int     // credit granted for the unused tail of the last batch
	OverGrantFraction float64 // over-grant over message size
}

// CostFor computes the cost figures of p's batch size, keeping every other
// parameter of p (line rate, loop, overdraft, incast size).
func CostFor(p Params) Cost {
	b := p.BatchBytes()
	w := p.WindowBatches()
	q := p.IncastN * b
	batches := int(math.Ceil(float64(MessageBytes) / float64(b)))
	over := batches*b - MessageBytes
	return Cost{
		BatchKiB:          p.BatchKiB,
		InFlightBytes:     w * b,
		IncastQueueBytes:  q,
		IncastDrainNs:     float64(q) * 8 / float64(p.LineGbps),
		CreditsPerSecond:  float64(p.LineGbps) * 1e9 / p.BatchBits(),
		MessageBatches:    batches,
		OverGrantBytes:    over,
		OverGrantFraction: float64(over) / MessageBytes,
	}
}
