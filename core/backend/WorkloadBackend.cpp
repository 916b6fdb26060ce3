#include "core/backend/WorkloadBackend.h"

#include "core/problem/WorkloadShapes.h"

namespace augur {

Measurement WorkloadBackend::measure(const Problem& problem, const Candidate& candidate) {
    return measureBatch(problem, {&candidate}).front();
}

std::vector<Measurement> WorkloadBackend::measureBatch(const Problem& problem,
                                                       const std::vector<const Candidate*>& candidates) {
    if (problem.workload.empty()) return inner_->measureBatch(problem, candidates);
    std::vector<std::vector<Measurement>> byCandidate(candidates.size());
    for (std::size_t s = 0; s < problem.workload.size(); ++s) {
        const Problem shaped = problemAtShape(problem, s);
        std::vector<Measurement> got = inner_->measureBatch(shaped, candidates);
        for (std::size_t i = 0; i < candidates.size() && i < got.size(); ++i)
            byCandidate[i].push_back(std::move(got[i]));
    }
    std::vector<Measurement> out;
    out.reserve(candidates.size());
    for (const auto& perShape : byCandidate) out.push_back(combineWorkload(problem, perShape));
    return out;
}

Measurement WorkloadBackend::measureBaseline(const Problem& problem) {
    if (problem.workload.empty()) return inner_->measureBaseline(problem);
    std::vector<Measurement> perShape;
    for (std::size_t s = 0; s < problem.workload.size(); ++s) {
        perShape.push_back(inner_->measureBaseline(problemAtShape(problem, s)));
        // A library missing at the first shape is missing at all: one line, not one per shape.
        if (!perShape.back().unmeasuredReason.empty()) return perShape.back();
        if (!perShape.back().ok()) break;
    }
    while (perShape.size() < problem.workload.size()) perShape.push_back(perShape.back());
    return combineWorkload(problem, perShape);
}

void WorkloadBackend::upcoming(const Problem& problem, const std::vector<const Candidate*>& candidates) {
    inner_->upcoming(problem.workload.empty() ? problem : problemAtShape(problem, 0), candidates);
}

std::vector<std::string> WorkloadBackend::compileCheck(const Problem& problem,
                                                       const std::vector<const Candidate*>& candidates) {
    return inner_->compileCheck(problem.workload.empty() ? problem : problemAtShape(problem, 0), candidates);
}

std::unique_ptr<MeasurementBackend> forWorkload(const Problem& problem, std::unique_ptr<MeasurementBackend> backend) {
    if (problem.workload.empty() || !backend) return backend;
    return std::make_unique<WorkloadBackend>(std::move(backend));
}

} // namespace augur
