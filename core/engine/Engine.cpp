#include "core/engine/Engine.h"

#include "core/model/DiscoveryMoment.h"

#include "core/base/InputError.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>

namespace augur {

namespace {
std::string fmt(double v, int precision = 3) {
    std::ostringstream s;
    s.setf(std::ios::fixed);
    s.precision(precision);
    s << v;
    return s.str();
}
} // namespace

bool isNotice(const std::string& topic) {
    return topic == "budget" || topic == "redecided" || topic == "expand-none" || topic == "refused" ||
        topic == "threshold" || topic == "prior" || topic == "stopping";
}

Engine::Engine(std::unique_ptr<Session> session, std::unique_ptr<MeasurementBackend> backend,
               std::unique_ptr<Generator> generator, std::unique_ptr<Surrogate> surrogate,
               std::unique_ptr<SessionStore> store)
    : session_(std::move(session)), backend_(std::move(backend)), generator_(std::move(generator)),
      surrogate_(std::move(surrogate)), store_(std::move(store)), policy_(session_->config().threshold),
      search_(session_->config().puctC), rng_(session_->config().seed) {
    if (session_->config().strategy == SearchStrategy::Model && surrogate_ && !session_->problem().space.empty()) {
        ModelSearchOptions o;
        o.initialDesign = session_->config().initialDesign;
        model_ = std::make_unique<ModelSearch>(session_->problem().space, *backend_, session_->config().seed, o);
        scorer_ = surrogate_->spaceScorer();
        if (!scorer_)
            throw InputError(session_->problem().origin, "surrogate",
                             "the model strategy scores the whole space with the features surrogate; use --surrogate "
                             "features or ensemble");
    }
}

Engine::~Engine() {
    if (thread_.joinable()) {
        post(EngineCommand::stop());
        thread_.join();
    }
}

void Engine::start() {
    thread_ = std::thread([this] { run(); });
}

void Engine::wait() {
    if (thread_.joinable()) thread_.join();
}

std::string Engine::stopReason() const {
    std::lock_guard lock(reasonMutex_);
    return stopReason_;
}

void Engine::run() {
    try {
        initialise();
        while (step()) {}
    } catch (const std::exception& e) {
        // A cap reached in the middle of a step (the generator's requests refused) ends the
        // run as the cap, not as an error.
        std::string capped;
        try {
            if (stopCheck_) capped = stopCheck_();
        } catch (...) {}
        if (!capped.empty()) {
            try {
                flush();
                finish(capped);
                return;
            } catch (...) {} // the store failed too: report the original error below
        }
        error_ = std::current_exception();
        EngineEvent ev;
        ev.kind = EngineEvent::Kind::Error;
        ev.text = e.what();
        {
            std::lock_guard lock(reasonMutex_);
            stopReason_ = std::string("error: ") + e.what();
        }
        try {
            if (store_) store_->log(elapsed(), "error", kNoCandidate, e.what());
        } catch (...) {}
        emit(std::move(ev));
        finished_ = true;
    }
}

double Engine::elapsed() const {
    return priorElapsed_ + std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
}

int Engine::measurementsUsed() const { return measurementsUsed_; }

bool Engine::budgetLeft() const { return measurementsUsed() < session_->config().maxMeasurements; }

double Engine::bestMeasured() const {
    auto b = session_->bestMeasured();
    return b ? b->second : 1.0;
}

void Engine::touch(CandidateId id) { dirty_.insert(id); }

int Engine::measurementsPerStep() const {
    const auto& cfg = session_->config();
    return cfg.measurementsPerStep > 0 ? cfg.measurementsPerStep : std::numeric_limits<int>::max();
}

void Engine::acceptWaitingOnBudget() {
    if (queue_.empty()) return;
    int accepted = 0;
    for (CandidateId id : queue_) {
        Candidate& c = session_->at(id);
        if (!c.forecast || c.forecast->parseFailure) continue; // stays deferred, unmeasured
        ++accepted;
        c.state = CandidateState::Accepted;
        c.decision = Decision{DecisionKind::Accept, DecisionReason::Budget, policy_.threshold()};
        touch(id);
    }
    queue_.clear();
    flush();
    if (accepted)
        log("budget", kNoCandidate,
            std::to_string(accepted) + " deferred candidates accepted on forecast: no measurement budget left");
}

void Engine::initialise() {
    started_ = std::chrono::steady_clock::now();
    Session& s = *session_;
    const bool resumed = s.size() > 0;
    if (!resumed) {
        Candidate root;
        root.origin = Origin::Reference;
        root.configuration = s.problem().referenceConfiguration;
        root.source = s.problem().referenceSource;
        root.decision = Decision{DecisionKind::Defer, DecisionReason::Reference, policy_.threshold()};
        CandidateId id = s.add(std::move(root));
        Candidate& r = s.at(id);
        r.measurement = backend_->measure(s.problem(), r);
        if (!r.measurement->unmeasuredReason.empty())
            throw std::runtime_error("the reference could not be measured: " + r.measurement->unmeasuredReason);
        r.measurement->rejectNonFinite();
        if (!r.measurement->ok())
            throw InputError(s.problem().origin, "reference",
                             "the reference failed to measure: " + r.measurement->failureReason);
        r.state = CandidateState::Measured;
        if (surrogate_) surrogate_->observe(s.problem(), r);
        touch(id);
        flush();
        log("start", id,
            s.problem().referenceNote + "; " + s.describe(id) + "; strategy " +
                std::string(kSearchStrategies.name(s.config().strategy)) +
                (startNote_.empty() ? "" : "; " + startNote_));
    } else {
        if (store_) {
            auto e = store_->meta("elapsed_s");
            if (!e.empty()) priorElapsed_ = std::stod(e);
        }
        std::vector<CandidateId> undecided;
        for (const auto& c : s.candidates()) {
            if (c.spentMeasurement()) ++measurementsUsed_;
            if (c.measurement && surrogate_) surrogate_->observe(s.problem(), c);
            if (c.state == CandidateState::Measuring || c.state == CandidateState::Deferred) {
                s.at(c.id).state = CandidateState::Deferred;
                queue_.push_back(c.id);
                touch(c.id);
            } else if (c.state == CandidateState::Proposed) {
                undecided.push_back(c.id);
            }
        }
        if (!undecided.empty() && surrogate_ && s.config().forecasts()) {
            std::vector<const Candidate*> batch;
            for (auto id : undecided) batch.push_back(&s.at(id));
            auto fs = surrogate_->forecast(s.problem(), batch);
            for (std::size_t i = 0; i < undecided.size(); ++i) s.at(undecided[i]).forecast = fs[i];
        }
        const double best = bestMeasured(); // once: it scans the session
        for (auto id : undecided) decide(id, best);
        if (model_ && s.size() > 1) model_->skipDesign(); // the design was proposed in an earlier run
        modelChanged_ = true; // re-forecast what waits with the model rebuilt from the file
        flush(false); // committed; the Started event below publishes every candidate at once
        log("resume", kNoCandidate,
            "resumed with " + std::to_string(s.size()) + " candidates, " + std::to_string(measurementsUsed()) +
                " measurements, " + std::to_string(queue_.size()) + " waiting");
    }
    EngineEvent ev;
    ev.kind = EngineEvent::Kind::Started;
    // Room for a receiver that keeps the tree and grows it (the GUI's candidate model)
    // without reallocating; capacity not yet written costs no memory.
    ev.candidates.reserve(2 * s.size());
    ev.candidates.insert(ev.candidates.end(), s.candidates().begin(), s.candidates().end());
    ev.text = resumed ? "resumed" : "started";
    emit(std::move(ev));
    flush();
}

bool Engine::step() {
    while (auto c = commands_.tryPop()) apply(*c);
    const auto measureNowWaiting = [&] {
        return std::any_of(queue_.begin(), queue_.end(),
                           [&](CandidateId id) { return session_->at(id).override == OverrideKind::MeasureNow; });
    };
    // A pause stops the search, not the engineer's own kernels: a candidate the engineer
    // wrote and submitted is measured while paused ("measure now" overrides wait for resume,
    // so overrides can be lined up during a pause).
    if (paused_ && !stopRequested_) {
        const auto own = std::find_if(queue_.begin(), queue_.end(), [&](CandidateId id) {
            return session_->at(id).origin == Origin::User && addedByEngineer_.count(id);
        });
        if (own != queue_.end()) {
            const CandidateId id = *own;
            queue_.erase(own);
            measureCandidates({id});
            return true;
        }
    }
    if (paused_ && !stopRequested_) {
        if (auto c = commands_.waitPop(100)) apply(*c);
        return true;
    }
    const SessionConfig& cfg = session_->config();
    if (stopRequested_ || stopFlag_.load()) {
        finish("stopped on request");
        return false;
    }
    if (!backendGone_.empty()) {
        finish(backendGone_);
        return false;
    }
    // Rejected LLM replies fail at once and cost no measurement: settle them first, budget
    // or not, so none is left waiting when the budget runs out.
    if (std::any_of(queue_.begin(), queue_.end(), [&](CandidateId id) { return session_->at(id).rejection; })) {
        std::vector<CandidateId> rejected;
        for (CandidateId id : queue_)
            if (session_->at(id).rejection) rejected.push_back(id);
        queue_.erase(std::remove_if(queue_.begin(), queue_.end(),
                                    [&](CandidateId id) { return session_->at(id).rejection != nullptr; }),
                     queue_.end());
        measureCandidates(rejected);
        return true;
    }
    // The engineer's "measure now" (and own candidates) go first, budget or wall time or not.
    if (measureNowWaiting()) {
        measureNext();
        return true;
    }
    if (!stopAfter_.empty() && addedCandidatesDone()) {
        finish("the added candidate" + std::string(stopAfter_.size() > 1 ? "s are" : " is") + " measured");
        return false;
    }
    if (cfg.maxWallSeconds > 0 && elapsed() >= cfg.maxWallSeconds) {
        finish("wall-time budget used (" + fmt(cfg.maxWallSeconds, 1) + " s)");
        return false;
    }
    if (stopCheck_)
        if (std::string why = stopCheck_(); !why.empty()) {
            // An LLM cap stops the LLM, not the GPU: what already waits for measurement is
            // measured (within the budget) before the run ends. Said at once, not only at the end.
            if (!queue_.empty() && budgetLeft()) {
                if (!stopCheckSaid_) {
                    stopCheckSaid_ = true;
                    log("stopping", kNoCandidate,
                        why + "; the run ends once the " + std::to_string(queue_.size()) +
                            " candidate(s) waiting are measured");
                }
                measureNext();
                return true;
            }
            finish(why);
            return false;
        }
    const bool baseline = !cfg.forecasts();
    if (!budgetLeft()) {
        acceptWaitingOnBudget();
        finish("measurement budget used (" + std::to_string(cfg.maxMeasurements) + ")");
        return false;
    }
    if (model_) return stepModel();
    // measure-all measures every proposal before expanding again; puct measures the
    // deferred candidates most likely to beat the incumbent first, up to
    // measurements_per_step of them per expansion step (default: all of them).
    if (!queue_.empty() && (baseline || measuredThisStep_ < measurementsPerStep())) {
        measuredThisStep_ += measureNext();
        return true;
    }
    if (static_cast<int>(session_->size()) >= cfg.maxCandidates) {
        if (!queue_.empty()) {
            measureNext();
            return true;
        }
        finish("candidate budget used (" + std::to_string(cfg.maxCandidates) + ")");
        return false;
    }
    if (modelChanged_) refreshForecasts();
    std::vector<CandidateId> parents;
    for (CandidateId id : expandNext_)
        if (!session_->exhausted(id)) parents.push_back(id);
    expandNext_.clear();
    if (parents.empty()) parents = search_.selectBatch(*session_, std::max(1, cfg.batchSize), rng_);
    if (parents.empty()) {
        if (!queue_.empty()) {
            measureNext();
            return true;
        }
        finish("search space exhausted: no node left to expand");
        return false;
    }
    measuredThisStep_ = 0;
    expand(parents);
    flush();
    return true;
}

void Engine::expand(const std::vector<CandidateId>& parents) {
    Session& s = *session_;
    const int perNode = std::max(1, s.config().childrenPerExpansion);
    std::vector<CandidateId> fresh;
    for (CandidateId p : parents) {
        auto children = generator_->propose(s, s.at(p), perNode);
        s.recordExpansion(p, static_cast<int>(children.size()) < perNode);
        touch(p);
        for (auto& child : children) {
            child.createdS = elapsed();
            CandidateId id = s.add(std::move(child));
            fresh.push_back(id);
            touch(id);
        }
    }
    if (fresh.empty()) return;
    if (surrogate_ && s.config().forecasts()) {
        // A remote forecast takes seconds: show the proposals (and their forecasts arriving) meanwhile.
        if (surrogate_->remote()) flush();
        std::vector<const Candidate*> batch;
        batch.reserve(fresh.size());
        for (auto id : fresh) batch.push_back(&s.at(id));
        auto forecasts = surrogate_->forecast(s.problem(), batch);
        for (std::size_t i = 0; i < fresh.size() && i < forecasts.size(); ++i) s.at(fresh[i]).forecast = forecasts[i];
    }
    const double best = bestMeasured();
    for (auto id : fresh) decide(id, best);
}

void Engine::decide(CandidateId id, std::optional<double> best) {
    Candidate& c = session_->at(id);
    Decision d;
    if (!session_->config().forecasts() || !c.forecast) {
        // Without a forecast there is nothing to accept: it waits for measurement.
        d = Decision{DecisionKind::Defer, DecisionReason::Baseline, policy_.threshold()};
    } else {
        d = policy_.decide(*c.forecast, best ? *best : bestMeasured(), budgetLeft());
    }
    c.decision = d;
    c.state = d.kind == DecisionKind::Defer ? CandidateState::Deferred : CandidateState::Accepted;
    if (d.kind == DecisionKind::Defer && std::find(queue_.begin(), queue_.end(), id) == queue_.end())
        queue_.push_back(id);
    touch(id);
}

int Engine::measureNext() {
    Session& s = *session_;
    const double best = bestMeasured();
    auto priority = [&](CandidateId id) { return priorityOf(s.at(id), best); };
    // With several GPUs the backend measures a batch in parallel: take the highest
    // priorities, at most one per worker and never more than the budget has left.
    auto takeBest = [&]() {
        auto it = queue_.begin();
        double bestP = priority(*it);
        for (auto j = queue_.begin() + 1; j != queue_.end(); ++j) {
            double p = priority(*j);
            if (p > bestP) {
                bestP = p;
                it = j;
            }
        }
        CandidateId id = *it;
        queue_.erase(it);
        return id;
    };
    std::vector<CandidateId> ids{takeBest()};
    const int budgetRoom = std::max(1, s.config().maxMeasurements - measurementsUsed());
    const int width = std::min(std::max(1, backend_->parallelism()), budgetRoom);
    while (static_cast<int>(ids.size()) < width && !queue_.empty()) ids.push_back(takeBest());
    // The next batch as the queue stands: the backend compiles it while this one is
    // measured (a guess; a new candidate or a changed forecast may reorder the queue).
    std::vector<CandidateId> rest(queue_.begin(), queue_.end());
    std::stable_sort(rest.begin(), rest.end(), [&](CandidateId a, CandidateId b) { return priority(a) > priority(b); });
    std::vector<const Candidate*> next;
    // Two batches ahead: a large template compiles for longer than a short measurement.
    const int hinted = std::min(4, 2 * width);
    for (std::size_t k = 0; k < rest.size() && static_cast<int>(next.size()) < hinted; ++k)
        next.push_back(&s.at(rest[k]));
    backend_->upcoming(s.problem(), next);
    return measureCandidates(ids);
}

int Engine::measureCandidates(const std::vector<CandidateId>& ids) {
    Session& s = *session_;
    std::vector<const Candidate*> batch;
    for (CandidateId id : ids) {
        Candidate& c = s.at(id);
        c.state = CandidateState::Measuring;
        touch(id);
        batch.push_back(&c);
    }
    flush();

    std::vector<Measurement> results = backend_->measureBatch(s.problem(), batch);
    int unmeasured = 0;
    std::string lastUnmeasured;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const CandidateId id = ids[i];
        Candidate& mc = s.at(id);
        if (!results.at(i).unmeasuredReason.empty()) {
            // The machine went away, not the candidate: it waits again, nothing is stored
            // and no budget is spent.
            lastUnmeasured = results[i].unmeasuredReason;
            ++unmeasured;
            mc.measurement.reset();
            mc.state = CandidateState::Deferred;
            queue_.insert(queue_.begin(), id); // it was chosen: first again (FIFO for measure-all)
            touch(id);
            flush();
            log("unmeasured", id, s.describe(id) + ": not measured, back in the queue: " + lastUnmeasured);
            continue;
        }
        mc.measurement = results.at(i);
        chosen_.erase(id);
        mc.measurement->rejectNonFinite();
        // A rejected LLM reply fails before the GPU: it costs no measurement of the budget.
        if (mc.spentMeasurement()) {
            ++measurementsUsed_;
            mc.measurement->order = measurementsUsed_;
        }
        mc.measurement->finishedS = elapsed();
        const Measurement& m = *mc.measurement;
        mc.state = m.ok() ? CandidateState::Measured : CandidateState::Failed;
        if (surrogate_) {
            surrogate_->observe(s.problem(), mc);
            modelChanged_ = true;
        }
        touch(id);
        flush(); // committed before it is published in the log
        if (m.ok()) {
            std::string text = s.describe(id) + ": S = " + fmt(m.speedup) + " (bin " + std::to_string(m.bin()) + ")";
            if (mc.forecast && !mc.forecast->parseFailure)
                text += ", forecast bin " + std::to_string(mc.forecast->predictedBin) + " at " +
                    fmt(mc.forecast->confidence, 2);
            log("measured", id, text);
            if (mc.parent != kNoCandidate) {
                if (auto sp = s.at(mc.parent).measuredSpeedup(); sp &&
                    isDiscoveryMoment(*sp, s.at(mc.parent).measurement->speedupHigh, m.speedup, m.speedupLow,
                                      s.config().discoveryDelta))
                    log("discovery", id,
                        "discovery moment: #" + std::to_string(mc.parent) + " -> #" + std::to_string(id) + " gains x" +
                            fmt(m.speedup / *sp, 2));
            }
        } else {
            log("failed", id, s.describe(id) + ": " + measurementStatusName(m.status) + ": " + m.failureReason);
        }
    }
    // A backend that cannot measure now ends the run (resume continues it); one that keeps
    // losing whole batches does too, rather than spinning.
    unmeasuredBatches_ = unmeasured == static_cast<int>(ids.size()) && unmeasured > 0 ? unmeasuredBatches_ + 1 : 0;
    if (unmeasured > 0) {
        if (std::string why = backend_->unavailableReason(); !why.empty())
            backendGone_ = "the " + backend_->name() + " backend cannot measure: " + why;
        else if (unmeasuredBatches_ >= kMaxUnmeasuredBatches)
            backendGone_ = "the " + backend_->name() + " backend lost " + std::to_string(kMaxUnmeasuredBatches) +
                " batches in a row: " + lastUnmeasured;
    }
    return static_cast<int>(ids.size()) - unmeasured;
}

double Engine::priorityOf(const Candidate& c, double best) const {
    // The engineer's "measure now" first; then what the model strategy chose to measure
    // now; then the probability of beating the incumbent; FIFO (all equal) for measure-all.
    double p = c.override == OverrideKind::MeasureNow ? 100.0 : 0.0;
    if (chosen_.count(c.id)) p += 50.0;
    const SearchStrategy strategy = session_->config().strategy;
    if (strategy == SearchStrategy::MeasureAll || !c.forecast) return p;
    return p + DeferralPolicy::probabilityAbove(*c.forecast, best);
}

bool Engine::stepModel() {
    Session& s = *session_;
    const SessionConfig& cfg = s.config();
    // What the search chose (the initial design, or this step's measurements) is measured
    // before anything new is proposed.
    if (std::any_of(queue_.begin(), queue_.end(), [&](CandidateId id) { return chosen_.count(id) > 0; })) {
        measureNext();
        return true;
    }
    if (modelChanged_) refreshForecasts();
    const bool room = static_cast<int>(s.size()) < cfg.maxCandidates;
    // The engineer's "expand from here": that node's neighbours, forecast and decided.
    std::vector<CandidateId> asked;
    for (CandidateId id : expandNext_)
        if (!s.exhausted(id)) asked.push_back(id);
    expandNext_.clear();
    if (room && !asked.empty()) {
        expand(asked);
        flush();
        return true;
    }
    const int width = std::max(1, std::min(backend_->parallelism(), cfg.maxMeasurements - measurementsUsed()));
    const auto proposeStart = std::chrono::steady_clock::now();
    // A partial prior (it lacks parameters this space varies) cannot choose a smaller design.
    const auto fit = cfg.priorPath.empty() ? std::nullopt : surrogate_->priorFit();
    const bool priorRanks = fit && fit->missing.empty();
    ModelSearch::Step st = model_->propose(s, *scorer_, cfg.maxMeasurements, priorRanks, width);
    {
        std::lock_guard lock(reasonMutex_);
        modelStepMs_.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - proposeStart).count());
    }
    const int cap = room ? cfg.maxCandidates - static_cast<int>(s.size()) : 0;
    std::vector<CandidateId> fresh;
    for (std::size_t i = 0; i < st.candidates.size() && static_cast<int>(fresh.size()) < cap; ++i) {
        Candidate& child = st.candidates[i];
        child.createdS = elapsed();
        const CandidateId parent = child.parent;
        fresh.push_back(s.add(std::move(child)));
        s.recordExpansion(parent, false);
        touch(parent);
        touch(fresh.back());
    }
    if (!fresh.empty() && surrogate_ && cfg.forecasts()) {
        std::vector<const Candidate*> batch;
        for (auto id : fresh) batch.push_back(&s.at(id));
        auto forecasts = surrogate_->forecast(s.problem(), batch);
        for (std::size_t i = 0; i < fresh.size() && i < forecasts.size(); ++i) s.at(fresh[i]).forecast = forecasts[i];
    }
    const double best = bestMeasured();
    std::vector<CandidateId> measure(st.measureExisting);
    for (std::size_t i = 0; i < fresh.size(); ++i) {
        if (i < st.measureNew)
            measure.push_back(fresh[i]);
        else
            decide(fresh[i], best);
    }
    // The search's choices are measured whatever the deferral policy would say: decided as
    // the policy decides when it defers them, else as explorations (the search wants to
    // know what the forecast only guesses).
    for (CandidateId id : measure) {
        Candidate& c = s.at(id);
        Decision d = c.forecast && !st.design
            ? policy_.decide(*c.forecast, best, true)
            : Decision{DecisionKind::Defer, DecisionReason::Explore, policy_.threshold()};
        if (d.kind != DecisionKind::Defer)
            d = Decision{DecisionKind::Defer, DecisionReason::Explore, policy_.threshold()};
        c.decision = d;
        c.state = CandidateState::Deferred;
        if (std::find(queue_.begin(), queue_.end(), id) == queue_.end()) queue_.push_back(id);
        chosen_.insert(id);
        touch(id);
    }
    if (st.design && !measure.empty())
        log("design", kNoCandidate,
            "initial design: " + std::to_string(measure.size()) + " configurations spread over the space");
    else if (!measure.empty())
        log("choice", measure.front(),
            "measuring " + s.describe(measure.front()) +
                (measure.size() > 1 ? " and " + std::to_string(measure.size() - 1) + " more" : "") + ": chosen by " +
                st.why);
    flush();
    if (measure.empty()) {
        if (!queue_.empty()) { // nothing left to choose: what still waits is measured
            measureNext();
            return true;
        }
        finish(room ? "search space exhausted: every valid configuration was measured"
                    : "candidate budget used (" + std::to_string(cfg.maxCandidates) + ") and every candidate measured");
        return false;
    }
    return true;
}

void Engine::notePriorFit() {
    if (!surrogate_) return;
    const auto fit = surrogate_->priorFit();
    if (!fit) return;
    {
        std::lock_guard lock(reasonMutex_);
        priorFit_ = fit;
    }
    // Said when it is first checked, when its weight crosses a quarter and when it is set aside: a prior that stops counting (or counts again)
    // changes where the search looks.
    const int band = !std::isfinite(fit->agreement) ? 4 // not yet checked against this session
        : fit->setAside                             ? 0
        : fit->weight >= 0.75                       ? 3
        : fit->weight >= 0.5                        ? 2
                                                    : 1;
    if (band == priorBand_) return;
    priorBand_ = band;
    log("prior", kNoCandidate, fit->describe());
}

std::vector<double> Engine::modelStepMs() const {
    std::lock_guard lock(reasonMutex_);
    return modelStepMs_;
}

std::optional<PriorFit> Engine::priorFit() const {
    std::lock_guard lock(reasonMutex_);
    return priorFit_;
}

void Engine::refreshForecasts() {
    modelChanged_ = false;
    Session& s = *session_;
    if (!surrogate_ || !s.config().forecasts()) return;
    notePriorFit();
    // The surrogate learns from every measurement, so forecasts made earlier are stale:
    // re-forecast every candidate still waiting on its forecast and re-decide it, so an
    // early "accept" can become an incumbent challenge once the model knows better.
    std::vector<CandidateId> ids;
    std::vector<const Candidate*> batch;
    for (const auto& c : s.candidates()) {
        if (c.measurement || c.override != OverrideKind::None || !c.forecast) continue;
        if (c.state != CandidateState::Accepted && c.state != CandidateState::Deferred) continue;
        if (c.decision && c.decision->reason == DecisionReason::Budget) continue;
        ids.push_back(c.id);
        batch.push_back(&c);
    }
    if (ids.empty()) return;
    auto fs = surrogate_->forecast(s.problem(), batch);
    const double best = bestMeasured(); // once: it scans the session
    int reDeferred = 0, nowAccepted = 0;
    for (std::size_t i = 0; i < ids.size() && i < fs.size(); ++i) {
        s.at(ids[i]).forecast = fs[i];
        // The model strategy's explorations stay deferred: they were chosen to be measured.
        if (const auto& d = s.at(ids[i]).decision; d && d->reason == DecisionReason::Explore) continue;
        const auto before = s.at(ids[i]).state;
        const auto dirtyBefore = dirty_.count(ids[i]);
        decide(ids[i], best);
        if (s.at(ids[i]).state == before && !dirtyBefore) dirty_.erase(ids[i]); // publish real changes only
        if (s.at(ids[i]).state == CandidateState::Accepted && before == CandidateState::Deferred) {
            queue_.erase(std::remove(queue_.begin(), queue_.end(), ids[i]), queue_.end());
            ++nowAccepted;
        }
        if (s.at(ids[i]).state == CandidateState::Deferred && before == CandidateState::Accepted) ++reDeferred;
    }
    // Decisions that change without the engineer asking are said, not only shown.
    if (reDeferred || nowAccepted)
        log("redecided", kNoCandidate,
            "the surrogate retrained on " + std::to_string(surrogate_->trainingSize()) +
                " measurements: " + std::to_string(reDeferred) + " accepted candidate(s) deferred again, " +
                std::to_string(nowAccepted) + " deferred candidate(s) now accepted");
}

void Engine::redecideAll() {
    Session& s = *session_;
    int nowDeferred = 0, nowAccepted = 0;
    const double best = bestMeasured(); // once: it scans the session
    for (const auto& cc : s.candidates()) {
        if (cc.measurement || cc.override != OverrideKind::None || !cc.forecast || !cc.decision) continue;
        if (cc.decision->reason == DecisionReason::Explore) continue; // chosen to be measured
        if (cc.state != CandidateState::Accepted && cc.state != CandidateState::Deferred) continue;
        const auto before = cc.state;
        CandidateId id = cc.id;
        decide(id, best);
        Candidate& c = s.at(id);
        if (c.state != before) ++(c.state == CandidateState::Deferred ? nowDeferred : nowAccepted);
        if (c.state == CandidateState::Accepted)
            queue_.erase(std::remove(queue_.begin(), queue_.end(), id), queue_.end());
    }
    // A notice: the engineer moved the slider and must see what it changed.
    log("threshold", kNoCandidate,
        "deferral threshold " + fmt(policy_.threshold(), 2) + ": " + std::to_string(nowDeferred) +
            " accepted candidate(s) now deferred, " + std::to_string(nowAccepted) +
            " deferred candidate(s) now accepted; " + std::to_string(queue_.size()) + " waiting for measurement");
}

void Engine::apply(const EngineCommand& cmd) {
    Session& s = *session_;
    switch (cmd.kind) {
    case EngineCommand::Kind::SetThreshold:
        policy_.setThreshold(std::clamp(cmd.value, 0.0, 1.0));
        s.config().threshold = policy_.threshold();
        if (store_) store_->saveConfig(s.config());
        redecideAll();
        break;
    case EngineCommand::Kind::SetMeasurementBudget:
        s.config().maxMeasurements = std::max(0, static_cast<int>(cmd.value));
        if (store_) store_->saveConfig(s.config());
        log("budget", kNoCandidate, "measurement budget " + std::to_string(s.config().maxMeasurements));
        break;
    case EngineCommand::Kind::Pause:
        if (!paused_) {
            paused_ = true;
            flush();
            EngineEvent e;
            e.kind = EngineEvent::Kind::Paused;
            e.stats = s.stats();
            emit(std::move(e));
        }
        break;
    case EngineCommand::Kind::Resume:
        if (paused_) {
            paused_ = false;
            EngineEvent e;
            e.kind = EngineEvent::Kind::Resumed;
            e.stats = s.stats();
            emit(std::move(e));
        }
        break;
    case EngineCommand::Kind::Stop: stopRequested_ = true; break;
    case EngineCommand::Kind::ExpandFrom:
        if (!s.contains(cmd.id)) break;
        if (s.exhausted(cmd.id))
            log("expand-none", cmd.id,
                "#" + std::to_string(cmd.id) + " has no unexplored neighbour left: nothing to expand from it");
        else
            expandNext_.push_back(cmd.id);
        break;
    case EngineCommand::Kind::AddCandidate:
        if (cmd.request) addUserCandidate(*cmd.request, cmd.value != 0.0);
        break;
    case EngineCommand::Kind::Override: {
        if (!s.contains(cmd.id)) break;
        Candidate& c = s.at(cmd.id);
        if (c.origin == Origin::Reference) break;
        const double t = policy_.threshold();
        switch (cmd.override) {
        case OverrideKind::MeasureNow:
            if (c.measurement || c.state == CandidateState::Measuring) break;
            c.override = OverrideKind::MeasureNow;
            c.decision = Decision{DecisionKind::Defer, DecisionReason::Override, t};
            c.state = CandidateState::Deferred;
            if (std::find(queue_.begin(), queue_.end(), c.id) == queue_.end()) queue_.push_back(c.id);
            break;
        case OverrideKind::AcceptForecast:
            if (c.measurement || !c.forecast) break;
            c.override = OverrideKind::AcceptForecast;
            c.decision = Decision{DecisionKind::Accept, DecisionReason::Override, t};
            c.state = CandidateState::Accepted;
            queue_.erase(std::remove(queue_.begin(), queue_.end(), c.id), queue_.end());
            break;
        case OverrideKind::Exclude:
            c.override = OverrideKind::Exclude;
            c.decision = Decision{DecisionKind::Exclude, DecisionReason::Override, t};
            c.state = CandidateState::Excluded;
            queue_.erase(std::remove(queue_.begin(), queue_.end(), c.id), queue_.end());
            break;
        case OverrideKind::None: break;
        }
        touch(c.id);
        flush();
        log("override", c.id, std::string("override ") + overrideKindName(cmd.override) + " on " + s.describe(c.id));
        break;
    }
    }
    flush();
}

void Engine::addUserCandidate(const UserCandidateRequest& request, bool stopAfter) {
    Session& s = *session_;
    EngineEvent answer;
    answer.kind = EngineEvent::Kind::RequestAnswered;
    answer.requestTag = request.tag;
    std::optional<UserCandidateProblem> problem;
    if (!backend_->measuresSource())
        problem = UserCandidateProblem{"backend",
                                       "the " + backend_->name() +
                                           " backend cannot measure a new source: it only knows the recorded "
                                           "configurations (open the problem folder with the cuda backend)",
                                       0};
    else
        problem = checkUserCandidate(s.problem(), request, s.contains(request.parent));
    if (problem) {
        answer.text = problem->message;
        answer.field = problem->field;
        answer.line = problem->line;
        log("refused", kNoCandidate, "new candidate refused: " + problem->field + ": " + problem->message);
        emit(std::move(answer));
        if (stopAfter) stopRequested_ = true; // nothing to measure: the run that was only for it ends
        return;
    }
    Candidate c = userCandidate(request, s.at(request.parent).depth);
    c.createdS = elapsed();
    c.override = OverrideKind::MeasureNow;
    c.decision = Decision{DecisionKind::Defer, DecisionReason::Override, policy_.threshold()};
    c.state = CandidateState::Deferred;
    const CandidateId id = s.add(std::move(c));
    if (surrogate_ && s.config().forecasts()) {
        // A forecast to compare with the measurement; the candidate is measured whatever it says.
        try {
            s.at(id).forecast = surrogate_->forecast(s.problem(), {&s.at(id)}).at(0);
        } catch (const std::exception& e) {
            log("forecast", id, std::string("no forecast for the added candidate: ") + e.what());
        }
    }
    queue_.push_back(id);
    if (stopAfter) stopAfter_.insert(id);
    addedByEngineer_.insert(id);
    touch(id);
    flush(); // committed before it is answered
    answer.candidate = id;
    emit(std::move(answer));
    log("added", id, "added by the engineer as a child of #" + std::to_string(request.parent) + "; measuring next");
}

bool Engine::addedCandidatesDone() const {
    return std::all_of(stopAfter_.begin(), stopAfter_.end(), [&](CandidateId id) {
        const auto st = session_->at(id).state;
        return st == CandidateState::Measured || st == CandidateState::Failed;
    });
}

void Engine::log(const std::string& kind, CandidateId id, const std::string& text) {
    if (store_) store_->log(elapsed(), kind, id, text);
    EngineEvent e;
    e.kind = EngineEvent::Kind::Log;
    e.text = text;
    e.topic = kind;
    e.candidates.clear();
    emit(std::move(e));
}

void Engine::emit(EngineEvent e) {
    e.t = elapsed();
    e.threshold = policy_.threshold();
    // Error events carry the counts too: the last line a receiver prints is then the truth.
    if (e.kind != EngineEvent::Kind::Log) e.stats = session_->stats();
    if (sink_)
        sink_(std::move(e));
    else if (listener_)
        listener_(e);
}

void Engine::flush(bool publish) {
    if (dirty_.empty()) return;
    std::vector<CandidateId> ids(dirty_.begin(), dirty_.end());
    dirty_.clear();
    if (store_) {
        store_->saveCandidates(*session_, ids);
        store_->setMeta("elapsed_s", fmt(elapsed(), 3));
    }
    if (!publish) return;
    EngineEvent e;
    e.kind = EngineEvent::Kind::CandidatesChanged;
    e.candidates.reserve(ids.size());
    for (auto id : ids) e.candidates.push_back(session_->at(id));
    emit(std::move(e));
}

void Engine::finish(const std::string& reason) {
    flush();
    // A finished session holds no cluster allocation while it is shown; a measurement
    // asked for later (the engineer's own candidate) acquires one again.
    if (backend_) backend_->release();
    {
        std::lock_guard lock(reasonMutex_);
        stopReason_ = reason;
    }
    if (store_) {
        store_->setMeta("status", "finished");
        store_->setMeta("stop_reason", reason);
        store_->setMeta("elapsed_s", fmt(elapsed(), 3));
    }
    log("finish", kNoCandidate, reason);
    EngineEvent e;
    e.kind = EngineEvent::Kind::Finished;
    e.text = reason;
    emit(std::move(e));
    finished_ = true;
}

} // namespace augur
