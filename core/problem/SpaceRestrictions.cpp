#include "core/problem/SpaceRestrictions.h"

#include "core/base/CompiledExpressions.h"
#include "core/base/InputError.h"

#include <stdexcept>
#include <string>

namespace augur {

SpaceRestrictions::SpaceRestrictions(const Problem& problem) : problem_(problem) {
    std::vector<std::string> names;
    for (const auto& par : problem.space.parameters()) names.push_back(par.name);
    // A parameter named like a size shadows it, as in satisfiesRestrictions.
    std::vector<std::string> sizeNames;
    for (const auto& [name, value] : problem.sizes)
        if (!problem.space.indexOf(name)) sizeNames.push_back(name);
    names.insert(names.end(), sizeNames.begin(), sizeNames.end());
    try {
        compiled_ = std::make_unique<CompiledExpressions>(problem.restrictions, names);
    } catch (const std::invalid_argument& e) {
        throw InputError(problem.origin, "tunable.restrictions", e.what());
    }
    auto valuesAt = [&](const std::map<std::string, long long>& sizes) {
        std::vector<double> v;
        for (const auto& name : sizeNames) v.push_back(static_cast<double>(sizes.at(name)));
        return v;
    };
    sizeValues_.push_back(valuesAt(problem.sizes));
    for (const WorkloadShape& shape : problem.workload) sizeValues_.push_back(valuesAt(shape.sizes));
    values_.resize(names.size());
}

SpaceRestrictions::~SpaceRestrictions() = default;

bool SpaceRestrictions::holds(const Configuration& c) {
    const std::size_t n = problem_.space.size();
    if (c.size() != n) return false;
    for (std::size_t i = 0; i < n; ++i)
        if (!problem_.space.positionOf(i, c[i])) return false;
    std::copy(c.begin(), c.end(), values_.begin());
    for (const auto& sizes : sizeValues_) {
        std::copy(sizes.begin(), sizes.end(), values_.begin() + static_cast<std::ptrdiff_t>(n));
        if (!compiled_->allTrue(values_)) return false;
    }
    return true;
}

} // namespace augur
