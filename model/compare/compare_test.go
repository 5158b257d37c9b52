package compare

import (
	"bufio"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// readSections parses content/files/<lang>/compare.md into id -> text and
// the ids in order (the model may not import pegasus/content).
func readSections(t *testing.T, lang string) (map[string]string, []string) {
	t.Helper()
	f, err := os.Open(filepath.Join("../../content/files", lang, "compare.md"))
	if err != nil {
		t.Fatalf("open %s/compare.md: %v", lang, err)
	}
	defer f.Close()
	out, cur := map[string]string{}, ""
	var ids []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if id, ok := strings.CutPrefix(line, "## "); ok {
			cur = strings.TrimSpace(id)
			ids = append(ids, cur)
			out[cur] = ""
			continue
		}
		if cur != "" && line != "" {
			out[cur] = strings.TrimSpace(out[cur] + " " + line)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out, ids
}

// notDescribedMark starts the text of every cell the seed leaves open.
var notDescribedMark = map[string]string{"en": "Not described", "zh-TW": "未描述"}

func TestEveryCellHasTextInBothLanguages(t *testing.T) {
	en, enIDs := readSections(t, "en")
	_, zhIDs := readSections(t, "zh-TW")
	if !slices.Equal(enIDs, zhIDs) {
		t.Fatalf("compare.md sections differ:\nen    %v\nzh-TW %v", enIDs, zhIDs)
	}
	var want []string
	for _, lang := range []string{"en", "zh-TW"} {
		text, _ := readSections(t, lang)
		need := func(key string) string {
			v := text[key]
			if v == "" {
				t.Errorf("%s compare.md lacks %q", lang, key)
			}
			if lang == "en" {
				want = append(want, key)
			}
			return v
		}
		need("about")
		need("assumptions")
		for _, s := range Systems() {
			need(SystemKey(s))
			for _, d := range Dimensions() {
				v := need(CellKey(s, d))
				marked := strings.HasPrefix(v, notDescribedMark[lang])
				if marked != (Cell(s, d) == NotDescribed) {
					t.Errorf("%s %s: text %q, but the cell is %s", lang, CellKey(s, d), v, Cell(s, d))
				}
			}
		}
		for _, d := range Dimensions() {
			need(DimensionKey(d))
		}
		for _, m := range Maps() {
			need(TitleKey(m.ID))
			for _, r := range m.Regions {
				need(RegionKey(m.ID, r))
			}
		}
		for _, src := range []Source{Given, NotDescribed} {
			need(SourceKey(src))
		}
		for _, b := range []Basis{Stated, Inferred} {
			need(BasisKey(b))
		}
	}
	for id := range en {
		if !slices.Contains(want, id) {
			t.Errorf("compare.md holds %q, which the model does not name", id)
		}
	}
}

func TestCells(t *testing.T) {
	if got := len(Systems()) * len(Dimensions()); got != 30 {
		t.Errorf("%d cells", got)
	}
	cases := []struct {
		s    SystemID
		d    DimensionID
		want Source
	}{
		{Pegasus, Topology, NotDescribed}, // the paper describes no fabric
		{Pegasus, Library, Given},
		{Astral, Topology, Given}, // 1:1 fat tree, 128K GPUs
		{HPN, CC, Given},          // RoCEv2 over PFC, not detailed but given
		{Meta, LoadBalance, Given},
		{Meta, Topology, NotDescribed},
		{TPUv4, LoadBalance, Given},
		{TPUv4, CC, NotDescribed},
		{"nope", Library, NotDescribed},
		{Pegasus, "nope", NotDescribed},
	}
	for _, c := range cases {
		if got := Cell(c.s, c.d); got != c.want {
			t.Errorf("Cell(%s, %s) = %s, want %s", c.s, c.d, got, c.want)
		}
	}
}

func TestMapsPlaceEverySystemOnce(t *testing.T) {
	for _, m := range Maps() {
		ps := Placements(m.ID)
		if len(ps) != len(Systems()) {
			t.Errorf("map %s places %d systems", m.ID, len(ps))
		}
		for i, p := range ps {
			if p.System != Systems()[i] || !slices.Contains(m.Regions, p.Region) {
				t.Errorf("map %s: placement %d = %+v", m.ID, i, p)
			}
		}
	}
	where := func(m MapID, s SystemID) RegionID {
		for _, p := range Placements(m) {
			if p.System == s {
				return p.Region
			}
		}
		return ""
	}
	// The seed's own statements.
	for _, c := range []struct {
		m MapID
		s SystemID
		r RegionID
	}{
		{LoadBalanceMap, Pegasus, InNIC}, {LoadBalanceMap, Meta, InSoftware}, {LoadBalanceMap, HPN, InWiring},
		{LoadBalanceMap, TPUv4, InCircuits}, {BytesInFlightMap, Pegasus, CreditsInNIC},
		{BytesInFlightMap, Meta, ClearToSendInLibrary}, {BytesInFlightMap, Astral, AfterQueue},
	} {
		if got := where(c.m, c.s); got != c.r {
			t.Errorf("%s on map %s: %s, want %s", c.s, c.m, got, c.r)
		}
	}
	if Placements("nope") != nil {
		t.Error("an unknown map has placements")
	}
}
