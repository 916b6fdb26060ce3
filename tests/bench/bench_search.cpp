// Search benchmark: puct against the measure-all baseline on recorded datasets, under the
// same measurement budget, over several seeds. Prints the median fraction of the best
// speedup in the space that each strategy recovered, candidates considered per
// measurement, time per run and peak memory (RSS).
//
//   bench_search [--seeds N] [--budget N] [--json] DATASET...
#include "core/RunSummary.h"
#include "core/SessionFactory.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <sys/resource.h>

namespace {

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n == 0 ? 0.0 : n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

double peakRssMiB() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_maxrss) / 1024.0; // ru_maxrss is in KiB on Linux
}

struct Outcome {
    std::vector<double> fraction, considered, measured, seconds;
    std::vector<std::vector<double>> curve; ///< per run: best measured S after m measurements (index m)
    double best = 1.0;                      ///< best S in the space
};

/// Budgets at which the best-so-far curve is reported.
constexpr int kCurveAt[] = {10, 20, 30, 50, 75, 100};

} // namespace

int main(int argc, char** argv) {
    CLI::App app{"Augur search benchmark: puct vs measure-all under one measurement budget"};
    int seeds = 10, budget = 100;
    bool json = false;
    std::vector<std::string> datasets;
    std::vector<std::string> strategies{"puct", "measure-all"};
    app.add_option("--seeds", seeds, "Seeds per strategy (1..N)");
    app.add_option("--budget", budget, "Measurement budget per run");
    app.add_option("--strategies", strategies, "Strategies to compare, comma-separated")->delimiter(',')->allow_extra_args(false);
    app.add_flag("--json", json, "Print JSON instead of a table");
    augur::SessionConfig base;
    app.add_option("--batch", base.batchSize, "Nodes selected per PUCT step");
    app.add_option("--measure-per-step", base.measurementsPerStep, "puct: measurements per step (0 = batch)");
    app.add_option("--children", base.childrenPerExpansion, "Children per expansion");
    app.add_option("--puct-c", base.puctC, "PUCT exploration constant");
    app.add_option("--threshold", base.threshold, "Deferral threshold");
    app.add_option("datasets", datasets, "T4 datasets")->required();
    CLI11_PARSE(app, argc, argv);

    nlohmann::json all = nlohmann::json::array();
    if (!json)
        std::printf("%-28s %-12s %6s %10s %10s %8s %8s %8s %8s %10s %10s %10s\n", "dataset", "strategy", "seeds",
                    "median_rec", "min_rec", "rec@10", "rec@20", "rec@30", "m->90%", "cand/meas", "ms/run", "rss_MiB");
    for (const auto& ds : datasets) {
        for (const auto& strategy : strategies) {
            Outcome o;
            for (int seed = 1; seed <= seeds; ++seed) {
                augur::SessionConfig cfg = base;
                cfg.datasetPath = ds;
                cfg.strategy = strategy;
                cfg.maxMeasurements = budget;
                cfg.seed = static_cast<std::uint64_t>(seed);
                auto t0 = std::chrono::steady_clock::now();
                try {
                    auto engine = augur::SessionFactory::create(cfg, "");
                    std::vector<double> curve(static_cast<std::size_t>(budget) + 1, 1.0);
                    engine->setListener([&curve](const augur::EngineEvent& e) {
                        if (e.kind != augur::EngineEvent::Kind::CandidatesChanged) return;
                        const auto m = static_cast<std::size_t>(e.stats.measured);
                        if (m < curve.size()) curve[m] = std::max(curve[m], e.stats.bestSpeedup);
                    });
                    engine->run();
                    for (std::size_t m = 1; m < curve.size(); ++m) curve[m] = std::max(curve[m], curve[m - 1]);
                    o.curve.push_back(curve);
                    o.best = engine->backend().bestPossibleSpeedup().value_or(1.0);
                    engine->rethrowIfFailed();
                    auto s = augur::runSummary(engine->session(), &engine->backend(), engine->stopReason(), 0.0);
                    o.fraction.push_back(s.value("fraction_recovered", 0.0));
                    o.considered.push_back(s.value("candidates_considered", 0));
                    o.measured.push_back(std::max(1, s.value("measured", 0)));
                } catch (const std::exception& e) {
                    std::cerr << "bench_search: " << e.what() << "\n";
                    return 2;
                }
                o.seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
            }
            double perMeas = 0;
            for (std::size_t i = 0; i < o.considered.size(); ++i) perMeas += o.considered[i] / o.measured[i];
            perMeas /= static_cast<double>(o.considered.size());
            const std::string name = ds.substr(ds.find_last_of('/') + 1);
            // Median fraction recovered after m measurements, and measurements needed to
            // reach 90% of the space's best (budget + 1 when not reached).
            nlohmann::json curveJson = nlohmann::json::object();
            for (int m : kCurveAt) {
                if (m > budget) continue;
                std::vector<double> f;
                for (const auto& c : o.curve) f.push_back(c[static_cast<std::size_t>(m)] / o.best);
                curveJson[std::to_string(m)] = median(f);
            }
            std::vector<double> reach;
            for (const auto& c : o.curve) {
                int m = budget + 1;
                for (int i = 0; i <= budget; ++i)
                    if (c[static_cast<std::size_t>(i)] >= 0.9 * o.best) {
                        m = i;
                        break;
                    }
                reach.push_back(m);
            }
            nlohmann::json row{{"dataset", name},
                               {"strategy", strategy},
                               {"seeds", seeds},
                               {"budget", budget},
                               {"median_fraction_recovered", median(o.fraction)},
                               {"min_fraction_recovered", *std::min_element(o.fraction.begin(), o.fraction.end())},
                               {"fractions", o.fraction},
                               {"candidates_per_measurement", perMeas},
                               {"median_fraction_at_measurements", curveJson},
                               {"median_measurements_to_90pct", median(reach)},
                               {"median_ms_per_run", 1000.0 * median(o.seconds)},
                               {"peak_rss_mib", peakRssMiB()}};
            all.push_back(row);
            if (!json)
                std::printf("%-28s %-12s %6d %10.3f %10.3f %8.3f %8.3f %8.3f %8.1f %10.2f %10.1f %10.1f\n",
                            name.substr(0, 28).c_str(), strategy.c_str(), seeds, median(o.fraction),
                            *std::min_element(o.fraction.begin(), o.fraction.end()), curveJson.value("10", 0.0),
                            curveJson.value("20", 0.0), curveJson.value("30", 0.0), median(reach), perMeas,
                            1000.0 * median(o.seconds), peakRssMiB());
        }
    }
    if (json) std::cout << all.dump(2) << std::endl;
    return 0;
}
