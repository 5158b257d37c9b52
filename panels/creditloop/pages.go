package creditloop

import (
	"fmt"

	"pegasus/i18n"
)

// page is one view of the panel's right-hand area.
type page int

const (
	pageThroughput page = iota
	pageTrace
	pageReadouts
	pageReference
	pageFormulas
	pageModel
	pageQ1
	pageQ2
	pageQ3
	pageCost
	pageCount
)

// pageKeys are the pages' stable names, for links from other panels.
var pageKeys = [pageCount]string{"throughput", "trace", "readouts", "reference", "formulas", "model", "q1", "q2", "q3", "cost"}

// questionCount is the number of question pages.
const questionCount = 3

// question returns the question index (0-based) a page shows, if any.
func (pg page) question() (int, bool) {
	if pg >= pageQ1 && pg <= pageQ3 {
		return int(pg - pageQ1), true
	}
	return 0, false
}

// title is the page's name in the current language.
func (pg page) title(t *i18n.Text) string {
	c := t.Credit
	if q, ok := pg.question(); ok {
		return fmt.Sprintf(c.PageQuestionFmt, q+1)
	}
	return map[page]string{
		pageThroughput: c.PageThroughput,
		pageTrace:      c.PageTrace,
		pageReadouts:   c.PageReadouts,
		pageReference:  c.PageReference,
		pageFormulas:   c.PageFormulas,
		pageModel:      c.PageModel,
		pageCost:       c.PageCost,
	}[pg]
}
