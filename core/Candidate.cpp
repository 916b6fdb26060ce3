#include "core/Candidate.h"

#include <cmath>

namespace augur {

const char* originName(Origin o) {
    switch (o) {
    case Origin::Reference: return "reference";
    case Origin::Llm: return "llm";
    case Origin::Tuner: return "tuner";
    case Origin::User: return "user";
    case Origin::Dataset: return "dataset";
    }
    return "tuner";
}

const char* candidateStateName(CandidateState s) {
    switch (s) {
    case CandidateState::Proposed: return "proposed";
    case CandidateState::Accepted: return "accepted";
    case CandidateState::Deferred: return "deferred";
    case CandidateState::Measuring: return "measuring";
    case CandidateState::Measured: return "measured";
    case CandidateState::Failed: return "failed";
    case CandidateState::Excluded: return "excluded";
    }
    return "proposed";
}

std::optional<Origin> parseOrigin(std::string_view s) {
    for (auto o : {Origin::Reference, Origin::Llm, Origin::Tuner, Origin::User, Origin::Dataset})
        if (s == originName(o)) return o;
    return std::nullopt;
}

std::optional<CandidateState> parseCandidateState(std::string_view s) {
    for (auto st : {CandidateState::Proposed, CandidateState::Accepted, CandidateState::Deferred,
                    CandidateState::Measuring, CandidateState::Measured, CandidateState::Failed,
                    CandidateState::Excluded})
        if (s == candidateStateName(st)) return st;
    return std::nullopt;
}

std::optional<double> Candidate::measuredSpeedup() const {
    if (measurement && measurement->ok() && measurement->speedup > 0.0) return measurement->speedup;
    return std::nullopt;
}

std::optional<double> Candidate::reward(const Objective* objective) const {
    if (state == CandidateState::Failed || state == CandidateState::Excluded) return std::nullopt;
    if (objective && objective->needsEnergy() && measurement)
        if (auto g = objective->gain(*measurement)) return std::log2(*g);
    if (auto s = measuredSpeedup()) return std::log2(*s);
    if (forecast && !forecast->parseFailure && forecast->expectedSpeedup > 0.0)
        return forecast->estimatedLog2Speedup();
    return std::nullopt;
}

} // namespace augur
