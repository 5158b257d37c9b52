package settings

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/spf13/viper"
	"go.yaml.in/yaml/v3"

	"pegasus/i18n"
	"pegasus/ui/safe"
)

// MaxFileBytes is the largest config, preferences or deck file read.
const MaxFileBytes = 1 << 20

// ReadRegularFile reads a file that must be a regular file of at most
// MaxFileBytes, through safe.ReadFile: a FIFO, a device (a link to
// /dev/zero) or a directory is refused without being read or waited on,
// and so is a bigger file, with a message naming source and what was
// found. Other errors (a missing file) come back as they are.
func ReadRegularFile(t *i18n.Text, source, path string) ([]byte, error) {
	raw, err := safe.ReadFile(path, MaxFileBytes)
	var nr *safe.NotRegularError
	var big *safe.TooBigError
	switch {
	case errors.As(err, &nr):
		return nil, inputErrorf(t.Config.NotRegularFmt, source, safe.KindName(t, nr.Kind))
	case errors.As(err, &big):
		return nil, inputErrorf(t.Config.TooBigFmt, source, i18n.Int(int(big.Size)), i18n.Int(int(big.Limit)))
	}
	return raw, err
}

// decodeYAML reads settings YAML through viper, after checking that it
// holds one document: a second one would be silently ignored.
func decodeYAML(t *i18n.Text, source string, raw []byte) (map[string]any, error) {
	dec := yaml.NewDecoder(bytes.NewReader(raw))
	var first, second yaml.Node
	if err := dec.Decode(&first); err != nil && !errors.Is(err, io.EOF) {
		return nil, inputErrorf(t.Config.BadFileFmt, source, oneLine(err))
	}
	if err := dec.Decode(&second); !errors.Is(err, io.EOF) {
		return nil, inputErrorf(t.Config.MultiDocFmt, source)
	}
	var nulls []string
	if first.Kind == yaml.DocumentNode && len(first.Content) == 1 {
		if first.Content[0].Kind != yaml.MappingNode {
			return nil, inputErrorf(t.Config.NotMappingFmt, source)
		}
		nulls = nullKeys(first.Content[0], "")
	}
	v := viper.New()
	v.SetConfigType("yaml")
	if err := v.ReadConfig(bytes.NewReader(raw)); err != nil {
		return nil, inputErrorf(t.Config.BadFileFmt, source, oneLine(err))
	}
	flat := flatten(v.AllSettings(), "")
	literalNumbers(&first, flat)
	// viper drops a key whose value is null, and leaves its group empty:
	// put the key back with no value, in place of the empty group, beside
	// every other key of the file.
	for _, k := range nulls {
		for group := k; strings.Contains(group, "."); {
			group = group[:strings.LastIndex(group, ".")]
			if val, ok := flat[group]; ok && val == nil {
				delete(flat, group)
			}
		}
		flat[k] = nil
	}
	return flat, nil
}

// readConfigLayer reads and checks a config file. A missing file is an
// error only when the user named it.
func readConfigLayer(t *i18n.Text, rows []Row, path string, named bool) (Layer, error) {
	source := fmt.Sprintf(t.Config.SourceFileFmt, path)
	raw, err := ReadRegularFile(t, source, path)
	if errors.Is(err, fs.ErrNotExist) && !named {
		return newLayer(source), nil
	}
	var in *InputError
	if errors.As(err, &in) {
		return Layer{}, err
	}
	if err != nil {
		return Layer{}, inputErrorf(t.Config.BadFileFmt, source, oneLine(err))
	}
	flat, err := decodeYAML(t, source, raw)
	if err != nil {
		return Layer{}, err
	}
	return layerFromMap(t, rows, source, flat)
}

// oneLine collapses a multi-line error into one line.
func oneLine(err error) string {
	return string(bytes.Join(bytes.Fields([]byte(err.Error())), []byte(" ")))
}

// nullKeys lists the keys of a mapping node whose value is null (~, null
// or nothing), as dotted keys.
func nullKeys(m *yaml.Node, prefix string) []string {
	var out []string
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := prefix+strings.ToLower(m.Content[i].Value), m.Content[i+1]
		switch {
		case v.Kind == yaml.ScalarNode && v.Tag == "!!null":
			out = append(out, k)
		case v.Kind == yaml.MappingNode:
			out = append(out, nullKeys(v, k+".")...)
		}
	}
	return out
}
