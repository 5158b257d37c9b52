package power

import "math"

// DesignID names one way to give a GPU server its NICs.
type DesignID string

// The designs the panel sets side by side.
const (
	DPUPerNIC    DesignID = "dpu-per-nic"   // a DPU in front of every RNIC
	CX7FrontDPU  DesignID = "cx7-front-dpu" // commodity CX7 RNICs plus one front-end DPU
	PegasusFPGA  DesignID = "pegasus-fpga"  // one P-DPU and FPGA P-RNICs (deployed)
	PegasusASIC  DesignID = "pegasus-asic"  // one P-DPU and ASIC P-RNICs (planned)
	DesignsCount          = 4
)

// Devices are the device powers and NIC count behind every design.
type Devices struct {
	DPUW, CX7W, FPGAW, ASICW float64
	NICs                     int
}

// Design is one design's NIC power per server.
type Design struct {
	ID     DesignID
	NICW   float64 // all NIC and DPU power in one server
	DPUs   int     // DPUs in the server
	RNICs  int     // RNICs in the server
	RNICW  float64 // power of each RNIC
	HasDPU bool    // a separate (front-end or managing) DPU is present
}

// Designs returns the four designs in display order. Every power is
// positive for valid devices, so a bar chart never receives a negative bar.
func Designs(d Devices) []Design {
	n := float64(d.NICs)
	return []Design{
		{ID: DPUPerNIC, NICW: n * d.DPUW, DPUs: d.NICs, RNICs: 0},
		{ID: CX7FrontDPU, NICW: d.DPUW + n*d.CX7W, DPUs: 1, RNICs: d.NICs, RNICW: d.CX7W, HasDPU: true},
		{ID: PegasusFPGA, NICW: d.DPUW + n*d.FPGAW, DPUs: 1, RNICs: d.NICs, RNICW: d.FPGAW, HasDPU: true},
		{ID: PegasusASIC, NICW: d.DPUW + n*d.ASICW, DPUs: 1, RNICs: d.NICs, RNICW: d.ASICW, HasDPU: true},
	}
}

// Site is a data centre with a fixed power budget.
type Site struct {
	BudgetMW      float64 // power available for servers
	GPUsPerServer int
	// ServerKW is the power of one server with plain CX7 RNICs and no DPU,
	// the server the paper's 6.5-13.7 % refers to.
	ServerKW float64
}

// SiteRow is what one design gives under the site's budget.
type SiteRow struct {
	Design   Design
	ServerW  float64 // server power with this design's NICs
	Servers  int     // whole servers the budget powers
	GPUs     int     // GPUs those servers hold
	DeltaGPU int     // GPUs gained (+) or lost (-) against a DPU per NIC
}

// SiteView fits each design into the budget. The rest of the server (GPUs,
// CPUs, fans) is ServerKW less its NICs x CX7 RNICs; each design adds its
// own NIC power to that rest.
func SiteView(s Site, d Devices, designs []Design) []SiteRow {
	rest := s.ServerKW*1000 - float64(d.NICs)*d.CX7W
	rows := make([]SiteRow, len(designs))
	for i, de := range designs {
		w := rest + de.NICW
		servers := 0
		if w > 0 {
			servers = int(math.Floor(s.BudgetMW * 1e6 / w))
		}
		rows[i] = SiteRow{Design: de, ServerW: w, Servers: servers, GPUs: servers * s.GPUsPerServer}
	}
	for i := range rows {
		rows[i].DeltaGPU = rows[i].GPUs - rows[0].GPUs
	}
	return rows
}
