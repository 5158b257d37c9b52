package deck

import "time"

// Part is one line of the agenda: a part of the talk and its steps.
type Part struct {
	Title Text
	// First and Last are the indices of its first and last step.
	First, Last int
	// Planned is the sum of its steps' planned times (0: none given).
	Planned time.Duration
}

// Agenda lists the talk's parts in order. A deck whose steps name no
// part lists each step (agenda steps left out) as a part of its own.
func (d Deck) Agenda() []Part {
	var parts []Part
	named := false
	for _, s := range d.Steps {
		named = named || len(s.Part) > 0
	}
	for i, s := range d.Steps {
		switch {
		case named && len(s.Part) > 0, !named && !s.Agenda:
			title := s.Part
			if !named {
				title = s.Title
			}
			parts = append(parts, Part{Title: title, First: i, Last: i, Planned: s.Planned})
		case named && len(parts) > 0:
			parts[len(parts)-1].Last = i
			parts[len(parts)-1].Planned += s.Planned
		}
	}
	return parts
}

// PartOf is the part step i belongs to (nil before the first part).
func (d Deck) PartOf(i int) Text {
	for ; i >= 0 && i < len(d.Steps); i-- {
		if len(d.Steps[i].Part) > 0 {
			return d.Steps[i].Part
		}
	}
	return nil
}

// Plan is how long the talk is meant to take: the deck's duration, else
// the sum of its steps' planned times (0 when neither is given).
func (d Deck) Plan() time.Duration {
	if d.Planned > 0 {
		return d.Planned
	}
	var sum time.Duration
	for _, s := range d.Steps {
		sum += s.Planned
	}
	return sum
}
