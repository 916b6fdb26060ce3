#include "core/kernel/MeasurementPhases.h"

#include <cmath>
#include <cstdio>

namespace augur {

std::optional<MeasurementPhases> MeasurementPhases::of(const MeasurementReport& report) {
    if (report.empty() || report->phasesMs.empty()) return std::nullopt;
    MeasurementPhases p;
    double sum = 0.0;
    std::optional<double> total;
    for (const auto& [name, ms] : report->phasesMs) {
        if (!std::isfinite(ms) || ms < 0) return std::nullopt; // nothing to trust in it
        if (name == "total") {
            total = ms;
            continue;
        }
        sum += ms;
        if (name == "compile")
            p.compileMs = ms;
        else if (name == "correctness")
            p.correctnessMs = ms;
        else if (name == "timing")
            p.timingMs = ms;
        else // overhead, profile, energy, and any phase a later harness adds
            p.otherMs += ms;
    }
    p.totalMs = total.value_or(sum);
    if (!(p.totalMs > 0.0)) return std::nullopt;
    return p;
}

std::string MeasurementPhases::describe() const {
    return "compile " + formatMs(compileMs) + " ms, correctness " + formatMs(correctnessMs) + " ms, timing " +
        formatMs(timingMs) + " ms, other " + formatMs(otherMs) + " ms, total " + formatMs(totalMs) + " ms";
}

std::string MeasurementPhases::formatMs(double ms) {
    char text[32];
    std::snprintf(text, sizeof text, std::fabs(ms) < 9.95 ? "%.1f" : "%.0f", ms);
    return text;
}

} // namespace augur
