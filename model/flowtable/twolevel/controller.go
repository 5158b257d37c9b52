package twolevel

import (
	"math/rand/v2"

	"pegasus/model/flowtable"
)

// The VPC the controller manages: one VNI, overlay addresses from
// 10.0.0.1 up, underlay addresses from 100.64.0.0 up.
const (
	vpcVNI       = 0x00a1c0
	overlayBase  = 10<<24 | 1
	underlayBase = 100<<24 | 64<<16
)

// controller is the SDN controller's side: the table it intends, and the
// updates it sends. Its state lives outside the server and survives a DPU
// crash; an update counts once the DPU commits or rejects it.
type controller struct {
	seed     uint64
	p        Params
	keys     []uint64       // intended keys, in a fixed order
	pos      map[uint64]int // index of each key in keys
	intended map[uint64]uint64
	fresh    uint32 // next overlay address never used
}

func newController(p Params) *controller {
	return &controller{seed: p.Seed, p: p, pos: map[uint64]int{}, intended: map[uint64]uint64{}}
}

// update builds update txn from the intended table. The first update only
// adds entries; later ones remove (DeletePct of the time), add or move.
func (c *controller) update(txn int) []Op {
	rng := rand.New(rand.NewPCG(c.seed, uint64(txn)+0x9e3779b97f4a7c15))
	ops := make([]Op, 0, c.p.OpsPerTxn)
	fresh := c.fresh
	for range c.p.OpsPerTxn {
		r := rng.Float64() * 100
		switch {
		case txn > 0 && len(c.keys) > 0 && r < c.p.DeletePct:
			ops = append(ops, Op{Kind: Remove, Key: c.keys[rng.IntN(len(c.keys))]})
		case txn > 0 && len(c.keys) > 0 && rng.IntN(2) == 0:
			k := c.keys[rng.IntN(len(c.keys))]
			ops = append(ops, Op{Kind: Put, Key: k, Value: underlayBase + uint64(rng.Uint32()&0xffff)})
		default:
			ops = append(ops, Op{Kind: Put, Key: flowtable.Key(vpcVNI, overlayBase+fresh), Value: underlayBase + uint64(fresh&0xffff)})
			fresh++
		}
	}
	return ops
}

// acknowledge records the outcome of an update: committed ones change the
// intended table, rejected ones do not.
func (c *controller) acknowledge(ops []Op, committed bool) {
	if !committed {
		return
	}
	for _, o := range ops {
		if o.Kind == Remove {
			c.remove(o.Key)
			continue
		}
		if _, ok := c.intended[o.Key]; !ok {
			c.pos[o.Key] = len(c.keys)
			c.keys = append(c.keys, o.Key)
		}
		c.intended[o.Key] = o.Value
		if _, ip := flowtable.SplitKey(o.Key); ip >= overlayBase+c.fresh {
			c.fresh = ip - overlayBase + 1
		}
	}
}

func (c *controller) remove(k uint64) {
	i, ok := c.pos[k]
	if !ok {
		return
	}
	last := c.keys[len(c.keys)-1]
	c.keys[i], c.pos[last] = last, i
	c.keys = c.keys[:len(c.keys)-1]
	delete(c.pos, k)
	delete(c.intended, k)
}
