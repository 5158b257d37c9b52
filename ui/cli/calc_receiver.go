package cli

import (
	"fmt"
	"io"

	"pegasus/i18n"
	loop "pegasus/model/credit"
	"pegasus/model/spray"
)

// receiverCalc is the JSON of `calc receiver`: what the receiver's state
// holds against what the credit loop keeps in flight, and the completions
// of the step-through's two chunks delivered in order.
type receiverCalc struct {
	StateBytes     int   `json:"state_bytes"`
	WindowPackets  int   `json:"window_packets"`
	WindowBytes    int   `json:"window_bytes"`
	InFlightBDP    int   `json:"in_flight_bdp_packets"`
	InFlightOver   int   `json:"in_flight_overdraft_packets"`
	InFlightNeeded int   `json:"in_flight_packets"`
	Covers         bool  `json:"window_covers_in_flight"`
	DemoChunk      int   `json:"demo_chunk_packets"`
	Completions    []int `json:"completions_in_order"`
}

// calcReceiver sizes the receiver's bitmaps for the credit loop at its
// defaults (400 Gb/s, the model's 2,621.44 ns loop, one batch of overdraft).
func calcReceiver(in calcInput) (any, func(io.Writer) error, error) {
	p, err := spray.ReceiverKnobs().FromValues(in.values["receiver"])
	if err != nil {
		return nil, nil, err
	}
	credit := loop.DefaultParams()
	win := spray.BitmapWindow(p.StateBytes)
	bdp := int(credit.BDPBytes() / loop.PacketBytes)
	over := credit.Overdraft * credit.PacketsPerBatch()
	res := receiverCalc{StateBytes: p.StateBytes, WindowPackets: win, WindowBytes: win * loop.PacketBytes,
		InFlightBDP: bdp, InFlightOver: over, InFlightNeeded: bdp + over, Covers: win >= bdp+over, DemoChunk: p.DemoChunk}
	rcv := spray.NewReceiver(max(win, 2*p.DemoChunk))
	for psn := range 2 * p.DemoChunk {
		cs, err := rcv.Arrive(spray.Packet{PSN: psn, WithImm: (psn+1)%p.DemoChunk == 0, Imm: uint32(psn)})
		if err != nil {
			return nil, nil, fmt.Errorf("deliver PSN %d: %w", psn, err)
		}
		for _, c := range cs {
			res.Completions = append(res.Completions, c.PSN)
		}
	}
	return res, func(w io.Writer) error {
		c := in.t.Spray
		fmt.Fprintln(w, in.t.Check.CalcReceiverTitle)
		answer := in.t.Shell.No
		if res.Covers {
			answer = in.t.Shell.Yes
		}
		return writeRows(w, [][]string{
			{in.t.Knob.Label("receiver.state_bytes"), i18n.Int(res.StateBytes) + " B"},
			{c.WindowShortLabel, i18n.Int(res.WindowPackets) + " (" + i18n.Bytes(float64(res.WindowBytes)) + ")"},
			{c.InFlightLabel, i18n.Int(res.InFlightNeeded)},
			{c.CoversLabel, answer},
		})
	}, nil
}
