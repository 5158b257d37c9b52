package cli

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// TestExportDashIsStandardOutput: --out - writes the bytes themselves to
// standard output, unfiltered even where the terminal is not UTF-8 (a PDF
// is binary), makes no file named "-", and a failed write is exit 3.
func TestExportDashIsStandardOutput(t *testing.T) {
	t.Parallel()
	e := cleanEnv(t)
	e["LANG"] = "zh_TW.Big5" // streams filtered to ASCII for text
	var out, errb bytes.Buffer
	code := Run([]string{"export", "--panel", "credit", "--format", "pdf", "--out", "-"}, IO{Stdout: &out, Stderr: &errb, Figures: figures, Compute: testEngines.Session(2), Content: sharedContent}, e)
	if code != ExitOK || !bytes.HasPrefix(out.Bytes(), []byte("%PDF")) {
		t.Fatalf("export to -: %d, %d bytes starting %q\n%s", code, out.Len(), out.Bytes()[:min(8, out.Len())], errb.String())
	}
	if !hasHighByte(out.Bytes()) {
		t.Error("the PDF lost its binary bytes on the way to standard output")
	}
	if _, err := os.Lstat("-"); err == nil {
		t.Error(`a file named "-" was made`)
	}
	if strings.Contains(errb.String(), "Wrote") {
		t.Errorf("a confirmation for standard output: %s", errb.String())
	}
	code = Run([]string{"export", "--panel", "power", "--format", "csv", "--out", "-"}, IO{Stdout: failingWriter{}, Stderr: &errb, Figures: figures, Compute: testEngines.Session(2), Content: sharedContent}, cleanEnv(t))
	if code != ExitIO || !strings.Contains(errb.String(), "no space left on device") {
		t.Errorf("a failed write to -: %d\n%s", code, errb.String())
	}
}

// hasHighByte reports whether b holds a byte above 127.
func hasHighByte(b []byte) bool {
	for _, c := range b {
		if c > 127 {
			return true
		}
	}
	return false
}
