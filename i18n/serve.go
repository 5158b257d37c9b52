package i18n

// ServeText is `pegasus serve`: the explorer served over SSH to a class,
// the lecture its sessions follow, and what the server says to the
// instructor (its start message, its flags, its refusals) and to each
// student (refusals, the end of the lecture).
type ServeText struct {
	// The command, its flags and its start message.
	LineFmt, FlagListen, FlagAllowRemote, FlagFollow, FlagHostKey     string
	FlagAuthorizedKeys, FlagPassphraseFile, FlagMaxSessions, FlagRate string
	FlagIdle, FlagMaxTime, FlagWorkers, FlagSessionEngines, FlagCache string
	FlagOutputBuffer, FlagLog, ServingFmt, ConnectFmt, FingerprintFmt string
	NewKeyFmt, OpenWarning, KeysFmt, PassphraseFromFmt, FollowingFmt  string
	LimitsFmt, StopHint, StoppingFmt, RemoteWarning, BothAuthNote     string
	PassphraseEnvName, PassphraseEnvFmt, LogToFmt, Exploring          string

	// Refusals before the server starts (exit 2).
	RemoteNeedsFlagFmt, BadListenFmt, ListenFailedFmt, HostKeyOpenFmt        string
	HostKeyOtherOwnerFmt, HostKeyBadFmt, NoStateDir, KeysBadFmt, KeysNoneFmt string
	PassphraseEmptyFmt, PassphraseLineFmt, DeckWithoutFollow, LimitFmt       string

	// What a student's terminal is told: one line before a refusal or at
	// the end, and the passphrase prompt.
	RefuseNoPTY, RefuseExec, RefuseFullFmt, RefuseRate, LectureOver string
	PassphraseInstruction, PassphrasePrompt                         string

	// The session: following the lecture, exploring alone, exports off.
	KeyLeave, KeyRejoin, HelpFollowing, FollowHintFmt, LeftFmt, RejoinedFmt string
	BadgeOffFmt, BadgeWaiting, BadgeEnded, BadgeOtherDeck, LectureEnded     string
	LectureStarted, ExportOff                                               string

	// The log (one line a connection, logfmt; the keys stay English).
	LogSession, LogRefused, LogStarted, LogStopped string
}
