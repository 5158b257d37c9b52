package i18n

// KnobText names the engines' knobs for panels, flags and messages: the
// label of each knob by its configuration key ("credit.jitter_ns"), the
// names of a named knob's values by key and value ("power.rnic.asic"),
// and count units in words ("batches"). A test checks that every knob of
// every engine is named in every language.
type KnobText struct {
	Labels map[string]string
	Values map[string]string
	Units  map[string]string
	// Groups names each engine group, as the config file heads its keys.
	Groups map[string]string
	// Shell names the explorer's own keys (lang, theme, ...).
	Shell map[string]string
	// ModelNote explains the mark beside a knob whose default the model
	// chose because the paper gives none.
	ModelNote string
	// FlagUsageFmt is a flag's help: label, unit, allowed values, default.
	FlagUsageFmt string
	// UnitCount names a whole-number knob with no unit in flag help ("a
	// count").
	UnitCount string
	// UnitRatio names any other knob with no unit in flag help ("a
	// ratio": thresholds as shares of a window, loss rates).
	UnitRatio string
	// UnitName names a knob that takes a name in flag help ("a name").
	UnitName string
}

// Label is a knob's label, or its key when the catalog lacks it.
func (k KnobText) Label(key string) string {
	if l, ok := k.Labels[key]; ok {
		return l
	}
	return key
}

// Value names the value name of knob key, or returns name itself.
func (k KnobText) Value(key, name string) string {
	if l, ok := k.Values[key+"."+name]; ok {
		return l
	}
	return name
}

// Unit is a unit as this language writes it after a number: symbols stay
// as they are, count words are translated.
func (k KnobText) Unit(u string) string {
	if l, ok := k.Units[u]; ok {
		return l
	}
	return u
}

// With adds another group's names to the catalog (a panel declares its
// knobs' names in its own file and the language's catalog merges them).
func (k KnobText) With(extra KnobText) KnobText {
	merge := func(dst map[string]string, src map[string]string) map[string]string {
		out := make(map[string]string, len(dst)+len(src))
		for key, v := range dst {
			out[key] = v
		}
		for key, v := range src {
			out[key] = v
		}
		return out
	}
	k.Labels, k.Values = merge(k.Labels, extra.Labels), merge(k.Values, extra.Values)
	k.Units, k.Groups = merge(k.Units, extra.Units), merge(k.Groups, extra.Groups)
	return k
}
