#include "core/session/SearchCurves.h"

#include "core/session/SessionFactory.h"
#include "core/datasets/T4Dataset.h"

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

std::vector<double> datasetSpeedups(const std::string& datasetPath, const std::string& referenceKey) {
    const T4Dataset ds = loadT4Dataset(datasetPath, referenceKey);
    const double refMs = ds.externalReferenceMs ? *ds.externalReferenceMs : ds.records.at(ds.referenceIndex).medianMs;
    std::vector<double> out;
    for (const auto& r : ds.records)
        if (r.status == MeasurementStatus::Ok)
            out.push_back(r.recordedSpeedup ? *r.recordedSpeedup : refMs / r.medianMs);
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
