// The search tree at size: go to best (a failed candidate with a bogus speedup, an
// unmeasured one with a high forecast and an excluded one are never the best), the best
// path, search by id and by parameter value, collapsing and expanding subtrees, the node
// under the pointer held in place while 500 candidates arrive, labels drawn only where
// their box holds them, the miniature, and what a 5,000-node tree looks like from afar;
// in the main window, the keys of the dock and Collapse in the tree's context menu.
#include "core/session/LiveSession.h"
#include "ui/session/EngineController.h"
#include "ui/window/MainWindow.h"
#include "ui/tree/SearchTreePanel.h"
#include "ui/tree/SearchTreePainter.h"
#include "ui/tree/SearchTreeView.h"
#include "ui/base/StateStyle.h"

#include "tests/ui/ContextMenuChooser.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QImage>
#include <QLineEdit>
#include <QMenu>
#include <QStandardPaths>
#include <QTimer>
#include <QWheelEvent>
#include <QSignalSpy>
#include <QTest>

#include <random>

using namespace augur;
using augur::test::chooseFromContextMenu;

namespace {

/// BLOCK and VEC: the parameters the searches name.
ParameterSpace smallSpace() { return ParameterSpace({{"BLOCK", {64, 128, 256}}, {"VEC", {1, 2, 4}}}); }

Candidate node(CandidateId id, CandidateId parent, Configuration config = {}) {
    Candidate c;
    c.id = id;
    c.parent = parent;
    c.origin = parent == kNoCandidate ? Origin::Reference : Origin::Tuner;
    c.configuration = std::move(config);
    c.state = CandidateState::Accepted;
    BinProbs p{};
    p[3] = 1.0;
    c.forecast = Forecast::fromProbabilities(p);
    return c;
}

void measure(Candidate& c, double s, MeasurementStatus status = MeasurementStatus::Ok) {
    Measurement m;
    m.status = status;
    m.speedup = s;
    m.speedupLow = s * 0.98;
    m.speedupHigh = s * 1.02;
    c.measurement = m;
    c.state = status == MeasurementStatus::Ok ? CandidateState::Measured : CandidateState::Failed;
}

/// A small tree with known speedups. The best measured is #4 (2.5×, path 0 → 1 → 4);
/// #2 failed with a bogus 50×, #3 is unmeasured with a forecast of about 3.4×, #6 is an
/// excluded 3.0× and #7 a suspicious 4.0×: none of them may be chosen.
std::vector<Candidate> knownTree() {
    std::vector<Candidate> t;
    t.push_back(node(0, kNoCandidate, {64, 1}));
    measure(t.back(), 1.0);
    t.push_back(node(1, 0, {128, 1}));
    measure(t.back(), 1.5);
    t.push_back(node(2, 0, {256, 1}));
    measure(t.back(), 50.0, MeasurementStatus::WrongResult);
    t.push_back(node(3, 0, {64, 2}));
    BinProbs high{};
    high[6] = 1.0;
    t.back().forecast = Forecast::fromProbabilities(high);
    t.push_back(node(4, 1, {128, 4}));
    measure(t.back(), 2.5);
    t.push_back(node(5, 4, {128, 2}));
    measure(t.back(), 2.0);
    t.push_back(node(6, 1, {256, 4}));
    measure(t.back(), 3.0);
    t.back().state = CandidateState::Excluded;
    t.push_back(node(7, 2, {64, 4}));
    measure(t.back(), 4.0);
    t.back().measurement->suspicious = true;
    return t;
}

/// A tree grown like a search: parents mostly among the newest nodes, about 2% measured
/// (speedups drawn at random), the rest accepted on forecast.
std::vector<Candidate> grownTree(int n, std::uint64_t seed, int firstId = 0,
                                 const std::vector<Candidate>* onto = nullptr) {
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::vector<Candidate> out;
    const int existing = onto ? int(onto->size()) : 0;
    for (int i = 0; i < n; ++i) {
        const CandidateId id = firstId + i;
        if (id == 0) {
            out.push_back(node(0, kNoCandidate));
            measure(out.back(), 1.0);
            continue;
        }
        const int pool = existing + i;
        const int recent = std::min(pool, 400);
        const int parent = unit(rng) < 0.8 ? pool - 1 - int(unit(rng) * recent) : int(unit(rng) * pool);
        out.push_back(node(id, std::clamp(parent, 0, pool - 1)));
        if (unit(rng) < 0.02) measure(out.back(), 0.5 + 2.5 * unit(rng));
    }
    return out;
}

ui::SearchTreeView* shownView(ui::SearchTreeView& view, const std::vector<Candidate>& candidates) {
    view.resize(800, 330);
    view.show();
    view.resetCandidates(candidates);
    view.layoutNow();
    return &view;
}

} // namespace

class TestSearchTree : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void goToBestChoosesTheBestMeasured() {
        ui::SearchTreeView view;
        shownView(view, knownTree());
        QCOMPARE(view.bestCandidate(), CandidateId(4));
        QSignalSpy selected(&view, &ui::SearchTreeView::candidateSelected);
        view.goToBest();
        QCOMPARE(selected.count(), 1);
        QCOMPARE(selected.at(0).at(0).toLongLong(), qint64(4));
        QCOMPARE(view.selectedCandidate(), CandidateId(4));
        // Centred, at a zoom where its label is drawn.
        const QPoint at = *view.widgetPosition(4);
        QVERIFY((at - view.rect().center()).manhattanLength() <= 2);
        QVERIFY(view.labelDrawn(4));
        QCOMPARE(view.candidateAt(at), CandidateId(4));

        // The best path is exactly the best's ancestors and itself, root first.
        QCOMPARE(view.bestPath(), (std::vector<CandidateId>{0, 1, 4}));
        // It follows the session: a better grandchild takes over, then a re-measurement
        // that makes it worse hands the title back.
        Candidate better = node(8, 5, {128, 1});
        measure(better, 2.8);
        view.updateCandidates({better});
        QCOMPARE(view.bestCandidate(), CandidateId(8));
        QCOMPARE(view.bestPath(), (std::vector<CandidateId>{0, 1, 4, 5, 8}));
        measure(better, 0.9);
        view.updateCandidates({better});
        QCOMPARE(view.bestCandidate(), CandidateId(4));
        QCOMPARE(view.bestPath(), (std::vector<CandidateId>{0, 1, 4}));
    }

    void goToSelectedCentresTheSelection() {
        ui::SearchTreeView view;
        shownView(view, grownTree(2000, 3));
        view.selectCandidate(1500);
        QSignalSpy selected(&view, &ui::SearchTreeView::candidateSelected);
        view.goToSelected();
        QCOMPARE(selected.count(), 0); // the selection did not change
        QVERIFY((*view.widgetPosition(1500) - view.rect().center()).manhattanLength() <= 2);
        QVERIFY(view.labelDrawn(1500));
    }

    void searchFindsIdsAndParameterValues() {
        const std::vector<Candidate> tree = knownTree();
        ui::SearchTreePanel panel;
        panel.resize(900, 400);
        panel.shareCandidates(&tree);
        panel.setParameterSpace(smallSpace());
        panel.view()->resetCandidates(tree);
        panel.view()->layoutNow();
        auto find = [&](const QString& text) {
            panel.searchField()->setText(text);
            return panel.matches();
        };
        QCOMPARE(find(QStringLiteral("#3")), (std::vector<CandidateId>{3}));
        QCOMPARE(find(QStringLiteral("5")), (std::vector<CandidateId>{5}));
        QCOMPARE(find(QStringLiteral("#99")), std::vector<CandidateId>{});
        QCOMPARE(panel.matchText(), QStringLiteral("no match"));
        QCOMPARE(find(QStringLiteral("BLOCK=128")), (std::vector<CandidateId>{1, 4, 5}));
        QCOMPARE(panel.matchText(), QStringLiteral("3 matches"));
        QCOMPARE(find(QStringLiteral("block=128, vec=4")), (std::vector<CandidateId>{4}));
        QCOMPARE(find(QStringLiteral("VEC=4")), (std::vector<CandidateId>{4, 6, 7}));
        // An exact name wants the exact value; a piece of "name=value" matches as a piece.
        QCOMPARE(find(QStringLiteral("BLOCK=12")), std::vector<CandidateId>{});
        QCOMPARE(find(QStringLiteral("LOCK=25")), (std::vector<CandidateId>{2, 6}));
        QCOMPARE(find(QStringLiteral("WARPS=2")), std::vector<CandidateId>{});

        // Enter goes to each match in turn, selecting it for the whole window.
        find(QStringLiteral("BLOCK=128"));
        QSignalSpy selected(panel.view(), &ui::SearchTreeView::candidateSelected);
        QTest::keyClick(panel.searchField(), Qt::Key_Return);
        QCOMPARE(panel.matchText(), QStringLiteral("1 of 3 matches"));
        QCOMPARE(panel.view()->selectedCandidate(), CandidateId(1));
        QTest::keyClick(panel.searchField(), Qt::Key_Return);
        QTest::keyClick(panel.searchField(), Qt::Key_Return);
        QCOMPARE(panel.matchText(), QStringLiteral("3 of 3 matches"));
        QCOMPARE(panel.view()->selectedCandidate(), CandidateId(5));
        QCOMPARE(selected.count(), 3);
        QCOMPARE(selected.at(2).at(0).toLongLong(), qint64(5));
        QVERIFY((*panel.view()->widgetPosition(5) - panel.view()->rect().center()).manhattanLength() <= 2);
        QTest::keyClick(panel.searchField(), Qt::Key_Return); // wraps around
        QCOMPARE(panel.matchText(), QStringLiteral("1 of 3 matches"));
        panel.nextMatch(-1);
        QCOMPARE(panel.matchText(), QStringLiteral("3 of 3 matches"));
        panel.show(); // keys reach actions of a window on screen
        QApplication::setActiveWindow(&panel);
        panel.searchField()->setFocus();
        QTest::keyClick(panel.searchField(), Qt::Key_Escape); // empties the field
        QCOMPARE(panel.searchField()->text(), QString());
        QCOMPARE(panel.matchText(), QString());
        QVERIFY(panel.matches().empty());
    }

    void collapseHidesExactlyTheDescendants() {
        ui::SearchTreeView view;
        const std::vector<Candidate> tree = grownTree(3000, 5);
        shownView(view, tree);
        // A node with a deep subtree: the one with the most descendants below the root's children.
        std::vector<int> below(tree.size(), 0);
        for (auto i = std::ptrdiff_t(tree.size()) - 1; i > 0; --i)
            below[std::size_t(tree[std::size_t(i)].parent)] += below[std::size_t(i)] + 1;
        CandidateId folded = 1;
        for (CandidateId id = 1; id < CandidateId(tree.size()); ++id)
            if (tree[std::size_t(id)].parent != 0 && below[std::size_t(id)] > below[std::size_t(folded)] &&
                below[std::size_t(id)] < 1000)
                folded = id;
        const int hidden = below[std::size_t(folded)];
        QVERIFY(hidden > 20);
        std::vector<char> inside(tree.size(), 0);
        for (const Candidate& c : tree)
            if (c.parent != kNoCandidate && (c.parent == folded || inside[std::size_t(c.parent)]))
                inside[std::size_t(c.id)] = 1;
        QCOMPARE(int(std::count(inside.begin(), inside.end(), 1)), hidden);

        view.centerOnCandidate(folded);
        const QPoint foldedAt = *view.widgetPosition(folded);
        // A hidden node on screen before folding, and where it was.
        CandidateId victim = kNoCandidate;
        for (CandidateId id = 0; id < CandidateId(tree.size()) && victim == kNoCandidate; ++id)
            if (inside[std::size_t(id)] && view.rect().contains(*view.widgetPosition(id))) victim = id;
        QVERIFY(victim != kNoCandidate);
        const QPoint victimAt = *view.widgetPosition(victim);
        QCOMPARE(view.candidateAt(victimAt), victim);

        view.setCollapsed(folded, true);
        QVERIFY(view.isCollapsed(folded));
        QCOMPARE(view.hiddenUnder(folded), hidden);
        QVERIFY(view.toolTipOf(folded).endsWith(
            QStringLiteral("%1 nodes collapsed into it (double-click or + expands them)").arg(hidden)));
        QCOMPARE(view.nodeCount(), int(tree.size()));
        QCOMPARE(view.visibleNodeCount(), int(tree.size()) - hidden);
        for (const Candidate& c : tree) QCOMPARE(view.widgetPosition(c.id).has_value(), !inside[std::size_t(c.id)]);
        QVERIFY(view.candidateAt(victimAt) != victim);
        QCOMPARE(*view.widgetPosition(folded), foldedAt); // the folded node stays put
        // A leaf has nothing to fold; the view says so by not changing.
        CandidateId leaf = CandidateId(tree.size()) - 1;
        while (view.hasChildren(leaf) || inside[std::size_t(leaf)]) --leaf;
        view.setCollapsed(leaf, true);
        QVERIFY(!view.isCollapsed(leaf));

        view.setCollapsed(folded, false);
        QCOMPARE(view.visibleNodeCount(), int(tree.size()));
        QCOMPARE(view.hiddenUnder(folded), 0);
        QCOMPARE(view.candidateAt(victimAt), victim);

        // Expand all unfolds nested folds; selecting a hidden node unfolds its ancestors.
        view.setCollapsed(tree[std::size_t(folded)].parent, true);
        view.setCollapsed(folded, true);
        QVERIFY(view.visibleNodeCount() < int(tree.size()) - hidden);
        view.expandAll();
        QCOMPARE(view.visibleNodeCount(), int(tree.size()));
        view.setCollapsed(folded, true);
        view.selectCandidate(victim);
        QVERIFY(!view.isCollapsed(folded));
        QVERIFY(view.widgetPosition(victim).has_value());
    }

    void collapseFromThePanelActions() {
        const std::vector<Candidate> tree = knownTree();
        ui::SearchTreePanel panel;
        panel.shareCandidates(&tree);
        panel.view()->resetCandidates(tree);
        panel.view()->layoutNow();
        const QList<QAction*> actions = panel.nodeActions();
        QCOMPARE(actions.size(), 3);
        panel.view()->selectCandidate(1);
        QVERIFY(actions[0]->isEnabled());
        QVERIFY(!actions[1]->isEnabled());
        actions[0]->trigger();
        QCOMPARE(panel.view()->hiddenUnder(1), 3); // #4, #5, #6
        QVERIFY(!actions[0]->isEnabled());
        QVERIFY(actions[1]->isEnabled());
        actions[1]->trigger();
        QCOMPARE(panel.view()->visibleNodeCount(), int(tree.size()));
        panel.view()->selectCandidate(5); // a leaf
        QVERIFY(!actions[0]->isEnabled());
        QVERIFY(!actions[1]->isEnabled());
    }

    void nodeUnderThePointerStaysPut() {
        ui::SearchTreeView view;
        std::vector<Candidate> tree = grownTree(3000, 11);
        shownView(view, tree);
        view.centerOnCandidate(2000);
        const QPoint at = *view.widgetPosition(2000);
        QTest::mouseMove(&view, at);
        QCOMPARE(view.candidateAt(at), CandidateId(2000));
        const QPointF sceneBefore = *view.nodePosition(2000);

        const std::vector<Candidate> more = grownTree(500, 12, int(tree.size()), &tree);
        view.updateCandidates(more);
        view.layoutNow();
        QCOMPARE(view.nodeCount(), 3500);
        // The tree did move under it (new nodes before it in its layer), the view followed.
        QVERIFY(*view.nodePosition(2000) != sceneBefore);
        const QPoint after = *view.widgetPosition(2000);
        QVERIFY2(
            (after - at).manhattanLength() <= 1,
            qPrintable(
                QStringLiteral("moved to %1,%2 from %3,%4").arg(after.x()).arg(after.y()).arg(at.x()).arg(at.y())));
        QCOMPARE(view.candidateAt(at), CandidateId(2000));

        // Without the pointer, the selected node is the one that stays.
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(&view, &leave);
        view.selectCandidate(1200);
        view.centerOnCandidate(1200);
        const QPoint selectedAt = *view.widgetPosition(1200);
        tree.insert(tree.end(), more.begin(), more.end());
        view.updateCandidates(grownTree(500, 13, int(tree.size()), &tree));
        view.layoutNow();
        QVERIFY((*view.widgetPosition(1200) - selectedAt).manhattanLength() <= 1);
    }

    void labelsOnlyWhereTheyFit() {
        ui::SearchTreeView view;
        const std::vector<Candidate> tree = grownTree(5000, 7);
        shownView(view, tree);
        view.fitAll();
        QCOMPARE(view.visibleNodeCount(), 5000);
        // Fit: every box is a few pixels wide, no label.
        const double boxWidth = ui::SearchTreeLayout::kWidth * view.scale().x();
        QVERIFY2(boxWidth < 10, qPrintable(QString::number(boxWidth)));
        for (const Candidate& c : tree) QVERIFY(!view.labelDrawn(c.id));
        QVERIFY(!view.minimapShown()); // the whole tree is in view
        // Not a grey mass: the nodes' colours make up a real share of the picture.
        const QImage far = view.grab().toImage();
        const QRgb accepted = ui::StateStyle::color(CandidateState::Accepted).rgb();
        qint64 coloured = 0;
        for (int y = 0; y < far.height(); ++y)
            for (int x = 0; x < far.width(); ++x) coloured += far.pixel(x, y) == accepted ? 1 : 0;
        QVERIFY2(coloured > qint64(far.width()) * far.height() / 50, qPrintable(QString::number(coloured)));

        // The wheel brings labels back within a few notches of Fit (zooming around the pointer).
        const QPoint middle = view.rect().center();
        int notches = 0;
        auto labelled = [&] {
            for (const Candidate& c : tree)
                if (view.labelDrawn(c.id)) return true;
            return false;
        };
        while (!labelled() && notches < 30) {
            QWheelEvent wheel(middle, view.mapToGlobal(middle), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                              Qt::NoScrollPhase, false);
            QApplication::sendEvent(&view, &wheel);
            ++notches;
        }
        QVERIFY2(notches <= 10, qPrintable(QString::number(notches)));
        QVERIFY(view.minimapShown());

        // Close up: every node whose box is on screen has its label, and no two labels overlap.
        view.goToBest();
        const ui::SearchTreePainter::LabelStyle style = view.labelStyle();
        const QFontMetricsF metrics(style.font);
        std::vector<QRectF> drawn;
        for (const Candidate& c : tree) {
            const auto p = view.widgetPosition(c.id);
            if (!p || !view.rect().adjusted(30, 12, -30, -12).contains(*p)) continue;
            QVERIFY(view.labelDrawn(c.id));
            const QStringList lines = view.drawnLabelOf(c.id).split(QLatin1Char('\n'));
            double w = 0;
            for (const QString& line : lines) w = std::max(w, metrics.horizontalAdvance(line));
            const double h = metrics.height() * lines.size();
            drawn.emplace_back(p->x() - w / 2, p->y() - h / 2, w, h);
        }
        QVERIFY(drawn.size() >= 5);
        for (std::size_t i = 0; i < drawn.size(); ++i)
            for (std::size_t j = i + 1; j < drawn.size(); ++j) QVERIFY(!drawn[i].intersects(drawn[j]));
    }

    // Forecast nodes follow the measured nodes' rule: at every zoom from Fit inwards, either
    // every node in view is labelled or none is; a forecast's label says it is one ("~"),
    // and labels carry the id as soon as the boxes have room for it.
    void forecastsLabelledLikeMeasuredNodes() {
        ui::SearchTreeView view;
        const std::vector<Candidate> tree = grownTree(1500, 21);
        shownView(view, tree);
        view.goToBest(); // zooms to full size at the best: measured nodes around it
        view.fitAll();
        const QPoint middle = view.rect().center();
        bool sawValueOnly = false, sawId = false;
        for (int notch = 0; notch < 24; ++notch) {
            int measured = 0, forecast = 0, labelledMeasured = 0, labelledForecast = 0;
            for (const Candidate& c : tree) {
                const auto p = view.widgetPosition(c.id);
                if (!p || !view.rect().adjusted(40, 20, -40, -20).contains(*p)) continue;
                const bool isForecast = !c.measurement;
                const bool labelled = view.labelDrawn(c.id);
                (isForecast ? forecast : measured) += 1;
                (isForecast ? labelledForecast : labelledMeasured) += labelled ? 1 : 0;
                if (!labelled) continue;
                const QString text = view.drawnLabelOf(c.id);
                if (isForecast) QVERIFY2(text.contains(QStringLiteral("~")), qPrintable(text));
                const bool withId = text.startsWith(QStringLiteral("#%1").arg(c.id));
                sawId = sawId || withId;
                sawValueOnly = sawValueOnly || !withId;
            }
            // One rule: a forecast is labelled exactly where a measured node is.
            if (measured > 0 && forecast > 0)
                QVERIFY2((labelledMeasured == 0) == (labelledForecast == 0) && labelledMeasured % measured == 0 &&
                             labelledForecast % forecast == 0,
                         qPrintable(QStringLiteral("notch %1: %2/%3 measured, %4/%5 forecasts labelled")
                                        .arg(notch)
                                        .arg(labelledMeasured)
                                        .arg(measured)
                                        .arg(labelledForecast)
                                        .arg(forecast)));
            QWheelEvent wheel(middle, view.mapToGlobal(middle), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                              Qt::NoScrollPhase, false);
            QApplication::sendEvent(&view, &wheel);
        }
        QVERIFY(sawId);
        // At full size (Go to best) every label has its id, and a forecast's box shows ink.
        view.fitAll();
        view.goToBest();
        QCOMPARE(view.scale(), QPointF(1.0, 1.0));
        QCOMPARE(
            view.drawnLabelOf(view.bestCandidate()).section(QLatin1Char('\n'), 0, 0).split(QLatin1Char(' ')).first(),
            QStringLiteral("#%1").arg(view.bestCandidate()));
        const QImage frame = view.grab().toImage();
        int checked = 0;
        for (const Candidate& c : tree) {
            const auto p = view.widgetPosition(c.id);
            if (c.measurement || !p || !view.rect().adjusted(40, 30, -40, -30).contains(*p) ||
                view.minimapRect().adjusted(-40, -30, 40, 30).contains(*p))
                continue;
            QVERIFY(view.drawnLabelOf(c.id).startsWith(QStringLiteral("#%1").arg(c.id)));
            const QSizeF box(ui::SearchTreeLayout::kWidth * view.scale().x(),
                             ui::SearchTreeLayout::kHeight * view.scale().y());
            const QRect inside =
                QRectF(QPointF(*p) - QPointF(box.width() / 2, box.height() / 2), box).toRect().adjusted(4, 4, -4, -4);
            int ink = 0;
            for (int y = inside.top(); y <= inside.bottom(); ++y)
                for (int x = inside.left(); x <= inside.right(); ++x) ink += qGray(frame.pixel(x, y)) < 110 ? 1 : 0;
            QVERIFY2(ink >= 15, qPrintable(QStringLiteral("#%1: %2 ink pixels").arg(c.id).arg(ink)));
            ++checked;
        }
        QVERIFY(checked >= 3);
    }

    // The "+N" badge of a collapsed node is as large as text (at least 16 px high), at full
    // size and from afar, and a click on it expands the node.
    void collapseBadgeIsReadableAndClickable() {
        ui::SearchTreeView view;
        const std::vector<Candidate> tree = grownTree(3000, 5);
        shownView(view, tree);
        CandidateId folded = 1;
        while (!view.hasChildren(folded) || tree[std::size_t(folded)].parent != 0) ++folded;
        view.setCollapsed(folded, true);
        const int hidden = view.hiddenUnder(folded);
        QVERIFY(hidden > 0);
        for (bool far : {false, true}) {
            if (far)
                view.fitAll();
            else
                view.centerOnCandidate(folded);
            const auto badge = view.badgeRect(folded);
            QVERIFY(badge);
            QVERIFY2(badge->height() >= 16.0, qPrintable(QString::number(badge->height())));
            const QFontMetricsF metrics(ui::SearchTreePainter::badgeFont(view.font()));
            QVERIFY(badge->width() >= metrics.horizontalAdvance(QStringLiteral("+%1").arg(hidden)));
            QVERIFY(metrics.height() >= 12.0);
            QCOMPARE(view.badgeAt(badge->center().toPoint()), folded);
            QCOMPARE(view.badgeAt(badge->topLeft().toPoint() + QPoint(2, 2)), folded);
            QVERIFY(view.toolTipOf(folded).contains(QString::number(hidden)));
        }
        // Drawn: the badge's colour fills most of its rectangle.
        view.centerOnCandidate(folded);
        const QRectF at = *view.badgeRect(folded);
        QVERIFY(view.rect().contains(at.toRect()));
        const QImage frame = view.grab().toImage();
        int dark = 0;
        for (int y = int(at.top()) + 2; y < int(at.bottom()) - 2; ++y)
            for (int x = int(at.left()) + 6; x < int(at.right()) - 6; ++x)
                dark += qGray(frame.pixel(x, y)) < 140 ? 1 : 0;
        QVERIFY2(dark > int((at.width() - 12) * (at.height() - 4) / 3), qPrintable(QString::number(dark)));
        QSignalSpy selected(&view, &ui::SearchTreeView::candidateSelected);
        QTest::mouseClick(&view, Qt::LeftButton, {}, at.center().toPoint());
        QVERIFY(!view.isCollapsed(folded));
        QCOMPARE(view.visibleNodeCount(), int(tree.size()));
        QVERIFY(!view.badgeRect(folded));
        QCOMPARE(selected.count(), 1);
        QCOMPARE(view.selectedCandidate(), folded);
    }

    void minimapShowsAndMovesTheView() {
        ui::SearchTreeView view;
        shownView(view, grownTree(5000, 9));
        view.goToBest();
        QVERIFY(view.minimapShown());
        const QRect map = view.minimapRect();
        QVERIFY(view.rect().contains(map));
        // Frames reuse the picture: it is redrawn after a layout tick, not per frame.
        view.repaint();
        const int rebuilds = view.minimapRebuilds();
        for (int i = 0; i < 10; ++i) view.repaint();
        QCOMPARE(view.minimapRebuilds(), rebuilds);
        // A click at the miniature's left edge brings the tree's left end (the root) into view.
        QSignalSpy selected(&view, &ui::SearchTreeView::candidateSelected);
        const QPoint rootAt = *view.widgetPosition(0);
        QVERIFY(!view.rect().contains(rootAt));
        QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(map.left() + 1, map.top() + 1));
        QVERIFY(view.rect().contains(*view.widgetPosition(0)));
        QCOMPARE(selected.count(), 0); // moving the view selects nothing
        QCOMPARE(view.candidateAt(map.center()), kNoCandidate);
    }

    void keysAndContextMenuInTheWindow() {
        SessionConfig config;
        config.datasetPath = AUGUR_SOURCE_DIR "/resources/datasets/h200/reduce_sum_f32.json.gz";
        config.maxMeasurements = 30;
        config.strategy = SearchStrategy::Puct;
        auto* controller = new ui::EngineController(LiveSession::create(config, ""));
        ui::MainWindow window(controller);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        controller->start();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isFinished(), 60000);
        ui::SearchTreeView* tree = window.searchTree();
        QTRY_VERIFY_WITH_TIMEOUT(!tree->layoutPending(), 5000);
        QVERIFY(tree->nodeCount() > 30);
        const CandidateId best = tree->bestCandidate();
        QCOMPARE(best, controller->stats().bestCandidate);

        // B in the dock: the best is selected in the whole window.
        window.userSelected(0);
        QApplication::setActiveWindow(&window);
        tree->setFocus();
        QTest::keyClick(tree, Qt::Key_B);
        QCOMPARE(window.selectedCandidate(), best);
        QCOMPARE(tree->selectedCandidate(), best);

        // Collapse from the tree's context menu, on the root: everything else folds into it.
        tree->centerOnCandidate(0);
        const QPoint root = *tree->widgetPosition(0);
        QCOMPARE(chooseFromContextMenu(tree, root, QStringLiteral("actionTreeCollapse")),
                 QStringLiteral("Collapse subtree"));
        QCOMPARE(tree->hiddenUnder(0), tree->nodeCount() - 1);
        QCOMPARE(tree->visibleNodeCount(), 1);
        // Once collapsed, the menu offers Expand and no longer Collapse.
        QCOMPARE(chooseFromContextMenu(tree, root, QStringLiteral("actionTreeCollapse")), QString());
        QCOMPARE(chooseFromContextMenu(tree, root, QStringLiteral("actionTreeExpand")),
                 QStringLiteral("Expand subtree"));
        QCOMPARE(tree->visibleNodeCount(), tree->nodeCount());
    }
};

QTEST_MAIN(TestSearchTree)
#include "tst_search_tree.moc"
