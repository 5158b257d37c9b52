package cli

import (
	"pegasus/model/advisor"
	"pegasus/model/credit"
	"pegasus/model/csr"
	ft "pegasus/model/flowtable"
	"pegasus/model/flowtable/twolevel"
	"pegasus/model/gain"
	"pegasus/model/incast"
	"pegasus/model/knob"
	"pegasus/model/pcie"
	"pegasus/model/power"
	"pegasus/model/spray"
	"pegasus/model/te"
	"pegasus/model/traffic"
)

// subjects lists what calc computes, in the order usage shows them.
func subjects() []subject {
	return []subject{
		{name: "credit", groups: []knob.Group{credit.Knobs()}, compute: calcCredit},
		{name: "power", groups: []knob.Group{power.Knobs()}, compute: calcPower},
		{name: "gain", groups: []knob.Group{gain.Knobs()}, compute: calcGain},
		{name: "spray", groups: []knob.Group{spray.BalanceKnobs()}, compute: calcSpray},
		{name: "receiver", groups: []knob.Group{spray.ReceiverKnobs()}, compute: calcReceiver},
		{name: "allreduce", groups: []knob.Group{spray.AllReduceKnobs()}, compute: calcAllReduce},
		{name: "retx", groups: []knob.Group{spray.RetxKnobs()}, compute: calcRetx},
		{name: "incast", groups: []knob.Group{incast.Group()}, compute: calcIncast},
		{name: "te", groups: []knob.Group{te.Knobs()}, compute: calcTE},
		{name: "traffic", groups: []knob.Group{traffic.Knobs()}, compute: calcTraffic},
		{name: "pcie", groups: []knob.Group{pcie.Knobs()}, compute: calcPCIe},
		{name: "cuckoo", groups: []knob.Group{ft.Knobs()}, compute: calcCuckoo},
		{name: "csr", groups: []knob.Group{csr.Knobs()}, compute: calcCSR},
		{name: "twolevel", groups: []knob.Group{twolevel.Knobs()}, compute: calcTwoLevel},
		{name: "scale", groups: []knob.Group{csr.ScaleKnobs(), csr.Knobs()}, compute: calcScale},
		{name: "advisor", groups: []knob.Group{advisor.Knobs()}, compute: calcAdvisor},
	}
}
