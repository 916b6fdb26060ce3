#pragma once
#include "core/model/Objective.h"
#include "core/model/Decision.h"
#include "core/bins/Forecast.h"
#include "core/model/Measurement.h"
#include "core/model/ParameterSpace.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace augur {

using CandidateId = std::int64_t;
inline constexpr CandidateId kNoCandidate = -1;

/// Where a candidate came from.
enum class Origin { Reference, Llm, Tuner, User, Dataset };

/// Life-cycle state of a candidate in a session.
enum class CandidateState {
    Proposed, ///< generated, not yet forecast or decided
    Accepted, ///< accepted on forecast (not measured)
    Deferred, ///< deferred to measurement, waiting in the queue
    Measuring, ///< on the backend now
    Measured, ///< measured successfully
    Failed, ///< measured and failed (compile, wrong result, crash, timeout)
    Excluded ///< excluded by the engineer
};

const char* originName(Origin o);
const char* candidateStateName(CandidateState s);
std::optional<Origin> parseOrigin(std::string_view s);
std::optional<CandidateState> parseCandidateState(std::string_view s);

/// A generator reply that was not a usable candidate (no JSON, a malformed launch plan, a
/// parameter value outside its list, ...): why, and the raw reply, so nothing the model
/// said is lost. core/model/LlmReplyRejection.h makes, stores and reads it.
struct ReplyRejection {
    std::string reason;
    std::string reply; ///< the raw reply, at most 256 KiB
};

/// One implementation in the search tree: CUDA source + launch plan, or, for a tunable
/// problem, a configuration of its parameter space.
struct Candidate {
    CandidateId id = kNoCandidate;
    CandidateId parent = kNoCandidate; ///< kNoCandidate for the root (reference)
    Origin origin = Origin::Tuner;
    int depth = 0;
    Configuration configuration; ///< parameter values (tunable problems)
    std::string source; ///< CUDA C++ (free-form candidates)
    std::string launchesJson; ///< launch list in the problem schema, JSON text
    /// Set when the candidate is a rejected generator reply (shared: candidates are copied
    /// into every engine event, and replies can be large).
    std::shared_ptr<const ReplyRejection> rejection;
    CandidateState state = CandidateState::Proposed;
    std::optional<Forecast> forecast;
    std::optional<Decision> decision;
    std::optional<Measurement> measurement;
    OverrideKind override = OverrideKind::None;
    double createdS = 0.0; ///< seconds since the session started

    /// Measured speedup if measured successfully, else std::nullopt.
    std::optional<double> measuredSpeedup() const;
    /// Whether this candidate spent one of the session's GPU measurements: it has a
    /// measurement, is not the reference, and is not a rejected LLM reply (those fail at
    /// once, before any GPU sees them).
    bool spentMeasurement() const { return measurement && origin != Origin::Reference && !rejection; }
    /// The search's reward: log2 of the measured S when measured, else of the forecast's
    /// estimate (Forecast::estimatedLog2Speedup); std::nullopt for failed, excluded or
    /// not yet forecast candidates.
    /// With an objective other than time, a measured candidate's reward is log2 of its
    /// objective gain (core/model/Objective.h) when its energy was measured; forecasts stay in
    /// time (the surrogate forecasts S).
    std::optional<double> reward(const Objective* objective = nullptr) const;
};

} // namespace augur
