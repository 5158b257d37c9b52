package settings

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/sagikazarmark/locafero"
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
	return raw, readError(t, source, err)
}

// readError words a refusal of safe.ReadFile (not a regular file, too
// big) as bad input naming source; other errors come back as they are.
func readError(t *i18n.Text, source string, err error) error {
	var nr *safe.NotRegularError
	var big *safe.TooBigError
	switch {
	case errors.As(err, &nr):
		return inputErrorf(t.Config.NotRegularFmt, source, safe.KindName(t, nr.Kind))
	case errors.As(err, &big):
		return inputErrorf(t.Config.TooBigFmt, source, i18n.Int(int(big.Size)), i18n.Int(int(big.Limit)))
	}
	return err
}

// fileViper is a viper that finds and reads one YAML settings file
// through fs. A file the user named (--config, PEGASUS_CONFIG, or the
// preferences file) is set as it is; the config file is otherwise
// searched for by viper, with a finder from its own library (locafero)
// that names exactly config.yaml in the explorer's config directory
// ($XDG_CONFIG_HOME/pegasus, else ~/.config/pegasus: viper knows no XDG
// directory) and takes any kind of file there. Viper's built-in search
// (SetConfigName, AddConfigPath) tries a dozen extensions, config.json
// first, and passes over a directory, so a FIFO or directory named
// config.yaml would be ignored in silence where the explorer refuses it
// saying what it is.
func fileViper(path string, named bool, fs *safeFS) *viper.Viper {
	var v *viper.Viper
	if named {
		v = viper.New()
		v.SetConfigFile(path)
	} else {
		v = viper.NewWithOptions(viper.WithFinder(locafero.Finder{Paths: []string{filepath.Dir(path)},
			Names: []string{filepath.Base(path)}, Type: locafero.FileTypeAny}))
	}
	v.SetFs(fs)
	v.SetConfigType("yaml")
	return v
}

// readYAMLFile finds and reads a settings file through viper (fileViper,
// safeFS) and checks it (decodeYAML). It returns the file's keys, dotted
// and lower-cased, and the file named by sourceFmt for messages. A file
// that is not there is an error wrapping fs.ErrNotExist; one that is not
// a regular file or is too big is bad input naming the source.
func readYAMLFile(t *i18n.Text, sourceFmt, path string, named bool) (map[string]any, string, error) {
	fsys := newSafeFS()
	v := fileViper(path, named, fsys)
	err := v.ReadInConfig()
	source := fmt.Sprintf(sourceFmt, path)
	var notFound viper.ConfigFileNotFoundError
	switch {
	case errors.As(err, &notFound):
		return nil, source, fmt.Errorf("%s: %w", source, fs.ErrNotExist)
	case fsys.read == nil && err != nil:
		return nil, source, readError(t, source, err)
	}
	flat, err := decodeYAML(t, source, fsys.read, v, err)
	return flat, source, err
}

// decodeYAML checks the YAML that v read (raw, its bytes; verr, viper's
// error), for what viper does not: that it holds one document (viper
// reads the first and ignores a second), that it is a mapping, and which
// keys have no value (viper drops them). Then it takes viper's settings,
// with each number spelled as the file spells it (literalNumbers).
func decodeYAML(t *i18n.Text, source string, raw []byte, v *viper.Viper, verr error) (map[string]any, error) {
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
	if verr != nil {
		return nil, inputErrorf(t.Config.BadFileFmt, source, oneLine(verr))
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
	flat, source, err := readYAMLFile(t, t.Config.SourceFileFmt, path, named)
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
