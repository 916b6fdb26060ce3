#pragma once
// The engineer's own candidate: a source and a launch plan written (or edited) by hand and
// added to a session as a child of an existing candidate, to be measured at once.
#include "core/model/Candidate.h"
#include "core/model/Problem.h"

#include <cstdint>
#include <optional>
#include <string>

namespace augur {

/// What the engineer submits.
struct UserCandidateRequest {
    CandidateId parent = kNoCandidate;
    std::string source; ///< CUDA C++
    std::string launchesJson; ///< plan in the problem schema ({"launches": [...]} or [...])
    std::uint64_t tag = 0; ///< chosen by the requester, returned with the answer
};

/// Largest source accepted, bytes (a kernel of 20,000 long lines; a 5 MB paste is refused).
inline constexpr std::size_t kMaxUserSourceBytes = 1u << 20;
/// Largest launch plan accepted, bytes.
inline constexpr std::size_t kMaxUserPlanBytes = 64u << 10;

/// Why a request cannot become a candidate: the field ("source", "launches",
/// "launches[1].kernel", "parent") and a one-line message; `line` is the 1-based source
/// line when the problem is at one.
struct UserCandidateProblem {
    std::string field;
    std::string message;
    int line = 0;
};

/// Checks a request against `problem` before anything is queued: a parent that exists
/// (`parentExists`), a non-empty source within kMaxUserSourceBytes, valid UTF-8 without NUL
/// bytes, a plan that parses, names only __global__ functions defined in the source and
/// buffers of the problem or its own, and whose expressions evaluate at every problem size.
/// Returns nothing when the request is acceptable.
std::optional<UserCandidateProblem> checkUserCandidate(const Problem& problem, const UserCandidateRequest& request,
                                                       bool parentExists);

/// The candidate a valid request becomes (origin User, no id yet).
Candidate userCandidate(const UserCandidateRequest& request, int parentDepth);

} // namespace augur
