package i18n

// FilesText is what the program says about a file or directory it
// refused to read, write or use, and about the presentation state that
// the presenter leaves for `pegasus notes`.
type FilesText struct {
	// What a path is: each completes "is %s".
	KindRegular, KindDirectory, KindSymlink, KindFIFO string
	KindCharDevice, KindBlockDevice, KindSocket       string
	KindOther                                         string

	NotRegularFmt  string // path, kind
	TooBigFmt      string // path, size, limit (bytes)
	ExistsFmt      string // path
	NotDirFmt      string // path, kind
	DirSymlinkFmt  string // path
	DirOwnerFmt    string // path, owner's user ID
	DirOpenFmt     string // path, mode
	DirWritableFmt string // path, mode
	LockedFmt      string // path, process ID

	// The runtime directory and the presenter's lock.
	RuntimeUnsafeFmt string // why (one of the above)
	PresenterBusyFmt string // process ID, directory
	PresenterGoneFmt string // process ID

	// OutNotFileFmt refuses an export's --out: path, kind.
	OutNotFileFmt string

	// A presentation state that cannot be right.
	StateNotJSONFmt string // path, the decoder's reason
	StateVersionFmt string // path, its format, the format read
	StateStepFmt    string // path, step, steps
	StateStepsFmt   string // path, steps
	StateSeqFmt     string // path, sequence number
	StatePIDFmt     string // path, process ID
	StateStartFmt   string // path, start time
	StateTextFmt    string // path
	StateNextFmt    string // path
}
