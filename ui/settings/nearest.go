package settings

import (
	"fmt"
	"strings"

	"github.com/agnivade/levenshtein"

	"pegasus/i18n"
	"pegasus/ui/safe"
)

// Nearest is the name among known that name most likely misspells: the
// one fewest edits away (case aside; the first in known on a tie), if it
// is at most a quarter of name's length away (one edit for a short name).
func Nearest(name string, known []string) (string, bool) {
	best, dist := "", max(1, len(name)/4)+1
	lower := strings.ToLower(name)
	for _, k := range known {
		if d := levenshtein.ComputeDistance(lower, strings.ToLower(k)); d < dist {
			best, dist = k, d
		}
	}
	return best, best != ""
}

// DidYouMean is the remark after a message about an unknown name: the
// nearest of known, if one is near (see Nearest; prefix, shared by every
// name, is cut from all of them before comparing), written by spell.
func DidYouMean(t *i18n.Text, name, prefix string, known []string, spell func(string) string) string {
	cut := make([]string, len(known))
	for i, k := range known {
		cut[i] = strings.TrimPrefix(k, prefix)
	}
	near, ok := Nearest(strings.TrimPrefix(name, prefix), cut)
	if !ok {
		return ""
	}
	return fmt.Sprintf(t.Config.DidYouMeanFmt, spell(prefix+near))
}

// unknownKey is the refusal of a key or variable that names nothing: msg,
// the nearest known name, and where every key is listed.
func unknownKey(t *i18n.Text, msg, name, prefix string, known []string, spell func(string) string) error {
	msg += DidYouMean(t, name, prefix, known, spell)
	return &InputError{Msg: msg + fmt.Sprintf(t.Config.AsideFmt, t.Config.AllKeysHint)}
}

// quoted spells a name as Go quotes it (control characters escaped).
func quoted(s string) string { return fmt.Sprintf("%q", s) }

// plain spells a name as it is, made safe for the terminal.
func plain(s string) string { return safe.Line(s) }
