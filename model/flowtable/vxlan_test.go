package flowtable

import (
	"encoding/binary"
	"testing"

	"pgregory.net/rapid"
)

func TestEncapIsFiftyBytes(t *testing.T) {
	if EncapBytes != 50 || OuterEthernetBytes+OuterIPv4Bytes+OuterUDPBytes+VXLANBytes != 50 {
		t.Fatalf("encapsulation is %d bytes", EncapBytes)
	}
	next := 0
	for _, f := range EncapFields {
		if f.Offset != next || f.Len < 1 {
			t.Fatalf("field %s.%s at %d+%d, want offset %d", f.Layer, f.Name, f.Offset, f.Len, next)
		}
		next += f.Len
	}
	if next != EncapBytes {
		t.Errorf("fields cover %d bytes", next)
	}
}

func TestPropertyEncapFields(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		tu := Tunnel{
			VNI:         rapid.Uint32Range(0, 1<<24-1).Draw(t, "vni"),
			SrcIP:       rapid.Uint32().Draw(t, "src"),
			DstIP:       rapid.Uint32().Draw(t, "dst"),
			SourcePort:  uint16(rapid.IntRange(0, 65535).Draw(t, "port")),
			TTL:         uint8(rapid.IntRange(1, 255).Draw(t, "ttl")),
			InnerLength: rapid.IntRange(64, 9000).Draw(t, "inner"),
		}
		h := Encap(tu)
		// A correct IPv4 checksum makes the header's words sum to 0xffff.
		var sum uint32
		for i := 14; i < 34; i += 2 {
			sum += uint32(binary.BigEndian.Uint16(h[i:]))
		}
		for sum>>16 != 0 {
			sum = sum&0xffff + sum>>16
		}
		if sum != 0xffff {
			t.Fatalf("IPv4 checksum does not verify: %04x", sum)
		}
		vni := uint32(h[46])<<16 | uint32(h[47])<<8 | uint32(h[48])
		switch {
		case vni != tu.VNI || h[42] != 0x08:
			t.Fatalf("VNI %x, flags %02x", vni, h[42])
		case binary.BigEndian.Uint16(h[36:]) != VXLANPort || binary.BigEndian.Uint16(h[34:]) != tu.SourcePort:
			t.Fatal("UDP ports")
		case int(binary.BigEndian.Uint16(h[16:])) != 36+tu.InnerLength || int(binary.BigEndian.Uint16(h[38:])) != 16+tu.InnerLength:
			t.Fatal("lengths")
		case binary.BigEndian.Uint32(h[30:]) != tu.DstIP || h[23] != 17:
			t.Fatal("IPv4 destination or protocol")
		}
	})
}

func TestForwardHitEncapsulatesMissDrops(t *testing.T) {
	tb, err := New(DefaultParams(), 1)
	if err != nil {
		t.Fatal(err)
	}
	tb.Insert(Entry{Key: Key(7, 0x0a000001), Value: 0x64400001})
	hit := Forward(tb, 7, 0x0a000001)
	if hit.Action != Encapsulate || hit.AddedBytes != 50 || hit.Cell < 0 || hit.InStash || hit.BoundNs != 20 {
		t.Errorf("hit: %+v", hit)
	}
	// Another VPC with the same overlay address is a miss: the VNI is part
	// of the key, which is what isolates tenants.
	for _, miss := range []Verdict{Forward(tb, 8, 0x0a000001), Forward(tb, 7, 0x0a000002)} {
		if miss.Action != Drop || miss.AddedBytes != 0 || miss.Cell != -1 {
			t.Errorf("miss: %+v", miss)
		}
	}
}

func TestWireEfficiency(t *testing.T) {
	if got := WireEfficiency(4096 + 64); got <= 0.98 || got >= 1 {
		t.Errorf("a 4 KB frame keeps %v of the wire", got)
	}
	if WireEfficiency(0) != 0 || WireEfficiency(-5) != 0 {
		t.Error("an empty frame")
	}
}
