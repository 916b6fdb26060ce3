// LLM client benchmark (issue 5): forecasts per second that the LLM surrogate sustains
// against an OpenAI-compatible server with 32 requests in flight, the client's CPU time
// per forecast (prompt, request, SSE, parsing: the engine's overhead), the CPU time per
// forecast of a whole engine session (search, deferral and the SQLite session file
// included), latencies and peak RSS.
//
//   bench_llm [--server PATH] [--base-url URL --model NAME] [--forecasts N]
//             [--concurrency N] [--delays-ms 0,5] [--piece CHARS] [--no-stream] [--json] [--dataset T4]
//
// Without --base-url it starts augur-llm-test-server (the loopback fake model, in its own
// process so that its CPU and memory are not counted) once per stream delay. With
// --base-url it measures a real server (vLLM, llama.cpp) instead.
#include "core/llm/client/LlmClient.h"
#include "core/llm/prompt/LlmPromptTemplate.h"
#include "core/llm/LlmSurrogate.h"
#include "core/session/SessionFactory.h"
#include "core/datasets/TuningDataset.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

double peakRssMiB() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_maxrss) / 1024.0;
}

/// CPU time (user + system) of the calling thread, seconds.
double threadCpuS() {
    rusage u{};
    getrusage(RUSAGE_THREAD, &u);
    return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
        1e-6 * static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}

/// augur-llm-test-server in its own process; stopped with SIGINT on destruction.
struct ServerProcess {
    pid_t pid = -1;
    std::string baseUrl;
    ServerProcess(const std::string& path, int chunkDelayMs, int piece) {
        int out[2];
        if (pipe(out) != 0) throw std::runtime_error("pipe failed");
        posix_spawn_file_actions_t fa;
        posix_spawn_file_actions_init(&fa);
        posix_spawn_file_actions_adddup2(&fa, out[1], 1);
        posix_spawn_file_actions_addclose(&fa, out[0]);
        const std::string delay = std::to_string(chunkDelayMs), pieceText = std::to_string(piece);
        std::vector<char*> argv{const_cast<char*>(path.c_str()),      const_cast<char*>("--chunk-delay-ms"),
                                const_cast<char*>(delay.c_str()),     const_cast<char*>("--piece"),
                                const_cast<char*>(pieceText.c_str()), nullptr};
        if (posix_spawn(&pid, path.c_str(), &fa, nullptr, argv.data(), environ) != 0)
            throw std::runtime_error("cannot start " + path);
        posix_spawn_file_actions_destroy(&fa);
        close(out[1]);
        std::string line;
        char c;
        while (read(out[0], &c, 1) == 1 && c != '\n') line += c;
        close(out[0]);
        auto at = line.find("http://");
        if (at == std::string::npos) throw std::runtime_error(path + " did not say where it listens");
        baseUrl = line.substr(at);
    }
    ~ServerProcess() {
        if (pid > 0) {
            kill(pid, SIGINT);
            int st = 0;
            waitpid(pid, &st, 0);
        }
    }
};

struct Result {
    int delayMs = 0;
    int forecasts = 0, failures = 0;
    double wallS = 0, perSecond = 0, clientCpuMsPerForecast = 0, promptMsPerForecast = 0, parseMsPerForecast = 0;
    double p50 = 0, p95 = 0;
    int engineForecasts = 0;
    double engineCpuMsPerForecast = 0, engineWallS = 0;
};

std::vector<augur::Candidate> candidatesFrom(const augur::TuningDataset& ds, int n) {
    std::vector<augur::Candidate> out;
    for (int i = 0; i < n; ++i) {
        augur::Candidate c;
        c.id = i + 1;
        c.parent = 0;
        c.configuration = ds.records[static_cast<std::size_t>(i) % ds.records.size()].configuration;
        c.source =
            i >= static_cast<int>(ds.records.size()) ? "// copy " + std::to_string(i) : ""; // distinct beyond the space
        out.push_back(std::move(c));
    }
    return out;
}

Result measure(const augur::LlmEndpoint& endpoint, const augur::TuningDataset& ds, const std::string& datasetPath,
               int forecasts, int concurrency) {
    Result r;
    augur::LlmEndpoint e = endpoint;
    e.maxConcurrency = concurrency;
    auto client = std::make_shared<augur::LlmClient>(e);
    augur::LlmSurrogate s(client, augur::LlmPromptTemplate::load("surrogate"));
    auto cands = candidatesFrom(ds, forecasts);
    // Client cost alone: the prompt of every candidate, and the parsing of one reply each.
    {
        const double c0 = threadCpuS();
        std::size_t chars = 0;
        for (const auto& c : cands) chars += s.request(ds.problem, c).messages.back().content.size();
        r.promptMsPerForecast = (threadCpuS() - c0) * 1e3 / forecasts;
        (void)chars;
    }
    // Throughput: batches of `concurrency` candidates, as the engine forecasts them.
    const double c0 = threadCpuS();
    const auto t0 = Clock::now();
    std::vector<augur::LlmChatReply> sample;
    for (int i = 0; i < forecasts; i += concurrency) {
        std::vector<const augur::Candidate*> batch;
        for (int k = i; k < std::min(forecasts, i + concurrency); ++k)
            batch.push_back(&cands[static_cast<std::size_t>(k)]);
        for (const auto& f : s.forecast(ds.problem, batch)) r.failures += f.parseFailure;
    }
    r.wallS = std::chrono::duration<double>(Clock::now() - t0).count();
    r.forecasts = forecasts;
    r.perSecond = forecasts / r.wallS;
    r.clientCpuMsPerForecast = (threadCpuS() - c0) * 1e3 / forecasts;
    auto u = client->usage();
    r.p50 = u.latencyP50Ms;
    r.p95 = u.latencyP95Ms;
    // Parsing alone.
    {
        augur::LlmChatRequest one = s.request(ds.problem, cands[0]);
        auto reply = client->complete(one);
        const double p0 = threadCpuS();
        for (int i = 0; i < 2000; ++i) (void)s.interpret(reply);
        r.parseMsPerForecast = (threadCpuS() - p0) * 1e3 / 2000;
    }
    // A whole engine session (tuner generator, LLM surrogate, session file): engine-thread
    // CPU per forecast.
    {
        const fs::path dir = fs::temp_directory_path() / ("augur-bench-llm-" + std::to_string(getpid()));
        fs::create_directories(dir);
        const std::string endpoints = (dir / "endpoints.json").string();
        augur::LlmEndpoint pe = e;
        pe.name = "bench";
        std::ofstream(endpoints) << json{{"endpoints", json::array({pe.toJson()})}}.dump();
        augur::SessionConfig cfg;
        cfg.datasetPath = datasetPath;
        cfg.surrogate = augur::SurrogateKind::Llm;
        cfg.endpointsFile = endpoints;
        cfg.maxMeasurements = 40;
        cfg.childrenPerExpansion = 16;
        cfg.batchSize = 2;
        const std::string session = (dir / "bench.augur").string();
        fs::remove(session);
        const auto before = augur::LlmUsage::process().snapshot().requests;
        auto engine = augur::SessionFactory::create(cfg, session);
        const double e0 = threadCpuS();
        const auto w0 = Clock::now();
        engine->run();
        r.engineWallS = std::chrono::duration<double>(Clock::now() - w0).count();
        const double cpu = threadCpuS() - e0;
        engine->rethrowIfFailed();
        r.engineForecasts = static_cast<int>(augur::LlmUsage::process().snapshot().requests - before);
        r.engineCpuMsPerForecast = r.engineForecasts ? cpu * 1e3 / r.engineForecasts : 0.0;
        engine.reset();
        fs::remove_all(dir);
    }
    return r;
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app{"Augur LLM client benchmark: forecasts per second at 32 in flight, overhead per forecast, RSS"};
    std::string server, baseUrl, model = "test-model",
                                 dataset = std::string(AUGUR_SHARED_DATA_DIR) + "/convolution_A100_T4.json.gz";
    int forecasts = 2048, concurrency = 32, piece = 24;
    std::vector<int> delays{0, 5};
    bool asJson = false, noStream = false;
    app.add_option("--server", server, "augur-llm-test-server (default: beside this program in ../tests)");
    app.add_option("--base-url", baseUrl, "Measure this server instead of the loopback fake model");
    app.add_option("--model", model, "Model name with --base-url");
    app.add_option("--forecasts", forecasts, "Forecasts per measurement");
    app.add_option("--concurrency", concurrency, "Requests in flight (the endpoint's max_concurrency)");
    app.add_option("--delays-ms", delays, "Fake model: delay between stream events, ms (each a run)")->delimiter(',');
    app.add_option("--piece", piece, "Fake model: characters per stream event (4 is about a token per event)");
    app.add_option("--dataset", dataset, "T4 dataset whose configurations are forecast");
    app.add_flag("--json", asJson, "JSON output");
    app.add_flag("--no-stream", noStream, "Plain (non-streamed) replies");
    CLI11_PARSE(app, argc, argv);
    if (server.empty()) {
        std::error_code ec;
        server =
            (fs::read_symlink("/proc/self/exe", ec).parent_path() / ".." / "tests" / "augur-llm-test-server").string();
    }
    const augur::TuningDataset ds = augur::loadTuningDataset(dataset);
    std::vector<Result> results;
    if (!baseUrl.empty()) delays = {-1};
    for (int d : delays) {
        std::unique_ptr<ServerProcess> proc;
        augur::LlmEndpoint e;
        e.name = "bench";
        e.model = model;
        e.stream = !noStream;
        if (baseUrl.empty()) {
            proc = std::make_unique<ServerProcess>(server, d, piece);
            e.baseUrl = proc->baseUrl;
        } else {
            e.baseUrl = baseUrl;
        }
        Result r = measure(e, ds, dataset, forecasts, concurrency);
        r.delayMs = d;
        results.push_back(r);
    }
    json out = json::array();
    for (const auto& r : results)
        out.push_back({{"stream_event_delay_ms", r.delayMs},
                       {"concurrency", concurrency},
                       {"forecasts", r.forecasts},
                       {"parse_failures", r.failures},
                       {"forecasts_per_s", r.perSecond},
                       {"latency_ms", {{"p50", r.p50}, {"p95", r.p95}}},
                       {"client_cpu_ms_per_forecast", r.clientCpuMsPerForecast},
                       {"prompt_ms_per_forecast", r.promptMsPerForecast},
                       {"parse_ms_per_forecast", r.parseMsPerForecast},
                       {"engine_session_forecasts", r.engineForecasts},
                       {"engine_cpu_ms_per_forecast", r.engineCpuMsPerForecast},
                       {"engine_session_wall_s", r.engineWallS}});
    if (asJson) {
        std::cout << json{{"runs", out}, {"peak_rss_mib", peakRssMiB()}}.dump(2) << std::endl;
        return 0;
    }
    std::printf("%-10s %6s %9s %12s %10s %10s %12s %10s %10s %12s\n", "delay_ms", "conc", "forecasts", "forecasts/s",
                "p50_ms", "p95_ms", "client_ms/f", "prompt_ms", "parse_ms", "engine_ms/f");
    for (const auto& r : results)
        std::printf("%-10d %6d %9d %12.0f %10.2f %10.2f %12.3f %10.3f %10.3f %12.3f\n", r.delayMs, concurrency,
                    r.forecasts, r.perSecond, r.p50, r.p95, r.clientCpuMsPerForecast, r.promptMsPerForecast,
                    r.parseMsPerForecast, r.engineCpuMsPerForecast);
    std::printf("peak RSS: %.1f MiB\n", peakRssMiB());
    return 0;
}
