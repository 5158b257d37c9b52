package i18n

// englishFiles is FilesText in English.
func englishFiles() FilesText {
	return FilesText{
		KindRegular:      "a regular file",
		KindDirectory:    "a directory",
		KindSymlink:      "a symbolic link",
		KindFIFO:         "a FIFO (named pipe)",
		KindCharDevice:   "a character device",
		KindBlockDevice:  "a block device",
		KindSocket:       "a socket",
		KindOther:        "a special file",
		NotRegularFmt:    "%s is %s, not a regular file",
		TooBigFmt:        "%s holds %s bytes; at most %s are read",
		ExistsFmt:        "%s exists",
		NotDirFmt:        "%s is %s, not a directory",
		DirSymlinkFmt:    "%s is a symbolic link; the private directory must be a directory itself",
		DirOwnerFmt:      "%s belongs to another user (uid %d)",
		DirOpenFmt:       "%s lets other users in (mode %s); it must be mode 0700, and it is left as it is",
		DirWritableFmt:   "%s lets other users write in it (mode %s) and has no sticky bit, so they could replace what is made there",
		LockedFmt:        "%s is locked by process %d",
		RuntimeUnsafeFmt: "the speaker notes' runtime directory cannot be used: %s. Nothing was changed; set PEGASUS_RUNTIME_DIR to a directory of your own",
		PresenterBusyFmt: "another presenter (PID %d) is running, with its speaker notes in %s; quit it first, or start this one with PEGASUS_RUNTIME_DIR set to another directory",
		PresenterGoneFmt: "The presenter (PID %d) is gone without ending the presentation; below is the last step it showed.",
		OutNotFileFmt:    "--out %s is %s; name a file, or a device such as /dev/stdout",
		StateNotJSONFmt:  "%s is not a presentation state: %s",
		StateVersionFmt:  "%s has format %d; this program reads format %d",
		StateStepFmt:     "%s says step %d of %d; a step is from 1 to the number of steps",
		StateStepsFmt:    "%s says the presentation has %d steps; it has at least one",
		StateSeqFmt:      "%s has sequence number %d; it counts from 1",
		StatePIDFmt:      "%s names process %d; a process ID is above 0",
		StateStartFmt:    "%s says the presentation started at %s, which cannot be (not set, or in the future)",
		StateTextFmt:     "%s holds no text for the current step",
		StateNextFmt:     "%s lacks the next step, or gives one after the last step",
	}
}
