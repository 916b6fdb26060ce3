// The precision check of the measurement protocol (docs/measurement.md, "Precision"): the
// reference's and the candidate's outputs against a float64 reference of the problem.
#include "gpu/worker/DeviceBuffer.h"
#include "gpu/worker/ElementValue.h"
#include "gpu/worker/HarnessPlanRun.h"

#include <cmath>
#include <cstdio>
#include <cstring>

namespace augur::gpu {

using json = nlohmann::json;

namespace {

struct ErrorSums {
    double squaredError = 0; ///< sum (x - r)^2
    double squaredExact = 0; ///< sum r^2
    long long skipped = 0; ///< elements where the float64 reference is not finite
    long long counted = 0; ///< elements compared
    bool nonFinite = false; ///< x not finite where r is
    double scale = 0; ///< the problem's error_scale: the RMS magnitude measured against at least
    /// RMS error / max(RMS of r, scale): plain relative RMS error unless the output's
    /// magnitude falls below the scale.
    double relativeRms() const {
        if (nonFinite) return INFINITY;
        const double denominator = std::max(squaredExact, static_cast<double>(counted) * scale * scale);
        return denominator > 0 ? std::sqrt(squaredError / denominator) : 0.0;
    }
};

template <typename Decode>
ErrorSums accumulate(std::size_t n, const Decode& value, const Decode& exactValue) {
    ErrorSums e;
    for (std::size_t i = 0; i < n; ++i) {
        const double r = exactValue(i);
        if (!std::isfinite(r)) {
            ++e.skipped;
            continue;
        }
        const double x = value(i);
        if (!std::isfinite(x)) {
            e.nonFinite = true;
            continue;
        }
        e.squaredError += (x - r) * (x - r);
        e.squaredExact += r * r;
        ++e.counted;
    }
    return e;
}

ErrorSums errorAgainst(const std::string& dtype, const std::string& values, const std::string& exact) {
    const std::size_t es = dtypeBytes(dtype);
    const std::size_t n = std::min(values.size(), exact.size()) / es;
    // The dtype is resolved once, not per element: outputs have tens of millions of elements.
    if (dtype == "f32") {
        auto at = [](const std::string& s) {
            return [p = s.data()](std::size_t i) {
                float v;
                std::memcpy(&v, p + 4 * i, 4);
                return static_cast<double>(v);
            };
        };
        return accumulate(n, at(values), at(exact));
    }
    if (dtype == "f64") {
        auto at = [](const std::string& s) {
            return [p = s.data()](std::size_t i) {
                double v;
                std::memcpy(&v, p + 8 * i, 8);
                return v;
            };
        };
        return accumulate(n, at(values), at(exact));
    }
    auto at = [&](const std::string& s) {
        return [p = s.data(), &dtype, es](std::size_t i) { return elementAsDouble(dtype, p + i * es); };
    };
    return accumulate(n, at(values), at(exact));
}

std::string sci(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2e", v);
    return buf;
}

} // namespace

json Harness::checkPrecision(const MeasureJob& job, const PlanRun& prec,
                             const std::vector<std::unique_ptr<DeviceBuffer>>& buffers, unsigned long long seed,
                             const std::vector<std::string>& referenceOut,
                             const std::vector<std::string>& candidateOut) {
    auto& exactOut = exactCache_[seed];
    if (exactOut.empty()) {
        initInputs(job, buffers, seed, false);
        fillSentinels(job, buffers);
        launch(prec, "precision_reference");
        sync("precision_reference (seed " + std::to_string(seed) + ")");
        for (std::size_t b = 0; b < job.buffers.size(); ++b) {
            const ResolvedBuffer& spec = job.buffers[b];
            std::string exact;
            if ((spec.role == "output" || spec.role == "inout") && unitRoundoff(spec.dtype) != 0) {
                exact.resize(buffers[b]->bytes());
                checkCuda(api_, api_.cuMemcpyDtoH(exact.data(), buffers[b]->data(), exact.size()),
                          "read float64 reference output");
            }
            exactOut.push_back(std::move(exact));
        }
        poisonOutputs(job, buffers);
    }
    json out{{"seed", seed}, {"buffers", json::array()}};
    double worst = 0;
    std::string failureText;
    for (std::size_t b = 0; b < job.buffers.size(); ++b) {
        const ResolvedBuffer& spec = job.buffers[b];
        const double u = unitRoundoff(spec.dtype);
        if ((spec.role != "output" && spec.role != "inout") || u == 0) continue;
        const std::string& exact = exactOut[b];
        ErrorSums ref = errorAgainst(spec.dtype, referenceOut[b], exact);
        ErrorSums cand = errorAgainst(spec.dtype, candidateOut[b], exact);
        ref.scale = cand.scale = job.precisionErrorScale;
        // Below the floor every kernel is as exact as the problem needs, so ratios of tiny
        // errors say nothing (the floors are derived in docs/measurement.md, "Precision").
        const double floor = job.precisionMinError > 0 ? job.precisionMinError : 4 * u;
        double allowed = job.precisionMaxRatio * std::max(ref.relativeRms(), floor);
        if (job.precisionMaxError > 0) allowed = std::min(allowed, job.precisionMaxError);
        const double ratio = cand.relativeRms() / std::max(ref.relativeRms(), floor);
        worst = std::max(worst, std::isfinite(ratio) ? ratio : 1e300);
        out["buffers"].push_back({{"buffer", spec.name},
                                  {"reference_error", ref.relativeRms()},
                                  {"candidate_error", std::isfinite(cand.relativeRms()) ? cand.relativeRms() : -1.0},
                                  {"ratio", std::isfinite(ratio) ? ratio : -1.0},
                                  {"floor", floor},
                                  {"limit", allowed},
                                  {"not_finite_in_float64_reference", ref.skipped}});
        if (cand.relativeRms() > allowed && failureText.empty())
            failureText = "precision downgrade: " + spec.name + ": relative RMS error against the float64 reference " +
                sci(cand.relativeRms()) + " is " + (std::isfinite(ratio) ? sci(ratio) : std::string("inf")) +
                " times the reference's own " + sci(ref.relativeRms()) + " (limit " + sci(job.precisionMaxRatio) +
                " times, floor " + sci(floor) +
                (job.precisionMaxError > 0 ? ", at most " + sci(job.precisionMaxError) : std::string()) + ", seed " +
                std::to_string(seed) + ")";
    }
    out["worst_ratio"] = worst;
    if (!failureText.empty()) out["failure"] = failureText;
    return out;
}

} // namespace augur::gpu
