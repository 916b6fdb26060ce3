// GUI responsiveness benchmark (issue 4): a session of N candidates (10,000 and 100,000
// by default) is loaded into the main window, then the engine streams 1,000 new candidates
// into it. Reports the time to load, the longest time the GUI thread was blocked while the
// candidates streamed in (the largest gap between ticks of a 1 ms timer: a frame cannot be
// drawn inside such a gap), the gaps over 16 ms, and peak memory (RSS), like bench_search.
//
// The session is synthetic so that any size can be built (SyntheticGuiSession.h: a
// PUCT-like tree, the real engine, an instant backend).
//
//   bench_gui [--nodes 10000,100000] [--stream 1000] [--json] [--tree-zoomed]
//
// --tree-zoomed goes to the best candidate in the search tree before the stream (labels
// drawn, the miniature shown and redrawn every layout tick, the layout anchored), instead of
// the whole tree fitted.
//
// AUGUR_BENCH_TRACE=1 prints the longest event deliveries of the stream (CPU ms, receiver,
// event type) to stderr, to find what blocks the GUI thread.
//
// Each size runs in its own process (the tool starts itself again), so that peak RSS is
// per size. Runs headless (QT_QPA_PLATFORM=offscreen unless set).
#include "SyntheticGuiSession.h"
#include "ui/session/CandidateModel.h"
#include "ui/session/EngineController.h"
#include "ui/window/MainWindow.h"
#include "ui/tree/SearchTreeView.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>

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

/// With --trace: times every event delivered by the GUI thread's event loop (outermost
/// deliveries only) and keeps the longest, named by receiver (with its parents) and type.
class TracingApplication : public QApplication {
public:
    using QApplication::QApplication;
    bool tracing = false;
    std::vector<std::pair<double, QString>> longest;

    bool notify(QObject* receiver, QEvent* e) override {
        if (tracing && e->type() == QEvent::Paint) { // one widget's own paint, inside an update
            const double t0 = threadCpuMs();
            const bool r = QApplication::notify(receiver, e);
            const double dt = threadCpuMs() - t0;
            if (dt > 2.0) longest.emplace_back(dt, QStringLiteral("  paint ") + describe(receiver));
            return r;
        }
        if (!tracing || depth_ > 0) return QApplication::notify(receiver, e);
        ++depth_;
        const double t0 = threadCpuMs();
        QString what = describe(receiver) + QStringLiteral(" event ") + QString::number(int(e->type()));
        const bool r = QApplication::notify(receiver, e);
        const double dt = threadCpuMs() - t0;
        --depth_;
        if (dt > 4.0) longest.emplace_back(dt, what);
        return r;
    }

private:
    static QString describe(QObject* o) {
        QStringList chain;
        for (int i = 0; o && i < 3; ++i, o = o->parent())
            chain << QString::fromLatin1(o->metaObject()->className()) +
                    (o->objectName().isEmpty() ? QString() : QLatin1Char('#') + o->objectName());
        return chain.join(QStringLiteral(" < "));
    }
    int depth_ = 0;
};

QJsonObject runOne(int nodes, int stream, bool treeZoomed, TracingApplication* app) {
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
    spinFor(300); // let the coalesced panel refreshes of the load pass
    if (treeZoomed) {
        tree->goToBest();
        ok = ok && tree->minimapShown();
        spinFor(300);
    }

    meter.start();
    clock.restart();
    app->tracing = app->longest.empty() && qEnvironmentVariableIsSet("AUGUR_BENCH_TRACE");
    controller->resume();
    ok = ok && spinUntil([&] { return model->rowCount() >= nodes + stream && controller->isFinished(); }, 600000);
    const double streamMs = double(clock.nsecsElapsed()) / 1e6;
    spinFor(500); // coalesced refreshes (tree layout, panels) that the stream armed
    meter.stop();
    if (app->tracing) {
        app->tracing = false;
        std::sort(app->longest.begin(), app->longest.end(),
                  [](const auto& a, const auto& b) { return a.first > b.first; });
        int shown = 0, other = 0;
        for (const auto& [ms, what] : app->longest) {
            // The 25 longest deliveries, then the 15 longest that are neither paints nor updates.
            const bool paint = what.contains(QLatin1String("paint")) || what.endsWith(QLatin1String(" event 77"));
            if (shown < 25)
                ++shown;
            else if (!paint && other < 15)
                ++other;
            else
                continue;
            std::fprintf(stderr, "trace: %7.1f ms cpu  %s\n", ms, qPrintable(what));
        }
    }

    QJsonObject o;
    o[QStringLiteral("nodes")] = nodes;
    o[QStringLiteral("streamed")] = model->rowCount() - nodes;
    o[QStringLiteral("ok")] = ok;
    o[QStringLiteral("tree_zoomed")] = treeZoomed;
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
    return o;
}

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
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
    parser.addOptions({nodesOpt, streamOpt, jsonOpt, childOpt, zoomedOpt});
    parser.process(app);
    const int stream = parser.value(streamOpt).toInt();
    const QStringList sizes = parser.value(nodesOpt).split(QLatin1Char(','), Qt::SkipEmptyParts);

    if (parser.isSet(childOpt)) {
        const QJsonObject o = runOne(sizes.value(0).toInt(), stream, parser.isSet(zoomedOpt), &app);
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
