// The roofline dock (points, roofs, highlighted and clicked candidates, 10,000 points) and
// the diagnosis dock (findings, counters state, energy), alone and in the main window on
// the replayed H200 softmax session.
#include "core/datasets/DatasetHardware.h"
#include "core/session/LiveSession.h"
#include "core/session/SessionFactory.h"
#include "ui/session/CandidateModel.h"
#include "ui/session/DeferralPanel.h"
#include "ui/session/DiagnosisPanel.h"
#include "ui/session/EngineController.h"
#include "ui/window/MainWindow.h"
#include "ui/session/RooflinePanel.h"
#include "ui/charts/RooflineView.h"

#include <nlohmann/json.hpp>

#include <QDockWidget>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace augur;
using json = nlohmann::json;

namespace {

const std::string kH200Dataset = std::string(AUGUR_SOURCE_DIR) + "/resources/datasets/h200/softmax_rows_f32.json.gz";
const DatasetHardware kH200{"NVIDIA H200", "sm_90", 132, 1980000, 4814.3};

/// A measured softmax candidate: 512 MiB moved, 5 FLOP per element of 16384 × 4096.
Candidate measured(CandidateId id, double ms, double speedup, const json& extra = json::object()) {
    const double bytes = 8.0 * 16384 * 4096, flops = 5.0 * 16384 * 4096;
    json d{{"achieved_bandwidth_gbs", bytes / (ms * 1e-3) * 1e-9},
           {"achieved_gflops", flops / (ms * 1e-3) * 1e-9},
           {"bandwidth_fraction_of_peak", bytes / (ms * 1e-3) * 1e-9 / 4814.3},
           {"timing", {{"candidate", {{"median_ms", ms}}}}},
           {"arch", "sm_90"}};
    d.update(extra);
    Candidate c;
    c.id = id;
    c.parent = 0;
    c.state = CandidateState::Measured;
    Measurement m;
    m.candidateMs = ms;
    m.referenceMs = 0.2654;
    m.speedup = speedup;
    m.report = MeasurementReport::fromJson(d);
    c.measurement = m;
    return c;
}

Candidate root(double ms) {
    Candidate c;
    c.id = 0;
    c.origin = Origin::Reference;
    c.state = CandidateState::Measured;
    Measurement m;
    m.candidateMs = m.referenceMs = ms;
    m.speedup = 1.0;
    c.measurement = m;
    return c;
}

} // namespace

class TestRooflineDiagnosis : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void rooflinePointsRoofsAndSelection() {
        ui::RooflinePanel panel;
        panel.resize(640, 480);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        std::vector<Candidate> all{root(0.2654), measured(1, 0.2554, 1.04), measured(2, 0.1300, 2.04),
                                   measured(3, 0.1900, 1.40)};
        Candidate failed;
        failed.id = 4;
        failed.parent = 0;
        failed.state = CandidateState::Failed;
        failed.measurement = Measurement{};
        failed.measurement->status = MeasurementStatus::CompileError;
        Candidate proposed;
        proposed.id = 5;
        proposed.parent = 1;
        all.push_back(failed);
        all.push_back(proposed);
        panel.resetCandidates(all);
        panel.setSessionHardware(kH200);
        ui::RooflineView* view = panel.view();
        QCOMPARE(view->points().size(), std::size_t(4)); // the reference and three measured; no failed or unmeasured
        // Roofs from the session's hardware: FP32 = 132 SMs × 128 lanes × 2 × 1.98 GHz.
        auto peaks = panel.peaks();
        QVERIFY(peaks);
        QCOMPARE(peaks->dramGBs, 4814.3);
        QVERIFY(std::abs(peaks->fp32GFlops - 66908.16) < 0.01);
        QVERIFY(std::abs(peaks->tensorGFlops - 132 * 4096 * 1.98) < 0.01);
        QVERIFY(panel.sourceText().contains(QStringLiteral("NVIDIA H200")));
        // Every point at the problem's nominal intensity (5/8 FLOP per byte); the reference
        // placed from the learnt nominal work and its own time.
        for (const auto& p : view->points()) QVERIFY(std::abs(p.intensity - 0.625) < 1e-9);
        const RooflinePoint& ref = view->points().front();
        QVERIFY(ref.reference);
        QVERIFY(std::abs(ref.gflops - 5.0 * 16384 * 4096 / 0.2654e-3 * 1e-9) < 1e-6);
        QCOMPARE(view->best(), CandidateId(2));
        // Selection from outside, and by clicking a point.
        panel.selectCandidate(2);
        QCOMPARE(view->selected(), CandidateId(2));
        QSignalSpy clicked(&panel, &ui::RooflinePanel::candidateSelected);
        const auto at = view->position(3);
        QVERIFY(at);
        QVERIFY(view->rect().contains(at->toPoint()));
        QTest::mouseClick(view, Qt::LeftButton, {}, at->toPoint());
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.at(0).at(0).toLongLong(), 3LL);
        QCOMPARE(view->selected(), CandidateId(3));
        // Far from every point: nothing.
        QCOMPARE(view->candidateAt(QPointF(2, 2)), kNoCandidate);
        // Reports that carry the device's peaks win over the session's hardware.
        panel.updateCandidates(
            {measured(6, 0.1290, 2.06,
                      {{"device_peaks", {{"dram_gbs", 4800.0}, {"fp32_gflops", 60000.0}, {"tensor_gflops", 0}}}})});
        panel.refreshNow();
        QCOMPARE(view->points().size(), std::size_t(5));
        QCOMPARE(panel.peaks()->fp32GFlops, 60000.0);
        QCOMPARE(view->best(), CandidateId(6));
        // The same candidate again (re-sent on a state change) is not a new point.
        panel.updateCandidates({measured(6, 0.1290, 2.06)});
        panel.refreshNow();
        QCOMPARE(view->points().size(), std::size_t(5));
        const QImage picture = panel.grab().toImage();
        QVERIFY(!picture.isNull());
    }

    /// 10,000 measured candidates: every one becomes a point, the view paints them and hit-tests
    /// among them. (How long that takes is measured by tests/bench/bench_gui, not asserted.)
    void tenThousandPoints() {
        std::vector<Candidate> all{root(0.2654)};
        for (int i = 1; i <= 10000; ++i)
            all.push_back(measured(i, 0.12 + 0.3 * ((i * 7919) % 10000) / 10000.0, 1.0 + (i % 97) / 50.0));
        ui::RooflinePanel panel;
        panel.resize(800, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.setSessionHardware(kH200);
        panel.resetCandidates(all);
        ui::RooflineView* view = panel.view();
        QCOMPARE(view->points().size(), std::size_t(10001));
        QVERIFY(!panel.grab().isNull()); // paints them all
        // The best point is the largest speedup; a hit test on where it is drawn finds a point
        // drawn at that very spot (it or one on top of it).
        double bestSpeedup = 0.0;
        for (const auto& p : view->points()) bestSpeedup = std::max(bestSpeedup, p.speedup);
        QVERIFY(view->best() != kNoCandidate);
        const auto bestAt = view->position(view->best());
        QVERIFY(bestAt);
        const CandidateId hit = view->candidateAt(*bestAt);
        QVERIFY(hit != kNoCandidate);
        QCOMPARE(*view->position(hit), *bestAt);
        bool bestIsLargest = false;
        for (const auto& p : view->points())
            if (p.id == view->best()) bestIsLargest = p.speedup == bestSpeedup;
        QVERIFY(bestIsLargest);
    }

    void diagnosisPanelContent() {
        ui::DiagnosisPanel panel;
        panel.resize(420, 500);
        panel.show();
        QVERIFY(panel.countersText().isEmpty());
        // Counters refused, energy measured.
        Candidate c = measured(
            7, 0.128, 2.07,
            {{"candidate_compile", {{"resources", {{"softmax_tuned", {{"registers", 30}, {"spill_store_bytes", 0}}}}}}},
             {"profile",
              {{"available", false},
               {"reason", "counters unavailable (permission): CUPTI_ERROR_INSUFFICIENT_PRIVILEGES"}}},
             {"energy",
              {{"available", true},
               {"reference", {{"j_per_launch", 0.25}, {"avg_power_w", 600}}},
               {"candidate",
                {{"j_per_launch", 0.21}, {"avg_power_w", 610}, {"repeats_j_per_launch", {0.208, 0.212}}}}}}});
        panel.setFallbackPeaks(kH200.peaks());
        panel.showCandidate(&c);
        QCOMPARE(panel.shownId(), CandidateId(7));
        QVERIFY(!panel.findings().empty());
        QCOMPARE(panel.findings().front().id, std::string("memory_bound"));
        QCOMPARE(panel.findings().back().id, std::string("counters_unavailable"));
        QVERIFY2(panel.countersText().contains(QStringLiteral(
                     "Counters unavailable: counters unavailable (permission): CUPTI_ERROR_INSUFFICIENT_PRIVILEGES")),
                 qPrintable(panel.countersText()));
        QVERIFY2(panel.energyText().contains(QStringLiteral("0.21 J/launch at 610 W")) &&
                     panel.energyText().contains(QStringLiteral("0.208–0.212 over 2 repeats")) &&
                     panel.energyText().contains(QStringLiteral("reference 0.25 J/launch")),
                 qPrintable(panel.energyText()));
        const QString text = panel.findingsText();
        QVERIFY2(text.contains(QStringLiteral("memory-bound: 87% of peak DRAM bandwidth")) &&
                     text.contains(QStringLiteral("est. gain 13%")) &&
                     text.contains(QStringLiteral("4194 GB/s, 87% of the 4814 GB/s DRAM peak")),
                 qPrintable(text));
        // Profiled: counters line and the counter-based evidence.
        Candidate p = measured(8, 0.127, 2.09,
                               {{"profile",
                                 {{"available", true},
                                  {"passes", 14},
                                  {"wall_ms", 85.3},
                                  {"metrics", {{"dram_pct", 88.0}, {"sm_pct", 20.0}}}}}});
        panel.showCandidate(&p);
        QVERIFY2(panel.countersText().contains(QStringLiteral("Counters: 14 replay passes, 85.3 ms")),
                 qPrintable(panel.countersText()));
        QVERIFY(panel.energyText().isEmpty());
        QVERIFY(panel.findingsText().contains(QStringLiteral("DRAM 88% of peak, SM 20%")));
        // Not profiled (a replayed record), not measured, nothing selected.
        Candidate r = measured(9, 0.2, 1.3);
        r.measurement->energyJ = 0.19;
        r.measurement->referenceEnergyJ = 0.26;
        panel.showCandidate(&r);
        QVERIFY(panel.countersText().startsWith(QStringLiteral("Not profiled")));
        QCOMPARE(panel.energyText(), QStringLiteral("Energy: 0.19 J/launch; reference 0.26 J/launch"));
        Candidate u;
        u.id = 10;
        panel.showCandidate(&u);
        QVERIFY(panel.findings().empty());
        panel.showCandidate(nullptr);
        QCOMPARE(panel.shownId(), kNoCandidate);
    }

    /// The main window on the replayed H200 softmax dataset: a point per measured candidate,
    /// roofs of the dataset's device, selection shared with the diagnosis dock both ways.
    void mainWindowReplay() {
        SessionConfig config;
        config.datasetPath = kH200Dataset;
        config.maxMeasurements = 25;
        config.replayDelayMs = 0;
        auto* controller = new ui::EngineController(LiveSession::create(config, ""));
        ui::MainWindow window(controller);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QDockWidget* rooflineDock = window.dockOf(window.rooflinePanel());
        QDockWidget* diagnosisDock = window.dockOf(window.diagnosisPanel());
        QVERIFY(rooflineDock && diagnosisDock);
        rooflineDock->raise();
        diagnosisDock->raise();
        controller->start();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isFinished(), 60000);
        window.rooflinePanel()->refreshNow();
        int measuredOk = 0;
        for (const Candidate& c : window.candidateModel()->candidates())
            if (c.measurement && c.measurement->ok()) ++measuredOk;
        QVERIFY(measuredOk >= 10);
        ui::RooflineView* view = window.rooflinePanel()->view();
        QCOMPARE(int(view->points().size()), measuredOk);
        QTRY_VERIFY_WITH_TIMEOUT(view->peaks() && view->peaks()->fp32GFlops > 0, 10000);
        QVERIFY(std::abs(view->peaks()->dramGBs - 4814.304) < 1e-6);
        QVERIFY(window.rooflinePanel()->sourceText().contains(QStringLiteral("NVIDIA H200")));
        // Select a measured candidate from the window: the roofline and the diagnosis follow.
        const CandidateId pick = view->points().back().id;
        window.selectCandidate(pick);
        QCOMPARE(view->selected(), pick);
        QCOMPARE(window.diagnosisPanel()->shownId(), pick);
        QVERIFY(!window.diagnosisPanel()->findings().empty());
        QVERIFY(window.diagnosisPanel()->countersText().startsWith(QStringLiteral("Not profiled")));
        // Click another point: the window selects it.
        QTRY_VERIFY(view->isVisible() && view->width() > 100);
        CandidateId other = kNoCandidate;
        for (const auto& p : view->points())
            // The click lands on a whole pixel: the point must be the one found there.
            if (p.id != pick && view->candidateAt(QPointF(view->position(p.id)->toPoint())) == p.id) {
                other = p.id;
                break;
            }
        QVERIFY(other != kNoCandidate);
        QTest::mouseClick(view, Qt::LeftButton, {}, view->position(other)->toPoint());
        QCOMPARE(window.selectedCandidate(), other);
        QCOMPARE(window.diagnosisPanel()->shownId(), other);
        // AUGUR_ROOFLINE_PICTURE=FILE saves the window with both docks shown and the best
        // candidate selected (docs/augur-roofline.png is made this way).
        const QString picture = qEnvironmentVariable("AUGUR_ROOFLINE_PICTURE");
        if (!picture.isEmpty()) {
            window.selectCandidate(view->best());
            QDockWidget* deferralDock = window.dockOf(window.deferralPanel());
            window.resizeDocks({diagnosisDock, deferralDock}, {420, 480}, Qt::Horizontal);
            window.resizeDocks({deferralDock, rooflineDock}, {170, 560}, Qt::Vertical);
            // Pictures only (never in a test run): time for the docks to settle before the grab.
            QTest::qWait(300);
            QVERIFY(window.grab().save(picture, "PNG"));
        }
    }
};

QTEST_MAIN(TestRooflineDiagnosis)
#include "tst_roofline_diagnosis.moc"
