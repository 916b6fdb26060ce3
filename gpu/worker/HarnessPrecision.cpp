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
    bool nonFinite = false; ///< x not finite where r is
    double relativeRms() const {
        if (nonFinite) return INFINITY;
        return squaredExact > 0 ? std::sqrt(squaredError / squaredExact) : 0.0;
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
                             const std::vector<std::unique_ptr<DeviceBuffer>>& buffers,
                             const std::vector<std::string>& referenceOut,
                             const std::vector<std::string>& candidateOut) {
    initInputs(job, buffers, job.settings.seed, false);
    fillSentinels(job, buffers);
    launch(prec, "precision_reference");
    sync("precision_reference");
    json out{{"seed", job.settings.seed}, {"max_ratio", job.precisionMaxRatio}, {"buffers", json::array()}};
    std::string failureText;
    for (std::size_t b = 0; b < job.buffers.size(); ++b) {
        const ResolvedBuffer& spec = job.buffers[b];
        const double u = unitRoundoff(spec.dtype);
        if ((spec.role != "output" && spec.role != "inout") || u == 0) continue;
        std::string exact(buffers[b]->bytes(), '\0');
        checkCuda(api_, api_.cuMemcpyDtoH(exact.data(), buffers[b]->data(), exact.size()),
                  "read float64 reference output");
        const ErrorSums ref = errorAgainst(spec.dtype, referenceOut[b], exact);
        const ErrorSums cand = errorAgainst(spec.dtype, candidateOut[b], exact);
        // Below a few unit roundoffs every kernel is as exact as the output type allows, so
        // ratios of tiny errors say nothing.
        const double floor = job.precisionMinError > 0 ? job.precisionMinError : 4 * u;
        const double allowed = job.precisionMaxRatio * std::max(ref.relativeRms(), floor);
        const double ratio = cand.relativeRms() / std::max(ref.relativeRms(), floor);
        out["buffers"].push_back({{"buffer", spec.name},
                                  {"reference_error", ref.relativeRms()},
                                  {"candidate_error", std::isfinite(cand.relativeRms()) ? cand.relativeRms() : -1.0},
                                  {"ratio", std::isfinite(ratio) ? ratio : -1.0},
                                  {"floor", floor},
                                  {"not_finite_in_float64_reference", ref.skipped}});
        if (cand.relativeRms() > allowed && failureText.empty())
            failureText = "precision downgrade: " + spec.name + ": relative RMS error against the float64 reference " +
                sci(cand.relativeRms()) + " is " + (std::isfinite(ratio) ? sci(ratio) : std::string("inf")) +
                " times the reference's own " + sci(ref.relativeRms()) + " (limit " + sci(job.precisionMaxRatio) +
                " times, floor " + sci(floor) + ")";
    }
    poisonOutputs(job, buffers);
    if (!failureText.empty()) out["failure"] = failureText;
    return out;
}

} // namespace augur::gpu
