package kit

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"

	lru "github.com/hashicorp/golang-lru/v2"
)

// Compute runs the slow engines of many explorers at once (the sessions of
// `pegasus serve`): a bounded pool of workers that every session shares,
// a bounded cache of results keyed by the engine and its inputs, and one
// computation for identical requests made while it runs (the rest wait
// for it). Engines are pure and seeded, so equal keys give equal results;
// a result is shared read-only by every session that asked for it.
type Compute struct {
	workers chan struct{}
	mu      sync.Mutex
	cache   *lru.Cache[any, any]
	flights map[any]*flight
	runs    atomic.Int64 // computations started
	hits    atomic.Int64 // requests served from the cache
	joins   atomic.Int64 // requests that waited for a computation in flight
	// byEngine counts the computations started of each engine (keys that
	// are EngineKeys), whatever their inputs: a bounded map.
	byEngine map[engineID]int
}

// engineID names an engine, whatever its inputs.
type engineID struct {
	panel  PanelID
	engine int
}

// flight is one computation in progress and the requests waiting for it.
type flight struct {
	done    chan struct{} // closed once val and err are set
	val     any
	err     error
	waiters int
	cancel  context.CancelFunc
}

// ComputeStats counts what the shared service did.
type ComputeStats struct {
	Runs, Hits, Joins int64
}

// NewCompute builds the shared service: workers computations run at once
// (at least one), and the entries latest results are kept (at least one).
func NewCompute(workers, entries int) *Compute {
	cache, _ := lru.New[any, any](max(1, entries)) // only fails for a size below 1
	return &Compute{workers: make(chan struct{}, max(1, workers)), cache: cache, flights: map[any]*flight{}, byEngine: map[engineID]int{}}
}

// Stats reports the computations run and the requests shared so far.
func (c *Compute) Stats() ComputeStats {
	return ComputeStats{Runs: c.runs.Load(), Hits: c.hits.Load(), Joins: c.joins.Load()}
}

// RunsOf counts the computations started of engine e of panel id.
func (c *Compute) RunsOf(id PanelID, e int) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.byEngine[engineID{id, e}]
}

// Session is one explorer's share of the service: at most limit of its
// requests wait for a worker or run at once (at least one), so that no
// session can fill the pool's queue by itself.
func (c *Compute) Session(limit int) *ComputeSession {
	return &ComputeSession{c: c, slots: make(chan struct{}, max(1, limit))}
}

// ComputeSession is an explorer's handle on the shared Compute (see
// Compute.Session); kit.Env carries it to the panels.
type ComputeSession struct {
	c     *Compute
	slots chan struct{}
}

// EngineKey names one engine's computation on given inputs: the panel, the
// engine's number in it, and the inputs the computation reads (a
// comparable value: a struct of numbers, never a slice or a map).
type EngineKey struct {
	Panel  PanelID
	Engine int
	Inputs any
}

// Do returns run's result for key: from the cache, from a computation of
// the same key already in flight, or from a new one on the shared pool.
// When ctx ends first, Do returns its error at once; the computation is
// cancelled when no request waits for it any more. A key that cannot be
// compared runs unshared.
func (s *ComputeSession) Do(ctx context.Context, key any, run RunFunc) (any, error) {
	c := s.c
	if !hashable(key) {
		return c.runGuarded(ctx, run)
	}
	if v, ok := c.cached(key); ok {
		return v, nil
	}
	select {
	case s.slots <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-s.slots }()
	return c.join(ctx, key, run)
}

// cached is key's result, if the cache holds it.
func (c *Compute) cached(key any) (any, bool) {
	v, ok := c.cache.Get(key)
	if ok {
		c.hits.Add(1)
	}
	return v, ok
}

// join waits for key's computation, starting it when none is in flight.
func (c *Compute) join(ctx context.Context, key any, run RunFunc) (any, error) {
	c.mu.Lock()
	if v, ok := c.cached(key); ok {
		c.mu.Unlock()
		return v, nil
	}
	f := c.flights[key]
	if f == nil {
		fctx, cancel := context.WithCancel(context.Background())
		f = &flight{done: make(chan struct{}), cancel: cancel}
		c.flights[key] = f
		go c.fly(fctx, key, f, run)
	} else {
		c.joins.Add(1)
	}
	f.waiters++
	c.mu.Unlock()
	select {
	case <-f.done:
		return f.val, f.err
	case <-ctx.Done():
		c.mu.Lock()
		f.waiters--
		if f.waiters == 0 && c.flights[key] == f {
			// No one wants it any more: a later request starts afresh.
			delete(c.flights, key)
			f.cancel()
		}
		c.mu.Unlock()
		return nil, ctx.Err()
	}
}

// fly runs a computation on a worker, keeps a successful result in the
// cache and hands it to every request waiting.
func (c *Compute) fly(ctx context.Context, key any, f *flight, run RunFunc) {
	defer f.cancel()
	select {
	case c.workers <- struct{}{}:
		c.runs.Add(1)
		if k, ok := key.(EngineKey); ok {
			c.mu.Lock()
			c.byEngine[engineID{k.Panel, k.Engine}]++
			c.mu.Unlock()
		}
		f.val, f.err = c.runGuarded(ctx, run)
		<-c.workers
	case <-ctx.Done():
		f.err = ctx.Err()
	}
	c.mu.Lock()
	if f.err == nil {
		c.cache.Add(key, f.val)
	}
	if c.flights[key] == f {
		delete(c.flights, key)
	}
	c.mu.Unlock()
	close(f.done)
}

// runGuarded runs an engine, turning a panic into an error: on the shared
// pool a panic would end the whole server, not one session.
func (c *Compute) runGuarded(ctx context.Context, run RunFunc) (v any, err error) {
	defer func() {
		if r := recover(); r != nil {
			v, err = nil, fmt.Errorf("an engine failed: %v", r)
		}
	}()
	return run(ctx)
}

// hashable reports whether key may be used as a map key (a struct holding
// a slice, say, may not).
func hashable(key any) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	_ = map[any]bool{key: true}
	return key != nil
}

// Share is run, routed through the shared engines when the explorer has
// them (kit.Env.Compute): key names the engine and the inputs run reads,
// so that every session asking for the same computation gets one result.
// Without them (the explorer on its own terminal) it is run itself.
func (b *Base) Share(key any, run RunFunc) RunFunc {
	if b.compute == nil {
		return run
	}
	s := b.compute
	return func(ctx context.Context) (any, error) { return s.Do(ctx, key, run) }
}
