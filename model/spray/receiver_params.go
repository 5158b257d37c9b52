package spray

import "pegasus/model/knob"

// ReceiverParams are the inputs of the receiver's step-through: how much
// state each QP keeps for its two bitmaps, and how many packets close a
// chunk with a write-with-immediate.
type ReceiverParams struct {
	StateBytes int // receiver state per QP, bytes (both bitmaps)
	DemoChunk  int // packets per chunk in the step-through
}

// ReceiverKnobs declares the "receiver" group, once.
func ReceiverKnobs() knob.Table[ReceiverParams] {
	return knob.Table[ReceiverParams]{
		Name: "receiver",
		Fields: []knob.Field[ReceiverParams]{
			knob.Bind(knob.Spec{Key: "state_bytes", Unit: "B", Kind: knob.Whole, Min: 8, Max: 512, Step: 8, Big: 64,
				Default: StateBytesPerQP, Origin: knob.Paper},
				func(p *ReceiverParams) *int { return &p.StateBytes }),
			knob.Bind(knob.Spec{Key: "demo_chunk", Unit: "packets", Kind: knob.Whole, Min: 2, Max: 16, Step: 1, Big: 4, Default: 6, Origin: knob.Model},
				func(p *ReceiverParams) *int { return &p.DemoChunk }),
		},
	}
}

// DefaultReceiver is the digest's 80 bytes of state and chunks of 6
// packets (the model's choice, short enough to watch).
func DefaultReceiver() ReceiverParams { return ReceiverKnobs().Defaults() }

// Validate reports the first input that is not allowed, as a
// *knob.FieldError.
func (p ReceiverParams) Validate() error { return ReceiverKnobs().Validate(p) }

// Window is how many positions each bitmap covers.
func (p ReceiverParams) Window() int { return BitmapWindow(p.StateBytes) }
