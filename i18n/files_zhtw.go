package i18n

// traditionalChineseFiles is FilesText in Traditional Chinese.
func traditionalChineseFiles() FilesText {
	return FilesText{
		KindRegular:      "一般檔案",
		KindDirectory:    "目錄",
		KindSymlink:      "符號連結",
		KindFIFO:         "具名管道（FIFO）",
		KindCharDevice:   "字元裝置",
		KindBlockDevice:  "區塊裝置",
		KindSocket:       "通訊端（socket）",
		KindOther:        "特殊檔案",
		NotRegularFmt:    "%s 是%s，不是一般檔案",
		TooBigFmt:        "%s 有 %s 位元組；最多只讀取 %s 位元組",
		ExistsFmt:        "%s 已存在",
		NotDirFmt:        "%s 是%s，不是目錄",
		DirSymlinkFmt:    "%s 是符號連結；私人目錄本身必須是目錄",
		DirOwnerFmt:      "%s 屬於另一位使用者（uid %d）",
		DirOpenFmt:       "%s 允許其他使用者進入（權限 %s）；它必須是 0700，程式不會去更改",
		DirWritableFmt:   "%s 允許其他使用者寫入（權限 %s），又沒有黏著位元（sticky bit），他們可以替換在其中建立的東西",
		LockedFmt:        "%s 已被行程 %d 鎖定",
		RuntimeUnsafeFmt: "無法使用講者備註的執行期目錄：%s。沒有做任何更改；請把 PEGASUS_RUNTIME_DIR 設為你自己的目錄",
		PresenterBusyFmt: "另一個簡報程式（PID %d）正在執行，講者備註放在 %s；請先結束它，或把 PEGASUS_RUNTIME_DIR 設為別的目錄再啟動這一個",
		PresenterGoneFmt: "簡報程式（PID %d）已經不在，簡報卻沒有正常結束；以下是它最後顯示的步驟。",
		OutNotFileFmt:    "--out %s 是%s；請指定一個檔案，或 /dev/stdout 之類的裝置",
		StateNotJSONFmt:  "%s 不是簡報狀態檔：%s",
		StateVersionFmt:  "%s 的格式是 %d；本程式讀取格式 %d",
		StateStepFmt:     "%s 記載第 %d 步，共 %d 步；步驟必須介於 1 與總步數之間",
		StateStepsFmt:    "%s 記載簡報有 %d 步；簡報至少要有一步",
		StateSeqFmt:      "%s 的序號是 %d；序號從 1 起算",
		StatePIDFmt:      "%s 記載的行程編號是 %d；行程編號必須大於 0",
		StateStartFmt:    "%s 記載簡報開始於 %s，這不可能（未設定，或在未來）",
		StateTextFmt:     "%s 沒有目前這一步的文字",
		StateNextFmt:     "%s 缺少下一步，或在最後一步之後還有下一步",
	}
}
