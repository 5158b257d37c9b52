package i18n

// CompareText is the compare panel: Pegasus beside the systems the digest
// names, point by point, and the two maps that place them.
type CompareText struct {
	Title                          string
	PageTable, PageMaps, PageAbout string
	// TableHeading is above the table.
	TableHeading string
	// SystemOfFmt and DimensionOfFmt say which item a narrow view shows:
	// position, count.
	SystemOfFmt, DimensionOfFmt string
	// FromCellFmt explains a placement by the explorer: system, region,
	// the dimension whose cell it rests on, that cell's text.
	FromCellFmt string
	// MissingCellFmt names a cell the digest does not describe: system,
	// dimension.
	MissingCellFmt string
	// KeyOther and KeyView are the help of the narrow table's keys.
	KeyOther, KeyView, KeyScroll string
	// Column names of the exported tables.
	ColSystem, ColDimension, ColSource, ColText, ColMap, ColRegion, ColBasis string
}
