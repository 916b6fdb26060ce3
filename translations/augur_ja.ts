<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>BaselineLoader</name>
    <message>
        <location filename="../ui/session/BaselineLoader.cpp" line="+17"/>
        <source>Baselines need a replayed dataset: a GPU session has no recorded space to compare with.</source>
        <translation>ベースラインには再生するデータセットが必要です。GPU セッションには比較する記録済みの空間がありません。</translation>
    </message>
</context>
<context>
    <name>BinHistogram</name>
    <message>
        <location filename="../ui/charts/BinHistogram.cpp" line="+73"/>
        <source>measured</source>
        <translation>実測</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no forecast</source>
        <translation>予測なし</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>bin %1 %2: %3</source>
        <translation>ビン %1 %2: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
p = %1</source>
        <translation>
p = %1</translation>
    </message>
</context>
<context>
    <name>BinScheme</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+59"/>
        <source>severe slowdown</source>
        <translation>大幅な低速化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slowdown</source>
        <translation>低速化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slight slowdown</source>
        <translation>わずかな低速化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parity to slight speedup</source>
        <translation>同等〜わずかな高速化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speedup</source>
        <translation>高速化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>large speedup</source>
        <translation>大きな高速化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>very large speedup</source>
        <translation>非常に大きな高速化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>extreme speedup</source>
        <translation>極めて大きな高速化</translation>
    </message>
</context>
<context>
    <name>BudgetDialog</name>
    <message>
        <location filename="../ui/settings/BudgetDialog.cpp" line="+21"/>
        <source>Raise budget</source>
        <translation>予算を増やす</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The session is running: the new measurement budget applies at once.</source>
        <translation>セッションは実行中です。新しい実測予算はすぐに適用されます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The session has finished: it continues with the new budgets.</source>
        <translation>セッションは終了しています。新しい予算で続行します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU measurements (%1 used):</source>
        <translation>GPU 実測 (使用済み %1):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidates (%1 so far):</source>
        <translation>候補 (これまで %1):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wall time (%1 s so far):</source>
        <translation>経過時間 (これまで %1 秒):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Continue session</source>
        <translation>セッションを続行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Raise the measurement budget above the %1 measurements already taken.</source>
        <translation>実測予算を、すでに行った %1 回より大きくしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise the candidate budget above the %1 candidates already considered.</source>
        <translation>候補の予算を、すでに検討した %1 件より大きくしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise the wall time above the %1 s already used, or set no limit.</source>
        <translation>経過時間の上限を、すでに使った %1 秒より大きくするか、制限なしにしてください。</translation>
    </message>
</context>
<context>
    <name>BundleAction</name>
    <message>
        <location filename="../ui/session/BundleAction.cpp" line="+1"/>
        <source>&amp;Bundle for reproduction…</source>
        <translation>再現用にバンドル(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../ui/session/BundleAction.cpp" line="+1"/>
        <source>Pack the session file with its problem or dataset, the devices, clocks and environment (.tar.gz), as augur-cli bundle does; augur-cli recheck measures it again</source>
        <translation>セッションファイルを問題またはデータセット、デバイス、クロック、環境とともにまとめます (.tar.gz)。augur-cli bundle と同じです。augur-cli recheck で再計測できます</translation>
    </message>
    <message>
        <location filename="../ui/session/BundleAction.cpp" line="+1"/>
        <source>Bundle for reproduction</source>
        <translation>再現用にバンドル</translation>
    </message>
    <message>
        <location filename="../ui/session/BundleAction.cpp" line="+1"/>
        <source>Bundles (*.tar.gz);;All files (*)</source>
        <translation>バンドル (*.tar.gz);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../ui/session/BundleAction.cpp" line="+1"/>
        <source>Augur</source>
        <translation>Augur</translation>
    </message>
    <message>
        <location filename="../ui/session/BundleAction.cpp" line="+1"/>
        <source>Bundling %1…</source>
        <translation>%1 をバンドル中…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/session/BundleAction.cpp" line="+1"/>
        <source>bundled the session into %1 (%n file(s))</source>
        <translation>
            <numerusform>セッションを %1 にバンドルしました（%n ファイル）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/session/BundleAction.cpp" line="+1"/>
        <source>Bundled into %1</source>
        <translation>%1 にバンドルしました</translation>
    </message>
    <message>
        <location filename="../ui/session/BundleAction.cpp" line="+1"/>
        <source>error: %1</source>
        <translation>エラー: %1</translation>
    </message>
</context>
<context>
    <name>CalibrationPanel</name>
    <message numerus="yes">
        <location filename="../ui/session/CalibrationPanel.cpp" line="+62"/>
        <source>%n measured prior(s) (no prediction yet) left out.</source>
        <translation>
            <numerusform>実測済みの事前分布 %n 件（まだ予測なし）は除外しています。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No measured forecasts yet: the scores appear once forecast candidates have been measured.</source>
        <translation>まだ実測された予測がありません。予測した候補が実測されるとスコアが表示されます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Forecasts later measured: %1%2
Brier (mean): %3   CRPS (mean): %4   ECE: %5</source>
        <translation>後に実測された予測: %1%2
Brier (平均): %3   CRPS (平均): %4   ECE: %5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (+%1 abstentions)</source>
        <translation> (+予測保留 %1 件)</translation>
    </message>
</context>
<context>
    <name>CandidateActions</name>
    <message>
        <location filename="../ui/window/CandidateActions.cpp" line="+94"/>
        <source>Measure now</source>
        <translation>今すぐ実測</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accept forecast</source>
        <translation>予測を採用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exclude</source>
        <translation>除外</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expand from here</source>
        <translation>ここから展開</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the diff of the two candidates selected in the table</source>
        <translation>表で選択した 2 つの候補の差分を表示します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare metrics</source>
        <translation>メトリクスを比較</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the metrics of the two candidates selected in the table side by side</source>
        <translation>表で選択した 2 つの候補のメトリクスを並べて表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pin as baseline</source>
        <translation>ベースラインに固定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare every report with this candidate: time, speedup, registers, occupancy, counters, diagnoses</source>
        <translation>すべてのレポートをこの候補と比較: 時間、高速化率、レジスタ、占有率、カウンタ、診断</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpin baseline</source>
        <translation>ベースラインの固定を解除</translation>
    </message>
</context>
<context>
    <name>CandidateEditing</name>
    <message>
        <location filename="../ui/session/CandidateEditing.cpp" line="+45"/>
        <source>This session replays recorded measurements, so it cannot measure a new source. To measure your kernel, open the problem folder with the cuda backend (File &gt; New session).</source>
        <translation>このセッションは記録済みの実測を再生しているため、新しいソースは実測できません。カーネルを実測するには、cuda バックエンドで問題フォルダーを開いてください（ファイル &gt; 新しいセッション）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This session&apos;s backend (%1) cannot measure a new source. To measure your kernel, open the problem folder with the cuda backend (File &gt; New session).</source>
        <translation>このセッションのバックエンド (%1) は新しいソースを実測できません。カーネルを実測するには、cuda バックエンドで問題フォルダーを開いてください（ファイル &gt; 新しいセッション）。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the session is finished and kept in memory only, so it cannot be continued; start a session with a file to add candidates</source>
        <translation>セッションは終了しており、メモリー上にしかないため続行できません。候補を追加するにはファイル付きのセッションを開始してください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>continuing the finished session to measure the new candidate</source>
        <translation>新しい候補を実測するため、終了したセッションを続行します</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the new candidate is measured when the session starts</source>
        <translation>新しい候補はセッションの開始時に実測されます</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Edit as new candidate…</source>
        <translation>新しい候補として編集…</translation>
    </message>
</context>
<context>
    <name>CandidateEditor</name>
    <message>
        <location filename="../ui/kernel/CandidateEditor.cpp" line="+173"/>
        <source>Compile with NVRTC for %1, without running anything</source>
        <translation>何も実行せずに NVRTC で %1 向けにコンパイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No NVRTC library was found: the source is compiled when it is measured</source>
        <translation>NVRTC ライブラリが見つかりません。ソースは実測時にコンパイルされます</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Submitted; waiting for the engine…</source>
        <translation>送信しました。エンジンを待っています…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 MiB is over the 1 MiB limit for a candidate&apos;s source</source>
        <translation>%1 MiB は候補のソースの上限 1 MiB を超えています</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compiling for %1…</source>
        <translation>%1 向けにコンパイル中…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The compiler failed: %1</source>
        <translation>コンパイラーが失敗しました: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2 registers, %3 B spilled</source>
        <translation>%1: レジスター %2 個、スピル %3 B</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Compiles for %1 in %2 ms. %3</source>
        <translation>%1 向けに %2 ms でコンパイルできます。%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Does not compile for %1.</source>
        <translation>%1 向けにコンパイルできません。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Added as #%1, a child of #%2; measuring…</source>
        <translation>#%2 の子 #%1 として追加しました。実測中…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>#%1 is being measured…</source>
        <translation>#%1 を実測中…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#%1 measured: S = %2× [%3, %4], %5 per run against %6 for the reference (%7 samples)</source>
        <translation>#%1 実測済み: S = %2× [%3, %4]、1 回あたり %5（基準は %6、サンプル %7 個）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>#%1 failed (%2): %3</source>
        <translation>#%1 は失敗しました（%2）: %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The launch plan was refused (see below the plan).</source>
        <translation>起動プランが拒否されました（プランの下を参照）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (line %2): %3</source>
        <translation>%1（%2 行目）: %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>error: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1, column %2: </source>
        <translation>%1 行 %2 列: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>line %1: </source>
        <translation>%1 行目: </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n error(s) marked in the source.</source>
        <translation>
            <numerusform>ソースに %n 件のエラーを表示しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Compiler messages: %n (F8: next, Shift+F8: previous)</source>
        <translation>
            <numerusform>コンパイラのメッセージ: %n 件（F8: 次、Shift+F8: 前）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Check the request, add it to the session and measure it next</source>
        <translation>要求を確認し、セッションに追加して次に実測します</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>New candidate from #%1</source>
        <translation>#%1 からの新しい候補</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New candidate, a child of #%1: edit the source and the launch plan, then submit to measure it.</source>
        <translation>#%1 の子となる新しい候補です。ソースと起動プランを編集し、送信して実測してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CUDA source (kernels must be extern &quot;C&quot;):</source>
        <translation>CUDA ソース（カーネルは extern &quot;C&quot; であること）:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Launch plan (JSON; sizes and buffers of the problem):</source>
        <translation>起動プラン（JSON。問題のサイズとバッファーを使用）:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check compile</source>
        <translation>コンパイルを確認</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Submit and measure</source>
        <translation>送信して実測</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous</source>
        <translation>前へ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The previous compiler message, at its line and column (Shift+F8)</source>
        <translation>前のコンパイラメッセージへ、その行と列に移動（Shift+F8）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next compiler message, at its line and column (F8)</source>
        <translation>次のコンパイラメッセージへ、その行と列に移動（F8）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show in tree</source>
        <translation>ツリーで表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>CandidateModel</name>
    <message>
        <location filename="../ui/session/CandidateModel.cpp" line="+57"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parent</source>
        <translation>親</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Configuration</source>
        <translation>構成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted bin</source>
        <translation>予測ビン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confidence</source>
        <translation>確信度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected S</source>
        <translation>期待 S</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured S</source>
        <translation>実測 S</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy gain</source>
        <translation>エネルギー利得</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>J/launch</source>
        <translation>J/起動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bin</source>
        <translation>ビン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Override</source>
        <translation>手動指定</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>reference: %1</source>
        <translation>基準: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../ui/session/CandidateTablePanel.cpp" line="+69"/>
        <source>prior</source>
        <translation>事前分布</translation>
    </message>
</context>
<context>
    <name>CandidateReportView</name>
    <message>
        <location filename="../ui/kernel/CandidateReportView.cpp" line="+97"/>
        <source>Show PTX</source>
        <translation>PTX を表示</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select a candidate to see its compile report and measurement.</source>
        <translation>候補を選択すると、コンパイルのレポートと計測結果を表示します。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No CUDA compiler: %1</source>
        <translation>CUDA コンパイラがありません: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVRTC was not found</source>
        <translation>NVRTC が見つかりません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This candidate has no source to compile</source>
        <translation>この候補にはコンパイルするソースがありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compile the source shown in the Source tab with NVRTC for %1 and show the PTX</source>
        <translation>「ソース」タブのソースを NVRTC で %1 向けにコンパイルし、PTX を表示します</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unpin baseline</source>
        <translation>ベースラインの固定を解除</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pin as baseline</source>
        <translation>ベースラインに固定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reports stop showing differences against #%1</source>
        <translation>レポートに #%1 との差を表示しなくなります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare every report with #%1: time, speedup, registers, occupancy, counters and diagnoses</source>
        <translation>すべてのレポートを #%1 と比較: 時間、高速化率、レジスタ、占有率、カウンタ、診断</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>#%1 is the pinned baseline: other candidates&apos; reports show their differences against it.</source>
        <translation>#%1 が固定されたベースラインです。ほかの候補のレポートはこれとの差を表示します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>#%1 against the baseline #%2</source>
        <translation>#%1 とベースライン #%2 の比較</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baseline #%1</source>
        <translation>ベースライン #%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Compiling for %1…</source>
        <translation>%1 向けにコンパイル中…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The compiler failed: %1</source>
        <translation>コンパイラが失敗しました: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compilation for %1 failed; the compiler&apos;s log is below.</source>
        <translation>%1 向けのコンパイルに失敗しました。コンパイラのログを下に示します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 registers, %3 spilled</source>
        <translation>%1: レジスタ %2 個、スピル %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PTX for %1, compiled in %2. %3</source>
        <translation>%1 向けの PTX (コンパイル %2)。%3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>overhead</source>
        <translation>準備</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>profile</source>
        <translation>プロファイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>energy</source>
        <translation>エネルギー</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>compile %1, correctness %2, timing %3, other %4; total %5</source>
        <translation>コンパイル %1、正しさの検査 %2、計時 %3、その他 %4、合計 %5</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>#%1 (%2)</source>
        <translation>#%1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measurement</source>
        <translation>計測</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not measured</source>
        <translation>未実測</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Harness verdict</source>
        <translation>ハーネスの判定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backend</source>
        <translation>バックエンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>replay (as recorded in the dataset)</source>
        <translation>再生 (データセットの記録どおり)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Timing</source>
        <translation>計時</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reference, per run</source>
        <translation>基準 (1 回あたり)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Candidate, per run</source>
        <translation>候補 (1 回あたり)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (IQR %2)</source>
        <translation>%1 (IQR %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speedup</source>
        <translation>高速化率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1× (confidence interval %2–%3)</source>
        <translation>%1× (信頼区間 %2–%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Samples</source>
        <translation>サンプル数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CI half-width</source>
        <translation>信頼区間の半幅</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>CUPTI cross-check</source>
        <translation>CUPTI との照合</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>event / kernel time: reference %1, candidate %2</source>
        <translation>イベント時間 / カーネル時間: 基準 %1、候補 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+31"/>
        <source>unavailable: %1</source>
        <translation>利用不可: %1</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Phases</source>
        <translation>フェーズ</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Compile</source>
        <translation>コンパイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVRTC time</source>
        <translation>NVRTC の時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 for %2</source>
        <translation>%2 向けに %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kernel</source>
        <translation>カーネル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registers</source>
        <translation>レジスタ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 per thread</source>
        <translation>スレッドあたり %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spills</source>
        <translation>スピル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stored, %2 loaded</source>
        <translation>書き込み %1、読み込み %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stack</source>
        <translation>スタック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Static shared memory</source>
        <translation>静的共有メモリ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reference</source>
        <translation>基準</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 registers, NVRTC %2</source>
        <translation>レジスタ %1 個、NVRTC %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: %2% (%3 blocks/SM, %4 waves)</source>
        <translation>%1: %2% (%3 ブロック/SM、%4 ウェーブ)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: %2 (%3 blocks/SM, limited by %4; computed for %5)</source>
        <translation>%1: %2 (%3 ブロック/SM、制約: %4、%5 向けに算出)</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>Theoretical occupancy</source>
        <translation>理論占有率</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Notes</source>
        <translation>注記</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suspicion</source>
        <translation>疑義</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Confirmation</source>
        <translation>確認</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (second S %2×)</source>
        <translation>%1 (2 回目の S %2×)</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>Compiler log</source>
        <translation>コンパイラのログ</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>GPU before timing</source>
        <translation>計測前の GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU after timing</source>
        <translation>計測後の GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>Throttling</source>
        <translation>スロットリング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clocks</source>
        <translation>クロック</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Short kernel</source>
        <translation>短いカーネル</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>GPU state</source>
        <translation>GPU の状態</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>timed in batches of %1 launches, each on its own buffers</source>
        <translation>%1 回の起動をまとめて計測 (起動ごとに専用のバッファ)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>SM %1 MHz, memory %2 MHz, %3 °C, %4 W</source>
        <translation>SM %1 MHz、メモリ %2 MHz、%3 °C、%4 W</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>; clock reasons: %1</source>
        <translation>; クロックの要因: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the first timing ran throttled; timed again, unthrottled</source>
        <translation>最初の計測はスロットリング中だったため、スロットリングなしで再計測</translation>
    </message>
</context>
<context>
    <name>CandidateTablePanel</name>
    <message>
        <location filename="../ui/session/CandidateTablePanel.cpp" line="+123"/>
        <source>Show:</source>
        <translation>表示:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All states</source>
        <translation>すべての状態</translation>
    </message>
</context>
<context>
    <name>ClusterPanel</name>
    <message>
        <location filename="../ui/session/ClusterPanel.cpp" line="+257"/>
        <source>This session replays recorded measurements (backend: %1); it has no cluster.</source>
        <translation>このセッションは記録済みの計測を再生します (バックエンド: %1)。クラスターはありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This session measures on this machine (backend: %1); it has no cluster.</source>
        <translation>このセッションはこのマシンで計測します (バックエンド: %1)。クラスターはありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scheduler: %1 · %2</source>
        <translation>スケジューラー: %1 · %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>profile %1</source>
        <translation>プロファイル %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot measure now: %1</source>
        <translation>現在は計測できません: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 pending · %2 running</source>
        <translation>待機中 %1 · 実行中 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>— (no job has started)</source>
        <translation>— (開始したジョブはありません)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>— (no worker has started)</source>
        <translation>— (起動したワーカーはありません)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 done · %2 per minute over the last 5 minutes · %3 per minute overall</source>
        <translation>%1 件完了 · 直近 5 分で毎分 %2 件 · 全体で毎分 %3 件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (each run again in another allocation)</source>
        <translation>%1 (それぞれ別の割り当てで再実行)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>— (no job is running)</source>
        <translation>— (実行中のジョブはありません)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scheduler jobs: %1</source>
        <translation>スケジューラーのジョブ: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Events: %1</source>
        <translation>イベント: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>ended at %1</source>
        <translation>%1 に終了</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Controller: up</source>
        <translation>コントローラー: 稼働中</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Controller: unreachable for %1 s: %2</source>
        <translation>コントローラー: %1 秒間応答なし: %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>submitted</source>
        <translation>投入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pending</source>
        <translation>待機</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>喪失</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ended</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>controller</source>
        <translation>コントローラー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refused</source>
        <translation>拒否</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>requeued</source>
        <translation>再投入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>worker</source>
        <translation>ワーカー</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Jobs:</source>
        <translation>ジョブ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allocations submitted:</source>
        <translation>投入した割り当て:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs in use:</source>
        <translation>使用中の GPU:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workers up:</source>
        <translation>稼働中のワーカー:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean queue wait:</source>
        <translation>平均キュー待ち:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean worker start:</source>
        <translation>ワーカーの平均起動時間:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measurements:</source>
        <translation>計測:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost with their machine:</source>
        <translation>マシンごと失われたジョブ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nodes:</source>
        <translation>ノード:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Job</source>
        <translation>ジョブ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Workers</source>
        <translation>ワーカー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Waited</source>
        <translation>待ち時間</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ran</source>
        <translation>実行時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time in the queue, from submission to running</source>
        <translation>投入から実行開始までのキュー待ち時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time since it started running (until it ended)</source>
        <translation>実行開始からの時間 (終了したものは終了まで)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes and seconds since the session&apos;s backend started</source>
        <translation>セッションのバックエンド起動からの分:秒</translation>
    </message>
</context>
<context>
    <name>CoreText</name>
    <message>
        <location filename="../core/base/CoreMessages.cpp" line="+27"/>
        <source>%1, %2</source>
        <extracomment>Joins the items of a list: &quot;trust region (radius 2), thompson&quot;.</extracomment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>initial design: %1 configurations spread over the space</source>
        <extracomment>%1: a number of configurations.</extracomment>
        <translation>初期計画: 空間全体に散らばる %1 個の構成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measuring %1: chosen by %2</source>
        <extracomment>%1: a configuration or a candidate id; %2: the search arms that chose it.</extracomment>
        <translation>%1 を実測: %2 が選択</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measuring %1 and %2 more: chosen by %3</source>
        <translation>%1 ほか %2 件を実測: %3 が選択</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trust region (radius %1)</source>
        <translation>信頼領域 (半径 %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>thompson</source>
        <extracomment>The Thompson sampling arm of the model search.</extracomment>
        <translation>トンプソンサンプリング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected improvement</source>
        <translation>期待改善量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measurement budget %1</source>
        <translation>実測予算 %1 回</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 deferred candidates accepted on forecast: no measurement budget left</source>
        <translation>委譲中の候補 %1 件を予測で採用: 実測予算が残っていません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>#%1 has no unexplored neighbour left: nothing to expand from it</source>
        <translation>#%1 には未探索の近傍が残っていません: ここから展開できるものはありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>override %1 on %2</source>
        <extracomment>%1: the override (measure, accept, exclude); %2: a configuration or a candidate id.</extracomment>
        <translation>%2 に手動指定「%1」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measure</source>
        <translation>実測</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accept</source>
        <translation>採用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exclude</source>
        <translation>除外</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>new candidate refused: %1: %2</source>
        <extracomment>%1: the field refused (&quot;source&quot;, &quot;launches[0].kernel&quot;); %2: why.</extracomment>
        <translation>新しい候補を受け付けませんでした: %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no forecast for the added candidate: %1</source>
        <translation>追加した候補の予測なし: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>added by the engineer as a child of #%1; measuring next</source>
        <translation>エンジニアが #%1 の子として追加。次に実測します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; the run ends once the %2 candidate(s) waiting are measured</source>
        <extracomment>%1: why the run ends (an LLM cap); %2: a number of candidates.</extracomment>
        <translation>%1。実測待ちの候補 %2 件を実測したら実行を終了します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; %2; strategy %3</source>
        <extracomment>%1: the reference; %2: its configuration or id; %3: the strategy&apos;s option name (model, puct).</extracomment>
        <translation>%1。%2。戦略 %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; %2; strategy %3; %4</source>
        <extracomment>As &quot;%1; %2; strategy %3&quot;, with %4: what the session was started with (its prior).</extracomment>
        <translation>%1。%2。戦略 %3。%4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reference: %1 reference.cu</source>
        <extracomment>%1: the problem&apos;s name.</extracomment>
        <translation>基準: %1 の reference.cu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reference: the problem&apos;s plain reference kernel (%1 ms)</source>
        <translation>基準: 問題の素朴な基準カーネル (%1 ms)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reference: first valid configuration in file order (%1)</source>
        <extracomment>%1: where the record is in the file (&quot;results[12]&quot;, &quot;record 12 of the cache&quot;).</extracomment>
        <translation>基準: ファイル順で最初の有効な構成 (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reference: named configuration (%1)</source>
        <translation>基準: 指定された構成 (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>record %1 of the cache</source>
        <translation>キャッシュのレコード %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resumed with %1 candidates, %2 measurements, %3 waiting</source>
        <translation>再開: 候補 %1 件、実測 %2 回、待機 %3 件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: not measured, back in the queue: %2</source>
        <extracomment>%1: a configuration or a candidate id; %2: why the machine could not measure.</extracomment>
        <translation>%1: 未実測のまま待ち行列に戻しました: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2: %3</source>
        <extracomment>%1: a configuration or a candidate id; %2: the failure (compile_error, ...); %3: its reason.</extracomment>
        <translation>%1：%2：%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile_error</source>
        <translation>コンパイルエラー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wrong_result</source>
        <translation>誤った結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runtime_error</source>
        <translation>実行時エラー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>timeout</source>
        <translation>タイムアウト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>crash</source>
        <translation>クラッシュ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid</source>
        <translation>無効</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: S = %2 (bin %3)</source>
        <extracomment>%1: a configuration or a candidate id; %2: the measured speedup S; %3: its bin (1-8).</extracomment>
        <translation>%1: S = %2（ビン %3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: S = %2 (bin %3), forecast bin %4 at %5</source>
        <extracomment>As &quot;%1: S = %2 (bin %3)&quot;, with %4: the forecast&apos;s bin and %5: its confidence.</extracomment>
        <translation>%1: S = %2（ビン %3）、予測ビン %4（確信度 %5）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discovery moment: #%1 -&gt; #%2 gains x%3</source>
        <extracomment>%1: the parent&apos;s id; %2: the child&apos;s id; %3: the ratio of their speedups.</extracomment>
        <translation>発見の瞬間: #%1 → #%2 で %3 倍</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>deferral threshold %1: %2 accepted candidate(s) now deferred, %3 deferred candidate(s) now accepted; %4 waiting for measurement</source>
        <translation>委譲しきい値 %1: 採用済み %2 件を委譲に変更、委譲中 %3 件を採用に変更。実測待ち %4 件</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the surrogate retrained on %1 measurements: %2 accepted candidate(s) deferred again, %3 deferred candidate(s) now accepted</source>
        <translation>サロゲートを実測 %1 回で再学習: 採用済み %2 件を再び委譲、委譲中 %3 件を採用</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>prior set aside: it lacks %1, which this session varies; the search relies on its own measurements</source>
        <extracomment>%1: the parameters the prior lacks.</extracomment>
        <translation>事前分布を使いません: このセッションが変化させる %1 がありません。探索は自身の実測に頼ります</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>prior set aside: it lacks %1, which this session varies; used only until the session has its own</source>
        <translation>事前分布を使いません: このセッションが変化させる %1 がありません。セッション自身の実測がそろうまでだけ使います</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>prior weight %1: the prior ranks this GPU&apos;s measurements well</source>
        <extracomment>%1: the prior&apos;s weight (0 to 1).</extracomment>
        <translation>事前分布の重み %1: この GPU の実測をよく順位付けしています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prior weight %1: the prior ranks this GPU&apos;s measurements fairly</source>
        <translation>事前分布の重み %1: この GPU の実測をまずまず順位付けしています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>prior weight %1: the prior ranks this GPU&apos;s measurements poorly; set aside, the search relies on its own</source>
        <translation>事前分布の重み %1: この GPU の実測をうまく順位付けできていません。使わずに、探索は自身の実測に頼ります</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>prior weight %1: too few measurements to check the prior yet (%2)</source>
        <translation>事前分布の重み %1: 事前分布を検証するには実測がまだ少なすぎます (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (rank correlation %2 over %3 measurements)</source>
        <extracomment>%1: what is said of the prior; %2: a rank correlation; %3: a number of measurements.</extracomment>
        <translation>%1（実測 %3 回での順位相関 %2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stopped on request</source>
        <translation>要求により停止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 backend cannot measure: %2</source>
        <extracomment>%1: the backend&apos;s name (replay, cuda, slurm); %2: why.</extracomment>
        <translation>バックエンド %1 は実測できません: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the %1 backend lost %2 batches in a row: %3</source>
        <extracomment>%1: the backend&apos;s name; %2: a number of batches; %3: why the last one came back unmeasured.</extracomment>
        <translation>バックエンド %1 が %2 回続けてバッチを失いました: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the added candidate is measured</source>
        <translation>追加した候補を実測しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the added candidates are measured</source>
        <translation>追加した候補をすべて実測しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wall-time budget used (%1 s)</source>
        <translation>実行時間の予算を使い切りました (%1 秒)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measurement budget used (%1)</source>
        <translation>実測予算を使い切りました (%1 回)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>candidate budget used (%1)</source>
        <translation>候補の予算を使い切りました (%1 件)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>candidate budget used (%1) and every candidate measured</source>
        <translation>候補の予算を使い切り (%1 件)、すべての候補を実測しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>search space exhausted: no node left to expand</source>
        <translation>探索空間を探索し尽くしました: 展開できるノードが残っていません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>search space exhausted: every valid configuration was measured</source>
        <translation>探索空間を探索し尽くしました: 有効な構成をすべて実測しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LLM request cap reached: %1 of %2 requests</source>
        <translation>LLM のリクエスト上限に達しました: %2 回中 %1 回</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LLM token cap reached: %1 of %2 tokens</source>
        <translation>LLM のトークン上限に達しました: %2 トークン中 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>search space exhausted: every configuration of the space is in the session</source>
        <translation>探索空間を探索し尽くしました: 空間のすべての構成がセッションにあります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the LLM proposed nothing new in %1 replies</source>
        <translation>LLM は %1 回の応答で新しい提案をしませんでした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no JSON object in the reply</source>
        <translation>応答に JSON オブジェクトがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no JSON object with &quot;source&quot; and &quot;launches&quot; in the reply</source>
        <translation>応答に &quot;source&quot; と &quot;launches&quot; を持つ JSON オブジェクトがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no JSON object with &quot;parameters&quot; in the reply</source>
        <translation>応答に &quot;parameters&quot; を持つ JSON オブジェクトがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;source&quot; is missing or empty</source>
        <translation>&quot;source&quot; がないか空です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the source defines no __global__ kernel</source>
        <translation>ソースに __global__ カーネルが定義されていません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;launches&quot; is missing</source>
        <translation>&quot;launches&quot; がありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>launch plan: %1</source>
        <extracomment>%1: what is wrong with the launch plan (from the problem loader, in English).</extracomment>
        <translation>起動計画: %1</translation>
    </message>
    <message>
        <source>vendor baseline %1 (%2): %3 ms, S %4 over the reference</source>
        <extracomment>%1: the library (cuBLAS), %2: its call in one line, %3: its time in ms, %4: its speedup over the reference.</extracomment>
        <translation>ベンダーベースライン %1 (%2): %3 ms、参照に対する S %4</translation>
    </message>
    <message>
        <source>vendor baseline %1 not timed, the session goes on without it: %2</source>
        <extracomment>%1: the library (cuBLAS), %2: why it was not timed (in English).</extracomment>
        <translation>ベンダーベースライン %1 は計測されず、セッションはそれなしで続行します: %2</translation>
    </message>
    <message>
        <source>template: %1</source>
        <extracomment>%1: what is wrong with an LLM-written template (in English).</extracomment>
        <translation>テンプレート: %1</translation>
    </message>
    <message>
        <source>%1: only the CUDA toolkit's headers may be included, as &lt;name&gt;</source>
        <extracomment>%1: the include directive as written, with its line.</extracomment>
        <translation>%1: インクルードできるのは CUDA ツールキットのヘッダー (&lt;name&gt; 形式) だけです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the launch plan is empty</source>
        <translation>起動計画が空です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kernel &apos;%1&apos; of the launch plan is not a __global__ function of the source</source>
        <translation>起動計画のカーネル「%1」はソースの __global__ 関数ではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown parameter &apos;%1&apos;</source>
        <translation>不明なパラメータ「%1」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parameter &apos;%1&apos; is missing</source>
        <translation>パラメータ「%1」がありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parameter &apos;%1&apos; is not a number: &apos;%2&apos;</source>
        <translation>パラメータ「%1」が数値ではありません: 「%2」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parameter &apos;%1&apos; is not a number</source>
        <translation>パラメータ「%1」が数値ではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parameter &apos;%1&apos; = %2 is not one of its values</source>
        <translation>パラメータ「%1」= %2 はその値の候補にありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (the reply was cut off at its token budget)</source>
        <extracomment>%1: why the reply was rejected.</extracomment>
        <translation>%1（応答がトークン予算で打ち切られました）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>configuration %1 is outside the search space (restrictions: %2)</source>
        <translation>構成 %1 は探索空間の外です（制約: %2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the reply did not follow the schema</source>
        <translation>応答がスキーマに従っていません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the LLM&apos;s reply is not a usable candidate: %1</source>
        <translation>LLM の応答は使える候補ではありません: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not forecast: the generator&apos;s reply was rejected (%1)</source>
        <translation>予測なし: 生成器の応答は却下されました（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bin %1 is missing</source>
        <translation>ビン %1 がありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bin %1 is not a finite number</source>
        <translation>ビン %1 が有限の数値ではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bin %1 is negative (%2)</source>
        <translation>ビン %1 が負です (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the probabilities sum to zero</source>
        <translation>確率の合計が 0 です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the answer is not a JSON object</source>
        <translation>回答が JSON オブジェクトではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no probabilities in the answer</source>
        <translation>回答に確率がありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected 8 probabilities, got %1</source>
        <translation>確率は 8 個のはずが %1 個でした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bin %1 is not a number</source>
        <translation>ビン %1 が数値ではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown key &apos;%1&apos; among the probabilities</source>
        <translation>確率の中に不明なキー「%1」があります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>empty answer</source>
        <translation>回答が空です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no JSON object with probabilities in the answer</source>
        <translation>回答に確率を持つ JSON オブジェクトがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parse failure: %1</source>
        <translation>解析失敗: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no usable answer</source>
        <translation>使える回答がありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (no content)</source>
        <translation>%1（内容なし）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parse failure: unusable reply (%1)</source>
        <translation>解析失敗: 使えない応答（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no reply: %1: %2</source>
        <extracomment>%1: the kind of error (transport, timeout, http, protocol, cancelled); %2: the error.</extracomment>
        <translation>応答なし: %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no forecast: %1: %2</source>
        <translation>予測なし: %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>both members abstained; llm: %1; features: %2</source>
        <extracomment>%1: why the LLM abstained; %2: why the features model abstained.</extracomment>
        <translation>両方のメンバーが棄権しました。llm: %1。特徴量: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the backend reported an unusable %1 (not finite and positive)</source>
        <extracomment>%1: the value (&quot;speedup 0.000000&quot;, &quot;times 1.2 / nan ms&quot;).</extracomment>
        <translation>バックエンドが使えない値を報告しました: %1（有限の正の値ではありません）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speedup %1</source>
        <translation>高速化率 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speedup interval [%1, %2]</source>
        <translation>高速化率の区間 [%1, %2]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>times %1 / %2 ms</source>
        <translation>時間 %1 / %2 ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>configuration not in the recorded search space</source>
        <translation>記録された探索空間にない構成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 recorded in the Kernel Tuner cache</source>
        <extracomment>%1: Kernel Tuner&apos;s name of the failure (CompilationFailedConfig, RuntimeFailedConfig, ...).</extracomment>
        <translation>Kernel Tuner のキャッシュに %1 と記録</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 failure recorded in the dataset</source>
        <extracomment>%1: the dataset&apos;s name of the failure (compile, runtime, ...).</extracomment>
        <translation>データセットに %1 の失敗として記録</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>did not compile (KernelBench record)</source>
        <translation>コンパイルできませんでした（KernelBench の記録）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>incorrect output (KernelBench record)</source>
        <translation>出力が誤っています（KernelBench の記録）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no speedup recorded (KernelBench record)</source>
        <translation>高速化率の記録なし（KernelBench の記録）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no candidate code (generation failed)</source>
        <translation>候補のコードなし（生成に失敗）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no speedup recorded over this baseline (CUDA-L1 record)</source>
        <translation>このベースラインに対する高速化率の記録なし（CUDA-L1 レコード）</translation>
    </message>
</context>
<context>
    <name>DecisionText</name>
    <message>
        <location filename="../ui/base/DecisionText.cpp" line="+24"/>
        <source>confidence %1 &lt; threshold %2</source>
        <translation>確信度 %1 &lt; しきい値 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>confidence %1 ≥ threshold %2</source>
        <translation>確信度 %1 ≥ しきい値 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>from the point estimate %1</source>
        <translation>点推定 %1 から</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from the bin probabilities</source>
        <translation>ビンの確率から</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>confidence %1 ≥ threshold %2, but P(S &gt; %3, the best measured then) = %4 ≥ %5, %6</source>
        <translation>確信度 %1 ≥ しきい値 %2、ただし P(S &gt; %3、その時点の実測の最良) = %4 ≥ %5、%6</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>confidence %1 ≥ threshold %2, and P(S &gt; %3, the best measured then) = %4 &lt; %5, %6</source>
        <translation>確信度 %1 ≥ しきい値 %2、かつ P(S &gt; %3、その時点の実測の最良) = %4 &lt; %5、%6</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Each forecast candidate, in this order:</source>
        <translation>予測のある各候補は、次の順に判定されます:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1. The surrogate abstained: measured (%1).</source>
        <translation>1. サロゲートが棄権: 実測（%1）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2. Confidence below %1: measured (%2).</source>
        <translation>2. 確信度が %1 未満: 実測（%2）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3. Confidence at or above %1, but P(S &gt; %2, the best measured) ≥ %3: measured (%4).</source>
        <translation>3. 確信度が %1 以上でも P(S &gt; %2、実測の最良) ≥ %3: 実測（%4）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>4. Otherwise: accepted on forecast (%1).</source>
        <translation>4. それ以外: 予測で採用（%1）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the budget used up, what would be measured is accepted (%1).</source>
        <translation>予算を使い切った後は、実測するはずだった候補を採用します（%1）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Always measured: the reference (%1), the model search&apos;s own picks (%2), measure-all sessions (%3), &quot;Measure now&quot; (%4). &quot;Accept forecast&quot; and &quot;Exclude&quot; are obeyed too.</source>
        <translation>常に実測するもの: 基準（%1）、モデル探索自身が選んだ候補（%2）、measure-all セッション（%3）、「今すぐ実測」（%4）。「予測を採用」と「除外」も指定どおりに従います。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>undecided: not forecast yet</source>
        <translation>未判定: まだ予測されていません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: accepted on forecast.</source>
        <translation>%1: 予測で採用。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: measured.</source>
        <translation>%1: 実測。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: measured, it may beat the best.</source>
        <translation>%1: 実測。最良を上回る可能性があります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No measurement budget was left: accepted on forecast.</source>
        <translation>実測予算が残っていなかったため、予測で採用。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No measurement budget was left: accepted on forecast, where the rule said measure (%1).</source>
        <translation>実測予算が残っていなかったため、規則では実測のところを予測で採用（%1）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No measurement budget was left: accepted on forecast (%1).</source>
        <translation>実測予算が残っていなかったため、予測で採用（%1）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chosen by the model search (its initial design, or what it expects to learn most from): measured whatever the forecast says.</source>
        <translation>モデル探索が選択（初期計画、または最も多くを学べると見込んだ候補）: 予測にかかわらず実測します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chosen by the model search to be measured; when it was chosen, the rule alone would have accepted it (%1).</source>
        <translation>モデル探索が実測に選択。選ばれた時点では、規則だけなら採用していました（%1）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The engineer accepted the forecast (override): the rule was not applied.</source>
        <translation>エンジニアが予測を採用（手動指定）: 規則は適用していません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engineer excluded it (override).</source>
        <translation>エンジニアが除外（手動指定）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The engineer asked to measure it now (override): queued first for measurement.</source>
        <translation>エンジニアが今すぐ実測を指定（手動指定）: 実測待ち行列の先頭に入ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The reference is always measured, first.</source>
        <translation>基準は常に最初に実測します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No forecast to judge (the measure-all baseline measures every candidate): measured.</source>
        <translation>判定する予測なし（全実測ベースラインはすべての候補を実測）: 実測。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The surrogate gave no usable forecast (an abstention): measured.</source>
        <translation>サロゲートが有効な予測を出しませんでした（棄権）: 実測。</translation>
    </message>
</context>
<context>
    <name>DeferralPanel</name>
    <message>
        <location filename="../ui/session/DeferralPanel.cpp" line="+166"/>
        <source>Candidates whose forecast confidence is below the threshold are measured</source>
        <translation>予測の確信度がしきい値未満の候補は GPU で実測されます</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>Deferral threshold: %1 (requested)</source>
        <translation>委譲しきい値: %1 (要求中)</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+96"/>
        <source>Deferral threshold: %1</source>
        <translation>委譲しきい値: %1</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Session coverage: no forecast yet.</source>
        <translation>セッションのカバレッジ: まだ予測がありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Session coverage: %1% (%2 of %3 forecast candidates accepted on forecast, %4 of them because the budget was used).</source>
        <translation>セッションのカバレッジ: %1%（予測のある候補 %3 件中 %2 件を予測で採用、うち %4 件は予算切れによる）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Session coverage: %1% (%2 of %3 forecast candidates accepted on forecast).</source>
        <translation>セッションのカバレッジ: %1%（予測のある候補 %3 件中 %2 件を予測で採用）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Curve at %1, over the %2 forecasts later measured: coverage %3% (%4 reach the threshold), risk %5.</source>
        <translation>曲線上の %1（後に実測された予測 %2 件）: カバレッジ %3%（しきい値に達したもの %4 件）、リスク %5。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Curve at %1, over the %2 forecasts later measured: coverage 0% (none reaches the threshold), no risk to show.</source>
        <translation>曲線上の %1（後に実測された予測 %2 件）: カバレッジ 0%（しきい値に達したものなし）、示すリスクはありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPU measurements used: %1 of %2.</source>
        <translation>使用した GPU 実測: %2 回中 %1 回。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Session coverage: the share of this session&apos;s forecast candidates accepted on forecast (not measured), as docs/design.md defines coverage. The curve&apos;s coverage is the share of the forecasts later measured whose confidence reaches the threshold; those are mostly the candidates deferred for low confidence, so it is lower.</source>
        <translation>セッションのカバレッジ: このセッションで予測のある候補のうち、予測で採用された（実測していない）候補の割合（docs/design.md の定義どおり）。曲線のカバレッジは、後に実測された予測のうち確信度がしきい値に達したものの割合です。それらの多くは確信度が低くて委譲された候補なので、値は小さくなります。</translation>
    </message>
</context>
<context>
    <name>DiagnosisPanel</name>
    <message>
        <location filename="../ui/session/DiagnosisPanel.cpp" line="+74"/>
        <source>Select a candidate to see its diagnoses.</source>
        <translation>候補を選択すると診断が表示されます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;#%1&lt;/b&gt;: not measured; diagnoses come with a measurement.</source>
        <translation>&lt;b&gt;#%1&lt;/b&gt;: 未計測。診断は計測後に表示されます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;#%1&lt;/b&gt;: the measurement failed; its reason is in the Forecast panel.</source>
        <translation>&lt;b&gt;#%1&lt;/b&gt;: 計測に失敗しました。理由は予測パネルにあります。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Counters: %1 replay passes, %2 ms of profiling</source>
        <translation>カウンタ: リプレイ %1 パス、プロファイリング %2 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No report from the backend: nothing to diagnose.</source>
        <translation>バックエンドのレポートがないため、診断できません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not profiled: findings from nominal rates, the ptxas report and launch geometry.</source>
        <translation>プロファイルなし: 公称レート、ptxas レポート、起動ジオメトリから診断しています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counters unavailable: %1</source>
        <translation>カウンタ利用不可: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Energy: %1 J/launch at %2 W average</source>
        <translation>エネルギー: %1 J/起動、平均 %2 W</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (%1–%2 over %3 repeats)</source>
        <translation>（%3 回の反復で %1–%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (spread %1%)</source>
        <translation>（ばらつき %1%）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; reference %1 J/launch at %2 W</source>
        <translation>。参照 %1 J/起動、%2 W</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Energy: %1 J/launch</source>
        <translation>エネルギー: %1 J/起動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; reference %1 J/launch</source>
        <translation>。参照 %1 J/起動</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Energy unavailable: %1</source>
        <translation>エネルギー利用不可: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;#%1&lt;/b&gt;: nothing to report.</source>
        <translation>&lt;b&gt;#%1&lt;/b&gt;: 指摘事項はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;#%1&lt;/b&gt;: one finding</source>
        <translation>&lt;b&gt;#%1&lt;/b&gt;: 指摘 1 件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;#%1&lt;/b&gt;: %2 findings, largest estimated gain first</source>
        <translation>&lt;b&gt;#%1&lt;/b&gt;: 指摘 %2 件（推定効果の大きい順）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>info</source>
        <translation>情報</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, est. gain %2%</source>
        <translation>%1、推定効果 %2%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>high</source>
        <translation>高</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>medium</source>
        <translation>中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>low</source>
        <translation>低</translation>
    </message>
</context>
<context>
    <name>DiffView</name>
    <message>
        <location filename="../ui/kernel/DiffView.cpp" line="+119"/>
        <source>Against:</source>
        <translation>比較対象:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parent</source>
        <translation>親</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reference</source>
        <translation>基準</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>candidate</source>
        <translation>候補</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the left side shows: the parent, the reference or the candidate with the id beside</source>
        <translation>左側に表示するもの: 親、基準、または右隣の ID の候補</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side by side</source>
        <translation>左右に並べる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unified</source>
        <translation>統合形式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Auto shows the two sides next to each other while each has room for %1 characters, and one unified column when the dock is narrower</source>
        <translation>自動: 各側に %1 文字分の幅があるあいだは左右に並べ、ドックがそれより狭いときは 1 列の統合表示にします</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fold unchanged</source>
        <translation>変更のない行を折りたたむ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide long runs of unchanged lines, keeping three lines around each change</source>
        <translation>変更のない長い範囲を隠し、各変更の前後 3 行を残します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy patch</source>
        <translation>パッチをコピー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the diff as a unified patch (diff -u) to the clipboard</source>
        <translation>差分を統合形式のパッチ (diff -u) としてクリップボードにコピーします</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Auto: side by side</source>
        <translation>自動: 左右に並べる</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Auto: unified</source>
        <translation>自動: 統合表示</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S %1 → %2</source>
        <translation>S %1 → %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not compared</source>
        <translation>比較していません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>identical sources</source>
        <translation>ソースは同一</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+%1 −%2 lines</source>
        <translation>+%1 −%2 行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>⋯ %1 unchanged lines</source>
        <translation>⋯ 変更のない %1 行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No diff: %1</source>
        <translation>差分を計算しません: %1</translation>
    </message>
</context>
<context>
    <name>DiscoveryPanel</name>
    <message>
        <location filename="../ui/session/DiscoveryPanel.cpp" line="+80"/>
        <source>A measured child at least this many times faster than its measured parent is a discovery moment</source>
        <translation>実測済みの親よりこの倍率以上速い実測済みの子を「発見の瞬間」とみなします</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parent</source>
        <translation>親</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Child</source>
        <translation>子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S parent</source>
        <translation>親の S</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S child</source>
        <translation>子の S</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ratio</source>
        <translation>比率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Parameter change</source>
        <translation>パラメータ変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click or press Enter to select the child and see what changed against its parent</source>
        <translation>ダブルクリックまたは Enter で子を選択し、親からの変更を表示します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>δ (S child / S parent) ≥</source>
        <translation>δ (子の S / 親の S) ≥</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>(source change)</source>
        <translation>(ソースの変更)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n discovery moment(s)</source>
        <translation>
            <numerusform>発見の瞬間 %n 件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DisplayNames</name>
    <message>
        <location filename="../ui/base/DisplayNames.cpp" line="+9"/>
        <source>accept</source>
        <translation>採用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defer</source>
        <translation>委譲</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+45"/>
        <source>exclude</source>
        <translation>除外</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>threshold</source>
        <translation>しきい値</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+21"/>
        <source>may beat the best</source>
        <translation>最良を上回る可能性</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>override</source>
        <translation>手動指定</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+21"/>
        <source>budget used</source>
        <translation>予算切れ</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>measure-all baseline</source>
        <translation>全実測ベースライン</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+62"/>
        <source>reference</source>
        <translation>基準</translation>
    </message>
    <message>
        <location line="-61"/>
        <location line="+21"/>
        <source>no usable forecast</source>
        <translation>有効な予測なし</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>explore</source>
        <translation>探索</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>confident, unlikely to beat the best</source>
        <translation>確信あり、最良を上回る見込みは低い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>low confidence</source>
        <translation>確信度が低い</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the engineer&apos;s override</source>
        <translation>エンジニアの手動指定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measure-all, no forecast</source>
        <translation>measure-all、予測なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>always measured first</source>
        <translation>常に最初に実測</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chosen to explore</source>
        <translation>探索のために選択</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>measure now</source>
        <translation>今すぐ実測</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accept forecast</source>
        <translation>予測を採用</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ok</source>
        <translation>成功</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile error</source>
        <translation>コンパイルエラー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wrong result</source>
        <translation>誤った結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runtime error</source>
        <translation>実行時エラー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>timeout</source>
        <translation>タイムアウト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>crash</source>
        <translation>クラッシュ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid configuration</source>
        <translation>無効な構成</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>MaxProb</source>
        <translation>MaxProb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NegEntropy</source>
        <translation>NegEntropy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top-2 margin</source>
        <translation>上位 2 の差</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tuner</source>
        <translation>チューナー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>user</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dataset</source>
        <translation>データセット</translation>
    </message>
</context>
<context>
    <name>EvaluationView</name>
    <message>
        <location filename="../ui/charts/EvaluationView.cpp" line="+32"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Brier</source>
        <translation>Brier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CRPS</source>
        <translation>CRPS</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NLL</source>
        <translation>NLL</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>exact</source>
        <translation>完全一致</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>within one</source>
        <translation>±1 ビン以内</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spearman ρ</source>
        <translation>Spearman ρ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ECE</source>
        <translation>ECE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AURC</source>
        <translation>AURC</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rec@1%</source>
        <translation>rec@1%</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rec@5%</source>
        <translation>rec@5%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rec@10%</source>
        <translation>rec@10%</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rec@25%</source>
        <translation>rec@25%</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rec@50%</source>
        <translation>rec@50%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time (s)</source>
        <translation>時間 (秒)</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Datasets of measured candidates</source>
        <translation>実測済み候補のデータセット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Datasets (*.json *.json.gz *.jsonl *.jsonl.gz);;All files (*)</source>
        <translation>データセット (*.json *.json.gz *.jsonl *.jsonl.gz);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name a dataset first (Browse…).</source>
        <translation>先にデータセットを指定してください (参照…)。</translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>The session has %n measured candidate(s); at least 2 are needed.</source>
        <translation>
            <numerusform>セッションの実測済み候補は %n 件です。2 件以上必要です。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Evaluating…</source>
        <translation>評価中…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Evaluating: %1</source>
        <translation>評価中: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Evaluation failed: %1</source>
        <translation>評価に失敗しました: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2 problem(s), %3 candidates (%4 measured); cross-validated by %5 (%6 folds, seed %7).</source>
        <translation>%1: 問題 %2 件、候補 %3 件 (実測 %4 件)。%5 単位の交差検証 (%6 分割、シード %7)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>fold</source>
        <translation>分割</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Calibration of the features surrogate on held-out folds: ECE %1 before, %2 after; NLL %3 before, %4 after.</source>
        <translation>保留した分割での features サロゲートの較正: ECE は前 %1・後 %2、NLL は前 %3・後 %4。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Dataset file(s): T4, Augur dataset or export, GPU Forecasters, CUDA-L1 or KernelBench records</source>
        <translation>データセットファイル: T4、Augur のデータセットまたはエクスポート、GPU Forecasters、CUDA-L1 または KernelBench のレコード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split: automatic</source>
        <translation>分割: 自動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split: by fold</source>
        <translation>分割: 分割単位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split: by problem</source>
        <translation>分割: 問題単位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split: by GPU</source>
        <translation>分割: GPU 単位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>folds: </source>
        <translation>分割数: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Evaluate dataset</source>
        <translation>データセットを評価</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Evaluate session</source>
        <translation>セッションを評価</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score the open session&apos;s forecasts as they were made, and cross-validate the surrogates on its measured candidates</source>
        <translation>開いているセッションの予測を作成時のまま採点し、その実測済み候補でサロゲートを交差検証します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Surrogate shown in the charts and the per-problem table</source>
        <translation>グラフと問題別の表に表示するサロゲート</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick a dataset and press Evaluate dataset, or evaluate the open session.</source>
        <translation>データセットを選んで「データセットを評価」を押すか、開いているセッションを評価してください。</translation>
    </message>
</context>
<context>
    <name>ForecastPanel</name>
    <message>
        <location filename="../ui/session/ForecastPanel.cpp" line="+94"/>
        <source>The surrogate&apos;s reasoning appears here.</source>
        <translation>サロゲートモデルの推論根拠がここに表示されます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters changed against the parent.</source>
        <translation>親から変更されたパラメータ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confidence:</source>
        <translation>確信度:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most likely bin:</source>
        <translation>最も確からしいビン:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mode of the bin distribution: the bin with the highest probability</source>
        <translation>ビン分布の最頻値: 確率が最も高いビン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected S:</source>
        <translation>期待 S:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Point estimate:</source>
        <translation>点推定:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measured S:</source>
        <translation>実測 S:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per run:</source>
        <translation>1 回あたりの時間:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision:</source>
        <translation>判定:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule used:</source>
        <translation>適用した規則:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The values the deferral rule compared for this candidate (the Deferral dock states the whole rule)</source>
        <translation>委譲の規則がこの候補について比較した値（規則全体は「委譲」ドックにあります）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reasoning:</source>
        <translation>推論根拠:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Differences from parent:</source>
        <translation>親との差分:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Select a candidate in the table or the tree.</source>
        <translation>表または探索木で候補を選択してください。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;#%1&lt;/b&gt; (%2) %3</source>
        <translation>&lt;b&gt;#%1&lt;/b&gt; (%2) %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (decision: %2, %3)</source>
        <translation>%1（判定: %2、%3）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>none: a prior has no prediction</source>
        <translation>なし: 事前分布は予測ではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1× (the prior&apos;s mean, not a prediction)</source>
        <translation>%1×（事前分布の平均。予測ではありません）</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>no usable forecast</source>
        <translation>有効な予測なし</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>The mean of the bin distribution: Σ p_k · m_k over the 8 bins, m_k the bin&apos;s geometric midpoint. The deferral rule does not use it.</source>
        <translation>ビン分布の平均: 8 個のビンにわたる Σ p_k · m_k（m_k はビンの幾何中点）。委譲の規則はこれを使いません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The surrogate&apos;s own estimate of S, finer than the bins (a regression on log2 S); the spread is its ensemble&apos;s, as a factor</source>
        <translation>サロゲート自身による S の推定。ビンより細かい値です（log2 S の回帰）。ばらつきはそのアンサンブルのもので、倍率で示します</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>being forecast (an LLM forecast: the LLM dock shows its reasoning as it arrives)</source>
        <translation>予測中（LLM の予測: LLM パネルに推論が届くそばから表示されます）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not forecast</source>
        <translation>未予測</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 (%2); no prediction yet: a wide prior (the surrogate had %n measurement(s) to learn from)</source>
        <translation>
            <numerusform>%1 (%2)。まだ予測はありません: 広い事前分布です（サロゲートが学習できた実測は %n 件）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>not measured</source>
        <translation>未実測</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>failed: %1 %2</source>
        <translation>失敗: %1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1× [%2, %3] (bin %4: %5)</source>
        <translation>%1× [%2, %3]（ビン %4: %5）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1× (bin %2: %3)</source>
        <translation>%1× (ビン %2: %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (IQR %2, %3 samples); reference %4</source>
        <translation>%1（IQR %2、サンプル %3 個）、基準 %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1; reference %2 (as the dataset recorded them)</source>
        <translation>%1、基準 %2（データセットの記録どおり）</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>undecided</source>
        <translation>未判定</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 (%2, the most likely bin&apos;s probability)</source>
        <translation>%1（%2、最も確からしいビンの確率）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bin %1, %2: %3, p = %4</source>
        <translation>ビン %1、%2: %3、p = %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1× (mean over the bins)</source>
        <translation>%1×（ビン全体の平均）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1× (regression, spread ×/÷ %2)</source>
        <translation>%1×（回帰、ばらつき ×/÷ %2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1× (regression)</source>
        <translation>%1×（回帰）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none: bin probabilities only</source>
        <translation>なし: ビンの確率のみ</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>(root: no parent)</source>
        <translation>(ルート: 親なし)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>against #%1: no parameter change to list; the Kernel dock&apos;s Diff tab shows the source change</source>
        <translation>#%1 との比較: 一覧にするパラメーター変更はありません。ソースの変更はカーネル パネルの差分タブに表示されます</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>against #%1:
</source>
        <translation>#%1 との差分:
</translation>
    </message>
</context>
<context>
    <name>JsonlExport</name>
    <message>
        <location filename="../ui/session/JsonlExport.cpp" line="+24"/>
        <source>the candidates do not form a tree: %1</source>
        <translation>候補が木を構成していません: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+8"/>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>KernelPanel</name>
    <message>
        <location filename="../ui/kernel/KernelPanel.cpp" line="+45"/>
        <source>Source</source>
        <translation>ソース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diff</source>
        <translation>差分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report</source>
        <translation>レポート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SASS</source>
        <translation>SASS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The source as NVRTC compiles it, with the launch plan</source>
        <translation>NVRTC がコンパイルするとおりのソースと起動計画</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What changed against the parent, the reference or another candidate</source>
        <translation>親・基準・他の候補からの変更点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compile report and measurement of the candidate, and its PTX</source>
        <translation>候補のコンパイルのレポートと計測結果、および PTX</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source, PTX and SASS side by side, linked line by line, with registers and spills of each kernel</source>
        <translation>ソース・PTX・SASS を並べて行ごとに対応付け、各カーネルのレジスタとスピルも表示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Metrics</source>
        <translation>メトリクス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two candidates&apos; metrics side by side: Compare&apos;s pair, or the baseline against the selection</source>
        <translation>2 つの候補のメトリクスを並べて表示: 「比較」の組、またはベースラインと選択中の候補</translation>
    </message>
    <message>
        <location line="+158"/>
        <location line="+48"/>
        <source>Select a candidate in the table or the tree.</source>
        <translation>表または探索木で候補を選択してください。</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>against the pinned baseline</source>
        <translation>固定したベースラインと比較</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the pair of Compare or of a discovery moment</source>
        <translation>「比較」または発見の瞬間の組</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>against the Diff tab&apos;s &quot;Against&quot; choice</source>
        <translation>差分タブの「比較対象」で選んだ候補と比較</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>#%1 has nothing to compare with: pin a baseline, or choose one under the Diff tab&apos;s &quot;Against&quot;.</source>
        <translation>#%1 には比較する相手がありません。ベースラインを固定するか、差分タブの「比較対象」で選んでください。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No source to compile: %1</source>
        <translation>コンパイルするソースがありません: %1</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+34"/>
        <source>Select a candidate, or two in the table and Compare.</source>
        <translation>候補を選択するか、表で 2 つ選んで「比較」を実行してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>#%1 has no parent: choose the reference or a candidate under &quot;Against&quot;.</source>
        <translation>#%1 には親がありません。「比較対象」で基準か候補を選んでください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The session has no reference candidate.</source>
        <translation>このセッションには基準の候補がありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no candidate #%1.</source>
        <translation>候補 #%1 はありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No source to compare: %1</source>
        <translation>比較するソースがありません: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>#%1 (reference)</source>
        <translation>#%1 (基準)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
</context>
<context>
    <name>KernelView</name>
    <message>
        <location filename="../ui/kernel/KernelView.cpp" line="+63"/>
        <source>Kernel</source>
        <translation>カーネル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Grid</source>
        <translation>グリッド</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Block</source>
        <translation>ブロック</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shared bytes</source>
        <translation>共有メモリ (B)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Arguments</source>
        <translation>引数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The launch plan evaluated for this candidate: grid and block sizes, dynamic shared memory per block</source>
        <translation>この候補について評価した起動計画: グリッドとブロックのサイズ、ブロックあたりの動的共有メモリ</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>#%1: the reference source</source>
        <translation>#%1: 基準のソース</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>#%1: the template at %2</source>
        <translation>#%1: %2 でのテンプレート</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>#%1: free-form source (%2)</source>
        <translation>#%1: 自由形式のソース (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>#%1: no source</source>
        <translation>#%1: ソースなし</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No parameter changed against the parent</source>
        <translation>親から変更されたパラメータはありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Changed: %1 (their lines are marked)</source>
        <translation>変更: %1 (該当する行に印を付けています)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No source to show: %1</source>
        <translation>表示するソースがありません: %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>No launch plan: the session&apos;s problem records none.</source>
        <translation>起動計画なし: セッションの問題に記録がありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Launch plan not evaluated: %1</source>
        <translation>起動計画を評価できません: %1</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../ui/settings/LanguageMenu.cpp" line="+12"/>
        <location line="+21"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
</context>
<context>
    <name>LayoutMenu</name>
    <message>
        <location filename="../ui/window/LayoutMenu.cpp" line="+29"/>
        <source>La&amp;yout</source>
        <translation>レイアウト(&amp;Y)</translation>
    </message>
</context>
<context>
    <name>LayoutPreset</name>
    <message>
        <location filename="../ui/window/LayoutPreset.cpp" line="+188"/>
        <source>&amp;Standard</source>
        <translation>標準(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;earch: the tree largest</source>
        <translation>探索: ツリーを最大に(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Kernel: code across the window</source>
        <translation>カーネル: コードをウィンドウ全幅に(&amp;K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Decisions: table, forecast and deferral</source>
        <translation>判定: 表・予測・委譲(&amp;D)</translation>
    </message>
</context>
<context>
    <name>LineageSummary</name>
    <message>
        <location filename="../ui/tree/LineageSummary.cpp" line="+23"/>
        <source>rejected: %1</source>
        <translation>却下: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>own kernel</source>
        <translation>独自カーネル</translation>
    </message>
</context>
<context>
    <name>LineageTimelinePanel</name>
    <message>
        <location filename="../ui/tree/LineageTimelinePanel.cpp" line="+62"/>
        <source>Candidates by creation time (x) in one lane per origin; edges from parent to child; the selected candidate&apos;s lineage drawn thick. Labels: #id, speedup (~ a forecast), what changed.</source>
        <translation>候補を作成時刻 (x) 順に、由来ごとのレーンに表示。親から子へ辺を描き、選択中の候補の系譜は太線。ラベル: #id、高速化率（~ は予測）、変更点。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fit</source>
        <translation>全体表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the whole session (the wheel zooms the time axis, a drag pans it)</source>
        <translation>セッション全体を表示（ホイールで時間軸を拡大縮小、ドラッグで移動）</translation>
    </message>
</context>
<context>
    <name>LineageTimelineView</name>
    <message>
        <location filename="../ui/tree/LineageTimelineView.cpp" line="+209"/>
        <source>#%1 (%2): %3</source>
        <translation>#%1 (%2): %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>child of #%1</source>
        <translation>#%1 の子</translation>
    </message>
</context>
<context>
    <name>LlmPanel</name>
    <message>
        <location filename="../ui/session/LlmPanel.cpp" line="+166"/>
        <source>This session uses no LLM (generator: %1, surrogate: %2). File &gt; New session… chooses an LLM generator or surrogate and its endpoint.</source>
        <translation>このセッションは LLM を使いません（生成器: %1、サロゲート: %2）。ファイル &gt; 新しいセッション… で LLM の生成器またはサロゲートとそのエンドポイントを選べます。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Endpoint %1: %2 at %3 (generator: %4, surrogate: %5)</source>
        <translation>エンドポイント %1: %3 の %2（生成器: %4、サロゲート: %5）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 done, %2 in flight, %3 without a reply</source>
        <translation>完了 %1、処理中 %2、応答なし %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (HTTP attempts: %2; truncated replies: %3)</source>
        <translation>%1（HTTP 試行: %2、打ち切られた応答: %3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>— (no request has finished)</source>
        <translation>—（完了したリクエストはまだありません）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean %1 ms · p50 %2 ms · p95 %3 ms · max %4 ms</source>
        <translation>平均 %1 ms · p50 %2 ms · p95 %3 ms · 最大 %4 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in · %2 out (%3 of them reasoning)</source>
        <translation>入力 %1 · 出力 %2（うち推論 %3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 at the profile&apos;s prices</source>
        <translation>プロファイルの価格で %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not priced: set price_input_per_mtok and price_output_per_mtok in the endpoint profile (docs/llm.md)</source>
        <translation>価格なし: エンドポイントのプロファイルに price_input_per_mtok と price_output_per_mtok を設定してください (docs/llm.md)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2</source>
        <translation>%2 中 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (no cap)</source>
        <translation>%1（上限なし）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>requests %1 · tokens %2</source>
        <translation>リクエスト %1 · トークン %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replies without an answer or rejected: %1</source>
        <translation>応答なし・却下された応答: %1</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>child of #%1</source>
        <translation>#%1 の子</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>generate</source>
        <translation>生成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forecast</source>
        <translation>予測</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no reply</source>
        <translation>応答なし</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>rejected</source>
        <translation>却下</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Select a candidate to read the reasoning of its forecast.</source>
        <translation>候補を選ぶと、その予測の推論を読めます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reasoning of #%1&apos;s forecast (arriving…)</source>
        <translation>#%1 の予測の推論（受信中…）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reasoning of #%1&apos;s forecast</source>
        <translation>#%1 の予測の推論</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#%1 has no forecast reasoning yet.</source>
        <translation>#%1 にはまだ予測の推論がありません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Requests:</source>
        <translation>リクエスト:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retries:</source>
        <translation>再試行:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency:</source>
        <translation>レイテンシ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens:</source>
        <translation>トークン:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost:</source>
        <translation>コスト:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caps:</source>
        <translation>上限:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time (s)</source>
        <translation>時刻 (秒)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Candidate</source>
        <translation>候補</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Request</source>
        <translation>リクエスト</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>no forecast asked for yet</source>
        <translation>まだ予測を依頼していません</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Generator:</source>
        <translation>生成器:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forecasts:</source>
        <translation>予測:</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>%1 new candidates from %2 requests</source>
        <translation>%2 件のリクエストから新しい候補 %1 件</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 requests · %2 tokens</source>
        <translation>リクエスト %1 · トークン %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 without an LLM forecast: the features model alone</source>
        <translation>LLM の予測なし %1 件: 特徴量モデルのみ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 without a forecast: measured, never accepted on it</source>
        <translation>予測なし %1 件: 実測され、予測で採用されません</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Per new candidate:</source>
        <translation>新しい候補 1 件あたり:</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>stopped asking</source>
        <translation>リクエストを停止</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 candidates · %2 requests each · at most %3 HTTP attempts</source>
        <translation>候補 %1 件 · 各 %2 リクエスト · HTTP 試行は最大 %3 回</translation>
    </message>
</context>
<context>
    <name>LlmSettingsDialog</name>
    <message>
        <location filename="../ui/settings/LlmSettingsDialog.cpp" line="+61"/>
        <source>LLM endpoints and prompts</source>
        <translation>LLM エンドポイントとプロンプト</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The endpoints file could not be read: %1</source>
        <translation>エンドポイントファイルを読み込めませんでした: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Endpoints</source>
        <translation>エンドポイント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prompts</source>
        <translation>プロンプト</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Endpoints file: %1</source>
        <translation>エンドポイントファイル: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make default</source>
        <translation>既定にする</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>optional: used by this process only, never saved</source>
        <translation>任意: このプロセスだけで使い、保存しません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stream replies (server-sent events)</source>
        <translation>応答をストリーミング (server-sent events)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Set</source>
        <translation>指定</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Test connection</source>
        <translation>接続をテスト</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base URL</source>
        <translation>ベース URL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>API key variable</source>
        <translation>API キーの環境変数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>API key</source>
        <translation>API キー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Structured output</source>
        <translation>構造化出力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Requests in flight</source>
        <translation>同時リクエスト数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connect timeout</source>
        <translation>接続タイムアウト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Idle timeout (streams)</source>
        <translation>無通信タイムアウト (ストリーム)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timeout per attempt</source>
        <translation>試行ごとのタイムアウト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attempts</source>
        <translation>試行回数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max tokens</source>
        <translation>最大トークン数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reasoning effort</source>
        <translation>推論の労力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forecast from</source>
        <translation>予測の取り出し元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra request fields</source>
        <translation>追加のリクエストフィールド</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Revert to shipped</source>
        <translation>同梱版に戻す</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Template</source>
        <translation>テンプレート</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No key is sent.</source>
        <translation>キーは送信されません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is set in the environment.</source>
        <translation>%1 は環境変数に設定されています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not set: type the key above, or set it before starting Augur.</source>
        <translation>%1 が設定されていません。上にキーを入力するか、Augur を起動する前に設定してください。</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1: extra request fields must be a JSON object</source>
        <translation>%1: 追加のリクエストフィールドは JSON オブジェクトである必要があります</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Two endpoints are called %1</source>
        <translation>%1 という名前のエンドポイントが 2 つあります</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>The default endpoint</source>
        <translation>既定のエンドポイント</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Asking %1 …</source>
        <translation>%1 に問い合わせ中…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Failed: %1</source>
        <translation>失敗: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>OK: the server serves %1.</source>
        <translation>OK: サーバーは %1 を提供しています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reached, but %1 is not among its models: %2</source>
        <translation>接続できましたが、%1 はモデル一覧にありません: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Placeholders: %1</source>
        <translation>プレースホルダー: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+21"/>
        <source>In use: %1</source>
        <translation>使用中: %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Saved to %1; new sessions use it.</source>
        <translation>%1 に保存しました。新しいセッションで使われます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+23"/>
        <source>Not saved: %1</source>
        <translation>保存されませんでした: %1</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Your copy was removed; the shipped template is in use.</source>
        <translation>あなたのコピーを削除しました。同梱のテンプレートが使われます。</translation>
    </message>
</context>
<context>
    <name>LlmSettingsGroup</name>
    <message>
        <location filename="../ui/settings/LlmSettingsGroup.cpp" line="+23"/>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>never</source>
        <translation>しない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> replies</source>
        <translation> 回の応答</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The LLM generator stops asking after this many replies in a row that add no new candidate; the run then ends with that reason</source>
        <translation>新しい候補を加えない応答がこの回数続くと LLM 生成器はリクエストをやめ、実行はその理由で終了します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tuner: configurations of the parameter space (tuner)</source>
        <translation>チューナー: パラメーター空間の構成 (tuner)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LLM: the model writes candidates (llm)</source>
        <translation>LLM: モデルが候補を書く (llm)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Features: gradient-boosted model on the parameters and PTX (features)</source>
        <translation>特徴量: パラメーターと PTX に基づく勾配ブースティングモデル (features)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LLM: the model forecasts each candidate&apos;s bins (llm)</source>
        <translation>LLM: モデルが各候補のビンを予測 (llm)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ensemble: the LLM&apos;s forecast pooled with the features model (ensemble)</source>
        <translation>アンサンブル: LLM の予測と特徴量モデルを統合 (ensemble)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+6"/>
        <source>no cap</source>
        <translation>上限なし</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>LLM requests this run may begin; reaching the cap ends the run</source>
        <translation>この実行で開始できる LLM リクエスト数。上限に達すると実行は終了します</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> thousand tokens</source>
        <translation> 千トークン</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prompt and completion tokens this run may use, in thousands; reaching the cap ends the run</source>
        <translation>この実行で使えるプロンプトと応答のトークン数（千単位）。上限に達すると実行は終了します</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edit endpoints…</source>
        <translation>エンドポイントを編集…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Generator:</source>
        <translation>生成器:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surrogate:</source>
        <translation>サロゲート:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Endpoint:</source>
        <translation>エンドポイント:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cap on requests:</source>
        <translation>リクエストの上限:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cap on tokens:</source>
        <translation>トークンの上限:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop when nothing new in:</source>
        <translation>新しい候補がなければ停止:</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No LLM endpoint profile: add one with Edit endpoints… (docs/llm.md), or choose the tuner generator and the features surrogate.</source>
        <translation>LLM エンドポイントのプロファイルがありません。「エンドポイントを編集…」で追加するか (docs/llm.md)、tuner 生成器と features サロゲートを選んでください。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>default (%1)</source>
        <translation>既定 (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 at %2</source>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 has no endpoint profile yet: Edit endpoints… adds one.</source>
        <translation>%1 にはまだエンドポイントのプロファイルがありません。「エンドポイントを編集…」で追加できます。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/window/MainWindow.cpp" line="+483"/>
        <source>Evaluate surrogates…</source>
        <translation>サロゲートを評価…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LLM endpoints and prompts…</source>
        <translation>LLM のエンドポイントとプロンプト…</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location line="-315"/>
        <source>Progress</source>
        <translation>進捗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster</source>
        <translation>クラスター</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Parameters</source>
        <translation>パラメータ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lineage</source>
        <translation>系譜</translation>
    </message>
    <message>
        <location line="+308"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Candidate</source>
        <translation>候補(&amp;C)</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Augur — %1 (%2)</source>
        <translation>Augur — %1 (%2)</translation>
    </message>
    <message>
        <location line="-322"/>
        <source>Candidates</source>
        <translation>候補</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search tree</source>
        <translation>探索木</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forecast</source>
        <translation>予測</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deferral</source>
        <translation>委譲</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Discovery moments</source>
        <translation>発見の瞬間</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Calibration</source>
        <translation>キャリブレーション</translation>
    </message>
    <message>
        <location line="+326"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="-199"/>
        <source>finished: %1</source>
        <translation>終了: %1</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>Diagnosis</source>
        <translation>診断</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roofline</source>
        <translation>ルーフライン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kernel</source>
        <translation>カーネル</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>error: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>The session has finished: a new threshold would change no decision. Run &gt; Raise budget… continues it.</source>
        <translation>セッションは終了しています。新しいしきい値ではどの判断も変わりません。実行 &gt; 予算を増やす… で続行できます。</translation>
    </message>
</context>
<context>
    <name>MeasurementCostLabel</name>
    <message>
        <location filename="../ui/base/MeasurementCostLabel.cpp" line="+35"/>
        <source>Recorded measurements: %1/min per GPU, median %2 ms</source>
        <translation>記録された実測: GPU あたり %1 回/分、中央値 %2 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measurements: %1/min, median %2 ms</source>
        <translation>実測: %1 回/分、中央値 %2 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measurements: median %1 ms</source>
        <translation>実測: 中央値 %1 ms</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Median GPU time per measurement, over %n measurement(s) with phase times: %1 ms</source>
        <translation>
            <numerusform>実測 1 回あたりの GPU 時間の中央値 (フェーズ時間のある実測 %n 回): %1 ms</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compile %1 ms, correctness %2 ms, timing %3 ms, other %4 ms (set-up, profile, energy)</source>
        <translation>コンパイル %1 ms、正しさの検査 %2 ms、計時 %3 ms、その他 %4 ms (準備、プロファイル、エネルギー)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 measurements/min per GPU at that median (60,000 ms ÷ %2 ms)</source>
        <translation>その中央値で GPU 1 基あたり %1 回/分 (60,000 ms ÷ %2 ms)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 measurements/min in this session: %n measurement(s) over %2 s of its wall time, the search between measurements included</source>
        <translation>
            <numerusform>このセッションでは %1 回/分: 経過時間 %2 s で実測 %n 回 (実測の合間の探索を含む)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The phase times are those the dataset recorded; this session replays them.</source>
        <translation>フェーズ時間はデータセットに記録された値で、このセッションはそれを再生しています。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n measurement(s) without phase times left out.</source>
        <translation>
            <numerusform>フェーズ時間のない実測 %n 回は除外しています。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MetricsDiffView</name>
    <message>
        <location filename="../ui/kernel/MetricsDiffView.cpp" line="+46"/>
        <source>Timing</source>
        <translation>時間計測</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compile (ptxas)</source>
        <translation>コンパイル (ptxas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Launch and occupancy</source>
        <translation>起動と占有率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Achieved rates</source>
        <translation>達成した性能</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy</source>
        <translation>エネルギー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profiler counters</source>
        <translation>プロファイラのカウンタ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not measured: it has no metrics.</source>
        <translation>%1 は未実測のため、メトリクスがありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 failed (%2): it has no metrics.</source>
        <translation>%1 は失敗したため（%2）、メトリクスがありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: counters %2.</source>
        <translation>%1: カウンタ %2。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Diagnoses, B against A</source>
        <translation>診断（A に対する B）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None on either side.</source>
        <translation>どちらにもありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>added</source>
        <translation>追加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on both</source>
        <translation>両方</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>est. gain %1 → %2</source>
        <translation>推定効果 %1 → %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Speedup over the reference</source>
        <translation>基準に対する高速化率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per run (median)</source>
        <translation>1 回あたりの時間（中央値）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interquartile range of the time</source>
        <translation>時間の四分位範囲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reference time per run</source>
        <translation>基準の 1 回あたりの時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timed samples</source>
        <translation>計測サンプル数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registers per thread</source>
        <translation>スレッドあたりのレジスタ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spilled bytes per thread</source>
        <translation>スレッドあたりのスピルバイト数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stack per thread</source>
        <translation>スレッドあたりのスタック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Static shared memory per block</source>
        <translation>ブロックあたりの静的共有メモリ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVRTC time</source>
        <translation>NVRTC の時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Theoretical occupancy (lowest kernel)</source>
        <translation>理論占有率（最も低いカーネル）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resident blocks per SM</source>
        <translation>SM あたりの常駐ブロック数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waves</source>
        <translation>ウェーブ数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Achieved bandwidth (nominal bytes)</source>
        <translation>達成帯域幅（公称バイト数）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Achieved FLOP rate (nominal FLOPs)</source>
        <translation>達成 FLOP レート（公称 FLOP）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bandwidth, % of the DRAM roof</source>
        <translation>帯域幅（DRAM ルーフに対する %）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy per launch</source>
        <translation>起動あたりのエネルギー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average power</source>
        <translation>平均電力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy gain over the reference</source>
        <translation>基準に対するエネルギー効率の向上</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Counters: %1 %2, %3 %4.</source>
        <translation>カウンタ: %1 %2、%3 %4。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Metric</source>
        <translation>メトリクス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B / A</source>
        <translation>B / A</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>%n counter(s) measured on one side only: no difference.</source>
        <translation>
            <numerusform>片側だけで計測したカウンタ %n 個: 差はありません。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Select a candidate: its metrics appear beside its parent&apos;s, the baseline&apos;s, or those of the other candidate of Compare.</source>
        <translation>候補を選択すると、そのメトリクスが親、ベースライン、または「比較」のもう一方の候補と並べて表示されます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A: #%1</source>
        <translation>A: #%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B: #%1</source>
        <translation>B: #%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>#%1 (A) → #%2 (B), %3. Green: B better, red: B worse, where the two are told apart.</source>
        <translation>#%1 (A) → #%2 (B)、%3。緑: B が良い、赤: B が悪い（両者が区別できる場合）。</translation>
    </message>
</context>
<context>
    <name>ParameterPanel</name>
    <message>
        <location filename="../ui/session/ParameterPanel.cpp" line="+183"/>
        <source>η² = %1: the share of the variance of log2 S among the %2 measured configurations that the %3 values of %4 explain on their own (one-way ANOVA). With no effect at all it would be about %5%6.</source>
        <translation>η² = %1: 実測した %2 個の構成における log2 S の分散のうち、%4 の %3 個の値だけで説明される割合（一元配置分散分析）。効果がまったくなければ約 %5%6。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>: this parameter is not told apart from chance</source>
        <translation>。このパラメータは偶然と区別できません</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 configurations: %2 measured, %3 forecast</source>
        <translation>構成 %1 個: 実測 %2、予測 %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; %1 failed (not drawn)</source>
        <translation>、失敗 %1（描画しません）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; %1 outside the space (the reference kernel or free-form sources)</source>
        <translation>、空間外 %1（基準カーネルまたは自由形式のソース）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>. η²: the share of the variance of log2 S that a parameter&apos;s values explain, over the measured configurations only.</source>
        <translation>。η²: パラメータの値で説明される log2 S の分散の割合（実測した構成のみ）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Parameter</source>
        <translation>パラメータ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>η²</source>
        <translation>η²</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Values</source>
        <translation>値</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Eta squared (one-way ANOVA): the share of the variance of log2 S among the measured configurations explained by this parameter&apos;s values alone. Marginal: with a restricted space or uneven sampling, parameters share variance and the values need not add up to 1.</source>
        <translation>イータ二乗（一元配置分散分析）: 実測した構成における log2 S の分散のうち、このパラメータの値だけで説明される割合。周辺的な値です: 制約のある空間や偏ったサンプリングではパラメータ同士が分散を共有するため、合計が 1 になるとは限りません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select parameters to show only their strips; none selected shows all.</source>
        <translation>パラメータを選ぶとその帯だけを表示します。何も選ばなければすべて表示します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This session&apos;s candidates are kernels, not configurations of a parameter space: there is no parameter to plot.</source>
        <translation>このセッションの候補はカーネルであり、パラメータ空間の構成ではないため、描くパラメータがありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;span style=&apos;color:#1f77b4&apos;&gt;■&lt;/span&gt; measured &amp;nbsp; &lt;span style=&apos;color:#a0aec0&apos;&gt;■&lt;/span&gt; forecast (faded) &amp;nbsp; &lt;span style=&apos;color:#1f77b4&apos;&gt;▭&lt;/span&gt; quartiles of the measured, line at the median &amp;nbsp; &lt;span style=&apos;color:#e67800&apos;&gt;○&lt;/span&gt; best measured &amp;nbsp; &lt;span style=&apos;color:#0d47a1&apos;&gt;○&lt;/span&gt; selected</source>
        <translation>&lt;span style=&apos;color:#1f77b4&apos;&gt;■&lt;/span&gt; 実測 &amp;nbsp; &lt;span style=&apos;color:#a0aec0&apos;&gt;■&lt;/span&gt; 予測（淡色） &amp;nbsp; &lt;span style=&apos;color:#1f77b4&apos;&gt;▭&lt;/span&gt; 実測値の四分位（線は中央値） &amp;nbsp; &lt;span style=&apos;color:#e67800&apos;&gt;○&lt;/span&gt; 実測の最良 &amp;nbsp; &lt;span style=&apos;color:#0d47a1&apos;&gt;○&lt;/span&gt; 選択中</translation>
    </message>
</context>
<context>
    <name>ParameterStripView</name>
    <message>
        <location filename="../ui/charts/ParameterStripView.cpp" line="+57"/>
        <source>Speedup against each parameter&apos;s values: measured candidates solid, forecasts faded; boxes span the quartiles of the measured speedups. Click a point to select its candidate.</source>
        <translation>各パラメータの値に対する高速化率: 実測した候補は濃く、予測は淡く表示。箱は実測した高速化率の四分位範囲です。点をクリックするとその候補を選択します。</translation>
    </message>
    <message>
        <location line="+231"/>
        <source>No configuration with a speedup yet: points appear as candidates are measured or forecast.</source>
        <translation>高速化率のある構成はまだありません。候補が実測または予測されると点が現れます。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>η² %1</source>
        <translation>η² %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
</context>
<context>
    <name>ProgressPanel</name>
    <message>
        <location filename="../ui/session/ProgressPanel.cpp" line="+130"/>
        <source>%1: another problem (%2), not overlaid</source>
        <translation>%1: 別の問題 (%2) のため重ねません</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Overlay sessions of the same problem</source>
        <translation>同じ問題のセッションを重ねる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Augur sessions (*.augur);;All files (*)</source>
        <translation>Augur セッション (*.augur);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+5"/>
        <source>Export the progress plot</source>
        <translation>進捗グラフをエクスポート</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>x: GPU measurements</source>
        <translation>x: GPU 実測回数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>x: wall time</source>
        <translation>x: 経過時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlay sessions…</source>
        <translation>セッションを重ねる…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the search curves of other session files of the same problem</source>
        <translation>同じ問題の他のセッションファイルの探索曲線を描く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear overlays</source>
        <translation>重ねた曲線を消去</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PNG image…</source>
        <translation>PNG 画像…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG drawing…</source>
        <translation>SVG 図…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV of the curves…</source>
        <translation>曲線の CSV…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strategy: %1   Considered per measurement: %2</source>
        <translation>戦略: %1   実測あたりの検討数: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not yet</source>
        <translation>未到達</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measurements to 90 % of the space&apos;s best: %1   to 95 %: %2</source>
        <translation>空間の最良の 90 % までの実測数: %1   95 % まで: %2</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/settings/LlmSettingsDialog.cpp" line="-412"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
</context>
<context>
    <name>RecheckAction</name>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>&amp;Recheck a bundle on this GPU…</source>
        <translation>この GPU でバンドルを再検証(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>Measure a bundle's best candidates again here and show the drift from the recorded speedups, as augur-cli recheck does</source>
        <translation>バンドルの上位候補をここで再計測し、記録された速度向上からのずれを表示します。augur-cli recheck と同じです</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>Recheck a bundle</source>
        <translation>バンドルを再検証</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>Bundles (*.tar.gz);;All files (*)</source>
        <translation>バンドル (*.tar.gz);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>Recheck</source>
        <translation>再検証</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>Augur</source>
        <translation>Augur</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>Measuring %1 again…</source>
        <translation>%1 を再計測中…</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>error: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>rechecked %1: %n candidate(s), largest drift %2%</source>
        <translation>
            <numerusform>%1 を再検証しました: 候補 %n 件、最大のずれ %2%</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>Recorded S [95% CI]</source>
        <translation>記録された S [95% CI]</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>S now [95% CI]</source>
        <translation>現在の S [95% CI]</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>Drift</source>
        <translation>ずれ</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>failed: %1</source>
        <translation>失敗: %1</translation>
    </message>
    <message>
        <location filename="../ui/session/RecheckAction.cpp" line="+1"/>
        <source>Largest drift: %1%</source>
        <translation>最大のずれ: %1%</translation>
    </message>
</context>
<context>
    <name>ReliabilityDiagram</name>
    <message>
        <location filename="../ui/charts/ReliabilityDiagram.cpp" line="+70"/>
        <source>Accuracy of the predicted bin per confidence bin; a calibrated forecaster follows the diagonal</source>
        <translation>確信度ビンごとの予測ビンの正解率。較正された予測器は対角線に沿います</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>confidence (MaxProb)</source>
        <translation>確信度 (MaxProb)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>accuracy of the predicted bin</source>
        <translation>予測ビンの正解率</translation>
    </message>
</context>
<context>
    <name>RiskCoverageView</name>
    <message>
        <location filename="../ui/charts/RiskCoverageView.cpp" line="+90"/>
        <source>Risk (wrong predicted bin among accepted forecasts) against coverage (share accepted), over the measured forecasts</source>
        <translation>リスク (採用した予測のうち予測ビンが外れた割合) とカバレッジ (採用した割合) の関係。実測済みの予測に基づく</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>risk–coverage</source>
        <translation>リスク–カバレッジ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>coverage</source>
        <translation>カバレッジ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>risk</source>
        <translation>リスク</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>threshold %1</source>
        <translation>しきい値 %1</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+10"/>
        <source>No measured forecasts yet</source>
        <translation>まだ実測された予測がありません</translation>
    </message>
</context>
<context>
    <name>RooflinePanel</name>
    <message>
        <location filename="../ui/session/RooflinePanel.cpp" line="+71"/>
        <source>Roofs: the device peaks reported with the measurements.</source>
        <translation>ルーフ: 計測とともに報告されたデバイスのピーク値。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roofs: %1 (%2, %3 SMs at %4 MHz), from the dataset&apos;s hardware record.</source>
        <translation>ルーフ: %1（%2、%3 SM、%4 MHz）、データセットのハードウェア記録より。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Roofs: DRAM only, derived from the measured bandwidth fraction; the compute roofs are unknown.</source>
        <translation>ルーフ: DRAM のみ（計測された帯域幅の割合から導出）。演算のルーフは不明です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No roofs: the device of this session is unknown.</source>
        <translation>ルーフなし: このセッションのデバイスが不明です。</translation>
    </message>
</context>
<context>
    <name>RooflineView</name>
    <message>
        <location filename="../ui/charts/RooflineView.cpp" line="+34"/>
        <source>%1 TFLOP/s</source>
        <translation>%1 TFLOP/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GFLOP/s</source>
        <translation>%1 GFLOP/s</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+286"/>
        <source>Each measured candidate at its arithmetic intensity and achieved GFLOP/s, under the DRAM and compute roofs. Click a point to select its candidate.</source>
        <translation>計測済みの各候補を、演算強度と達成 GFLOP/s の位置に DRAM と演算のルーフの下に表示します。点をクリックするとその候補を選択します。</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>arithmetic intensity (FLOP/byte)</source>
        <translation>演算強度 (FLOP/バイト)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>achieved GFLOP/s</source>
        <translation>達成 GFLOP/s</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>FP16 tensor roof %1</source>
        <translation>FP16 テンソルのルーフ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FP32 roof %1</source>
        <translation>FP32 のルーフ %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>DRAM %1 GB/s</source>
        <translation>DRAM %1 GB/s</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>reference</source>
        <translation>参照</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>best</source>
        <translation>最良</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>selected</source>
        <translation>選択中</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 measured</source>
        <translation>計測済み %1</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>No measured candidate to place yet: a point needs a successful measurement whose problem has nominal FLOPs and bytes.</source>
        <translation>表示できる計測済みの候補はまだありません。点には、公称 FLOP とバイト数を持つ問題の成功した計測が必要です。</translation>
    </message>
</context>
<context>
    <name>RunActions</name>
    <message>
        <location filename="../ui/window/RunActions.cpp" line="+37"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
</context>
<context>
    <name>SassView</name>
    <message>
        <location filename="../ui/kernel/SassView.cpp" line="+82"/>
        <location line="+204"/>
        <source>CUDA source (SASS instructions per line)</source>
        <translation>CUDA ソース（行ごとの SASS 命令数）</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>PTX (margin: source line)</source>
        <translation>PTX（余白: ソースの行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SASS (margin: source line)</source>
        <translation>SASS（余白: ソースの行）</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>No SASS: no CUDA compiler (%1).</source>
        <translation>SASS なし: CUDA コンパイラがありません（%1）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVRTC was not found</source>
        <translation>NVRTC が見つかりません</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Compiling for %1 with line information and disassembling…</source>
        <translation>%1 向けに行情報付きでコンパイルし、逆アセンブル中…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The compiler failed: %1</source>
        <translation>コンパイラが失敗しました: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No SASS: no disassembler found (%1). Install the CUDA toolkit&apos;s nvdisasm or set AUGUR_DISASSEMBLER to its path.</source>
        <translation>SASS なし: 逆アセンブラが見つかりません（%1）。CUDA ツールキットの nvdisasm をインストールするか、AUGUR_DISASSEMBLER にそのパスを設定してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No SASS: %1 could not be started: %2.</source>
        <translation>SASS なし: %1 を起動できませんでした: %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No SASS: %1 crashed (%2).</source>
        <translation>SASS なし: %1 がクラッシュしました（%2）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No SASS: %1 was still running after %2 s and was stopped.</source>
        <translation>SASS なし: %1 は %2 秒後も実行中だったため停止しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No SASS: %1 printed more than %2 MiB and was stopped.</source>
        <translation>SASS なし: %1 の出力が %2 MiB を超えたため停止しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No SASS: %1 failed (%2).</source>
        <translation>SASS なし: %1 が失敗しました（%2）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No SASS: the compiler gave no binary for %1.</source>
        <translation>SASS なし: コンパイラが %1 向けのバイナリを出力しませんでした。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No SASS: the source does not compile for %1.</source>
        <translation>SASS なし: ソースが %1 向けにコンパイルできません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2 registers, spills %3 stored / %4 loaded, stack %5, shared %6</source>
        <translation>%1: レジスタ %2、スピル 書き込み %3 / 読み込み %4、スタック %5、共有 %6</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, %1 SASS instructions</source>
        <translation>、SASS 命令 %1 個</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Does not compile for %1: %2</source>
        <translation>%1 向けにコンパイルできません: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>see the log in the PTX pane</source>
        <translation>PTX ペインのログを参照</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, compiled with line information in %2</source>
        <translation>%1、行情報付きでコンパイル（%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>disassembled by %1 in %2</source>
        <translation>%1 で逆アセンブル（%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this disassembler gives no source lines: SASS rows are not linked (nvdisasm gives them)</source>
        <translation>この逆アセンブラはソースの行を出さないため、SASS の行は対応付けられません（nvdisasm なら出します）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>CUDA source (PTX instructions per line)</source>
        <translation>CUDA ソース（行ごとの PTX 命令数）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>SASS by %1 (margin: source line)</source>
        <translation>%1 による SASS（余白: ソースの行）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>SASS</source>
        <translation>SASS</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Click a row in any pane to see where it comes from and what it became.</source>
        <translation>いずれかのペインの行をクリックすると、その由来と変換先を表示します。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Line %1: %2 PTX instructions, %3 SASS instructions</source>
        <translation>%1 行目: PTX 命令 %2 個、SASS 命令 %3 個</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
</context>
<context>
    <name>SearchProgressView</name>
    <message>
        <location filename="../ui/charts/SearchProgressView.cpp" line="+214"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The baselines are replayed without time: they are drawn against measurements only.</source>
        <translation>ベースラインは時間なしで再生されるため、実測回数に対してのみ描かれます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This session&apos;s file does not record when each measurement finished.</source>
        <translation>このセッションのファイルには各実測の終了時刻が記録されていません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this session</source>
        <translation>このセッション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measure-all</source>
        <translation>全実測</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random (median, 10–90 %)</source>
        <translation>ランダム (中央値、10–90 %)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random (10–90 %)</source>
        <translation>ランダム (10–90 %)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best in space %1×</source>
        <translation>空間の最良 %1×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU measurements spent</source>
        <translation>使った GPU 実測</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>wall time (s)</source>
        <translation>経過時間 (秒)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: cannot be written as PNG</source>
        <translation>%1: PNG として書き込めません</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Augur search progress</source>
        <translation>Augur 探索の進捗</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: cannot be written as SVG</source>
        <translation>%1: SVG として書き込めません</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+35"/>
        <source>%1: cannot be written (%2)</source>
        <translation>%1: 書き込めません (%2)</translation>
    </message>
</context>
<context>
    <name>SearchTreePanel</name>
    <message>
        <location filename="../ui/tree/SearchTreePanel.cpp" line="+152"/>
        <source>no match</source>
        <translation>一致なし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 match</source>
        <translation>1 件一致</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 matches</source>
        <translation>%1 件一致</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 of 1 match</source>
        <translation>1 件中 1 件目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of %2 matches</source>
        <translation>%2 件中 %1 件目</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fit</source>
        <translation>全体表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the whole tree (the wheel zooms)</source>
        <translation>探索木全体を表示 (ホイールで拡大・縮小)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find: #id or NAME=value</source>
        <translation>検索: #id または 名前=値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A candidate id (#12 or 12), or parameter values (BLOCK=128, several terms must all match, a piece of a name=value also matches). Enter goes to the next match, Escape empties the field. Ctrl+F comes here.</source>
        <translation>候補 ID（#12 または 12）、またはパラメーターの値（BLOCK=128。複数の条件はすべて一致する必要があり、名前=値 の一部でも一致します）。Enter で次の一致へ、Escape で欄を空にします。Ctrl+F でここに移動します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find in tree</source>
        <translation>ツリー内を検索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next match</source>
        <translation>次の一致</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next match (Enter, F3)</source>
        <translation>次の一致（Enter、F3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous match</source>
        <translation>前の一致</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous match (Shift+F3)</source>
        <translation>前の一致（Shift+F3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to best</source>
        <translation>最良へ移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best</source>
        <translation>最良</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select and show the best measured candidate (B)</source>
        <translation>実測済みで最良の候補を選択して表示（B）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to selected</source>
        <translation>選択へ移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selected</source>
        <translation>選択</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected candidate (G)</source>
        <translation>選択中の候補を表示（G）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapse subtree</source>
        <translation>サブツリーを折りたたむ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapse</source>
        <translation>折りたたむ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold the selected node&apos;s descendants into it (−, or double-click the node)</source>
        <translation>選択したノードの子孫をそのノードに折りたたみます（−、またはノードをダブルクリック）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expand subtree</source>
        <translation>サブツリーを展開</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expand</source>
        <translation>展開</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfold the selected node&apos;s descendants (+, or double-click the node)</source>
        <translation>選択したノードの子孫を展開します（+、またはノードをダブルクリック）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expand all</source>
        <translation>すべて展開</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfold every collapsed node (*)</source>
        <translation>折りたたんだノードをすべて展開（*）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;━&lt;/b&gt;&lt;/span&gt;&amp;nbsp;discovery moment (S ratio ≥ %2)</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;━&lt;/b&gt;&lt;/span&gt;&amp;nbsp;発見の瞬間 (S 比 ≥ %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;━&lt;/b&gt;&lt;/span&gt;&amp;nbsp;path to the best measured</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;━&lt;/b&gt;&lt;/span&gt;&amp;nbsp;実測で最良の候補への経路</translation>
    </message>
</context>
<context>
    <name>SearchTreeView</name>
    <message>
        <location filename="../ui/tree/SearchTreePainter.cpp" line="+51"/>
        <source>ref</source>
        <translation>基準</translation>
    </message>
    <message>
        <location filename="../ui/tree/SearchTreeToolTip.cpp" line="+24"/>
        <source>%1 nodes collapsed into it (double-click or + expands them)</source>
        <translation>%1 個のノードを折りたたみ中（ダブルクリックまたは + で展開）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 nodes collapsed into #%2: click to expand them</source>
        <translation>#%2 に %1 個のノードを折りたたみ中: クリックで展開</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Discovery moment #%1 → #%2: click to see what changed</source>
        <translation>発見の瞬間 #%1 → #%2: クリックで変更点を表示</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>#%1: %2, %3</source>
        <translation>#%1: %2、%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>#%1: %2, S = %3 (%4/launch)</source>
        <translation>#%1: %2、S = %3（起動あたり %4）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#%1: %2, S = %3, energy gain %4 (%5/launch)</source>
        <translation>#%1: %2、S = %3、エネルギー利得 %4（起動あたり %5）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, product gain %1</source>
        <translation>、時間 × エネルギー積の利得 %1</translation>
    </message>
</context>
<context>
    <name>SessionCommands</name>
    <message>
        <location filename="../ui/session/SessionCommands.cpp" line="+57"/>
        <source>&amp;New session…</source>
        <translation>新規セッション(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open session…</source>
        <translation>セッションを開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>エクスポート(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise &amp;budget…</source>
        <translation>予算を増やす(&amp;B)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new session: dataset, strategy, budgets</source>
        <translation>新しいセッションを開始します: データセット、戦略、予算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume a session file (.augur)</source>
        <translation>セッションファイル (.augur) を再開します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write every candidate as JSONL, as augur-cli export does</source>
        <translation>すべての候補を JSONL で書き出します (augur-cli export と同じ形式)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the session more measurements, candidates or time, and continue it</source>
        <translation>セッションに実測回数・候補数・時間を追加して続行します</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>error: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Augur</source>
        <translation>Augur</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Loading %1…</source>
        <translation>%1 を読み込み中…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the Slurm allocation (%1) and its workers; pending at most %2 s…</source>
        <translation>Slurm の割り当て (%1) とそのワーカーを待っています。待機は最大 %2 秒…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Starting the %1 backend on %2…</source>
        <translation>%1 バックエンドを %2 で起動しています…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open session</source>
        <translation>セッションを開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Augur sessions (*.augur);;All files (*)</source>
        <translation>Augur セッション (*.augur);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is the session running in this window.</source>
        <translation>%1 はこのウィンドウで実行中のセッションです。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Opening %1…</source>
        <translation>%1 を開いています…</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+15"/>
        <source>Only a finished session with a session file can be continued.</source>
        <translation>続行できるのは、セッションファイルのある終了済みセッションだけです。</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Continuing %1…</source>
        <translation>%1 を続行中…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Continuing %1 to measure the new candidate…</source>
        <translation>新しい候補を実測するため %1 を続行中…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export candidates</source>
        <translation>候補のエクスポート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON Lines (*.jsonl);;All files (*)</source>
        <translation>JSON Lines (*.jsonl);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Records for RL trainers, augur-rl/1 (*.rl.jsonl)</source>
        <translation>RL トレーナー向けレコード、augur-rl/1 (*.rl.jsonl)</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Exporting %n candidate(s)…</source>
        <translation>
            <numerusform>%n 件の候補をエクスポート中…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>exported %n candidate(s) to %1</source>
        <translation>
            <numerusform>%n 件の候補を %1 にエクスポートしました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Exported %n candidate(s) to %1</source>
        <translation>
            <numerusform>%n 件の候補を %1 にエクスポートしました</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionDialog</name>
    <message>
        <location filename="../ui/settings/SessionDialog.cpp" line="+54"/>
        <source>New session</source>
        <translation>新規セッション</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>optional: a dataset or session of the same parameter space, e.g. from another GPU</source>
        <translation>任意: 同じパラメータ空間のデータセットまたはセッション (例: 別の GPU のもの)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warm start: the surrogate starts from these measurements and refits as the session measures</source>
        <translation>ウォームスタート: サロゲートはこの実測から始め、セッションの実測に合わせて再適合します</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Replay a measured dataset</source>
        <translation>実測済みデータセットを再生</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measure on the GPU (cuda)</source>
        <translation>GPU で計測 (cuda)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measure on a Slurm cluster (slurm)</source>
        <translation>Slurm クラスターで計測 (slurm)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The measurements run as job steps of Slurm allocations; the settings are in the Slurm cluster group</source>
        <translation>計測は Slurm の割り当てのジョブステップとして実行されます。設定は「Slurm クラスター」グループにあります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kernel Tuner T4 or cache file, Augur dataset, or CUDA-L1/KernelBench records</source>
        <translation>Kernel Tuner の T4 またはキャッシュファイル、Augur データセット、または CUDA-L1/KernelBench のレコード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>problem folder (with problem.json)</source>
        <translation>問題フォルダ (problem.json を含む)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy</source>
        <translation>エネルギー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time × energy product</source>
        <translation>時間 × エネルギーの積</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the session optimises: the speedup, the energy gain, or their weighted geometric mean</source>
        <translation>セッションが最適化する量: 高速化率、エネルギー利得、またはその重み付き幾何平均</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>weight of time </source>
        <translation>時間の重み </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1: time only, 0: energy only, 0.5: ranks like the energy-delay product</source>
        <translation>1: 時間のみ、0: エネルギーのみ、0.5: エネルギー遅延積と同じ順位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hardware counters and diagnoses (--profile)</source>
        <translation>ハードウェアカウンタと診断 (--profile)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy per launch (--energy)</source>
        <translation>起動あたりのエネルギー (--energy)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy objectives always measure energy</source>
        <translation>エネルギーを含む目的では常にエネルギーを計測します</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Automatic: model for tunable spaces, puct otherwise (auto)</source>
        <translation>自動: 調整可能な空間では model、それ以外は puct (auto)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model-based: the surrogate scores the space, expected improvement (model)</source>
        <translation>モデルベース: サロゲートが空間を採点し期待改善量で選ぶ (model)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PUCT tree search with selective measurement (puct)</source>
        <translation>選択的実測付きの PUCT 木探索 (puct)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measure every proposal, the baseline (measure-all)</source>
        <translation>すべての提案を実測するベースライン (measure-all)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU measurements the session may take (the reference not counted)</source>
        <translation>セッションが行える GPU 実測の回数 (基準は数えません)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Candidates the search may consider (forecasts are cheap, not free)</source>
        <translation>探索が検討できる候補の数 (予測は安価ですが無料ではありません)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Forecasts with confidence below the threshold are measured; the others are accepted</source>
        <translation>確信度がしきい値未満の予測は実測され、それ以外は採用されます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes the PUCT search selects and expands per step</source>
        <translation>PUCT 探索が 1 ステップで選択・展開するノード数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> ms</source>
        <translation> ミリ秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wall time each replayed measurement takes, so that the session can be watched (0: as fast as possible)</source>
        <translation>再生する実測 1 回にかける実時間。セッションの進行を目で追えるようにします (0: 最速)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>session file (.augur)</source>
        <translation>セッションファイル (.augur)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the session in memory only (it cannot be resumed)</source>
        <translation>セッションをメモリ上だけに保持する (再開できません)</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+3"/>
        <location line="+38"/>
        <location line="+26"/>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Measurements</source>
        <translation>計測</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Dataset:</source>
        <translation>データセット:</translation>
    </message>
    <message>
        <location filename="../ui/settings/SessionDialog.cpp" line="+1"/>
        <source>Task:</source>
        <translation>タスク:</translation>
    </message>
    <message>
        <location filename="../ui/settings/SessionDialog.cpp" line="+1"/>
        <source>record files: the task to replay, e.g. L1/23 (empty: the first)</source>
        <translation>レコードファイル: 再生するタスク、例 L1/23（空: 最初のタスク）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay delay:</source>
        <translation>再生の遅延:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problem:</source>
        <translation>問題:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Objective:</source>
        <translation>目的:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Search</source>
        <translation>探索</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strategy:</source>
        <translation>戦略:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prior measurements</source>
        <translation>事前の実測</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Datasets and sessions (*.json *.json.gz *.augur);;All files (*)</source>
        <translation>データセットとセッション (*.json *.json.gz *.augur);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prior:</source>
        <translation>事前情報:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deferral threshold:</source>
        <translation>委譲しきい値:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch size:</source>
        <translation>バッチサイズ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed:</source>
        <translation>シード:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Children per expansion:</source>
        <translation>展開あたりの子:</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>Children the generator proposes for each node it expands (one LLM request each)</source>
        <translation>生成器が展開するノードごとに提案する子の数（それぞれ LLM へのリクエスト 1 回）</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Budgets</source>
        <translation>予算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU measurements:</source>
        <translation>GPU 実測:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wall time:</source>
        <translation>経過時間:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidates:</source>
        <translation>候補:</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+214"/>
        <source>Session file</source>
        <translation>セッションファイル</translation>
    </message>
    <message>
        <location line="-405"/>
        <source>Start session</source>
        <translation>セッションを開始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+349"/>
        <source>Choose a problem folder for the %1 backend.</source>
        <translation>%1 バックエンドの問題フォルダーを選んでください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No such problem folder: %1</source>
        <translation>問題フォルダがありません: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no problem.json: choose a problem folder (such as resources/problems/softmax_rows_f32).</source>
        <translation>%1 に problem.json がありません。問題フォルダ (resources/problems/softmax_rows_f32 など) を選んでください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a dataset file for the replay backend.</source>
        <translation>再生バックエンド用のデータセットファイルを選んでください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No such dataset file: %1</source>
        <translation>データセットファイルがありません: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No such prior file: %1</source>
        <translation>事前情報のファイルがありません: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose where the session file goes, or keep the session in memory.</source>
        <translation>セッションファイルの保存先を選ぶか、セッションをメモリ上に保持してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 exists already; a session file is never overwritten.</source>
        <translation>%1 はすでに存在します。セッションファイルは上書きされません。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Dataset to replay</source>
        <translation>再生するデータセット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Datasets and records (*.json *.json.gz *.jsonl *.jsonl.gz);;All files (*)</source>
        <translation>データセットとレコード (*.json *.json.gz *.jsonl *.jsonl.gz);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Problem folder (with problem.json)</source>
        <translation>問題フォルダ (problem.json を含む)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Augur sessions (*.augur)</source>
        <translation>Augur セッション (*.augur)</translation>
    </message>
    <message>
        <location line="-343"/>
        <source>Lock the SM clock while timing (--lock-clocks)</source>
        <translation>計測中は SM クロックを固定 (--lock-clocks)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the driver permits it (usually root); every report says whether the clock was locked</source>
        <translation>ドライバーが許可する場合のみ (通常は root)。各レポートにクロックを固定できたかを記録します</translation>
    </message>
</context>
<context>
    <name>SessionStatus</name>
    <message>
        <location filename="../ui/window/SessionStatus.cpp" line="+44"/>
        <source>%1× (#%2)</source>
        <translation>%1× (#%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Strategy: %1   Candidates: %2   Measured: %3 / %4   Considered per measurement: %5   Accepted on forecast: %6   Waiting: %7   Failed: %8   Best S: %9</source>
        <translation>戦略: %1   候補: %2   実測: %3 / %4   実測あたりの検討数: %5   予測で採用: %6   待機中: %7   失敗: %8   最良 S: %9</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>best by %1: %2</source>
        <translation>%1 で最良: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>#%1 %2×</source>
        <translation>#%1 %2×</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (default partition)</source>
        <translation>%1 (既定のパーティション)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (partition %2)</source>
        <translation>%1 (パーティション %2)</translation>
    </message>
    <message>
        <location filename="../ui/window/SessionStatus.cpp" line="+1"/>
        <source>%1 (task %2)</source>
        <translation>%1（タスク %2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backend: %1   Generator: %2   Surrogate: %3</source>
        <translation>バックエンド: %1   生成器: %2   サロゲート: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Endpoint: %1</source>
        <translation>エンドポイント: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(default)</source>
        <translation>（既定）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not started</source>
        <translation>未開始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running</source>
        <translation>実行中</translation>
    </message>
</context>
<context>
    <name>SlurmSettingsGroup</name>
    <message>
        <location filename="../ui/settings/SlurmSettingsGroup.cpp" line="+35"/>
        <source>Slurm cluster</source>
        <translation>Slurm クラスター</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Save as profile…</source>
        <translation>プロファイルとして保存…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write these settings as a named profile to the Slurm profiles file</source>
        <translation>この設定を名前付きプロファイルとして Slurm プロファイルファイルに書き込みます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A profile of the Slurm profiles file fills the fields below; they stay editable</source>
        <translation>Slurm プロファイルファイルのプロファイルで下の欄を埋めます。埋めた後も編集できます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the cluster&apos;s default</source>
        <translation>クラスターの既定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partition the allocations are submitted to (--partition)</source>
        <translation>割り当てを投入するパーティション (--partition)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your default account</source>
        <translation>既定のアカウント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Account the allocations are charged to (--account)</source>
        <translation>割り当てを課金するアカウント (--account)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Node features the allocations need (--constraint), e.g. h200</source>
        <translation>割り当てに必要なノードの特性 (--constraint)。例: h200</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as the first worker&apos;s</source>
        <translation>最初のワーカーと同じ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every worker&apos;s GPU must have this name (e.g. NVIDIA H200), so that all measurements of the session compare alike</source>
        <translation>すべてのワーカーの GPU がこの名前 (例: NVIDIA H200) であること。セッションの計測を同じ条件で比較するためです</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Allocations held for the session; each runs its workers on one node</source>
        <translation>セッションが保持する割り当ての数。各割り当ては 1 つのノードでワーカーを実行します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no GPU request (GRES-less partition)</source>
        <translation>GPU を要求しない (GRES なしのパーティション)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs per allocation, one worker per GPU; 0 requests no GPU and runs one worker</source>
        <translation>割り当てごとの GPU 数 (GPU ごとに 1 ワーカー)。0 は GPU を要求せず 1 ワーカーを実行します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 01:00:00 or 2-00:00:00</source>
        <translation>例: 01:00:00 または 2-00:00:00</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit of each allocation (--time): M, M:S, H:M:S, D-H, D-H:M or D-H:M:S</source>
        <translation>各割り当ての時間制限 (--time): M、M:S、H:M:S、D-H、D-H:M、D-H:M:S</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How often one measurement may be lost with its machine (preempted, node failure, time limit) and run again before the run ends</source>
        <translation>1 つの計測がマシンごと失われて (プリエンプション、ノード障害、時間制限) 再実行されてよい回数。超えると実行を終了します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>beside augur-cli (shared file system)</source>
        <translation>augur-cli と同じ場所 (共有ファイルシステム)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>augur-worker as the nodes see it: an absolute path</source>
        <translation>ノードから見た augur-worker の絶対パス</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>An allocation pending longer is cancelled and the session ends with the reason</source>
        <translation>これより長く待機した割り当てはキャンセルされ、セッションは理由とともに終了します</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How long an unreachable Slurm controller is waited for before the run ends</source>
        <translation>応答しない Slurm コントローラーを待つ時間。超えると実行を終了します</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Profile:</source>
        <translation>プロファイル:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partition:</source>
        <translation>パーティション:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Account:</source>
        <translation>アカウント:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Constraint:</source>
        <translation>制約:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU model:</source>
        <translation>GPU モデル:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jobs:</source>
        <translation>ジョブ数:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit:</source>
        <translation>時間制限:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPUs per job:</source>
        <translation>ジョブあたりの GPU:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pending timeout:</source>
        <translation>待機タイムアウト:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Controller wait:</source>
        <translation>コントローラー待ち:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reruns per measurement:</source>
        <translation>計測ごとの再実行回数:</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Reruns per measurement</source>
        <translation>計測ごとの再実行回数</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Worker path:</source>
        <translation>ワーカーのパス:</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Partition</source>
        <translation>パーティション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Account</source>
        <translation>アカウント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Constraint</source>
        <translation>制約</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU model</source>
        <translation>GPU モデル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jobs</source>
        <translation>ジョブ数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs per job</source>
        <translation>ジョブあたりの GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit</source>
        <translation>時間制限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worker path</source>
        <translation>ワーカーのパス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pending timeout</source>
        <translation>待機タイムアウト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Controller wait</source>
        <translation>コントローラー待ち</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>(none: the settings below)</source>
        <translation>(なし: 下の設定)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (default)</source>
        <translation>%1 (既定)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has no profile yet: Save as profile… adds one.</source>
        <translation>%1 にはまだプロファイルがありません。「プロファイルとして保存…」で追加できます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profiles from %1</source>
        <translation>%1 のプロファイル</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>A profile needs a name.</source>
        <translation>プロファイルには名前が必要です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A profile name has at most %1 characters.</source>
        <translation>プロファイル名は %1 文字までです。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 cannot be read, so it is left as it is: %2</source>
        <translation>%1 を読めないため、そのままにしました: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The profile could not be saved: %1</source>
        <translation>プロファイルを保存できませんでした: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved profile %1 to %2.</source>
        <translation>プロファイル %1 を %2 に保存しました。</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+6"/>
        <source>Save as profile</source>
        <translation>プロファイルとして保存</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Profile name (in %1):</source>
        <translation>プロファイル名 (%1 内):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replace the profile %1?</source>
        <translation>プロファイル %1 を置き換えますか?</translation>
    </message>
</context>
<context>
    <name>StateStyle</name>
    <message>
        <location filename="../ui/base/StateStyle.cpp" line="+28"/>
        <source>proposed</source>
        <translation>提案済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accepted on forecast</source>
        <translation>予測で採用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deferred, waiting</source>
        <translation>委譲・実測待ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queued for measurement (override)</source>
        <translation>実測待ち（手動指定）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measuring</source>
        <translation>実測中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>measured</source>
        <translation>実測済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>excluded</source>
        <translation>除外</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>accepted: %1</source>
        <translation>採用: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deferred: %1</source>
        <translation>委譲: %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+129"/>
        <source>Augur: GPU kernel optimisation with selective surrogates</source>
        <translation>Augur: 選択的サロゲートによる GPU カーネル最適化</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Recorded tuning space (Kernel Tuner T4 or cache file, Augur dataset) or record file to replay.</source>
        <translation>記録済みのチューニング空間 (Kernel Tuner の T4 ファイルまたはキャッシュファイル、Augur データセット) または再生するレコードファイル。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="+1"/>
        <source>Record files (CUDA-L1, KernelBench): the task to replay (default: the first).</source>
        <translation>レコードファイル (CUDA-L1、KernelBench): 再生するタスク（既定: 最初のタスク）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resume an existing session file.</source>
        <translation>既存のセッションファイルを再開します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save a picture of the main window to FILE (PNG), then quit.</source>
        <translation>メインウィンドウの画像を FILE (PNG) に保存して終了します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quit (after the screenshot, if any) N milliseconds after start.</source>
        <translation>起動から N ミリ秒後に終了します (スクリーンショットがあればその後)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>User interface language: en, es or ja (default: AUGUR_LANG, then the View &gt; Language choice, then the system locale).</source>
        <translation>UI の言語: en、es、ja (既定: AUGUR_LANG、次に「表示 &gt; 言語」での選択、最後にシステムのロケール)。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select candidate ID once it exists.</source>
        <translation>候補 ID が現れたら選択します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open the Kernel dock on the diff of candidates A and B once both exist.</source>
        <translation>候補 A と B が揃ったら、カーネルパネルで両者の差分を開きます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Raise a dock at start (kernel, forecast, diagnosis, roofline, progress, ...).</source>
        <translation>起動時にパネルを前面に出します (kernel、forecast、diagnosis、roofline、progress など)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the best measured candidate in the search tree once there is one.</source>
        <translation>実測済みで最良の候補が現れたら探索ツリーで表示します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Arrange the docks as a layout preset: standard, search, kernel or decisions (as View &gt; Layout does).</source>
        <translation>パネルをレイアウトのプリセットに配置します: standard、search、kernel、decisions（表示 &gt; レイアウト と同じ）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show only one dock (as --dock names it), filling the window.</source>
        <translation>パネルを 1 つだけ（--dock と同じ名前で）ウィンドウいっぱいに表示します。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--quit-after-ms: not a non-negative integer: %1</source>
        <translation>--quit-after-ms: 0 以上の整数ではありません: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--dataset and --session cannot be combined</source>
        <translation>--dataset と --session は同時に指定できません</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no default dataset found (set AUGUR_DEFAULT_DATASET or pass --dataset FILE)</source>
        <translation>既定のデータセットが見つかりません (AUGUR_DEFAULT_DATASET を設定するか --dataset FILE を指定してください)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>built without the CUDA toolkit</source>
        <translation>CUDA Toolkit なしでビルドされています</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--layout: no layout named %1 (standard, search, kernel or decisions)</source>
        <translation>--layout: %1 という名前のレイアウトはありません（standard、search、kernel、decisions のいずれか）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>--dock: no dock named %1</source>
        <translation>--dock: %1 という名前のパネルはありません</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--only-dock: no dock named %1</source>
        <translation>--only-dock: %1 という名前のパネルはありません</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>--select: &apos;%1&apos; is not a candidate id (0 or more)</source>
        <translation>--select: 「%1」は候補 ID ではありません（0 以上）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--show-diff: expected two candidate ids, A,B (got &apos;%1&apos;)</source>
        <translation>--show-diff: 候補 ID を 2 つ A,B の形で指定してください（「%1」が指定されました）</translation>
    </message>
</context>
</TS>
