// The lineage timeline: one lane per origin the session has, x in creation order (and in
// proportion to the creation time), a click selecting the candidate (in the main window:
// everywhere, as the tree does), labels with the id and what the candidate changed where
// the row leaves room, never overlapping, and the view following a growing session.
#include "core/session/LiveSession.h"
#include "core/session/SessionFactory.h"
#include "ui/base/LanguageSwitcher.h"
#include "ui/session/CandidateModel.h"
#include "ui/session/EngineController.h"
#include "ui/tree/LineageSummary.h"
#include "ui/tree/LineageTimelinePanel.h"
#include "ui/tree/LineageTimelinePainter.h"
#include "ui/tree/LineageTimelineView.h"
#include "ui/tree/SearchTreeView.h"
#include "ui/window/MainWindow.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QDockWidget>
#include <QFontMetricsF>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QWheelEvent>

#include <algorithm>
#include <map>
#include <random>
#include <set>

using namespace augur;
using P = ui::LineageTimelinePainter;

namespace {

ParameterSpace space() { return ParameterSpace({{"BLOCK", {64, 128, 256}}, {"VEC", {1, 2, 4}}}); }

Candidate make(CandidateId id, CandidateId parent, Origin origin, double t, Configuration config) {
    Candidate c;
    c.id = id;
    c.parent = parent;
    c.origin = origin;
    c.createdS = t;
    c.configuration = std::move(config);
    c.state = CandidateState::Accepted;
    BinProbs p{};
    p[4] = 1.0;
    c.forecast = Forecast::fromProbabilities(p);
    return c;
}

/// A session of every origin: the reference, 40 tuner children, 8 LLM candidates with their
/// idea in the plan's note, 2 engineer's kernels; creation times shuffled against the ids
/// (a late id may be created early), some of them equal (a burst).
std::vector<Candidate> mixedSession() {
    std::vector<Candidate> all;
    all.push_back(make(0, kNoCandidate, Origin::Reference, 0.0, {128, 1}));
    all.back().state = CandidateState::Measured;
    std::mt19937_64 rng(5);
    std::uniform_real_distribution<double> when(0.5, 60.0);
    for (CandidateId id = 1; id <= 40; ++id) {
        const CandidateId parent = id <= 4 ? 0 : CandidateId(rng() % std::uint64_t(id - 1)) + 1;
        Configuration cfg = all[std::size_t(parent)].configuration;
        cfg[std::size_t(id % 2)] = id % 2 ? double(1 << (id % 3)) : double(64 << (id % 3));
        all.push_back(make(id, parent, Origin::Tuner, id <= 8 ? 5.0 : when(rng), cfg)); // #1..#8: a burst at 5 s
    }
    for (CandidateId id = 41; id <= 48; ++id) {
        all.push_back(make(id, id - 30, Origin::Llm, when(rng), {256, 4}));
        all.back().launchesJson = R"({"note": "unroll the inner loop by )" + std::to_string(id) + R"("})";
    }
    for (CandidateId id = 49; id <= 50; ++id) {
        all.push_back(make(id, 0, Origin::User, when(rng), {}));
        all.back().source = "__global__ void k() {}";
    }
    return all;
}

void shown(ui::LineageTimelineView& view, const std::vector<Candidate>& all) {
    view.resize(900, 320);
    view.shareCandidates(&all);
    view.setParameterSpace(space());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.resetCandidates(all);
    view.layoutNow();
}

void wheel(QWidget& w, QPoint at, int notches) {
    for (int i = 0; i < notches; ++i) {
        QWheelEvent e(at, w.mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase,
                      false);
        QApplication::sendEvent(&w, &e);
    }
}

} // namespace

class TestLineageTimeline : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void oneLanePerOrigin() {
        const std::vector<Candidate> all = mixedSession();
        ui::LineageTimelineView view;
        shown(view, all);
        QCOMPARE(view.nodeCount(), int(all.size()));
        QCOMPARE(view.laneOrigins(),
                 (std::vector<Origin>{Origin::Reference, Origin::Tuner, Origin::Llm, Origin::User}));
        QVERIFY(view.laneRect(Origin::Dataset).isEmpty());
        // Lanes stack top to bottom without overlapping, and every node lies in its own.
        double bottom = ui::LineageTimelineView::kAxisHeight;
        for (Origin o : view.laneOrigins()) {
            const QRectF lane = view.laneRect(o);
            QVERIFY2(lane.top() >= bottom - 0.5, qPrintable(QString::number(lane.top())));
            QVERIFY(lane.height() >= P::kRowHeight);
            bottom = lane.bottom();
        }
        QVERIFY(bottom <= view.height() + 0.5);
        for (const Candidate& c : all) {
            const auto at = view.widgetPosition(c.id);
            QVERIFY(at);
            QVERIFY2(view.laneRect(c.origin).contains(*at), qPrintable(QStringLiteral("#%1").arg(c.id)));
            QCOMPARE(view.candidateAt(at->toPoint()), c.id);
        }
        // The burst at 5 s (#1..#8, created together) is stacked in rows, not piled up.
        std::set<int> ys;
        for (CandidateId id = 1; id <= 8; ++id) ys.insert(int(view.widgetPosition(id)->y()));
        QVERIFY2(ys.size() >= 3, qPrintable(QString::number(ys.size())));
    }

    void xFollowsCreationTime() {
        std::vector<Candidate> all = mixedSession();
        ui::LineageTimelineView view;
        shown(view, all);
        std::vector<const Candidate*> byTime;
        for (const Candidate& c : all) byTime.push_back(&c);
        std::sort(byTime.begin(), byTime.end(), [](auto* a, auto* b) { return a->createdS < b->createdS; });
        QVERIFY(byTime.front()->id == 0 && byTime.back()->id != CandidateId(all.size()) - 1); // not id order
        const double x0 = view.widgetPosition(byTime.front()->id)->x();
        const double x1 = view.widgetPosition(byTime.back()->id)->x();
        const double t0 = byTime.front()->createdS, t1 = byTime.back()->createdS;
        for (const Candidate* c : byTime) {
            const double x = view.widgetPosition(c->id)->x();
            // In proportion to the creation time (so also in creation order).
            QVERIFY(std::abs(x - (x0 + (x1 - x0) * (c->createdS - t0) / (t1 - t0))) < 0.5);
        }
        QVERIFY(x0 >= ui::LineageTimelineView::kHeaderWidth && x1 <= view.width());
        // The session grows: the view follows it, the order holds.
        std::vector<Candidate> more;
        for (CandidateId id = 51; id <= 70; ++id)
            more.push_back(make(id, id - 20, Origin::Tuner, 60.0 + double(id - 50), {64, 2}));
        all.insert(all.end(), more.begin(), more.end());
        view.updateCandidates(more);
        QVERIFY(view.layoutPending());
        QTRY_VERIFY(!view.layoutPending());
        QCOMPARE(view.nodeCount(), 71);
        for (CandidateId id = 52; id <= 70; ++id)
            QVERIFY(view.widgetPosition(id)->x() > view.widgetPosition(id - 1)->x());
        QVERIFY(view.widgetPosition(70)->x() <= view.width() && view.widgetPosition(0)->x() >= view.kHeaderWidth);
    }

    void clickSelects() {
        const std::vector<Candidate> all = mixedSession();
        ui::LineageTimelineView view;
        shown(view, all);
        QSignalSpy selected(&view, &ui::LineageTimelineView::candidateSelected);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.widgetPosition(44)->toPoint());
        QCOMPARE(selected.count(), 1);
        QCOMPARE(selected.at(0).at(0).toLongLong(), qint64(44));
        QCOMPARE(view.selectedCandidate(), CandidateId(44));
        // Between the lanes' nodes (the axis, the titles) a click selects nothing.
        QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(view.width() / 2, 5));
        QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(20, view.height() / 2));
        QCOMPARE(selected.count(), 1);
        // Selected from elsewhere: outlined, no signal.
        view.selectCandidate(3);
        QCOMPARE(view.selectedCandidate(), CandidateId(3));
        QCOMPARE(selected.count(), 1);
    }

    void labelsGiveIdAndChange() {
        const std::vector<Candidate> all = mixedSession();
        QCOMPARE(ui::LineageSummary::of(all[41], &all[11], space()), QStringLiteral("unroll the inner loop by 41"));
        QCOMPARE(ui::LineageSummary::of(all[49], &all[0], space()), QStringLiteral("own kernel"));
        Candidate child = all[1];
        child.configuration = {256, 4};
        QCOMPARE(ui::LineageSummary::of(child, &all[0], space()), QStringLiteral("BLOCK=256, VEC=4"));

        ui::LineageTimelineView view;
        shown(view, all);
        // The whole label: id, forecast (marked "~"), the LLM's idea.
        QVERIFY2(view.labelOf(41).startsWith(QStringLiteral("#41 ~")), qPrintable(view.labelOf(41)));
        QVERIFY(view.labelOf(41).endsWith(QStringLiteral("× unroll the inner loop by 41")));
        // Zoomed in on the LLM lane until its labels have room: the id, the speedup, the idea.
        const QPoint at = view.widgetPosition(41)->toPoint();
        int notches = 0;
        while (view.drawnLabelOf(41).isEmpty() && notches < 40) {
            wheel(view, at, 1);
            ++notches;
        }
        const QString drawn = view.drawnLabelOf(41);
        QVERIFY2(drawn.startsWith(QStringLiteral("#41")), qPrintable(drawn));
        wheel(view, at, 6);
        QVERIFY2(view.drawnLabelOf(41).contains(QStringLiteral("unroll")), qPrintable(view.drawnLabelOf(41)));
        // Labels in a row never run into the next node of the row.
        const QFontMetricsF metrics(P::labelFont(view.font()));
        std::map<std::pair<int, int>, std::vector<std::pair<double, QString>>> rows; // (lane y, row y) -> (x, label)
        int labelled = 0;
        for (const Candidate& c : all) {
            const auto p = view.widgetPosition(c.id);
            if (!p || p->x() < view.kHeaderWidth || p->x() > view.width()) continue;
            rows[{0, int(p->y())}].emplace_back(p->x(), view.drawnLabelOf(c.id));
        }
        for (auto& [key, nodes] : rows) {
            std::sort(nodes.begin(), nodes.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
            for (std::size_t k = 0; k + 1 < nodes.size(); ++k) {
                if (nodes[k].second.isEmpty()) continue;
                ++labelled;
                const double end = nodes[k].first + P::kNodeWidth / 2 + 3 + metrics.horizontalAdvance(nodes[k].second);
                QVERIFY2(end <= nodes[k + 1].first - P::kNodeWidth / 2 + 1,
                         qPrintable(QStringLiteral("%1 ends at %2, next node at %3")
                                        .arg(nodes[k].second)
                                        .arg(end)
                                        .arg(nodes[k + 1].first)));
            }
        }
        QVERIFY(labelled >= 1);
        // Labels carry ids wherever they are drawn.
        for (const Candidate& c : all)
            if (const QString t = view.drawnLabelOf(c.id); !t.isEmpty())
                QVERIFY2(t.startsWith(QStringLiteral("#%1").arg(c.id)), qPrintable(t));
    }

    void selectionSyncedInTheWindow() {
        SessionConfig config;
        config.datasetPath = AUGUR_SOURCE_DIR "/resources/datasets/h200/reduce_sum_f32.json.gz";
        config.maxMeasurements = 20;
        config.strategy = SearchStrategy::Puct;
        auto* controller = new ui::EngineController(LiveSession::create(config, ""));
        ui::MainWindow window(controller);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* panel = window.findChild<ui::LineageTimelinePanel*>();
        QVERIFY(panel);
        QDockWidget* dock = window.dockOf(panel);
        QVERIFY(dock);
        QCOMPARE(dock->objectName(), QStringLiteral("lineageDock"));
        dock->show();
        dock->raise();
        controller->start();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isFinished(), 60000);
        ui::LineageTimelineView* view = panel->view();
        QTRY_COMPARE_WITH_TIMEOUT(view->nodeCount(), window.candidateModel()->rowCount(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!view->layoutPending(), 5000);
        QCOMPARE(view->laneOrigins(), (std::vector<Origin>{Origin::Reference, Origin::Tuner}));

        // A click in the timeline selects the candidate in the whole window.
        CandidateId target = kNoCandidate;
        for (CandidateId id = view->nodeCount() - 1; id > 0 && target == kNoCandidate; --id)
            if (const auto p = view->widgetPosition(id); p && view->candidateAt(p->toPoint()) == id) target = id;
        QVERIFY(target != kNoCandidate);
        QTest::mouseClick(view, Qt::LeftButton, {}, view->widgetPosition(target)->toPoint());
        QCOMPARE(window.selectedCandidate(), target);
        QCOMPARE(window.searchTree()->selectedCandidate(), target);
        QCOMPARE(view->selectedCandidate(), target);
        // And a selection elsewhere (the tree, the table) shows in the timeline.
        window.userSelected(1);
        QCOMPARE(view->selectedCandidate(), CandidateId(1));
        QCOMPARE(window.searchTree()->selectedCandidate(), CandidateId(1));
    }

    /// AUGUR_SCREENSHOT_DIR=DIR saves the Lineage dock's panel on a real session (a PUCT run of
    /// Kernel Tuner's dedispersion space on the A100 when ../shared is there, else the H200
    /// SGEMM space), at 1366 and 1920 pixels wide, in English and Japanese:
    /// lineage-timeline-{1366,1920}-{en,ja}.png, zoomed on the best candidate, selected (its
    /// lineage drawn). Skipped without the variable.
    void pictures() {
        const QString dir = qEnvironmentVariable("AUGUR_SCREENSHOT_DIR");
        if (dir.isEmpty()) QSKIP("AUGUR_SCREENSHOT_DIR not set");
        SessionConfig config;
        config.datasetPath = QFileInfo::exists(QStringLiteral(AUGUR_SHARED_DATA "/dedispersion_A100_T4.json.gz"))
            ? AUGUR_SHARED_DATA "/dedispersion_A100_T4.json.gz"
            : AUGUR_SOURCE_DIR "/resources/datasets/h200/sgemm_f32_wide.json.gz";
        config.strategy = SearchStrategy::Puct;
        config.maxMeasurements = 120;
        config.measurementsPerStep = 1;
        config.childrenPerExpansion = 12;
        config.seed = 7;
        auto engine = SessionFactory::create(config, "");
        engine->run();
        engine->rethrowIfFailed();
        const std::vector<Candidate> all = engine->session().candidates();
        QVERIFY(all.size() >= 1000);
        CandidateId best = engine->session().stats().bestCandidate;
        for (const char* lang : {"en", "ja"}) {
            QVERIFY(ui::LanguageSwitcher::instance()->setLanguage(QString::fromLatin1(lang)));
            for (int width : {1366, 1920}) {
                ui::LineageTimelinePanel panel;
                panel.resize(width, width == 1366 ? 520 : 640);
                ui::LineageTimelineView* view = panel.view();
                view->shareCandidates(&all);
                view->setParameterSpace(engine->session().problem().space);
                panel.show();
                QVERIFY(QTest::qWaitForWindowExposed(&panel));
                view->resetCandidates(all);
                view->layoutNow();
                view->selectCandidate(best);
                // Zoomed on the best one, so that the labels around it have room.
                view->zoomBy(8.0, view->widgetPosition(best)->x());
                view->centreOn(best);
                QCoreApplication::processEvents();
                const QString path = QDir(dir).filePath(
                    QStringLiteral("lineage-timeline-%1-%2.png").arg(width).arg(QLatin1String(lang)));
                QVERIFY(panel.grab().save(path));
            }
        }
        QVERIFY(ui::LanguageSwitcher::instance()->setLanguage(QStringLiteral("en")));
    }
};

QTEST_MAIN(TestLineageTimeline)
#include "tst_lineage_timeline.moc"
