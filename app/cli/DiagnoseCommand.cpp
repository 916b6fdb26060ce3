// `augur-cli diagnose SESSION [--candidate ID] [--json]`: the diagnoses (core/KernelDiagnosis)
// of a session's measured candidates, from their stored reports.
#include "CliCommon.h"
#include "Commands.h"

#include "core/datasets/DatasetHardware.h"
#include "core/kernel/EnergyReport.h"
#include "core/base/InputError.h"
#include "core/diagnosis/KernelDiagnosis.h"
#include "core/session/SessionFactory.h"
#include "NumberOptions.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <iostream>

namespace augur::cli {

namespace {

using json = nlohmann::json;

/// "available (14 passes)", "unavailable: <reason>" or "not profiled".
std::string countersState(const KernelProfile& p) {
    if (p.available) return "available (" + std::to_string(p.passes) + " passes)";
    if (p.reason.empty() || p.reason == "not profiled") return "not profiled";
    return "unavailable: " + p.reason;
}

json candidateJson(const Session& s, const Candidate& c, const std::optional<DevicePeaks>& peaks) {
    const Measurement& m = *c.measurement;
    json out{{"id", c.id},
             {"candidate", c.parent == kNoCandidate ? std::string("reference") : s.describe(c.id)},
             {"speedup", m.speedup},
             {"candidate_ms", m.candidateMs},
             {"counters", countersState(m.report->profile)},
             {"findings", json::array()}};
    for (const DiagnosisFinding& f : KernelDiagnosis::diagnose(m.report, peaks))
        out["findings"].push_back({{"id", f.id},
                                   {"gain", f.gain},
                                   {"severity", diagnosisSeverityName(f.severity)},
                                   {"title", f.title},
                                   {"evidence", f.evidence},
                                   {"suggestion", f.suggestion}});
    const EnergyReport& e = m.report->energy;
    if (e.available && e.candidate)
        out["energy"] = {{"j_per_launch", e.candidate->joulesPerLaunch}, {"avg_power_w", e.candidate->averagePowerW}};
    else if (m.energyJ)
        out["energy"] = {{"j_per_launch", *m.energyJ}};
    return out;
}

/// Text from the session file reaches the terminal only through terminalSafe.
std::string safe(const json& text) { return terminalSafe(text.get<std::string>(), false); }

void printText(const json& c) {
    std::printf("#%lld %s  S %.3fx  counters: %s\n", c["id"].get<long long>(), safe(c["candidate"]).c_str(),
                c["speedup"].get<double>(), safe(c["counters"]).c_str());
    if (c.contains("energy")) {
        std::printf("   energy %.4g J/launch", c["energy"]["j_per_launch"].get<double>());
        if (c["energy"].contains("avg_power_w")) std::printf(" at %.0f W", c["energy"]["avg_power_w"].get<double>());
        std::printf("\n");
    }
    if (c["findings"].empty()) std::printf("   (nothing to report)\n");
    int rank = 0;
    for (const auto& f : c["findings"]) {
        std::printf("   %d. [%s, est. gain %.0f%%] %s\n", ++rank, safe(f["severity"]).c_str(),
                    100 * f["gain"].get<double>(), safe(f["title"]).c_str());
        std::printf("      evidence: %s\n", safe(f["evidence"]).c_str());
        std::printf("      try: %s\n", safe(f["suggestion"]).c_str());
    }
}

} // namespace

void addDiagnoseCommand(CLI::App& app) {
    auto path = std::make_shared<std::string>();
    auto id = std::make_shared<long long>(-1);
    auto asJson = std::make_shared<bool>(false);
    auto* cmd =
        app.add_subcommand("diagnose", "Diagnoses of a session's measured candidates (bottleneck, spills, tail, ...)");
    cmd->add_option("session", *path, "Session file")->required();
    cmd->add_option("--candidate", *id, "Only this candidate id")->check(integerIn<CandidateId>(0));
    cmd->add_flag("--json", *asJson, "JSON output");
    cmd->callback([path, id, asJson] {
        setExitCode(guarded([&] {
            auto engine = SessionFactory::resume(*path, false); // a reader: no lock
            const Session& s = engine->session();
            // Replayed datasets carry no device peaks in their reports: use the dataset's device.
            const auto hw = readDatasetHardware(s.config().datasetPath);
            const std::optional<DevicePeaks> peaks = hw ? std::optional<DevicePeaks>(hw->peaks()) : std::nullopt;
            json out{{"session", *path}, {"problem", s.problem().name}, {"candidates", json::array()}};
            if (hw)
                out["hardware"] = {{"name", hw->name},
                                   {"arch", hw->arch},
                                   {"dram_gbs", peaks->dramGBs},
                                   {"fp32_gflops", peaks->fp32GFlops},
                                   {"tensor_gflops", peaks->tensorGFlops}};
            if (*id >= 0) {
                if (!s.contains(*id)) throw InputError(*path, "--candidate", "no candidate #" + std::to_string(*id));
                const Candidate& c = s.at(*id);
                if (!c.measurement)
                    throw InputError(*path, "--candidate", "candidate #" + std::to_string(*id) + " is not measured");
                if (!c.measurement->ok())
                    throw InputError(*path, "--candidate",
                                     "candidate #" + std::to_string(*id) + " failed: " + c.measurement->failureReason);
                out["candidates"].push_back(candidateJson(s, c, peaks));
            } else {
                for (const Candidate& c : s.candidates())
                    if (c.measurement && c.measurement->ok()) out["candidates"].push_back(candidateJson(s, c, peaks));
            }
            if (*asJson) {
                std::cout << out.dump(2, ' ', false, json::error_handler_t::replace) << std::endl;
                return 0;
            }
            std::printf("problem %s, %zu measured candidate(s)%s\n", terminalSafe(s.problem().name, false).c_str(),
                        out["candidates"].size(), hw ? terminalSafe(", roofs of " + hw->name, false).c_str() : "");
            for (const auto& c : out["candidates"]) printText(c);
            return 0;
        }));
    });
}

} // namespace augur::cli
