// augur-cli bundle / recheck: a session packed with its problem, versions, devices, clocks
// and environment, and its best candidates measured again from the bundle on this GPU.
#include "CliCommon.h"
#include "Commands.h"
#include "core/base/OutputGuard.h"

#include "core/base/InputError.h"
#include "core/session/BundleRecheck.h"
#include "core/session/ReproBundle.h"
#include "gpu/client/CudaBackend.h"
#include "gpu/driver/CudaDriver.h"

#include <atomic>
#include <cmath>
#include <csignal>
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

struct RecheckOptions {
    std::string bundle;
    int best = 0; ///< 0: every candidate the manifest lists
    std::vector<int> devices;
    std::string format = "table";
};

volatile std::sig_atomic_t g_recheckStopped = 0;
std::atomic<MeasurementBackend*> g_recheckBackend{nullptr};

/// SIGINT, SIGTERM and SIGHUP during a recheck end the measurement early (an atomic
/// store), so the command returns and its temporary folder is removed on the way out.
class RecheckSignals {
public:
    RecheckSignals() {
        for (int sig : {SIGINT, SIGTERM, SIGHUP})
            std::signal(sig, [](int) {
                g_recheckStopped = 1;
                if (MeasurementBackend* b = g_recheckBackend.load()) b->interrupt();
            });
    }
    ~RecheckSignals() {
        g_recheckBackend = nullptr;
        for (int sig : {SIGINT, SIGTERM, SIGHUP}) std::signal(sig, SIG_DFL);
    }
    RecheckSignals(const RecheckSignals&) = delete;
    RecheckSignals& operator=(const RecheckSignals&) = delete;
    static bool stopped() { return g_recheckStopped != 0; }
};

int recheck(const RecheckOptions& o) {
    RecheckSignals signals;
    const BundleRecheck bundle(o.bundle, o.best);
    auto stoppedNow = [] {
        std::cerr << "augur-cli: recheck stopped by a signal; nothing was kept\n";
        return 130;
    };
    if (RecheckSignals::stopped()) return stoppedNow();
    gpu::CudaBackendOptions bo;
    bo.devices = o.devices;
    bo.settings.seed = bundle.seed();
    gpu::CudaBackend backend(bundle.problem(), bo);
    g_recheckBackend = &backend;
    if (RecheckSignals::stopped()) return stoppedNow();
    const RecheckReport result = bundle.measure(backend);
    g_recheckBackend = nullptr;
    if (RecheckSignals::stopped()) return stoppedNow();
    nlohmann::json report = result.toJson();
    report["devices_now"] = backend.devices();
    if (o.format == "json") {
        std::cout << report.dump(2) << std::endl;
        return 0;
    }
    std::printf("%s: %s, recorded on %s, now on %s\n", o.bundle.c_str(), result.problem.c_str(),
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
            refuseOverwritingInputs(*out, "--out", read);
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
