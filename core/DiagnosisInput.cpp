#include "core/DiagnosisInput.h"

#include <nlohmann/json.hpp>

namespace augur {

namespace {
using json = nlohmann::json;

std::optional<double> numberAt(const json& j, const char* key) {
    if (!j.is_object()) return std::nullopt;
    auto it = j.find(key);
    if (it == j.end() || !it->is_number()) return std::nullopt;
    return it->get<double>();
}
} // namespace

DiagnosisInput DiagnosisInput::fromDetails(const std::string& detailsJson, std::optional<DevicePeaks> fallbackPeaks) {
    DiagnosisInput in;
    in.profile = parseKernelProfile(detailsJson);
    in.geometry = parseLaunchGeometry(detailsJson);
    in.peaks = parseDevicePeaks(detailsJson);
    if (!in.peaks) in.peaks = fallbackPeaks;
    if (detailsJson.empty()) return in;
    const json d = json::parse(detailsJson, nullptr, false);
    if (!d.is_object()) return in;
    in.bandwidthFraction = numberAt(d, "bandwidth_fraction_of_peak");
    in.achievedGBs = numberAt(d, "achieved_bandwidth_gbs");
    in.achievedGFlops = numberAt(d, "achieved_gflops");
    if (auto a = d.find("arch"); a != d.end() && a->is_string()) in.arch = a->get<std::string>();
    if (auto t = d.find("timing"); t != d.end() && t->is_object())
        if (auto c = t->find("candidate"); c != t->end()) in.candidateMs = numberAt(*c, "median_ms");
    if (auto cc = d.find("candidate_compile"); cc != d.end() && cc->is_object())
        if (auto res = cc->find("resources"); res != cc->end() && res->is_object())
            for (auto it = res->begin(); it != res->end(); ++it) {
                const json& k = it.value();
                if (!k.is_object()) continue;
                KernelResources r;
                r.kernel = it.key();
                r.registers = static_cast<int>(numberAt(k, "registers").value_or(0));
                r.sharedBytes = static_cast<long long>(numberAt(k, "shared_bytes").value_or(0));
                r.stackBytes = static_cast<long long>(numberAt(k, "stack_bytes").value_or(0));
                r.spillStoreBytes = static_cast<long long>(numberAt(k, "spill_store_bytes").value_or(0));
                r.spillLoadBytes = static_cast<long long>(numberAt(k, "spill_load_bytes").value_or(0));
                in.resources.push_back(std::move(r));
            }
    // Per-kernel durations of a multi-kernel plan, to weigh per-kernel findings.
    {
        if (d.contains("profile") && d["profile"].is_object() && d["profile"].contains("kernels") &&
            d["profile"]["kernels"].is_array()) {
            for (const auto& k : d["profile"]["kernels"]) {
                double ns = 0;
                if (k.is_object() && k.contains("metrics") && k["metrics"].is_object() && k["metrics"].contains("duration_ns") &&
                    k["metrics"]["duration_ns"].is_number())
                    ns = k["metrics"]["duration_ns"].get<double>();
                in.kernelDurationNs.push_back(ns);
            }
        }
    }
    return in;
}

std::optional<double> DiagnosisInput::nominalBytes() const {
    if (!achievedGBs || *achievedGBs <= 0) return std::nullopt;
    double ms = candidateMs.value_or(0.0);
    if (ms <= 0)
        if (auto ns = profile.get("duration_ns")) ms = *ns * 1e-6;
    if (ms <= 0) return std::nullopt;
    return *achievedGBs * 1e9 * ms * 1e-3;
}

std::optional<double> DiagnosisInput::dramBytes() const {
    auto r = profile.get("dram_read_bytes"), w = profile.get("dram_write_bytes");
    if (!r && !w) return std::nullopt;
    return r.value_or(0.0) + w.value_or(0.0);
}

} // namespace augur
