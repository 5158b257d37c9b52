package i18n

// chineseFigures names every figure of the digest in Traditional Chinese.
func chineseFigures() map[string]FigureDoc {
	const (
		input      = "模型把這個數字當成輸入，所以它原樣回來，說明不了論文的任何事"
		restated   = "只在面板的頁面上轉述；沒有引擎用到它"
		anchor     = "導讀的面板 1，由信用額度迴路模型在 400 Gb/s、600 ns 下重做，迴路時間 L 取 8 個 16 KiB 批次時間（2,621.44 ns）、種子 1、20,000 個批次。這些錨點只在這個 L 成立，所以 L 是一種校準；信用額度迴路的「數字」頁列出其他迴路時間下的值。容許誤差 1.5 Gb/s"
		fig8       = "測試床量測：四張 FPGA RNIC 做 all-to-all，2 到 512 個 QP。信用額度迴路模型只跟著一個發送端走，也沒有測試床可跑，所以重現不了 Figure 8"
		fig13      = "以預設值執行的環狀 all-reduce 模型；導讀的數字是從圖上讀出的，所以「約 2 倍」視為 1.6-2.4，「大致相同」視為 0.95-1.1"
		spurious   = "一條被噴灑的串流、一百萬個封包；論文沒有給門檻，也沒有交代那個 127 個執行緒壓力測試的設定，所以我們把門檻調到結果接近論文：分別落在 0.75-1.25 % 與 0.003-0.009 % 內即算通過"
		saving     = "導讀的換算方式：節省的功耗除以先四捨五入到 0.1 kW 的伺服器功耗（840 W 分別除以 13.7 % 與 6.5 %）；容許誤差 0.05 個百分點"
		holds      = "依導讀印出的節省範圍（取到小數點後一位）判斷，與論文說的 10.5 % 比較"
		gainConv   = "印出的增益 p：舊/新 = 1 - p，加速倍數 = 1/(1 - p)，一般增益 = 加速倍數 - 1；容許誤差為印出數字最後一位的一半"
		caseOnly   = "在兩個不同叢集上做的生產案例研究；沒有引擎模擬推論或這兩個叢集"
		fits       = "表項數與 floor(c*_4 x 32,768) + 32 = 32,038 比較，「數萬」與「數千萬」各取該數量級的下限：比的是導讀自己的數字，結果不可能不同"
		csrCal     = "兩者都是校準：每張 RNIC 23,438 個 32 B 的表項、8 張 RNIC、4 MB/s、每次存取 8 B，解出 1.5 秒；位址檢查 2.72 us 解出 3.54 秒；容許誤差 0.5 %"
		sweep      = "封包層級的 incast 模型，4 個發送端、400 Gb/s，4 到 4,000 個 QP 共 12 點，每個封包計入 RoCEv2 的 82 B 標頭與訊框開銷，DCQCN 用 DCQCN 論文的參數組放大到 400 Gb/s"
		cut        = sweep + "。方向成立，範圍不成立：減少多少由信用額度的透支與 DCQCN 的標記決定，QP 掃描頁列出哪些輸入會移動它"
		dcqcnPlain = sweep + "，採 DCQCN 論文的演算法（機制「無」）。論文沒有說這個損失從何而來；模型實作的機制，各用其來源的參數，都重現不了它。沒有任何參數為這個數字調整過，所以都不是校準"
		traffic    = "依導讀的數字加上模型的雜訊與形狀產生（3 小時或 5 分鐘的平均）：數字原樣回來"
	)
	return map[string]FigureDoc{
		"credit.batch_time_16k": {Label: "批次時間，16 KB、400 Gb/s（ns）",
			How: "模型把 16 KB 讀成 16 KiB = 16,384 B（這是模型自己的解讀，旋鈕旁有標記）；導讀的「約 320 ns」是 16,000 B；容許誤差 5 %"},
		"credit.eq1_16k_600ns":       {Label: "面板 1：式 1，16 KB、抖動 600 ns（Gb/s）", How: anchor},
		"credit.eq2_16k_600ns":       {Label: "面板 1：式 2，16 KB、抖動 600 ns（Gb/s）", How: anchor},
		"credit.eq1_64k_600ns":       {Label: "面板 1：式 1，64 KB、抖動 600 ns（Gb/s）", How: anchor},
		"credit.eq2_64k_600ns":       {Label: "面板 1：式 2，64 KB、抖動 600 ns（Gb/s）", How: anchor},
		"credit.absorbed_jitter":     {Label: "一個透支批次可吸收的抖動（ns）", How: "以二分法找出式 2 仍維持線速的最大抖動，與一個 16 KiB 批次時間比較；容許誤差 0.5 %"},
		"credit.batch_16kb":          {Label: "信用額度批次（KB）", How: "批次旋鈕從 16 開始，讀成 KiB（16,384 B）：單位是模型的解讀，旋鈕旁有標記。" + input},
		"credit.packets_per_batch":   {Label: "每個信用額度批次的封包數", How: input},
		"credit.batch_64kb":          {Label: "面板 1 試的較大批次（KB）", How: input},
		"credit.jitter_600ns":        {Label: "面板 1 設定的信用額度抖動（ns）", How: input},
		"credit.overdraft_one_batch": {Label: "透支（批次）", How: input},
		"credit.fig8_without_low":    {Label: "Figure 8：不透支，最低（Gb/s）", How: fig8},
		"credit.fig8_without_high":   {Label: "Figure 8：不透支，最高（Gb/s）", How: fig8},
		"credit.fig8_with":           {Label: "Figure 8：允許透支，約（Gb/s）", How: fig8},
		"credit.fig8_with_high":      {Label: "Figure 8：允許透支，最高（Gb/s）", How: fig8},

		"spray.bitmap_bytes": {Label: "BDP + 透支所需的位元圖狀態（B，上限）",
			How: "兩張位元圖（PSN、isCQE）涵蓋 400 Gb/s 下的 BDP 加一個透支批次（36 個封包），與導讀的上限比較；迴路若比模型的長約九倍，這一列就會不通過"},
		"spray.fig13_8mb":     {Label: "P-RNIC / CX7 的 bus bandwidth，8 MB（x）", How: fig13},
		"spray.fig13_16mb":    {Label: "P-RNIC / CX7 的 bus bandwidth，16 MB（x）", How: fig13},
		"spray.fig13_64mb":    {Label: "P-RNIC / CX7 的 bus bandwidth，64 MB（x）", How: fig13},
		"spray.fig13_256mb":   {Label: "P-RNIC / CX7 的 bus bandwidth，256 MB（x）", How: fig13},
		"spray.spurious_ooo":  {Label: "不必要的重傳，只用亂序門檻（%）", How: spurious},
		"spray.spurious_both": {Label: "不必要的重傳，兩個門檻都用（%）", How: spurious},
		"spray.loss_free_pct": {Label: "20 個月生產期間沒有丟包的時間比例（%）", How: "生產量測；模型沒有模擬長達數月的網路"},

		"power.extra_w":              {Label: "額外功耗，8 張 NIC 各配一台 DPU（W）", How: "8 x（150 W 的 DPU - 45 W 的 CX7）；容許誤差 0.5 W"},
		"power.fpga_saving_pct_low":  {Label: "FPGA 節省比例，下限（占伺服器 %）", How: saving},
		"power.fpga_saving_pct_high": {Label: "FPGA 節省比例，上限（占伺服器 %）", How: saving},
		"power.asic_saving_pct_low":  {Label: "ASIC 節省比例，下限（占伺服器 %）", How: saving},
		"power.asic_saving_pct_high": {Label: "ASIC 節省比例，上限（占伺服器 %）", How: saving},
		"power.fpga_contains_10_5":   {Label: "10.5 % 落在 FPGA 的範圍內", How: holds},
		"power.asic_contains_10_5":   {Label: "10.5 % 落在 ASIC 的範圍內", How: holds},
		"power.dpu_w":                {Label: "市售 DPU，最多（W）", How: input},
		"power.cx7_w":                {Label: "CX7 RNIC（W）", How: input},
		"power.fpga_rnic_w":          {Label: "FPGA P-RNIC，最多（W）", How: input},
		"power.asic_rnic_w":          {Label: "規劃中的 ASIC P-RNIC（W）", How: input},
		"power.rnics_per_server":     {Label: "每台 GPU 伺服器的 RNIC 數", How: input},
		"power.share_low_pct":        {Label: "每張 RNIC 配一台 DPU 增加的功耗，下限（%）", How: input},
		"power.share_high_pct":       {Label: "每張 RNIC 配一台 DPU 增加的功耗，上限（%）", How: input},
		"power.stated_saving_pct":    {Label: "論文說的每台伺服器節省比例（%）", How: input},

		"gain.llama7b_speedup":              {Label: "LLaMA 7B：Pegasus 的加速倍數（x）", How: gainConv},
		"gain.llama7b_usual_pct":            {Label: "LLaMA 7B：一般換算的增益（%）", How: gainConv},
		"gain.dense70b_speedup":             {Label: "70B 稠密模型：加速倍數（x）", How: gainConv},
		"gain.moe7b_speedup":                {Label: "7B MoE：加速倍數（x）", How: gainConv},
		"gain.llama7b_printed_pct":          {Label: "LLaMA 7B：論文印出的增益（%）", How: "換算的輸入。" + input},
		"gain.dense70b_printed_pct":         {Label: "70B 稠密模型：論文印出的增益（%）", How: "換算的輸入。" + input},
		"gain.moe7b_printed_pct":            {Label: "7B MoE：論文印出的增益（%）", How: "換算的輸入。" + input},
		"evidence.inference_tokens_pct":     {Label: "推論：每秒 token 數增加（%）", How: caseOnly},
		"evidence.inference_completion_pct": {Label: "推論：平均請求完成時間縮短（%）", How: caseOnly},
		"evidence.alms_saved":               {Label: "拿掉 send/recv 省下的 FPGA 邏輯（ALM，最多）", How: "硬體數字；沒有引擎模擬 FPGA"},

		"flowtable.threshold_4way": {Label: "4 路的表：平均溢位負載率與 c*_4 比較（%）",
			How: "導讀沒有印出門檻，所以這一列與文獻中的 c*_4 比較（Fountoulakis 與 Panagiotou；Frieze 與 Melsted；Dietzfelbinger 等人），而不是導讀的數字；引擎的值是 32K 個位置、32 個 stash 表項、搬移上限 1,000 時 20 次填表的平均溢位點；容許誤差 0.5 個百分點"},
		"flowtable.ai_vpc_fits":            {Label: "AI 雲的 VPC（數萬個表項）放得進 32K 的表", How: fits},
		"flowtable.classic_vpc_fits":       {Label: "傳統雲的 VPC（數千萬個表項）放得進 32K 的表", How: fits},
		"flowtable.update_state_machine_s": {Label: "VPC 流表更新，有狀態機（秒）", How: csrCal},
		"flowtable.update_every_command_s": {Label: "VPC 流表更新，每個指令都檢查位址（秒）", How: csrCal},
		"flowtable.calibrated_update_fits": {Label: "校準出的那次更新放得進一張 RNIC 表", How: "解出 1.5 秒的那次更新（23,438 個表項）與表的 32,038 比較：這是校準的直接結果，不可能不同"},
		"flowtable.largest_task_update_s": {Label: "有狀態機時建立最大任務的 VPC（秒）",
			How: "2,400 顆 GPU、每顆 GPU 10 個表項（模型的選擇），使用校準後的通道，與另一項陳述的 1.5 秒（生產環境的 VPC 流表更新；導讀沒有給最大任務的建立時間）並列：兩個模型選擇碰巧吻合（容許誤差 5 %），不算證據"},
		"flowtable.faults_replay_to_agreement": {Label: "通道中斷、RNIC 重新啟動與 DPU 當機之後，日誌重播回到一致",
			How: "以預設值執行兩層流表，在更新途中依序注入通道中斷、RNIC 重新啟動與 DPU 當機；逐格比較每張 RNIC、DPU 與重播後的日誌"},
		"flowtable.entries_32k":       {Label: "RNIC 流表（表項）", How: input},
		"flowtable.ways":              {Label: "每個鍵的候選位置（路數）", How: input},
		"flowtable.stash_entries":     {Label: "stash（表項）", How: input},
		"flowtable.lookup_ns":         {Label: "查表加位址轉換，最多（ns）", How: "流表頁面把它當成硬體的上限引用；沒有引擎計算查表時間。" + input},
		"flowtable.csr_mbps":          {Label: "CSR 通道（MB/s）", How: input},
		"flowtable.csr_access_bytes":  {Label: "CSR 每次存取，最大（B）", How: "導讀給的是 4-8 B；模型每次寫 8 B。" + input},
		"flowtable.deployed_gpus":     {Label: "已部署的 GPU", How: input},
		"flowtable.servers":           {Label: "已部署的伺服器", How: "8K 顆 GPU，每台伺服器 8 張 RNIC（每顆 GPU 一張）。" + input},
		"flowtable.target_gpus":       {Label: "目標 GPU 數", How: input},
		"flowtable.tasks_per_day":     {Label: "每天執行的租戶任務，約", How: input},
		"flowtable.task_hours":        {Label: "任務平均長度，約（小時）", How: input},
		"flowtable.largest_task_gpus": {Label: "最大的任務（GPU）", How: input},

		"incast.fig14_delay_cut_up_to_64":    {Label: "Figure 14：64 個 QP 以內，每一點信用額度的佇列都比 DCQCN 少", How: sweep},
		"incast.fig14_delay_cut_least_pct":   {Label: "Figure 14：64 個 QP 以內，信用額度最少減少的排隊延遲（%）", How: cut},
		"incast.fig14_delay_cut_largest_pct": {Label: "Figure 14：64 個 QP 以內，信用額度最多減少的排隊延遲（%）", How: cut},
		"incast.fig14_credit_loss_above_64": {Label: "Figure 14：64 個 QP 以上，信用額度最大的頻寬損失（%）",
			How: sweep + "。損失是相對線速、含標頭計算，落在光是 RoCEv2 的標頭與訊框開銷就占去的部分（少了標頭的模型會不通過）到 3 % 之間即算通過"},
		"incast.fig14_dcqcn_loss_least_pct":   {Label: "Figure 14：64 個 QP 以上，DCQCN 最小的頻寬損失（%）", How: dcqcnPlain},
		"incast.fig14_dcqcn_loss_largest_pct": {Label: "Figure 14：64 個 QP 以上，DCQCN 最大的頻寬損失（%）", How: dcqcnPlain},
		"incast.fig14_fewest_qps":             {Label: "Figure 14：最少的 QP 數", How: "掃描的第一點。" + input},
		"incast.fig14_most_qps":               {Label: "Figure 14：最多的 QP 數", How: "掃描的最後一點。" + input},
		"incast.fig14_split_qps":              {Label: "Figure 14：比較從延遲轉為頻寬的 QP 數", How: input},
		"incast.fig14_senders":                {Label: "Figure 14：湧向一個接收端的發送端數", How: input},
		"incast.rnic_ports_gbps":              {Label: "P-RNIC 的埠，2 x 200 Gb/s（Gb/s）", How: "每個發送端視為一條 400 Gb/s 的鏈路。" + input},
		"incast.bdp_outgrows_buffer": {Label: "從 400 到 800 Gb/s，BDP 長得比緩衝快",
			How: "模型讓緩衝在線速每加倍時成長 1.5 倍、BDP 成長 2 倍：這個說法本來就寫在模型裡"},
		"incast.dcqcn_peak_share_grows": {Label: "而且 DCQCN 的 incast 最高佇列占去越來越多緩衝",
			How: "兩種控制在 100、200、400、800 Gb/s 下執行，緩衝每加倍成長 1.5 倍（模型的選擇）；每一步 DCQCN 最高佇列占緩衝的比例都必須上升"},
		"incast.te_relief_s":               {Label: "舊控制器 TE 的平均紓解時間（秒）", How: "500 次中型流重疊的事件，控制器每 10 秒讀一次計數器；流的組成經過挑選，使平均落在 95 秒附近，誤差 10 % 以內"},
		"incast.te_interval_s":             {Label: "舊控制器讀計數器的間隔（秒）", How: input},
		"incast.training_gbps":             {Label: "ToR 到 NIC 鏈路上的訓練任務（Gb/s）", How: traffic},
		"incast.inference_start_gbps":      {Label: "推論任務，前 5 分鐘（Gb/s）", How: traffic},
		"incast.inference_end_gbps":        {Label: "推論任務，3 小時的最後 5 分鐘（Gb/s）", How: traffic},
		"incast.inference_hours":           {Label: "推論任務下降所經歷的時間（小時）", How: input},
		"incast.tenant_on_gbps":            {Label: "交替運作的租戶，運作時（Gb/s）", How: traffic},
		"incast.traffic_sample_s":          {Label: "ToR 到 NIC 鏈路的速率，每隔多久取樣一次（秒）", How: input},
		"incast.inference_1mb_pct":         {Label: "1 MB 的推論訊息（%）", How: "模型的推論訊息分布就是依這個比例建立的。" + input},
		"incast.pcie_tx_pfc_off_no_pauses": {Label: "關閉 TX PFC 讓 PCIe incast 不進入網路（沒有暫停幀）", How: "PCIe 流體模型：TX PFC 關閉時，NIC 依構造一個暫停幀也不送（開啟時，在模型的速率下會送出一些）"},
		"incast.legacy_separate_queues":    {Label: "CX7（0x00）與 P-RNIC（0x03）的流量走不同的交換器佇列", How: "導讀給的標記，用一張表對應到佇列：結果不可能不同"},
		"incast.training_qps_per_rnic":     {Label: "AI 訓練中每張 RNIC 的並行 QP，最多", How: restated},
		"incast.storage_qps_per_rnic":      {Label: "騰訊儲存叢集中每張 RNIC 的 QP 數", How: restated},
	}
}

// chineseFigureFmts are the formats of the figures whose explanation needs a
// run's values, in Traditional Chinese.
func chineseFigureFmts() map[string]string {
	const (
		sweep = "封包層級的 incast 模型，4 個發送端、400 Gb/s，4 到 4,000 個 QP 共 12 點，每個封包計入 RoCEv2 的 82 B 標頭與訊框開銷，DCQCN 用 DCQCN 論文的參數組放大到 400 Gb/s"
		dcqcn = sweep + "，採 DCQCN 論文的演算法（機制「無」）。論文沒有說這個損失從何而來；模型實作的機制，各用其來源的參數，都重現不了它；最接近的是「%s」，損失 %s %%。沒有任何參數為這個數字調整過，所以都不是校準"
	)
	return map[string]string{
		"incast.fig14_credit_loss_above_64.HowFmt":   sweep + "。損失是相對線速、含標頭計算，落在 %s %%（光是 RoCEv2 的標頭與訊框開銷就占去的部分，少了標頭的模型會不通過）到 3 %% 之間即算通過",
		"incast.fig14_dcqcn_loss_least_pct.HowFmt":   dcqcn,
		"incast.fig14_dcqcn_loss_largest_pct.HowFmt": dcqcn,
		"credit.batch_time_16k.AltFmt":               "把 16 KB 讀成 16,000 B 則為 %s ns",
		"credit.eq1_16k_600ns.AltFmt":                "L = 2,400 ns 時：%s Gb/s",
		"credit.eq1_64k_600ns.AltFmt":                "L = 2,400 ns 時：%s Gb/s",
		"credit.eq2_16k_600ns.AltFmt":                "L = 2,400 ns 時：%s Gb/s",
		"credit.eq2_64k_600ns.AltFmt":                "L = 2,400 ns 時：%s Gb/s",
		"flowtable.largest_task_update_s.RefFmt":     "生產環境的 VPC 更新：%s 秒",
		"flowtable.threshold_4way.RefFmt":            "文獻中的 c*_4：%s",
		"gain.llama7b_speedup.AltFmt":                "舊叢集速率除以 Pegasus 速率：%s",
		"power.asic_saving_pct_high.AltFmt":          "若伺服器功耗不先四捨五入，則為 %s",
		"power.asic_saving_pct_low.AltFmt":           "若伺服器功耗不先四捨五入，則為 %s",
		"power.fpga_saving_pct_high.AltFmt":          "若伺服器功耗不先四捨五入，則為 %s",
		"power.fpga_saving_pct_low.AltFmt":           "若伺服器功耗不先四捨五入，則為 %s",
	}
}
