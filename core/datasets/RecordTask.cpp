#include "core/datasets/RecordTask.h"

#include "core/base/InputError.h"
#include "core/base/JsonRecords.h"
#include "core/datasets/CompressedFile.h"
#include "core/datasets/CudaL1Importer.h"

namespace augur {

namespace {

/// The first few task names and the count, for an error that says what to choose from.
std::string someNames(const EvaluationDataset& ds) {
    std::string out = std::to_string(ds.problems.size()) + " tasks: ";
    const std::size_t shown = std::min<std::size_t>(ds.problems.size(), 4);
    for (std::size_t i = 0; i < shown; ++i) out += (i ? ", " : "") + ds.problems[i].problem.name;
    if (shown < ds.problems.size()) out += ", …";
    return out;
}

/// "L1/23@3090" without its "@gpu" part.
std::string withoutGpu(const std::string& name) { return name.substr(0, name.rfind('@')); }

} // namespace

bool isRecordFile(const std::string& path) {
    const std::string text = readMaybeGzip(path);
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    if (first == std::string::npos) return false;
    if (text[first] == '[') return true;
    if (text[first] != '{') return false;
    // As loadEvaluationDataset tells them apart: a first line that is a whole object other
    // than a tuning space is a record of a JSON Lines file. A file of one line is records
    // only when that object has a record format's fields; otherwise the tuning-space reader
    // names what is wrong with it (a T4 file written on one line without "results").
    const std::optional<nlohmann::json> line = firstLineObject(text, path);
    if (!line || line->contains("results") || (line->contains("cache") && line->contains("tune_params_keys")))
        return false;
    const std::size_t lineEnd = text.find('\n', first);
    const bool oneLine =
        lineEnd == std::string::npos || text.find_first_not_of(" \t\r\n", lineEnd) == std::string::npos;
    if (!oneLine) return true;
    for (const char* field : {"anchor_code", "aggregated_speedup", "ref_arch_src", "reference_code", "speedups",
                              "custom_kernel", "bin_scheme", "measurement"})
        if (line->contains(field)) return true;
    return CudaL1Importer::recognises(*line);
}

RecordTask loadRecordTask(const std::string& path, const std::string& name) {
    EvaluationDataset ds = loadEvaluationDataset(path);
    if (ds.format == "t4" || ds.format == "kernel-tuner-cache" || ds.format == "augur-dataset")
        throw InputError(path, "task", "a recorded tuning space has no tasks; replay it without --task");
    if (ds.problems.empty()) throw InputError(path, "(file)", "no tasks");
    std::optional<std::size_t> found;
    if (name.empty()) {
        found = 0;
    } else {
        for (std::size_t i = 0; i < ds.problems.size() && !found; ++i)
            if (ds.problems[i].problem.name == name) found = i;
        for (std::size_t i = 0; i < ds.problems.size() && !found; ++i) {
            if (withoutGpu(ds.problems[i].problem.name) != name) continue;
            for (std::size_t j = i + 1; j < ds.problems.size(); ++j)
                if (withoutGpu(ds.problems[j].problem.name) == name)
                    throw InputError(path, "task",
                                     "'" + name + "' names " + ds.problems[i].problem.name + " and " +
                                         ds.problems[j].problem.name + "; give the whole name");
            found = i;
        }
        if (!found) throw InputError(path, "task", "no task '" + name + "' (" + someNames(ds) + ")");
    }
    RecordTask out;
    out.taskCount = ds.problems.size();
    out.taskIndex = *found;
    out.format = ds.format;
    out.task = std::move(ds.problems[*found]);
    if (out.task.candidates.empty())
        throw InputError(path, "task", "task '" + out.task.problem.name + "' has no recorded candidate");
    return out;
}

} // namespace augur
