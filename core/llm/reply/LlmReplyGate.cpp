#include "core/llm/reply/LlmReplyGate.h"

#include "core/model/LlmReplyRejection.h"

namespace augur {

Measurement LlmReplyGate::measure(const Problem& problem, const Candidate& candidate) {
    return measureBatch(problem, {&candidate}).front();
}

std::vector<Measurement> LlmReplyGate::measureBatch(const Problem& problem,
                                                    const std::vector<const Candidate*>& candidates) {
    std::vector<Measurement> out(candidates.size());
    std::vector<const Candidate*> forward;
    std::vector<std::size_t> where;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        if (auto why = LlmReplyRejection::reason(*candidates[i])) {
            out[i].status = MeasurementStatus::Invalid;
            out[i].failureReason = "the LLM's reply is not a usable candidate: " + *why;
            out[i].backend = inner_->name();
        } else {
            forward.push_back(candidates[i]);
            where.push_back(i);
        }
    }
    if (!forward.empty()) {
        auto ms = inner_->measureBatch(problem, forward);
        for (std::size_t k = 0; k < where.size() && k < ms.size(); ++k) out[where[k]] = std::move(ms[k]);
    }
    return out;
}

void LlmReplyGate::upcoming(const Problem& problem, const std::vector<const Candidate*>& candidates) {
    // A rejected reply never reaches the GPU: nothing to prepare for it.
    std::vector<const Candidate*> forward;
    for (const Candidate* c : candidates)
        if (!LlmReplyRejection::reason(*c)) forward.push_back(c);
    inner_->upcoming(problem, forward);
}

} // namespace augur
