// The trusted outputs of the measurement protocol (docs/measurement.md, "The seed pool"):
// which seeds a measurement draws, the reference's and the float64 reference's outputs per
// seed computed once per worker and kept on the device masked, and the comparisons against
// them that run on the device so no output crosses to the host.
#include "gpu/worker/ElementValue.h"
#include "gpu/worker/HarnessRun.h"
#include "gpu/worker/OutputVault.h"
#include "gpu/worker/PhiloxMask.h"
#include "gpu/worker/PrecisionError.h"

#include <algorithm>
#include <cstring>
#include <numeric>
#include <random>

namespace augur::gpu {

using json = nlohmann::json;
using namespace harness;

namespace {

unsigned long long splitmix(unsigned long long z) {
    z += 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/// Seed k of the pool of `poolSeed`: 48 bits, never 0 (printable in reports).
unsigned long long poolSeedAt(unsigned long long poolSeed, int k) {
    return (splitmix(poolSeed * 0x9E3779B97F4A7C15ull + static_cast<unsigned long long>(k) + 1) & ((1ull << 48) - 1)) +
        1;
}

std::size_t wordBytes(std::size_t bytes) { return (bytes + 3) / 4 * 4; }

bool hasExactOutput(const ResolvedBuffer& spec) { return checked(spec) && unitRoundoff(spec.dtype) != 0; }

} // namespace

unsigned long long Harness::newMaskKey() { return splitmix(maskSecret_ + ++maskCounter_) | 1ull; }

void Harness::maskCopy(CUdeviceptr dst, CUdeviceptr src, std::size_t bytes, unsigned long long key) {
    CUfunction f = utility("augur_mask_words");
    unsigned long long words = wordBytes(bytes) / 4;
    void* params[] = {&dst, &src, &words, &key};
    checkCuda(api_, api_.cuLaunchKernel(f, 1024, 1, 1, 256, 1, 1, 0, stream_, params, nullptr), "mask output");
}

std::size_t Harness::vaultBudget(const MeasureSettings& settings) {
    if (settings.seedPoolBytes > 0) return static_cast<std::size_t>(settings.seedPoolBytes);
    std::size_t freeBytes = 0, totalBytes = 0;
    api_.cuMemGetInfo(&freeBytes, &totalBytes);
    // Half of what is free, so the candidates' own buffers and the short-kernel copies keep
    // the rest; what the vault already holds counts as its own.
    return vault_->bytes() + freeBytes / 2;
}

std::vector<unsigned long long> Harness::drawSeeds(Run& run) {
    const MeasureJob& job = run.job;
    const MeasureSettings& st = job.settings;
    std::vector<unsigned long long> seeds;
    if (st.seedPool <= 0) {
        for (int s = 0; s < st.seeds; ++s) seeds.push_back(st.seed + static_cast<unsigned long long>(s));
        run.poolDrawnFrom = 0;
        return seeds;
    }
    // How many seeds' outputs the device can keep: the pool shrinks to that (never below the
    // seeds one measurement checks), so each drawn seed is computed once, not again and again.
    auto entryBytes = [&](const std::vector<long long>& counts) {
        std::size_t bytes = 0;
        for (std::size_t b = 0; b < job.buffers.size(); ++b)
            if (checked(job.buffers[b]))
                bytes += wordBytes(static_cast<std::size_t>(counts[b]) * dtypeBytes(job.buffers[b].dtype)) *
                    (run.precisionCheck && hasExactOutput(job.buffers[b]) ? 2 : 1);
        return bytes;
    };
    std::vector<long long> counts;
    for (const auto& b : job.buffers) counts.push_back(b.count);
    std::size_t others = 0;
    for (const auto& v : job.sizeVariants) others += entryBytes(v.counts);
    const std::size_t budget = vaultBudget(st), perSeed = std::max<std::size_t>(entryBytes(counts), 1);
    const std::size_t fits = budget > others ? (budget - others) / perSeed : 0;
    const int pool = static_cast<int>(
        std::clamp<std::size_t>(fits, static_cast<std::size_t>(st.seeds), static_cast<std::size_t>(st.seedPool)));
    run.poolDrawnFrom = pool;
    run.details["seed_pool"] = {
        {"size", st.seedPool}, {"drawn_from", pool}, {"device_budget_bytes", budget}, {"bytes_per_seed", perSeed}};
    if (pool < st.seedPool)
        run.details["seed_pool"]["note"] = "device memory keeps the outputs of " + std::to_string(fits) + " of " +
            std::to_string(st.seedPool) + " pool seeds: drawing from " + std::to_string(pool) +
            (fits < static_cast<std::size_t>(st.seeds) ? ", the others checked from host copies" : "");
    // The seeds this measurement checks are drawn on the host from its own seed: the kernel
    // cannot tell which of the pool's inputs it is given, so it cannot be fitted to one.
    std::vector<int> order(static_cast<std::size_t>(pool));
    std::iota(order.begin(), order.end(), 0);
    std::mt19937_64 rng(splitmix(st.seed));
    std::shuffle(order.begin(), order.end(), rng);
    for (int s = 0; s < st.seeds; ++s) seeds.push_back(poolSeedAt(st.poolSeed, order[static_cast<std::size_t>(s)]));
    return seeds;
}

std::shared_ptr<SeedOutputs> Harness::outputsFor(Run& run, const MeasureJob& job, const std::string& size,
                                                 const std::vector<std::unique_ptr<DeviceBuffer>>& buffers,
                                                 const PlanRun& ref, const PlanRun* prec, unsigned long long seed) {
    const std::string key = expectedKey_ + "|" + size + "|" + std::to_string(seed);
    if (auto found = vault_->find(key)) return found;
    const std::size_t n = job.buffers.size();
    auto e = std::make_shared<SeedOutputs>();
    e->seed = seed;
    e->reference.resize(n);
    e->exact.resize(n);
    e->referenceKey.assign(n, 0);
    e->exactKey.assign(n, 0);
    e->hostReference.resize(n);
    e->hostExact.resize(n);
    e->referenceError.resize(n);
    e->hasExact.assign(n, false);
    e->referenceHash.assign(n, {0, 0});
    ++run.seedsComputed;

    // Room first, for every slot of the entry: either all of it lives on the device or all
    // of it on the host, never half.
    const std::size_t budget = vaultBudget(job.settings);
    e->onDevice = true;
    std::size_t pending = 0;
    for (std::size_t b = 0; b < n && e->onDevice; ++b) {
        const ResolvedBuffer& spec = job.buffers[b];
        if (!checked(spec)) continue;
        const std::size_t bytes = wordBytes(buffers[b]->bytes());
        for (int which = 0; which < (prec && hasExactOutput(spec) ? 2 : 1) && e->onDevice; ++which) {
            DeviceSlot slot = vault_->allocate(bytes, pending, budget);
            if (!slot) {
                e->onDevice = false;
                break;
            }
            pending += bytes;
            (which == 0 ? e->reference[b] : e->exact[b]) = std::move(slot);
        }
    }
    if (!e->onDevice) {
        for (auto& s : e->reference) s.reset();
        for (auto& s : e->exact) s.reset();
        ++run.seedsOnHost;
    }

    const std::string at = size.empty() ? "" : " at " + size;
    initInputs(job, buffers, seed, false);
    fillSentinels(job, buffers);
    launch(ref, "reference" + at);
    sync("reference" + at + " (seed " + std::to_string(seed) + ")");
    for (std::size_t b = 0; b < n; ++b) {
        if (!checked(job.buffers[b])) continue;
        e->referenceHash[b] = hash(buffers[b]->data(), buffers[b]->bytes());
        if (e->onDevice) {
            e->referenceKey[b] = newMaskKey();
            maskCopy(e->reference[b].data(), buffers[b]->data(), buffers[b]->bytes(), e->referenceKey[b]);
        } else {
            e->hostReference[b].resize(buffers[b]->bytes());
            checkCuda(api_, api_.cuMemcpyDtoH(e->hostReference[b].data(), buffers[b]->data(), buffers[b]->bytes()),
                      "read reference output");
        }
    }
    if (prec) {
        initInputs(job, buffers, seed, false);
        fillSentinels(job, buffers);
        launch(*prec, "precision_reference" + at);
        sync("precision_reference" + at + " (seed " + std::to_string(seed) + ")");
        for (std::size_t b = 0; b < n; ++b) {
            const ResolvedBuffer& spec = job.buffers[b];
            if (!hasExactOutput(spec)) continue;
            e->hasExact[b] = true;
            if (e->onDevice) {
                // The reference's own error is the same for every candidate: summed once here.
                e->referenceError[b] =
                    deviceErrorSums(spec.dtype, e->reference[b].data(), e->referenceKey[b], buffers[b]->data(), 0,
                                    static_cast<unsigned long long>(spec.count));
                e->exactKey[b] = newMaskKey();
                maskCopy(e->exact[b].data(), buffers[b]->data(), buffers[b]->bytes(), e->exactKey[b]);
            } else {
                e->hostExact[b].resize(buffers[b]->bytes());
                checkCuda(api_, api_.cuMemcpyDtoH(e->hostExact[b].data(), buffers[b]->data(), buffers[b]->bytes()),
                          "read float64 reference output");
                e->referenceError[b] = hostErrorSums(spec.dtype, e->hostReference[b], e->hostExact[b]);
            }
        }
    }
    // No trusted result may outlive its copy: the next launch on these buffers is a
    // candidate's.
    poisonOutputs(job, buffers);
    sync("trusted outputs (seed " + std::to_string(seed) + ")");
    if (e->onDevice) vault_->insert(key, e);
    return e;
}

ErrorSums Harness::deviceErrorSums(const std::string& dtype, CUdeviceptr x, unsigned long long xKey, CUdeviceptr r,
                                   unsigned long long rKey, unsigned long long n) {
    checkCuda(api_, api_.cuMemsetD8Async(sums_, 0, 5 * sizeof(double), stream_), "error sums clear");
    CUfunction f = utility("augur_error_sums_" + dtype);
    CUdeviceptr out = sums_;
    void* params[] = {&x, &xKey, &r, &rKey, &n, &out};
    checkCuda(api_, api_.cuLaunchKernel(f, 1024, 1, 1, 256, 1, 1, 0, stream_, params, nullptr), "error sums");
    sync("error sums");
    double s[5] = {};
    checkCuda(api_, api_.cuMemcpyDtoH(s, sums_, sizeof s), "error sums read");
    ErrorSums e;
    e.squaredError = s[0];
    e.squaredExact = s[1];
    e.counted = static_cast<long long>(s[2]);
    e.skipped = static_cast<long long>(s[3]);
    e.nonFinite = s[4] > 0;
    return e;
}

json Harness::compareOutput(const ResolvedBuffer& spec, const DeviceBuffer& got, const std::string& expected,
                            const Tolerance& tol) {
    // The reference output goes to the device only now, after the candidate has finished,
    // so no candidate kernel can ever read it.
    if (expectedBytes_ < expected.size()) {
        if (expected_) api_.cuMemFree(expected_);
        expected_ = 0;
        checkCuda(api_, api_.cuMemAlloc(&expected_, expected.size()), "allocate comparison buffer");
        expectedBytes_ = expected.size();
    }
    checkCuda(api_, api_.cuMemcpyHtoD(expected_, expected.data(), expected.size()), "upload reference output");
    json j = compareOnDevice(spec, got, expected_, 0, tol);
    // The device copy of the reference's output is poisoned at once: no later launch of a
    // candidate may find a valid result anywhere on the device.
    checkCuda(api_, api_.cuMemsetD8Async(expected_, 0xFF, expected.size(), stream_), "poison comparison buffer");
    return j;
}

json Harness::compareWith(const ResolvedBuffer& spec, const DeviceBuffer& got, const SeedOutputs& trusted,
                          std::size_t b, const Tolerance& tol) {
    if (!trusted.onDevice) return compareOutput(spec, got, trusted.hostReference[b], tol);
    return compareOnDevice(spec, got, trusted.reference[b].data(), trusted.referenceKey[b], tol);
}

json Harness::compareOnDevice(const ResolvedBuffer& spec, const DeviceBuffer& got, CUdeviceptr expected,
                              unsigned long long key, const Tolerance& tol) {
    // {mismatches 0, NaN 0, first index ~0, largest error 0}, in stream order.
    checkCuda(api_, api_.cuMemsetD8Async(scratch_, 0, 32, stream_), "compare clear");
    checkCuda(api_, api_.cuMemsetD8Async(scratch_ + 16, 0xFF, 8, stream_), "compare clear");
    CUfunction f = utility("augur_compare_masked_" + spec.dtype);
    CUdeviceptr g = got.data(), e = expected, out = scratch_;
    unsigned long long gKey = 0, eKey = key;
    unsigned long long n = static_cast<unsigned long long>(spec.count);
    const bool floating = spec.dtype[0] == 'f' || spec.dtype == "bf16";
    double atol = floating ? tol.atol : std::floor(tol.atol);
    double rtol = floating ? tol.rtol : 0.0;
    void* params[] = {&g, &gKey, &e, &eKey, &n, &atol, &rtol, &out};
    checkCuda(api_, api_.cuLaunchKernel(f, 1024, 1, 1, 256, 1, 1, 0, stream_, params, nullptr), "compare " + spec.name);
    sync("compare " + spec.name);
    unsigned long long r[4] = {};
    checkCuda(api_, api_.cuMemcpyDtoH(r, scratch_, sizeof r), "compare read");
    double maxErr = 0;
    std::memcpy(&maxErr, &r[3], sizeof maxErr);
    json j{{"buffer", spec.name},
           {"mismatches", r[0]},
           {"nan", r[1]},
           {"max_abs_error", std::isfinite(maxErr) ? maxErr : -1.0}};
    if (r[0] > 0) {
        j["first_index"] = r[2];
        // The two values at the first bad index, for the message: the expected one unmasked
        // on the host with the same word stream.
        const std::size_t es = dtypeBytes(spec.dtype);
        const std::size_t byte = r[2] * es, word = byte / 4;
        std::string gv(es, '\0');
        checkCuda(api_, api_.cuMemcpyDtoH(gv.data(), got.data() + byte, es), "read mismatch");
        std::uint32_t words[2] = {};
        const std::size_t nWords = es == 8 ? 2 : 1;
        checkCuda(api_, api_.cuMemcpyDtoH(words, e + word * 4, nWords * 4), "read expected value");
        if (key != 0)
            for (std::size_t k = 0; k < nWords; ++k) words[k] ^= philoxMaskWord(word + k, key);
        const char* ev = reinterpret_cast<const char*>(words) + (es < 4 ? byte % 4 : 0);
        j["got"] = elementAsDouble(spec.dtype, gv.data());
        j["expected"] = elementAsDouble(spec.dtype, ev);
    }
    return j;
}

} // namespace augur::gpu
