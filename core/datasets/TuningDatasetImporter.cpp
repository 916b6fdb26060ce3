#include "core/datasets/TuningDatasetImporter.h"
#include "core/datasets/CompressedFile.h"

#include "core/base/BoundedJson.h"
#include "core/base/InputError.h"
#include "core/problem/ProblemLoader.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <stdexcept>

#include <nlohmann/json.hpp>
#include <unistd.h>

namespace augur {

namespace {

namespace fs = std::filesystem;

/// A temporary folder removed when it goes out of scope.
struct TempFolder {
    fs::path path;
    TempFolder() {
        std::string pattern = (fs::temp_directory_path() / "augur-import-XXXXXX").string();
        if (mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("cannot create a temporary folder");
        path = pattern;
    }
    ~TempFolder() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
    TempFolder(const TempFolder&) = delete;
    TempFolder& operator=(const TempFolder&) = delete;
};

void writeFile(const fs::path& p, const std::string& text) {
    std::ofstream out(p, std::ios::binary);
    out << text;
    if (!out) throw std::runtime_error("cannot write " + p.string());
}

/// The full problem of an Augur dataset, rebuilt from its "augur" section by writing it
/// out as a problem folder and reading that with ProblemLoader (so it gets the same
/// checks as a problem on disk). std::nullopt when the section has no problem.
std::optional<Problem> augurProblem(const std::string& path) {
    const nlohmann::json doc = parseBoundedJsonUnordered(readMaybeGzip(path), path);
    if (!doc.is_object() || !doc.contains("augur") || !doc["augur"].is_object()) return std::nullopt;
    const auto& a = doc["augur"];
    if (!a.contains("problem") || !a["problem"].is_object()) return std::nullopt;
    nlohmann::json pj = a["problem"];
    // The recorded sources are written beside it below: a problem that shared files with a
    // sibling folder when it was measured needs none here (and the temporary folder has no
    // siblings to share with).
    pj.erase("shares");
    TempFolder tmp;
    auto source = [&](const char* section, const char* key) {
        if (!pj.contains(section) || !pj[section].is_object()) return;
        auto& s = pj[section];
        const std::string name = s.contains("source") && s["source"].is_string() ? s["source"].get<std::string>()
                                                                                 : std::string(section) + ".cu";
        s["source"] = fs::path(name).filename().string();
        if (!a.contains(key) || !a[key].is_string())
            throw InputError(path, std::string("augur.") + key,
                             "missing: the " + std::string(section) + " source is needed");
        writeFile(tmp.path / s["source"].get<std::string>(), a[key].get<std::string>());
    };
    source("reference", "reference_source");
    source("tunable", "template_source");
    writeFile(tmp.path / "problem.json", pj.dump(2));
    Problem p;
    try {
        p = ProblemLoader::load(tmp.path.string());
    } catch (const InputError& e) {
        // Name the dataset, not the temporary folder; what() is "FILE: FIELD: message".
        const std::string message = std::string(e.what()).substr(e.file().size() + e.field().size() + 4);
        throw InputError(path, "augur.problem." + e.field(), message);
    }
    return p;
}

} // namespace

EvaluationDataset TuningDatasetImporter::fromDataset(const TuningDataset& t4, const std::string& path) {
    EvaluationDataset ds;
    ds.origin = path;
    ds.format = tuningDatasetFormatName(t4.format);
    EvaluationProblem ep;
    ep.problem = t4.problem;
    const double referenceMs =
        t4.externalReferenceMs ? *t4.externalReferenceMs : t4.records.at(t4.referenceIndex).medianMs;
    CandidateId id = 0;
    for (const TuningRecord& r : t4.records) {
        Candidate c;
        c.id = id++;
        c.origin = Origin::Dataset;
        c.configuration = r.configuration;
        Measurement m;
        m.status = r.status;
        m.failureReason = r.failureReason;
        m.backend = "dataset";
        m.report = r.report;
        if (r.status == MeasurementStatus::Ok) {
            m.candidateMs = r.medianMs;
            m.candidateIqrMs = r.iqrMs;
            m.samples = r.samples;
            m.referenceMs = r.recordedReferenceMs > 0 ? r.recordedReferenceMs : referenceMs;
            // Same speedup as the replay backend: the paired one when recorded.
            m.speedup = r.recordedSpeedup ? *r.recordedSpeedup : referenceMs / r.medianMs;
            m.speedupLow = r.recordedSpeedup ? r.recordedSpeedupLow : m.speedup;
            m.speedupHigh = r.recordedSpeedup ? r.recordedSpeedupHigh : m.speedup;
        }
        c.measurement = std::move(m);
        c.state = c.measurement->ok() ? CandidateState::Measured : CandidateState::Failed;
        ep.labels.push_back(t4.problem.space.key(r.configuration));
        ep.candidates.push_back(std::move(c));
    }
    ds.problems.push_back(std::move(ep));
    return ds;
}

EvaluationDataset TuningDatasetImporter::load(const std::string& path) {
    const TuningDataset t4 = loadTuningDataset(path);
    EvaluationDataset ds = fromDataset(t4, path);
    if (t4.externalReferenceMs) {
        if (std::optional<Problem> full = augurProblem(path)) {
            Problem& p = ds.problems.front().problem;
            // The records' parameter order and value lists stay those of the T4 file.
            ParameterSpace space = p.space;
            const std::string hardware = p.hardware, description = p.description;
            p = std::move(*full);
            p.space = std::move(space);
            p.origin = path;
            p.folder.clear();
            p.hardware = hardware;
            p.description = description;
            p.referenceConfiguration.clear();
            p.referenceNote = t4.problem.referenceNote;
            p.handCandidates.clear();
        }
    }
    return ds;
}

} // namespace augur
