package i18n

import (
	"fmt"
	"time"
)

// Clock writes a duration as a clock reads, m:ss, or h:mm:ss from an hour
// on; a negative one as 0:00 (a clock set back). Both languages write it
// so.
func Clock(d time.Duration) string {
	sec := max(0, int(d/time.Second))
	if sec >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", sec/3600, sec/60%60, sec%60)
	}
	return fmt.Sprintf("%d:%02d", sec/60, sec%60)
}
