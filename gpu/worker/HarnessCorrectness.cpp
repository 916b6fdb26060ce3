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

namespace {

/// The reason of a tolerance failure: how many elements, the first, and both values.
std::string mismatchReason(const ResolvedBuffer& spec, const json& c, const Tolerance& tol, unsigned long long seed) {
    std::string reason = spec.name + ": " + std::to_string(c.at("mismatches").get<unsigned long long>()) + " of " +
        std::to_string(spec.count) + " elements differ beyond atol " + std::to_string(tol.atol) + " + rtol " +
        std::to_string(tol.rtol) + "·|ref| (seed " + std::to_string(seed) + "), first at index " +
        std::to_string(c.at("first_index").get<unsigned long long>()) + ": got " +
        std::to_string(c.at("got").get<double>()) + ", expected " + std::to_string(c.at("expected").get<double>());
    if (c.at("nan").get<unsigned long long>() > 0)
        reason += "; " + std::to_string(c.at("nan").get<unsigned long long>()) +
            " elements NaN (never written, or computed NaN)";
    return reason;
}

} // namespace

std::optional<MeasureFailure> Harness::checkCorrectness(Run& run) {
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
    json compared = json::array();
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
        if (auto failed = checkSeed(run, seed, *trusted, compared, precision)) return failed;
    }
    run.details["correctness"] = compared;
    // The float64 precision check ran with each seed above: the tolerance alone lets a kernel
    // that computes in lower precision through when its error happens to fit (KernelBench
    // and CUDA-L1 check only a fixed atol/rtol).
    // Another size: a kernel that hard-codes the problem's size fails here.
    if (!job.referenceOnly)
        if (auto failed = checkOtherSizes(run)) return failed;
    if (job.settings.seeds > 1 && referenceOutputHashes.size() >= 2 &&
        std::all_of(referenceOutputHashes.begin(), referenceOutputHashes.end(),
                    [&](const auto& h) { return h.first == referenceOutputHashes.front().first; }))
        run.details["warning"] = "the reference's output is identical for every seed: the correctness check is weak";
    noteSeedPool(run);
    run.correctnessMs = msSince(run.correctnessStart);
    return std::nullopt;
}

std::optional<MeasureFailure> Harness::checkSeed(Run& run, unsigned long long seed, const SeedOutputs& trusted,
                                                 json& compared, json& precision) {
    const MeasureJob& job = run.job;
    // Fresh inputs and sentinels in the candidate's own buffers.
    initInputs(job, run.candBufs(), seed, false);
    fillSentinels(job, run.candBufs());
    std::vector<std::pair<unsigned long long, unsigned long long>> before;
    for (std::size_t b = 0; b < job.buffers.size(); ++b)
        before.push_back(job.buffers[b].role == "input" ? hash(run.candBufs()[b]->data(), run.candBufs()[b]->bytes())
                                                        : std::pair<unsigned long long, unsigned long long>{0, 0});
    poisonShared();
    launch(run.cand, "candidate");
    sync("candidate (seed " + std::to_string(seed) + ")");
    for (std::size_t b = 0; b < job.buffers.size(); ++b) {
        const auto& spec = job.buffers[b];
        if (spec.role == "input" && hash(run.candBufs()[b]->data(), run.candBufs()[b]->bytes()) != before[b]) {
            run.correctnessMs = msSince(run.correctnessStart);
            return failure(MeasurementStatus::WrongResult,
                           "modifies its input '" + spec.name + "' (seed " + std::to_string(seed) + ")");
        }
        if (auto bad = guardDamage(*run.candBufs()[b])) {
            run.correctnessMs = msSince(run.correctnessStart);
            return failure(MeasurementStatus::WrongResult,
                           "writes out of bounds of '" + spec.name + "': " + std::to_string(bad) +
                               " guard words changed (seed " + std::to_string(seed) + ")");
        }
    }
    // The float64 check runs before the tolerance's verdict, so the report says what each
    // check alone would decide.
    std::string precisionFailure;
    if (run.precisionCheck) {
        json p = checkPrecision(job, run.candBufs(), trusted);
        precision["worst_ratio"] = std::max(precision["worst_ratio"].get<double>(), p["worst_ratio"].get<double>());
        if (p.contains("failure")) precisionFailure = p["failure"].get<std::string>();
        precision["seeds"].push_back(std::move(p));
        run.details["precision"] = precision;
    }
    for (std::size_t b = 0; b < job.buffers.size(); ++b) {
        if (!checked(job.buffers[b])) continue;
        json c = compareWith(job.buffers[b], *run.candBufs()[b], trusted, b, job.tolerance);
        c["seed"] = seed;
        compared.push_back(c);
        if (c["mismatches"].get<unsigned long long>() > 0) {
            run.correctnessMs = msSince(run.correctnessStart);
            run.details["correctness"] = compared;
            std::string reason = mismatchReason(job.buffers[b], c, job.tolerance, seed);
            if (!precisionFailure.empty()) reason += "; also " + precisionFailure;
            return failure(MeasurementStatus::WrongResult, reason);
        }
    }
    if (!precisionFailure.empty()) {
        run.correctnessMs = msSince(run.correctnessStart);
        run.details["correctness"] = compared;
        return failure(MeasurementStatus::WrongResult, precisionFailure);
    }
    poisonOutputs(job, run.candBufs());
    return std::nullopt;
}

std::optional<MeasureFailure> Harness::checkOtherSizes(Run& run) {
    const MeasureJob& job = run.job;
    json sizes = json::array();
    for (const auto& v : job.sizeVariants) {
        std::optional<MeasureFailure> failed;
        try {
            failed = checkAtSize(run, v);
        } catch (const std::invalid_argument& e) {
            failed = failure(MeasurementStatus::Invalid, "at " + v.label + ": " + e.what());
        }
        if (failed) {
            run.correctnessMs = msSince(run.correctnessStart);
            run.details["sizes_checked"] = sizes;
            return failed;
        }
        sizes.push_back({{"size", v.label}, {"ok", true}});
    }
    for (const auto& skipped : job.skippedSizes)
        sizes.push_back({{"size", skipped}, {"skipped", "restrictions fail at this size"}});
    run.details["sizes_checked"] = sizes;
    return std::nullopt;
}

std::optional<MeasureFailure> Harness::checkAtSize(Run& run, const SizeVariant& variant) {
    const MeasureJob& job = run.job;
    // The job as it would be at the other size: same sources, resized buffers and plans.
    MeasureJob resized = job;
    for (std::size_t b = 0; b < resized.buffers.size(); ++b) resized.buffers[b].count = variant.counts[b];
    resized.reference.launches = variant.reference;
    resized.candidate.launches = variant.candidate;
    std::vector<std::unique_ptr<DeviceBuffer>> buffers = acquireBuffers(resized, variant.counts);
    struct GiveBack { // the set goes back to the spares however this returns
        Harness& h;
        std::vector<std::unique_ptr<DeviceBuffer>>& b;
        ~GiveBack() { h.releaseBuffers(std::move(b)); }
    } giveBack{*this, buffers};
    PlanRun ref = prepare(resized.reference, *run.refModule, resized, buffers);
    PlanRun cand = prepare(resized.candidate, *run.candModule, resized, buffers);
    // One of the pool's seeds, as at the problem's own size (fresh without a pool).
    const unsigned long long seed = job.settings.seedPool > 0 ? run.seeds.back() : job.settings.seed + 7777;
    std::shared_ptr<SeedOutputs> trusted = outputsFor(run, resized, variant.label, buffers, ref, nullptr, seed);
    initInputs(resized, buffers, seed, false);
    fillSentinels(resized, buffers);
    std::vector<std::pair<unsigned long long, unsigned long long>> before(resized.buffers.size());
    for (std::size_t b = 0; b < resized.buffers.size(); ++b)
        if (resized.buffers[b].role == "input") before[b] = hash(buffers[b]->data(), buffers[b]->bytes());
    poisonShared();
    launch(cand, "candidate at " + variant.label);
    sync("candidate at " + variant.label);
    for (std::size_t b = 0; b < resized.buffers.size(); ++b) {
        const auto& spec = resized.buffers[b];
        if (spec.role == "input" && hash(buffers[b]->data(), buffers[b]->bytes()) != before[b])
            return failure(MeasurementStatus::WrongResult,
                           "at " + variant.label + ": modifies its input '" + spec.name + "'");
        if (auto bad = guardDamage(*buffers[b]))
            return failure(MeasurementStatus::WrongResult,
                           "at " + variant.label + ": writes out of bounds of '" + spec.name + "' (" +
                               std::to_string(bad) + " guard words changed)");
        if (!checked(spec)) continue;
        json c = compareWith(spec, *buffers[b], *trusted, b, job.tolerance);
        if (c["mismatches"].get<unsigned long long>() > 0)
            return failure(MeasurementStatus::WrongResult,
                           "at " + variant.label + " (the problem's other size): " + spec.name + ": " +
                               std::to_string(c["mismatches"].get<unsigned long long>()) + " of " +
                               std::to_string(spec.count) + " elements differ from the reference");
    }
    poisonOutputs(resized, buffers);
    return std::nullopt;
}

void Harness::noteSeedPool(Run& run) {
    json& pool = run.details["seed_pool"];
    if (!pool.is_object()) pool = {{"size", 0}, {"note", "fresh seeds, no pool: every trusted output computed now"}};
    pool["computed_now"] = run.seedsComputed;
    pool["on_host"] = run.seedsOnHost;
    pool["kept_on_device"] = vault_->entries();
    pool["device_bytes"] = vault_->bytes();
    if (run.seedsOnHost > 0)
        pool["note"] = "the device had no room for " + std::to_string(run.seedsOnHost) +
            " seeds' outputs: checked from host copies (slower, as strict)";
}

} // namespace augur::gpu
