// The Parameters dock: speedup against each parameter's values (ParameterStripView) and the
// parameters ranked by eta squared (ParameterPanel). The strips on synthetic points (where
// each point lands, overlapping points drawn once, a click finds the point under it) and in
// the window on a replayed model session of the shipped H200 SGEMM space (measured and
// forecast points, the ranking against core's, a click on a point selecting its candidate
// in the table, the tree and the Kernel dock, a selection elsewhere ringed in the strips,
// the ranking's rows choosing the strips). AUGUR_SCREENSHOT_DIR=DIR saves pictures.
#include "core/analysis/ParameterSensitivity.h"
#include "core/session/LiveSession.h"
#include "ui/charts/ParameterStripView.h"
#include "ui/kernel/KernelPanel.h"
#include "ui/session/CandidateModel.h"
#include "ui/session/EngineController.h"
#include "ui/session/ParameterPanel.h"
#include "ui/tree/SearchTreeView.h"
#include "ui/window/MainWindow.h"

#include <QDockWidget>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTreeWidget>

#include <cmath>

using namespace augur;

namespace {

const std::string kDataset = std::string(AUGUR_SOURCE_DIR) + "/resources/datasets/h200/sgemm_f32_wide.json.gz";

void picture(QWidget* w, const QString& name) {
    const QString dir = qEnvironmentVariable("AUGUR_SCREENSHOT_DIR");
    if (dir.isEmpty()) return;
    QCoreApplication::processEvents();
    QVERIFY(w->grab().save(dir + QStringLiteral("/") + name + QStringLiteral(".png")));
}

/// `n` points over two parameters: A in {1, 2, 4} and B in {8, 16}, S = 2^(a_pos) · noise.
std::shared_ptr<ParameterPoints> syntheticPoints(int n, bool identical) {
    auto p = std::make_shared<ParameterPoints>();
    p->parameters = {{"A", {1, 2, 4}}, {"B", {8, 16}}};
    for (int i = 0; i < n; ++i) {
        p->ids.push_back(i);
        const std::uint16_t a = identical ? 0 : std::uint16_t(i % 3), b = identical ? 0 : std::uint16_t(i % 2);
        p->positions.insert(p->positions.end(), {a, b});
        p->log2Speedup.push_back(identical ? 0.5f : float(a) + 0.01f * float(i % 7));
        p->kinds.push_back(i % 4 == 3 ? PointKind::Forecast : PointKind::Measured);
    }
    return p;
}

} // namespace

class TestParameterView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    /// Each point lands in its value's band at its S; a click there finds it; the best
    /// measured point is known; a point clicked is selected and announced.
    void stripsPlaceAndFindPoints() {
        ui::ParameterStripView view;
        view.resize(700, 300);
        view.setPoints(syntheticPoints(60, false));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.best(), CandidateId(20)); // a = 2 and the largest noise, the first measured such
        int found = 0;
        for (CandidateId id = 0; id < 60; ++id) {
            const auto at = view.position(id, 0);
            if (!at) continue;
            ++found;
            QCOMPARE(view.candidateAt(*at), id);
            // A's bands are thirds of the strip: point id sits in band id % 3.
            const auto atB = view.position(id, 1);
            if (atB) QVERIFY(std::abs(at->y() - atB->y()) <= 1.0); // the same S in both strips
        }
        QVERIFY2(found >= 50, qPrintable(QString::number(found))); // a few may share a 2 × 2 cell
        const auto higher = view.position(59, 0), lower = view.position(0, 0); // a = 2 (S ≈ 4) and a = 0
        QVERIFY(higher && lower && higher->y() < lower->y() && higher->x() > lower->x());
        QSignalSpy spy(&view, &ui::ParameterStripView::candidateSelected);
        const auto target = view.position(10, 1);
        QVERIFY(target);
        QTest::mouseClick(&view, Qt::LeftButton, {}, target->toPoint());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toLongLong(), qint64(10));
        QCOMPARE(view.selected(), CandidateId(10));
        QCOMPARE(view.candidateAt(QPointF(2, 2)), kNoCandidate); // outside every strip
    }

    /// Points on the same pixel are drawn once: 20,000 identical points cost a handful of
    /// pixels per strip, and a measured point is never hidden under a forecast.
    void overlappingPointsDrawnOnce() {
        ui::ParameterStripView view;
        view.resize(600, 300);
        view.setPoints(syntheticPoints(20000, true));
        const int drawn = view.drawnPoints();
        // Jitter spreads the points over at most ±18 px of one band in each of 2 strips.
        QVERIFY2(drawn > 2 && drawn <= 2 * 20, qPrintable(QString::number(drawn)));
        view.setStrips({1});
        QCOMPARE(view.strips(), (std::vector<std::size_t>{1}));
        QVERIFY(view.drawnPoints() <= 20);
    }

    /// The window on a model session of the SGEMM space: its dock, the counts, the ranking,
    /// clicking a point selects the candidate everywhere.
    void clickSelectsEverywhere() {
        SessionConfig config;
        config.datasetPath = kDataset;
        config.maxMeasurements = 24;
        config.replayDelayMs = 0;
        config.seed = 5;
        auto* controller = new ui::EngineController(LiveSession::create(config, ""));
        ui::MainWindow window(controller);
        window.resize(1500, 950);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        controller->start();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isFinished(), 120000);
        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("parametersDock"));
        QVERIFY(dock);
        auto* panel = qobject_cast<ui::ParameterPanel*>(dock->widget());
        QVERIFY(panel);
        dock->show();
        dock->raise();
        panel->refreshNow();
        ui::ParameterStripView* view = panel->view();

        // Every candidate with a configuration is a point: measured ones solid, the rest forecast.
        std::size_t measured = 0, forecast = 0;
        for (const Candidate& c : window.candidateModel()->candidates()) {
            if (c.configuration.empty()) continue;
            if (c.measurement && c.measurement->ok())
                ++measured;
            else if (!c.measurement && c.forecast && c.state != CandidateState::Excluded)
                ++forecast;
        }
        QVERIFY(measured >= 20 && forecast > 0);
        QVERIFY2(panel->summaryText().startsWith(QStringLiteral("%1 configurations: %2 measured, %3 forecast")
                                                     .arg(measured + forecast)
                                                     .arg(measured)
                                                     .arg(forecast)),
                 qPrintable(panel->summaryText()));
        // The ranking is core's, most sensitive first, and every strip is shown in that order.
        const auto& ranking = panel->sensitivity();
        QCOMPARE(ranking.size(), std::size_t(5));
        QCOMPARE(panel->ranking()->topLevelItemCount(), 5);
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(panel->ranking()->topLevelItem(i)->text(0), QString::fromStdString(ranking[std::size_t(i)].name));
            QCOMPARE(view->strips()[std::size_t(i)], ranking[std::size_t(i)].parameter);
            if (i) QVERIFY(ranking[std::size_t(i - 1)].etaSquared >= ranking[std::size_t(i)].etaSquared);
        }
        picture(&window, QStringLiteral("parameter-view-window"));

        // A click on a measured point (not the one selected now) selects it in the window.
        CandidateId target = kNoCandidate;
        QPoint at;
        for (const Candidate& c : window.candidateModel()->candidates()) {
            if (!c.measurement || !c.measurement->ok() || c.configuration.empty() || c.id == window.selectedCandidate())
                continue;
            for (std::size_t p = 0; p < 5 && target == kNoCandidate; ++p)
                if (const auto pos = view->position(c.id, p); pos && view->candidateAt(*pos) == c.id) {
                    target = c.id;
                    at = pos->toPoint();
                }
            if (target != kNoCandidate) break;
        }
        QVERIFY(target != kNoCandidate);
        QTest::mouseClick(view, Qt::LeftButton, {}, at);
        QCOMPARE(window.selectedCandidate(), target);
        QCOMPARE(window.searchTree()->selectedCandidate(), target);
        QCOMPARE(window.kernelPanel()->shownId(), target);
        QTableView* table = window.candidateTable();
        QCOMPARE(table->currentIndex().data(ui::CandidateModel::CandidateIdRole).toLongLong(), qint64(target));
        QCOMPARE(view->selected(), target);

        // A selection made elsewhere is ringed in the strips.
        const CandidateId other = target == 1 ? 2 : 1;
        window.userSelected(other);
        QCOMPARE(view->selected(), other);

        // Rows of the ranking choose the strips, in ranking order; none selected shows all.
        panel->ranking()->topLevelItem(3)->setSelected(true);
        panel->ranking()->topLevelItem(1)->setSelected(true);
        QCOMPARE(view->strips(), (std::vector<std::size_t>{ranking[1].parameter, ranking[3].parameter}));
        panel->ranking()->clearSelection();
        QCOMPARE(view->strips().size(), std::size_t(5));
    }
};

QTEST_MAIN(TestParameterView)
#include "tst_parameter_view.moc"
