#include "core/diagnosis/DiagnosisRules.h"

#include "core/kernel/DeviceLimits.h"

#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstdio>

namespace augur {

namespace {

double clamp01(double v) { return std::clamp(v, 0.0, 1.0); }

} // namespace

std::string DiagnosisRules::fmt(const char* f, ...) {
    char b[512];
    va_list ap;
    va_start(ap, f);
    std::vsnprintf(b, sizeof b, f, ap);
    va_end(ap);
    return b;
}

std::string DiagnosisRules::sci(double v) {
    if (std::fabs(v) < 1e5) return fmt("%.0f", v);
    return fmt("%.1e", v);
}

DiagnosisRules::DiagnosisRules(const DiagnosisInput& input)
    : in(input), p(input.profile), counters(input.profile.available) {}

std::vector<DiagnosisFinding> DiagnosisRules::takeFindings() { return std::move(out); }

void DiagnosisRules::add(const char* id, double gain, std::string title, std::string evidence, std::string suggestion) {
    DiagnosisFinding f;
    f.id = id;
    f.gain = clamp01(gain);
    f.severity = KernelDiagnosis::severityOf(f.gain);
    f.title = std::move(title);
    f.evidence = std::move(evidence);
    f.suggestion = std::move(suggestion);
    out.push_back(std::move(f));
}

bool DiagnosisRules::has(const char* id) const {
    return std::any_of(out.begin(), out.end(), [&](const DiagnosisFinding& f) { return f.id == id; });
}

std::optional<double> DiagnosisRules::memoryPct() const {
    auto d = v("dram_pct"), m = v("memory_pct");
    if (!d && !m) return std::nullopt;
    return std::max(d.value_or(0.0), m.value_or(0.0));
}

std::optional<double> DiagnosisRules::computeFraction() const {
    if (!in.achievedGFlops || !in.peaks || in.peaks->fp32GFlops <= 0) return std::nullopt;
    const double gf = *in.achievedGFlops;
    if (gf > 0.9 * in.peaks->fp32GFlops && in.peaks->tensorGFlops > 0) return gf / in.peaks->tensorGFlops;
    return gf / in.peaks->fp32GFlops;
}

double DiagnosisRules::headroom() const {
    if (counters) {
        auto m = memoryPct(), s = v("sm_pct");
        if (m || s) return clamp01(1.0 - std::max(m.value_or(0.0), s.value_or(0.0)) / 100.0);
        return 0.5;
    }
    const double bw = in.bandwidthFraction.value_or(0.0), c = computeFraction().value_or(0.0);
    if (!in.bandwidthFraction && !computeFraction()) return 0.5;
    return clamp01(1.0 - std::max(bw, c));
}

std::string DiagnosisRules::throughputEvidence() const {
    std::string e;
    if (auto d = v("dram_pct")) e += fmt("DRAM %.0f%% of peak", *d);
    if (auto m = v("memory_pct"); m && (!v("dram_pct") || *m > *v("dram_pct") + 5))
        e += fmt("%sbusiest memory unit %.0f%%", e.empty() ? "" : ", ", *m);
    if (auto s = v("sm_pct")) e += fmt("%sSM %.0f%%", e.empty() ? "" : ", ", *s);
    return e;
}

std::optional<double> DiagnosisRules::theoreticalOccupancyPct() const {
    double best = 101.0;
    for (const auto& g : in.geometry)
        if (g.theoreticalOccupancyPct > 0) best = std::min(best, g.theoreticalOccupancyPct);
    if (best <= 100.0) return best;
    const DeviceLimits* lim = in.arch.empty() ? nullptr : DeviceLimits::forArch(in.arch);
    if (!lim || lim->maxThreadsPerSm <= 0) return std::nullopt;
    int regs = 0;
    for (const auto& r : in.resources) regs = std::max(regs, r.registers);
    if (regs <= 0) return std::nullopt;
    const int unit = std::max(1, lim->registerAllocationUnit);
    const int perWarp = (regs * lim->warpSize + unit - 1) / unit * unit;
    const double warps = std::floor(double(lim->registersPerSm) / perWarp);
    const double maxWarps = double(lim->maxThreadsPerSm) / lim->warpSize;
    return 100.0 * std::min(1.0, warps / maxWarps);
}

} // namespace augur
