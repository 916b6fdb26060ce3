// The phases of Harness::measure that decide whether a candidate is correct: outputs per
// seed against the reference (cached per worker), inputs untouched, guard words intact,
// precision against the float64 reference, and the other problem sizes.
#include "core/base/SampleStatistics.h"
#include "gpu/worker/HarnessRun.h"

#include <algorithm>
#include <functional>

namespace augur::gpu {

using json = nlohmann::json;
using namespace harness;

std::optional<json> Harness::checkCorrectness(Run& run) {
    const MeasureJob& job = run.job;
    // 3-4. correctness: the reference per seed (cached per worker), then the candidate.
    run.phase = "correctness";
    std::string key = job.problem + "|" + std::to_string(std::hash<std::string>{}(job.reference.source)) + "|" +
        std::to_string(job.settings.seed) + "|" + std::to_string(job.buffers.size());
    if (key != expectedKey_) {
        expectedCache_.clear();
        exactCache_.clear();
        expectedKey_ = key;
    }
    json seeds = json::array();
    std::vector<std::pair<unsigned long long, unsigned long long>> referenceOutputHashes;
    // The precision check runs on every correctness seed and judges by the worst: one seed
    // can let a lower-precision sum through by luck of its inputs.
    json precision{{"max_ratio", job.precisionMaxRatio}, {"seeds", json::array()}, {"worst_ratio", 0.0}};
    json seedList = json::array();
    for (int s = 0; s < job.settings.seeds; ++s)
        seedList.push_back(job.settings.seed + static_cast<unsigned long long>(s));
    run.details["correctness_seeds"] = seedList;
    for (int s = 0; s < job.settings.seeds; ++s) {
        const unsigned long long seed = job.settings.seed + static_cast<unsigned long long>(s);
        auto& expected = expectedCache_[seed];
        if (expected.empty()) {
            initInputs(job, run.refBufs(), seed, false);
            fillSentinels(job, run.refBufs());
            launch(run.ref, "reference");
            sync("reference (seed " + std::to_string(seed) + ")");
            for (std::size_t b = 0; b < job.buffers.size(); ++b) {
                std::string host;
                if (checked(job.buffers[b])) {
                    host.resize(run.refBufs()[b]->bytes());
                    checkCuda(api_, api_.cuMemcpyDtoH(host.data(), run.refBufs()[b]->data(), host.size()),
                              "read reference output");
                }
                expected.push_back(std::move(host));
            }
            poisonOutputs(job, run.refBufs()); // the reference's result must not outlive its read-back
        }
        for (std::size_t b = 0; b < job.buffers.size(); ++b)
            if (checked(job.buffers[b])) referenceOutputHashes.push_back({std::hash<std::string>{}(expected[b]), b});
        if (job.referenceOnly) continue;
        // Fresh inputs and sentinels in the candidate's own buffers.
        initInputs(job, run.candBufs(), seed, false);
        fillSentinels(job, run.candBufs());
        std::vector<std::pair<unsigned long long, unsigned long long>> before;
        for (std::size_t b = 0; b < job.buffers.size(); ++b)
            before.push_back(job.buffers[b].role == "input"
                                 ? hash(run.candBufs()[b]->data(), run.candBufs()[b]->bytes())
                                 : std::pair<unsigned long long, unsigned long long>{0, 0});
        poisonShared();
        launch(run.cand, "candidate");
        sync("candidate (seed " + std::to_string(seed) + ")");
        for (std::size_t b = 0; b < job.buffers.size(); ++b) {
            const auto& spec = job.buffers[b];
            if (spec.role == "input" && hash(run.candBufs()[b]->data(), run.candBufs()[b]->bytes()) != before[b]) {
                run.correctnessMs = msSince(run.correctnessStart);
                return failure("wrong_result",
                               "modifies its input '" + spec.name + "' (seed " + std::to_string(seed) + ")");
            }
            if (auto bad = guardDamage(*run.candBufs()[b])) {
                run.correctnessMs = msSince(run.correctnessStart);
                return failure("wrong_result",
                               "writes out of bounds of '" + spec.name + "': " + std::to_string(bad) +
                                   " guard words changed (seed " + std::to_string(seed) + ")");
            }
        }
        // The float64 check runs before the tolerance's verdict, so the report says what
        // each check alone would decide.
        std::string precisionFailure;
        if (run.precisionCheck) {
            std::vector<std::string> candidateOut(job.buffers.size());
            for (std::size_t b = 0; b < job.buffers.size(); ++b) {
                if (!checked(job.buffers[b])) continue;
                candidateOut[b].resize(run.candBufs()[b]->bytes());
                checkCuda(api_,
                          api_.cuMemcpyDtoH(candidateOut[b].data(), run.candBufs()[b]->data(), candidateOut[b].size()),
                          "read candidate output");
            }
            json p = checkPrecision(job, run.prec, run.refBufs(), seed, expected, candidateOut);
            precision["worst_ratio"] = std::max(precision["worst_ratio"].get<double>(), p["worst_ratio"].get<double>());
            if (p.contains("failure")) precisionFailure = p["failure"].get<std::string>();
            precision["seeds"].push_back(std::move(p));
            run.details["precision"] = precision;
        }
        for (std::size_t b = 0; b < job.buffers.size(); ++b) {
            if (!checked(job.buffers[b])) continue;
            json c = compareOutput(job.buffers[b], *run.candBufs()[b], expected[b], job.tolerance);
            c["seed"] = seed;
            seeds.push_back(c);
            if (c["mismatches"].get<unsigned long long>() > 0) {
                run.correctnessMs = msSince(run.correctnessStart);
                run.details["correctness"] = seeds;
                std::string reason = job.buffers[b].name + ": " +
                    std::to_string(c["mismatches"].get<unsigned long long>()) + " of " +
                    std::to_string(job.buffers[b].count) + " elements differ beyond atol " +
                    std::to_string(job.tolerance.atol) + " + rtol " + std::to_string(job.tolerance.rtol) +
                    "·|ref| (seed " + std::to_string(seed) + "), first at index " +
                    std::to_string(c["first_index"].get<unsigned long long>()) + ": got " +
                    std::to_string(c["got"].get<double>()) + ", expected " +
                    std::to_string(c["expected"].get<double>());
                if (c["nan"].get<unsigned long long>() > 0)
                    reason += "; " + std::to_string(c["nan"].get<unsigned long long>()) +
                        " elements NaN (never written, or computed NaN)";
                if (!precisionFailure.empty()) reason += "; also " + precisionFailure;
                return failure("wrong_result", reason);
            }
        }
        if (!precisionFailure.empty()) {
            run.correctnessMs = msSince(run.correctnessStart);
            run.details["correctness"] = seeds;
            return failure("wrong_result", precisionFailure);
        }
        poisonOutputs(job, run.candBufs());
    }
    run.details["correctness"] = seeds;
    // The float64 precision check ran with each seed above: the tolerance alone lets a kernel
    // that computes in lower precision through when its error happens to fit (KernelBench
    // and CUDA-L1 check only a fixed atol/rtol).
    // Another size: a kernel that hard-codes the problem's size fails here.
    if (!job.referenceOnly) {
        json sizes = json::array();
        for (const auto& v : job.sizeVariants) {
            json r;
            try {
                r = checkAtSize(job, v, *run.refModule, *run.candModule);
            } catch (const std::invalid_argument& e) {
                r = failure("invalid", "at " + v.label + ": " + e.what());
            }
            if (r.contains("status")) {
                run.correctnessMs = msSince(run.correctnessStart);
                run.details["sizes_checked"] = sizes;
                return r;
            }
            sizes.push_back(r);
        }
        for (const auto& skipped : job.skippedSizes)
            sizes.push_back({{"size", skipped}, {"skipped", "restrictions fail at this size"}});
        run.details["sizes_checked"] = sizes;
    }
    if (job.settings.seeds > 1 && referenceOutputHashes.size() >= 2 &&
        std::all_of(referenceOutputHashes.begin(), referenceOutputHashes.end(),
                    [&](const auto& h) { return h.first == referenceOutputHashes.front().first; }))
        run.details["warning"] = "the reference's output is identical for every seed: the correctness check is weak";
    run.correctnessMs = msSince(run.correctnessStart);
    return std::nullopt;
}

} // namespace augur::gpu
