// The precision check of the measurement protocol (docs/measurement.md, "Precision"): the
// reference's and the candidate's outputs against a float64 reference of the problem.
#include "gpu/worker/DeviceBuffer.h"
#include "gpu/worker/ElementValue.h"
#include "gpu/worker/HarnessPlanRun.h"
#include "gpu/worker/PrecisionError.h"
#include "gpu/worker/SeedOutputs.h"

#include <cmath>
#include <cstdio>
#include <cstring>

namespace augur::gpu {

using json = nlohmann::json;

namespace {

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

} // namespace

ErrorSums hostErrorSums(const std::string& dtype, const std::string& values, const std::string& exact) {
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

namespace {

std::string sci(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2e", v);
    return buf;
}

} // namespace

json Harness::checkPrecision(const MeasureJob& job, const std::vector<std::unique_ptr<DeviceBuffer>>& candidate,
                             const SeedOutputs& trusted) {
    const unsigned long long seed = trusted.seed;
    json out{{"seed", seed}, {"buffers", json::array()}};
    double worst = 0;
    std::string failureText;
    for (std::size_t b = 0; b < job.buffers.size(); ++b) {
        const ResolvedBuffer& spec = job.buffers[b];
        const double u = unitRoundoff(spec.dtype);
        if ((spec.role != "output" && spec.role != "inout") || u == 0 || !trusted.hasExact[b]) continue;
        ErrorSums ref = trusted.referenceError[b];
        ErrorSums cand;
        if (trusted.onDevice) {
            cand = deviceErrorSums(spec.dtype, candidate[b]->data(), 0, trusted.exact[b].data(), trusted.exactKey[b],
                                   static_cast<unsigned long long>(spec.count));
        } else {
            std::string out(candidate[b]->bytes(), '\0');
            checkCuda(api_, api_.cuMemcpyDtoH(out.data(), candidate[b]->data(), out.size()), "read candidate output");
            cand = hostErrorSums(spec.dtype, out, trusted.hostExact[b]);
        }
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
