#include "core/engine/EngineCommand.h"

#include "core/source/UserCandidate.h"

namespace augur {

AddCandidateRequest addCandidateRequest(UserCandidateRequest request, bool stopAfter) {
    return AddCandidateRequest{std::make_shared<const UserCandidateRequest>(std::move(request)), stopAfter};
}

} // namespace augur
