#include "core/datasets/EvaluationDataset.h"
#include "core/datasets/CudaL1Importer.h"
#include "core/datasets/CompressedFile.h"

#include "core/datasets/AugurExportImporter.h"
#include "core/datasets/GpuForecastersImporter.h"
#include "core/base/BoundedJson.h"
#include "core/base/InputError.h"
#include "core/base/JsonRecords.h"
#include "core/datasets/KernelBenchImporter.h"
#include "core/datasets/TuningDataset.h"
#include "core/datasets/TuningDatasetImporter.h"

#include <cctype>
#include <set>

namespace augur {

std::size_t EvaluationDataset::candidateCount() const {
    std::size_t n = 0;
    for (const auto& p : problems) n += p.candidates.size();
    return n;
}

std::size_t EvaluationDataset::successCount() const {
    std::size_t n = 0;
    for (const auto& p : problems)
        for (const auto& c : p.candidates) n += c.measuredSpeedup() ? 1 : 0;
    return n;
}

void EvaluationDataset::append(EvaluationDataset more) {
    CandidateId next = 0;
    std::set<std::string> names;
    for (const auto& p : problems) {
        names.insert(p.problem.name);
        for (const auto& c : p.candidates) next = std::max(next, c.id + 1);
    }
    for (auto& p : more.problems) {
        for (auto& c : p.candidates) c.id = next++;
        std::string name = p.problem.name;
        for (int k = 2; names.count(name); ++k) name = p.problem.name + "#" + std::to_string(k);
        p.problem.name = name;
        names.insert(name);
        problems.push_back(std::move(p));
    }
    origin = origin.empty() ? more.origin : origin + ", " + more.origin;
    if (format.empty())
        format = more.format;
    else if (format.find(more.format) == std::string::npos)
        format += ", " + more.format;
}

EvaluationDataset EvaluationDataset::fromSession(const Problem& problem, const std::vector<Candidate>& candidates) {
    EvaluationDataset ds;
    ds.origin = problem.origin.empty() ? problem.name : problem.origin;
    ds.format = "session";
    EvaluationProblem ep;
    ep.problem = problem;
    for (const Candidate& c : candidates) {
        if (c.origin == Origin::Reference || !c.measurement) continue;
        if (c.state == CandidateState::Measuring) continue;
        ep.candidates.push_back(c);
        ep.labels.push_back(c.configuration.empty() || problem.space.empty() ? "#" + std::to_string(c.id)
                                                                             : problem.space.key(c.configuration));
    }
    ds.problems.push_back(std::move(ep));
    return ds;
}

EvaluationDataset loadEvaluationDataset(const std::string& path) {
    const std::string text = readMaybeGzip(path);
    std::size_t first = 0;
    while (first < text.size() && std::isspace(static_cast<unsigned char>(text[first]))) ++first;
    if (first == text.size()) throw InputError(path, "(file)", "empty");

    // A recorded tuning space is one object with "results" (T4) or "cache" (Kernel Tuner);
    // record files are arrays or JSON Lines. A JSON object on the first line that is not a
    // tuning space is a record of a JSON Lines file; anything else starting with '{' is one
    // document, which the tuning-space reader checks (within the JSON limits) and names
    // what is wrong.
    if (text[first] == '{') {
        const std::optional<nlohmann::json> line = firstLineObject(text, path);
        const bool jsonLines =
            line && !line->contains("results") && !(line->contains("cache") && line->contains("tune_params_keys"));
        if (!jsonLines) return TuningDatasetImporter::load(path);
    }
    const std::vector<JsonRecord> records = readJsonRecords(text, path);
    const auto& j = records.front().value;
    if (j.contains("anchor_code") || j.contains("aggregated_speedup")) return GpuForecastersImporter::parse(text, path);
    if (CudaL1Importer::recognises(j)) return CudaL1Importer::parse(text, path);
    if (j.contains("ref_arch_src") || j.contains("reference_code") || j.contains("speedups") ||
        j.contains("custom_kernel"))
        return KernelBenchImporter::parse(text, path);
    if (j.contains("bin_scheme") || j.contains("measurement")) return AugurExportImporter::parse(text, path);
    throw InputError(path, recordField(records.front(), ""),
                     "unknown record format (expected GPU Forecasters \"anchor_code\", CUDA-L1 \"ref_code\" with "
                     "\"score_default\", KernelBench \"ref_arch_src\" or Augur export \"measurement\" fields)");
}

} // namespace augur
