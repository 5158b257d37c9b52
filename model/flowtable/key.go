package flowtable

// Key packs a VPC's identifier (the 24-bit VXLAN network identifier) and
// an overlay IPv4 address into a table key: the pair the RNIC looks up.
func Key(vni uint32, overlayIP uint32) uint64 {
	return uint64(vni&0xffffff)<<32 | uint64(overlayIP)
}

// SplitKey is the inverse of Key.
func SplitKey(k uint64) (vni uint32, overlayIP uint32) {
	return uint32(k>>32) & 0xffffff, uint32(k)
}

// Fill keys are a tenant's VPC: one VNI and consecutive overlay addresses
// from 10.0.0.1, with the underlay address as the value. Consecutive keys
// are the hard case for a weak hash and an ordinary one for a VPC.
const (
	fillVNI    = 0x00a1c0
	fillBaseIP = 10<<24 | 1
	underlayIP = 100<<24 | 64<<16
)

// fillEntry is the i-th entry (from 0) a fill inserts.
func fillEntry(i int) Entry {
	return Entry{Key: Key(fillVNI, fillBaseIP+uint32(i)), Value: underlayIP + uint64(i)}
}
