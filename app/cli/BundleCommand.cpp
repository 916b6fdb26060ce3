// augur-cli bundle / recheck: a session packed with its problem, versions, devices, clocks
// and environment, and its best candidates measured again from the bundle on this GPU.
#include "CliCommon.h"
#include "Commands.h"

#include "core/base/InputError.h"
#include "core/datasets/TuningDataset.h"
#include "core/problem/ProblemLoader.h"
#include "core/session/ReproBundle.h"
#include "gpu/client/CudaBackend.h"
#include "gpu/driver/CudaDriver.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace augur::cli {

namespace fs = std::filesystem;

namespace {

/// The GPUs of this machine as the driver names them (an empty list without a GPU).
nlohmann::json devicesNow() {
    gpu::CudaDriver driver;
    nlohmann::json out = nlohmann::json::array();
    for (const auto& d : driver.devices())
        out.push_back({{"ordinal", d.ordinal},
                       {"name", d.name},
                       {"arch", d.arch()},
                       {"sm_clock_khz", d.clockKHz},
                       {"memory_clock_khz", d.memoryClockKHz},
                       {"driver_version", driver.driverVersion()}});
    return out;
}

/// A private folder under the system's temporary folder, removed with the object.
struct ScratchFolder {
    fs::path path;
    ScratchFolder() {
        std::string pattern = (fs::temp_directory_path() / "augur-recheck-XXXXXX").string();
        if (!mkdtemp(pattern.data())) throw std::runtime_error("cannot create a temporary folder");
        path = pattern;
    }
    ~ScratchFolder() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
};

/// One candidate of the manifest's "best" list, checked.
struct ListedCandidate {
    Candidate candidate;
    double speedup = 0.0;
    double low = 0.0, high = 0.0;
};

/// The manifest's "best" list, every field checked; InputError(bundle, "manifest.json.best[i].field").
std::vector<ListedCandidate> listedCandidates(const nlohmann::json& m, const std::string& bundle, int limit) {
    const std::string where = "manifest.json.best";
    if (!m.contains("best") || !m["best"].is_array()) throw InputError(bundle, where, "expected an array");
    if (m["best"].empty()) throw InputError(bundle, where, "no measured candidate");
    std::vector<ListedCandidate> out;
    for (std::size_t i = 0; i < m["best"].size() && (limit <= 0 || int(out.size()) < limit); ++i) {
        const nlohmann::json& b = m["best"][i];
        const std::string at = where + "[" + std::to_string(i) + "]";
        if (!b.is_object()) throw InputError(bundle, at, "expected an object");
        auto number = [&](const char* f) {
            if (!b.contains(f) || !b[f].is_number() || !std::isfinite(b[f].get<double>()) || b[f].get<double>() <= 0)
                throw InputError(bundle, at + "." + f, "expected a positive number");
            return b[f].get<double>();
        };
        ListedCandidate c;
        if (!b.contains("id") || !b["id"].is_number_integer() || b["id"].get<long long>() < 0 ||
            b["id"].get<long long>() > (1LL << 40))
            throw InputError(bundle, at + ".id", "expected a candidate id (a non-negative integer)");
        c.candidate.id = b["id"].get<CandidateId>();
        c.candidate.origin = Origin::User;
        const nlohmann::json cfg = b.value("configuration", nlohmann::json::array());
        if (!cfg.is_array() || cfg.size() > 64) throw InputError(bundle, at + ".configuration", "expected numbers");
        for (const auto& v : cfg) {
            if (!v.is_number() || !std::isfinite(v.get<double>()))
                throw InputError(bundle, at + ".configuration", "expected numbers");
            c.candidate.configuration.push_back(v.get<double>());
        }
        for (const char* f : {"source", "launches"})
            if (b.contains(f) && !b[f].is_string()) throw InputError(bundle, at + "." + f, "expected a string");
        c.candidate.source = b.value("source", std::string());
        c.candidate.launchesJson = b.value("launches", std::string());
        if (c.candidate.configuration.empty() && c.candidate.source.empty())
            throw InputError(bundle, at, "neither a configuration nor a source");
        c.speedup = number("speedup");
        c.low = c.high = c.speedup;
        if (b.contains("speedup_ci")) {
            const auto& ci = b["speedup_ci"];
            if (!ci.is_array() || ci.size() != 2 || !ci[0].is_number() || !ci[1].is_number() ||
                !(ci[0].get<double>() <= ci[1].get<double>()))
                throw InputError(bundle, at + ".speedup_ci", "expected [low, high]");
            c.low = ci[0].get<double>();
            c.high = ci[1].get<double>();
        }
        out.push_back(std::move(c));
    }
    return out;
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

/// Refuses an --out that is one of the files the bundle was made from (the session, its
/// dataset, a problem file) or any session file: writing the archive would destroy it.
void refuseOverwrite(const std::string& out, const std::vector<std::string>& inputs) {
    std::error_code ec;
    if (!fs::exists(out, ec)) return;
    if (fs::is_directory(out, ec)) throw InputError(out, "--out", "is a folder");
    for (const std::string& in : inputs)
        if (fs::equivalent(out, in, ec)) throw InputError(out, "--out", "is a file the bundle is made from");
    std::ifstream probe(out, std::ios::binary);
    char head[16] = {};
    probe.read(head, sizeof head);
    if (std::string(head, 15) == "SQLite format 3")
        throw InputError(out, "--out", "is a session file; a bundle never overwrites a session");
}

struct RecheckOptions {
    std::string bundle;
    int best = 0; ///< 0: every candidate the manifest lists
    std::vector<int> devices;
    std::string format = "table";
};

int recheck(const RecheckOptions& o) {
    if (!fs::exists(o.bundle)) throw InputError(o.bundle, "bundle", "no such file");
    const std::vector<BundleEntry> entries = BundleArchive::read(o.bundle);
    const nlohmann::json m = ReproBundle::manifest(entries, o.bundle);
    if (!m.contains("files") || !m["files"].is_object())
        throw InputError(o.bundle, "manifest.json.files", "expected an object");
    const nlohmann::json& files = m["files"];
    const bool fromFolder = files.contains("problem");
    if (!fromFolder && !files.contains("dataset"))
        throw InputError(o.bundle, "manifest.json.files", "neither a problem folder nor a dataset");
    const std::string source = bundledPath(files, fromFolder ? "problem" : "dataset", fromFolder, entries, o.bundle);
    if (files.contains("shared_problem")) bundledPath(files, "shared_problem", true, entries, o.bundle);
    std::uint64_t seed = 1;
    if (m.contains("session")) {
        if (!m["session"].is_object()) throw InputError(o.bundle, "manifest.json.session", "expected an object");
        if (m["session"].contains("seed")) {
            if (!m["session"]["seed"].is_number_unsigned())
                throw InputError(o.bundle, "manifest.json.session.seed", "expected a non-negative integer");
            seed = m["session"]["seed"].get<std::uint64_t>();
        }
    }
    const std::vector<ListedCandidate> listed = listedCandidates(m, o.bundle, o.best);

    ScratchFolder scratch; // the bundle's files, unpacked where nothing else is
    for (const BundleEntry& e : entries) {
        const fs::path to = scratch.path / e.name;
        fs::create_directories(to.parent_path());
        std::ofstream(to, std::ios::binary).write(e.bytes.data(), std::streamsize(e.bytes.size()));
    }
    // Messages name the bundle and its entry, not the temporary folder.
    Problem p;
    try {
        if (fromFolder) {
            p = ProblemLoader::load((scratch.path / source).string());
        } else {
            // A replayed Augur dataset carries its problem (sources, sizes, launch plans);
            // a Kernel Tuner file has no sources to measure.
            TuningDataset ds = loadTuningDataset((scratch.path / source).string());
            if (ds.format != TuningDatasetFormat::Augur)
                throw InputError(o.bundle, "manifest.json.files.dataset",
                                 "a Kernel Tuner file has no kernel sources to measure again");
            p = std::move(ds.problem);
        }
    } catch (const InputError& e) {
        std::string what = e.what();
        const std::string prefix = scratch.path.string() + "/";
        for (std::size_t at; (at = what.find(prefix)) != std::string::npos;) what.replace(at, prefix.size(), "");
        throw InputError(o.bundle, source, what);
    }
    std::vector<Candidate> candidates;
    for (const ListedCandidate& c : listed) {
        if (!c.candidate.configuration.empty() && c.candidate.configuration.size() != p.space.size())
            throw InputError(o.bundle, "manifest.json.best.configuration",
                             "has " + std::to_string(c.candidate.configuration.size()) + " values; the problem has " +
                                 std::to_string(p.space.size()) + " parameters");
        candidates.push_back(c.candidate);
    }
    gpu::CudaBackendOptions bo;
    bo.devices = o.devices;
    bo.settings.seed = seed;
    gpu::CudaBackend backend(p, bo);
    std::vector<const Candidate*> batch;
    for (const Candidate& c : candidates) batch.push_back(&c);
    const std::vector<Measurement> now = backend.measureBatch(p, batch);

    nlohmann::json report = {{"bundle", o.bundle},
                             {"problem", p.name},
                             {"devices_recorded", m.value("devices_recorded", nlohmann::json::array())},
                             {"devices_now", backend.devices()},
                             {"candidates", nlohmann::json::array()}};
    double worst = 0.0;
    for (std::size_t i = 0; i < now.size(); ++i) {
        const double was = listed[i].speedup;
        const std::vector<double> ci{listed[i].low, listed[i].high};
        nlohmann::json row = {{"id", candidates[i].id}, {"recorded_speedup", was}, {"recorded_ci", ci}};
        if (now[i].ok()) {
            const double drift = now[i].speedup / was - 1.0;
            const bool overlap = now[i].speedupLow <= ci.at(1) && now[i].speedupHigh >= ci.at(0);
            worst = std::max(worst, std::abs(drift));
            row.update({{"speedup", now[i].speedup},
                        {"ci", {now[i].speedupLow, now[i].speedupHigh}},
                        {"drift", drift},
                        {"intervals_overlap", overlap}});
        } else {
            row["failure"] = now[i].failureReason;
        }
        report["candidates"].push_back(row);
    }
    report["largest_drift"] = worst;
    if (o.format == "json") {
        std::cout << report.dump(2) << std::endl;
        return 0;
    }
    std::printf("%s: %s, recorded on %s, now on %s\n", o.bundle.c_str(), p.name.c_str(),
                report["devices_recorded"].empty() ? "?" : report["devices_recorded"][0].value("name", "?").c_str(),
                backend.devices().empty() ? "?" : backend.devices().front().value("name", "?").c_str());
    std::printf("%6s  %22s  %22s  %8s\n", "id", "recorded S [95% CI]", "now S [95% CI]", "drift");
    for (const auto& r : report["candidates"]) {
        char was[64], is[64] = "failed";
        std::snprintf(was, sizeof was, "%.3f [%.3f, %.3f]", r["recorded_speedup"].get<double>(),
                      r["recorded_ci"][0].get<double>(), r["recorded_ci"][1].get<double>());
        if (r.contains("speedup"))
            std::snprintf(is, sizeof is, "%.3f [%.3f, %.3f]", r["speedup"].get<double>(), r["ci"][0].get<double>(),
                          r["ci"][1].get<double>());
        std::printf("%6lld  %22s  %22s  %+7.1f%%%s\n", r["id"].get<long long>(), was, is,
                    r.contains("drift") ? 100.0 * r["drift"].get<double>() : 0.0,
                    r.contains("failure") ? ("  " + r["failure"].get<std::string>()).c_str() : "");
    }
    return 0;
}

} // namespace

void addBundleCommands(CLI::App& app) {
    auto session = std::make_shared<std::string>();
    auto out = std::make_shared<std::string>();
    auto best = std::make_shared<int>(5);
    auto* cmd = app.add_subcommand(
        "bundle", "Pack a session with its problem, versions, devices, clocks and environment (.tar.gz)");
    cmd->add_option("session", *session, "Session file")->required();
    cmd->add_option("-o,--out", *out, "Bundle to write (.tar.gz)")->required();
    cmd->add_option("--best", *best, "Best measured candidates listed for recheck")->check(CLI::Range(1, 1000));
    cmd->callback([session, out, best] {
        setExitCode(guarded([&] {
            if (out->empty()) throw InputError("command line", "--out", "empty: name the bundle to write");
            ReproBundleOptions ro;
            ro.best = *best;
            ro.devicesNow = devicesNow();
            std::vector<std::string> read;
            const std::vector<BundleEntry> entries = ReproBundle::make(*session, ro, &read);
            refuseOverwrite(*out, read);
            BundleArchive::write(*out, entries);
            std::size_t bytes = 0;
            for (const auto& e : entries) bytes += e.bytes.size();
            std::cerr << "wrote " << *out << ": " << entries.size() << " files, " << bytes / 1024 << " KiB unpacked\n";
            return 0;
        }));
    });

    auto o = std::make_shared<RecheckOptions>();
    auto* re =
        app.add_subcommand("recheck", "Measure a bundle's best candidates again on this GPU and report the drift");
    re->add_option("bundle", o->bundle, "Bundle written by augur-cli bundle")->required();
    re->add_option("--best", o->best, "Only the best N of the bundle's list (default: all)")
        ->check(CLI::Range(0, 1000));
    re->add_option("--device", o->devices, "GPU ordinal(s) to measure on (default: every visible GPU)")
        ->check(CLI::Range(0, 1023));
    re->add_option("--format", o->format, "Output format")->check(CLI::IsMember({"table", "json"}));
    re->callback([o] {
        setExitCode(guarded([&] {
            try {
                return recheck(*o);
            } catch (const nlohmann::json::exception& e) { // a manifest field of a type not checked above
                throw InputError(o->bundle, "manifest.json", e.what());
            }
        }));
    });
}

} // namespace augur::cli
