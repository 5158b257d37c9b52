package spray

import (
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"
)

func TestEightyBytesCoverThreeHundredTwentyPackets(t *testing.T) {
	if got := BitmapWindow(StateBytesPerQP); got != 320 {
		t.Errorf("80 B covers %d positions per bitmap, want 320", got)
	}
}

func TestCompletionWaitsForTheHead(t *testing.T) {
	r := NewReceiver(16)
	// A chunk of writes 0-3 closed by a write-with-immediate at 3, which
	// overtakes the others.
	if c, _ := r.Arrive(Packet{PSN: 3, WithImm: true, Imm: 7}); len(c) != 0 {
		t.Fatal("a completion was raised before the earlier writes arrived")
	}
	for _, psn := range []int{1, 0} {
		if c, _ := r.Arrive(Packet{PSN: psn}); len(c) != 0 {
			t.Fatalf("completion after PSN %d", psn)
		}
	}
	c, _ := r.Arrive(Packet{PSN: 2})
	if len(c) != 1 || c[0] != (Completion{PSN: 3, Imm: 7}) || r.Head() != 4 || r.Placed() != 4 {
		t.Errorf("completions %v, head %d", c, r.Head())
	}
	if _, err := r.Arrive(Packet{PSN: 2}); err == nil {
		t.Error("a duplicate was accepted")
	}
	if _, err := r.Arrive(Packet{PSN: 4 + 16}); err == nil {
		t.Error("a packet beyond the window was accepted")
	}
}

// TestPropertyEveryCompletionOnceAndInOrder delivers chunks in a random
// order that never runs ahead of the window.
func TestPropertyEveryCompletionOnceAndInOrder(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		window := rapid.IntRange(4, 64).Draw(t, "window")
		n := rapid.IntRange(1, 400).Draw(t, "packets")
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1))
		imm := map[int]bool{n - 1: true}
		for i := 0; i < n; i++ {
			if rng.IntN(5) == 0 {
				imm[i] = true
			}
		}
		r := NewReceiver(window)
		pending := map[int]bool{}
		next, last := 0, -1
		for delivered := 0; delivered < n; {
			for next < n && next < r.Head()+window && len(pending) < window {
				pending[next] = true
				next++
			}
			var choices []int
			for psn := range pending {
				choices = append(choices, psn)
			}
			psn := choices[rng.IntN(len(choices))]
			delete(pending, psn)
			cs, err := r.Arrive(Packet{PSN: psn, WithImm: imm[psn], Imm: uint32(psn)})
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range cs {
				if c.PSN <= last || !imm[c.PSN] || c.Imm != uint32(c.PSN) || c.PSN >= r.Head() {
					t.Fatalf("completion %+v after %d, head %d", c, last, r.Head())
				}
				last = c.PSN
				delete(imm, c.PSN)
			}
			delivered++
		}
		if len(imm) != 0 {
			t.Fatalf("completions never raised: %v", imm)
		}
	})
}
