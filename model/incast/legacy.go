package incast

// LegacyNIC describes how one kind of NIC shares the fabric in a mixed
// cluster (section 3.4 of the digest): P-RNICs beside older CX7 RNICs.
type LegacyNIC struct {
	Name string // the NIC
	// Mark is the value in the reserved field of the RoCE header by which
	// switches tell the two kinds of traffic apart.
	Mark byte
	// Control is the congestion control the NIC runs.
	Control Control
	// Queue is the switch queue its traffic takes: the two kinds never
	// share one.
	Queue string
	// Signal is the feedback it understands; the other kind's signal is
	// translated into it.
	Signal string
}

// LegacyNICs are the two kinds of NIC in a mixed cluster. CX7 packets
// carry 0x00 and run DCQCN; P-RNIC packets carry 0x03 and run credits;
// switches keep the two in separate queues, and credit and CNP signals
// are translated between the two kinds.
var LegacyNICs = []LegacyNIC{
	{Name: "CX7", Mark: 0x00, Control: DCQCN, Queue: "dcqcn", Signal: "cnp"},
	{Name: "P-RNIC", Mark: 0x03, Control: Credit, Queue: "credit", Signal: "credit"},
}

// LegacyFinding is one statement about mixed clusters, with whether the
// paper measured it.
type LegacyFinding struct {
	ID       string // stable key for the UI's text ("mixed_on_par", ...)
	Measured bool   // the paper gives a measurement (a number) for it
}

// LegacyFindings list what the seed says about mixed clusters: mixed
// jobs perform on par with CX7-only clusters, reported without numbers;
// fairness between the DCQCN and credit classes on shared switches was
// not measured.
var LegacyFindings = []LegacyFinding{
	{ID: "separate_queues", Measured: false},
	{ID: "signals_translated", Measured: false},
	{ID: "mixed_on_par", Measured: false},
	{ID: "fairness_between_classes", Measured: false},
}

// LegacyQueueOf returns the switch queue a packet with the given mark
// takes, and false for a mark neither kind of NIC sends.
func LegacyQueueOf(mark byte) (string, bool) {
	for _, n := range LegacyNICs {
		if n.Mark == mark {
			return n.Queue, true
		}
	}
	return "", false
}
