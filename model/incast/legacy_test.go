package incast

import "testing"

func TestLegacyNICsKeepSeparateQueues(t *testing.T) {
	if q, ok := LegacyQueueOf(0x00); !ok || q != "dcqcn" {
		t.Errorf("0x00 -> %q, %v", q, ok)
	}
	if q, ok := LegacyQueueOf(0x03); !ok || q != "credit" {
		t.Errorf("0x03 -> %q, %v", q, ok)
	}
	if _, ok := LegacyQueueOf(0x01); ok {
		t.Error("0x01 has a queue")
	}
	for _, f := range LegacyFindings {
		if f.Measured {
			t.Errorf("%s is marked measured; the paper gives no numbers for mixed clusters", f.ID)
		}
	}
}
