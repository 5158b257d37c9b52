package spray

import (
	"errors"

	"pegasus/model/knob"
)

// Constants every engine of the package shares.
const (
	// LineGbps is the rate of a P-RNIC port and of each uplink: the
	// 400 Gb/s at which the digest times a 16 KB batch.
	LineGbps = 400
	// PacketBytes is the payload of one RoCE packet (4 KiB, the MTU the
	// digest's 16 KB batch of 4 packets implies).
	PacketBytes = 4096
)

// ErrNoBase reports parameters built without their table's Base: the
// model's constants are zero. Start from a DefaultX function.
var ErrNoBase = errors.New("spray: the model's constants are not set; start from the defaults")

// packetNs is the time one packet of the given bytes takes on the wire at
// gbps: the gap between consecutive sends at line rate.
func packetNs(bytes int, gbps float64) float64 { return float64(bytes) * 8 / gbps }

// pathsSpec declares the paths knob the balance and retransmission
// engines share: the uplinks (or paths) a flow is sprayed over.
func pathsSpec() knob.Spec {
	return knob.Spec{Key: "paths", Unit: "paths", Kind: knob.Whole, Min: 1, Max: MaxPaths, Step: 1, Big: 8, Default: 8, Origin: knob.Model}
}

// skewSpec declares the skew knob the balance and retransmission engines
// share: how far the paths' delays spread, ns, from def by default.
func skewSpec(def float64) knob.Spec {
	return knob.Spec{Key: "skew_ns", Unit: "ns", Kind: knob.Number, Min: 0, Max: MaxSkewNs, Step: 50, Big: 500, Default: def, Origin: knob.Model}
}
