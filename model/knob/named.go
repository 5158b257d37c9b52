package knob

// NameOf is the configuration name of a named knob's value v among names,
// or "unknown" for a value that names none.
func NameOf[V ~int](names []string, v V) string {
	if v < 0 || int(v) >= len(names) {
		return "unknown"
	}
	return names[v]
}
