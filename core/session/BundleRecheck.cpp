#include "core/session/BundleRecheck.h"

#include "core/base/InputError.h"
#include "core/datasets/RecordTask.h"
#include "core/datasets/TuningDataset.h"
#include "core/problem/ProblemLoader.h"
#include "core/session/ReproBundle.h"
#include "core/store/BundleArchive.h"

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace augur {

namespace fs = std::filesystem;

/// A private folder under the system's temporary folder, removed with the object.
struct BundleRecheck::Scratch {
    fs::path path;
    Scratch() {
        std::string pattern = (fs::temp_directory_path() / "augur-recheck-XXXXXX").string();
        if (!mkdtemp(pattern.data())) throw std::runtime_error("cannot create a temporary folder");
        path = pattern;
    }
    ~Scratch() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
};

namespace {

/// A positive finite number field of a "best" entry.
double positiveNumber(const nlohmann::json& b, const char* f, const std::string& bundle, const std::string& at) {
    if (!b.contains(f) || !b[f].is_number() || !plausibleSpeedup(b[f].get<double>()))
        throw InputError(bundle, at + "." + f, "expected a speedup from 1e-9 to 1e9");
    return b[f].get<double>();
}

/// One entry of the manifest's "best" list, every field checked (InputError(bundle,
/// "manifest.json.best[i].field")); `speedup` receives S and its interval.
Candidate listedCandidate(const nlohmann::json& b, const std::string& bundle, const std::string& at,
                          double (&speedup)[3]) {
    if (!b.is_object()) throw InputError(bundle, at, "expected an object");
    Candidate c;
    if (!b.contains("id") || !b["id"].is_number_integer() || b["id"].get<long long>() < 0 ||
        b["id"].get<long long>() > (1LL << 40))
        throw InputError(bundle, at + ".id", "expected a candidate id (a non-negative integer)");
    c.id = b["id"].get<CandidateId>();
    c.origin = Origin::User;
    const nlohmann::json cfg = b.value("configuration", nlohmann::json::array());
    if (!cfg.is_array() || cfg.size() > 64) throw InputError(bundle, at + ".configuration", "expected numbers");
    for (const auto& v : cfg) {
        if (!v.is_number() || !plausibleParameterValue(v.get<double>()))
            throw InputError(bundle, at + ".configuration", "expected numbers from -1e15 to 1e15");
        c.configuration.push_back(v.get<double>());
    }
    for (const char* f : {"source", "launches"})
        if (b.contains(f) && !b[f].is_string()) throw InputError(bundle, at + "." + f, "expected a string");
    c.source = b.value("source", std::string());
    c.launchesJson = b.value("launches", std::string());
    if (c.configuration.empty() && c.source.empty())
        throw InputError(bundle, at, "neither a configuration nor a source");
    speedup[0] = speedup[1] = speedup[2] = positiveNumber(b, "speedup", bundle, at);
    if (b.contains("speedup_ci")) {
        const auto& ci = b["speedup_ci"];
        if (!ci.is_array() || ci.size() != 2 || !ci[0].is_number() || !ci[1].is_number() ||
            !(ci[0].get<double>() >= 0 && ci[0].get<double>() <= ci[1].get<double>() &&
              ci[1].get<double>() <= kMaxSpeedup))
            throw InputError(bundle, at + ".speedup_ci", "expected [low, high], 0 <= low <= high <= 1e9");
        speedup[1] = ci[0].get<double>();
        speedup[2] = ci[1].get<double>();
    }
    return c;
}

/// A path the manifest names inside the bundle: relative, no "..", and present among the
/// entries (as a file, or as a folder when `folder`). InputError(bundle, "manifest.json.files.KEY").
std::string bundledPath(const nlohmann::json& files, const char* key, bool folder,
                        const std::vector<BundleEntry>& entries, const std::string& bundle) {
    const std::string field = std::string("manifest.json.files.") + key;
    if (!files[key].is_string()) throw InputError(bundle, field, "expected a path inside the bundle");
    const std::string p = files[key].get<std::string>();
    const bool inside = !p.empty() && p.front() != '/' && p.size() < 1024 &&
        (p + "/").find("../") == std::string::npos && p.find("/./") == std::string::npos && p.rfind("./", 0) != 0;
    if (!inside) throw InputError(bundle, field, "not a path inside the bundle");
    for (const BundleEntry& e : entries)
        if (folder ? e.name.rfind(p + "/", 0) == 0 : e.name == p) return p;
    throw InputError(bundle, field, "names " + p + ", which the bundle does not hold");
}

/// The problem a bundle measures: its folder, or the problem an Augur dataset carries.
Problem bundledProblem(const fs::path& where, bool fromFolder, const std::string& bundle) {
    if (fromFolder) return ProblemLoader::load(where.string());
    if (isRecordFile(where.string()))
        throw InputError(bundle, "manifest.json.files.dataset",
                         "a record file's kernels (PyTorch programs) are not measured by Augur's harness");
    TuningDataset ds = loadTuningDataset(where.string());
    if (ds.format != TuningDatasetFormat::Augur)
        throw InputError(bundle, "manifest.json.files.dataset",
                         "a Kernel Tuner file has no kernel sources to measure again");
    return std::move(ds.problem);
}

} // namespace

BundleRecheck::BundleRecheck(const std::string& bundlePath, int best) : bundle_(bundlePath) {
    if (!fs::exists(bundle_)) throw InputError(bundle_, "bundle", "no such file");
    const std::vector<BundleEntry> entries = BundleArchive::read(bundle_);
    const nlohmann::json m = ReproBundle::manifest(entries, bundle_);
    if (!m.contains("files") || !m["files"].is_object())
        throw InputError(bundle_, "manifest.json.files", "expected an object");
    const nlohmann::json& files = m["files"];
    const bool fromFolder = files.contains("problem");
    if (!fromFolder && !files.contains("dataset"))
        throw InputError(bundle_, "manifest.json.files", "neither a problem folder nor a dataset");
    const std::string source = bundledPath(files, fromFolder ? "problem" : "dataset", fromFolder, entries, bundle_);
    if (files.contains("shared_problem")) bundledPath(files, "shared_problem", true, entries, bundle_);
    if (m.contains("session")) {
        if (!m["session"].is_object()) throw InputError(bundle_, "manifest.json.session", "expected an object");
        if (m["session"].contains("seed")) {
            if (!m["session"]["seed"].is_number_unsigned())
                throw InputError(bundle_, "manifest.json.session.seed", "expected a non-negative integer");
            seed_ = m["session"]["seed"].get<std::uint64_t>();
        }
    }
    devicesRecorded_ = m.value("devices_recorded", nlohmann::json::array());
    const std::string where = "manifest.json.best";
    if (!m.contains("best") || !m["best"].is_array()) throw InputError(bundle_, where, "expected an array");
    if (m["best"].empty()) throw InputError(bundle_, where, "no measured candidate");
    if (m["best"].size() > 1000)
        throw InputError(bundle_, where, "more than 1,000 candidates (bundle --best allows 1,000)");
    for (std::size_t i = 0; i < m["best"].size() && (best <= 0 || int(candidates_.size()) < best); ++i) {
        double s[3];
        candidates_.push_back(listedCandidate(m["best"][i], bundle_, where + "[" + std::to_string(i) + "]", s));
        speedup_.push_back(s[0]);
        low_.push_back(s[1]);
        high_.push_back(s[2]);
    }

    // The problem's files (or the dataset), unpacked where nothing else is; the session
    // file and anything else the archive holds are not needed to measure.
    scratch_ = std::make_unique<Scratch>();
    const std::string top = source.substr(0, source.find('/') + 1);
    for (const BundleEntry& e : entries) {
        if (e.name.rfind(top, 0) != 0) continue;
        const fs::path to = scratch_->path / e.name;
        std::error_code ec;
        fs::create_directories(to.parent_path(), ec);
        std::ofstream file(to, std::ios::binary);
        file.write(e.bytes.data(), std::streamsize(e.bytes.size()));
        if (ec || !file) // the temporary folder is full or not writable: the message names the entry only
            throw InputError(bundle_, "entry " + e.name.substr(0, 200),
                             "cannot be unpacked into the temporary folder" + (ec ? " (" + ec.message() + ")" : ""));
    }
    try {
        problem_ = bundledProblem(scratch_->path / source, fromFolder, bundle_);
    } catch (const InputError& e) {
        // Messages name the bundle and its entry, not the temporary folder.
        std::string what = e.what();
        const std::string prefix = scratch_->path.string() + "/";
        for (std::size_t at; (at = what.find(prefix)) != std::string::npos;) what.replace(at, prefix.size(), "");
        throw InputError(bundle_, source, what);
    }
    for (const Candidate& c : candidates_)
        if (!c.configuration.empty() && c.configuration.size() != problem_.space.size())
            throw InputError(bundle_, "manifest.json.best.configuration",
                             "has " + std::to_string(c.configuration.size()) + " values; the problem has " +
                                 std::to_string(problem_.space.size()) + " parameters");
}

BundleRecheck::~BundleRecheck() = default;

RecheckReport BundleRecheck::measure(MeasurementBackend& backend) const {
    std::vector<const Candidate*> batch;
    for (const Candidate& c : candidates_) batch.push_back(&c);
    const std::vector<Measurement> now = backend.measureBatch(problem_, batch);
    RecheckReport report;
    report.bundle = bundle_;
    report.problem = problem_.name;
    report.devicesRecorded = devicesRecorded_;
    for (std::size_t i = 0; i < now.size() && i < candidates_.size(); ++i) {
        RecheckRow row;
        row.id = candidates_[i].id;
        row.recordedSpeedup = speedup_[i];
        row.recordedLow = low_[i];
        row.recordedHigh = high_[i];
        row.now = now[i];
        if (now[i].ok()) {
            row.drift = now[i].speedup / speedup_[i] - 1.0;
            row.intervalsOverlap = now[i].speedupLow <= high_[i] && now[i].speedupHigh >= low_[i];
            report.largestDrift = std::max(report.largestDrift, std::abs(row.drift));
        }
        report.rows.push_back(std::move(row));
    }
    return report;
}

nlohmann::json RecheckReport::toJson() const {
    nlohmann::json j = {{"bundle", bundle},
                        {"problem", problem},
                        {"devices_recorded", devicesRecorded},
                        {"candidates", nlohmann::json::array()},
                        {"largest_drift", largestDrift}};
    for (const RecheckRow& r : rows) {
        nlohmann::json row = {
            {"id", r.id}, {"recorded_speedup", r.recordedSpeedup}, {"recorded_ci", {r.recordedLow, r.recordedHigh}}};
        if (r.now.ok())
            row.update({{"speedup", r.now.speedup},
                        {"ci", {r.now.speedupLow, r.now.speedupHigh}},
                        {"drift", r.drift},
                        {"intervals_overlap", r.intervalsOverlap}});
        else
            row["failure"] = r.now.failureReason;
        j["candidates"].push_back(row);
    }
    return j;
}

} // namespace augur
