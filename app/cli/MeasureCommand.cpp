#include "CliCommon.h"
#include "MeasureOutput.h"
#include "NumberOptions.h"
#include "core/backend/WorkloadBackend.h"
#include "core/base/BoundedJson.h"
#include "Commands.h"

#include "core/model/CandidateJson.h"
#include "core/model/SpeedupContext.h"
#include "core/base/InputError.h"
#include "core/diagnosis/KernelDiagnosis.h"
#include "core/problem/MeasureJob.h"
#include "core/kernel/MeasurementPhases.h"
#include "core/kernel/ProfileMetrics.h"
#include "core/problem/ProblemLoader.h"
#include "core/base/SampleStatistics.h"
#include "gpu/client/CudaBackend.h"
#include "gpu/compile/IsolatedCompile.h"
#include "gpu/compile/Nvrtc.h"
#include "core/base/OutputGuard.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <random>
#include <sstream>

namespace augur::cli {

namespace {

struct MeasureOptions {
    std::string problem;
    std::vector<std::string> candidates;
    bool allConfigs = false;
    int sampleConfigs = 0;
    int repeat = 1;
    std::vector<int> devices;
    MeasureSettings settings;
    double deadlineS = 120;
    double seedPoolMiB = 0; ///< --seed-pool-mib (0: half the free device memory)
    std::string jsonPath;
    std::string datasetPath;
    bool compileOnly = false;
    bool baseline = false; ///< --baseline: also time the problem's vendor library call
    std::string arch = "sm_90";
    std::uint64_t seed = 1;
};

/// A labelled candidate to measure.
struct Item {
    std::string label;
    Candidate candidate;
};

Configuration parseConfiguration(const Problem& p, const std::string& text) {
    Configuration c(p.space.size(), std::nan(""));
    std::stringstream ss(text);
    std::string part;
    while (std::getline(ss, part, ',')) {
        auto eq = part.find('=');
        if (eq == std::string::npos) throw InputError("command line", "candidate", "'" + part + "' is not NAME=value");
        auto idx = p.space.indexOf(part.substr(0, eq));
        if (!idx)
            throw InputError("command line", "candidate",
                             "'" + part.substr(0, eq) + "' is not a parameter of " + p.name);
        const std::string value = part.substr(eq + 1);
        char* end = nullptr;
        const double v = std::strtod(value.c_str(), &end);
        if (value.empty() || end != value.c_str() + value.size() || !std::isfinite(v))
            throw InputError("command line", "candidate",
                             "'" + part.substr(0, 80) + "': the value is not a finite number");
        c[*idx] = v;
    }
    for (std::size_t i = 0; i < c.size(); ++i)
        if (std::isnan(c[i]))
            throw InputError("command line", "candidate", "parameter '" + p.space.parameters()[i].name + "' missing");
    if (!ProblemLoader::satisfiesRestrictions(p, c))
        throw InputError("command line", "candidate",
                         "'" + text.substr(0, 120) + "' is outside the space or breaks a restriction");
    return c;
}

std::vector<Item> selectItems(const Problem& p, const MeasureOptions& o) {
    std::vector<Item> items;
    auto addConfig = [&](const Configuration& c) {
        Item it{p.space.key(c), {}};
        it.candidate.origin = Origin::Tuner;
        it.candidate.configuration = c;
        items.push_back(std::move(it));
    };
    for (const auto& name : o.candidates) {
        if (name == "reference") {
            Item it{"reference", {}};
            it.candidate.origin = Origin::Reference;
            items.push_back(std::move(it));
            continue;
        }
        auto hand = std::find_if(p.handCandidates.begin(), p.handCandidates.end(),
                                 [&](const auto& h) { return h.name == name; });
        if (hand != p.handCandidates.end()) {
            items.push_back({hand->name, ProblemLoader::candidateFromSpec(*hand)});
        } else if (name.find('=') != std::string::npos) {
            addConfig(parseConfiguration(p, name));
        } else if (std::filesystem::exists(name)) {
            CandidateSpec s = ProblemLoader::loadCandidate(p, name);
            items.push_back({s.name, ProblemLoader::candidateFromSpec(s)});
        } else {
            throw InputError("command line", "candidate",
                             "'" + name + "' is not 'reference', a candidate of " + p.name +
                                 ", a NAME=value configuration or a candidate file");
        }
    }
    if (o.allConfigs || o.sampleConfigs > 0) {
        auto all = ProblemLoader::validConfigurations(p, 1'000'000);
        if (o.sampleConfigs > 0 && static_cast<std::size_t>(o.sampleConfigs) < all.size()) {
            // Folded to 32 bits: seeds below 2^32 sample as they always did.
            std::mt19937 rng(static_cast<std::mt19937::result_type>(o.seed ^ (o.seed >> 32)));
            std::shuffle(all.begin(), all.end(), rng);
            all.resize(static_cast<std::size_t>(o.sampleConfigs));
        }
        for (const auto& c : all) addConfig(c);
    }
    if (items.empty()) {
        items.push_back({"reference", {}});
        items.back().candidate.origin = Origin::Reference;
        for (const auto& h : p.handCandidates) items.push_back({h.name, ProblemLoader::candidateFromSpec(h)});
    }
    return items;
}

/// The width of the candidate column: the longest label (a template configuration names
/// every parameter) and two spaces, at least 34 and at most 72 characters (longer ones are
/// cut there).
int labelWidth(const std::vector<Item>& items) {
    std::size_t widest = 0;
    for (const Item& it : items) widest = std::max(widest, it.label.size());
    return static_cast<int>(std::clamp<std::size_t>(widest + 2, 34, 72));
}

/// `label` made safe for the terminal and cut to fit a column of `width`.
std::string cell(const std::string& label, int width) {
    return terminalSafe(label.substr(0, static_cast<std::size_t>(width) - 2), false);
}

int compileOnly(const Problem& p, const std::vector<Item>& items, const MeasureOptions& o) {
    gpu::Nvrtc nvrtc;
    if (!nvrtc.ok()) throw std::runtime_error(nvrtc.error());
    std::cout << "NVRTC " << nvrtc.version() << ", " << o.arch << "\n";
    const int width = labelWidth(items);
    std::cout << std::left << std::setw(width) << "candidate" << std::setw(10) << "status" << std::setw(12)
              << "compile ms"
              << "kernels (registers / spill bytes / static smem)\n";
    int failures = 0;
    for (const auto& it : items) {
        MeasureJob job;
        try {
            job = resolveMeasureJob(p, it.candidate, o.settings);
        } catch (const std::exception& e) { // its plan does not resolve: an error row, the others still compile
            ++failures;
            std::cout << std::left << std::setw(width) << cell(it.label, width) << "error\n"
                      << terminalSafe(it.label + ": " + e.what(), true) << "\n";
            continue;
        }
        // In a child process with a deadline and a memory cap: a hostile source cannot hang
        // or exhaust this process.
        gpu::CompileResult r =
            gpu::compileIsolated(nvrtc, job.candidate.source, it.label + ".cu", o.arch, job.candidate.defines);
        std::string kernels;
        for (const auto& [name, k] : r.ptxas.kernels)
            kernels += name + " " + std::to_string(k.registers) + "/" +
                std::to_string(k.spillStoreBytes + k.spillLoadBytes) + "/" + std::to_string(k.sharedBytes) + "  ";
        // Names and logs come from candidate files: nothing in them may drive the terminal.
        std::cout << std::left << std::setw(width) << cell(it.label, width) << std::setw(10) << (r.ok ? "ok" : "error")
                  << std::setw(12) << fixed(r.compileMs, 1) << terminalSafe(kernels, false) << "\n";
        if (!r.ok) {
            ++failures;
            std::cout << terminalSafe(r.log, true) << "\n";
        }
    }
    return failures ? 1 : 0;
}

nlohmann::json t4Record(const Problem& p, const Item& it, const Measurement& m) {
    nlohmann::json cfg = nlohmann::json::object();
    for (std::size_t i = 0; i < p.space.size(); ++i) cfg[p.space.parameters()[i].name] = it.candidate.configuration[i];
    nlohmann::json r{{"configuration", cfg}};
    static const std::map<MeasurementStatus, std::string> kInvalidity{
        {MeasurementStatus::CompileError, "compile"}, {MeasurementStatus::WrongResult, "correctness"},
        {MeasurementStatus::RuntimeError, "runtime"}, {MeasurementStatus::Timeout, "timeout"},
        {MeasurementStatus::Crash, "runtime"},        {MeasurementStatus::Invalid, "constraints"}};
    if (m.ok()) {
        r["invalidity"] = "correct";
        std::vector<double> samples = m.report->timing.candidateSamplesMs;
        if (samples.empty()) samples.push_back(m.candidateMs);
        r["times"] = {{"runtimes", samples}};
        r["speedup"] = m.speedup;
        r["speedup_ci"] = {m.speedupLow, m.speedupHigh};
        r["reference_ms"] = m.referenceMs;
    } else {
        r["invalidity"] = kInvalidity.at(m.status);
        r["failure_reason"] = m.failureReason;
    }
    if (!m.report.empty()) {
        // The samples are already in times.runtimes; keep the dataset compact.
        MeasurementReport compact = m.report;
        compact.dropTimingSamples();
        r["details"] = compact.json();
    }
    return r;
}

/// Prints the table's header: one row per measurement follows (printRow).
void printHeader(int width) {
    std::cout << std::left << std::setw(width) << "candidate" << std::setw(15) << "status" << std::right
              << std::setw(11) << "ref ms" << std::setw(11) << "cand ms" << std::setw(9) << "S" << std::setw(20)
              << "95% CI" << std::setw(8) << "samples" << std::setw(7) << "regs" << std::setw(8) << "spills"
              << std::setw(8) << "eff" << std::setw(9) << "ev/cupti" << std::setw(7) << "roof"
              << "\n";
}

/// One measurement's row: times (ms), S with its 95% interval, samples, registers, spills
/// (bytes), timing efficiency, the event/CUPTI agreement and the fraction of the roofline
/// (%, rooflineFraction; the tensor-core roof when `tensorRoof`); or the failure's first line.
void printRow(const Item& it, const Measurement& m, bool tensorRoof, int width) {
    const MeasurementReportSections& d = m.report.sections();
    const auto& compile = it.candidate.origin == Origin::Reference ? d.referenceCompile : d.candidateCompile;
    const int regs = compile ? compile->maxRegisters() : 0;
    const long long spills = compile ? compile->spillBytes() : 0;
    std::cout << std::left << std::setw(width) << cell(it.label, width) << std::setw(15)
              << measurementStatusName(m.status) << std::right;
    if (m.ok()) {
        const double agree = d.cupti.available
            ? (it.candidate.origin == Origin::Reference ? d.cupti.referenceEventOverKernel
                                                        : d.cupti.candidateEventOverKernel)
                  .value_or(0.0)
            : 0.0;
        std::cout << std::setw(11) << fixed(m.referenceMs, 4) << std::setw(11) << fixed(m.candidateMs, 4)
                  << std::setw(9) << fixed(m.speedup, 3) << std::setw(20)
                  << ("[" + fixed(m.speedupLow, 3) + ", " + fixed(m.speedupHigh, 3) + "]") << std::setw(8) << m.samples
                  << std::setw(7) << regs << std::setw(8) << spills << std::setw(8)
                  << fixed(d.timingEfficiency.value_or(0.0), 2) << std::setw(9) << fixed(agree, 3);
        const std::optional<double> roof = rooflineFraction(m, tensorRoof);
        std::cout << std::setw(7) << (roof ? fixed(100.0 * *roof, 1) + "%" : std::string("-"))
                  << (m.suspicious ? "  SUSPICIOUS" : "") << "\n";
        printEnergyAndCounters(m);
    } else {
        std::string reason = m.failureReason.substr(0, m.failureReason.find('\n'));
        std::cout << "  " << terminalSafe(reason.substr(0, 160), false) << "\n";
    }
}

/// The run-to-run noise of each item's speedup over --repeat runs (coefficient of variation).
/// --baseline: the problem's vendor library call timed `repeat` times like a candidate,
/// then each item's median S against it (docs/measurement.md, "Vendor baselines").
void printBaseline(const Problem& p, const MeasureOptions& o, MeasurementBackend& backend,
                   const std::vector<Item>& items, const std::map<std::size_t, std::vector<double>>& speedups) {
    if (!p.baseline) throw InputError(p.origin, "baseline", "--baseline: the problem declares no vendor baseline");
    const std::string library = vendorLibraryName(p.baseline->library);
    std::vector<double> libraryS;
    for (int r = 0; r < o.repeat; ++r) {
        const Measurement m = backend.measureBaseline(p);
        Item it{library + " (baseline)", {}};
        it.candidate.origin = Origin::User;
        printRow(it, m, usesTensorRoof(p), labelWidth(items));
        printShapes(m);
        if (!m.ok()) return; // the reason is in the row: one line, nothing to compare against
        libraryS.push_back(m.speedup);
    }
    const double lib = summarise(libraryS).median;
    std::cout << "\nspeedup over " << library << " (median S / median S of the library, " << fixed(lib, 3)
              << " over the reference):\n";
    for (const auto& [i, s] : speedups)
        std::cout << "  " << std::left << std::setw(labelWidth(items)) << cell(items[i].label, labelWidth(items))
                  << std::right << " " << fixed(summarise(s).median / lib, 3) << "\n";
}

void printRepeatNoise(const std::vector<Item>& items, int repeat,
                      const std::map<std::size_t, std::vector<double>>& speedups) {
    std::cout << "\nrun-to-run noise of the speedup over " << repeat << " repeats (coefficient of variation):\n";
    for (const auto& [i, s] : speedups) {
        double mean = 0, var = 0;
        for (double v : s) mean += v;
        mean /= static_cast<double>(s.size());
        for (double v : s) var += (v - mean) * (v - mean);
        const double cv = s.size() > 1 ? std::sqrt(var / static_cast<double>(s.size() - 1)) / mean : 0.0;
        std::cout << "  " << std::left << std::setw(labelWidth(items)) << cell(items[i].label, labelWidth(items))
                  << " mean S " << fixed(mean, 4) << "  CV " << fixed(100 * cv, 3) << "%\n";
    }
}

/// Writes the measured configurations as an Augur dataset (docs/datasets.md) to `path`.
/// Throws std::runtime_error when the file cannot be written.
void writeDataset(const std::string& path, const Problem& p, const MeasureOptions& o, gpu::CudaBackend& backend,
                  const std::vector<Item>& items, const std::vector<std::size_t>& itemOf,
                  const std::vector<Measurement>& results) {
    std::string problemText;
    {
        std::ifstream in(p.origin);
        problemText.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }
    nlohmann::json problemJson = parseBoundedOrDiscarded(problemText);
    nlohmann::json ds{{"schema_version", "1.0.0"},
                      {"augur",
                       {{"format", "augur-dataset-1"},
                        {"problem", problemJson},
                        {"reference_source", p.referenceSource},
                        {"template_source", p.tunableSource},
                        {"hardware", backend.devices().front()},
                        {"settings", toJson(resolveMeasureJob(p, items.front().candidate, o.settings).settings)}}},
                      {"results", nlohmann::json::array()}};
    std::vector<double> refs;
    for (std::size_t k = 0; k < results.size(); ++k) {
        const Item& it = items[itemOf[k]];
        if (it.candidate.configuration.empty()) continue;
        ds["results"].push_back(t4Record(p, it, results[k]));
        if (results[k].ok()) refs.push_back(results[k].referenceMs);
    }
    ds["augur"]["reference"] = {{"median_ms", summarise(refs).median}, {"runtimes", refs}};
    std::ofstream out(path);
    out << ds.dump(1) << "\n";
    if (!out) throw std::runtime_error(path + ": cannot be written");
    std::cerr << "augur-cli: dataset written to " << path << " (" << ds["results"].size() << " configurations)\n";
}

int measure(const MeasureOptions& o) {
    if (o.settings.minSamples > o.settings.maxSamples)
        throw std::invalid_argument("--min-samples " + std::to_string(o.settings.minSamples) +
                                    " is above --max-samples " + std::to_string(o.settings.maxSamples));
    Problem p = ProblemLoader::load(o.problem);
    // Opening an output empties it: never one of the problem's files, a candidate file given
    // or a file beside it (its source), or a session.
    std::vector<std::string> inputs{
        std::filesystem::is_directory(o.problem) ? o.problem : std::filesystem::path(o.problem).parent_path().string()};
    for (const std::string& name : o.candidates)
        if (std::filesystem::is_regular_file(name)) {
            inputs.push_back(name);
            inputs.push_back(std::filesystem::absolute(name).parent_path().string());
        }
    if (!o.jsonPath.empty()) refuseOverwritingInputs(o.jsonPath, "--json", inputs);
    inputs.push_back(o.jsonPath);
    if (!o.datasetPath.empty()) refuseOverwritingInputs(o.datasetPath, "--dataset", inputs);
    std::vector<Item> items = selectItems(p, o);
    if (o.compileOnly) return compileOnly(p, items, o);

    gpu::CudaBackendOptions bo;
    bo.devices = o.devices;
    bo.settings = o.settings;
    bo.settings.seed = o.seed;
    bo.settings.seedPoolBytes = o.seedPoolMiB * 1048576.0;
    if (bo.settings.seedPool != 0 && bo.settings.seedPool < bo.settings.seeds)
        throw std::invalid_argument("--seed-pool " + std::to_string(bo.settings.seedPool) + " is below --seeds " +
                                    std::to_string(bo.settings.seeds) + " (0 turns the pool off)");
    bo.deadline = std::chrono::milliseconds(static_cast<long long>(o.deadlineS * 1000));
    auto cuda = std::make_unique<gpu::CudaBackend>(p, bo);
    gpu::CudaBackend& backend = *cuda;
    // A problem with workload shapes is measured at each (core/backend/WorkloadBackend.h).
    const std::unique_ptr<MeasurementBackend> measurer = forWorkload(p, std::move(cuda));
    // The records' file is opened once the GPU is there (opening empties it) and before
    // anything is measured: a path that cannot be written must not cost a run's measurements.
    std::ofstream json;
    if (!o.jsonPath.empty()) {
        json.open(o.jsonPath);
        if (!json) throw std::runtime_error(o.jsonPath + ": cannot be written");
    }
    for (const auto& d : backend.devices())
        std::cerr << "augur-cli: worker on " << d.value("name", "?") << " (" << d.value("arch", "?") << ")\n";

    std::vector<const Candidate*> batch;
    std::vector<std::size_t> itemOf;
    for (int r = 0; r < o.repeat; ++r)
        for (std::size_t i = 0; i < items.size(); ++i) {
            batch.push_back(&items[i].candidate);
            itemOf.push_back(i);
        }
    const auto t0 = std::chrono::steady_clock::now();
    std::vector<Measurement> results = measurer->measureBatch(p, batch);
    const double wallS = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

    printHeader(labelWidth(items));
    std::map<std::size_t, std::vector<double>> speedups;
    for (std::size_t k = 0; k < results.size(); ++k) {
        const Measurement& m = results[k];
        const Item& it = items[itemOf[k]];
        if (m.ok()) speedups[itemOf[k]].push_back(m.speedup);
        printRow(it, m, usesTensorRoof(p), labelWidth(items));
        printShapes(m);
        // Where the worker's time went, failures included (a compile error costs its compile).
        if (const auto phases = MeasurementPhases::of(m.report))
            std::cout << "  phases: " << phases->describe() << "\n";
        if (json.is_open()) {
            nlohmann::json rec{{"candidate", it.label}, {"measurement", toJson(m)}};
            json << rec.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
        }
    }
    if (json.is_open()) {
        json.flush();
        if (!json) throw std::runtime_error(o.jsonPath + ": writing the measurement records failed (disk full?)");
    }
    if (o.repeat > 1) printRepeatNoise(items, o.repeat, speedups);
    if (o.baseline) printBaseline(p, o, *measurer, items, speedups);
    const auto stats = backend.stats();
    std::cerr << "augur-cli: " << results.size() << " measurements in " << fixed(wallS, 2) << " s on "
              << stats.workers.size() << " worker(s); " << stats.timeouts << " timeouts, " << stats.crashes
              << " crashes, " << stats.restarts << " restarts\n";

    if (!o.datasetPath.empty()) writeDataset(o.datasetPath, p, o, backend, items, itemOf, results);
    return std::any_of(results.begin(), results.end(), [](const Measurement& m) { return !m.ok(); }) ? 1 : 0;
}

} // namespace

void addMeasureCommand(CLI::App& app) {
    auto o = std::make_shared<MeasureOptions>();
    auto* cmd = app.add_subcommand(
        "measure", "Measure candidates of a problem on the GPU (the cuda backend), or compile them only");
    cmd->add_option("problem", o->problem, "Problem folder (or its problem.json)")->required();
    cmd->add_option(
        "candidates", o->candidates,
        "What to measure: 'reference', a candidate name of the problem, a candidate .json file, or a configuration "
        "NAME=value,NAME=value of the template (default: the reference and every candidate of the problem)");
    cmd->add_flag("--all-configs", o->allConfigs, "Also every valid configuration of the tunable template");
    cmd->add_flag("--baseline", o->baseline,
                  "Also time the problem's vendor baseline (its \"baseline\": cuBLAS or cuBLASLt) and give every "
                  "candidate's S against it");
    cmd->add_option("--sample-configs", o->sampleConfigs, "Also N random valid configurations of the template")
        ->check(integerIn<int>(0));
    cmd->add_option("--repeat", o->repeat,
                    "Measure everything N times and report the run-to-run noise (CV) of the speedup")
        ->check(integerIn<int>(1, 1000));
    cmd->add_option("--devices", o->devices, "GPU ordinals to use (default: every GPU)")
        ->delimiter(',')
        ->check(integerIn(0, 1023));
    cmd->add_option("--seeds", o->settings.seeds, "Correctness seeds")->check(integerIn<int>(1));
    cmd->add_option("--min-samples", o->settings.minSamples, "Timed samples per side before adaptive stopping")
        ->check(integerIn<int>(1));
    cmd->add_option("--max-samples", o->settings.maxSamples, "Most timed samples per side")->check(integerIn<int>(1));
    cmd->add_option("--noise", o->settings.noiseTarget, "Stop when the speedup's CI half-width / S is below this")
        ->check(numberAtLeast(0, true, 1));
    cmd->add_option("--time-budget-ms", o->settings.timeBudgetMs, "Wall-time cap of one timing phase, ms")
        ->check(numberAtLeast(0, true, 3600e3));
    cmd->add_flag("--warm-l2", o->settings.warmL2, "Do not flush the L2 before each timed sample");
    cmd->add_option("--between-spread", o->settings.betweenSpread,
                    "Standard deviation of log S between measurements of identical kernels, added to every "
                    "speedup interval (default: measured on the H200)")
        ->check(numberAtLeast(0, false, 0.5));
    cmd->add_option("--batch-below-us", o->settings.batchBelowUs,
                    "Time kernels shorter than this in batches of back-to-back launches, µs (0: never)")
        ->check(numberAtLeast(0, false, 1000));
    cmd->add_option("--seed-pool", o->settings.seedPool,
                    "Draw correctness seeds from a pool of N seeds whose trusted outputs stay on the GPU "
                    "(0: fresh seeds every measurement, each computed anew)")
        ->check(integerIn<int>(0, 64));
    cmd->add_option("--seed-pool-mib", o->seedPoolMiB,
                    "Device memory the seed pool's outputs may hold, MiB (default: half the free memory)")
        ->check(numberAtLeast(0, false, 1e9));
    cmd->add_flag("--lock-clocks", o->settings.lockClocks,
                  "Lock the SM clock to its base clock while timing, where the driver permits it");
    cmd->add_flag("!--no-throttle-retry", o->settings.retryThrottled,
                  "Do not re-time a measurement during which the GPU throttled");
    cmd->add_flag("!--no-cupti", o->settings.cupti, "Skip the CUPTI cross-check of kernel times");
    cmd->add_flag("--profile", o->settings.profile,
                  "Collect hardware counters (CUPTI range profiler) after timing and print diagnoses");
    cmd->add_flag("--energy", o->settings.energy,
                  "Measure energy per launch and average power (NVML) of reference and candidate");
    cmd->add_option("--energy-loop-ms", o->settings.energyLoopMs, "Minimum length of one energy loop, ms")
        ->check(numberAtLeast(100, false, 60000));
    cmd->add_option("--energy-repeats", o->settings.energyRepeats, "Interleaved energy loops per side")
        ->check(integerIn<int>(1, 20));
    cmd->add_option("--deadline-s", o->deadlineS, "Per-measurement deadline; a kernel still running then is killed")
        ->check(numberAtLeast(0, true, 86400));
    auto* json = cmd->add_option("--json", o->jsonPath, "Write one JSON record per measurement to this file");
    auto* dataset =
        cmd->add_option("--dataset", o->datasetPath,
                        "Write the template configurations measured as a replayable dataset (T4-compatible JSON)");
    // Nothing is measured, so nothing would be written: refused rather than silently ignored.
    cmd->add_flag("--compile-only", o->compileOnly,
                  "Compile with NVRTC and report registers, spills and shared memory (no GPU needed)")
        ->excludes(json)
        ->excludes(dataset);
    cmd->add_option("--arch", o->arch, "Architecture for --compile-only, e.g. sm_90");
    cmd->add_option("--seed", o->seed,
                    "Seed for --sample-configs and of every measurement's correctness seeds (reproduces them)")
        ->check(integerIn<std::uint64_t>(0));
    cmd->callback([o] { setExitCode(guarded([o] { return measure(*o); })); });
}

} // namespace augur::cli
