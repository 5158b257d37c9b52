package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// MarshalJSON writes the report as one JSON object: every quantity under
// its key, in order (a dotted key nests in an object named by its first
// part, placed where that part first appears), then every part. A number
// is rounded to the precision its engine declares (JSONValue), then
// written as encoding/json writes a float64; a flag is a boolean and a
// name a string. Parts are written as they are.
func (r Report) MarshalJSON() ([]byte, error) {
	root := &object{}
	for _, q := range r.Quantities {
		var v any
		switch q.Kind {
		case Flag:
			v = q.Bool()
		case Name:
			v = q.Name
		default:
			v = q.JSONValue()
		}
		if err := root.set(strings.Split(q.Key, "."), v); err != nil {
			return nil, fmt.Errorf("report %s: %w", r.Engine, err)
		}
	}
	for _, p := range r.Parts {
		if err := root.set(strings.Split(p.Key, "."), p.Value); err != nil {
			return nil, fmt.Errorf("report %s: %w", r.Engine, err)
		}
	}
	return root.MarshalJSON()
}

// JSONValue is q's number rounded to the decimals its engine declares,
// so that JSON carries 327.68, not 327.67999999999984. A Share is a
// fraction whose declared decimals are those of its percentage: it keeps
// two more. An echoed knob (Decimals -1) is written as it is set. A
// number that rounds to zero is written as 0, never -0.
func (q Quantity) JSONValue() float64 {
	v := q.Value
	if q.Decimals < 0 || math.IsNaN(v) || math.IsInf(v, 0) {
		return v
	}
	d := q.Decimals
	if q.Unit == Share {
		d += 2
	}
	r, err := strconv.ParseFloat(strconv.FormatFloat(v, 'f', d, 64), 64)
	if err != nil || r == 0 {
		return math.Abs(r) // a float64 always formats as a number that parses
	}
	return r
}

// object is a JSON object that keeps its members in order.
type object struct {
	keys   []string
	values map[string]any
}

// set places v at path, making the objects on the way.
func (o *object) set(path []string, v any) error {
	if o.values == nil {
		o.values = map[string]any{}
	}
	head := path[0]
	cur, exists := o.values[head]
	if len(path) == 1 {
		if exists {
			return fmt.Errorf("key %q given twice", head)
		}
		o.keys = append(o.keys, head)
		o.values[head] = v
		return nil
	}
	child, ok := cur.(*object)
	if !exists {
		child = &object{}
		o.keys = append(o.keys, head)
		o.values[head] = child
	} else if !ok {
		return fmt.Errorf("key %q is both a value and an object", head)
	}
	return child.set(path[1:], v)
}

// MarshalJSON writes the members in order.
func (o *object) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range o.keys {
		if i > 0 {
			b.WriteByte(',')
		}
		key, err := json.Marshal(k)
		if err != nil {
			return nil, err
		}
		val, err := json.Marshal(o.values[k])
		if err != nil {
			return nil, fmt.Errorf("%s: %w", k, err)
		}
		b.Write(key)
		b.WriteByte(':')
		b.Write(val)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}
