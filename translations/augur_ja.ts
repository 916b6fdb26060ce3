<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>BinHistogram</name>
    <message>
        <location filename="../ui/BinHistogram.cpp" line="+73"/>
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
        <location line="+2"/>
        <source>
p = %1</source>
        <translation>
p = %1</translation>
    </message>
</context>
<context>
    <name>BinScheme</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+35"/>
        <source>severe slowdown</source>
        <translation>大幅な低速化</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>slowdown</source>
        <translation>低速化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slight slowdown</source>
        <translation>わずかな低速化</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>parity to slight speedup</source>
        <translation>同等〜わずかな高速化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speedup</source>
        <translation>高速化</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>large speedup</source>
        <translation>大きな高速化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>very large speedup</source>
        <translation>非常に大きな高速化</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>extreme speedup</source>
        <translation>極めて大きな高速化</translation>
    </message>
</context>
<context>
    <name>CalibrationPanel</name>
    <message>
        <location filename="../ui/CalibrationPanel.cpp" line="+66"/>
        <source>No measured forecasts yet: the scores appear once forecast candidates have been measured.</source>
        <translation>まだ実測された予測がありません。予測した候補が実測されるとスコアが表示されます。</translation>
    </message>
    <message>
        <location line="+4"/>
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
    <name>CandidateModel</name>
    <message>
        <location filename="../ui/CandidateModel.cpp" line="+24"/>
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
        <location line="+36"/>
        <source>reference: %1</source>
        <translation>基準: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>DeferralPanel</name>
    <message>
        <location filename="../ui/DeferralPanel.cpp" line="+22"/>
        <source>Candidates whose forecast confidence is below the threshold are measured</source>
        <translation>予測の確信度がしきい値未満の候補は GPU で実測されます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Confidence below the threshold: defer to the GPU. At or above: accept the forecast.</source>
        <translation>確信度がしきい値未満なら GPU での実測に委譲し、しきい値以上なら予測を採用します。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Deferral threshold: %1 (requested)</source>
        <translation>委譲しきい値: %1 (要求中)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Deferral threshold: %1</source>
        <translation>委譲しきい値: %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>GPU measurements saved so far: %1 (accepted on forecast)</source>
        <translation>これまでに節約した GPU 実測: %1 (予測で採用)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At %1: coverage %2%, expected risk %3 (over measured forecasts). GPU measurements saved so far: %4</source>
        <translation>しきい値 %1: カバレッジ %2%、期待リスク %3 (実測済みの予測に基づく)。これまでに節約した GPU 実測: %4</translation>
    </message>
</context>
<context>
    <name>DiscoveryPanel</name>
    <message>
        <location filename="../ui/DiscoveryPanel.cpp" line="+37"/>
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
        <location line="+13"/>
        <source>Double-click or press Enter to select the child candidate</source>
        <translation>ダブルクリックまたは Enter キーで子の候補を選択します</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>δ (S child / S parent) ≥</source>
        <translation>δ (子の S / 親の S) ≥</translation>
    </message>
    <message>
        <location line="+81"/>
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
    <name>ForecastPanel</name>
    <message>
        <location filename="../ui/ForecastPanel.cpp" line="+29"/>
        <source>The surrogate&apos;s reasoning appears here.</source>
        <translation>サロゲートモデルの推論根拠がここに表示されます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters changed against the parent.</source>
        <translation>親から変更されたパラメータ。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Confidence:</source>
        <translation>確信度:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expected S:</source>
        <translation>期待 S:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured S:</source>
        <translation>実測 S:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision:</source>
        <translation>判定:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reasoning:</source>
        <translation>推論根拠:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Differences from parent:</source>
        <translation>親との差分:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Select a candidate in the table or the tree.</source>
        <translation>表または探索木で候補を選択してください。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;#%1&lt;/b&gt; (%2) %3</source>
        <translation>&lt;b&gt;#%1&lt;/b&gt; (%2) %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2), predicted bin %3: %4</source>
        <translation>%1 (%2)、予測ビン %3: %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no usable forecast</source>
        <translation>有効な予測なし</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not forecast</source>
        <translation>未予測</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not measured</source>
        <translation>未実測</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed: %1 %2</source>
        <translation>失敗: %1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1× (bin %2: %3)</source>
        <translation>%1× (ビン %2: %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, reason: %2 (threshold %3)</source>
        <translation>%1、理由: %2 (しきい値 %3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>undecided</source>
        <translation>未判定</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(root: no parent)</source>
        <translation>(ルート: 親なし)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>against #%1:
</source>
        <translation>#%1 との差分:
</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/MainWindow.cpp" line="+40"/>
        <source>Augur — %1</source>
        <translation>Augur — %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location line="+2"/>
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
    <message>
        <location line="+6"/>
        <source>&amp;Session</source>
        <translation>セッション(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Candidate</source>
        <translation>候補(&amp;C)</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+2"/>
        <source>Expand from here</source>
        <translation>ここから展開</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fit</source>
        <translation>全体表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the whole tree (the wheel zooms)</source>
        <translation>探索木全体を表示 (ホイールで拡大・縮小)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;━&lt;/b&gt;&lt;/span&gt;&amp;nbsp;discovery moment (S ratio ≥ %2)</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&lt;b&gt;━&lt;/b&gt;&lt;/span&gt;&amp;nbsp;発見の瞬間 (S 比 ≥ %2)</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>All states</source>
        <translation>すべての状態</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show:</source>
        <translation>表示:</translation>
    </message>
    <message>
        <location line="+13"/>
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
        <location line="+1"/>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discovery moments</source>
        <translation>発見の瞬間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calibration</source>
        <translation>キャリブレーション</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>finished: %1</source>
        <translation>終了: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>error: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1× (#%2)</source>
        <translation>%1× (#%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Candidates: %1   Measured: %2 / %3   Accepted on forecast: %4   Waiting: %5   Failed: %6   Best S: %7</source>
        <translation>候補: %1   実測: %2 / %3   予測で採用: %4   待機中: %5   失敗: %6   最良 S: %7</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>not started</source>
        <translation>未開始</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>running</source>
        <translation>実行中</translation>
    </message>
</context>
<context>
    <name>ReliabilityDiagram</name>
    <message>
        <location filename="../ui/ReliabilityDiagram.cpp" line="+12"/>
        <source>Accuracy of the predicted bin per confidence bin; a calibrated forecaster follows the diagonal</source>
        <translation>確信度ビンごとの予測ビンの正解率。較正された予測器は対角線に沿います</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>confidence (MaxProb)</source>
        <translation>確信度 (MaxProb)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accuracy of the predicted bin</source>
        <translation>予測ビンの正解率</translation>
    </message>
</context>
<context>
    <name>RiskCoverageView</name>
    <message>
        <location filename="../ui/RiskCoverageView.cpp" line="+12"/>
        <source>Risk (wrong predicted bin among accepted forecasts) against coverage (share accepted), over the measured forecasts</source>
        <translation>リスク (採用した予測のうち予測ビンが外れた割合) とカバレッジ (採用した割合) の関係。実測済みの予測に基づく</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>coverage (share accepted on forecast)</source>
        <translation>カバレッジ (予測で採用した割合)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>risk (wrong bin among accepted)</source>
        <translation>リスク (採用分のビン誤り率)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>threshold %1</source>
        <translation>しきい値 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No measured forecasts yet</source>
        <translation>まだ実測された予測がありません</translation>
    </message>
</context>
<context>
    <name>SearchTreeNode</name>
    <message>
        <location filename="../ui/SearchTreeNode.cpp" line="+19"/>
        <source>ref</source>
        <translation>基準</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>#%1: %2, %3</source>
        <translation>#%1: %2、%3</translation>
    </message>
</context>
<context>
    <name>StateStyle</name>
    <message>
        <location filename="../ui/StateStyle.cpp" line="+22"/>
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
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+96"/>
        <source>Augur: GPU kernel optimisation with selective surrogates</source>
        <translation>Augur: 選択的サロゲートによる GPU カーネル最適化</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recorded T4 dataset to replay.</source>
        <translation>再生する記録済みの T4 データセット。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume an existing session file.</source>
        <translation>既存のセッションファイルを再開します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save a picture of the main window to FILE (PNG), then quit.</source>
        <translation>メインウィンドウの画像を FILE (PNG) に保存して終了します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quit (after the screenshot, if any) N milliseconds after start.</source>
        <translation>起動から N ミリ秒後に終了します (スクリーンショットがあればその後)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>User interface language: en, es or ja (default: AUGUR_LANG, then the system locale).</source>
        <translation>UI の言語: en、es、ja (既定: AUGUR_LANG、未設定ならシステムのロケール)。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--quit-after-ms: not a non-negative integer: %1</source>
        <translation>--quit-after-ms: 0 以上の整数ではありません: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--dataset and --session cannot be combined</source>
        <translation>--dataset と --session は同時に指定できません</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>no default dataset found (set AUGUR_DEFAULT_DATASET or pass --dataset FILE)</source>
        <translation>既定のデータセットが見つかりません (AUGUR_DEFAULT_DATASET を設定するか --dataset FILE を指定してください)</translation>
    </message>
</context>
</TS>
