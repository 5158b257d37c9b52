package kit

import "pegasus/i18n"

// SchemeNames names the load-balancing schemes in the user's language, in
// the order of spray.Schemes.
func SchemeNames(t *i18n.Text) []string {
	c := t.Spray
	return []string{c.SchemeHash, c.SchemeQP, c.SchemeTE, c.SchemeAR, c.SchemeSpray}
}
