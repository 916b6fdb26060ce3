#include "core/base/BoundedJson.h"
#include "core/session/SearchCurves.h"

#include "core/datasets/RecordTask.h"
#include "core/session/SessionFactory.h"
#include "core/store/SessionStore.h"

#include <nlohmann/json.hpp>
#include "core/datasets/TuningDataset.h"

#include <algorithm>
#include <cmath>

namespace augur {

std::vector<double> bestSoFarCurve(const std::vector<Candidate>& candidates, int maxM) {
    std::vector<double> curve(static_cast<std::size_t>(std::max(0, maxM)) + 1, 1.0);
    for (const auto& c : candidates) {
        if (!c.measurement || c.measurement->order <= 0 || c.measurement->order > maxM || !c.measurement->ok())
            continue;
        auto& slot = curve[static_cast<std::size_t>(c.measurement->order)];
        slot = std::max(slot, c.measurement->speedup);
    }
    for (std::size_t m = 1; m < curve.size(); ++m) curve[m] = std::max(curve[m], curve[m - 1]);
    return curve;
}

std::vector<std::pair<double, double>> bestSoFarOverTime(const std::vector<Candidate>& candidates) {
    std::vector<std::pair<double, double>> events; // (finished s, S or 0 for a failure)
    for (const auto& c : candidates) {
        if (!c.measurement || c.measurement->order <= 0) continue;
        if (!(c.measurement->finishedS > 0.0)) return {};
        events.emplace_back(c.measurement->finishedS, c.measurement->ok() ? c.measurement->speedup : 0.0);
    }
    std::sort(events.begin(), events.end());
    std::vector<std::pair<double, double>> out{{0.0, 1.0}};
    double best = 1.0;
    for (const auto& [t, s] : events)
        if (s > best) {
            best = s;
            out.emplace_back(t, best);
        }
    if (!events.empty() && events.back().first > out.back().first) out.emplace_back(events.back().first, best);
    return out;
}

int measurementsSpent(const std::vector<Candidate>& candidates) {
    int spent = 0;
    for (const auto& c : candidates)
        if (c.measurement) spent = std::max(spent, c.measurement->order);
    return spent;
}

RecordedSearch readRecordedSearch(const std::string& sessionPath) {
    auto store = SessionStore::open(sessionPath, false);
    RecordedSearch r;
    r.problem = store->meta("problem");
    try {
        const auto names = parseBoundedOrDiscarded(store->meta("parameters"));
        if (names.is_array())
            for (const auto& n : names)
                if (n.is_string()) r.parameters.push_back(n.get<std::string>());
    } catch (const std::exception&) {
        // An older session: no parameter names, compared by problem name only.
    }
    const SessionConfig config = store->config();
    std::vector<Candidate> cs;
    for (auto& row : store->loadCandidates()) cs.push_back(std::move(row.candidate));
    r.byMeasurement = bestSoFarCurve(cs, measurementsSpent(cs));
    r.byTime = bestSoFarOverTime(cs);
    const std::string file = sessionPath.substr(sessionPath.find_last_of('/') + 1);
    r.label = std::string(kSearchStrategies.name(config.strategy)) + ", seed " + std::to_string(config.seed) +
        (config.priorPath.empty() ? "" : ", prior") + " (" + file + ")";
    return r;
}

int measurementsToReach(const std::vector<Candidate>& candidates, double target) {
    int first = -1;
    for (const auto& c : candidates)
        if (c.measurement && c.measurement->order > 0 && c.measurement->ok() && c.measurement->speedup >= target)
            if (first < 0 || c.measurement->order < first) first = c.measurement->order;
    return first;
}

namespace {
double logChoose(double n, double k) { return std::lgamma(n + 1) - std::lgamma(k + 1) - std::lgamma(n - k + 1); }
} // namespace

RandomSamplingBaseline::RandomSamplingBaseline(std::vector<double> speedups) : sorted_(std::move(speedups)) {
    sorted_.erase(
        std::remove_if(sorted_.begin(), sorted_.end(), [](double s) { return !(s > 0.0) || !std::isfinite(s); }),
        sorted_.end());
    std::sort(sorted_.begin(), sorted_.end());
}

double RandomSamplingBaseline::bestQuantile(int m, double q) const {
    if (sorted_.empty()) return 0.0;
    if (m <= 0) return 1.0;
    const auto n = sorted_.size();
    if (static_cast<std::size_t>(m) >= n) return std::max(1.0, sorted_.back());
    for (std::size_t i = static_cast<std::size_t>(m); i <= n; ++i) {
        const double cdf = std::exp(logChoose(static_cast<double>(i), m) - logChoose(static_cast<double>(n), m));
        if (cdf >= q - 1e-12) return std::max(1.0, sorted_[i - 1]);
    }
    return std::max(1.0, sorted_.back());
}

int RandomSamplingBaseline::medianDrawsTo(double target, int cap) const {
    const double n = static_cast<double>(sorted_.size());
    const double h = static_cast<double>(sorted_.end() - std::lower_bound(sorted_.begin(), sorted_.end(), target));
    if (h <= 0) return -1;
    for (int m = 1; m <= cap && m <= static_cast<int>(n); ++m) {
        const double miss = m > n - h ? 0.0 : std::exp(logChoose(n - h, m) - logChoose(n, m));
        if (1.0 - miss >= 0.5) return m;
    }
    return -1;
}

std::vector<double> RandomSamplingBaseline::curve(int maxM, double q) const {
    std::vector<double> out;
    for (int m = 0; m <= maxM; ++m) out.push_back(bestQuantile(m, q));
    return out;
}

double RandomSamplingBaseline::expectedBestTime(int m) const {
    if (sorted_.empty() || m <= 0) return 1.0;
    const auto n = sorted_.size();
    if (static_cast<std::size_t>(m) >= n) return 1.0 / std::max(1.0, sorted_.back());
    double e = 0.0;
    for (std::size_t i = static_cast<std::size_t>(m); i <= n; ++i) {
        const double p = std::exp(logChoose(static_cast<double>(i - 1), m - 1) - logChoose(static_cast<double>(n), m));
        e += p / std::max(1.0, sorted_[i - 1]);
    }
    return e;
}

double methodologyScore(const std::vector<std::vector<double>>& runs, const RandomSamplingBaseline& random,
                        int budget) {
    if (runs.empty() || budget < 1 || random.size() == 0) return std::nan("");
    const double optimum = 1.0 / std::max(1.0, random.best());
    double sum = 0.0;
    int counted = 0;
    for (int m = 1; m <= budget; ++m) {
        double mean = 0.0;
        for (const auto& run : runs) {
            const double s = run.empty() ? 1.0 : run[std::min(static_cast<std::size_t>(m), run.size() - 1)];
            mean += 1.0 / std::max(1.0, s);
        }
        mean /= static_cast<double>(runs.size());
        const double rnd = random.expectedBestTime(m);
        if (rnd - optimum <= 1e-15) continue; // random has found the optimum: nothing left to score
        sum += (rnd - mean) / (rnd - optimum);
        ++counted;
    }
    return counted ? sum / counted : std::nan("");
}

std::vector<double> datasetSpeedups(const std::string& datasetPath, const std::string& referenceKey) {
    const TuningDataset ds = loadTuningDataset(datasetPath, referenceKey);
    const double refMs = ds.externalReferenceMs ? *ds.externalReferenceMs : ds.records.at(ds.referenceIndex).medianMs;
    std::vector<double> out;
    for (const auto& r : ds.records)
        if (r.status == MeasurementStatus::Ok)
            out.push_back(r.recordedSpeedup ? *r.recordedSpeedup : refMs / r.medianMs);
    return out;
}

std::vector<double> replayedSpeedups(const SessionConfig& config) {
    if (!isRecordFile(config.datasetPath)) return datasetSpeedups(config.datasetPath, config.referenceKey);
    std::vector<double> out;
    for (const Candidate& c : loadRecordTask(config.datasetPath, config.task).task.candidates)
        if (auto s = c.measuredSpeedup()) out.push_back(*s);
    return out;
}

std::vector<double> measureAllCurve(SessionConfig config) {
    config.backend = kReplayBackend;
    config.strategy = SearchStrategy::MeasureAll;
    config.replayDelayMs = 0.0;
    config.maxWallSeconds = 0.0;
    config.priorPath.clear();
    config.generator = GeneratorKind::Tuner;
    config.surrogate = SurrogateKind::Features;
    auto engine = SessionFactory::create(config, "");
    engine->run();
    engine->rethrowIfFailed();
    return bestSoFarCurve(engine->session().candidates(), config.maxMeasurements);
}

} // namespace augur
