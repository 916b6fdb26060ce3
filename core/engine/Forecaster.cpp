#include "core/engine/Forecaster.h"

#include "core/model/LlmReplyRejection.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace augur {

std::vector<Forecast> Forecaster::forecast(const std::vector<const Candidate*>& batch) {
    const Problem& problem = session_.problem();
    if (std::none_of(batch.begin(), batch.end(), [](const Candidate* c) { return LlmReplyRejection::isRejected(*c); }))
        return surrogate_->forecast(problem, batch);
    // No surrogate ever accepts a candidate that cannot run: a rejected reply abstains.
    std::vector<Forecast> out(batch.size());
    std::vector<const Candidate*> forward;
    std::vector<std::size_t> where;
    for (std::size_t i = 0; i < batch.size(); ++i) {
        if (batch[i]->rejection) {
            out[i] = LlmReplyRejection::abstention(*batch[i]->rejection, surrogate_->name());
        } else {
            forward.push_back(batch[i]);
            where.push_back(i);
        }
    }
    if (!forward.empty()) {
        auto fs = surrogate_->forecast(problem, forward);
        for (std::size_t k = 0; k < where.size() && k < fs.size(); ++k) out[where[k]] = std::move(fs[k]);
    }
    return out;
}

void Forecaster::observe(const Candidate& measured) {
    if (surrogate_) surrogate_->observe(session_.problem(), measured);
}

void Forecaster::learnFrom(const Candidate& measured) {
    if (!surrogate_) return;
    surrogate_->observe(session_.problem(), measured);
    stale_ = true;
}

std::optional<PriorFit> Forecaster::currentPriorFit() { return surrogate_ ? surrogate_->priorFit() : std::nullopt; }

void Forecaster::notePriorFit() {
    if (!surrogate_) return;
    const auto fit = surrogate_->priorFit();
    if (!fit) return;
    {
        std::lock_guard lock(priorMutex_);
        priorFit_ = fit;
    }
    // Said when it is first checked, when its weight crosses a quarter and when it is set
    // aside: a prior that stops counting (or counts again) changes where the search looks.
    const int band = !std::isfinite(fit->agreement) ? 4 // not yet checked against this session
        : fit->setAside                             ? 0
        : fit->weight >= 0.75                       ? 3
        : fit->weight >= 0.5                        ? 2
                                                    : 1;
    if (band == priorBand_) return;
    priorBand_ = band;
    journal_.log(LogTopic::Prior, kNoCandidate, fit->message());
}

std::optional<PriorFit> Forecaster::priorFit() const {
    std::lock_guard lock(priorMutex_);
    return priorFit_;
}

} // namespace augur
