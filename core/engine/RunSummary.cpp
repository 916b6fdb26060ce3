#include "core/engine/RunSummary.h"

#include "core/analysis/CostAccounting.h"
#include "core/model/SpeedupContext.h"
#include "core/model/MeasuredForecasts.h"
#include "core/model/MeasurementThroughput.h"

#include <cmath>

namespace augur {

nlohmann::json runSummary(const Session& session, const MeasurementBackend* backend, const std::string& stopReason,
                          double elapsedS, const std::optional<PriorFit>& prior) {
    const SessionConfig& cfg = session.config();
    const SessionStats st = session.stats();
    nlohmann::json j;
    j["problem"] = session.problem().name;
    j["dataset"] = cfg.datasetPath;
    j["backend"] = cfg.backend;
    j["strategy"] = kSearchStrategies.name(cfg.strategy);
    if (!cfg.priorPath.empty()) {
        j["prior"] = cfg.priorPath;
        j["prior_sha256"] = cfg.priorSha256;
        if (prior)
            j["prior_weight"] = {
                {"weight", prior->weight},
                {"agreement",
                 std::isfinite(prior->agreement) ? nlohmann::json(prior->agreement) : nlohmann::json(nullptr)},
                {"measurements", prior->rows},
                {"note", prior->describe()}};
    }
    j["surrogate"] = cfg.forecasts() ? kSurrogateKinds.name(cfg.surrogate) : std::string_view("none");
    j["seed"] = cfg.seed;
    j["threshold"] = cfg.threshold;
    j["max_measurements"] = cfg.maxMeasurements;
    j["reference"] = session.size() ? session.describe(0) : "";
    j["reference_note"] = session.problem().referenceNote;
    j["candidates_considered"] = st.candidates;
    j["measured"] = st.measured;
    j["failed"] = st.failed;
    j["accepted_on_forecast"] = st.accepted;
    // The GPU time the surrogate saved while the search ran: candidates accepted on their
    // forecast before the budget ran out (those accepted because it did are not savings).
    int duringSearch = 0;
    for (const auto& c : session.candidates())
        if (c.state == CandidateState::Accepted && c.decision && c.decision->reason != DecisionReason::Budget)
            ++duringSearch;
    j["accepted_during_search"] = duringSearch;
    j["excluded"] = st.excluded;
    j["expansions"] = st.expansions;
    j["best_measured_speedup"] = st.bestSpeedup;
    j["best_candidate"] =
        st.bestCandidate == kNoCandidate ? nlohmann::json(nullptr) : nlohmann::json(session.describe(st.bestCandidate));
    // The id, for the commands that take one (augur-cli show --id, add --parent).
    j["best_id"] = st.bestCandidate == kNoCandidate ? nlohmann::json(nullptr) : nlohmann::json(st.bestCandidate);
    j["objective"] = cfg.objective;
    if (cfg.objective != "time") {
        auto b = session.bestForObjective();
        j["best_objective_gain"] = b ? nlohmann::json(b->second) : nlohmann::json(nullptr);
        j["best_candidate_for_objective"] = b ? nlohmann::json(session.describe(b->first)) : nlohmann::json(nullptr);
        if (b) {
            const Measurement& m = *session.at(b->first).measurement;
            j["best_for_objective_speedup"] = m.speedup;
            if (m.energyJ && m.referenceEnergyJ) j["best_for_objective_energy_gain"] = *m.referenceEnergyJ / *m.energyJ;
        }
    }
    if (backend) {
        if (auto b = backend->bestPossibleSpeedup()) {
            j["best_speedup_in_space"] = *b;
            j["fraction_recovered"] = *b > 0 ? st.bestSpeedup / *b : 0.0;
        }
        if (auto k = backend->bestPossibleKey()) j["best_in_space"] = *k;
        if (auto n = backend->spaceSize()) j["space_size"] = *n;
    }
    // The best against the vendor library and the roofline (core/model/SpeedupContext.h).
    j["vendor_baseline"] = baselineJson(session);
    if (!session.problem().workload.empty() && st.bestCandidate != kNoCandidate)
        j["best_by_shape"] = workloadTable(session, session.at(st.bestCandidate));
    if (st.bestCandidate != kNoCandidate)
        if (const auto& m = session.at(st.bestCandidate).measurement)
            if (auto f = rooflineFraction(*m, usesTensorRoof(session.problem()))) j["best_roofline_fraction"] = *f;
    j["discovery_moments"] = session.discoveryMoments(cfg.discoveryDelta).size();
    j["stop_reason"] = stopReason;
    j["elapsed_s"] = elapsedS;
    // What the GPU measurements cost: median phase times and measurements a minute.
    j["measurement_cost"] = MeasurementThroughput::of(session.candidates()).toJson();
    // What the session spent: GPU-seconds and LLM requests and tokens, per improvement of
    // the best and per template node (core/analysis/CostAccounting).
    j["cost"] = costJson(session);

    // Calibration of the forecasts that were later measured.
    const std::vector<ScoredForecast> scored = measuredForecasts(session.candidates());
    if (!scored.empty()) {
        auto m = summariseForecasts(scored, cfg.confidence);
        j["forecasts_scored"] = m.count;
        j["brier"] = m.brier;
        j["crps"] = m.crps;
        j["exact_bin_accuracy"] = m.exactAccuracy;
        j["within_one_accuracy"] = m.withinOneAccuracy;
    }
    return j;
}

} // namespace augur
