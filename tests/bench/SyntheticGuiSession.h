#pragma once
// What the GUI benchmarks (bench_gui, bench_kernel_view) share: a synthetic session of any
// size run by the real engine, and the meters of the GUI thread.
//
// The session: an 8-parameter tunable space of 10^8 configurations with a smooth speedup
// landscape, grown like a PUCT search (up to 16 children per expansion, parents drawn
// mostly from recent nodes), ~2% of the nodes measured (at most 500) and the rest accepted
// on forecast (marked as accepted when the budget ran out, so the engine does not re-decide
// forecasts it did not make). The engine is the real one (PUCT search, tuner generator,
// features surrogate), resumed from that session, with a synthetic backend that measures
// instantly: a stream arrives as fast as the engine can make it, the worst case for the GUI.
#include "core/engine/Engine.h"
#include "core/search/TunerGenerator.h"
#include "core/surrogate/FeaturesSurrogate.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <unordered_set>
#include <vector>

namespace augur::bench {

constexpr int kParams = 8;
constexpr int kValues = 10;

/// Resident memory from /proc/self/status, MiB: "VmRSS" (now) or "VmHWM" (peak).
inline double procStatusMiB(const char* key) {
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly)) return 0.0;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith(key)) return line.mid(int(qstrlen(key))).trimmed().split(' ').first().toDouble() / 1024.0;
    return 0.0;
}

/// CPU time of the calling thread, ms.
inline double threadCpuMs() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

/// The landscape: log2 of a configuration's speed, smooth in every parameter.
inline double log2SpeedupOf(const Configuration& c) {
    double s = 0.0;
    for (int i = 0; i < kParams; ++i) s += 0.35 * std::sin(0.7 * c[std::size_t(i)] * (1.0 + 0.13 * i) + i);
    return s;
}

/// A configuration as one number (values 1..kValues per parameter).
inline std::uint64_t keyOf(const Configuration& c) {
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

/// A forecast centred near the true bin of `log2S`, with noise and a random width.
inline Forecast forecastFor(double log2S, std::mt19937_64& rng) {
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

/// The space: kParams parameters named `names`, each of the values 1..kValues; the
/// reference configuration in its middle.
inline void setSyntheticSpace(Problem& problem, const std::vector<std::string>& names) {
    std::vector<Parameter> params;
    for (const std::string& name : names) {
        Parameter p{name, {}};
        for (int v = 1; v <= kValues; ++v) p.values.push_back(v);
        params.push_back(std::move(p));
    }
    problem.space = ParameterSpace(std::move(params));
    problem.referenceConfiguration = Configuration(kParams, 5.0);
    problem.referenceNote = "synthetic reference";
}

/// The candidates of a session of `nodes` candidates grown over `problem`'s space, with
/// each node's visits and whether its children are used up.
struct SyntheticTree {
    std::vector<Candidate> all;
    std::vector<int> visits;
    std::vector<char> exhausted;
    int measured = 0; ///< measured candidates, the reference not counted

    SyntheticTree(const Problem& problem, SyntheticBackend& backend, int nodes, std::uint64_t seed) {
        std::mt19937_64 rng(seed);
        std::unordered_set<std::uint64_t> seen;
        all.reserve(std::size_t(nodes));
        Candidate root;
        root.id = 0;
        root.origin = Origin::Reference;
        root.configuration = problem.referenceConfiguration;
        root.state = CandidateState::Measured;
        root.decision = Decision{DecisionKind::Defer, DecisionReason::Reference, 0.3};
        root.measurement = backend.measure(problem, root);
        add(std::move(root));
        seen.insert(keyOf(problem.referenceConfiguration));
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
                    child.measurement = backend.measure(problem, child);
                    child.state = child.measurement->ok() ? CandidateState::Measured : CandidateState::Failed;
                } else {
                    // Accepted for good ("budget"), so the engine does not re-decide these
                    // forecasts (made here, not by its surrogate) and spends the run on new
                    // candidates.
                    child.decision = Decision{DecisionKind::Accept, DecisionReason::Budget, 0.3};
                    child.state = CandidateState::Accepted;
                }
                add(std::move(child));
                ++added;
            }
            ++visits[pick];
            if (added < 16) exhausted[pick] = 1;
        }
        for (const Candidate& c : all) measured += c.measurement && c.origin != Origin::Reference ? 1 : 0;
    }

private:
    void add(Candidate c) {
        all.push_back(std::move(c));
        visits.push_back(0);
        exhausted.push_back(0);
    }
};

/// An engine resumed from a synthetic session of `nodes` candidates over `problem` (its
/// space set by setSyntheticSpace) that may add `stream` more, measuring instantly.
inline std::unique_ptr<Engine> syntheticEngine(const Problem& problem, int nodes, int stream, std::uint64_t seed) {
    auto backend = std::make_unique<SyntheticBackend>();
    backend->reference_ = problem.referenceConfiguration;
    SyntheticTree tree(problem, *backend, nodes, seed);
    SessionConfig config;
    config.datasetPath = "synthetic";
    config.threshold = 0.3;
    config.maxCandidates = nodes + stream;
    config.maxMeasurements = tree.measured + stream; // never the limit
    config.batchSize = 2;
    config.childrenPerExpansion = 16;
    config.seed = seed;
    auto session = std::make_unique<Session>(problem, config);
    for (std::size_t i = 0; i < tree.all.size(); ++i) {
        session->restore(std::move(tree.all[i]));
        session->restoreExpansion(CandidateId(i), tree.visits[i], tree.exhausted[i] != 0);
    }
    auto generator = std::make_unique<TunerGenerator>(*backend, seed);
    auto surrogate = std::make_unique<FeaturesSurrogate>(seed);
    return std::make_unique<Engine>(std::move(session), std::move(backend), std::move(generator), std::move(surrogate),
                                    nullptr);
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
    /// Gaps longer than `ms` of wall time.
    int over(double ms) const { return countOver(gaps_, ms); }
    /// Gaps in which the GUI thread worked longer than `ms`.
    int cpuOver(double ms) const { return countOver(cpuGaps_, ms); }
    double percentileMs(double q) const {
        if (gaps_.empty()) return 0.0;
        std::vector<double> g = gaps_;
        const std::size_t k = std::min(g.size() - 1, std::size_t(q * double(g.size())));
        std::nth_element(g.begin(), g.begin() + long(k), g.end());
        return g[k];
    }
    std::size_t ticks() const { return gaps_.size(); }

private:
    static int countOver(const std::vector<double>& g, double ms) {
        return int(std::count_if(g.begin(), g.end(), [ms](double x) { return x > ms; }));
    }
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

/// Runs the event loop until `done` holds or `timeoutMs` passes. It waits for events (a
/// meter's 1 ms timer wakes it), leaving the cores to the engine.
inline bool spinUntil(const std::function<bool()>& done, int timeoutMs) {
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > timeoutMs) return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
    }
    return true;
}

/// Runs the event loop for `ms` milliseconds.
inline void spinFor(int ms) {
    QElapsedTimer t;
    t.start();
    QTimer::singleShot(ms, [] {}); // a wake-up at the end
    while (t.elapsed() < ms) QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
}

} // namespace augur::bench
