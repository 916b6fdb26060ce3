#pragma once
// The requests other threads send to the engine thread: one struct per kind, in one
// std::variant. Each names what it asks for; the engine answers with events
// (core/engine/EngineEvent.h).
#include "core/model/Candidate.h"
#include "core/model/Decision.h"

#include <memory>
#include <variant>

namespace augur {

struct UserCandidateRequest; // core/source/UserCandidate.h

/// Asks for a new deferral threshold. The engine clamps it to [0, 1], puts it in force,
/// answers with ThresholdChanged and re-decides every candidate still waiting on its
/// forecast. A newer request replaces a pending one (CommandQueue).
struct ThresholdRequest {
    double threshold = 0.5;
};

/// Asks for a new GPU measurement budget (a negative one counts as 0). A newer request
/// replaces a pending one (CommandQueue).
struct BudgetRequest {
    int maxMeasurements = 0;
};

/// The engineer's override on one candidate (measure now, accept the forecast, exclude).
struct OverrideRequest {
    CandidateId id = kNoCandidate;
    OverrideKind override = OverrideKind::None;
};

struct PauseRequest {};
struct ResumeRequest {};
struct StopRequest {};

/// Expand this node next, regardless of its PUCT score.
struct ExpandRequest {
    CandidateId from = kNoCandidate;
};

/// Add the engineer's own candidate as a child of request->parent and measure it next,
/// budget or not; answered by CandidateRequestAnswered. Make it with addCandidateRequest().
struct AddCandidateRequest {
    std::shared_ptr<const UserCandidateRequest> request;
    /// End the run once every candidate added with stopAfter is measured, instead of
    /// going on with the search (augur-cli add).
    bool stopAfter = false;
};

/// An AddCandidateRequest holding `request`.
AddCandidateRequest addCandidateRequest(UserCandidateRequest request, bool stopAfter = false);

/// A request from the UI or the CLI to the engine thread (Engine::post, LiveSession::post).
using EngineCommand = std::variant<ThresholdRequest, BudgetRequest, OverrideRequest, PauseRequest, ResumeRequest,
                                   StopRequest, ExpandRequest, AddCandidateRequest>;

} // namespace augur
