package settings

import (
	"fmt"
	"sort"
	"strings"

	"pegasus/i18n"
	"pegasus/i18n/knobtext"
	"pegasus/ui/safe"
)

// Layer is one source's values, by dotted key, each parsed and checked on
// its own, with the source named in the user's language for messages.
type Layer struct {
	Source string
	Values map[string]float64
	// Sources names, per key, where a value came from when a layer gathers
	// several (each variable or flag is its own source).
	Sources map[string]string
}

// newLayer is an empty layer.
func newLayer(source string) Layer {
	return Layer{Source: source, Values: map[string]float64{}, Sources: map[string]string{}}
}

// sourceOf names where the layer's value of key came from.
func (l Layer) sourceOf(key string) string {
	if s, ok := l.Sources[key]; ok {
		return s
	}
	return l.Source
}

// InputError is bad input from the user: the CLI prints it and exits 2.
// Its message may quote what the user gave (a value, a key, a file name,
// a deck's text), so its text is made safe for a terminal: escape
// sequences and control characters are removed, line breaks kept.
type InputError struct{ Msg string }

// Error implements error.
func (e *InputError) Error() string { return safe.Text(e.Msg) }

// inputErrorf builds an InputError.
func inputErrorf(format string, args ...any) error {
	return &InputError{Msg: fmt.Sprintf(format, args...)}
}

// layerFromMap checks flattened keys and values read from a file. A key
// with no value, or one that names no setting, is refused with the
// source, the key and what is known or allowed.
func layerFromMap(t *i18n.Text, rows []Row, source string, flat map[string]any) (Layer, error) {
	keys := make([]string, 0, len(flat))
	for k := range flat {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	l := newLayer(source)
	for _, k := range keys {
		r, ok := findRow(rows, k)
		if !ok {
			return Layer{}, unknownKey(t, fmt.Sprintf(t.Config.UnknownKeyFmt, source, k), k, "", keysOf(rows), quoted)
		}
		raw := flat[k]
		if raw == nil {
			return Layer{}, inputErrorf(t.Config.NoValueFmt, source, k, knobtext.AllowedSpec(t, r.Spec))
		}
		v, err := r.Parse(fmt.Sprint(raw))
		if err != nil {
			return Layer{}, refusal(t, source, r, err)
		}
		l.Values[k] = v
	}
	return l, nil
}

// refusal turns a parse error of row r into the user's message.
func refusal(t *i18n.Text, source string, r Row, err error) error {
	if fe, ok := knobtext.AsFieldError(err); ok {
		fe.Group = r.Group
		return &InputError{Msg: knobtext.Refusal(t, source, fe)}
	}
	return fmt.Errorf("%s: %s: %w", source, r.Key(), err)
}

// flatten turns nested maps into dotted, lower-case keys. A nested map
// that is empty counts as a key with no value.
func flatten(m map[string]any, prefix string) map[string]any {
	out := map[string]any{}
	for k, v := range m {
		key := prefix + strings.ToLower(k)
		if sub, ok := v.(map[string]any); ok && len(sub) > 0 {
			for sk, sv := range flatten(sub, key+".") {
				out[sk] = sv
			}
			continue
		}
		if sub, ok := v.(map[string]any); ok && len(sub) == 0 {
			v = nil
		}
		out[key] = v
	}
	return out
}

// nest turns dotted keys back into nested maps (for writing YAML).
func nest(values map[string]string) map[string]any {
	out := map[string]any{}
	for k, v := range values {
		parts := strings.Split(k, ".")
		m := out
		for _, p := range parts[:len(parts)-1] {
			sub, ok := m[p].(map[string]any)
			if !ok {
				sub = map[string]any{}
				m[p] = sub
			}
			m = sub
		}
		m[parts[len(parts)-1]] = v
	}
	return out
}
