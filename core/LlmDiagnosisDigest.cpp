#include "core/LlmDiagnosisDigest.h"

#include "core/EnergyReport.h"
#include "core/KernelDiagnosis.h"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace augur {

using json = nlohmann::json;

namespace {
std::string pct(double f) {
    char b[32];
    std::snprintf(b, sizeof b, "%.0f%%", f * 100.0);
    return b;
}
double num(const json& j, const char* key, double fallback = -1) {
    auto it = j.find(key);
    return it != j.end() && it->is_number() ? it->get<double>() : fallback;
}
} // namespace

std::vector<std::string> LlmDiagnosisDigest::lines(const Measurement& m, std::optional<DevicePeaks> peaks) {
    std::vector<std::string> out;
    if (!m.ok()) {
        std::string reason = m.failureReason.substr(0, 600);
        out.push_back(std::string(measurementStatusName(m.status)) + ": " + reason);
    }
    if (m.details.empty()) return out;
    json d = json::parse(m.details, nullptr, false);
    if (!d.is_object()) return out;
    if (auto cc = d.find("candidate_compile"); cc != d.end() && cc->is_object())
        if (auto res = cc->find("resources"); res != cc->end() && res->is_object())
            for (auto it = res->begin(); it != res->end(); ++it) {
                const json& k = it.value();
                const double regs = num(k, "registers"), spill = num(k, "spill_store_bytes", 0) + num(k, "spill_load_bytes", 0);
                const double smem = num(k, "shared_bytes", 0);
                std::string l = "kernel " + it.key() + ": " + (regs >= 0 ? std::to_string(static_cast<int>(regs)) + " registers/thread" : "");
                if (smem > 0) l += ", " + std::to_string(static_cast<long long>(smem)) + " bytes static shared memory";
                if (spill > 0) l += ", " + std::to_string(static_cast<long long>(spill)) + " bytes of register spills (local memory traffic)";
                if (regs > 128) l += " (high register use limits occupancy)";
                out.push_back(l);
            }
    // Ranked findings (counters when profiled, else nominal rates, ptxas and geometry).
    for (const DiagnosisFinding& f : KernelDiagnosis::diagnose(m.details, peaks)) out.push_back(KernelDiagnosis::line(f));
    if (const double gf = num(d, "achieved_gflops"); gf > 0) {
        char b[64];
        std::snprintf(b, sizeof b, "%.0f GFLOP/s achieved", gf);
        out.push_back(b);
    }
    if (const EnergyReport e = parseEnergyReport(m.details); e.available && e.candidate) {
        char b[160];
        std::snprintf(b, sizeof b, "energy: %.3g J per launch at %.0f W average", e.candidate->joulesPerLaunch, e.candidate->averagePowerW);
        std::string l = b;
        if (e.reference) {
            std::snprintf(b, sizeof b, " (reference %.3g J per launch)", e.reference->joulesPerLaunch);
            l += b;
        }
        out.push_back(l);
    } else if (m.energyJ) {
        char b[96];
        std::snprintf(b, sizeof b, "energy: %.3g J per launch", *m.energyJ);
        out.push_back(b);
    }
    if (auto t = d.find("timing"); t != d.end() && t->is_object())
        if (const double noise = num(*t, "relative_ci_half_width"); noise > 0.05)
            out.push_back("timing is noisy (confidence interval +/-" + pct(noise) + ")");
    if (auto s = d.find("suspicion"); s != d.end() && s->is_string()) out.push_back("suspicious result: " + s->get<std::string>());
    return out;
}

std::string LlmDiagnosisDigest::text(const Measurement& m, std::optional<DevicePeaks> peaks) {
    auto ls = lines(m, peaks);
    if (ls.empty()) return "(none)";
    std::string out;
    for (const auto& l : ls) out += (out.empty() ? "- " : "\n- ") + l;
    return out;
}

} // namespace augur
