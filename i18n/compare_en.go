package i18n

// englishCompare is the compare panel in English.
func englishCompare() CompareText {
	return CompareText{
		Title:          "Compare",
		PageTable:      "Table",
		PageMaps:       "Maps",
		PageAbout:      "About",
		TableHeading:   "Pegasus beside the systems the digest names",
		SystemOfFmt:    "system %d of %d",
		DimensionOfFmt: "aspect %d of %d",
		FromCellFmt:    "%s: %s. From its %s cell: %s",
		MissingCellFmt: "%s: %s",
		KeyOther:       "another system or aspect",
		KeyView:        "by system / by aspect",
		KeyScroll:      "scroll",
		ColSystem:      "System",
		ColDimension:   "Aspect",
		ColSource:      "Source",
		ColText:        "What the digest says",
		ColMap:         "Map",
		ColRegion:      "Region",
		ColBasis:       "Placed by",
	}
}
