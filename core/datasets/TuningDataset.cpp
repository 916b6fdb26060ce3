#include "core/datasets/TuningDataset.h"
#include "core/datasets/CudaL1Importer.h"
#include "core/base/CoreMessage.h"

#include "core/datasets/CompressedFile.h"
#include "core/datasets/TuningDatasetFormats.h"
#include "core/problem/ProblemLoader.h"

#include "core/base/BoundedJson.h"
#include "core/base/InputError.h"
#include "core/problem/ProblemJson.h"
#include "core/base/JsonRecords.h"
#include "core/base/Utf8.h"

#include <algorithm>
#include <cstring>

#include <nlohmann/json.hpp>

namespace augur {

namespace tuning {

void setRuntimes(TuningRecord& r, std::vector<double> samples) {
    std::sort(samples.begin(), samples.end());
    auto quantile = [&](double q) { // type 7: linear between order statistics
        const double pos = q * static_cast<double>(samples.size() - 1);
        const auto lo = static_cast<std::size_t>(pos);
        const auto hi = std::min(lo + 1, samples.size() - 1);
        return samples[lo] + (pos - static_cast<double>(lo)) * (samples[hi] - samples[lo]);
    };
    r.medianMs = quantile(0.5);
    r.iqrMs = quantile(0.75) - quantile(0.25);
    r.samples = static_cast<int>(samples.size());
}

std::string nameFromPath(const std::string& path) {
    std::string base = path.substr(path.find_last_of('/') + 1);
    for (const char* suffix : {".gz", ".json", "_T4"})
        if (base.size() > std::strlen(suffix) && base.ends_with(suffix)) base.resize(base.size() - std::strlen(suffix));
    return base;
}

} // namespace tuning

namespace {

/// Sizes, buffers and launch plans of an Augur dataset's embedded problem ("augur.problem"
/// with "reference_source" / "template_source"), so a replayed candidate's kernel and
/// launch plan can be shown as they ran. Checked as a problem folder is (negative sizes,
/// out-of-range parameter values, huge expressions are refused), the same for `run`, `eval`
/// and `export --format rl`: InputError(path, "augur.problem...", ...).
void describeFromEmbeddedProblem(const nlohmann::json& augur, const std::string& path, Problem& p) {
    if (!augur.contains("problem") || !augur["problem"].is_object()) return;
    nlohmann::json document = augur["problem"];
    document.erase("precision_reference"); // its float64 source is not recorded
    auto source = [&](const std::string&, const std::string& field) {
        const char* key = field == "reference.source" ? "reference_source" : "template_source";
        if (!augur.contains(key) || !augur[key].is_string())
            throw InputError(path, std::string("augur.") + key, "missing");
        return augur[key].get<std::string>();
    };
    try {
        const Problem described = ProblemLoader::fromDocument(document, path, source);
        p.sizes = described.sizes;
        p.checkSizes = described.checkSizes;
        p.buffers = described.buffers;
        p.referenceLaunches = described.referenceLaunches;
        p.tunableLaunches = described.tunableLaunches;
        p.tolerance = described.tolerance;
        p.workFlops = described.workFlops;
        p.workBytes = described.workBytes;
        p.warmL2 = described.warmL2;
    } catch (const InputError& e) {
        throw InputError(path, e.field().rfind("augur.", 0) == 0 ? e.field() : "augur.problem." + e.field(),
                         e.reason());
    } catch (const std::exception& e) {
        throw InputError(path, "augur.problem", e.what());
    }
}

/// Augur datasets: the problem's name, description, sources and hardware from the "augur"
/// section; true when the reference is the plain reference kernel recorded there.
bool readAugurSection(const nlohmann::ordered_json& a, const std::string& path, const std::string& referenceKey,
                      TuningDataset& ds) {
    Problem& p = ds.problem;
    ds.format = TuningDatasetFormat::Augur;
    if (a.contains("problem") && a["problem"].is_object()) {
        const auto& pj = a["problem"];
        if (pj.contains("name")) {
            // The name titles reports and names the GUI's files: a problem folder's rule.
            if (!pj["name"].is_string() || !problemjson::isProblemName(pj["name"].get<std::string>()))
                throw InputError(path, "augur.problem.name", "must match [a-z0-9_]+, at most 128 characters");
            p.name = pj["name"].get<std::string>();
        }
        if (pj.contains("description") && pj["description"].is_string())
            p.description = validUtf8(pj["description"].get<std::string>().substr(0, 4096));
    }
    if (a.contains("reference_source") && a["reference_source"].is_string())
        p.referenceSource = a["reference_source"].get<std::string>();
    if (a.contains("template_source") && a["template_source"].is_string())
        p.tunableSource = a["template_source"].get<std::string>();
    describeFromEmbeddedProblem(a, path, p);
    if (a.contains("hardware") && a["hardware"].is_object() && a["hardware"].contains("name") &&
        a["hardware"]["name"].is_string())
        p.hardware = validUtf8(a["hardware"]["name"].get<std::string>().substr(0, 200));
    if (!referenceKey.empty()) return false;
    const auto ref = a.find("reference");
    if (ref == a.end() || !ref->is_object() || !ref->contains("median_ms") || !(*ref)["median_ms"].is_number() ||
        !((*ref)["median_ms"].get<double>() >= tuning::kMinRuntimeMs &&
          (*ref)["median_ms"].get<double>() <= tuning::kMaxRuntimeMs))
        throw InputError(path, "augur.reference.median_ms", "missing or not a runtime in ms from 1e-6 to 1e7");
    ds.externalReferenceMs = (*ref)["median_ms"].get<double>();
    p.referenceNote = coreText(MessageId::ReferencePlainKernel, {std::to_string(*ds.externalReferenceMs)});
    p.referenceConfiguration.clear();
    return true;
}

/// Where a record is named in messages: "results[12]" or "record 12" for caches.
std::string recordName(const TuningDataset& ds, std::size_t i) {
    return ds.format == TuningDatasetFormat::KernelTunerCache ? coreText(MessageId::RecordOfCache, {std::to_string(i)})
                                                              : "results[" + std::to_string(i) + "]";
}

void chooseReference(TuningDataset& ds, const std::string& path, const std::string& referenceKey) {
    Problem& p = ds.problem;
    bool found = false;
    if (referenceKey.empty()) {
        for (std::size_t i = 0; i < ds.records.size() && !found; ++i)
            if (ds.records[i].status == MeasurementStatus::Ok) {
                ds.referenceIndex = i;
                found = true;
            }
        if (!found)
            throw InputError(
                path, ds.format == TuningDatasetFormat::KernelTunerCache ? "cache[].time" : "results[].invalidity",
                "no valid configuration to use as the reference");
        p.referenceNote = coreText(MessageId::ReferenceFirstValid, {recordName(ds, ds.referenceIndex)});
    } else {
        for (std::size_t i = 0; i < ds.records.size() && !found; ++i)
            if (p.space.key(ds.records[i].configuration) == referenceKey) {
                if (ds.records[i].status != MeasurementStatus::Ok)
                    throw InputError(path,
                                     ds.format == TuningDatasetFormat::KernelTunerCache
                                         ? "reference"
                                         : "results[" + std::to_string(i) + "].invalidity",
                                     "the named reference configuration is not valid (" + recordName(ds, i) +
                                         " records a failure)");
                ds.referenceIndex = i;
                found = true;
            }
        if (!found) throw InputError(path, "reference", "no configuration matches '" + referenceKey + "'");
        p.referenceNote = coreText(MessageId::ReferenceNamed, {recordName(ds, ds.referenceIndex)});
    }
    p.referenceConfiguration = ds.records[ds.referenceIndex].configuration;
}

/// Every valid record's S against the reference must be one a session stores and reads
/// back (plausibleSpeedup): runtimes within 1e-6..1e7 ms each can still differ by 1e13.
void checkSpeedups(const TuningDataset& ds, const std::string& path) {
    const double reference = ds.externalReferenceMs ? *ds.externalReferenceMs : ds.records[ds.referenceIndex].medianMs;
    for (std::size_t i = 0; i < ds.records.size(); ++i) {
        const TuningRecord& r = ds.records[i];
        if (r.status != MeasurementStatus::Ok || r.recordedSpeedup) continue;
        const double s = reference / r.medianMs;
        if (!plausibleSpeedup(s))
            throw InputError(path,
                             recordName(ds, i) +
                                 (ds.format == TuningDatasetFormat::KernelTunerCache ? ".time" : ".times.runtimes"),
                             "gives S = " + std::to_string(s) + " against the reference, outside 1e-9 to 1e9");
    }
}

} // namespace

const char* tuningDatasetFormatName(TuningDatasetFormat f) {
    switch (f) {
    case TuningDatasetFormat::T4: return "t4";
    case TuningDatasetFormat::KernelTunerCache: return "kernel-tuner-cache";
    case TuningDatasetFormat::Augur: return "augur-dataset";
    }
    return "t4";
}

namespace {

/// A JSON Lines file of evaluation records (CUDA-L1, KernelBench, GPU Forecasters, an
/// Augur export) is not a tuning space: say what it is and where it is read, instead of
/// failing at the second line's first byte.
void rejectRecordFile(const std::string& text, const std::string& path) {
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    const std::size_t lineEnd = text.find('\n', first);
    if (lineEnd == std::string::npos || text.find_first_not_of(" \t\r\n", lineEnd) == std::string::npos)
        return; // one line: the tuning-space reader names what is wrong
    const std::optional<nlohmann::json> record = firstLineObject(text, path);
    if (!record || record->contains("results") || record->contains("cache")) return;
    const nlohmann::json& line = *record;
    const std::string what = CudaL1Importer::recognises(line) ? "CUDA-L1 records"
        : line.contains("anchor_code")                        ? "GPU Forecasters records"
        : line.contains("ref_arch_src")                       ? "KernelBench records"
                                                              : "JSON Lines records";
    throw InputError(path, "(file)",
                     what +
                         ", not a recorded tuning space: replay one task with `augur-cli run --dataset FILE --task "
                         "NAME`, evaluate them with `augur-cli eval --dataset` or export them with `augur-cli export "
                         "--format rl --dataset`");
}

} // namespace

TuningDataset loadTuningDataset(const std::string& path, const std::string& referenceKey) {
    const std::string text = readMaybeGzip(path);
    if (text.find_first_not_of(" \t\r\n") == std::string::npos) throw InputError(path, "(file)", "empty");
    rejectRecordFile(text, path);
    const nlohmann::ordered_json doc = parseBoundedJson(text, path);
    if (!doc.is_object())
        throw InputError(path, "(root)", "expected a JSON object with \"results\" (T4) or \"cache\" (Kernel Tuner)");
    TuningDataset ds;
    if (tuning::isKernelTunerCache(doc)) {
        tuning::readKernelTunerCache(doc, path, ds);
    } else if (doc.contains("results") || !doc.contains("cache")) {
        tuning::readT4(doc, path, ds);
        ds.problem.description = "Kernel Tuner search space replayed from " + tuning::nameFromPath(path) + " (" +
            std::to_string(ds.records.size()) + " recorded configurations)";
    } else {
        throw InputError(path, "tune_params_keys", "missing: a Kernel Tuner cache file names its parameters there");
    }
    ds.problem.origin = path;
    const auto augur = doc.find("augur");
    if (augur == doc.end() || !augur->is_object() || !readAugurSection(*augur, path, referenceKey, ds))
        chooseReference(ds, path, referenceKey);
    checkSpeedups(ds, path);
    return ds;
}

} // namespace augur
