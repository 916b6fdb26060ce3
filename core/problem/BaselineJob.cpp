#include "core/problem/BaselineJob.h"

#include "core/base/InputError.h"
#include "core/problem/ProblemJson.h"

namespace augur {

MeasureJob resolveBaselineJob(const Problem& problem, const MeasureSettings& settings) {
    if (!problem.baseline) throw InputError(problem.origin, "baseline", "the problem declares no vendor baseline");
    // The reference-only job has the problem's buffers, reference and precision plans at
    // the problem's size; the candidate becomes the library call on the same buffers.
    Candidate root;
    root.origin = Origin::Reference;
    MeasureJob job = resolveMeasureJob(problem, root, settings);
    job.referenceOnly = false;
    job.candidate = ResolvedPlan{};
    job.candidate.label = vendorLibraryName(problem.baseline->library);
    job.candidate.vendor =
        resolveVendorCall(*problem.baseline, job.buffers, problemjson::sizeVariables(problem.sizes), problem.origin);
    job.sizeVariants.clear();
    job.skippedSizes.clear();
    return job;
}

} // namespace augur
