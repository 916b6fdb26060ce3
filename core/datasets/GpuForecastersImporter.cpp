#include "core/datasets/GpuForecastersImporter.h"
#include "core/datasets/CompressedFile.h"

#include "core/base/InputError.h"
#include "core/model/Measurement.h"
#include "core/base/JsonRecords.h"
#include "core/datasets/TuningDataset.h"
#include "core/base/JsonWholeNumber.h"

#include <cmath>
#include <cstdio>
#include <functional>
#include <map>

namespace augur {

namespace {

std::string requiredString(const JsonRecord& r, const char* key, const std::string& path) {
    const auto& j = r.value;
    if (!j.contains(key) || !j[key].is_string() || j[key].get<std::string>().empty())
        throw InputError(path, recordField(r, key), "missing or not a non-empty string");
    return j[key].get<std::string>();
}

std::string optionalString(const nlohmann::json& j, const char* key) {
    return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string();
}

/// 12 hex digits of std::hash, to name an anchor without a comparison id.
std::string shortHash(const std::string& s) {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016zx", std::hash<std::string>{}(s));
    return std::string(buf, 12);
}

} // namespace

EvaluationDataset GpuForecastersImporter::load(const std::string& path) { return parse(readMaybeGzip(path), path); }

EvaluationDataset GpuForecastersImporter::parse(const std::string& text, const std::string& path) {
    std::map<std::string, EvaluationProblem> groups;
    std::vector<std::string> order;
    for (const JsonRecord& r : readJsonRecords(text, path)) {
        const auto& j = r.value;
        const std::string anchor = requiredString(r, "anchor_code", path);
        const std::string code = requiredString(r, "candidate_code", path);
        const std::string hardware = recordName(requiredString(r, "hardware", path), r, "hardware", path);
        if (!j.contains("aggregated_speedup") || !j["aggregated_speedup"].is_number())
            throw InputError(path, recordField(r, "aggregated_speedup"), "missing or not a number");
        const double s = j["aggregated_speedup"].get<double>();
        if (!plausibleSpeedup(s))
            throw InputError(path, recordField(r, "aggregated_speedup"),
                             "must be a speedup from 1e-9 to 1e9 (is " + std::to_string(s) + ")");
        const auto whole = j.contains("true_bin") ? wholeNumber<int>(j["true_bin"], 1, kBinCount) : std::nullopt;
        if (!whole) throw InputError(path, recordField(r, "true_bin"), "missing, or not a bin from 1 to 8");
        const int trueBin = *whole;

        const std::string pack =
            j.contains("pack") && j["pack"].is_string() ? j["pack"].get<std::string>() : "gpu-forecasters";
        recordName(pack, r, "pack", path);
        const std::string comparison = recordName(optionalString(j, "comparison_id"), r, "comparison_id", path);
        std::string anchorId;
        if (const auto slash = comparison.rfind('/'), sep = comparison.find("__"); sep != std::string::npos)
            anchorId = comparison.substr(slash == std::string::npos ? 0 : slash + 1,
                                         sep - (slash == std::string::npos ? 0 : slash + 1));
        if (anchorId.empty()) anchorId = shortHash(anchor);
        const std::string key = pack + "/" + anchorId + "@" + hardware;

        auto [it, fresh] = groups.try_emplace(key);
        EvaluationProblem& g = it->second;
        if (fresh) {
            order.push_back(key);
            g.problem.name = pack + "/" + anchorId;
            g.problem.origin = path;
            g.problem.hardware = hardware;
            g.problem.referenceSource = anchor;
            g.problem.description =
                "GPU Forecasters comparisons of pack '" + pack + "' against anchor " + anchorId + " on " + hardware;
        }
        Candidate c;
        c.origin = Origin::Dataset;
        c.source = code;
        Measurement m;
        m.backend = "dataset";
        m.speedup = m.speedupLow = m.speedupHigh = s;
        c.measurement = m;
        c.state = CandidateState::Measured;
        g.candidates.push_back(std::move(c));
        g.labels.push_back((comparison.empty() ? r.where : comparison) + " (true_bin " + std::to_string(trueBin) + ")");
    }

    // A problem name seen on several devices gets the device appended.
    std::map<std::string, int> nameCount;
    for (const auto& key : order) ++nameCount[groups[key].problem.name];
    EvaluationDataset ds;
    ds.origin = path;
    ds.format = "gpu-forecasters";
    CandidateId id = 0;
    for (const auto& key : order) {
        EvaluationProblem& g = groups[key];
        if (nameCount[g.problem.name] > 1) g.problem.name += "@" + g.problem.hardware;
        for (Candidate& c : g.candidates) c.id = id++;
        ds.problems.push_back(std::move(g));
    }
    return ds;
}

} // namespace augur
