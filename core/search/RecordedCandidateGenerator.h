#pragma once
#include "core/backend/RecordReplayBackend.h"
#include "core/search/Generator.h"

namespace augur {

/// The generator of a record file's replayed task: the recorded kernels (source and, for
/// CUDA-L1, the baseline variant), in file order, as children of the reference. Each is
/// proposed once; other nodes have no children (a record holds no kernel derived from
/// another), so the tree is the reference with its recorded candidates.
class RecordedCandidateGenerator : public Generator {
public:
    explicit RecordedCandidateGenerator(const RecordReplayBackend& backend) : backend_(backend) {}
    std::string name() const override { return "recorded"; }
    std::vector<Candidate> propose(const Session& session, const Candidate& parent, int maxChildren) override;

private:
    const RecordReplayBackend& backend_;
};

} // namespace augur
