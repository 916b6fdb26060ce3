// Baselines and the metrics diff in the Kernel dock: a pinned baseline turns every other
// candidate's report into its differences against it (time, speedup with its interval,
// registers, occupancy, counters, diagnoses added and removed), on profiled reports of the
// size an H200 gives; in the window, "Pin as baseline" and "Unpin baseline" on a replayed
// H200 SGEMM session, and Compare (and Compare metrics) showing the two candidates' metrics
// side by side on the Metrics tab. AUGUR_SCREENSHOT_DIR=DIR saves pictures of the window
// (pictures(); with AUGUR_SCREENSHOT_LANG=ja, in Japanese).
#include "core/session/LiveSession.h"
#include "ui/base/LanguageSwitcher.h"
#include "ui/kernel/CandidateReportView.h"
#include "ui/kernel/KernelPanel.h"
#include "ui/kernel/MetricsDiffView.h"
#include "ui/session/CandidateModel.h"
#include "ui/session/EngineController.h"
#include "ui/window/LayoutPreset.h"
#include "ui/window/MainWindow.h"

#include <nlohmann/json.hpp>

#include <QAction>
#include <QDockWidget>
#include <QItemSelectionModel>
#include <QLocale>
#include <QSignalSpy>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace augur;
using json = nlohmann::json;

namespace {

const std::string kSgemm = std::string(AUGUR_SOURCE_DIR) + "/resources/datasets/h200/sgemm_f32_wide.json.gz";

void picture(QWidget* w, const QString& name) {
    const QString dir = qEnvironmentVariable("AUGUR_SCREENSHOT_DIR");
    if (dir.isEmpty()) return;
    QCoreApplication::processEvents();
    const QString lang = qEnvironmentVariable("AUGUR_SCREENSHOT_LANG");
    QVERIFY(w->grab().save(dir + QStringLiteral("/") + name + (lang.isEmpty() ? QString() : QLatin1Char('-') + lang) +
                           QStringLiteral(".png")));
}

json geometry(int perSm, double theoretical) {
    return json{{"kernel", "softmax_tuned"}, {"grid_blocks", 16384},
                {"block_threads", 256},      {"blocks_per_sm", perSm},
                {"sm_count", 132},           {"waves", 16384.0 / (perSm * 132)},
                {"dynamic_shared_bytes", 0}, {"theoretical_occupancy_pct", theoretical}};
}

json compile(int regs, int spill) {
    return json{{"ok", true},
                {"arch", "sm_90"},
                {"compile_ms", 40.0},
                {"resources",
                 {{"softmax_tuned",
                   {{"registers", regs},
                    {"shared_bytes", 0},
                    {"stack_bytes", spill},
                    {"spill_store_bytes", spill},
                    {"spill_load_bytes", spill}}}}}};
}

json profile(json metrics) {
    return json{{"available", true}, {"subject", "candidate"}, {"passes", 12}, {"metrics", std::move(metrics)}};
}

const json kPeaks{{"dram_gbs", 4814.3}, {"fp32_gflops", 66908.2}, {"tensor_gflops", 1070530.6}};

Candidate profiled(CandidateId id, double s, double ms, json report) {
    Candidate c;
    c.id = id;
    c.parent = id == 0 ? kNoCandidate : 0;
    c.origin = id == 0 ? Origin::Reference : Origin::User;
    c.state = CandidateState::Measured;
    Measurement m;
    m.speedup = s;
    m.speedupLow = s * 0.998;
    m.speedupHigh = s * 1.002;
    m.referenceMs = 0.262;
    m.candidateMs = ms;
    m.samples = 40;
    m.backend = "cuda";
    m.report = MeasurementReport::fromJson(report);
    c.measurement = m;
    return c;
}

/// The reference, a softmax at the DRAM roof and the same kernel spilling at 255 registers.
std::vector<Candidate> profiledCandidates() {
    json fast{{"device", "NVIDIA H200"},
              {"arch", "sm_90"},
              {"achieved_bandwidth_gbs", 4236.6},
              {"bandwidth_fraction_of_peak", 0.88},
              {"candidate_compile", compile(30, 0)},
              {"launch_geometry", {geometry(8, 100)}},
              {"device_peaks", kPeaks},
              {"profile",
               profile({{"dram_pct", 88.0},
                        {"sm_pct", 20.0},
                        {"memory_pct", 88.0},
                        {"achieved_occupancy_pct", 87.5},
                        {"global_load_sectors", 8.4e6},
                        {"global_load_requests", 2.1e6},
                        {"stall_long_scoreboard", 6.0}})}};
    json slow{{"device", "NVIDIA H200"},
              {"arch", "sm_90"},
              {"achieved_bandwidth_gbs", 1500.0},
              {"bandwidth_fraction_of_peak", 0.31},
              {"candidate_compile", compile(255, 64)},
              {"launch_geometry", {geometry(1, 12.5)}},
              {"device_peaks", kPeaks},
              {"profile",
               profile({{"dram_pct", 35.0},
                        {"memory_pct", 70.0},
                        {"sm_pct", 40.0},
                        {"achieved_occupancy_pct", 12.0},
                        {"local_load_sectors", 6.0e5},
                        {"local_store_sectors", 4.0e5},
                        {"global_load_sectors", 1.0e6},
                        {"global_load_requests", 2.5e5}})}};
    return {profiled(0, 1.0, 0.262, json{{"device", "NVIDIA H200"}}), profiled(1, 2.068, 0.1267, fast),
            profiled(2, 0.600, 0.4367, slow)};
}

} // namespace

class TestMetricsDiffView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    /// Pinning #1 (the button of the Report tab) makes #2's report open with its
    /// differences against #1; the baseline's own report says it is the baseline; unpinned,
    /// the reports are as before.
    void pinnedBaselineShowsDeltas() {
        const std::vector<Candidate> cs = profiledCandidates();
        const Problem problem;
        ui::KernelPanel panel;
        panel.setCandidateLookup([&](CandidateId id) { return id >= 0 && id < 3 ? &cs[std::size_t(id)] : nullptr; });
        panel.resize(900, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.tabs()->setCurrentIndex(ui::KernelPanel::ReportTab);
        ui::CandidateReportView* report = panel.reportView();
        panel.showCandidate(&cs[2], &cs[0], &cs[0], problem);
        QVERIFY(!report->reportText().contains(QStringLiteral("against the baseline")));
        QCOMPARE(report->pinButton()->text(), QStringLiteral("Pin as baseline"));

        QSignalSpy pinned(&panel, &ui::KernelPanel::baselineChanged);
        panel.showCandidate(&cs[1], &cs[0], &cs[0], problem);
        QTest::mouseClick(report->pinButton(), Qt::LeftButton);
        QCOMPARE(pinned.count(), 1);
        QCOMPARE(panel.baseline(), CandidateId(1));
        QCOMPARE(report->pinButton()->text(), QStringLiteral("Unpin baseline"));
        QVERIFY(report->reportText().startsWith(
            QStringLiteral("#1 is the pinned baseline: other candidates' reports show their differences against it.")));

        panel.showCandidate(&cs[2], &cs[0], &cs[0], problem);
        const QString text = report->reportText();
        QVERIFY2(text.startsWith(QStringLiteral("#2 against the baseline #1")), qPrintable(text));
        // Rows: metric, baseline, this one, B − A, B / A (one cell per line as plain text).
        QVERIFY2(text.contains(QStringLiteral("Speedup over the reference\n2.068× [2.064, 2.072]\n0.600× [0.599, "
                                              "0.601]\n−1.468×\n0.290")),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Time per run (median)\n126.7 µs\n436.7 µs\n+310.0 µs\n3.447")));
        QVERIFY(text.contains(QStringLiteral("Registers per thread\n30\n255\n+225\n8.500")));
        QVERIFY(text.contains(QStringLiteral("Theoretical occupancy (lowest kernel)\n100.0%\n12.5%\n−87.5%\n0.125")));
        QVERIFY(text.contains(QStringLiteral("DRAM throughput, % of peak\n88.0%\n35.0%\n−53.0%\n0.398")));
        // A counter one side lacks has no difference; the diagnoses that appeared are named.
        QVERIFY(text.contains(QStringLiteral("local-memory (spill) load sectors\n—\n%1\n—\n—")
                                  .arg(QLocale().toString(600000.0, 'f', 0))));
        QVERIFY(text.contains(QStringLiteral("added\nregister spills")));
        // The ordinary report follows the comparison.
        QVERIFY(text.contains(QStringLiteral("Harness verdict")));

        // The Metrics tab: the baseline against the selection.
        panel.showMetrics();
        QCOMPARE(panel.tabs()->currentWidget(), panel.metricsView());
        QVERIFY(panel.metricsView()->diff());
        QCOMPARE(panel.metricsView()->diff()->a.id, CandidateId(1));
        QCOMPARE(panel.metricsView()->diff()->b.id, CandidateId(2));
        QVERIFY(panel.metricsView()->headerText().contains(QStringLiteral("against the pinned baseline")));

        panel.setBaseline(kNoCandidate);
        panel.tabs()->setCurrentIndex(ui::KernelPanel::ReportTab);
        QVERIFY(!report->reportText().contains(QStringLiteral("against the baseline")));
        QCOMPARE(report->pinButton()->text(), QStringLiteral("Pin as baseline"));
    }

    /// In the window, on a replayed model session of the SGEMM space (its reports have
    /// ptxas resources, launch geometry and rates, no counters): Pin as baseline on the
    /// first measured candidate, the best one's report against it, Unpin; Compare and
    /// Compare metrics show the pair side by side.
    void baselineAndCompareInTheWindow() {
        ui::MainWindow window(sgemmSession()); // at its first-start size on the screen it is given
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.controller()->start();
        QTRY_VERIFY_WITH_TIMEOUT(window.controller()->isFinished(), 120000);
        ui::KernelPanel* panel = window.kernelPanel();
        window.dockOf(panel)->show();
        window.dockOf(panel)->raise();
        auto* pin = window.findChild<QAction*>(QStringLiteral("actionPinBaseline"));
        auto* unpin = window.findChild<QAction*>(QStringLiteral("actionUnpinBaseline"));
        QVERIFY(pin && unpin);
        const auto [first, best] = firstAndBest(window);
        QVERIFY(first && best && first != best);
        const CandidateId a = first->id, b = best->id;
        const double sa = first->measurement->speedup, sb = best->measurement->speedup;

        window.userSelected(a);
        QVERIFY(pin->isEnabled() && !unpin->isEnabled());
        pin->trigger();
        QCOMPARE(panel->baseline(), a);
        QVERIFY(!pin->isEnabled() && unpin->isEnabled()); // the baseline is selected
        window.userSelected(b);
        QVERIFY(pin->isEnabled());
        panel->tabs()->setCurrentIndex(ui::KernelPanel::ReportTab);
        const QString text = panel->reportView()->reportText();
        QVERIFY2(text.startsWith(QStringLiteral("#%1 against the baseline #%2").arg(b).arg(a)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Speedup over the reference\n%1× [").arg(sa, 0, 'f', 3)),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("\n%1\n").arg(sb / sa, 0, 'f', 3))); // B / A of S
        QVERIFY(text.contains(QStringLiteral("Registers per thread\n%1\n")
                                  .arg(first->measurement->report->candidateCompile->maxRegisters())));
        QVERIFY(text.contains(QStringLiteral("Theoretical occupancy (lowest kernel)\n")));
        QVERIFY(text.contains(QStringLiteral("Diagnoses, B against A")));
        unpin->trigger();
        QCOMPARE(panel->baseline(), kNoCandidate);
        QVERIFY(!panel->reportView()->reportText().contains(QStringLiteral("against the baseline")));

        // Compare on two rows: the Diff tab as before, and the Metrics tab holds the same pair.
        QTableView* table = window.candidateTable();
        auto* proxy = qobject_cast<QSortFilterProxyModel*>(table->model());
        auto click = [&](CandidateId id, Qt::KeyboardModifiers modifiers) {
            const QModelIndex row =
                proxy->mapFromSource(window.candidateModel()->index(window.candidateModel()->rowOf(id), 0));
            table->scrollTo(row);
            QTest::mouseClick(table->viewport(), Qt::LeftButton, modifiers, table->visualRect(row).center());
        };
        click(b, {});
        click(a, Qt::ControlModifier);
        auto* compare = window.findChild<QAction*>(QStringLiteral("actionCompare"));
        auto* compareMetrics = window.findChild<QAction*>(QStringLiteral("actionCompareMetrics"));
        QVERIFY(compare->isEnabled() && compareMetrics->isEnabled());
        QCOMPARE(compareMetrics->shortcut(), QKeySequence(Qt::SHIFT | Qt::Key_C));
        compare->trigger();
        QCOMPARE(panel->tabs()->currentIndex(), int(ui::KernelPanel::DiffTab));
        panel->showMetrics();
        const auto& diff = panel->metricsView()->diff();
        QVERIFY(diff);
        QCOMPARE(diff->a.id, std::min(a, b)); // Compare puts the lower id on the left
        QCOMPARE(diff->b.id, std::max(a, b));
        const MetricComparison* s = diff->find("speedup");
        QVERIFY(s && *s->a == (a < b ? sa : sb) && *s->b == (a < b ? sb : sa));
        QVERIFY(diff->find("occupancy_pct") && diff->find("registers") && diff->find("achieved_gflops"));
        QVERIFY(panel->metricsView()->tableText().contains(
            QStringLiteral("Speedup over the reference\n%1× [").arg(a < b ? sa : sb, 0, 'f', 3)));
        QVERIFY(panel->metricsView()->headerText().startsWith(
            QStringLiteral("#%1 (A) → #%2 (B)").arg(std::min(a, b)).arg(std::max(a, b))));
        // Compare metrics: the same pair with the Metrics tab in front.
        panel->tabs()->setCurrentIndex(ui::KernelPanel::SourceTab);
        compareMetrics->trigger();
        QCOMPARE(panel->tabs()->currentWidget(), panel->metricsView());
        QCOMPARE(panel->metricsView()->diff()->a.id, std::min(a, b));
    }

    /// Not a check: with AUGUR_SCREENSHOT_DIR, pictures of the window (in the language of
    /// AUGUR_SCREENSHOT_LANG) with a pinned baseline's report and with Compare metrics.
    void pictures() {
        if (qEnvironmentVariableIsEmpty("AUGUR_SCREENSHOT_DIR")) QSKIP("AUGUR_SCREENSHOT_DIR is not set");
        const QString lang = qEnvironmentVariable("AUGUR_SCREENSHOT_LANG");
        if (!lang.isEmpty()) ui::LanguageSwitcher::instance()->setLanguage(lang);
        ui::MainWindow window(sgemmSession());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.controller()->start();
        QTRY_VERIFY_WITH_TIMEOUT(window.controller()->isFinished(), 120000);
        ui::applyLayoutPreset(window, ui::LayoutPreset::Kernel); // the Kernel dock takes most of the window
        ui::KernelPanel* panel = window.kernelPanel();
        window.dockOf(panel)->show();
        window.dockOf(panel)->raise();
        const auto [first, best] = firstAndBest(window);
        QVERIFY(first && best);
        window.userSelected(first->id);
        panel->setBaseline(first->id);
        window.userSelected(best->id);
        panel->tabs()->setCurrentIndex(ui::KernelPanel::ReportTab);
        picture(&window, QStringLiteral("metrics-diff-baseline-window"));
        panel->setBaseline(kNoCandidate);
        window.showDiff(first->id, best->id);
        panel->showMetrics();
        picture(&window, QStringLiteral("metrics-diff-compare-window"));
        ui::LanguageSwitcher::instance()->setLanguage(QStringLiteral("en"));
    }

private:
    /// A replayed model session of the SGEMM space, 30 measurements, not started.
    static ui::EngineController* sgemmSession() {
        SessionConfig config;
        config.datasetPath = kSgemm;
        config.maxMeasurements = 30;
        config.replayDelayMs = 0;
        config.seed = 3;
        return new ui::EngineController(LiveSession::create(config, ""));
    }

    /// The first measured candidate after the reference, and the best measured one.
    static std::pair<const Candidate*, const Candidate*> firstAndBest(const ui::MainWindow& window) {
        const Candidate* first = nullptr;
        const Candidate* best = nullptr;
        for (const Candidate& c : window.candidateModel()->candidates()) {
            if (c.origin == Origin::Reference || !c.measuredSpeedup()) continue;
            if (!first) first = &c;
            if (!best || *c.measuredSpeedup() > *best->measuredSpeedup()) best = &c;
        }
        return {first, best};
    }
};

QTEST_MAIN(TestMetricsDiffView)
#include "tst_metrics_diff_view.moc"
