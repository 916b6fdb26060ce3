#include "core/surrogate/RejectionAwareSurrogate.h"

#include "core/model/LlmReplyRejection.h"

namespace augur {

std::vector<Forecast> RejectionAwareSurrogate::forecast(const Problem& problem,
                                                        const std::vector<const Candidate*>& batch) {
    std::vector<Forecast> out(batch.size());
    std::vector<const Candidate*> forward;
    std::vector<std::size_t> where;
    for (std::size_t i = 0; i < batch.size(); ++i) {
        if (auto why = LlmReplyRejection::reason(*batch[i])) {
            out[i] = Forecast::failure("not forecast: the generator's reply was rejected (" + *why + ")");
            out[i].surrogate = inner_->name();
        } else {
            forward.push_back(batch[i]);
            where.push_back(i);
        }
    }
    if (!forward.empty()) {
        auto fs = inner_->forecast(problem, forward);
        for (std::size_t k = 0; k < where.size() && k < fs.size(); ++k) out[where[k]] = std::move(fs[k]);
    }
    return out;
}

} // namespace augur
