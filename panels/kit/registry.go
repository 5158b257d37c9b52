package kit

import (
	"errors"
	"fmt"

	"pegasus/i18n"
)

// Registration is a panel's one entry in the explorer's registry: its
// identifier (for routing, links and lecture steps), its title in a
// language (from the i18n catalog) and its constructor. A panel package
// declares it once, as its Registration function; the shell lists it
// once (ui.Panels), and the tabs, the titles links and `check` show, the
// pages links may open and the lecture deck's catalog all come from that
// list (soft-serve passes its components as one list in the same way).
type Registration struct {
	ID    PanelID
	Title func(t *i18n.Text) string
	New   func(Env) Panel
}

// Registry is every panel, in tab order.
type Registry []Registration

// Find is the registration of panel id.
func (r Registry) Find(id PanelID) (Registration, bool) {
	for _, reg := range r {
		if reg.ID == id {
			return reg, true
		}
	}
	return Registration{}, false
}

// Title names panel id in language t; an identifier no panel registers
// is shown as it is spelled.
func (r Registry) Title(t *i18n.Text, id PanelID) string {
	if reg, ok := r.Find(id); ok && reg.Title != nil {
		return reg.Title(t)
	}
	return string(id)
}

// IDs lists the panels' identifiers in tab order.
func (r Registry) IDs() []PanelID {
	ids := make([]PanelID, len(r))
	for i, reg := range r {
		ids[i] = reg.ID
	}
	return ids
}

// Build builds every panel from env, in tab order; each gets the registry
// in its Env, to name the panels its links lead to.
func (r Registry) Build(env Env) []Panel {
	env.Panels = r
	panels := make([]Panel, len(r))
	for i, reg := range r {
		panels[i] = reg.New(env)
	}
	return panels
}

// Check reports registrations without an identifier, a constructor or a
// title in every language, and identifiers registered twice.
func (r Registry) Check() error {
	var errs []error
	seen := map[PanelID]bool{}
	for i, reg := range r {
		switch {
		case reg.ID == "":
			errs = append(errs, fmt.Errorf("panel %d has no identifier", i+1))
		case seen[reg.ID]:
			errs = append(errs, fmt.Errorf("panel %q is registered twice", reg.ID))
		}
		seen[reg.ID] = true
		if reg.New == nil {
			errs = append(errs, fmt.Errorf("panel %q has no constructor", reg.ID))
		}
		for _, l := range i18n.Langs {
			if reg.Title == nil || reg.Title(i18n.For(l)) == "" {
				errs = append(errs, fmt.Errorf("panel %q has no title in %s", reg.ID, l))
			}
		}
	}
	return errors.Join(errs...)
}
