package settings

import (
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"time"

	"go.yaml.in/yaml/v3"

	"pegasus/i18n"
	"pegasus/ui/safe"
)

// Prefs is what the explorer remembered at the last exit.
type Prefs struct {
	Path string
	// Values are the saved keys, as read (dotted keys).
	Values map[string]float64
	// StartPageSeen is set when the file holds start_page_seen: true, as
	// earlier versions saved it. It is read, never written: the start page
	// is remembered in a state file of its own (StartSeenPath).
	StartPageSeen bool
	// Writable is false when the file cannot be saved over: it is bad and
	// could not be moved aside, or there is nowhere to save.
	Writable bool
}

// keyStartPageSeen is the preferences-only key of the start page.
const keyStartPageSeen = "start_page_seen"

// readPrefs reads saved preferences and checks each key on its own. A file
// that is missing is no error; one that cannot be parsed is returned with
// the reason (the caller moves it aside).
func readPrefs(t *i18n.Text, rows []Row, path string) (Prefs, Layer, error) {
	p := Prefs{Path: path, Values: map[string]float64{}, Writable: true}
	flat, source, err := readYAMLFile(t, t.Config.SourcePrefsFmt, path, true)
	if errors.Is(err, fs.ErrNotExist) {
		return p, newLayer(source), nil
	}
	if err != nil {
		return p, Layer{}, err
	}
	if v, ok := flat[keyStartPageSeen]; ok {
		p.StartPageSeen = fmt.Sprint(v) == "true"
		delete(flat, keyStartPageSeen)
	}
	l, err := layerFromMap(t, rows, source, flat)
	if err != nil {
		return p, Layer{}, err
	}
	p.Values = l.Values
	return p, l, nil
}

// moveAside renames a bad preferences file to path.corrupt-<time>, never
// over an earlier backup: the name gets -2, -3, ... when it is taken. A
// rename, never a copy: the user's file exists at every moment, a FIFO or
// a link (to /dev/zero, say) is moved as it is without being opened, and
// a huge file costs nothing.
func moveAside(path string, now time.Time) (string, error) {
	return safe.MoveAside(path, ".corrupt-"+now.Format("20060102-150405"))
}

// prefsHeader opens every saved preferences file.
const prefsHeader = "# Saved by pegasus on exit. Safe to delete; config.yaml, PEGASUS_* variables and flags override it.\n"

// WritePrefs writes preferences atomically (safe.Replace): a temporary
// file beside the file, synced, then renamed over it. When prefs.yaml is
// a link (into a dotfiles folder), the file it leads to gets the values
// and the link stays. The file is made mode 0600 under the umask.
func WritePrefs(rows []Row, p Prefs) error {
	if p.Path == "" {
		return nil
	}
	text := map[string]string{}
	for k, v := range p.Values {
		r, ok := findRow(rows, k)
		if !ok {
			continue // a key of an older version: dropped
		}
		text[k] = r.Spec.Format(v)
	}
	doc := nest(text)
	data, err := yaml.Marshal(sortedNode(doc))
	if err != nil {
		return fmt.Errorf("encode preferences: %w", err)
	}
	if err := safe.DirFor(p.Path); err != nil {
		return err
	}
	return safe.Replace(p.Path, append([]byte(prefsHeader), data...), 0o600)
}

// sortedNode turns nested maps of text into a YAML node with sorted keys
// and plain scalars, so the file reads well and diffs cleanly.
func sortedNode(m map[string]any) *yaml.Node {
	n := &yaml.Node{Kind: yaml.MappingNode}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		n.Content = append(n.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: k})
		switch v := m[k].(type) {
		case map[string]any:
			n.Content = append(n.Content, sortedNode(v))
		default:
			n.Content = append(n.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: fmt.Sprint(v)})
		}
	}
	return n
}
