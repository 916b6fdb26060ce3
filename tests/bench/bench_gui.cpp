// GUI responsiveness benchmark (issue 4): a session of N candidates (10,000 and 100,000
// by default) is loaded into the main window, then the engine streams 1,000 new candidates
// into it. Reports the time to load, the longest time the GUI thread was blocked while the
// candidates streamed in (the largest gap between ticks of a 1 ms timer: a frame cannot be
// drawn inside such a gap), the gaps over 16 ms, and peak memory (RSS), like bench_search.
//
// The session is synthetic so that any size can be built (SyntheticGuiSession.h: a
// PUCT-like tree, the real engine, an instant backend).
//
//   bench_gui [--nodes 10000,100000] [--stream 1000] [--json] [--tree-zoomed] [--docks front|all]
//             [--without DOCK,...] [--paint]
//
// --tree-zoomed goes to the best candidate in the search tree before the stream (labels
// drawn, the miniature shown and redrawn every layout tick, the layout anchored), instead of
// the whole tree fitted. --docks all puts every dock on screen for the stream (the ones
// tabbed behind others floated beside the window: the search tree, the lineage timeline,
// the parameter views, the kernel dock, ... all drawn and kept up to date at once); the
// default, front, is the window's own layout, where a dock behind a tab is not drawn.
// --without closes docks (object names: deferralDock, progressDock, ...) before the stream,
// to tell what each costs. --paint also reports what one frame of the search tree and of the
// lineage timeline costs (GUI-thread CPU ms, median and max of 30), fitted and zoomed in.
//
// AUGUR_BENCH_TRACE=1 prints, to stderr, every gap over 12 ms of the stream with the event
// deliveries inside it and the GUI thread's context switches (waits: it blocked, e.g. on
// the raster engine's fill threads; preempted: another thread took its core), then the
// longest deliveries (CPU and wall ms, receiver, event type), to find what blocks the GUI
// thread.
//
// Each size runs in its own process (the tool starts itself again), so that peak RSS is
// per size. Runs headless (QT_QPA_PLATFORM=offscreen unless set).
#include "SyntheticGuiSession.h"
#include "ui/base/DockTabWatch.h"
#include "ui/session/CandidateModel.h"
#include "ui/session/EngineController.h"
#include "ui/window/MainWindow.h"
#include "ui/tree/LineageTimelinePanel.h"
#include "ui/tree/LineageTimelineView.h"
#include "ui/tree/SearchTreeView.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <map>
#include <tuple>

#include <sys/resource.h>

using namespace augur;
using namespace augur::bench;

namespace {

/// The synthetic session over parameters p0..p7, and an engine resumed from it.
std::unique_ptr<Engine> buildEngine(int nodes, int stream, std::uint64_t seed) {
    Problem problem;
    problem.name = "synthetic_bench";
    problem.origin = "bench_gui";
    std::vector<std::string> names;
    for (int i = 0; i < kParams; ++i) names.push_back("p" + std::to_string(i));
    setSyntheticSpace(problem, names);
    return syntheticEngine(problem, nodes, stream, seed);
}

/// Context switches of the calling thread so far: voluntary (it waited: a lock, a sleep)
/// and involuntary (the scheduler gave its core to another thread).
std::pair<long, long> threadSwitches() {
    rusage u{};
    getrusage(RUSAGE_THREAD, &u);
    return {u.ru_nvcsw, u.ru_nivcsw};
}

/// With --trace: times every event delivered by the GUI thread's event loop (outermost
/// deliveries only), in wall and in CPU time, with the thread's context switches inside it
/// (a delivery whose wall time far exceeds its CPU time waited for a lock or for a core),
/// named by receiver (with its parents) and type; and every gap over 12 ms between ticks
/// of a 1 ms timer, with what was delivered inside it.
class TracingApplication : public QApplication {
public:
    using QApplication::QApplication;
    struct Delivery {
        double startMs, wallMs, cpuMs;
        long waits, preemptions;
        QString what;
    };

    void startTrace() {
        clock_.start();
        deliveries_.clear();
        gaps_.clear();
        last_ = 0.0;
        lastCpu_ = threadCpuMs();
        lastSwitches_ = threadSwitches();
        timer_.setTimerType(Qt::PreciseTimer);
        timer_.setInterval(1);
        if (!connected_) QObject::connect(&timer_, &QTimer::timeout, [this] { tick(); });
        connected_ = true;
        tracing_ = true;
        timer_.start();
    }
    /// Prints the 20 longest deliveries in CPU time, the 10 longest in wall time after
    /// them, and each gap with the deliveries over 0.5 ms inside it.
    void stopTrace() {
        timer_.stop();
        tracing_ = false;
        auto print = [](const Delivery& d) {
            std::fprintf(stderr, "trace: %6.1f ms cpu %6.1f ms wall %3ld waits %3ld preempted  %s\n", d.cpuMs, d.wallMs,
                         d.waits, d.preemptions, qPrintable(d.what));
        };
        for (const Delivery& g : gaps_) {
            std::fprintf(stderr, "gap at %.0f ms: %5.1f ms wall %5.1f ms cpu %3ld waits %3ld preempted\n", g.startMs,
                         g.wallMs, g.cpuMs, g.waits, g.preemptions);
            for (const Delivery& d : deliveries_)
                if (d.startMs >= g.startMs - 0.1 && d.startMs < g.startMs + g.wallMs && d.cpuMs + d.wallMs > 1.0)
                    print(d);
        }
        // Per receiver and event: how often, the most and the total CPU time.
        std::map<QString, std::tuple<int, double, double>> byWhat;
        for (const Delivery& d : deliveries_) {
            auto& [count, most, total] = byWhat[d.what];
            ++count;
            most = std::max(most, d.cpuMs);
            total += d.cpuMs;
        }
        std::vector<std::pair<double, QString>> totals;
        for (const auto& [what, v] : byWhat) totals.emplace_back(std::get<2>(v), what);
        std::sort(totals.begin(), totals.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        std::fprintf(stderr, "trace: CPU time by receiver (deliveries over 0.5 ms):\n");
        for (std::size_t i = 0; i < std::min<std::size_t>(20, totals.size()); ++i) {
            const auto& [count, most, total] = byWhat[totals[i].second];
            std::fprintf(stderr, "trace: %4d x, max %5.1f ms, total %7.1f ms  %s\n", count, most, total,
                         qPrintable(totals[i].second));
        }
        std::vector<Delivery> all = deliveries_;
        std::sort(all.begin(), all.end(), [](const auto& a, const auto& b) { return a.cpuMs > b.cpuMs; });
        const std::size_t byCpu = std::min<std::size_t>(20, all.size());
        std::sort(all.begin() + long(byCpu), all.end(),
                  [](const auto& a, const auto& b) { return a.wallMs > b.wallMs; });
        std::fprintf(stderr, "trace: longest in CPU time:\n");
        for (std::size_t i = 0; i < std::min<std::size_t>(byCpu + 10, all.size()); ++i) {
            if (i == byCpu) std::fprintf(stderr, "trace: longest in wall time:\n");
            print(all[i]);
        }
    }

    bool notify(QObject* receiver, QEvent* e) override {
        if (tracing_ && depth_ > 0 && e->type() == QEvent::Paint) { // one widget's own paint, inside an update
            const double start = double(clock_.nsecsElapsed()) / 1e6, cpu = threadCpuMs();
            const bool r = QApplication::notify(receiver, e);
            const double dt = threadCpuMs() - cpu, dw = double(clock_.nsecsElapsed()) / 1e6 - start;
            if (dt > 0.5) deliveries_.push_back({start, dw, dt, 0, 0, QStringLiteral("  paint ") + describe(receiver)});
            return r;
        }
        if (!tracing_ || depth_ > 0 || e->type() == QEvent::DeferredDelete) return QApplication::notify(receiver, e);
        ++depth_;
        const double start = double(clock_.nsecsElapsed()) / 1e6, cpu = threadCpuMs();
        const auto [v0, i0] = threadSwitches();
        const int type = int(e->type());
        const QPointer<QObject> alive(receiver);
        const bool r = QApplication::notify(receiver, e);
        const double dt = threadCpuMs() - cpu, dw = double(clock_.nsecsElapsed()) / 1e6 - start;
        const auto [v1, i1] = threadSwitches();
        --depth_;
        if (dt > 0.5 || dw > 1.0)
            deliveries_.push_back({start, dw, dt, v1 - v0, i1 - i0,
                                   (alive ? describe(receiver) : QStringLiteral("(deleted)")) +
                                       QStringLiteral(" event ") + QString::number(type)});
        return r;
    }

private:
    void tick() {
        const double now = double(clock_.nsecsElapsed()) / 1e6, cpu = threadCpuMs();
        const auto sw = threadSwitches();
        if (now - last_ > 12.0)
            gaps_.push_back({last_,
                             now - last_,
                             cpu - lastCpu_,
                             sw.first - lastSwitches_.first,
                             sw.second - lastSwitches_.second,
                             {}});
        last_ = now;
        lastCpu_ = cpu;
        lastSwitches_ = sw;
    }
    static QString describe(QObject* o) {
        QStringList chain;
        for (int i = 0; o && i < 3; ++i, o = o->parent())
            chain << QString::fromLatin1(o->metaObject()->className()) +
                    (o->objectName().isEmpty() ? QString() : QLatin1Char('#') + o->objectName());
        return chain.join(QStringLiteral(" < "));
    }
    QElapsedTimer clock_;
    QTimer timer_;
    std::vector<Delivery> deliveries_, gaps_;
    double last_ = 0.0, lastCpu_ = 0.0;
    std::pair<long, long> lastSwitches_;
    bool tracing_ = false, connected_ = false;
    int depth_ = 0;
};

/// What one run does.
struct RunOptions {
    int nodes = 10000;
    int stream = 1000;
    bool treeZoomed = false;
    bool allDocks = false; ///< every dock on screen, those tabbed behind others floated beside the window
    QStringList without; ///< docks closed before the stream (to tell what each one costs)
    bool paint = false; ///< measure the tree's and the timeline's frames before the stream
};

/// With `all`, floats every dock that is tabbed behind another, so that every view of the
/// window is on screen and kept up to date. Returns the docks on screen.
QStringList openDocks(ui::MainWindow& window, bool all, const QStringList& without) {
    QStringList shown;
    int floated = 0;
    for (QDockWidget* d : window.findChildren<QDockWidget*>()) {
        if (without.contains(d->objectName())) {
            d->close();
            continue;
        }
        if (all && !ui::DockTabWatch::onScreen(d->widget())) {
            d->setFloating(true);
            d->resize(720, 420);
            d->move(40 * (floated % 8), 30 * (floated % 8));
            d->show();
            ++floated;
        }
    }
    QCoreApplication::processEvents();
    for (QDockWidget* d : window.findChildren<QDockWidget*>())
        if (ui::DockTabWatch::onScreen(d->widget())) shown << d->objectName();
    return shown;
}

/// Median and largest GUI-thread CPU time of `frames` repaints of `w`, ms.
std::pair<double, double> paintCost(QWidget* w, int frames) {
    std::vector<double> ms;
    for (int i = 0; i < frames; ++i) {
        const double t0 = threadCpuMs();
        w->repaint();
        ms.push_back(threadCpuMs() - t0);
    }
    std::sort(ms.begin(), ms.end());
    return {ms[ms.size() / 2], ms.back()};
}

/// With --paint: what one frame of the search tree and of the lineage timeline costs, fitted
/// and zoomed in (the tree at the best candidate with its labels and miniature, in its dock;
/// the timeline, 1,200 × 500 pixels, eight times closer around it).
QJsonObject paintCosts(ui::MainWindow& window) {
    QJsonObject o;
    auto record = [&](const char* key, QWidget* w) {
        const auto [median, most] = paintCost(w, 30);
        o[QLatin1String(key) + QStringLiteral("_median_ms")] = median;
        o[QLatin1String(key) + QStringLiteral("_max_ms")] = most;
    };
    ui::SearchTreeView* tree = window.searchTree();
    window.dockOf(tree->parentWidget())->raise();
    QCoreApplication::processEvents();
    tree->fitAll();
    record("paint_tree_fit", tree);
    tree->goToBest();
    record("paint_tree_best", tree);
    tree->fitAll();
    // The timeline floated at 1,200 × 500 pixels for the measurement, then docked back.
    auto* lineage = window.findChild<ui::LineageTimelinePanel*>();
    if (QDockWidget* dock = lineage ? window.dockOf(lineage) : nullptr) {
        dock->setFloating(true);
        dock->resize(1200, 500);
        dock->show();
        QCoreApplication::processEvents();
        ui::LineageTimelineView* view = lineage->view();
        std::vector<double> place;
        for (int i = 0; i < 10; ++i) {
            const double t0 = threadCpuMs();
            view->layoutNow(); // fits and packs the rows of every lane again
            place.push_back(threadCpuMs() - t0);
        }
        std::sort(place.begin(), place.end());
        o[QStringLiteral("place_lineage_median_ms")] = place[place.size() / 2];
        record("paint_lineage_fit", view);
        if (const auto at = view->widgetPosition(tree->bestCandidate())) view->zoomBy(8.0, at->x());
        record("paint_lineage_zoomed", view);
        view->fitAll();
        dock->setFloating(false);
        window.dockOf(tree->parentWidget())->raise();
        QCoreApplication::processEvents();
    }
    return o;
}

QJsonObject runOne(const RunOptions& run, TracingApplication* app) {
    const int nodes = run.nodes, stream = run.stream;
    QElapsedTimer build;
    build.start();
    auto engine = buildEngine(nodes, stream, 7);
    const double buildMs = double(build.nsecsElapsed()) / 1e6;
    const double rssData = procStatusMiB("VmRSS:");

    GapMeter meter;
    QElapsedTimer clock;
    clock.start();
    meter.start();
    auto* controller = new ui::EngineController(std::make_unique<LiveSession>(std::move(engine)));
    ui::MainWindow window(controller);
    window.show();
    controller->pause(); // taken at the engine's first step, right after it reports the tree
    controller->start();
    ui::CandidateModel* model = window.candidateModel();
    ui::SearchTreeView* tree = window.searchTree();
    bool ok = spinUntil(
        [&] { return model->rowCount() == nodes && tree->nodeCount() == nodes && !tree->layoutPending(); }, 600000);
    window.repaint(); // the first complete frame
    const double loadMs = double(clock.nsecsElapsed()) / 1e6;
    meter.stop();
    const double loadBlock = meter.maxMs();
    const double loadBusy = meter.maxCpuMs();
    ok = ok && spinUntil([&] { return controller->isPaused(); }, 60000);
    const QJsonObject paints = run.paint ? paintCosts(window) : QJsonObject();
    const QStringList docks = openDocks(window, run.allDocks, run.without);
    spinFor(300); // let the coalesced panel refreshes of the load pass
    if (run.treeZoomed) {
        tree->goToBest();
        ok = ok && tree->minimapShown();
        spinFor(300);
    }

    meter.start();
    clock.restart();
    const bool tracing = qEnvironmentVariableIsSet("AUGUR_BENCH_TRACE");
    if (tracing) app->startTrace();
    controller->resume();
    ok = ok && spinUntil([&] { return model->rowCount() >= nodes + stream && controller->isFinished(); }, 600000);
    const double streamMs = double(clock.nsecsElapsed()) / 1e6;
    spinFor(500); // coalesced refreshes (tree layout, panels) that the stream armed
    meter.stop();
    if (tracing) app->stopTrace();

    QJsonObject o;
    o[QStringLiteral("nodes")] = nodes;
    o[QStringLiteral("streamed")] = model->rowCount() - nodes;
    o[QStringLiteral("ok")] = ok;
    o[QStringLiteral("tree_zoomed")] = run.treeZoomed;
    o[QStringLiteral("window")] = QStringLiteral("%1x%2").arg(window.width()).arg(window.height());
    o[QStringLiteral("docks_on_screen")] = docks.join(QLatin1Char(','));
    o[QStringLiteral("build_session_ms")] = buildMs;
    o[QStringLiteral("load_ms")] = loadMs;
    o[QStringLiteral("load_longest_block_ms")] = loadBlock;
    o[QStringLiteral("load_longest_busy_ms")] = loadBusy;
    o[QStringLiteral("stream_ms")] = streamMs;
    o[QStringLiteral("stream_longest_block_ms")] = meter.maxMs();
    o[QStringLiteral("stream_p99_gap_ms")] = meter.percentileMs(0.99);
    o[QStringLiteral("stream_gaps_over_16ms")] = meter.over(16.0);
    o[QStringLiteral("stream_longest_busy_ms")] = meter.maxCpuMs();
    o[QStringLiteral("stream_busy_over_16ms")] = meter.cpuOver(16.0);
    o[QStringLiteral("stream_ticks")] = qint64(meter.ticks());
    o[QStringLiteral("rss_session_mib")] = rssData;
    o[QStringLiteral("peak_rss_mib")] = procStatusMiB("VmHWM:");
    for (auto it = paints.begin(); it != paints.end(); ++it) o[it.key()] = it.value();
    return o;
}

} // namespace

int main(int argc, char** argv) {
    // Headless on one 1920×1080 screen (the window takes 94% × 92% of it), unless the caller
    // chose a platform. The children inherit the setting; the file lives as long as this process.
    QTemporaryDir screens;
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        QFile config(screens.filePath(QStringLiteral("screen.json")));
        if (config.open(QIODevice::WriteOnly))
            config.write(R"({"screens": [{"name": "bench", "x": 0, "y": 0, "width": 1920, "height": 1080,
                             "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
        config.close();
        qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + config.fileName().toLocal8Bit());
    }
    TracingApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("GUI responsiveness benchmark"));
    parser.addHelpOption();
    QCommandLineOption nodesOpt(QStringLiteral("nodes"), QStringLiteral("Session sizes, comma-separated."),
                                QStringLiteral("N,..."), QStringLiteral("10000,100000"));
    QCommandLineOption streamOpt(QStringLiteral("stream"), QStringLiteral("New candidates streamed in."),
                                 QStringLiteral("N"), QStringLiteral("1000"));
    QCommandLineOption jsonOpt(QStringLiteral("json"), QStringLiteral("One JSON object per size."));
    QCommandLineOption childOpt(QStringLiteral("child"), QStringLiteral("(internal) run one size, print JSON."));
    QCommandLineOption zoomedOpt(QStringLiteral("tree-zoomed"),
                                 QStringLiteral("Go to the best candidate in the tree (labels, miniature) first."));
    QCommandLineOption docksOpt(QStringLiteral("docks"),
                                QStringLiteral("front: the default layout (tabs behind others are not drawn); all: "
                                               "every dock on screen, those behind tabs floated."),
                                QStringLiteral("front|all"), QStringLiteral("front"));
    QCommandLineOption withoutOpt(QStringLiteral("without"),
                                  QStringLiteral("Docks to close before the stream (object names, comma-separated)."),
                                  QStringLiteral("DOCK,..."));
    QCommandLineOption paintOpt(
        QStringLiteral("paint"),
        QStringLiteral("Also measure one frame of the search tree and of the lineage timeline."));
    parser.addOptions({nodesOpt, streamOpt, jsonOpt, childOpt, zoomedOpt, docksOpt, withoutOpt, paintOpt});
    parser.process(app);
    const int stream = parser.value(streamOpt).toInt();
    const QStringList sizes = parser.value(nodesOpt).split(QLatin1Char(','), Qt::SkipEmptyParts);

    if (parser.isSet(childOpt)) {
        RunOptions run;
        run.nodes = sizes.value(0).toInt();
        run.stream = stream;
        run.treeZoomed = parser.isSet(zoomedOpt);
        run.allDocks = parser.value(docksOpt) == QStringLiteral("all");
        run.without = parser.value(withoutOpt).split(QLatin1Char(','), Qt::SkipEmptyParts);
        run.paint = parser.isSet(paintOpt);
        const QJsonObject o = runOne(run, &app);
        std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
        return o.value(QStringLiteral("ok")).toBool() ? 0 : 1;
    }
    const bool json = parser.isSet(jsonOpt);
    if (!json)
        std::printf("%8s %8s %8s %9s %9s %9s %9s %8s %6s %9s %6s %8s %8s\n", "nodes", "streamed", "load_ms", "load_blk",
                    "load_cpu", "stream_ms", "block_ms", "p99_ms", ">16ms", "busy_ms", ">16ms", "data_MiB", "peak_MiB");
    int rc = 0;
    for (const QString& n : sizes) {
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        QStringList args{QStringLiteral("--child"), QStringLiteral("--nodes"), n, QStringLiteral("--stream"),
                         QString::number(stream)};
        if (parser.isSet(zoomedOpt)) args << QStringLiteral("--tree-zoomed");
        args << QStringLiteral("--docks") << parser.value(docksOpt);
        if (parser.isSet(withoutOpt)) args << QStringLiteral("--without") << parser.value(withoutOpt);
        if (parser.isSet(paintOpt)) args << QStringLiteral("--paint");
        child.start(QCoreApplication::applicationFilePath(), args);
        child.waitForFinished(-1);
        const QByteArray out = child.readAllStandardOutput().trimmed();
        const QJsonObject o = QJsonDocument::fromJson(out.split('\n').last()).object();
        if (o.isEmpty() || child.exitCode() != 0) rc = 1;
        if (json) {
            std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
            continue;
        }
        auto d = [&](const char* k) { return o.value(QLatin1String(k)).toDouble(); };
        std::printf("%8d %8d %8.0f %9.1f %9.1f %9.0f %9.1f %8.1f %6d %9.1f %6d %8.0f %8.0f\n",
                    o.value(QStringLiteral("nodes")).toInt(), o.value(QStringLiteral("streamed")).toInt(), d("load_ms"),
                    d("load_longest_block_ms"), d("load_longest_busy_ms"), d("stream_ms"), d("stream_longest_block_ms"),
                    d("stream_p99_gap_ms"), o.value(QStringLiteral("stream_gaps_over_16ms")).toInt(),
                    d("stream_longest_busy_ms"), o.value(QStringLiteral("stream_busy_over_16ms")).toInt(),
                    d("rss_session_mib"), d("peak_rss_mib"));
        std::fflush(stdout);
    }
    return rc;
}
