package kit

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"testing/synctest"
)

// TestComputeRunsIdenticalRequestsOnce: a hundred sessions asking for the
// same computation at once get one run's result; a later request gets it
// from the cache.
func TestComputeRunsIdenticalRequestsOnce(t *testing.T) {
	synctest.Test(t, runsIdenticalRequestsOnce)
}

func runsIdenticalRequestsOnce(t *testing.T) {
	c := NewCompute(2, 8)
	var runs atomic.Int64
	release := make(chan struct{})
	run := func(ctx context.Context) (any, error) {
		runs.Add(1)
		<-release
		return []float64{1, 2, 3}, nil
	}
	key := EngineKey{Panel: "incast", Engine: 1, Inputs: struct{ QPs int }{64}}
	var wg sync.WaitGroup
	results := make([]any, 100)
	for i := range results {
		wg.Add(1)
		s := c.Session(2)
		go func() {
			defer wg.Done()
			v, err := s.Do(context.Background(), key, run)
			if err != nil {
				t.Error(err)
			}
			results[i] = v
		}()
	}
	synctest.Wait() // every request is in: one runs, the others wait on it
	if j := c.Stats().Joins; j != 99 {
		t.Fatalf("%d of 100 identical requests joined the running one, want 99", j)
	}
	close(release)
	wg.Wait()
	if runs.Load() != 1 || c.RunsOf("incast", 1) != 1 {
		t.Fatalf("%d runs for 100 identical requests, want 1", runs.Load())
	}
	for _, r := range results {
		if len(r.([]float64)) != 3 {
			t.Fatalf("a request got %v", r)
		}
	}
	if _, err := c.Session(1).Do(context.Background(), key, run); err != nil || c.Stats().Hits != 1 || runs.Load() != 1 {
		t.Fatalf("a later request: %v, %+v, %d runs", err, c.Stats(), runs.Load())
	}
}

// TestComputeCancelsWhatNoOneWaitsFor: a computation whose every request
// was cancelled is cancelled too, and a new request starts afresh.
func TestComputeCancelsWhatNoOneWaitsFor(t *testing.T) {
	synctest.Test(t, cancelsWhatNoOneWaitsFor)
}

func cancelsWhatNoOneWaitsFor(t *testing.T) {
	c := NewCompute(1, 8)
	started := make(chan struct{}, 2)
	run := func(ctx context.Context) (any, error) {
		started <- struct{}{}
		<-ctx.Done()
		return nil, ctx.Err()
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() { _, err := c.Session(1).Do(ctx, "k", run); done <- err }()
	<-started
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Fatalf("the cancelled request returned %v", err)
	}
	synctest.Wait() // the cancelled run has ended and let its flight go
	ok := func(ctx context.Context) (any, error) { return 42, nil }
	if v, err := c.Session(1).Do(context.Background(), "k", ok); err != nil || v != 42 {
		t.Fatalf("a new request after the cancelled one: %v, %v", v, err)
	}
}

// TestComputeBoundsTheWorkers: no more computations run at once than the
// pool has workers, and no session has more than its share waiting.
func TestComputeBoundsTheWorkers(t *testing.T) {
	synctest.Test(t, boundsTheWorkers)
}

func boundsTheWorkers(t *testing.T) {
	c := NewCompute(2, 64)
	var now, peak atomic.Int64
	release := make(chan struct{})
	run := func(ctx context.Context) (any, error) {
		n := now.Add(1)
		for p := peak.Load(); n > p && !peak.CompareAndSwap(p, n); p = peak.Load() {
		}
		<-release
		now.Add(-1)
		return nil, nil
	}
	var wg sync.WaitGroup
	s := c.Session(3)
	var inDo atomic.Int64
	for i := 0; i < 10; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			inDo.Add(1)
			_, _ = s.Do(context.Background(), i, run)
		}()
	}
	synctest.Wait() // all ten asked; two run, the others wait for a slot
	if n := now.Load(); inDo.Load() != 10 || n != 2 {
		t.Fatalf("%d of 10 requests made, %d running on 2 workers", inDo.Load(), n)
	}
	if got := len(s.slots); got != 3 {
		t.Fatalf("the session holds %d slots, want its 3", got)
	}
	close(release)
	wg.Wait()
	if peak.Load() != 2 {
		t.Fatalf("%d computations ran at once on 2 workers", peak.Load())
	}
}

// TestComputeSurvivesAPanic: an engine that panics fails its request, not
// the process.
func TestComputeSurvivesAPanic(t *testing.T) {
	c := NewCompute(1, 8)
	_, err := c.Session(1).Do(context.Background(), "boom", func(context.Context) (any, error) { panic("engine bug") })
	if err == nil {
		t.Fatal("a panicking engine returned no error")
	}
	if _, err := c.Session(1).Do(context.Background(), []int{1}, func(context.Context) (any, error) { return 1, nil }); err != nil {
		t.Fatalf("a key that cannot be compared: %v", err)
	}
}
