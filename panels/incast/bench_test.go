package incast

import (
	"context"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"pegasus/i18n"
	"pegasus/panels/kit"
)

// BenchmarkKeyPress is one knob step on the queue page at 160x48: the
// settle timer and the redraw of the page from the results on screen (the
// engines run off the event loop once the knobs rest).
func BenchmarkKeyPress(b *testing.B) {
	p := settledWith(b, i18n.English, false)
	show(p, "queue", 160, 48)
	steps := [2]tea.KeyMsg{right, left}
	i := 0
	for b.Loop() {
		p.Update(steps[i%2])
		i++
	}
}

// BenchmarkPageTurn is turning through every page at 160x48, charts
// drawn once and then taken from their caches.
func BenchmarkPageTurn(b *testing.B) {
	p := settledWith(b, i18n.English, false)
	p.SetSize(160, 48)
	for b.Loop() {
		p.Update(tea.KeyMsg{Type: tea.KeyPgDown})
	}
}

// BenchmarkRunN64 is the incast of 64 senders under both controls, as
// the queue page runs it.
func BenchmarkRunN64(b *testing.B) {
	s := DefaultSettings()
	s.Incast.Senders = 64
	for b.Loop() {
		if _, err := compute(context.Background(), engRun, s); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSweep is the whole sweep: both controls at 12 QP counts from 4
// to 4,000.
func BenchmarkSweep(b *testing.B) {
	for b.Loop() {
		if _, err := compute(context.Background(), engSweep, DefaultSettings()); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSweepAt800 is the sweep at the fastest line rate, where the
// measurement window holds the most packets.
func BenchmarkSweepAt800(b *testing.B) {
	s := DefaultSettings()
	s.Incast.LineGbps = 800
	for b.Loop() {
		if _, err := compute(context.Background(), engSweep, s); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRunAtMaxima is the heaviest run the queue page's knobs allow:
// 256 MiB over 4,000 QPs at 100 Gb/s, both controls, DCQCN with its
// slowest recovery and fastest timer.
func BenchmarkRunAtMaxima(b *testing.B) {
	s := DefaultSettings()
	s.Incast.Senders, s.Incast.QPsPerSender, s.Incast.SizeKiB, s.Incast.LineGbps = 4, 1000, 64, 100
	s.Incast.DCQCN.RateTimerUs, s.Incast.DCQCN.RaiMbps, s.Incast.DCQCN.MinRateMbps = 10, 10, 10
	if err := s.validate(); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := compute(context.Background(), engRun, s); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOtherEngines is the line-rate table, the controller and the
// PCIe comparison at their defaults.
func BenchmarkOtherEngines(b *testing.B) {
	for b.Loop() {
		for _, e := range []engine{engBuffer, engTE, engPCIe} {
			if _, err := compute(context.Background(), e, DefaultSettings()); err != nil {
				b.Fatal(err)
			}
		}
	}
}

var _ kit.Panel = (*Panel)(nil)
