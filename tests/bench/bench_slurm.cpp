// Slurm throughput benchmark: measurements per minute through the slurm backend against the
// local worker pool on the same fake workload (fake_worker's measuring mode, each
// measurement taking --measure-ms), and what Slurm adds: the allocation's queue wait, the
// workers' start through srun, and the overhead per measurement of srun's stdio relay.
//
//   bench_slurm [--measurements N] [--workers W] [--measure-ms 0,50,200] [--json]
//
// Starts the one-node test cluster (tests/slurm/cluster.sh; needs root and Debian's
// slurm-wlm and munge), runs every configuration in its own child process (so each peak
// RSS is its own) and stops the cluster. Both backends run W workers: the local pool W
// fake workers, Slurm W allocations of one worker each. Session: measure-all over
// resources/problems/sgemm_f32_wide without a session file.
#include "core/backend/BackendRegistry.h"
#include "core/backend/ClusterView.h"
#include "core/engine/Engine.h"
#include "core/session/SessionFactory.h"
#include "gpu/client/CudaBackend.h"
#include "gpu/slurm/SlurmBackend.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <regex>
#include <sstream>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;
using Clock = std::chrono::steady_clock;
using namespace augur;

const std::string kProblem = std::string(AUGUR_SOURCE_DIR) + "/resources/problems/sgemm_f32_wide";
const std::string kCluster = std::string(AUGUR_SOURCE_DIR) + "/tests/slurm/cluster.sh";

std::string run(const std::string& command) {
    std::string out;
    FILE* p = ::popen(command.c_str(), "r");
    if (!p) return out;
    char buf[4096];
    while (std::fgets(buf, sizeof buf, p)) out += buf;
    if (::pclose(p) != 0) throw std::runtime_error(command + " failed: " + out);
    return out;
}

/// One session of `n` measurements on `backend` ("cuda": local pool; "slurm"), in this process.
json session(const std::string& backend, int n, int workers) {
    BackendRegistry::add("cuda",
                         [workers](const Problem& p, const SessionConfig& c) -> std::unique_ptr<MeasurementBackend> {
                             gpu::CudaBackendOptions o;
                             o.workerPath = AUGUR_FAKE_WORKER;
                             for (int k = 0; k < workers; ++k) o.devices.push_back(k);
                             o.settings.seed = c.seed;
                             return std::make_unique<gpu::CudaBackend>(p, o);
                         });
    gpu::SlurmBackend::registerWithSessions();
    SessionConfig c;
    c.backend = backend;
    c.problemPath = kProblem;
    c.strategy = SearchStrategy::MeasureAll;
    c.maxMeasurements = n;
    c.seed = 3;
    c.slurm.partition = "augur";
    c.slurm.gpusPerJob = 0;
    c.slurm.jobs = workers;
    c.slurm.timeLimit = "30";
    c.slurm.workerPath = AUGUR_FAKE_WORKER;
    const auto t0 = Clock::now();
    auto engine = SessionFactory::create(c, "");
    const auto t1 = Clock::now(); // backend ready: allocations running, workers said hello
    engine->run();
    engine->rethrowIfFailed();
    const auto t2 = Clock::now();
    json r{{"backend", backend},
           {"measurements", n + 1},
           {"ready_s", std::chrono::duration<double>(t1 - t0).count()},
           {"measuring_s", std::chrono::duration<double>(t2 - t1).count()}};
    if (auto cl = clusterActivityOf(engine->backend())) {
        const auto s = cl->snapshot();
        r["mean_queue_s"] = s.meanQueueSeconds;
        r["mean_worker_start_s"] = s.meanStartSeconds;
        r["lost"] = s.lost;
    }
    return r;
}

/// session() in a child process; adds its peak RSS.
json isolated(const std::string& backend, int n, int workers) {
    int fds[2];
    if (::pipe(fds) != 0) throw std::runtime_error("pipe");
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::close(fds[0]);
        std::string text;
        try {
            text = session(backend, n, workers).dump();
        } catch (const std::exception& e) {
            text = json{{"error", e.what()}}.dump();
        }
        (void)!::write(fds[1], text.data(), text.size());
        ::_exit(0);
    }
    ::close(fds[1]);
    std::string text;
    char buf[4096];
    for (ssize_t k; (k = ::read(fds[0], buf, sizeof buf)) > 0;) text.append(buf, static_cast<std::size_t>(k));
    ::close(fds[0]);
    int status = 0;
    rusage u{};
    ::wait4(pid, &status, 0, &u);
    json r = json::parse(text);
    r["peak_rss_mib"] = static_cast<double>(u.ru_maxrss) / 1024.0;
    return r;
}

} // namespace

int main(int argc, char** argv) {
    int n = 100, workers = 2;
    std::vector<int> measureMs{0, 50, 200};
    bool asJson = false;
    CLI::App app{"Slurm throughput against the local worker pool (fake workload)"};
    app.add_option("--measurements", n, "Measurements per session (after the reference)");
    app.add_option("--workers", workers, "Workers of both backends");
    app.add_option("--measure-ms", measureMs, "Time one fake measurement takes, ms")->delimiter(',');
    app.add_flag("--json", asJson, "JSON instead of a table");
    CLI11_PARSE(app, argc, argv);

    const std::string state =
        (fs::temp_directory_path() / ("augur-bench-slurm-" + std::to_string(::getpid()))).string();
    const std::string started = run("bash " + kCluster + " start " + state);
    std::smatch m;
    if (!std::regex_search(started, m, std::regex("SLURM_CONF=([^\\s]+)"))) {
        std::cerr << "bench_slurm: the cluster did not start: " << started << "\n";
        return 1;
    }
    ::setenv("SLURM_CONF", m[1].str().c_str(), 1);
    const std::string measureDir = state + "/fake";
    fs::create_directories(measureDir);
    ::setenv("AUGUR_FAKE_MEASURE_DIR", measureDir.c_str(), 1);

    json rows = json::array();
    try {
        for (int ms : measureMs) {
            ::setenv("AUGUR_FAKE_MEASURE_MS", std::to_string(ms).c_str(), 1);
            json local = isolated("cuda", n, workers);
            json slurm = isolated("slurm", n, workers);
            if (local.contains("error") || slurm.contains("error"))
                throw std::runtime_error(local.value("error", "") + slurm.value("error", ""));
            const double count = n + 1.0;
            const double localRate = 60.0 * count / local["measuring_s"].get<double>();
            const double slurmRate = 60.0 * count / slurm["measuring_s"].get<double>();
            // Each worker runs count / workers measurements one after another.
            const double overheadMs =
                1000.0 * (slurm["measuring_s"].get<double>() - local["measuring_s"].get<double>()) / (count / workers);
            rows.push_back({{"measure_ms", ms},
                            {"local", local},
                            {"slurm", slurm},
                            {"local_per_min", localRate},
                            {"slurm_per_min", slurmRate},
                            {"rate_ratio", slurmRate / localRate},
                            {"overhead_per_measurement_ms", overheadMs},
                            {"rss_ratio", slurm["peak_rss_mib"].get<double>() / local["peak_rss_mib"].get<double>()}});
        }
    } catch (const std::exception& e) {
        std::cerr << "bench_slurm: " << e.what() << "\n";
        run("bash " + kCluster + " stop " + state);
        return 1;
    }
    run("bash " + kCluster + " stop " + state);
    fs::remove_all(state);
    if (asJson) {
        std::cout << rows.dump(2) << std::endl;
        return 0;
    }
    std::printf("%d measurements + reference, %d workers each; one-node cluster on this machine\n", n, workers);
    std::printf("%9s %11s %11s %7s %13s %9s %10s %10s %9s\n", "meas. ms", "local/min", "slurm/min", "ratio",
                "overhead/ms", "ready s", "queue s", "start s", "RSS ratio");
    for (const auto& r : rows)
        std::printf("%9d %11.0f %11.0f %7.2f %13.2f %9.2f %10.2f %10.2f %9.2f\n", r["measure_ms"].get<int>(),
                    r["local_per_min"].get<double>(), r["slurm_per_min"].get<double>(), r["rate_ratio"].get<double>(),
                    r["overhead_per_measurement_ms"].get<double>(), r["slurm"]["ready_s"].get<double>(),
                    r["slurm"].value("mean_queue_s", -1.0), r["slurm"].value("mean_worker_start_s", -1.0),
                    r["rss_ratio"].get<double>());
    return 0;
}
