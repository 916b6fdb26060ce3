// libFuzzer target: a candidate's launch plan (the JSON an LLM or a user supplies) through
// ProblemLoader::parseCandidatePlan and resolveMeasureJob, against a real problem.
#include "core/base/InputError.h"
#include "core/problem/MeasureJob.h"
#include "core/problem/ProblemLoader.h"

#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const augur::Problem problem = augur::ProblemLoader::load(AUGUR_SOURCE_DIR "/tests/adversarial/scale_add");
    augur::Candidate c;
    c.source = "x";
    c.launchesJson.assign(reinterpret_cast<const char*>(data), size);
    try {
        augur::MeasureJob job = augur::resolveMeasureJob(problem, c, {});
        augur::measureJobFromJson(augur::toJson(job));
    } catch (const augur::InputError&) {}
    return 0;
}
