#pragma once
#include "core/surrogate/Surrogate.h"

#include <memory>

namespace augur {

/// A surrogate in front of another one: a rejected LLM reply (LlmReplyRejection) gets an
/// abstention ("not forecast: ...") without reaching the inner surrogate, so no
/// surrogate ever accepts a candidate that cannot run. Used for every session whose
/// generator is "llm".
class RejectionAwareSurrogate : public Surrogate {
public:
    explicit RejectionAwareSurrogate(std::unique_ptr<Surrogate> inner) : inner_(std::move(inner)) {}
    std::string name() const override { return inner_->name(); }
    std::vector<Forecast> forecast(const Problem& problem, const std::vector<const Candidate*>& batch) override;
    void observe(const Problem& problem, const Candidate& measured) override { inner_->observe(problem, measured); }
    int trainingSize() const override { return inner_->trainingSize(); }
    bool remote() const override { return inner_->remote(); }
    SpaceScorer* spaceScorer() override { return inner_->spaceScorer(); }
    std::optional<PriorFit> priorFit() override { return inner_->priorFit(); }
    Surrogate& inner() { return *inner_; }

private:
    std::unique_ptr<Surrogate> inner_;
};

} // namespace augur
