#pragma once
#include "core/model/Candidate.h"
#include "core/model/Problem.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace augur {

class Session;

/// Where candidates come from. Proposes children of a parent that the session has not
/// seen; returns fewer than asked (or none) when the parent is exhausted.
class Generator {
public:
    virtual ~Generator() = default;
    virtual std::string name() const = 0;
    /// Up to `maxChildren` new candidates with parent, origin, depth and configuration or
    /// source filled in; ids are assigned by the session.
    virtual std::vector<Candidate> propose(const Session& session, const Candidate& parent, int maxChildren) = 0;
    /// Whether `parent` is exhausted after an expansion gave `given` of the `asked`
    /// children (they are in the session by now). The default: it gave fewer. A template
    /// node may give a small initial design and still have its space open.
    virtual bool exhaustedAfter(const Session& session, const Candidate& parent, int given, int asked) {
        (void)session;
        (void)parent;
        return given < asked;
    }
    /// What expanding `node` again still promises, as log2 S, when the generator can tell
    /// (a template node: PuctSearch::setPromise); std::nullopt otherwise (the default).
    virtual std::optional<double> promise(const Session& session, const Candidate& node) {
        (void)session;
        (void)node;
        return std::nullopt;
    }
};

} // namespace augur
