package settings

import (
	"strings"

	"go.yaml.in/yaml/v3"
)

// literalNumbers puts back, in place of each number YAML made of a plain
// scalar, the text the file spells it with, so that a value in a file is
// read as strictly as the same value in a variable or a flag: YAML (and
// so viper) reads 1_000 as 1000, 0x10 as 16 and 0o17 as 15, spellings the
// explorer refuses everywhere. Aliases and merge keys are followed; a
// number the walk cannot place keeps YAML's value.
func literalNumbers(doc *yaml.Node, flat map[string]any) {
	if doc.Kind != yaml.DocumentNode || len(doc.Content) != 1 {
		return
	}
	lit := map[string]string{}
	walkLiterals(doc.Content[0], "", lit, 0)
	for k, text := range lit {
		if isNumber(flat[k]) {
			flat[k] = text
		}
	}
}

// maxAliasDepth bounds how deep aliases are followed (a file can make an
// alias refer to itself).
const maxAliasDepth = 8

// walkLiterals records the spelling of each number of a mapping under
// prefix: merged mappings first, so that a key written in the mapping
// itself wins.
func walkLiterals(m *yaml.Node, prefix string, lit map[string]string, depth int) {
	m = resolveAlias(m, depth)
	if m == nil || m.Kind != yaml.MappingNode || depth > maxAliasDepth {
		return
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if k, v := m.Content[i], m.Content[i+1]; k.Value == "<<" && k.Tag == "!!merge" {
			for _, src := range mergeSources(v, depth) {
				walkLiterals(src, prefix, lit, depth+1)
			}
		}
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := m.Content[i], m.Content[i+1]
		if k.Value == "<<" && k.Tag == "!!merge" {
			continue
		}
		key := prefix + strings.ToLower(k.Value)
		v = resolveAlias(v, depth)
		switch {
		case v == nil:
		case v.Kind == yaml.MappingNode:
			walkLiterals(v, key+".", lit, depth+1)
		case v.Kind == yaml.ScalarNode && v.Style == 0 && (v.Tag == "!!int" || v.Tag == "!!float"):
			lit[key] = v.Value
		}
	}
}

// mergeSources lists the mappings a merge key names: one, or a sequence.
func mergeSources(v *yaml.Node, depth int) []*yaml.Node {
	v = resolveAlias(v, depth)
	if v != nil && v.Kind == yaml.SequenceNode {
		return v.Content
	}
	return []*yaml.Node{v}
}

// resolveAlias follows aliases to the node they name (nil when too deep).
func resolveAlias(n *yaml.Node, depth int) *yaml.Node {
	for ; n != nil && n.Kind == yaml.AliasNode; depth++ {
		if depth > maxAliasDepth {
			return nil
		}
		n = n.Alias
	}
	return n
}

// isNumber reports whether YAML decoded v as a number.
func isNumber(v any) bool {
	switch v.(type) {
	case int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64, float32, float64:
		return true
	}
	return false
}
