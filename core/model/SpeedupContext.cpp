#include "core/model/SpeedupContext.h"

#include <algorithm>

namespace augur {

bool usesTensorRoof(const Problem& problem) {
    return std::any_of(problem.buffers.begin(), problem.buffers.end(), [](const BufferSpec& b) {
        return (b.role == "input" || b.role == "inout") && (b.dtype == "f16" || b.dtype == "bf16");
    });
}

std::optional<double> rooflineFraction(const Measurement& m, bool tensorRoof) {
    if (!m.ok() || m.report.empty()) return std::nullopt;
    const auto& peaks = m.report->devicePeaks;
    const auto& gbs = m.report->achievedGBs;
    if (!peaks || !(peaks->dramGBs > 0) || !gbs || !(*gbs > 0)) return std::nullopt;
    const auto& gflops = m.report->achievedGFlops;
    if (!gflops || !(*gflops > 0)) return *gbs / peaks->dramGBs;
    const double compute = tensorRoof && peaks->tensorGFlops > 0 ? peaks->tensorGFlops : peaks->fp32GFlops;
    if (!(compute > 0)) return std::nullopt;
    const double intensity = *gflops / *gbs; // FLOP per byte: both rates share the candidate's time
    return *gflops / std::min(compute, intensity * peaks->dramGBs);
}

std::optional<double> speedupOverBaseline(const Session& session, const Candidate& c) {
    if (!session.baseline() || !c.measurement || !c.measurement->ok()) return std::nullopt;
    return session.baseline()->over(c.measurement->speedup);
}

nlohmann::json workloadTable(const Session& session, const Candidate& c) {
    return workloadTable(c, session.baseline());
}

nlohmann::json workloadTable(const Candidate& c, const std::optional<VendorBaseline>& baseline) {
    nlohmann::json rows = nlohmann::json::array();
    if (!c.measurement || !c.measurement->ok() || c.measurement->report.empty()) return rows;
    const nlohmann::json& shapes = c.measurement->report.json().value("workload", nlohmann::json());
    if (!shapes.is_array()) return rows;
    const nlohmann::json* library = nullptr;
    if (baseline && baseline->timed() && !baseline->measurement.report.empty()) {
        const nlohmann::json& lib = baseline->measurement.report.json();
        if (lib.contains("workload") && lib["workload"].is_array() && lib["workload"].size() == shapes.size())
            library = &lib["workload"];
    }
    for (std::size_t i = 0; i < shapes.size(); ++i) {
        const nlohmann::json& s = shapes[i];
        if (!s.is_object() || !s.value("speedup", 0.0)) continue;
        nlohmann::json row{{"shape", s.value("label", std::string())},
                           {"weight", s.value("weight", 1.0)},
                           {"speedup", s.value("speedup", 0.0)},
                           {"candidate_ms", s.value("candidate_ms", 0.0)}};
        if (library && (*library)[i].value("speedup", 0.0) > 0) {
            const double lib = (*library)[i]["speedup"].get<double>();
            row["library_speedup"] = lib;
            row["library_ms"] = (*library)[i].value("candidate_ms", 0.0);
            row["over_library"] = s.value("speedup", 0.0) / lib;
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

nlohmann::json baselineJson(const Session& session) {
    if (!session.baseline()) return nullptr;
    const VendorBaseline& b = *session.baseline();
    nlohmann::json j{{"library", b.library}, {"call", b.call}, {"timed", b.timed()}};
    if (!b.timed()) {
        j["reason"] = b.measurement.failureReason;
        return j;
    }
    const Measurement& m = b.measurement;
    j["library_ms"] = m.candidateMs;
    j["reference_ms"] = m.referenceMs;
    j["speedup_over_reference"] = m.speedup;
    j["speedup_ci"] = {m.speedupLow, m.speedupHigh};
    if (auto f = rooflineFraction(m, usesTensorRoof(session.problem()))) j["roofline_fraction"] = *f;
    if (auto best = session.bestMeasured()) {
        j["best_over_library"] = *b.over(best->second);
        j["best_candidate"] = session.describe(best->first);
        if (!session.problem().workload.empty()) j["best_by_shape"] = workloadTable(session, session.at(best->first));
    }
    return j;
}

} // namespace augur
