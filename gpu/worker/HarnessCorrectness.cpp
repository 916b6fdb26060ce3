// The phases of Harness::measure that decide whether a candidate is correct: outputs per
// seed against the reference (cached per worker), inputs untouched, guard words intact,
// precision against the float64 reference, and the other problem sizes.
#include "core/base/SampleStatistics.h"
#include "gpu/worker/HarnessRun.h"
#include "gpu/worker/OutputVault.h"

#include <algorithm>
#include <functional>

namespace augur::gpu {

using json = nlohmann::json;
using namespace harness;

std::optional<json> Harness::checkCorrectness(Run& run) {
    const MeasureJob& job = run.job;
    // 3-4. correctness: the trusted outputs per seed (computed once per worker and kept on
    // the device, HarnessOutputs.cpp), then the candidate on its own buffers.
    run.phase = "correctness";
    std::string key = job.problem + "|" + std::to_string(std::hash<std::string>{}(job.reference.source)) + "|" +
        std::to_string(std::hash<std::string>{}(job.precision.source)) + "|" + std::to_string(job.settings.poolSeed);
    for (const auto& b : job.buffers) key += "|" + b.dtype + ":" + std::to_string(b.count);
    if (key != expectedKey_) {
        vault_->clear();
        expectedKey_ = key;
    }
    json seeds = json::array();
    std::vector<std::pair<unsigned long long, unsigned long long>> referenceOutputHashes;
    // The precision check runs on every correctness seed and judges by the worst: one seed
    // can let a lower-precision sum through by luck of its inputs.
    json precision{{"max_ratio", job.precisionMaxRatio}, {"seeds", json::array()}, {"worst_ratio", 0.0}};
    run.seeds = drawSeeds(run);
    run.details["correctness_seeds"] = run.seeds;
    for (const unsigned long long seed : run.seeds) {
        std::shared_ptr<SeedOutputs> trusted =
            outputsFor(run, job, "", run.refBufs(), run.ref, run.precisionCheck ? &run.prec : nullptr, seed);
        if (!run.timingOutputs) {
            run.timingSeed = seed;
            run.timingOutputs = trusted;
        }
        for (std::size_t b = 0; b < job.buffers.size(); ++b)
            if (checked(job.buffers[b])) referenceOutputHashes.push_back(trusted->referenceHash[b]);
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
            json p = checkPrecision(job, run.candBufs(), *trusted);
            precision["worst_ratio"] = std::max(precision["worst_ratio"].get<double>(), p["worst_ratio"].get<double>());
            if (p.contains("failure")) precisionFailure = p["failure"].get<std::string>();
            precision["seeds"].push_back(std::move(p));
            run.details["precision"] = precision;
        }
        for (std::size_t b = 0; b < job.buffers.size(); ++b) {
            if (!checked(job.buffers[b])) continue;
            json c = compareWith(job.buffers[b], *run.candBufs()[b], *trusted, b, job.tolerance);
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
                r = checkAtSize(run, v);
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
    json& pool = run.details["seed_pool"];
    if (!pool.is_object()) pool = {{"size", 0}, {"note", "fresh seeds, no pool: every trusted output computed now"}};
    pool["computed_now"] = run.seedsComputed;
    pool["on_host"] = run.seedsOnHost;
    pool["kept_on_device"] = vault_->entries();
    pool["device_bytes"] = vault_->bytes();
    if (run.seedsOnHost > 0)
        pool["note"] = "the device had no room for " + std::to_string(run.seedsOnHost) +
            " seeds' outputs: checked from host copies (slower, as strict)";
    run.correctnessMs = msSince(run.correctnessStart);
    return std::nullopt;
}

} // namespace augur::gpu
