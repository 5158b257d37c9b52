package credit

import (
	"errors"

	"pegasus/model/knob"

	"math"
	"testing"
)

func TestCostByHand(t *testing.T) {
	p := DefaultParams()
	p.BatchKiB = 64
	c := CostFor(p)
	// Window: F = 2 batches + 1 overdraft = 3 x 64 KiB.
	if c.InFlightBytes != 3*65536 {
		t.Errorf("in flight = %d, want 196608", c.InFlightBytes)
	}
	// 64 senders x 64 KiB = 4 MiB, drained at 400 Gb/s in 83,886.08 ns.
	if c.IncastQueueBytes != 4<<20 || math.Abs(c.IncastDrainNs-83886.08) > 1e-6 {
		t.Errorf("incast queue %d B, drain %v ns", c.IncastQueueBytes, c.IncastDrainNs)
	}
	// 400e9 / 524288 bits.
	if math.Abs(c.CreditsPerSecond-762939.453125) > 1e-6 {
		t.Errorf("credits/s = %v", c.CreditsPerSecond)
	}
	// 1,000,000 B needs 16 batches of 65,536 B = 1,048,576 B: 48,576 B over.
	if c.MessageBatches != 16 || c.OverGrantBytes != 48576 {
		t.Errorf("1 MB message: %d batches, over-grant %d", c.MessageBatches, c.OverGrantBytes)
	}
}

func TestGoodput(t *testing.T) {
	h := StandardHeaders()
	if h.RoCE() != 74 || h.Encap() != 54 || h.Framing() != 20 || h.Total() != 148 {
		t.Errorf("headers: RoCE %d, VXLAN %d, framing %d, total %d", h.RoCE(), h.Encap(), h.Framing(), h.Total())
	}
	if got := h.GoodputGbps(400); math.Abs(got-400*4096.0/4244) > 1e-9 {
		t.Errorf("goodput at 400 Gb/s = %v", got)
	}
}

func TestValidateNamesTheField(t *testing.T) {
	p := DefaultParams()
	p.BatchKiB = 12
	err := p.Validate()
	var fe *knob.FieldError
	if !errors.As(err, &fe) || fe.QualifiedKey() != "credit.batch_kib" || fe.Rule != knob.RuleChoice {
		t.Fatalf("Validate() = %v, want a choice error on credit.batch_kib", err)
	}
	if DefaultParams().Validate() != nil {
		t.Error("defaults do not validate")
	}
}
