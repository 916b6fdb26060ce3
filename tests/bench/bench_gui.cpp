// GUI responsiveness benchmark (issue 4): a session of N candidates (10,000 and 100,000
// by default) is loaded into the main window, then the engine streams 1,000 new candidates
// into it. Reports the time to load, the longest time the GUI thread was blocked while the
// candidates streamed in (the largest gap between ticks of a 1 ms timer: a frame cannot be
// drawn inside such a gap), the gaps over 16 ms, and peak memory (RSS), like bench_search.
//
// The session is synthetic so that any size can be built: an 8-parameter tunable space of
// 10^8 configurations with a smooth speedup landscape, grown like a PUCT search (up to 16
// children per expansion, parents drawn mostly from recent nodes), ~2% of the nodes
// measured (at most 500) and the rest accepted on forecast (marked as accepted when the
// budget ran out, so the engine does not re-decide forecasts it did not make). The engine is the real one
// (PUCT search, tuner generator, features surrogate), resumed from that session, with a
// synthetic backend that measures instantly: the stream arrives as fast as the engine can
// make it, the worst case for the GUI.
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
#include "core/surrogate/FeaturesSurrogate.h"
#include "core/engine/Engine.h"
#include "core/search/TunerGenerator.h"
#include "ui/CandidateModel.h"
#include "ui/EngineController.h"
#include "ui/MainWindow.h"
#include "ui/SearchTreeView.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <random>
#include <ctime>
#include <unordered_set>

using namespace augur;

namespace {

constexpr int kParams = 8;
constexpr int kValues = 10;

/// Resident memory from /proc/self/status, MiB: "VmRSS" (now) or "VmHWM" (peak).
double procStatusMiB(const char* key) {
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly)) return 0.0;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith(key)) return line.mid(int(qstrlen(key))).trimmed().split(' ').first().toDouble() / 1024.0;
    return 0.0;
}

double log2SpeedupOf(const Configuration& c) {
    double s = 0.0;
    for (int i = 0; i < kParams; ++i) s += 0.35 * std::sin(0.7 * c[std::size_t(i)] * (1.0 + 0.13 * i) + i);
    return s;
}

std::uint64_t keyOf(const Configuration& c) {
    std::uint64_t k = 0;
    for (double v : c) k = k * kValues + std::uint64_t(v - 1);
    return k;
}

/// Instant measurements from the synthetic landscape; ~3% fail.
class SyntheticBackend : public MeasurementBackend {
public:
    std::string name() const override { return "synthetic"; }
    Measurement measure(const Problem&, const Candidate& c) override {
        Measurement m;
        m.backend = "synthetic";
        if (keyOf(c.configuration) % 31 == 7 && c.parent != kNoCandidate) {
            m.status = MeasurementStatus::RuntimeError;
            m.failureReason = "synthetic failure";
            return m;
        }
        m.speedup = std::exp2(log2SpeedupOf(c.configuration) - log2SpeedupOf(reference_));
        m.referenceMs = 1.0;
        m.candidateMs = 1.0 / m.speedup;
        m.samples = 10;
        m.speedupLow = m.speedup * 0.98;
        m.speedupHigh = m.speedup * 1.02;
        return m;
    }
    bool inSpace(const Configuration&) const override { return true; }
    std::optional<long long> spaceSize() const override { return 100'000'000LL; }
    Configuration reference_;
};

Forecast forecastFor(double log2S, std::mt19937_64& rng) {
    std::normal_distribution<double> noise(0.0, 0.6);
    const double centre = std::clamp(2.0 * (log2S + noise(rng)) + 4.0, 1.0, 8.0);
    std::uniform_real_distribution<double> width(0.6, 2.0);
    const double w = width(rng);
    BinProbs p{};
    for (int k = 1; k <= kBinCount; ++k)
        p[std::size_t(k - 1)] = std::exp(-0.5 * std::pow((k - centre) / w, 2.0)) + 1e-3;
    Forecast f = Forecast::fromProbabilities(p);
    f.surrogate = "synthetic";
    f.reasoning = "synthetic forecast";
    return f;
}

/// Builds the session and an engine resumed from it.
std::unique_ptr<Engine> buildEngine(int nodes, int stream, std::uint64_t seed) {
    Problem problem;
    problem.name = "synthetic_bench";
    problem.origin = "bench_gui";
    std::vector<Parameter> params;
    for (int i = 0; i < kParams; ++i) {
        Parameter p{"p" + std::to_string(i), {}};
        for (int v = 1; v <= kValues; ++v) p.values.push_back(v);
        params.push_back(std::move(p));
    }
    problem.space = ParameterSpace(std::move(params));
    problem.referenceConfiguration = Configuration(kParams, 5.0);
    problem.referenceNote = "synthetic reference";
    auto backend = std::make_unique<SyntheticBackend>();
    backend->reference_ = problem.referenceConfiguration;

    std::mt19937_64 rng(seed);
    std::vector<Candidate> all;
    std::vector<int> visits;
    std::vector<char> exhausted;
    std::unordered_set<std::uint64_t> seen;
    all.reserve(std::size_t(nodes));
    Candidate root;
    root.id = 0;
    root.origin = Origin::Reference;
    root.configuration = problem.referenceConfiguration;
    root.state = CandidateState::Measured;
    root.decision = Decision{DecisionKind::Defer, DecisionReason::Reference, 0.3};
    root.measurement = backend->measure(problem, root);
    all.push_back(root);
    visits.push_back(0);
    exhausted.push_back(0);
    seen.insert(keyOf(root.configuration));
    const int measuredTarget = std::min(500, nodes / 50);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    while (int(all.size()) < nodes) {
        // Parents mostly among the newest nodes (the search digs), sometimes anywhere.
        const std::size_t n = all.size();
        const std::size_t recent = std::min<std::size_t>(n, 2000);
        std::size_t pick =
            unit(rng) < 0.8 ? n - 1 - std::size_t(unit(rng) * double(recent)) : std::size_t(unit(rng) * double(n));
        pick = std::min(pick, n - 1);
        if (exhausted[pick]) continue;
        const Candidate parent = all[pick];
        auto neighbours = problem.space.neighbours(parent.configuration);
        std::shuffle(neighbours.begin(), neighbours.end(), rng);
        int added = 0;
        for (const Configuration& c : neighbours) {
            if (added == 16 || int(all.size()) == nodes) break;
            if (!seen.insert(keyOf(c)).second) continue;
            Candidate child;
            child.id = CandidateId(all.size());
            child.parent = parent.id;
            child.depth = parent.depth + 1;
            child.origin = Origin::Tuner;
            child.configuration = c;
            child.createdS = double(child.id) * 0.01;
            child.forecast = forecastFor(log2SpeedupOf(c) - log2SpeedupOf(problem.referenceConfiguration), rng);
            if (unit(rng) < double(measuredTarget) / nodes) {
                child.decision = Decision{DecisionKind::Defer, DecisionReason::Threshold, 0.3};
                child.measurement = backend->measure(problem, child);
                child.state = child.measurement->ok() ? CandidateState::Measured : CandidateState::Failed;
            } else {
                // Accepted for good ("budget"), so the engine does not re-decide these forecasts
                // (made by this tool, not by its surrogate) and spends the run on new candidates.
                child.decision = Decision{DecisionKind::Accept, DecisionReason::Budget, 0.3};
                child.state = CandidateState::Accepted;
            }
            all.push_back(std::move(child));
            visits.push_back(0);
            exhausted.push_back(0);
            ++added;
        }
        ++visits[pick];
        if (added < 16) exhausted[pick] = 1;
    }
    int measured = 0;
    for (const Candidate& c : all) measured += c.measurement && c.origin != Origin::Reference ? 1 : 0;

    SessionConfig config;
    config.datasetPath = "synthetic";
    config.threshold = 0.3;
    config.maxCandidates = nodes + stream;
    config.maxMeasurements = measured + stream; // never the limit
    config.batchSize = 2;
    config.childrenPerExpansion = 16;
    config.seed = seed;
    auto session = std::make_unique<Session>(problem, config);
    for (std::size_t i = 0; i < all.size(); ++i) {
        session->restore(std::move(all[i]));
        session->restoreExpansion(CandidateId(i), visits[i], exhausted[i] != 0);
    }
    auto generator = std::make_unique<TunerGenerator>(*backend, seed);
    auto surrogate = std::make_unique<FeaturesSurrogate>(seed);
    return std::make_unique<Engine>(std::move(session), std::move(backend), std::move(generator), std::move(surrogate),
                                    nullptr);
}

double threadCpuMs() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

/// Ticks of a 1 ms precise timer; the gaps between them are the times the GUI thread
/// could not run its event loop (and so could not draw a frame). Each gap is measured in
/// wall time and in the GUI thread's own CPU time: on a loaded machine the thread also
/// waits for a core, which is wall time but not work of the GUI.
class GapMeter {
public:
    GapMeter() {
        timer_.setTimerType(Qt::PreciseTimer);
        timer_.setInterval(1);
        QObject::connect(&timer_, &QTimer::timeout, [this] { tick(); });
    }
    void start() {
        gaps_.clear();
        cpuGaps_.clear();
        clock_.start();
        last_ = 0;
        lastCpu_ = threadCpuMs();
        timer_.start();
    }
    void stop() {
        timer_.stop();
        tick();
    }
    double maxMs() const { return gaps_.empty() ? 0.0 : *std::max_element(gaps_.begin(), gaps_.end()); }
    /// The most CPU time the GUI thread spent between two ticks.
    double maxCpuMs() const { return cpuGaps_.empty() ? 0.0 : *std::max_element(cpuGaps_.begin(), cpuGaps_.end()); }
    int cpuOver(double ms) const {
        return int(std::count_if(cpuGaps_.begin(), cpuGaps_.end(), [ms](double g) { return g > ms; }));
    }
    double percentileMs(double q) const {
        if (gaps_.empty()) return 0.0;
        std::vector<double> g = gaps_;
        const std::size_t k = std::min(g.size() - 1, std::size_t(q * double(g.size())));
        std::nth_element(g.begin(), g.begin() + long(k), g.end());
        return g[k];
    }
    int over(double ms) const {
        return int(std::count_if(gaps_.begin(), gaps_.end(), [ms](double g) { return g > ms; }));
    }
    std::size_t ticks() const { return gaps_.size(); }

private:
    void tick() {
        const qint64 now = clock_.nsecsElapsed();
        gaps_.push_back(double(now - last_) / 1e6);
        last_ = now;
        const double cpu = threadCpuMs();
        cpuGaps_.push_back(cpu - lastCpu_);
        lastCpu_ = cpu;
    }
    QTimer timer_;
    QElapsedTimer clock_;
    qint64 last_ = 0;
    double lastCpu_ = 0.0;
    std::vector<double> gaps_;
    std::vector<double> cpuGaps_;
};

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

/// Runs the event loop until `done` holds (checked every ms) or `timeoutMs` passes.
bool spinUntil(const std::function<bool()>& done, int timeoutMs) {
    QElapsedTimer t;
    t.start();
    // Waits for events (the 1 ms meter timer wakes it), leaving the cores to the engine.
    while (!done()) {
        if (t.elapsed() > timeoutMs) return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
    }
    return true;
}

void spinFor(int ms) {
    QElapsedTimer t;
    t.start();
    QTimer::singleShot(ms, [] {}); // a wake-up at the end
    while (t.elapsed() < ms) QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
}

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
