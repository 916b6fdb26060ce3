#include "core/model/MeasurementThroughput.h"

#include "core/base/SampleStatistics.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <limits>

namespace augur {

namespace {
double median(std::vector<double> values) { return summarise(std::move(values)).median; }
} // namespace

MeasurementThroughput MeasurementThroughput::of(const std::vector<Candidate>& candidates) {
    MeasurementThroughput t;
    std::vector<double> compile, correctness, timing, other, total;
    double firstStartS = std::numeric_limits<double>::infinity();
    double lastCommitS = 0.0;
    for (const Candidate& c : candidates) {
        if (!c.measurement) continue;
        const Measurement& m = *c.measurement;
        const auto phases = MeasurementPhases::of(m.report);
        if (!phases) {
            ++t.withoutPhases;
            continue;
        }
        ++t.counted;
        if (m.backend == "replay") ++t.replayed;
        compile.push_back(phases->compileMs);
        correctness.push_back(phases->correctnessMs);
        timing.push_back(phases->timingMs);
        other.push_back(phases->otherMs);
        total.push_back(phases->totalMs);
        if (m.finishedS > 0.0) {
            // The engine stamps a measurement when it commits it; the job began its total
            // earlier (measurements of one batch, one per GPU, share a stamp).
            ++t.sessionMeasurements;
            firstStartS = std::min(firstStartS, std::max(0.0, m.finishedS - phases->totalMs / 1000.0));
            lastCommitS = std::max(lastCommitS, m.finishedS);
        }
    }
    if (t.counted == 0) return t;
    t.medianMs = {median(compile), median(correctness), median(timing), median(other), median(total)};
    t.perGpuPerMinute = 60000.0 / t.medianMs.totalMs;
    if (t.sessionMeasurements > 0 && lastCommitS > firstStartS) {
        t.sessionSpanS = lastCommitS - firstStartS;
        t.sessionPerMinute = 60.0 * t.sessionMeasurements / t.sessionSpanS;
    }
    return t;
}

nlohmann::json MeasurementThroughput::toJson() const {
    nlohmann::json j{{"measurements", counted}, {"without_phases", withoutPhases}, {"replayed", replayed}};
    if (counted == 0) return j;
    j["median_ms"] = {{"compile", medianMs.compileMs},
                      {"correctness", medianMs.correctnessMs},
                      {"timing", medianMs.timingMs},
                      {"other", medianMs.otherMs},
                      {"total", medianMs.totalMs}};
    j["per_gpu_per_minute"] = perGpuPerMinute;
    if (sessionPerMinute) {
        j["session_per_minute"] = *sessionPerMinute;
        j["session_measurements"] = sessionMeasurements;
        j["session_span_s"] = sessionSpanS;
    }
    return j;
}

std::string MeasurementThroughput::describe() const {
    auto measurements = [](int n) { return std::to_string(n) + (n == 1 ? " measurement" : " measurements"); };
    if (counted == 0)
        return withoutPhases == 0 ? std::string()
                                  : "unknown: none of the " + measurements(withoutPhases) + " has phase times";
    const bool recorded = replayed == counted;
    const MeasurementPhases& m = medianMs;
    std::string line = "median " + MeasurementPhases::formatMs(m.totalMs) + " ms" +
        (recorded ? " as the dataset recorded them" : "") + " (compile " + MeasurementPhases::formatMs(m.compileMs) +
        ", correctness " + MeasurementPhases::formatMs(m.correctnessMs) + ", timing " +
        MeasurementPhases::formatMs(m.timingMs) + ", other " + MeasurementPhases::formatMs(m.otherMs) + ") over " +
        measurements(counted) + "; " + formatRate(perGpuPerMinute) + "/min per GPU";
    if (sessionPerMinute)
        line += ", " + formatRate(*sessionPerMinute) + (recorded ? "/min replayed" : "/min in this session");
    if (withoutPhases > 0) line += "; " + measurements(withoutPhases) + " without phase times left out";
    return line;
}

std::string MeasurementThroughput::formatRate(double perMinute) {
    char text[32];
    std::snprintf(text, sizeof text, perMinute < 9.95 ? "%.1f" : "%.0f", perMinute);
    return text;
}

} // namespace augur
