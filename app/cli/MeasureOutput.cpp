// The lines `augur-cli measure` prints under a measurement row.
#include "MeasureOutput.h"

#include "CliCommon.h"
#include "core/diagnosis/KernelDiagnosis.h"

#include <iomanip>
#include <iostream>
#include <sstream>

namespace augur::cli {

std::string fixed(double v, int digits) {
    std::ostringstream ss;
    ss << std::fixed << std::setprecision(digits) << v;
    return ss.str();
}

/// The energy and counter lines under a measurement row (when they were collected).
void printEnergyAndCounters(const Measurement& m) {
    const MeasurementReportSections& r = m.report.sections();
    if (m.report.json().contains("energy")) {
        const EnergyReport& e = r.energy;
        if (!e.available) {
            std::cout << "  energy: " << (e.reason.empty() ? "unavailable" : e.reason) << "\n";
        } else {
            auto side = [&](const std::optional<EnergySample>& x) {
                if (!x) return std::string("not measured");
                return fixed(1e3 * x->joulesPerLaunch, 4) + " mJ/launch at " + fixed(x->averagePowerW, 0) +
                    " W (spread " + fixed(x->spreadPct, 2) + "%)";
            };
            std::cout << "  energy: reference " << side(e.reference);
            if (e.candidate)
                std::cout << ", candidate " << side(e.candidate) << ", energy gain "
                          << fixed(r.energyRatio.value_or(0.0), 3);
            std::cout << "\n";
        }
    }
    const KernelProfile& p = r.profile;
    if (!m.report.json().contains("profile")) return;
    if (!p.available) {
        std::cout << "  counters: " << p.reason << "\n";
        return;
    }
    auto pct = [&](const char* key, const char* label) {
        auto v = p.get(key);
        return v ? std::string(label) + " " + fixed(*v, 1) + "%" : std::string();
    };
    std::string line;
    for (const auto& part : {pct("dram_pct", "DRAM"), pct("sm_pct", "SM"), pct("achieved_occupancy_pct", "occupancy"),
                             pct("l1_hit_pct", "L1 hit"), pct("l2_hit_pct", "L2 hit")})
        if (!part.empty()) line += (line.empty() ? "" : ", ") + part;
    std::cout << "  counters (" << p.passes << " passes, " << fixed(p.wallMs, 1) << " ms): " << line << "\n";
    int shown = 0;
    for (const auto& f : KernelDiagnosis::diagnose(m.report))
        if (shown++ < 3) std::cout << "  diagnosis: " << KernelDiagnosis::line(f) << "\n";
}

/// A workload measurement's S at each shape (its report's "workload" section).
void printShapes(const Measurement& m) {
    if (m.report.empty() || !m.report.json().contains("workload")) return;
    for (const auto& s : m.report.json()["workload"]) {
        std::cout << "  at " << std::left << std::setw(26) << terminalSafe(s.value("label", std::string()), false)
                  << std::right;
        if (s.value("status", std::string()) != "ok")
            std::cout << " " << terminalSafe(s.value("status", std::string()), false) << "\n";
        else
            std::cout << " S " << fixed(s.value("speedup", 0.0), 3) << "  (" << fixed(s.value("reference_ms", 0.0), 4)
                      << " -> " << fixed(s.value("candidate_ms", 0.0), 4) << " ms, weight "
                      << fixed(s.value("weight", 1.0), 2) << ")\n";
    }
}

} // namespace augur::cli
