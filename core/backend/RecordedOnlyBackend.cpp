#include "core/backend/RecordedOnlyBackend.h"

#include "core/problem/ProblemLoader.h"
#include "core/problem/SpaceRestrictions.h"

#include <stdexcept>

namespace augur {

RecordedOnlyBackend::RecordedOnlyBackend(std::string name, const Problem& problem)
    : name_(std::move(name)), problem_(problem) {}

RecordedOnlyBackend::~RecordedOnlyBackend() = default;

Measurement RecordedOnlyBackend::measure(const Problem&, const Candidate&) {
    throw std::logic_error("the session is open for reading: the " + name_ + " backend measures nothing");
}

std::vector<Measurement> RecordedOnlyBackend::measureBatch(const Problem& p, const std::vector<const Candidate*>& cs) {
    if (cs.empty()) return {};
    return {measure(p, *cs.front())};
}

bool RecordedOnlyBackend::inSpace(const Configuration& c) const {
    const std::lock_guard<std::mutex> lock(restrictionsMutex_);
    if (!restrictions_) restrictions_ = std::make_unique<SpaceRestrictions>(problem_);
    return restrictions_->holds(c);
}

std::optional<long long> RecordedOnlyBackend::spaceSize() const {
    if (problem_.space.empty()) return std::nullopt;
    return static_cast<long long>(ProblemLoader::countValidConfigurations(problem_));
}

} // namespace augur
