#include "core/engine/Measurer.h"

#include "core/engine/FixedText.h"
#include "core/engine/Incumbent.h"
#include "core/model/DiscoveryMoment.h"
#include "core/model/LlmReplyRejection.h"

#include <algorithm>

namespace augur {

int Measurer::measureNext() {
    const double best = incumbentSpeedup(session_);
    // With several GPUs the backend measures a batch in parallel: take the highest
    // priorities, at most one per worker and never more than the budget has left.
    const int width = std::min(std::max(1, backend_.parallelism()), std::max(1, budget_.room()));
    const std::vector<CandidateId> ids = queue_.takeBatch(width, best);
    // The next batch as the queue stands: the backend compiles it while this one is
    // measured (a guess; a new candidate or a changed forecast may reorder the queue). Two
    // batches ahead: a large template compiles for longer than a short measurement. A
    // rejected reply never reaches the GPU: nothing to prepare for it.
    std::vector<const Candidate*> next;
    for (CandidateId id : queue_.byPriority(best, std::min(4, 2 * width)))
        if (!LlmReplyRejection::isRejected(session_.at(id))) next.push_back(&session_.at(id));
    backend_.upcoming(session_.problem(), next);
    return measure(ids);
}

int Measurer::measure(const std::vector<CandidateId>& ids) {
    std::vector<const Candidate*> batch;
    for (CandidateId id : ids) {
        Candidate& c = session_.at(id);
        c.state = CandidateState::Measuring;
        journal_.touch(id);
        batch.push_back(&c);
    }
    journal_.commit();

    const std::vector<Measurement> results = takeMeasurements(batch);
    int unmeasured = 0;
    std::string lastUnmeasured;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        if (!results.at(i).unmeasuredReason.empty()) {
            lastUnmeasured = results[i].unmeasuredReason;
            ++unmeasured;
            putBack(ids[i], lastUnmeasured);
            continue;
        }
        record(ids[i], results[i]);
        logOutcome(ids[i]);
    }
    noteUnmeasured(unmeasured, static_cast<int>(ids.size()), lastUnmeasured);
    return static_cast<int>(ids.size()) - unmeasured;
}

std::vector<Measurement> Measurer::takeMeasurements(const std::vector<const Candidate*>& batch) {
    const Problem& problem = session_.problem();
    if (std::none_of(batch.begin(), batch.end(), [](const Candidate* c) { return LlmReplyRejection::isRejected(*c); }))
        return backend_.measureBatch(problem, batch);
    // A rejected LLM reply fails here, at once and without reaching the GPU.
    std::vector<Measurement> out(batch.size());
    std::vector<const Candidate*> forward;
    std::vector<std::size_t> where;
    for (std::size_t i = 0; i < batch.size(); ++i) {
        if (batch[i]->rejection) {
            out[i] = LlmReplyRejection::failedMeasurement(*batch[i]->rejection, backend_.name());
        } else {
            forward.push_back(batch[i]);
            where.push_back(i);
        }
    }
    if (!forward.empty()) {
        auto ms = backend_.measureBatch(problem, forward);
        for (std::size_t k = 0; k < where.size() && k < ms.size(); ++k) out[where[k]] = std::move(ms[k]);
    }
    return out;
}

void Measurer::putBack(CandidateId id, const std::string& why) {
    // The machine went away, not the candidate: it waits again, nothing is stored and no
    // budget is spent.
    Candidate& c = session_.at(id);
    c.measurement.reset();
    c.state = CandidateState::Deferred;
    queue_.putFirst(id); // it was chosen: first again (FIFO for measure-all)
    journal_.touch(id);
    journal_.commit();
    journal_.log(LogTopic::Unmeasured, id, CoreMessage(MessageId::LogUnmeasured, {session_.describe(id), why}));
}

void Measurer::record(CandidateId id, const Measurement& m) {
    Candidate& c = session_.at(id);
    c.measurement = m;
    queue_.measured(id);
    c.measurement->rejectNonFinite();
    // A rejected LLM reply fails before the GPU: it costs no measurement of the budget.
    if (c.spentMeasurement()) c.measurement->order = budget_.spend();
    c.measurement->finishedS = clock_.elapsed();
    c.state = c.measurement->ok() ? CandidateState::Measured : CandidateState::Failed;
    forecaster_.learnFrom(c);
    journal_.touch(id);
    journal_.commit(); // committed before it is published in the log
}

void Measurer::logOutcome(CandidateId id) {
    const Candidate& c = session_.at(id);
    const Measurement& m = *c.measurement;
    if (!m.ok()) {
        journal_.log(LogTopic::Failed, id,
                     CoreMessage(MessageId::LogFailed,
                                 {session_.describe(id), measurementStatusMessage(m.status), m.failureReason}));
        return;
    }
    const std::string who = session_.describe(id);
    journal_.log(LogTopic::Measured, id,
                 c.forecast && !c.forecast->parseFailure
                     ? CoreMessage(MessageId::LogMeasuredForecast,
                                   {who, fixedText(m.speedup), std::to_string(m.bin()),
                                    std::to_string(c.forecast->predictedBin), fixedText(c.forecast->confidence, 2)})
                     : CoreMessage(MessageId::LogMeasured, {who, fixedText(m.speedup), std::to_string(m.bin())}));
    if (c.parent == kNoCandidate) return;
    const Candidate& parent = session_.at(c.parent);
    if (auto sp = parent.measuredSpeedup(); sp &&
        isDiscoveryMoment(*sp, parent.measurement->speedupHigh, m.speedup, m.speedupLow,
                          session_.config().discoveryDelta))
        journal_.log(LogTopic::Discovery, id,
                     CoreMessage(MessageId::LogDiscovery,
                                 {std::to_string(c.parent), std::to_string(id), fixedText(m.speedup / *sp, 2)}));
}

void Measurer::noteUnmeasured(int unmeasured, int batchSize, const std::string& lastWhy) {
    // A backend that cannot measure now ends the run (resume continues it); one that keeps
    // losing whole batches does too, rather than spinning.
    unmeasuredBatches_ = unmeasured == batchSize && unmeasured > 0 ? unmeasuredBatches_ + 1 : 0;
    if (unmeasured == 0) return;
    if (std::string why = backend_.unavailableReason(); !why.empty())
        backendGone_ = CoreMessage(MessageId::StopBackendGone, {backend_.name(), why});
    else if (unmeasuredBatches_ >= kMaxUnmeasuredBatches)
        backendGone_ =
            CoreMessage(MessageId::StopBackendLost, {backend_.name(), std::to_string(kMaxUnmeasuredBatches), lastWhy});
}

} // namespace augur
