#pragma once
// The space of an LLM-written template: parameters with value lists and restrictions.
#include "core/model/Candidate.h"
#include "core/model/ParameterSpace.h"

#include <nlohmann/json.hpp>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace augur {

class CompiledExpressions;
struct Problem;

/// The parameter space of a template node (docs/llm.md, "Templates"): the shape of a
/// problem's `tunable` section ("params": NAME → value list, "restrictions": expressions
/// over the sizes and parameters), kept in the template node's plan under "template". A
/// template node is itself the template at one configuration (its plan's "parameters"),
/// so it is measured like any candidate; its children are other configurations.
///
/// Everything here is outside input (an LLM reply, a session file): the space is bounded
/// (at most kMaxConfigurations points in the cartesian product, kMaxCandidateParameters
/// parameters, kMaxValues values each, kMaxRestrictions restrictions of at most 4 KiB),
/// and restrictions are compiled once (CompiledExpressions), so walking the whole space
/// costs at most 100,000 × 32 evaluations.
class CandidateTemplate {
public:
    static constexpr long long kMaxConfigurations = 100000;
    static constexpr std::size_t kMaxValues = 256;
    static constexpr std::size_t kMaxRestrictions = 32;

    /// Reads {"params": {...}, "restrictions": [...]}. `sizes` are the problem's sizes
    /// (restrictions may use them; a parameter may not shadow one). Throws InputError(origin,
    /// "template.params.NAME" / "template.restrictions[i]" / "template", why): a space over
    /// kMaxConfigurations, a restriction that does not parse, no valid configuration.
    static CandidateTemplate parse(const nlohmann::json& j, const std::map<std::string, long long>& sizes,
                                   const std::string& origin);
    /// The template of a template node (its plan's "template"), or std::nullopt for any
    /// other candidate or a plan that does not read (never throws).
    static std::optional<CandidateTemplate> of(const Candidate& node, const Problem& problem);
    /// Whether a candidate's plan declares a template (cheap: no parsing of the space).
    static bool isTemplateNode(const Candidate& c);

    const ParameterSpace& space() const { return space_; }
    const std::vector<std::string>& restrictions() const { return restrictions_; }
    /// Points in the cartesian product (≤ kMaxConfigurations).
    long long product() const { return product_; }
    /// Valid configurations (the restrictions hold), counted when parsed.
    long long validCount() const { return valid_; }

    /// Whether `c` (space order) has listed values and satisfies the restrictions.
    bool satisfies(const Configuration& c) const;
    /// Every valid configuration in odometer order, at most `cap`.
    std::vector<Configuration> valid(std::size_t cap) const;
    /// A configuration as NAME → value.
    std::map<std::string, double> named(const Configuration& c) const;
    /// The configuration a candidate's plan fixes ("parameters"), in space order, when it
    /// names every parameter of this template with a listed value; else std::nullopt.
    std::optional<Configuration> configurationOf(const Candidate& c) const;
    /// {"params", "restrictions"} as parse() reads it.
    nlohmann::json toJson() const;

private:
    ParameterSpace space_;
    std::vector<std::string> restrictions_;
    std::vector<double> sizeValues_;
    long long product_ = 0;
    long long valid_ = 0;
    std::shared_ptr<CompiledExpressions> compiled_; ///< shared by copies; used on one thread
};

} // namespace augur
