#include "core/problem/WorkloadShapes.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace augur {

using json = nlohmann::json;

Problem problemAtShape(const Problem& problem, std::size_t shape) {
    Problem p = problem;
    p.sizes = problem.workload.at(shape).sizes;
    p.workload.clear();
    if (shape > 0) p.checkSizes.clear();
    return p;
}

namespace {

/// Whether the harness confirmed `m`'s suspicious speedup (CudaBackend's confirmation:
/// fresh inputs, every timed launch checked, the check sizes agree).
bool confirmed(const Measurement& m) {
    if (m.report.empty()) return false;
    const json& report = m.report.json();
    const auto c = report.find("confirmation");
    if (c == report.end() || !c->is_object()) return false;
    const auto verdict = c->find("verdict");
    return verdict != c->end() && verdict->is_string() && verdict->get<std::string>().rfind("confirmed", 0) == 0;
}

/// The shape's entry of the report's "workload" section.
json shapeJson(const WorkloadShape& shape, const Measurement& m) {
    json j{{"label", shape.label}, {"sizes", shape.sizes}, {"weight", shape.weight}};
    j["status"] = measurementStatusName(m.status);
    if (!m.ok()) {
        j["reason"] = m.failureReason;
        return j;
    }
    j["reference_ms"] = m.referenceMs;
    j["candidate_ms"] = m.candidateMs;
    j["speedup"] = m.speedup;
    j["speedup_ci"] = {m.speedupLow, m.speedupHigh};
    j["samples"] = m.samples;
    if (!m.report.empty()) {
        if (m.report->achievedGFlops) j["achieved_gflops"] = *m.report->achievedGFlops;
        if (m.report->achievedGBs) j["achieved_bandwidth_gbs"] = *m.report->achievedGBs;
    }
    if (m.suspicious) j["suspicious"] = true;
    return j;
}

} // namespace

Measurement combineWorkload(const Problem& problem, const std::vector<Measurement>& perShape) {
    const auto& shapes = problem.workload;
    Measurement out;
    if (perShape.empty() || perShape.size() != shapes.size()) {
        out.status = MeasurementStatus::Invalid;
        out.failureReason = "the workload has " + std::to_string(shapes.size()) + " shapes; " +
            std::to_string(perShape.size()) + " were measured";
        return out;
    }
    out.backend = perShape.front().backend;
    json section = json::array();
    for (std::size_t i = 0; i < shapes.size(); ++i) section.push_back(shapeJson(shapes[i], perShape[i]));
    for (std::size_t i = 0; i < shapes.size(); ++i) {
        const Measurement& m = perShape[i];
        if (!m.unmeasuredReason.empty()) {
            out.unmeasuredReason = "at " + shapes[i].label + ": " + m.unmeasuredReason;
            return out;
        }
        if (!m.ok()) {
            out.status = m.status;
            out.failureReason = "at " + shapes[i].label + ": " + m.failureReason;
            out.report = m.report;
            out.report.setSection("workload", section);
            return out;
        }
    }
    double weights = 0, logS = 0, varLow = 0, varHigh = 0;
    double flops = 0, bytes = 0, time = 0;
    bool energy = true;
    double energyJ = 0, referenceEnergyJ = 0;
    for (const WorkloadShape& shape : shapes) weights += shape.weight;
    for (std::size_t i = 0; i < shapes.size(); ++i) {
        const Measurement& m = perShape[i];
        const double w = shapes[i].weight / weights;
        logS += w * std::log(m.speedup);
        const double low = m.speedupLow > 0 ? std::log(m.speedup / m.speedupLow) : 0.0;
        const double high = m.speedupHigh > 0 ? std::log(m.speedupHigh / m.speedup) : 0.0;
        varLow += w * w * low * low;
        varHigh += w * w * high * high;
        out.referenceMs += shapes[i].weight * m.referenceMs;
        out.candidateMs += shapes[i].weight * m.candidateMs;
        out.samples = i == 0 ? m.samples : std::min(out.samples, m.samples);
        if (i > 0) out.suspicious = out.suspicious || m.suspicious;
        energy = energy && m.energyJ && m.referenceEnergyJ;
        if (energy) {
            energyJ += shapes[i].weight * *m.energyJ;
            referenceEnergyJ += shapes[i].weight * *m.referenceEnergyJ;
        }
        // Nominal work of the whole workload, each shape counted once.
        if (!m.report.empty() && m.report->achievedGFlops) flops += *m.report->achievedGFlops * m.candidateMs;
        if (!m.report.empty() && m.report->achievedGBs) bytes += *m.report->achievedGBs * m.candidateMs;
        time += m.candidateMs;
    }
    // A speedup above 10x is confirmed at the first shape, the only one that keeps the
    // problem's check_sizes (problemAtShape): the other shapes cannot be confirmed on their
    // own, and rest on that confirmation and their own correctness checks. Unconfirmed at
    // the first shape, any suspicious shape keeps the whole flagged.
    if (confirmed(perShape.front()))
        out.suspicious = false;
    else
        out.suspicious = out.suspicious || perShape.front().suspicious;
    out.speedup = std::exp(logS);
    out.speedupLow = out.speedup * std::exp(-std::sqrt(varLow));
    out.speedupHigh = out.speedup * std::exp(std::sqrt(varHigh));
    if (energy) {
        out.energyJ = energyJ;
        out.referenceEnergyJ = referenceEnergyJ;
    }
    out.report = perShape.front().report;
    out.report.setSection("workload", section);
    if (!out.report.empty() && time > 0) {
        // GFLOP/s × ms summed and divided by the summed ms: the whole workload's rates.
        if (flops > 0) out.report.setSection("achieved_gflops", flops / time);
        if (bytes > 0) out.report.setSection("achieved_bandwidth_gbs", bytes / time);
        if (bytes > 0 && out.report->devicePeaks && out.report->devicePeaks->dramGBs > 0)
            out.report.setSection("bandwidth_fraction_of_peak", bytes / time / out.report->devicePeaks->dramGBs);
    }
    return out;
}

} // namespace augur
