#pragma once
#include "core/model/Candidate.h"
#include "core/model/Problem.h"

#include <nlohmann/json_fwd.hpp>

#include <functional>
#include <string>

namespace augur {

/// Reads problem folders and candidate files of docs/problem-format.md.
class ProblemLoader {
public:
    /// Loads `path` (a problem folder or its problem.json), its sources and every
    /// candidates/*.json. Checks every field and evaluates every size expression once,
    /// so a malformed problem fails here, not on the GPU. Throws InputError naming the
    /// file and field (e.g. "problem.json: buffers[1].dtype: unknown dtype 'f8'").
    static Problem load(const std::string& path);

    /// Reads the source a problem document names: (name as written, field such as
    /// "reference.source") -> text. Throws InputError for a source it cannot give.
    using SourceReader = std::function<std::string(const std::string& name, const std::string& field)>;
    /// Parses a problem document already in memory (a dataset's embedded problem) with the
    /// checks of load(); `file` names it in errors, `readSource` supplies its sources and
    /// `folder` is recorded as Problem::folder ("" when there is none).
    static Problem fromDocument(const nlohmann::json& document, const std::string& file, const SourceReader& readSource,
                                const std::string& folder = {});

    /// Reads one candidate file (NAME.json beside NAME.cu) for `problem`. Throws
    /// InputError as load() does.
    static CandidateSpec loadCandidate(const Problem& problem, const std::string& jsonPath);

    /// Parses a candidate's launch plan as stored in Candidate::launchesJson: either an
    /// array of launches or an object {"launches": [...], "buffers": [...]}. Returns a
    /// CandidateSpec without source. Throws InputError(origin, "launches...", ...).
    static CandidateSpec parseCandidatePlan(const Problem& problem, const std::string& planJson,
                                            const std::string& origin);

    /// The launch plan of a CandidateSpec as Candidate::launchesJson text.
    static std::string candidatePlanJson(const CandidateSpec& spec);

    /// A hand-written candidate (Origin::User) with the spec's source and launch plan.
    static Candidate candidateFromSpec(const CandidateSpec& spec);

    /// Every configuration of the tunable space that satisfies the restrictions, in
    /// odometer order, at most `cap` of them (the product is walked up to 10^6 points).
    static std::vector<Configuration> validConfigurations(const Problem& problem, std::size_t cap);

    /// How many configurations validConfigurations would give without a cap, counted while
    /// walking the product (up to 10^6 points) without keeping any: the space size the
    /// backends report.
    static std::size_t countValidConfigurations(const Problem& problem);

    /// Whether a configuration satisfies the tunable restrictions (and the values are
    /// in the space). Throws InputError for a restriction that cannot be evaluated.
    static bool satisfiesRestrictions(const Problem& problem, const Configuration& c);
};

} // namespace augur
