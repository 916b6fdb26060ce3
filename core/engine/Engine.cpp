#include "core/engine/Engine.h"

#include "core/engine/FixedText.h"
#include "core/problem/BaselineJob.h"

#include "core/base/InputError.h"
#include "core/engine/Incumbent.h"

namespace augur {

Engine::Engine(std::unique_ptr<Session> session, std::unique_ptr<MeasurementBackend> backend,
               std::unique_ptr<Generator> generator, std::unique_ptr<Surrogate> surrogate,
               std::unique_ptr<SessionStore> store)
    : session_(std::move(session)), backend_(std::move(backend)), generator_(std::move(generator)),
      surrogate_(std::move(surrogate)), store_(std::move(store)), journal_(*session_, store_.get(), clock_),
      budget_(session_->config()), queue_(*session_), forecaster_(*session_, surrogate_.get(), journal_),
      decisions_(*session_, forecaster_, queue_, budget_, journal_),
      measurer_(*session_, *backend_, forecaster_, queue_, budget_, journal_, clock_),
      commands_(*session_, *backend_, forecaster_, decisions_, queue_, expandRequests_, journal_, clock_),
      expansion_(*session_, *generator_, forecaster_, decisions_, journal_, clock_),
      stops_(*session_, clock_, budget_) {
    if (session_->config().strategy == SearchStrategy::Model && surrogate_ && !session_->problem().space.empty()) {
        modelStep_ = std::make_unique<ModelStrategyStep>(
            ModelStrategyParts{*session_, *backend_, forecaster_, decisions_, queue_, measurer_, budget_,
                               expandRequests_, expansion_, journal_, clock_},
            surrogate_->spaceScorer());
    } else {
        treeStep_ = std::make_unique<TreeStrategyStep>(*session_, queue_, measurer_, decisions_, expandRequests_,
                                                       expansion_, journal_);
        // Template nodes weigh what their unmeasured configurations promise (docs/llm.md).
        treeStep_->setPromise(
            [gen = generator_.get(), s = session_.get()](const Candidate& c) { return gen->promise(*s, c); });
    }
}

Engine::~Engine() {
    if (thread_.joinable()) {
        post(StopRequest{});
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

std::vector<double> Engine::modelStepMs() const { return modelStep_ ? modelStep_->stepMs() : std::vector<double>{}; }

void Engine::run() {
    try {
        initialise();
        while (step()) {}
    } catch (const std::exception& e) {
        fail(e);
    }
}

/// The run loop: one unit of work per call, the rules in the order they apply.
bool Engine::step() {
    commands_.applyPending();
    if (commands_.paused() && !commands_.stopRequested()) return stepWhilePaused();
    if (auto why = stops_.requested(commands_.stopRequested(), measurer_.backendGone())) return finish(*why);
    // Rejected LLM replies fail at once and cost no measurement: settle them first, budget
    // or not, so none is left waiting when the budget runs out.
    if (queue_.hasRejected()) {
        measurer_.measure(queue_.takeRejected());
        return true;
    }
    // The engineer's "measure now" (and own candidates) go first, budget or wall time or not.
    if (queue_.hasMeasureNow()) {
        measurer_.measureNext();
        return true;
    }
    if (auto why = stops_.addedMeasured(commands_.stopAfter())) return finish(*why);
    if (auto why = stops_.wallTimeUsed()) return finish(*why);
    if (auto why = stops_.externalCap()) return measureWaitingThenFinish(*why);
    if (auto why = stops_.measurementBudgetUsed()) return finishOnBudget(*why);
    return searchStep();
}

bool Engine::stepWhilePaused() {
    // A pause stops the search, not the engineer's own kernels: a candidate the engineer
    // wrote and submitted is measured while paused ("measure now" overrides wait for resume,
    // so overrides can be lined up during a pause).
    if (auto own = queue_.takeOwn(commands_.addedByEngineer())) {
        measurer_.measure({*own});
        return true;
    }
    commands_.applyNextWithin(100);
    return true;
}

bool Engine::searchStep() {
    const std::optional<CoreMessage> why = modelStep_ ? modelStep_->step() : treeStep_->step();
    return why ? finish(*why) : true;
}

bool Engine::measureWaitingThenFinish(const CoreMessage& why) {
    // An LLM cap stops the LLM, not the GPU: what already waits for measurement is measured
    // (within the budget) before the run ends. Said at once, not only at the end.
    if (queue_.empty() || !budget_.left()) return finish(why);
    if (stops_.firstCapNotice())
        journal_.log(LogTopic::Stopping, kNoCandidate,
                     CoreMessage(MessageId::LogStopping, {why, std::to_string(queue_.size())}));
    measurer_.measureNext();
    return true;
}

bool Engine::finishOnBudget(const CoreMessage& why) {
    queue_.acceptAllOnBudget(decisions_.threshold(), journal_);
    return finish(why);
}

void Engine::initialise() {
    clock_.start();
    const bool resumed = session_->size() > 0;
    if (resumed)
        resumeSession();
    else
        startNewSession();
    RunStarted ev;
    // Room for a receiver that keeps the tree and grows it (the GUI's candidate model)
    // without reallocating; capacity not yet written costs no memory.
    ev.candidates.reserve(2 * session_->size());
    ev.candidates.insert(ev.candidates.end(), session_->candidates().begin(), session_->candidates().end());
    ev.resumed = resumed;
    ev.baseline = session_->baseline();
    journal_.publish(std::move(ev));
    journal_.commit();
}

void Engine::startNewSession() {
    Session& s = *session_;
    Candidate root;
    root.origin = Origin::Reference;
    root.configuration = s.problem().referenceConfiguration;
    root.source = s.problem().referenceSource;
    root.decision = Decision{DecisionKind::Defer, DecisionReason::Reference, decisions_.threshold()};
    const CandidateId id = s.add(std::move(root));
    Candidate& r = s.at(id);
    r.measurement = backend_->measure(s.problem(), r);
    if (!r.measurement->unmeasuredReason.empty())
        throw std::runtime_error("the reference could not be measured: " + r.measurement->unmeasuredReason);
    r.measurement->rejectNonFinite();
    if (!r.measurement->ok())
        throw InputError(s.problem().origin, "reference",
                         "the reference failed to measure: " + r.measurement->failureReason);
    r.state = CandidateState::Measured;
    forecaster_.observe(r);
    journal_.touch(id);
    journal_.commit();
    const std::string strategy(kSearchStrategies.name(s.config().strategy));
    if (s.problem().baseline) measureBaseline();
    journal_.log(
        LogTopic::Start, id,
        startNote_.empty()
            ? CoreMessage(MessageId::LogStart, {s.problem().referenceNote, s.describe(id), strategy})
            : CoreMessage(MessageId::LogStartNoted, {s.problem().referenceNote, s.describe(id), strategy, startNote_}));
}

void Engine::measureBaseline() {
    Session& s = *session_;
    VendorBaseline b;
    b.library = vendorLibraryName(s.problem().baseline->library);
    try {
        const MeasureJob job = resolveBaselineJob(s.problem(), MeasureSettings{});
        b.call = job.candidate.vendor->describe();
    } catch (const InputError& e) { // checked when the problem was read: not expected
        journal_.log(LogTopic::Start, kNoCandidate, CoreMessage(MessageId::LogBaselineMissing, {b.library, e.what()}));
        return;
    }
    b.measurement = backend_->measureBaseline(s.problem());
    if (!b.measurement.unmeasuredReason.empty()) {
        journal_.log(LogTopic::Start, kNoCandidate,
                     CoreMessage(MessageId::LogBaselineMissing, {b.library, b.measurement.unmeasuredReason}));
        return;
    }
    b.measurement.rejectNonFinite();
    if (b.timed())
        journal_.log(LogTopic::Start, kNoCandidate,
                     CoreMessage(MessageId::LogBaselineTimed,
                                 {b.library, b.call, fixedText(b.measurement.candidateMs, 4),
                                  fixedText(b.measurement.speedup, 3)}));
    else
        journal_.log(LogTopic::Start, kNoCandidate,
                     CoreMessage(MessageId::LogBaselineMissing, {b.library, b.measurement.failureReason}));
    // Kept when it failed too: the report says why there is no column against the library.
    s.setBaseline(b);
    journal_.saveBaseline(b);
}

void Engine::resumeSession() {
    Session& s = *session_;
    if (const std::string earlier = journal_.storedElapsed(); !earlier.empty())
        clock_.addEarlierRuns(std::stod(earlier));
    std::vector<CandidateId> undecided;
    for (const auto& c : s.candidates()) {
        if (c.spentMeasurement()) budget_.spend();
        if (c.measurement) forecaster_.observe(c);
        if (c.state == CandidateState::Measuring || c.state == CandidateState::Deferred) {
            s.at(c.id).state = CandidateState::Deferred;
            queue_.add(c.id);
            journal_.touch(c.id);
        } else if (c.state == CandidateState::Proposed) {
            undecided.push_back(c.id);
        }
    }
    if (!undecided.empty() && forecaster_.forecasts()) {
        std::vector<const Candidate*> batch;
        for (auto id : undecided) batch.push_back(&s.at(id));
        auto fs = forecaster_.forecast(batch);
        for (std::size_t i = 0; i < undecided.size(); ++i) s.at(undecided[i]).forecast = fs[i];
    }
    const double best = incumbentSpeedup(s); // once: it scans the session
    for (auto id : undecided) decisions_.decide(id, best);
    if (modelStep_ && s.size() > 1) modelStep_->skipDesign(); // the design was proposed in an earlier run
    forecaster_.markStale(); // re-forecast what waits with the model rebuilt from the file
    journal_.commit(false); // committed; the RunStarted event publishes every candidate at once
    journal_.log(
        LogTopic::Resume, kNoCandidate,
        CoreMessage(MessageId::LogResumed,
                    {std::to_string(s.size()), std::to_string(budget_.used()), std::to_string(queue_.size())}));
}

bool Engine::finish(const CoreMessage& reason) {
    const std::string english = reason.english();
    journal_.commitHeldBack(); // the store ends with the forecasts the engine holds
    // A finished session holds no cluster allocation while it is shown; a measurement
    // asked for later (the engineer's own candidate) acquires one again.
    if (backend_) backend_->release();
    {
        std::lock_guard lock(reasonMutex_);
        stopReason_ = english;
    }
    journal_.recordFinish(english);
    journal_.log(LogTopic::Finish, kNoCandidate, reason);
    RunFinished e;
    e.reason = english;
    e.message = reason;
    journal_.publish(std::move(e));
    finished_ = true;
    return false;
}

void Engine::fail(const std::exception& e) {
    // A cap reached in the middle of a step (the generator's requests refused) ends the
    // run as the cap, not as an error.
    if (const std::string capped = stops_.capAfterError(); !capped.empty()) {
        try {
            journal_.commit();
            finish(capped);
            return;
        } catch (...) {} // the store failed too: report the original error below
    }
    error_ = std::current_exception();
    {
        std::lock_guard lock(reasonMutex_);
        stopReason_ = std::string("error: ") + e.what();
    }
    journal_.recordError(e.what());
    RunFailed ev;
    ev.error = e.what();
    journal_.publish(std::move(ev));
    finished_ = true;
}

} // namespace augur
