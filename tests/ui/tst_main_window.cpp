// MainWindow on a live replay session, offscreen: the threshold slider and the overrides
// (through the window's actions and through the context menus of the table and the tree)
// reach the engine. Both cases run on the project's own H200 reduce_sum_f32 dataset and
// again, as extra rows when ../shared is beside the checkout, on Kernel Tuner's convolution
// file (skipped without it).
#include "core/session/LiveSession.h"
#include "core/session/SessionFactory.h"
#include "ui/session/CandidateModel.h"
#include "ui/base/DisplayNames.h"
#include "ui/session/EngineController.h"
#include "ui/window/MainWindow.h"
#include "ui/tree/SearchTreeView.h"

#include "tests/TestDatasets.h"
#include "tests/ui/ContextMenuChooser.h"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QFileInfo>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTimer>

using namespace augur;
using augur::test::chooseFromContextMenu;

namespace {

/// Columns "dataset" and "delayMs": the replay's pace, so a 120-point space is not searched
/// before the test gets to act on the running session.
void addDatasetRows() {
    QTest::addColumn<QString>("dataset");
    QTest::addColumn<double>("delayMs");
    QTest::newRow("reduce_sum_f32 (project)")
        << QStringLiteral(AUGUR_SOURCE_DIR "/resources/datasets/h200/reduce_sum_f32.json.gz") << 20.0;
    QTest::newRow("convolution_A100 (shared)")
        << QStringLiteral(AUGUR_SHARED_DATA "/convolution_A100_T4.json.gz") << 5.0;
}

/// The current row's dataset; skips the row when its file is absent (only the shared one can be).
#define FETCH_DATASET()                                                                                                \
    QFETCH(QString, dataset);                                                                                          \
    QFETCH(double, delayMs);                                                                                           \
    AUGUR_REQUIRE_DATASET(dataset);

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void thresholdAndOverrideReachTheEngine_data() { addDatasetRows(); }

    void thresholdAndOverrideReachTheEngine() {
        FETCH_DATASET();
        SessionConfig config;
        config.datasetPath = dataset.toStdString();
        config.maxMeasurements = 100000; // keeps running until the test stops it
        config.replayDelayMs = delayMs;
        auto* controller = new ui::EngineController(LiveSession::create(config, ""));
        ui::MainWindow window(controller);
        window.show();
        QSignalSpy logSpy(controller, &ui::EngineController::logLine);
        controller->start();
        auto* model = window.candidateModel();
        QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() > 20, 30000);
        controller->pause();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isPaused(), 30000); // a loaded machine may finish a step first
        QVERIFY(window.searchTree()->nodeCount() > 0);

        // Threshold slider -> engine -> log line and reported threshold.
        auto* slider = window.findChild<QSlider*>(QStringLiteral("thresholdSlider"));
        QVERIFY(slider);
        slider->setValue(85);
        QTRY_VERIFY_WITH_TIMEOUT(qFuzzyCompare(controller->thresholdInForce(), 0.85), 10000);
        bool sawLog = false;
        for (const auto& args : logSpy)
            sawLog = sawLog || args.at(0).toString().startsWith(QStringLiteral("deferral threshold 0.85"));
        QVERIFY(sawLog);
        auto* log = window.findChild<QPlainTextEdit*>(QStringLiteral("logView"));
        QVERIFY(log->toPlainText().contains(QStringLiteral("deferral threshold 0.85")));

        // Override through the window's action on a selected, unmeasured row.
        CandidateId target = kNoCandidate;
        for (int r = 0; r < model->rowCount(); ++r) {
            const Candidate& c = model->candidateAt(r);
            if (c.origin != Origin::Reference && !c.measurement && c.state != CandidateState::Excluded) {
                target = c.id;
                break;
            }
        }
        QVERIFY(target != kNoCandidate);
        window.selectCandidate(target);
        QCOMPARE(window.selectedCandidate(), target);
        auto* exclude = window.findChild<QAction*>(QStringLiteral("actionExclude"));
        QVERIFY(exclude && exclude->isEnabled());
        exclude->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(int(model->candidate(target)->override), int(OverrideKind::Exclude), 10000);
        QCOMPARE(model->candidate(target)->state, CandidateState::Excluded);

        controller->resume();
        controller->stop();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isFinished(), 20000);
    }

    void contextMenuOverridesReachTheEngine_data() { addDatasetRows(); }

    void contextMenuOverridesReachTheEngine() {
        FETCH_DATASET();
        SessionConfig config;
        config.datasetPath = dataset.toStdString();
        config.maxMeasurements = 100000;
        config.replayDelayMs = delayMs; // paced, so the search is still young when the test acts
        config.threshold = 0.2; // most forecasts are accepted
        config.strategy = SearchStrategy::Puct; // a tree with accepted leaves to expand from
        auto* controller = new ui::EngineController(LiveSession::create(config, ""));
        ui::MainWindow window(controller);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        controller->start();
        auto* model = window.candidateModel();
        auto accepted = [model] {
            int n = 0;
            for (int r = 0; r < model->rowCount(); ++r)
                n += model->candidateAt(r).state == CandidateState::Accepted ? 1 : 0;
            return n;
        };
        // An accepted candidate without children, other than `except`, newest first.
        auto acceptedLeaf = [model](CandidateId except) {
            for (int r = model->rowCount() - 1; r >= 0; --r) {
                const Candidate& c = model->candidateAt(r);
                if (c.id == except || c.state != CandidateState::Accepted) continue;
                bool hasChildren = false;
                for (int k = 0; k < model->rowCount() && !hasChildren; ++k)
                    hasChildren = model->candidateAt(k).parent == c.id;
                if (!hasChildren) return c.id;
            }
            return kNoCandidate;
        };
        // "Measure now" from the candidate table's context menu, on a candidate accepted on
        // its forecast (so it would never have been measured), then "Expand from here" on
        // another one, a leaf. Wait, paused, for both; the surrogate re-decides what it
        // accepted as it learns, so a pause that finds them not yet looks again a little later.
        CandidateId target = kNoCandidate;
        for (int attempt = 0; attempt < 40 && target == kNoCandidate; ++attempt) {
            QTRY_VERIFY_WITH_TIMEOUT(accepted() >= 2, 60000);
            controller->pause();
            QTRY_VERIFY_WITH_TIMEOUT(controller->isPaused(), 30000); // a loaded machine may finish a step first
            // No wait for the events the engine sent before it paused: the controller hands
            // them to the model in order, before the pause that isPaused() reports.
            for (int r = 0; r < model->rowCount() && target == kNoCandidate; ++r) {
                const Candidate& c = model->candidateAt(r);
                if (c.state == CandidateState::Accepted && c.override == OverrideKind::None &&
                    acceptedLeaf(c.id) != kNoCandidate)
                    target = c.id;
            }
            if (target != kNoCandidate) break;
            // Look again once the engine has changed something.
            QSignalSpy changed(controller, &ui::EngineController::candidatesChanged);
            controller->resume();
            QTRY_VERIFY_WITH_TIMEOUT(changed.count() > 0 || controller->isFinished(), 30000);
        }
        QVERIFY2(target != kNoCandidate, "no candidate accepted on forecast yet");
        QTableView* table = window.candidateTable();
        auto* proxy = qobject_cast<QSortFilterProxyModel*>(table->model());
        QVERIFY(proxy);
        const QModelIndex cell = proxy->mapFromSource(model->index(model->rowOf(target), ui::CandidateModel::ColState));
        table->scrollTo(cell);
        const QString measureText = chooseFromContextMenu(table->viewport(), table->visualRect(cell).center(),
                                                          QStringLiteral("actionMeasureNow"));
        QCOMPARE(measureText, QStringLiteral("Measure now"));
        QCOMPARE(window.selectedCandidate(), target); // the right click selected the row
        QTRY_COMPARE_WITH_TIMEOUT(int(model->candidate(target)->override), int(OverrideKind::MeasureNow), 10000);
        QCOMPARE(model->candidate(target)->state, CandidateState::Deferred);
        QVERIFY(model->candidate(target)->decision);
        QCOMPARE(model->candidate(target)->decision->reason, DecisionReason::Override);
        const int row = model->rowOf(target);
        QCOMPARE(model->index(row, ui::CandidateModel::ColOverride).data().toString(), QStringLiteral("measure now"));
        QCOMPARE(model->index(row, ui::CandidateModel::ColDecision).data().toString(),
                 QStringLiteral("defer (override)"));

        // "Expand from here" from the search tree's context menu, on the newest leaf (its
        // neighbours are the least likely to have been proposed already).
        const CandidateId leaf = acceptedLeaf(target);
        QVERIFY2(leaf != kNoCandidate, "no leaf accepted on forecast");
        ui::SearchTreeView* tree = window.searchTree();
        tree->layoutNow();
        tree->centerOnCandidate(leaf); // full size, in the middle of the view
        const auto nodePos = tree->widgetPosition(leaf);
        QVERIFY(nodePos);
        QCOMPARE(tree->candidateAt(*nodePos), leaf);
        const QString expandText = chooseFromContextMenu(tree, *nodePos, QStringLiteral("actionExpandFrom"));
        QCOMPARE(expandText, QStringLiteral("Expand from here"));
        QCOMPARE(window.selectedCandidate(), leaf);

        // The engine measures the target first, then expands the leaf.
        controller->resume();
        QTRY_VERIFY_WITH_TIMEOUT(model->candidate(target)->measurement.has_value(), 20000);
        QVERIFY(model->candidate(target)->state == CandidateState::Measured ||
                model->candidate(target)->state == CandidateState::Failed);
        QCOMPARE(int(model->candidate(target)->override), int(OverrideKind::MeasureNow));
        auto childrenOfLeaf = [&] {
            int n = 0;
            for (int r = 0; r < model->rowCount(); ++r) n += model->candidateAt(r).parent == leaf ? 1 : 0;
            return n;
        };
        QTRY_VERIFY_WITH_TIMEOUT(childrenOfLeaf() > 0, 20000);
        for (int r = 0; r < model->rowCount(); ++r)
            if (model->candidateAt(r).parent == leaf)
                QCOMPARE(model->candidateAt(r).depth, model->candidate(leaf)->depth + 1);

        controller->stop();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isFinished(), 20000);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
