#include "core/surrogate/SourceFeatureSource.h"

#include "core/surrogate/SourceTextFeatures.h"

#include <cmath>

namespace augur {

SourceFeatureSource::SourceFeatureSource(SourceFeatureOptions options) : options_(options) {}

std::vector<std::string> SourceFeatureSource::featureNames(const Problem& problem) const {
    std::vector<std::string> names;
    if (options_.includeConfiguration)
        for (const Parameter& p : problem.space.parameters()) names.push_back("param_" + p.name);
    for (const std::string& n : SourceTextFeatures::names()) names.push_back(n);
    if (options_.includeReference) {
        for (const std::string& n : SourceTextFeatures::names()) names.push_back("ref_" + n);
        for (const std::string& n : SourceTextFeatures::names()) names.push_back("diff_" + n);
    }
    return names;
}

const std::vector<double>& SourceFeatureSource::textRow(const std::string& source) {
    // Called with mutex_ held. A map node's value stays put when others are added.
    auto it = rows_.find(source);
    if (it == rows_.end()) it = rows_.emplace(source, SourceTextFeatures::of(source)).first;
    return it->second;
}

std::optional<std::vector<double>> SourceFeatureSource::features(const Problem& problem, const Candidate& candidate) {
    if (candidate.source.empty()) return std::nullopt;
    std::lock_guard lock(mutex_);
    std::vector<double> row;
    if (options_.includeConfiguration)
        for (std::size_t i = 0; i < problem.space.size(); ++i)
            row.push_back(i < candidate.configuration.size() ? candidate.configuration[i] : std::nan(""));
    const std::vector<double>& own = textRow(candidate.source);
    row.insert(row.end(), own.begin(), own.end());
    if (options_.includeReference) {
        const std::vector<double>& ref = textRow(problem.referenceSource);
        row.insert(row.end(), ref.begin(), ref.end());
        for (std::size_t i = 0; i < own.size(); ++i) row.push_back(own[i] - ref[i]);
    }
    return row;
}

} // namespace augur
