// The main window on a laptop and on a desktop screen, offscreen: two screens side by side,
// 1366×768 (primary) and 1920×1080. The window opens inside the screen with its status bar,
// dock tab bars and deferral slider on it (in English, Japanese and Spanish); it never opens
// larger than the screen; it restores the geometry and layout it closed with; the layout
// presets arrange the docks as they say; the candidate table keeps Id and State in sight
// when it scrolls sideways and shows Decision and Override at common widths; no dock tab
// title and no column header is cut to "…". Sessions replay the project's H200
// reduce_sum_f32 dataset. With AUGUR_SCREENSHOT_DIR=DIR, pictures of every arrangement.
#include "core/session/LiveSession.h"
#include "ui/base/LanguageSwitcher.h"
#include "ui/charts/BinHistogram.h"
#include "ui/session/CandidateModel.h"
#include "ui/session/CandidateTableView.h"
#include "ui/session/EngineController.h"
#include "ui/window/LayoutPreset.h"
#include "ui/window/MainWindow.h"
#include "ui/window/SessionStatus.h"
#include "ui/window/WindowLayout.h"

#include <QAction>
#include <QFontMetricsF>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace augur;
using ui::LayoutPreset;

namespace {

const QRect kLaptop(0, 0, 1366, 768);
const QRect kDesktop(1366, 0, 1920, 1080);

/// A window on a finished replay of 15 measurements (every dock has its content).
std::unique_ptr<ui::MainWindow> openWindow() {
    SessionConfig config;
    config.datasetPath = AUGUR_SOURCE_DIR "/resources/datasets/h200/reduce_sum_f32.json.gz";
    config.maxMeasurements = 15;
    config.replayDelayMs = 0;
    auto* controller = new ui::EngineController(LiveSession::create(config, ""));
    auto window = std::make_unique<ui::MainWindow>(controller);
    controller->start();
    return window;
}

/// Shows `window` and waits for its session to finish.
void showAndSettle(ui::MainWindow& window) {
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY_WITH_TIMEOUT(window.controller()->isFinished(), 60000);
    QTRY_VERIFY(window.candidateModel()->rowCount() > 10);
}

#define SHOW_AND_SETTLE(window)                                                                                        \
    do {                                                                                                               \
        showAndSettle(window);                                                                                         \
        if (QTest::currentTestFailed()) return;                                                                        \
    } while (false)

/// Places `window` as it opens first on `screen` (available geometry), docks in `preset`.
void placeOn(ui::MainWindow& window, const QRect& screen, LayoutPreset preset) {
    ui::placeForFirstStart(window, screen, preset);
}

QString describe(const QRect& r) {
    return QStringLiteral("%1x%2%3%4%5%6")
        .arg(r.width())
        .arg(r.height())
        .arg(r.x() < 0 ? "" : "+")
        .arg(r.x())
        .arg(r.y() < 0 ? "" : "+")
        .arg(r.y());
}

QRect globalRect(const QWidget* w) { return QRect(w->mapToGlobal(QPoint(0, 0)), w->size()); }

/// The dock tab bars of the window that are on screen.
QList<QTabBar*> dockTabBars(const QMainWindow& window) {
    QList<QTabBar*> bars;
    for (QTabBar* bar : window.findChildren<QTabBar*>(QString(), Qt::FindDirectChildrenOnly))
        if (bar->isVisible() && bar->count() > 0) bars << bar;
    return bars;
}

/// Docks of which some part is on screen (the front tab of a group, or alone).
QList<QDockWidget*> shownDocks(const QMainWindow& window) {
    QList<QDockWidget*> docks;
    for (QDockWidget* d : window.findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly))
        if (d->isVisible() && !d->visibleRegion().isEmpty()) docks << d;
    return docks;
}

QDockWidget* dock(const QMainWindow& window, const char* name) {
    return window.findChild<QDockWidget*>(QString::fromLatin1(name), Qt::FindDirectChildrenOnly);
}

int area(const QWidget* w) { return w->width() * w->height(); }

/// Width (px) of a tab with `text` and nothing cut, as the style draws it.
int wholeTabWidth(const QString& text) {
    QTabBar probe;
    probe.addTab(text);
    return probe.sizeHint().width();
}

void setLanguage(const QString& lang) { QVERIFY(ui::LanguageSwitcher::instance()->setLanguage(lang)); }

/// Every tab title of `window` whole, and every shown column header of its table.
void checkNothingElided(const ui::MainWindow& window, const QString& where) {
    for (const QTabBar* bar : dockTabBars(window))
        for (int i = 0; i < bar->count(); ++i) {
            const QString what = QStringLiteral("%1: tab \"%2\" %3 px of %4, bar %5 px")
                                     .arg(where, bar->tabText(i))
                                     .arg(bar->tabRect(i).width())
                                     .arg(wholeTabWidth(bar->tabText(i)))
                                     .arg(bar->width());
            QVERIFY2(bar->tabRect(i).width() >= wholeTabWidth(bar->tabText(i)), qPrintable(what));
            QVERIFY2(bar->rect().contains(bar->tabRect(i)), qPrintable(what));
        }
    const QHeaderView* header = window.candidateTable()->horizontalHeader();
    for (int c = 0; c < header->count(); ++c) {
        if (header->isSectionHidden(c) || c == header->logicalIndex(header->count() - 1)) continue;
        QVERIFY2(header->sectionSize(c) >= header->sectionSizeHint(c),
                 qPrintable(QStringLiteral("%1: column \"%2\" %3 px, its header needs %4")
                                .arg(where, header->model()->headerData(c, Qt::Horizontal).toString())
                                .arg(header->sectionSize(c))
                                .arg(header->sectionSizeHint(c))));
    }
}

void saveShot(QWidget& window, const QString& name) {
    const QString dir = qEnvironmentVariable("AUGUR_SCREENSHOT_DIR");
    if (!dir.isEmpty()) QVERIFY(window.grab().save(QStringLiteral("%1/%2.png").arg(dir, name)));
}

} // namespace

class TestWindowFit : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("AugurTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_window_fit"));
        QSettings().remove(QStringLiteral("mainWindow"));
        const QList<QScreen*> screens = QGuiApplication::screens();
        QCOMPARE(screens.size(), 2);
        QCOMPARE(QGuiApplication::primaryScreen()->availableGeometry(), kLaptop);
        QVERIFY(screens[0]->availableGeometry() == kDesktop || screens[1]->availableGeometry() == kDesktop);
    }
    void cleanup() { setLanguage(QStringLiteral("en")); }

    /// The Forecast dock's "measured" marker label at the histogram's least size, on every
    /// bin and in every language: whole (as wide as its text, wider than a bin) and inside
    /// the chart, even on the first and last bins.
    void histogramMeasuredLabelWhole_data() { opensInsideTheLaptopScreen_data(); }
    void histogramMeasuredLabelWhole() {
        QFETCH(QString, lang);
        setLanguage(lang);
        ui::BinHistogram h;
        h.resize(h.minimumSizeHint());
        BinProbs p{};
        p.fill(1.0 / 8);
        const QString text = QCoreApplication::translate("augur::ui::BinHistogram", "measured");
        QVERIFY(lang == QStringLiteral("en") || text != QStringLiteral("measured"));
        QFont small = h.font();
        small.setPointSizeF(std::max(7.0, small.pointSizeF() - 1.5));
        const double textWidth = QFontMetricsF(small).horizontalAdvance(text);
        for (int bin = 1; bin <= 8; ++bin) {
            h.setDistribution(p, 3, bin);
            const QRectF r = h.measuredLabelRect();
            QVERIFY2(QRectF(h.rect()).contains(r),
                     qPrintable(QStringLiteral("bin %1: %2 px at %3 in %4 px")
                                    .arg(bin)
                                    .arg(r.width())
                                    .arg(r.left())
                                    .arg(h.width())));
            QVERIFY(r.width() >= textWidth);
        }
        QVERIFY(textWidth > h.width() / 8.0 - 12.0 || lang == QStringLiteral("en")); // wider than a bin's slot
        QVERIFY(!h.grab().isNull());
        if (const QString dir = qEnvironmentVariable("AUGUR_SCREENSHOT_DIR"); !dir.isEmpty())
            QVERIFY(h.grab().save(dir + QStringLiteral("/histogram-measured-last-bin-%1.png").arg(lang)));
    }

    void opensInsideTheLaptopScreen_data() {
        QTest::addColumn<QString>("lang");
        for (const char* lang : {"en", "ja", "es"}) QTest::newRow(lang) << QString::fromLatin1(lang);
    }

    /// First start on 1366×768: frame, status bar, every dock, tab bar and the deferral
    /// slider inside the screen, and docks that need no more room than the screen has.
    void opensInsideTheLaptopScreen() {
        QFETCH(QString, lang);
        setLanguage(lang);
        auto window = openWindow();
        SHOW_AND_SETTLE(*window);
        const QRect screen = window->screen()->availableGeometry();
        QCOMPARE(screen, kLaptop);
        QVERIFY2(screen.contains(window->frameGeometry()), qPrintable(describe(window->frameGeometry())));
        const QSize least = window->minimumSizeHint();
        QVERIFY2(least.width() <= screen.width() && least.height() <= screen.height(),
                 qPrintable(QStringLiteral("docks need %1x%2").arg(least.width()).arg(least.height())));
        QVERIFY(screen.contains(globalRect(window->statusBar())));
        QVERIFY(window->statusBar()->isVisible());
        const QList<QTabBar*> bars = dockTabBars(*window);
        QVERIFY(bars.size() >= 3); // the narrow Standard layout has three tab groups at least
        for (const QTabBar* bar : bars) QVERIFY2(screen.contains(globalRect(bar)), qPrintable(bar->tabText(0)));
        for (const QDockWidget* d : shownDocks(*window))
            QVERIFY2(screen.contains(globalRect(d)), qPrintable(d->objectName()));
        for (const char* name : {"candidatesDock", "searchTreeDock", "forecastDock", "deferralDock"})
            QVERIFY2(shownDocks(*window).contains(dock(*window, name)), name);
        const auto* slider = window->findChild<QSlider*>(QStringLiteral("thresholdSlider"));
        QVERIFY(slider && slider->isVisible());
        QVERIFY2(screen.contains(globalRect(slider)), qPrintable(describe(globalRect(slider))));
        checkNothingElided(*window, lang + QStringLiteral(" 1366"));
        saveShot(*window, QStringLiteral("layout-1366-%1").arg(lang));
    }

    /// The status bar's labels have the room they ask for on 1366 px (none is drawn over
    /// another), in every language.
    void statusBarLabelsHaveTheirRoom_data() { opensInsideTheLaptopScreen_data(); }
    void statusBarLabelsHaveTheirRoom() {
        QFETCH(QString, lang);
        setLanguage(lang);
        auto window = openWindow();
        SHOW_AND_SETTLE(*window);
        auto fits = [&] { return window->statusBar()->minimumSizeHint().width() <= window->statusBar()->width(); };
        auto needs = [&] {
            return qPrintable(QStringLiteral("the status bar needs %1 px, has %2")
                                  .arg(window->statusBar()->minimumSizeHint().width())
                                  .arg(window->statusBar()->width()));
        };
        QTRY_VERIFY2(fits(), needs());
        // With an engine notice, short or longer than the bar, and after it: still inside.
        auto* status = window->findChild<ui::SessionStatus*>();
        QVERIFY(status);
        const QString notice = QStringLiteral("deferral threshold 0.60: 12 accepted candidate(s) now deferred");
        for (const QString& text : {notice, notice.repeated(12), QString()}) {
            status->showNotice(text);
            QTRY_VERIFY2(fits(), needs());
        }
    }

    /// A geometry saved larger than the screen (on a larger screen, or set by hand) opens
    /// inside it, on either screen; a window moved partly off its screen is put back.
    void neverLargerThanTheScreen() {
        for (const QRect& screen : {kLaptop, kDesktop}) {
            {
                auto saved = openWindow();
                saved->move(screen.topLeft() + QPoint(40, 30));
                saved->resize(screen.width() + 600, screen.height() + 400);
                ui::saveWindowLayout(*saved);
            }
            auto window = openWindow();
            window->restoreLayout();
            SHOW_AND_SETTLE(*window);
            QVERIFY2(screen.contains(window->frameGeometry()), qPrintable(describe(window->frameGeometry())));
            window->move(screen.left() - 150, screen.bottom() - 100);
            ui::fitWindowToScreen(*window);
            QTRY_VERIFY2(screen.contains(window->frameGeometry()), qPrintable(describe(window->frameGeometry())));
        }
        QSettings().remove(QStringLiteral("mainWindow"));
    }

    /// The geometry, dock layout and preset it closed with come back at the next start.
    void restoresItsLastGeometry() {
        QSettings().remove(QStringLiteral("mainWindow"));
        QRect closedAt;
        int kernelWidth = 0;
        {
            auto window = openWindow();
            window->restoreLayout(); // nothing saved yet: the saved preset (Standard)
            QCOMPARE(window->property("layoutPreset").toString(), QStringLiteral("standard"));
            window->move(120, 40);
            window->resize(1100, 640);
            SHOW_AND_SETTLE(*window);
            ui::applyLayoutPreset(*window, LayoutPreset::Kernel);
            QTRY_VERIFY(dock(*window, "kernelDock")->width() > window->width() / 2);
            closedAt = window->geometry();
            kernelWidth = dock(*window, "kernelDock")->width();
            window->close(); // saves
        }
        auto window = openWindow();
        window->restoreLayout();
        SHOW_AND_SETTLE(*window);
        QCOMPARE(window->geometry(), closedAt);
        QCOMPARE(window->property("layoutPreset").toString(), QStringLiteral("kernel"));
        QTRY_VERIFY2(
            qAbs(dock(*window, "kernelDock")->width() - kernelWidth) <= 8,
            qPrintable(QStringLiteral("%1 against %2").arg(dock(*window, "kernelDock")->width()).arg(kernelWidth)));
        QSettings().remove(QStringLiteral("mainWindow"));
    }

    void presetsArrangeTheDocks_data() {
        QTest::addColumn<QRect>("screen");
        QTest::addColumn<int>("preset");
        for (const QRect& screen : {kLaptop, kDesktop})
            for (LayoutPreset p : ui::kLayoutPresets)
                QTest::addRow("%s %d", qPrintable(ui::layoutPresetKey(p)), screen.width()) << screen << int(p);
    }

    /// Search: the tree has the largest area. Kernel: the Kernel dock has most of the
    /// window. Decisions: table, forecast and deferral in sight, the table widest.
    /// Standard: table, tree, forecast and deferral in sight. Every dock inside the window
    /// and no tab title cut; the View > Layout entry of the preset does the same.
    void presetsArrangeTheDocks() {
        QFETCH(QRect, screen);
        QFETCH(int, preset);
        const auto p = LayoutPreset(preset);
        auto window = openWindow();
        placeOn(*window, screen, LayoutPreset::Standard);
        SHOW_AND_SETTLE(*window);
        auto* entry = window->findChild<QAction*>(QStringLiteral("actionLayout_%1").arg(ui::layoutPresetKey(p)));
        QVERIFY(entry);
        entry->trigger();
        QCOMPARE(window->property("layoutPreset").toString(), ui::layoutPresetKey(p));
        const QRect inside = QRect(QPoint(0, 0), window->size());
        auto allInside = [&] {
            const QList<QDockWidget*> docks = shownDocks(*window);
            return std::all_of(docks.begin(), docks.end(),
                               [&](QDockWidget* d) { return inside.contains(d->geometry()); });
        };
        QTRY_VERIFY(allInside());
        const QList<QDockWidget*> shown = shownDocks(*window);
        auto isShown = [&](const char* name) { return shown.contains(dock(*window, name)); };
        QDockWidget* largest = *std::max_element(shown.begin(), shown.end(),
                                                 [](QDockWidget* a, QDockWidget* b) { return area(a) < area(b); });
        switch (p) {
        case LayoutPreset::Search: QCOMPARE(largest->objectName(), QStringLiteral("searchTreeDock")); break;
        case LayoutPreset::Kernel: {
            QCOMPARE(largest->objectName(), QStringLiteral("kernelDock"));
            const QSize room = ui::dockRoom(*window);
            QVERIFY2(area(largest) * 2 > room.width() * room.height(), qPrintable(QString::number(area(largest))));
            break;
        }
        case LayoutPreset::Decisions: {
            QVERIFY(isShown("candidatesDock") && isShown("forecastDock") && isShown("deferralDock"));
            QVERIFY(dock(*window, "candidatesDock")->width() > dock(*window, "forecastDock")->width());
            QVERIFY(dock(*window, "forecastDock")->x() > dock(*window, "candidatesDock")->x());
            // Beside the forecast, or below it on a laptop.
            QVERIFY(dock(*window, "deferralDock")->x() > dock(*window, "forecastDock")->x() ||
                    dock(*window, "deferralDock")->y() > dock(*window, "forecastDock")->y());
            break;
        }
        case LayoutPreset::Standard:
            for (const char* name : {"candidatesDock", "searchTreeDock", "forecastDock", "deferralDock"})
                QVERIFY2(isShown(name), name);
            break;
        }
        for (QDockWidget* d : shown)
            QVERIFY2(d->width() >= d->minimumWidth() && d->height() >= d->minimumHeight(), qPrintable(d->objectName()));
        checkNothingElided(*window, ui::layoutPresetKey(p));
        saveShot(*window, QStringLiteral("layout-%1-%2").arg(ui::layoutPresetKey(p)).arg(screen.width()));
    }

    /// Scrolled to its right end, the table still shows Id and State of every row, from
    /// the overlay that shares its model and selection; a click there selects the row.
    void frozenColumnsStayWhenScrolled() {
        auto window = openWindow();
        SHOW_AND_SETTLE(*window);
        auto* table = qobject_cast<ui::CandidateTableView*>(window->candidateTable());
        QVERIFY(table);
        QTableView* frozen = table->frozenView();
        QVERIFY(frozen && frozen->isVisible());
        QCOMPARE(frozen->model(), table->model());
        QCOMPARE(frozen->selectionModel(), table->selectionModel());
        const int idWidth = table->columnWidth(ui::CandidateModel::ColId);
        const int stateWidth = table->columnWidth(ui::CandidateModel::ColState);
        QCOMPARE(table->frozenWidth(), idWidth + stateWidth);
        QScrollBar* sideways = table->horizontalScrollBar();
        QTRY_VERIFY(sideways->maximum() > 0); // the table is wider than its dock
        sideways->setValue(sideways->maximum());
        QVERIFY(table->columnViewportPosition(ui::CandidateModel::ColId) < 0); // scrolled away below
        QCOMPARE(frozen->columnViewportPosition(ui::CandidateModel::ColId), 0);
        QCOMPARE(frozen->columnViewportPosition(ui::CandidateModel::ColState), idWidth);
        QCOMPARE(frozen->geometry().width(), idWidth + stateWidth);
        QCOMPARE(frozen->viewport()->height(), table->viewport()->height());
        // The overlay is what the table shows at its left edge.
        const QPoint left = table->viewport()->mapTo(table, QPoint(idWidth / 2, 5));
        QCOMPARE(table->childAt(left), frozen->viewport());
        const QModelIndex firstRow = frozen->indexAt(QPoint(idWidth / 2, 5));
        QVERIFY(firstRow.isValid());
        QCOMPARE(firstRow.row(), table->rowAt(5));
        // Scrolled down, both move together.
        table->verticalScrollBar()->setValue(table->verticalScrollBar()->maximum());
        QCOMPARE(frozen->verticalScrollBar()->value(), table->verticalScrollBar()->value());
        QCOMPARE(frozen->rowAt(5), table->rowAt(5));
        // A click on a frozen Id selects that candidate everywhere.
        const QModelIndex cell = frozen->indexAt(QPoint(idWidth / 2, 5));
        const qint64 id = cell.data(ui::CandidateModel::CandidateIdRole).toLongLong();
        QTest::mouseClick(frozen->viewport(), Qt::LeftButton, {}, frozen->visualRect(cell).center());
        QCOMPARE(window->selectedCandidate(), id);
        QCOMPARE(table->currentIndex().row(), cell.row());
        QCOMPARE(sideways->value(), sideways->maximum()); // selecting there did not scroll sideways
        // Ctrl-clicks add rows, on the overlay and on the table under it alike (Compare takes two).
        const QModelIndex below = frozen->indexAt(QPoint(idWidth / 2, frozen->visualRect(cell).bottom() + 3));
        QTest::mouseClick(frozen->viewport(), Qt::LeftButton, Qt::ControlModifier, frozen->visualRect(below).center());
        QCOMPARE(table->selectionModel()->selectedRows().size(), 2);
        const QModelIndex third = table->indexAt(QPoint(5, table->visualRect(below).bottom() + 3));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::ControlModifier, table->visualRect(third).center());
        QCOMPARE(table->selectionModel()->selectedRows().size(), 3);
        // Sorting from the overlay's header sorts the table.
        QTest::mouseClick(frozen->horizontalHeader()->viewport(), Qt::LeftButton, {},
                          QPoint(idWidth + stateWidth / 2, frozen->horizontalHeader()->height() / 2));
        QCOMPARE(table->horizontalHeader()->sortIndicatorSection(), int(ui::CandidateModel::ColState));
    }

    void decisionAndOverrideInSight_data() {
        QTest::addColumn<QRect>("screen");
        QTest::addColumn<int>("preset");
        QTest::newRow("standard 1366") << kLaptop << int(LayoutPreset::Standard);
        QTest::newRow("decisions 1366") << kLaptop << int(LayoutPreset::Decisions);
        QTest::newRow("standard 1920") << kDesktop << int(LayoutPreset::Standard);
        QTest::newRow("decisions 1920") << kDesktop << int(LayoutPreset::Decisions);
    }

    /// Without scrolling, the table shows its Decision and Override columns whole.
    void decisionAndOverrideInSight() {
        QFETCH(QRect, screen);
        QFETCH(int, preset);
        auto window = openWindow();
        placeOn(*window, screen, LayoutPreset(preset));
        SHOW_AND_SETTLE(*window);
        QTableView* table = window->candidateTable();
        QCOMPARE(table->horizontalScrollBar()->value(), 0);
        for (int column : {int(ui::CandidateModel::ColDecision), int(ui::CandidateModel::ColOverride)}) {
            const int right = table->columnViewportPosition(column) + table->columnWidth(column);
            QVERIFY2(right <= table->viewport()->width(),
                     qPrintable(QStringLiteral("column %1 ends at %2 of %3 px")
                                    .arg(column)
                                    .arg(right)
                                    .arg(table->viewport()->width())));
        }
    }

    void nothingElidedAt1920_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<int>("preset");
        for (const char* lang : {"ja", "es"})
            for (LayoutPreset p : ui::kLayoutPresets)
                QTest::addRow("%s %s", lang, qPrintable(ui::layoutPresetKey(p))) << QString::fromLatin1(lang) << int(p);
    }

    /// Japanese and Spanish dock titles and column headers whole at 1920×1080, in every preset.
    void nothingElidedAt1920() {
        QFETCH(QString, lang);
        QFETCH(int, preset);
        setLanguage(lang);
        auto window = openWindow();
        placeOn(*window, kDesktop, LayoutPreset(preset));
        SHOW_AND_SETTLE(*window);
        QVERIFY(kDesktop.contains(window->frameGeometry()));
        checkNothingElided(*window, QStringLiteral("%1 %2").arg(lang, ui::layoutPresetKey(LayoutPreset(preset))));
        if (preset == int(LayoutPreset::Standard)) saveShot(*window, QStringLiteral("layout-1920-%1").arg(lang));
    }
};

/// Two offscreen screens (the platform plugin reads them from a file; the first by name is
/// the primary screen), then the tests.
int main(int argc, char** argv) {
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screens.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly)) return 1;
    file.write(R"({"screens": [
        {"name": "1-laptop", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
        {"name": "2-desktop", "x": 1366, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
    ]})");
    file.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + config.toLocal8Bit());
    QApplication app(argc, argv);
    TestWindowFit test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_window_fit.moc"
