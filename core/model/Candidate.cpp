#include "core/model/Candidate.h"

#include "core/base/NamedEnum.h"

#include <cmath>

namespace augur {

namespace {
// The names stored in session files and reports (one table per enum).
constexpr NamedEnum<Origin, 5> kOrigins{{{{Origin::Reference, "reference"},
                                          {Origin::Llm, "llm"},
                                          {Origin::Tuner, "tuner"},
                                          {Origin::User, "user"},
                                          {Origin::Dataset, "dataset"}}}};
constexpr NamedEnum<CandidateState, 7> kCandidateStates{{{{CandidateState::Proposed, "proposed"},
                                                          {CandidateState::Accepted, "accepted"},
                                                          {CandidateState::Deferred, "deferred"},
                                                          {CandidateState::Measuring, "measuring"},
                                                          {CandidateState::Measured, "measured"},
                                                          {CandidateState::Failed, "failed"},
                                                          {CandidateState::Excluded, "excluded"}}}};
} // namespace

const char* originName(Origin v) {
    const std::string_view n = kOrigins.name(v);
    return n.empty() ? "tuner" : n.data();
}

const char* candidateStateName(CandidateState v) {
    const std::string_view n = kCandidateStates.name(v);
    return n.empty() ? "proposed" : n.data();
}

std::optional<Origin> parseOrigin(std::string_view name) { return kOrigins.parse(name); }

std::optional<CandidateState> parseCandidateState(std::string_view name) { return kCandidateStates.parse(name); }

std::optional<double> Candidate::measuredSpeedup() const {
    if (measurement && measurement->ok() && measurement->speedup > 0.0) return measurement->speedup;
    return std::nullopt;
}

std::optional<double> Candidate::reward(const Objective* objective) const {
    if (state == CandidateState::Failed || state == CandidateState::Excluded) return std::nullopt;
    if (objective && objective->needsEnergy() && measurement)
        if (auto g = objective->gain(*measurement)) return std::log2(*g);
    if (auto s = measuredSpeedup()) return std::log2(*s);
    if (forecast && !forecast->parseFailure && forecast->expectedSpeedup > 0.0) return forecast->estimatedLog2Speedup();
    return std::nullopt;
}

} // namespace augur
