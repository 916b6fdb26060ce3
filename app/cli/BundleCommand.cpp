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
    const nlohmann::json files = m.value("files", nlohmann::json::object());
    if (!files.contains("problem") && !files.contains("dataset"))
        throw InputError(o.bundle, "manifest.json.files", "neither a problem folder nor a dataset");
    const nlohmann::json best = m.value("best", nlohmann::json::array());
    if (!best.is_array() || best.empty()) throw InputError(o.bundle, "manifest.json.best", "no measured candidate");

    ScratchFolder scratch; // the bundle's files, unpacked where nothing else is
    for (const BundleEntry& e : entries) {
        const fs::path to = scratch.path / e.name;
        fs::create_directories(to.parent_path());
        std::ofstream(to, std::ios::binary).write(e.bytes.data(), std::streamsize(e.bytes.size()));
    }
    Problem p;
    if (files.contains("problem")) {
        p = ProblemLoader::load((scratch.path / files["problem"].get<std::string>()).string());
    } else {
        // A replayed Augur dataset carries its problem (sources, sizes, launch plans);
        // a Kernel Tuner file has no sources to measure.
        const std::string file = (scratch.path / files["dataset"].get<std::string>()).string();
        TuningDataset ds = loadTuningDataset(file);
        if (ds.format != TuningDatasetFormat::Augur)
            throw InputError(o.bundle, "manifest.json.files.dataset",
                             "a Kernel Tuner file has no kernel sources to measure again");
        p = std::move(ds.problem);
    }
    std::vector<Candidate> candidates;
    for (const auto& b : best) {
        if (o.best > 0 && int(candidates.size()) >= o.best) break;
        Candidate c;
        c.id = b.at("id").get<CandidateId>();
        c.origin = Origin::User;
        c.configuration = b.value("configuration", Configuration{});
        c.source = b.value("source", std::string());
        c.launchesJson = b.value("launches", std::string());
        candidates.push_back(std::move(c));
    }
    gpu::CudaBackendOptions bo;
    bo.devices = o.devices;
    bo.settings.seed = m.at("session").value("seed", std::uint64_t(1));
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
        const auto& b = best[i];
        const double was = b.at("speedup").get<double>();
        const auto ci = b.value("speedup_ci", std::vector<double>{was, was});
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
            if (fs::exists(*out) && fs::equivalent(*out, *session))
                throw InputError(*out, "--out", "is the session itself");
            ReproBundleOptions ro;
            ro.best = *best;
            ro.devicesNow = devicesNow();
            const std::vector<BundleEntry> entries = ReproBundle::make(*session, ro);
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
    re->add_option("--device", o->devices, "GPU ordinal(s) to measure on (default: every visible GPU)");
    re->add_option("--format", o->format, "Output format")->check(CLI::IsMember({"table", "json"}));
    re->callback([o] { setExitCode(guarded([&] { return recheck(*o); })); });
}

} // namespace augur::cli
