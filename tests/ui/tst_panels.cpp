// Discovery, calibration and deferral panels fed with the candidates of a short replay run:
// on the project's own H200 reduce_sum_f32 dataset and again, as an extra row when ../shared
// is beside the checkout, on Kernel Tuner's convolution file (skipped without it).
#include "core/bins/Metrics.h"
#include "core/session/SessionFactory.h"
#include "ui/session/CalibrationPanel.h"
#include "ui/session/DeferralPanel.h"
#include "ui/session/DiscoveryPanel.h"
#include "core/model/MeasuredForecasts.h"
#include "ui/charts/ReliabilityDiagram.h"
#include "ui/charts/RiskCoverageView.h"

#include "tests/TestDatasets.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QLabel>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace augur;

class TestPanels : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void initTestCase_data() {
        QTest::addColumn<QString>("dataset");
        QTest::newRow("reduce_sum_f32 (project)")
            << QStringLiteral(AUGUR_SOURCE_DIR "/resources/datasets/h200/reduce_sum_f32.json.gz");
        QTest::newRow("convolution_A100 (shared)") << QStringLiteral(AUGUR_SHARED_DATA "/convolution_A100_T4.json.gz");
    }

    /// A 40-measurement run on the row's dataset (once per dataset); skips a row whose file
    /// is absent.
    void init() {
        QFETCH_GLOBAL(QString, dataset);
        AUGUR_REQUIRE_DATASET(dataset);
        if (dataset_ == dataset) return;
        dataset_ = dataset;
        SessionConfig config;
        config.datasetPath = dataset.toStdString();
        config.maxMeasurements = 40;
        engine_ = SessionFactory::create(config, "");
        engine_->run();
        engine_->rethrowIfFailed();
        candidates_ = engine_->session().candidates();
        QVERIFY(candidates_.size() > 40);
    }

    void discoveryRowsMatchSession() {
        ui::DiscoveryPanel panel;
        panel.setParameterSpace(engine_->session().problem().space);
        panel.resetCandidates(candidates_);
        bool sawRows = false;
        for (double delta : {1.1, 1.5}) {
            panel.setDelta(delta);
            const auto moments = engine_->session().discoveryMoments(delta);
            QCOMPARE(panel.rowCount(), int(moments.size()));
            sawRows = sawRows || !moments.empty();
            for (int r = 0; r < panel.rowCount(); ++r) {
                const auto [parent, child] = panel.edgeAt(r);
                QVERIFY(std::find(moments.begin(), moments.end(), std::make_pair(parent, child)) != moments.end());
            }
        }
        QVERIFY(sawRows);
        QVERIFY(panel.rowCount() <= int(engine_->session().discoveryMoments(1.1).size()));

        // Live updates arrive throttled; a hidden panel keeps them until it shows, then they
        // land. Activating a row names the child.
        ui::DiscoveryPanel live;
        live.setDelta(1.1);
        const std::size_t half = 1; // the reference alone: no moment yet
        live.resetCandidates({candidates_.begin(), candidates_.begin() + long(half)});
        const int before = live.table()->model()->rowCount();
        const int after = int(engine_->session().discoveryMoments(1.1).size());
        QVERIFY(before < after);
        live.updateCandidates({candidates_.begin() + long(half), candidates_.end()});
        QTest::qWait(500); // past the coalescing interval (200 ms)
        QCOMPARE(live.table()->model()->rowCount(), before);
        live.show();
        QVERIFY(QTest::qWaitForWindowExposed(&live));
        QCOMPARE(live.table()->model()->rowCount(), after);
        // Shown, a change lands within the interval.
        live.resetCandidates({candidates_.begin(), candidates_.begin() + long(half)});
        QCOMPARE(live.table()->model()->rowCount(), before);
        live.updateCandidates({candidates_.begin() + long(half), candidates_.end()});
        QTRY_COMPARE_WITH_TIMEOUT(live.table()->model()->rowCount(), after, 2000);
        QSignalSpy activated(&live, &ui::DiscoveryPanel::candidateActivated);
        const QModelIndex idx = live.table()->model()->index(0, ui::DiscoveryPanel::ColRatio);
        Q_EMIT live.table()->activated(idx);
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.at(0).at(0).toLongLong(), qint64(live.edgeAt(0).second));
    }

    void calibrationMatchesMetrics() {
        double brier = 0.0, crps = 0.0;
        int n = 0;
        std::vector<ScoredForecast> scored;
        int priors = 0;
        for (const Candidate& c : candidates_) {
            if (!c.forecast || !c.measurement || !c.measurement->ok()) continue;
            if (c.forecast->prior) { // no prediction: left out of the scores, counted
                ++priors;
                continue;
            }
            ScoredForecast s;
            s.p = c.forecast->p;
            s.parseFailure = c.forecast->parseFailure;
            s.trueBin = c.measurement->bin();
            s.measuredSpeedup = c.measurement->speedup;
            scored.push_back(s);
            if (s.parseFailure) continue;
            brier += brierScore(s.p, s.trueBin);
            crps += crpsScore(s.p, s.trueBin);
            ++n;
        }
        QVERIFY(n > 10);
        ui::CalibrationPanel panel;
        panel.resetCandidates(candidates_);
        QCOMPARE(panel.scoredCount(), n);
        QCOMPARE(panel.meanBrier(), brier / n);
        QCOMPARE(panel.meanCrps(), crps / n);
        QCOMPARE(panel.ece(), expectedCalibrationError(scored, 10));
        QVERIFY(priors > 0); // the surrogate's first forecasts, before it had data
        QVERIFY2(panel.findChild<QLabel*>(QString(), Qt::FindChildrenRecursively) != nullptr, "no text");
        bool noted = false;
        for (const QLabel* l : panel.findChildren<QLabel*>())
            noted = noted || l->text().contains(QStringLiteral("%1 measured prior(s)").arg(priors));
        QVERIFY(noted);
        const auto bins = panel.diagram()->bins();
        QCOMPARE(int(bins.size()), 10);
        int total = 0;
        for (const auto& b : bins) total += b.count;
        QCOMPARE(total, n);
        panel.resize(400, 300);
        QVERIFY(!panel.grab().isNull()); // paints without trouble
    }

    void deferralCurveAndSavings() {
        ui::DeferralPanel panel;
        panel.resetCandidates(candidates_);
        const auto curve = riskCoverageCurve(measuredForecasts(candidates_));
        QCOMPARE(panel.riskCoverageView()->curve().size(), curve.size());
        int accepted = 0;
        for (const Candidate& c : candidates_) accepted += c.state == CandidateState::Accepted ? 1 : 0;
        QCOMPARE(panel.measurementsSaved(), accepted);
        QCOMPARE(accepted, engine_->session().stats().accepted);
        // Threshold 0 accepts every scored forecast; above every confidence accepts none.
        QCOMPARE(ui::RiskCoverageView::pointAt(curve, 0.0).accepted, curve.back().accepted);
        QCOMPARE(ui::RiskCoverageView::pointAt(curve, 1.01).accepted, 0);
        panel.showThresholdInForce(0.5);
        panel.resize(350, 400);
        QVERIFY(!panel.grab().isNull());
    }

    /// A curve longer than the plot is wide is drawn as its envelope: at most four points a
    /// column, in coverage order, with the curve's lowest and highest risk and its last point.
    void riskCoverageDrawnAsEnvelope() {
        std::vector<RiskCoveragePoint> curve{{1.0, 0.0, 0.0, 0}};
        const int n = 20000;
        for (int i = 1; i <= n; ++i) // a saw tooth: every other point a spike
            curve.push_back({1.0 - double(i) / n, double(i) / n, i % 2 ? 0.1 : 0.9 - 0.5 * double(i) / n, i});
        for (int columns : {1, 64, 300}) {
            const QList<QPointF> pts = ui::RiskCoverageView::drawnPoints(curve, columns);
            QVERIFY2(pts.size() <= 4 * columns + 4, qPrintable(QString::number(pts.size())));
            for (qsizetype k = 1; k < pts.size(); ++k) QVERIFY(pts[k].x() >= pts[k - 1].x());
            double lo = 1.0, hi = 0.0;
            for (const QPointF& p : pts) {
                lo = std::min(lo, p.y());
                hi = std::max(hi, p.y());
            }
            QCOMPARE(lo, 0.1);
            QCOMPARE(hi, 0.9 - 0.5 * 2.0 / n); // the highest spike, at i = 2
            QCOMPARE(pts.back(), QPointF(curve.back().coverage, curve.back().risk));
        }
        // Short curves are drawn whole, without the first point (it accepts nothing).
        curve.resize(101);
        const QList<QPointF> all = ui::RiskCoverageView::drawnPoints(curve, 300);
        QCOMPARE(all.size(), 100);
        QCOMPARE(all.front(), QPointF(curve[1].coverage, curve[1].risk));
    }

private:
    QString dataset_;
    std::unique_ptr<Engine> engine_;
    std::vector<Candidate> candidates_;
};

QTEST_MAIN(TestPanels)
#include "tst_panels.moc"
